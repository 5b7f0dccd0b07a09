import { useId } from 'react'
import { css } from 'styled-system/css'
import { hero } from 'styled-system/recipes'
import { Picture } from '../../ui/Picture'
import type { ResolvedProps } from '../section'
import type * as section from './schema'
import { ButtonLink, ButtonRow } from '../_shared/Buttons'
import { StartingPrice } from '../_shared/Price'
import { StoneTexture } from '../_shared/Section'
import { HeroBadge } from '../_shared/Badge'
import { CheckList } from '../_shared/CheckList'
import { fillWith } from '../_shared/fill-with'
import type { SectionText } from '../../schemas/section-text'

/** The section's props as its component receives them (resolved). */
type Props = ResolvedProps<typeof section>

const styles = {
  price: css({
    display: 'inline-flex',
    alignSelf: 'flex-start',
    layerStyle: 'card',
    px: '5',
    py: '4',
  }),
  benefits: css({
    gridColumn: '1 / -1',
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'xl',
    boxShadow: 'soft',
    p: { base: '6', md: '10' },
    display: 'flex',
    flexDirection: 'column',
    gap: '6',
  }),
  benefitsTitle: css({ textStyle: 'h3', fontSize: { base: '1.375rem', md: '1.625rem' } }),
  benefitsList: css({
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' },
    columnGap: '8',
    rowGap: '4',
    listStyle: 'none',
  }),
  benefit: css({
    display: 'flex',
    gap: '3',
    alignItems: 'flex-start',
    fontSize: '0.9375rem',
    lineHeight: '1.5',
  }),
  check: css({
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '5',
    h: '5',
    mt: '0.5',
    borderRadius: 'full',
    bg: 'accent.default',
    color: 'accent.fg',
    '& svg': { width: '0.75rem', height: '0.75rem', strokeWidth: '3' },
  }),
  missingText: css({ textStyle: 'lead', color: 'fg.muted' }),
}

/** The hero of a material or service page, from its resolved catalogue record ("Service not found" when missing). */
export default function ServiceHero({ id, record, eyebrow, badge, buttons, showBenefits, text }: Props) {
  const headingId = useId()
  if (!record) return <ServiceNotFound id={id} headingId={headingId} words={text.notFound} />

  const classes = hero({ variant: 'split', withMedia: true })
  const title = record.title

  return (
    <section id={id} aria-labelledby={headingId} className={classes.root}>
      <div className={classes.inner}>
        <div className={classes.content}>
          {badge || eyebrow ? (
            <div className={classes.top}>
              {badge ? <HeroBadge label={badge.label} tone={badge.tone} /> : null}
              {eyebrow ? <p className={classes.eyebrow}>{eyebrow}</p> : null}
            </div>
          ) : null}
          <h1 id={headingId} className={classes.headline}>
            {title}
          </h1>
          <p className={classes.text}>{record.longDescription}</p>
          <div className={styles.price}>
            <StartingPrice label={text.startingAt} starting={record.price.starting} unit={record.price.unit} size="lg" />
          </div>
          <ButtonRow
            buttons={buttons}
            defaults={badge?.tone === 'emergency' ? ['emergency', 'secondary'] : ['primary', 'secondary']}
            className={classes.actions}
          />
        </div>
        <div className={classes.media}>
          <div className={classes.image}>
            <Picture image={record.image} priority sizes="(min-width: 1280px) 560px, (min-width: 1024px) 46vw, calc(100vw - 40px)" />
          </div>
        </div>
        {showBenefits && record.benefits.length ? (
          <div className={styles.benefits}>
            <h2 className={styles.benefitsTitle}>{fillWith(text.benefitsTitle, { title })}</h2>
            <CheckList
              items={record.benefits}
              className={styles.benefitsList}
              itemClassName={styles.benefit}
              markerClassName={styles.check}
            />
          </div>
        ) : null}
      </div>
    </section>
  )
}

type NotFound = SectionText['service-hero']['notFound']

function ServiceNotFound({ id, headingId, words }: { id?: string; headingId: string; words: NotFound }) {
  const classes = hero({ variant: 'compact', withMedia: false })
  return (
    <section id={id} aria-labelledby={headingId} className={classes.root}>
      <StoneTexture className={classes.texture} />
      <div className={classes.inner}>
        <div className={classes.content}>
          <h1 id={headingId} className={classes.headline}>
            {words.title}
          </h1>
          <p className={classes.text}>{words.text}</p>
          <div className={classes.actions}>
            <ButtonLink data={words.button} variant="primary" size="md" />
          </div>
        </div>
      </div>
    </section>
  )
}
