import { MapPin, Tag } from 'lucide-react'
import { useId } from 'react'
import { pill, projectCard, projectGallery } from 'styled-system/recipes'
import { Picture } from '../../ui/Picture'
import * as Dialog from '../../ui/dialog'
import * as ToggleGroup from '../../ui/toggle-group'
import type { ResolvedProps } from '../section'
import type * as section from './schema'
import { ButtonLink } from '../_shared/Buttons'
import { ClosingPanel } from '../_shared/ClosingPanel'
import { ProjectCard } from '../_shared/ProjectCard'
import { Section } from '../_shared/Section'
import { useUrlFilter } from '../_shared/useUrlFilter'
import { counted } from '../_shared/text'
import { matches } from './filter'

/** The section's props as its component receives them (resolved). */
type Props = ResolvedProps<typeof section>

type Project = Props['projects'][number]

/**
 * The project gallery, by the specification's gallery rules: one filter at a time, starting with All; a project shows when its
 * category or material matches; an empty result says so. The filter is in the URL (?filter=kitchen). A card opens
 * its project (a larger picture and the whole story) in a dialog. Without JavaScript every project shows with its
 * description and the filter buttons are hidden.
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
  projectButtons,
  text,
}: Props) {
  const values = filters.map((f) => f.toLowerCase())
  const [filter, setFilter] = useUrlFilter('filter', values, values[0] ?? 'all')
  const shown = projects.filter((p) => matches(p, filter))
  const classes = projectGallery()
  const statusId = useId()
  const label = filters[values.indexOf(filter)] ?? filters[0]
  const details = Dialog.useRecordDialog<Project>()
  const open = details.open
  const card = projectCard()
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro} align="center">
      <div className={classes.filters} data-requires-script="">
        <ToggleGroup.Root
          value={[filter]}
          onValueChange={(details) => details.value[0] && setFilter(details.value[0])}
          aria-label={text.filterLabel}
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
        {shown.length ? counted(filter === 'all' ? text.status : text.statusFiltered, shown.length, { filter: label ?? '' }) : emptyMessage}
      </p>
      {shown.length ? (
        <ul className={card.list}>
          {shown.map((project) => (
            <ProjectCard
              key={project.id}
              project={project}
              title={
                <button type="button" className={card.open} {...details.opener(project)}>
                  {project.title}
                </button>
              }
            />
          ))}
        </ul>
      ) : (
        <p className={card.empty}>{emptyMessage}</p>
      )}
      <ClosingPanel title={cta.title} text={cta.text}>
        {cta.buttons.map((b, i) => (
          <ButtonLink key={`${b.href}-${i}`} data={b} size="lg" variant={i === 0 ? 'primary' : 'outlineInverse'} />
        ))}
      </ClosingPanel>

      <Dialog.Root {...details.root}>
        <Dialog.Frame title={open?.title} description={open ? `${open.location} · ${open.category}` : undefined}>
          {open ? (
            <div className={classes.dialogBody}>
              <div className={classes.dialogMedia}>
                <Picture image={open.image} sizes="(min-width: 768px) 720px, 100vw" />
              </div>
              <p className={card.meta}>
                <span className={pill({ tone: 'solid' })}>{open.material}</span>
                <span>
                  <MapPin aria-hidden="true" />
                  {open.location}
                </span>
                <span>
                  <Tag aria-hidden="true" />
                  {open.category}
                </span>
              </p>
              <p className={classes.dialogText}>{open.description}</p>
              <div className={classes.dialogActions}>
                {projectButtons.map((b, i) => (
                  <ButtonLink key={`${b.href}-${i}`} data={b} size="md" variant={i === 0 ? 'primary' : 'ghost'} />
                ))}
              </div>
            </div>
          ) : null}
        </Dialog.Frame>
      </Dialog.Root>
    </Section>
  )
}
