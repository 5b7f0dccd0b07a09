/**
 * Small helpers for writing the site's source artwork as SVG.
 *
 * Everything here returns plain strings; the generator (../generate-svg.ts)
 * stitches them into standalone SVG drawings, rendered into the WebP sources in data/images/.
 */

export type RGB = [number, number, number]

/** Site palette: warm stone neutrals, deep charcoal and one bronze accent. */
export const C = {
  bronze: '#9a6b3f',
  bronzeLight: '#c09266',
  bronzeDark: '#6d4a2b',
  brass: '#b88a55',
  charcoal: '#2b2926',
  charcoal2: '#3a3632',
  charcoal3: '#4a4540',
  ink: '#1f1d1b',
  offWhite: '#f5f1ea',
  linen: '#ede6db',
  stone: '#e2d9cc',
  sand: '#d3c7b6',
  taupe: '#a89a88',
  taupeDark: '#7d7162',
  oak: '#c29c73',
  oakLight: '#d6b891',
  oakDark: '#9c7652',
  sage: '#9ba394',
  sageDark: '#6f7a6a',
  white: '#fbf9f5',
} as const

export function rgb(hex: string): RGB {
  const h = hex.replace('#', '')
  const n = parseInt(
    h.length === 3
      ? h
          .split('')
          .map((c) => c + c)
          .join('')
      : h,
    16,
  )
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255]
}

const f = (n: number) => (Math.round(n * 10000) / 10000).toString()

/**
 * feColorMatrix values mapping the R channel of a noise input onto a colour
 * ramp from `a` to `b`. `contrast` stretches the (narrow) fractal-noise range
 * around its 0.5 mean. Alpha is forced to 1.
 */
export function rampMatrix(a: string, b: string, contrast = 1): string {
  const A = rgb(a)
  const B = rgb(b)
  const rows: string[] = []
  for (let i = 0; i < 3; i++) {
    const d = B[i] - A[i]
    rows.push(`${f(d * contrast)} 0 0 0 ${f(A[i] + d * (0.5 - 0.5 * contrast))}`)
  }
  rows.push('0 0 0 0 1')
  return rows.join('  ')
}

/**
 * feColorMatrix values producing a flat colour whose alpha is
 * `gain * R - threshold` of the noise input (i.e. sparse flecks).
 */
export function fleckMatrix(color: string, gain: number, threshold: number, channel = 0): string {
  const c = rgb(color)
  const a = [0, 0, 0, 0]
  a[channel] = gain
  return `0 0 0 0 ${f(c[0])}  0 0 0 0 ${f(c[1])}  0 0 0 0 ${f(c[2])}  ${a.map(f).join(' ')} ${f(-threshold)}`
}

/** Deterministic PRNG so generated artwork is reproducible. */
export function rng(seed: number) {
  let s = seed >>> 0 || 1
  return () => {
    s ^= s << 13
    s >>>= 0
    s ^= s >> 17
    s ^= s << 5
    s >>>= 0
    return s / 4294967296
  }
}

export const r1 = (n: number) => Math.round(n * 10) / 10

export function svgDoc(w: number, h: number, title: string, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<title>${title}</title>
<defs>
${defs.trim()}
</defs>
${body.trim()}
</svg>
`
}

/** Vertical or angled linear gradient. stops: [offset 0..1, colour, opacity?] */
export function linear(id: string, stops: Array<[number, string, number?]>, x1 = 0, y1 = 0, x2 = 0, y2 = 1, extra = ''): string {
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"${extra}>${stops
    .map(([o, c, a]) => `<stop offset="${f(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${f(a)}"`}/>`)
    .join('')}</linearGradient>`
}

export function radial(id: string, stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5, extra = ''): string {
  return `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}"${extra}>${stops
    .map(([o, c, a]) => `<stop offset="${f(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${f(a)}"`}/>`)
    .join('')}</radialGradient>`
}

export const blurFilter = (id: string, sd: number, pad = 0.5) =>
  `<filter id="${id}" x="-${pad}" y="-${pad}" width="${1 + 2 * pad}" height="${1 + 2 * pad}"><feGaussianBlur stdDeviation="${sd}"/></filter>`
