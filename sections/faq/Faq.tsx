import { Plus } from 'lucide-react'
import { cx } from 'styled-system/css'
import { faq } from 'styled-system/recipes'
import type { ResolvedProps } from '../section'
import type * as section from './schema'
import { Section } from '../_shared/Section'

/** The section's props as its component receives them (resolved). */
type Props = ResolvedProps<typeof section>

/**
 * Frequently asked questions. Each is a native <details>/<summary> disclosure: it opens and closes with a click,
 * the keyboard or a screen reader, with no JavaScript. The page's FAQPage JSON-LD is made from the same items.
 */
export default function Faq({ id, eyebrow, title, intro, tone, items }: Props) {
  const classes = faq()
  const Heading = title ? 'h3' : 'h2'
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro} align="center">
      <ul className={classes.list}>
        {items.map((item) => (
          <li key={item.question} className={classes.item}>
            <details>
              <summary className={classes.question}>
                <Heading className={cx(classes.text, 'faq-text')}>{item.question}</Heading>
                <span className={cx(classes.icon, 'faq-icon')} aria-hidden="true">
                  <Plus focusable="false" />
                </span>
              </summary>
              <div className={classes.answer}>
                {item.answer.split(/\n\s*\n/).map((paragraph) => (
                  <p key={paragraph}>{paragraph.trim()}</p>
                ))}
              </div>
            </details>
          </li>
        ))}
      </ul>
    </Section>
  )
}
