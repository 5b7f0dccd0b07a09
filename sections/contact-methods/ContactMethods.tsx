import { Clock } from 'lucide-react'
import { css } from 'styled-system/css'
import { contactMethods } from 'styled-system/recipes'
import { Icon } from '../../app/ui/Icon'
import type { SectionProps } from '../schemas'
import { Breakable } from '../_shared/Breakable'
import { ButtonLink } from '../_shared/Buttons'
import { Section } from '../_shared/Section'

/** Right under a hero, the cards need less air: the quote form below them stays on the first screen. */
const compactSpacing = css({ py: { base: '8', md: '10', lg: '12' } })

/** Ways to reach the business: call, e-mail, text and in-page actions, each with its availability. */
export default function ContactMethods({ id, eyebrow, title, intro, tone, compact, methods }: SectionProps<'contact-methods'>) {
  const classes = contactMethods()
  const Heading = title ? 'h3' : 'h2'
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro} className={compact ? compactSpacing : undefined}>
      <ul className={classes.grid}>
        {methods.map((m, i) => (
          <li key={`${m.title}-${i}`} className={classes.card}>
            <div className={classes.top}>
              <span className={classes.icon}>
                <Icon name={m.icon} size={20} />
              </span>
              <div className={classes.titles}>
                <Heading className={classes.title}>{m.title}</Heading>
                {m.subtitle ? <p className={classes.subtitle}>{m.subtitle}</p> : null}
              </div>
            </div>
            {m.details ? (
              <p className={classes.details}>
                <Breakable text={m.details} />
              </p>
            ) : null}
            {m.availability ? (
              <p className={classes.availability}>
                <Clock aria-hidden="true" focusable="false" />
                {m.availability}
              </p>
            ) : null}
            {m.action ? (
              <div className={classes.footer}>
                <ButtonLink data={m.action} variant={i === 0 ? 'primary' : 'secondary'} />
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </Section>
  )
}
