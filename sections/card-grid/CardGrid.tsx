import { css, cx } from 'styled-system/css'
import { cardGrid, pill } from 'styled-system/recipes'
import { Picture } from '../../ui/Picture'
import { Icon } from '../../ui/Icon'
import type { ResolvedProps } from '../section'
import type * as section from './schema'
import { Section } from '../_shared/Section'
import { ButtonLink } from '../_shared/Buttons'
import { defaultColumns, gridImageSizes } from '../_shared/media'
import { CheckList } from '../_shared/CheckList'
import { Swatch } from '../_shared/Swatch'

/** The section's props as its component receives them (resolved). */
type Props = ResolvedProps<typeof section>

type Card = Props['cards'][number]
type Variant = NonNullable<Props['variant']>
type Classes = ReturnType<typeof cardGrid>

const inlineBadge = css({ alignSelf: 'flex-start' })
/** Card buttons may carry long labels: let them wrap inside narrow cards. */
const wrapLabel = css({ whiteSpace: 'normal', textAlign: 'center', h: 'auto', minH: '9', py: '2', lineHeight: '1.35' })
const swatchClass = css({ display: 'block', width: '100%', height: '100%' })
const iconRow = css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3', mb: '2' })

/** A grid of cards: services, styles, brands, types, highlights, colours, applications, projects, team... */
export default function CardGrid({ id, eyebrow, title, intro, tone, columns, variant = 'default', cards }: Props) {
  const cols = columns ?? defaultColumns(cards.length)
  const classes = cardGrid({ variant, columns: String(cols) as '2' | '3' | '4' })
  const sizes = variant === 'compact' ? '64px' : gridImageSizes(cols)
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro} align="center">
      <ul className={classes.grid}>
        {cards.map((card, i) => (
          <CardItem
            key={`${card.title}-${i}`}
            card={card}
            variant={variant}
            classes={classes}
            sizes={sizes}
            Heading={title ? 'h3' : 'h2'}
          />
        ))}
      </ul>
    </Section>
  )
}

function CardItem({
  card,
  variant,
  classes,
  sizes,
  Heading,
}: {
  card: Card
  variant: Variant
  classes: Classes
  sizes: string
  Heading: 'h2' | 'h3'
}) {
  const { image, imageAlt, swatch, icon, kicker, title, subtitle, text, badge, tags, facts, price, features, link } = card
  const overlayBadge = Boolean(image || swatch) && variant !== 'compact'
  const captionOnImage = variant === 'gallery' && Boolean(image)
  const badgeEl = badge ? <span className={cx(pill({ tone: 'solid' }), overlayBadge ? classes.badge : inlineBadge)}>{badge}</span> : null

  const heading = (
    <>
      {kicker ? <p className={classes.kicker}>{kicker}</p> : null}
      <Heading className={classes.title}>{title}</Heading>
      {subtitle ? <p className={classes.subtitle}>{subtitle}</p> : null}
      {/* On a gallery image the caption carries the short text too. */}
      {captionOnImage && text ? <p className={classes.text}>{text}</p> : null}
    </>
  )

  const details = (
    <>
      {text && !captionOnImage ? <p className={classes.text}>{text}</p> : null}
      {tags?.length ? (
        <ul className={classes.tags}>
          {tags.map((t) => (
            <li key={t} className={classes.tag}>
              {t}
            </li>
          ))}
        </ul>
      ) : null}
      {facts?.length ? (
        <dl className={classes.facts}>
          {facts.map((f) => (
            <div key={f.label} className={classes.fact}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {features?.length ? <CheckList items={features} className={classes.features} itemClassName={classes.feature} /> : null}
      {price || link ? (
        <div className={classes.footer}>
          {price ? <p className={classes.price}>{price}</p> : null}
          {link ? (
            <ButtonLink
              data={link}
              variant={badge ? 'primary' : 'secondary'}
              size={variant === 'compact' ? 'sm' : 'md'}
              className={wrapLabel}
            />
          ) : null}
        </div>
      ) : null}
    </>
  )
  const hasDetails = Boolean((text && !captionOnImage) || tags?.length || facts?.length || features?.length || price || link)

  return (
    <li className={classes.card}>
      {image ? (
        <div className={classes.media}>
          {/* An alt text that only repeats the card title would be read twice: the title already names it. */}
          <Picture image={image} alt={imageAlt?.trim().toLowerCase() === title.trim().toLowerCase() ? '' : imageAlt} sizes={sizes} />
          {captionOnImage ? <div className={classes.caption}>{heading}</div> : null}
        </div>
      ) : swatch ? (
        <div className={classes.media}>
          <Swatch colors={swatch} className={swatchClass} />
        </div>
      ) : null}
      {overlayBadge ? badgeEl : null}
      {variant === 'compact' && icon && !image && !swatch ? (
        <span className={classes.icon}>
          <Icon name={icon} size={20} />
        </span>
      ) : null}
      {captionOnImage ? (
        hasDetails ? (
          <div className={classes.body}>{details}</div>
        ) : null
      ) : (
        <div className={classes.body}>
          {icon && !image && !swatch && variant !== 'compact' ? (
            <div className={iconRow}>
              <span className={classes.icon}>
                <Icon name={icon} size={22} />
              </span>
              {badgeEl}
            </div>
          ) : !overlayBadge ? (
            badgeEl
          ) : null}
          {heading}
          {details}
        </div>
      )}
    </li>
  )
}
