import { css, cx } from 'styled-system/css'
import { LABEL_SIZE, type ServiceMap as MapData } from './service-map'

const styles = {
  figure: css({ w: '100%', maxW: '30rem', mx: 'auto' }),
  svg: css({ display: 'block', w: '100%', h: 'auto', overflow: 'visible' }),
  land: css({
    fill: 'accent.subtle',
    stroke: 'accent.muted',
    strokeWidth: '1.5',
    strokeLinejoin: 'round',
  }),
  place: css({ fill: 'var(--section-muted, token(colors.fg.muted))', opacity: '0.55' }),
  link: css({
    cursor: 'pointer',
    outline: 'none',
    '& .dot': { fill: 'accent.default', stroke: 'white', strokeWidth: '1.5' },
    '& .hit': { fill: 'transparent' },
    '& .leader': { stroke: 'var(--section-muted, token(colors.fg.muted))', strokeWidth: '0.75', fill: 'none' },
    '& text': {
      fill: 'var(--section-fg, token(colors.fg.default))',
      fontWeight: '600',
    },
    '&:hover text, &:focus-visible text': { fill: 'accent.text', textDecoration: 'underline' },
    '&:hover .dot, &:focus-visible .dot': { stroke: 'accent.default', strokeWidth: '3' },
    '&:focus-visible .ring': { stroke: 'accent.default', strokeWidth: '2', fill: 'none' },
  }),
  current: css({ '& .dot': { fill: 'accent.text' }, '& .ring': { stroke: 'accent.default', strokeWidth: '1.5', fill: 'none' } }),
}

/**
 * The service-area map (drawn at build time: sections/_shared/service-map.ts): the county's outline, a dot per place,
 * and for each place with a page a link named by its label (Tab reaches each; the current place is marked
 * `aria-current`). Places without a page are dots only, named in the lists beside the map.
 */
export function ServiceMap({ map, label, className }: { map: MapData; label: string; className?: string }) {
  return (
    <div className={cx(styles.figure, className)}>
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG drawing cannot be a fieldset; its links are grouped under one name */}
      <svg
        viewBox={`0 0 ${map.width} ${map.height}`}
        className={styles.svg}
        role="group"
        aria-label={label}
        fontSize={LABEL_SIZE}
        data-service-map=""
      >
        <path d={map.outline} className={styles.land} />
        {map.places
          .filter((p) => !p.href)
          .map((p) => (
            <circle key={p.slug} cx={p.x} cy={p.y} r={2.5} className={styles.place} />
          ))}
        {map.places
          .filter((p) => p.href && p.label)
          .map((p) => (
            <a
              key={p.slug}
              href={p.href!}
              className={cx(styles.link, p.current && styles.current)}
              aria-current={p.current ? 'page' : undefined}
            >
              <circle className="hit" cx={p.x} cy={p.y} r={9} />
              {p.label!.leader ? <path className="leader" d={p.label!.leader} /> : null}
              <circle className="ring" cx={p.x} cy={p.y} r={p.current ? 9 : 8} fill="none" />
              <circle className="dot" cx={p.x} cy={p.y} r={p.current ? 6 : 4.5} />
              <text x={p.label!.x} y={p.label!.y} textAnchor={p.label!.anchor}>
                {p.name}
              </text>
            </a>
          ))}
      </svg>
    </div>
  )
}
