import { AlertTriangle, CheckCircle2 } from 'lucide-react'
import { beforeAfter, pill } from 'styled-system/recipes'
import { Picture } from '../../ui/Picture'
import * as Dialog from '../../ui/dialog'
import type { ResolvedProps } from '../section'
import type * as section from './schema'
import { Section } from '../_shared/Section'
import type { SectionText } from '../../schemas/section-text'

/** The section's props as its component receives them (resolved). */
type Props = ResolvedProps<typeof section>

type Project = Props['projects'][number]
type Classes = ReturnType<typeof beforeAfter>
type Text = SectionText['before-after']

const cardSizes = '(min-width: 1280px) 185px, (min-width: 768px) 23vw, 50vw'
const dialogSizes = '(min-width: 768px) 430px, 100vw'

/**
 * Before and after, by the specification's states: no project is selected until a card is clicked, which opens a dialog with both
 * images, the stats, challenges and solutions; the × button, Escape or a click outside close it and clear the
 * selection, and focus returns to the card. Without JavaScript each card shows its stats, challenges and solutions.
 */
export default function BeforeAfter({ id, eyebrow, title, intro, tone, projects, text }: Props) {
  const details = Dialog.useRecordDialog<Project>()
  const selected = details.open
  const classes = beforeAfter()
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro} align="center">
      <ul className={classes.grid}>
        {projects.map((project) => (
          <li key={project.id} className={classes.card}>
            <div className={classes.pair}>
              <Frame image={project.before} label={text.before} sizes={cardSizes} classes={classes} />
              <Frame image={project.after} label={text.after} sizes={cardSizes} classes={classes} />
            </div>
            <div className={classes.body}>
              <h3 className={classes.title}>
                <button type="button" className={classes.open} {...details.opener(project)}>
                  {project.title}
                </button>
              </h3>
              <p className={classes.meta}>
                <span className={pill({ tone: 'neutral' })}>{project.location}</span>
                <span className={pill()}>{project.material}</span>
                <span className={pill({ tone: 'neutral' })}>{project.projectType}</span>
              </p>
              <p className={classes.text}>{project.description}</p>
              <div data-no-script="">
                <Lists project={project} classes={classes} text={text} />
              </div>
              <Stats project={project} classes={classes} text={text} />
            </div>
          </li>
        ))}
      </ul>
      <Dialog.Root {...details.root}>
        <Dialog.Frame
          title={selected?.title}
          description={selected ? `${selected.location} · ${selected.material} · ${selected.projectType}` : undefined}
        >
          {selected ? (
            <>
              <div className={classes.dialogPair}>
                <Frame image={selected.before} label={text.before} sizes={dialogSizes} classes={classes} />
                <Frame image={selected.after} label={text.after} sizes={dialogSizes} classes={classes} />
              </div>
              <p className={classes.text}>{selected.description}</p>
              <Stats project={selected} classes={classes} text={text} />
              <Lists project={selected} classes={classes} text={text} />
            </>
          ) : null}
        </Dialog.Frame>
      </Dialog.Root>
    </Section>
  )
}

function Frame({ image, label, sizes, classes }: { image: Project['before']; label: string; sizes: string; classes: Classes }) {
  return (
    <div className={classes.frame}>
      <Picture image={image} sizes={sizes} />
      <span className={classes.label}>{label}</span>
    </div>
  )
}

function Stats({ project, classes, text }: { project: Project; classes: Classes; text: Text }) {
  const stats = [
    [text.duration, project.details.duration],
    [text.area, project.details.sqft],
    [text.investment, project.details.investment],
    [text.completed, project.details.year],
  ] as const
  return (
    <dl className={classes.stats}>
      {stats.map(([label, value]) => (
        <div key={label} className={classes.stat}>
          <dt className={classes.statLabel}>{label}</dt>
          <dd className={classes.statValue}>{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function Lists({ project, classes, text }: { project: Project; classes: Classes; text: Text }) {
  return (
    <div className={classes.lists}>
      <div>
        <h4 className={classes.listTitle}>{text.challenges}</h4>
        <ul className={classes.list}>
          {project.challenges.map((item) => (
            <li key={item}>
              <AlertTriangle aria-hidden="true" className="warn" />
              {item}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <h4 className={classes.listTitle}>{text.solutions}</h4>
        <ul className={classes.list}>
          {project.solutions.map((item) => (
            <li key={item}>
              <CheckCircle2 aria-hidden="true" className="ok" />
              {item}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
