import { useId } from 'react'
import { hero } from 'styled-system/recipes'
import { Picture } from '../../ui/Picture'
import { Icon } from '../../ui/Icon'
import type { ResolvedProps } from '../section'
import type * as section from './schema'
import { BackLink, ButtonRow } from '../_shared/Buttons'
import { StoneTexture } from '../_shared/Section'
import { HeroBadge } from '../_shared/Badge'

/** The section's props as its component receives them (resolved). */
type Props = ResolvedProps<typeof section>

/** The opening block of every page: headline, text, calls to action, trust badges, image and stats box. */
export default function Hero({
  id,
  variant = 'split',
  backLink,
  eyebrow,
  badge,
  headline,
  text,
  buttons,
  badges,
  image,
  imageAlt,
  stats,
}: Props) {
  const headingId = useId()
  const beside = variant !== 'centered'
  const withMedia = beside && Boolean(image || stats)
  const classes = hero({ variant, withMedia, statsOverImage: Boolean(beside && image && stats) })

  const statsBox = stats ? <StatsBox stats={stats} classes={classes} /> : null
  const picture = image ? (
    <div className={classes.image}>
      <Picture
        image={image}
        alt={imageAlt}
        priority
        sizes={
          beside
            ? '(min-width: 1280px) 560px, (min-width: 1024px) 46vw, calc(100vw - 40px)'
            : '(min-width: 1280px) 1136px, calc(100vw - 40px)'
        }
      />
    </div>
  ) : null

  return (
    <section id={id} aria-labelledby={headingId} className={classes.root}>
      {/* A text-only hero sits on the subtle stone texture. */}
      {!image && !withMedia ? <StoneTexture className={classes.texture} /> : null}
      <div className={classes.inner}>
        <div className={classes.content}>
          {backLink || badge || eyebrow ? (
            <div className={classes.top}>
              {backLink ? <BackLink label={backLink.label} href={backLink.href} /> : null}
              {badge ? <HeroBadge label={badge.label} tone={badge.tone} /> : null}
              {eyebrow ? <p className={classes.eyebrow}>{eyebrow}</p> : null}
            </div>
          ) : null}
          <h1 id={headingId} className={classes.headline}>
            {headline}
          </h1>
          {text ? <p className={classes.text}>{text}</p> : null}
          <ButtonRow buttons={buttons} center={!beside} className={classes.actions} />
          {badges?.length ? (
            <ul className={classes.badges}>
              {badges.map((b) => (
                <li key={b.label} className={classes.badgeItem}>
                  <Icon name={b.icon ?? 'check'} size={18} />
                  {b.label}
                </li>
              ))}
            </ul>
          ) : null}
          {!beside ? statsBox : null}
        </div>
        {withMedia ? (
          <div className={classes.media}>
            {picture}
            {statsBox}
          </div>
        ) : (
          picture
        )}
      </div>
    </section>
  )
}

type Stats = NonNullable<Props['stats']>

function StatsBox({ stats, classes }: { stats: Stats; classes: ReturnType<typeof hero> }) {
  return (
    <div className={classes.stats}>
      {stats.title ? <p className={classes.statsTitle}>{stats.title}</p> : null}
      <dl className={classes.statsList}>
        {stats.items.map((item) => (
          <div key={`${item.label}-${item.value}`} className={classes.statsItem}>
            <dt className={classes.statsLabel}>{item.label}</dt>
            <dd className={classes.statsValue}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
