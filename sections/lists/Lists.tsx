import { CircleCheck, TriangleAlert } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { lists as listsRecipe } from 'styled-system/recipes'
import type { ResolvedProps } from '../section'
import type * as section from './schema'
import { Section } from '../_shared/Section'

/** The section's props as its component receives them (resolved). */
type Props = ResolvedProps<typeof section>

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(auto-fit, minmax(20rem, 1fr))' },
  gap: { base: '5', md: '6' },
  alignItems: 'start',
})

/** A lone long list flows into two columns on wider screens. */
const twoColumns = css({ display: 'grid', gridTemplateColumns: { md: 'repeat(2, minmax(0, 1fr))' }, columnGap: '10' })

/** One or more titled lists side by side: specs, repair vs replace, requirements, prepare / expect... */
export default function Lists({ id, eyebrow, title, intro, tone, lists }: Props) {
  const Heading = title ? 'h3' : 'h2'
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro}>
      <div className={grid}>
        {lists.map((list) => {
          const listTone = list.tone ?? 'neutral'
          const classes = listsRecipe({ tone: listTone })
          return (
            <article key={list.title} className={classes.card}>
              <header className={classes.header}>
                <Heading className={classes.title}>{list.title}</Heading>
                {list.text ? <p className={classes.text}>{list.text}</p> : null}
              </header>
              <ul className={cx(classes.items, lists.length === 1 && list.items.length > 4 && twoColumns)}>
                {list.items.map((item) => (
                  <li key={item} className={classes.item}>
                    <span className={classes.marker} aria-hidden="true">
                      {listTone === 'good' ? (
                        <CircleCheck focusable="false" />
                      ) : listTone === 'warning' ? (
                        <TriangleAlert focusable="false" />
                      ) : null}
                    </span>
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </article>
          )
        })}
      </div>
    </Section>
  )
}
