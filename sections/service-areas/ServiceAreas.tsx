import { ArrowRight, MapPin } from 'lucide-react'
import { css } from 'styled-system/css'
import { SmartLink } from '../../ui/SmartLink'
import type { ResolvedProps } from '../section'
import type * as section from './schema'
import { Section } from '../_shared/Section'
import { ServiceMap } from '../_shared/ServiceMap'

/** The section's props as its component receives them (resolved). */
type Props = ResolvedProps<typeof section>

const styles = {
  groups: css({ display: 'flex', flexDirection: 'column', gap: { base: '10', md: '14' } }),
  group: css({ display: 'flex', flexDirection: 'column', gap: '5' }),
  groupTitle: css({
    display: 'flex',
    alignItems: 'center',
    gap: '4',
    textStyle: 'h3',
    color: 'var(--section-fg, token(colors.fg.default))',
    _after: { content: '""', flex: '1', h: '1px', bg: 'var(--section-border, token(colors.border.default))' },
  }),
  cities: css({
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
    gap: { base: '3', md: '4' },
    listStyle: 'none',
  }),
  cityLink: css({
    display: 'flex',
    alignItems: 'center',
    gap: '4',
    h: '100%',
    p: { base: '4', md: '5' },
    layerStyle: 'card',
    color: 'fg.default',
    transition: 'box-shadow {durations.normal}, border-color {durations.normal}, transform {durations.normal}',
    _hover: { boxShadow: 'lifted', borderColor: 'accent.muted', transform: 'translateY(-1px)' },
    '&:hover .arrow': { transform: 'translateX(3px)', color: 'accent.default' },
  }),
  pin: css({
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '11',
    h: '11',
    borderRadius: 'full',
    bg: 'accent.subtle',
    color: 'accent.default',
    '& svg': { width: '1.25rem', height: '1.25rem' },
  }),
  cityText: css({ display: 'flex', flexDirection: 'column', gap: '0.5', flex: '1', minW: '0' }),
  cityName: css({ fontFamily: 'heading', fontWeight: '600', fontSize: '1.1875rem', lineHeight: '1.3' }),
  cityMeta: css({ fontSize: 'sm', color: 'fg.muted' }),
  arrow: css({
    flexShrink: 0,
    width: '1.25rem',
    height: '1.25rem',
    color: 'fg.muted',
    transition: 'transform {durations.fast}, color {durations.fast}',
  }),
  columns: css({
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
    gap: { base: '10', md: '8', lg: '12' },
  }),
  places: css({
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
    columnGap: '6',
    rowGap: '3',
    listStyle: 'none',
  }),
  place: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    fontSize: '0.9375rem',
    color: 'var(--section-fg, token(colors.fg.default))',
    '& svg': { flexShrink: 0, width: '0.95rem', height: '0.95rem', color: 'var(--section-accent, token(colors.accent.default))' },
  }),
  mapRow: css({
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 7fr)' },
    gap: { base: '10', lg: '12' },
    alignItems: 'center',
  }),
  mapFrame: css({
    p: { base: '3', md: '5' },
    layerStyle: 'card',
  }),
  stacked: css({ display: 'flex', flexDirection: 'column', gap: { base: '10', md: '10' } }),
  chips: css({ display: 'flex', flexWrap: 'wrap', gap: '2.5', listStyle: 'none' }),
  chip: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    px: '4',
    py: '2',
    borderRadius: 'full',
    bg: 'bg.surface',
    color: 'fg.default',
    borderWidth: '1px',
    borderColor: 'border.default',
    fontSize: 'sm',
    fontWeight: '500',
    '& svg': { flexShrink: 0, width: '0.95rem', height: '0.95rem', color: 'accent.default' },
  }),
}

/**
 * Places served (resolved from data/locations.json). "full": Major Cities cards linking to their pages, then the
 * other places in two plain lists. "list": one compact list of place names.
 */
export default function ServiceAreas({ id, eyebrow, title, intro, tone, variant, citiesTitle, cities, lists, places, map }: Props) {
  if (variant === 'list') {
    return (
      <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro}>
        <ul className={styles.chips}>
          {places.map((place) => (
            <li key={place.slug} className={styles.chip}>
              <MapPin aria-hidden="true" focusable="false" />
              {place.name}
            </li>
          ))}
        </ul>
      </Section>
    )
  }

  const Heading = title ? 'h3' : 'h2'
  const listsOf = (layout: string) =>
    lists.length ? (
      <div className={layout}>
        {lists.map((list) => (
          <div key={list.title} className={styles.group}>
            <Heading className={styles.groupTitle}>{list.title}</Heading>
            <ul className={styles.places}>
              {list.places.map((place) => (
                <li key={place.slug} className={styles.place}>
                  <MapPin aria-hidden="true" focusable="false" />
                  {place.name}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    ) : null
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro} align="center">
      <div className={styles.groups}>
        {cities.length ? (
          <div className={styles.group}>
            <Heading className={styles.groupTitle}>{citiesTitle}</Heading>
            <ul className={styles.cities}>
              {cities.map((city) => (
                <li key={city.slug}>
                  <SmartLink href={city.href} className={styles.cityLink}>
                    <span className={styles.pin} aria-hidden="true">
                      <MapPin focusable="false" />
                    </span>
                    <span className={styles.cityText}>
                      <span className={styles.cityName}>{city.name}</span>
                      <span className={styles.cityMeta}>{city.meta}</span>
                    </span>
                    <ArrowRight aria-hidden="true" focusable="false" className={`${styles.arrow} arrow`} />
                  </SmartLink>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {map ? (
          <div className={styles.mapRow}>
            <ServiceMap map={map.data} label={map.label} className={styles.mapFrame} />
            {listsOf(styles.stacked)}
          </div>
        ) : (
          listsOf(styles.columns)
        )}
      </div>
    </Section>
  )
}
