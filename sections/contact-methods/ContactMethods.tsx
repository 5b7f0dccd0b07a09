import { ArrowRight, Clock } from 'lucide-react'
import { css } from 'styled-system/css'
import { contactMethods } from 'styled-system/recipes'
import { Icon } from '../../ui/Icon'
import { SmartLink } from '../../ui/SmartLink'
import type { ResolvedProps } from '../section'
import type * as section from './schema'
import { Breakable } from '../_shared/Breakable'
import { ButtonLink, trackAttributes } from '../_shared/Buttons'
import { Section } from '../_shared/Section'

/** The section's props as its component receives them (resolved). */
type Props = ResolvedProps<typeof section>

/** Right under a hero the strip needs little air (below, just room for the cards' shadow): the next section starts on the same screen. */
const stripSpacing = css({ pt: { base: '6', md: '8' }, pb: '4' })

/** Slim cards that are links themselves: one tap calls, writes or texts. */
function Strip({
  id,
  eyebrow,
  title,
  intro,
  tone,
  methods,
  classes,
}: Pick<Props, 'id' | 'eyebrow' | 'title' | 'intro' | 'tone' | 'methods'> & { classes: ReturnType<typeof contactMethods> }) {
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro} className={stripSpacing}>
      <ul className={classes.grid}>
        {methods.map((m, i) => {
          const body = (
            <>
              <span className={classes.icon}>
                <Icon name={m.icon} size={20} />
              </span>
              <span className={classes.titles}>
                <span className={classes.title}>{m.title}</span>
                {m.details ? (
                  <span className={classes.details}>
                    <Breakable text={m.details} />
                  </span>
                ) : null}
                {m.availability ? (
                  <span className={classes.availability}>
                    <Clock aria-hidden="true" focusable="false" />
                    {m.availability}
                  </span>
                ) : null}
              </span>
              {m.action ? (
                <span className={`${classes.footer} cm-action`}>
                  {m.action.label}
                  <ArrowRight aria-hidden="true" focusable="false" />
                </span>
              ) : null}
            </>
          )
          return (
            <li key={`${m.title}-${i}`} className={classes.item}>
              {m.action ? (
                <SmartLink href={m.action.href} newTab={m.action.newTab} {...trackAttributes(m.action.track)} className={classes.card}>
                  {body}
                </SmartLink>
              ) : (
                <div className={classes.card}>{body}</div>
              )}
            </li>
          )
        })}
      </ul>
    </Section>
  )
}

/** Ways to reach the business: call, e-mail, text and in-page actions, each with its availability. */
export default function ContactMethods({ id, eyebrow, title, intro, tone, variant = 'cards', methods }: Props) {
  const classes = contactMethods({ variant })
  const Heading = title ? 'h3' : 'h2'
  if (variant === 'strip') return <Strip {...{ id, eyebrow, title, intro, tone, methods, classes }} />
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro}>
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
