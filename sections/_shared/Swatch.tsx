import { useId } from 'react'

/**
 * A stone colour swatch drawn from its colours: the ground, then (optionally) the colour of its veins and of its
 * flecks. Plain SVG attributes, so the colours of page JSON need no style rules. Decorative: the card names the stone.
 */
export function Swatch({ colors, className }: { colors: readonly string[]; className?: string }) {
  const id = useId().replace(/:/g, '')
  const [ground, veins, flecks] = colors
  return (
    <svg className={className} viewBox="0 0 320 200" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id={`${id}-light`} cx="30%" cy="20%" r="90%">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.22" />
          <stop offset="0.6" stopColor="#ffffff" stopOpacity="0" />
          <stop offset="1" stopColor="#000000" stopOpacity="0.18" />
        </radialGradient>
      </defs>
      <rect width="320" height="200" fill={ground} />
      {veins ? (
        <g fill="none" stroke={veins} strokeLinecap="round">
          <path d="M-20 150 C 60 120, 110 160, 180 110 S 290 60, 340 80" strokeWidth="5" strokeOpacity="0.75" />
          <path d="M-10 60 C 70 80, 120 30, 200 50 S 300 120, 340 100" strokeWidth="2.5" strokeOpacity="0.55" />
          <path d="M40 210 C 90 170, 150 190, 210 150 S 280 170, 330 130" strokeWidth="1.5" strokeOpacity="0.5" />
        </g>
      ) : null}
      {flecks ? (
        <g fill={flecks} fillOpacity="0.8">
          {FLECKS.map(([x, y, r]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r={r} />
          ))}
        </g>
      ) : null}
      <rect width="320" height="200" fill={`url(#${id}-light)`} />
    </svg>
  )
}

/** Fixed fleck positions (x, y, radius): the same swatch on every render. */
const FLECKS: [number, number, number][] = [
  [22, 30, 2.5],
  [58, 142, 1.8],
  [91, 64, 3],
  [120, 178, 2.2],
  [146, 22, 1.6],
  [171, 96, 2.8],
  [203, 150, 2],
  [229, 41, 2.4],
  [254, 118, 1.7],
  [281, 176, 2.6],
  [300, 58, 2],
  [37, 96, 1.5],
  [76, 12, 2],
  [108, 120, 1.6],
  [188, 188, 1.8],
  [242, 80, 1.4],
  [266, 12, 1.9],
  [12, 184, 2.1],
  [136, 86, 1.3],
  [312, 140, 1.6],
]
