import { Star } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { button, pill, rail } from 'styled-system/recipes'
import { Picture } from '../../ui/Picture'
import { SmartLink } from '../../ui/SmartLink'
import type { ResolvedProps } from '../section'
import type * as section from './schema'
import { Section } from '../_shared/Section'
import { StartingPrice } from '../_shared/Price'
import { gridImageSizes } from '../_shared/media'
import { CheckList } from '../_shared/CheckList'

/** The section's props as its component receives them (resolved). */
type Props = ResolvedProps<typeof section>

const styles = {
  // A wrapping flex row rather than a grid, so an incomplete last row is centred under the others.
  grid: css({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: 'var(--grid-gap)',
    '--grid-gap': { base: '{spacing.6}', lg: '{spacing.7}' },
    listStyle: 'none',
  }),
  cols2: css({ '& > li': { w: { md: 'calc((100% - var(--grid-gap)) / 2)' } } }),
  cols3: css({ '& > li': { w: { md: 'calc((100% - var(--grid-gap)) / 2)', lg: 'calc((100% - 2 * var(--grid-gap)) / 3)' } } }),
  card: css({
    w: '100%',
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minW: '0',
    layerStyle: 'card',
    color: 'fg.default',
    overflow: 'hidden',
    transition: 'box-shadow {durations.normal}, transform {durations.normal}',
    _hover: { boxShadow: 'lifted', transform: 'translateY(-2px)' },
    '&:hover img': { transform: 'scale(1.04)' },
  }),
  media: css({
    position: 'relative',
    aspectRatio: '3 / 2',
    overflow: 'hidden',
    bg: 'bg.muted',
    '& picture, & img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
    '& img': { transition: 'transform 600ms cubic-bezier(.2,.7,.2,1)' },
  }),
  badge: css({ position: 'absolute', top: '4', left: '4', zIndex: '1', boxShadow: 'soft' }),
  body: css({ display: 'flex', flexDirection: 'column', gap: '4', flex: '1', p: { base: '6', md: '7' } }),
  title: css({ textStyle: 'h3' }),
  text: css({ color: 'fg.muted', fontSize: '0.9375rem', lineHeight: '1.6' }),
  features: css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none' }),
  feature: css({
    display: 'flex',
    gap: '2.5',
    alignItems: 'flex-start',
    fontSize: 'sm',
    lineHeight: '1.5',
    '& svg': { flexShrink: 0, mt: '0.5', width: '1rem', height: '1rem', color: 'accent.default' },
  }),
  footer: css({
    mt: 'auto',
    pt: '5',
    borderTopWidth: '1px',
    borderColor: 'border.default',
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
  }),
  // Labels like "Explore Kitchen Remodeling Countertops" may need two lines in a narrow card.
  action: css({ width: '100%', whiteSpace: 'normal', textAlign: 'center', h: 'auto', minH: '11', py: '2', lineHeight: '1.35' }),
}

/** Cards for catalogue records: image, name, Popular badge, short description, features, starting price, link. */
export default function CatalogGrid({ id, eyebrow, title, intro, tone, cards, text }: Props) {
  const cols = cards.length <= 2 || cards.length === 4 ? 2 : 3
  const sizes = gridImageSizes(cols)
  const Heading = title ? 'h3' : 'h2'
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro} align="center">
      <ul className={cx(styles.grid, cols === 2 ? styles.cols2 : styles.cols3, rail())}>
        {cards.map((card) => (
          <li key={card.slug} className={styles.card}>
            <div className={styles.media}>
              <Picture image={card.image} alt="" sizes={sizes} />
            </div>
            {card.popular ? (
              <span className={cx(pill({ tone: 'solid' }), styles.badge)}>
                <Star aria-hidden="true" focusable="false" />
                {text.popular}
              </span>
            ) : null}
            <div className={styles.body}>
              <Heading className={styles.title}>{card.name}</Heading>
              <p className={styles.text}>{card.shortDescription}</p>
              {card.features.length ? <CheckList items={card.features} className={styles.features} itemClassName={styles.feature} /> : null}
              <div className={styles.footer}>
                <StartingPrice label={text.startingAt} starting={card.price.starting} unit={card.price.unit} />
                <SmartLink href={card.href} className={cx(button({ variant: 'secondary', size: 'md' }), styles.action)}>
                  {card.action}
                </SmartLink>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
