import { cx } from 'styled-system/css'
import { pill, priceCards } from 'styled-system/recipes'
import { Picture } from '../../ui/Picture'
import type { ResolvedProps } from '../section'
import type * as section from './schema'
import { ButtonLink } from '../_shared/Buttons'
import { CheckList } from '../_shared/CheckList'
import { defaultColumns, gridImageSizes } from '../_shared/media'
import { Section } from '../_shared/Section'

/** The section's props as its component receives them (resolved). */
type Props = ResolvedProps<typeof section>

/** Material prices per square foot: bathroom materials, town material cards, budget options. */
export default function PriceCards({ id, eyebrow, title, intro, tone, columns, priceLabel, showImages, cards, note }: Props) {
  const cols = columns ?? defaultColumns(cards.length)
  const key = String(cols) as '2' | '3' | '4'
  const Heading = title ? 'h3' : 'h2'
  const classes = priceCards({ columns: key })
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro} align="center">
      <ul className={classes.grid}>
        {cards.map((card) => {
          const c = priceCards({ columns: key, popular: Boolean(card.badge) })
          return (
            <li key={card.name} className={c.card}>
              {showImages && card.image ? (
                <div className={c.media}>
                  <Picture image={card.image} alt="" sizes={gridImageSizes(cols)} />
                </div>
              ) : null}
              {card.badge ? <span className={cx(pill({ tone: 'solid' }), c.badge)}>{card.badge}</span> : null}
              <div className={c.body}>
                <Heading className={c.name}>{card.name}</Heading>
                <p className={c.price}>
                  {priceLabel ? <span className={c.label}>{priceLabel}</span> : null}
                  <span className={c.amount}>
                    <span>{card.price}</span>
                    <span className={c.unit}>{card.unit}</span>
                  </span>
                </p>
                {card.description ? <p className={c.text}>{card.description}</p> : null}
                {card.features?.length ? <CheckList items={card.features} className={c.features} itemClassName={c.feature} /> : null}
                {card.link ? (
                  <div className={c.footer}>
                    <ButtonLink data={card.link} variant="secondary" size="sm" />
                  </div>
                ) : null}
              </div>
            </li>
          )
        })}
      </ul>
      {note ? <p className={classes.note}>{note}</p> : null}
    </Section>
  )
}
