import { useId } from 'react'
import { Zap } from 'lucide-react'
import { ctaBand } from 'styled-system/recipes'
import type { ResolvedProps } from '../section'
import type * as section from './schema'
import { ButtonRow, type ButtonVariantName } from '../_shared/Buttons'
import { CheckList } from '../_shared/CheckList'

/** The section's props as its component receives them (resolved). */
type Props = ResolvedProps<typeof section>

const defaultsByTone: Record<string, ButtonVariantName[]> = {
  default: ['primary', 'secondary'],
  dark: ['primary', 'outlineInverse'],
  accent: ['inverse', 'outlineInverse'],
  emergency: ['inverse', 'outlineInverse'],
}

/** A call-to-action band: headline, text, buttons, reassurance notes. "emergency" is the red 24/7 band. */
export default function CtaBand({ id, tone = 'default', eyebrow, headline, text, buttons, notes }: Props) {
  const headingId = useId()
  const classes = ctaBand({ tone })
  return (
    <section id={id} aria-labelledby={headingId} className={classes.root}>
      <div className={classes.container}>
        <div className={classes.panel}>
          <div className={classes.content}>
            {eyebrow ? (
              <p className={classes.eyebrow}>
                {tone === 'emergency' ? <Zap aria-hidden="true" focusable="false" /> : null}
                {eyebrow}
              </p>
            ) : null}
            <h2 id={headingId} className={classes.headline}>
              {headline}
            </h2>
            {text ? <p className={classes.text}>{text}</p> : null}
          </div>
          {buttons?.length || notes?.length ? (
            <div className={classes.aside}>
              <ButtonRow buttons={buttons} defaults={defaultsByTone[tone]} />
              {notes?.length ? <CheckList items={notes} className={classes.notes} itemClassName={classes.note} /> : null}
            </div>
          ) : null}
        </div>
      </div>
    </section>
  )
}
