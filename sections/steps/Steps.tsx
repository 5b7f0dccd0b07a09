import { Clock } from 'lucide-react'
import { steps as stepsRecipe } from 'styled-system/recipes'
import type { ResolvedProps } from '../section'
import type * as section from './schema'
import { ButtonRow } from '../_shared/Buttons'
import { CheckList } from '../_shared/CheckList'
import { Section } from '../_shared/Section'
import { fill } from '../_shared/text'

/** The section's props as its component receives them (resolved). */
type Props = ResolvedProps<typeof section>

/** Numbered steps: cards side by side, or a vertical timeline with durations and details. */
export default function Steps({ id, eyebrow, title, intro, tone, variant = 'cards', steps, total, buttons, text }: Props) {
  // Four steps or fewer sit in one row on large screens; more wrap into rows of three.
  const columns = String(steps.length === 2 ? 2 : steps.length === 4 ? 4 : 3) as '2' | '3' | '4'
  const classes = stepsRecipe({ variant, columns })
  const Heading = title ? 'h3' : 'h2'
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro} align="center">
      <ol className={classes.list}>
        {steps.map((step, i) => (
          <li key={`${step.title}-${i}`} className={classes.item}>
            <div className={classes.marker} aria-hidden="true">
              <span className={classes.node}>{i + 1}</span>
            </div>
            <div className={classes.body}>
              <span className="sr-only">{`${fill(text.step, { number: i + 1 })} `}</span>
              {step.label ? <p className={classes.label}>{step.label}</p> : null}
              <div className={classes.head}>
                <Heading className={classes.title}>{step.title}</Heading>
                {step.duration ? (
                  <p className={classes.duration}>
                    <Clock aria-hidden="true" focusable="false" />
                    <span className="sr-only">{`${text.duration} `}</span>
                    {step.duration}
                  </p>
                ) : null}
              </div>
              {step.description ? <p className={classes.text}>{step.description}</p> : null}
              {step.details?.length ? <CheckList items={step.details} className={classes.details} itemClassName={classes.detail} /> : null}
            </div>
          </li>
        ))}
      </ol>
      {total ? (
        <p className={classes.total}>
          <Clock aria-hidden="true" focusable="false" />
          <span>{total.label}:</span>
          <strong>{total.value}</strong>
        </p>
      ) : null}
      <ButtonRow buttons={buttons} center className={classes.actions} />
    </Section>
  )
}
