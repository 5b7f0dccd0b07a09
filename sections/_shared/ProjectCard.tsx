import { MapPin, Tag } from 'lucide-react'
import type { ReactNode } from 'react'
import { pill, projectCard } from 'styled-system/recipes'
import type { ResolvedImage } from '../../ui/image-sources'
import { Picture } from '../../ui/Picture'

/** What a project card shows: one record of data/projects.json, its image resolved. */
export interface ProjectCardData {
  id: string
  title: string
  location: string
  material: string
  category: string
  description: string
  image: ResolvedImage
}

export const projectCardSizes = '(min-width: 1280px) 370px, (min-width: 1024px) 30vw, (min-width: 640px) 46vw, calc(100vw - 40px)'

/**
 * One project as a card: its own picture, material, title, town, kind of space and description. `title` replaces the
 * plain heading text (the gallery makes it a button that opens the project).
 */
export function ProjectCard({ project, title, headingLevel = 3 }: { project: ProjectCardData; title?: ReactNode; headingLevel?: 3 | 4 }) {
  const classes = projectCard()
  const Heading = headingLevel === 3 ? 'h3' : 'h4'
  return (
    <li className={classes.card}>
      <div className={classes.media}>
        <Picture image={project.image} sizes={projectCardSizes} />
        <div className={classes.badges}>
          <span className={pill({ tone: 'solid' })}>{project.material}</span>
        </div>
      </div>
      <div className={classes.body}>
        <Heading className={classes.title}>{title ?? project.title}</Heading>
        <p className={classes.meta}>
          <span>
            <MapPin aria-hidden="true" />
            {project.location}
          </span>
          <span>
            <Tag aria-hidden="true" />
            {project.category}
          </span>
        </p>
        <p className={classes.text}>{project.description}</p>
      </div>
    </li>
  )
}
