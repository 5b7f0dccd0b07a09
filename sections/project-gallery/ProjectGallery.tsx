import { MapPin, Phone, Tag } from 'lucide-react'
import { useId } from 'react'
import { button, pill, projectGallery } from 'styled-system/recipes'
import { Picture } from '../../ui/Picture'
import { useIslandLive } from '../../ui/island'
import * as ToggleGroup from '../../ui/toggle-group'
import type { SectionProps } from '../schemas'
import { ClosingPanel } from '../_shared/ClosingPanel'
import { Section } from '../_shared/Section'
import { useUrlFilter } from '../_shared/useUrlFilter'
import { matches } from './filter'

/**
 * The project gallery (SPEC §2 Gallery, §4): one filter at a time, starting with All; a project shows when its
 * category or material matches; an empty result says so. The filter is in the URL (?filter=kitchen). Without
 * JavaScript every project shows and the filter buttons are hidden.
 */
export default function ProjectGallery({
  id,
  eyebrow,
  title,
  intro,
  tone,
  filters,
  projects,
  emptyMessage,
  cta,
  phone,
}: SectionProps<'project-gallery'>) {
  const live = useIslandLive()
  const values = filters.map((f) => f.toLowerCase())
  const [filter, setFilter] = useUrlFilter('filter', values, values[0] ?? 'all', live)
  const shown = projects.filter((p) => matches(p, filter))
  const classes = projectGallery()
  const statusId = useId()
  const label = filters[values.indexOf(filter)] ?? filters[0]
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro} align="center">
      <div className={classes.filters} data-requires-script="">
        <ToggleGroup.Root
          value={[filter]}
          onValueChange={(details) => details.value[0] && setFilter(details.value[0])}
          aria-label="Filter projects"
          aria-controls={statusId}
        >
          {filters.map((f) => (
            <ToggleGroup.Item key={f} value={f.toLowerCase()}>
              {f}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      </div>
      <p id={statusId} className={classes.status} role="status">
        {shown.length
          ? `Showing ${shown.length} ${shown.length === 1 ? 'project' : 'projects'}${filter === 'all' ? '' : ` for ${label}`}`
          : emptyMessage}
      </p>
      {shown.length ? (
        <ul className={classes.grid}>
          {shown.map((project) => (
            <li key={project.id} className={classes.card}>
              <div className={classes.media}>
                <Picture
                  image={project.image}
                  sizes="(min-width: 1280px) 370px, (min-width: 1024px) 30vw, (min-width: 640px) 46vw, calc(100vw - 40px)"
                />
                <div className={classes.badges}>
                  <span className={pill({ tone: 'solid' })}>{project.material}</span>
                </div>
              </div>
              <div className={classes.body}>
                <h3 className={classes.title}>{project.title}</h3>
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
          ))}
        </ul>
      ) : (
        <p className={classes.empty}>{emptyMessage}</p>
      )}
      <ClosingPanel title={cta.title} text={cta.text}>
        <a href="/contact" className={button({ size: 'lg' })}>
          Get Free Quote
        </a>
        <a href={phone.tel} className={button({ variant: 'outlineInverse', size: 'lg' })}>
          <Phone aria-hidden="true" />
          Call {phone.display}
        </a>
      </ClosingPanel>
    </Section>
  )
}
