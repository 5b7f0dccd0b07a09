import { ArrowRight } from 'lucide-react'
import { cx } from 'styled-system/css'
import { button, projectCard, projectList, rail } from 'styled-system/recipes'
import type { ResolvedProps } from '../section'
import type * as section from './schema'
import { ProjectCard } from '../_shared/ProjectCard'
import { Section } from '../_shared/Section'

/** The section's props as its component receives them (resolved). */
type Props = ResolvedProps<typeof section>

/** Projects with their own picture, town, material and description, and a link to the gallery (or, with none, a note). */
export default function ProjectList({ id, eyebrow, title, intro, tone, projects, empty, more, label }: Props) {
  const classes = projectList()
  const card = projectCard()
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro} align="center">
      {projects.length ? (
        // A swipeable row on a phone: focusable, so the keyboard can scroll it too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable list without links must take focus to be scrolled
        <ul className={cx(card.list, rail())} tabIndex={0} aria-label={title ?? label}>
          {projects.map((project) => (
            <ProjectCard key={project.id} project={project} />
          ))}
        </ul>
      ) : (
        <p className={card.empty}>{empty}</p>
      )}
      <p className={classes.more}>
        <a href={more.href} className={button({ variant: 'secondary', size: 'md' })}>
          {more.label}
          <ArrowRight aria-hidden="true" />
        </a>
      </p>
    </Section>
  )
}
