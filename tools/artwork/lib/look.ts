/**
 * Stone "looks": a declarative description of a slab (ground colours, clouds,
 * mineral grains, veins, movement bands, sparkle, finish) rendered to an SVG
 * texture that rasterizes fast.
 *
 * Why no displacement filters (the stones used to wiggle their veins with
 * feDisplacementMap): librsvg spends ~1.2 s of CPU per megapixel on each one,
 * which dominated the build's image time. Here every wiggle of a vein or band
 * is computed in JavaScript (1-D fractal noise along the path) and drawn as
 * plain strokes; the filters left are feTurbulence colour ramps / thresholds
 * (~0.1-0.4 s per megapixel, four layers per feTurbulence) and a few Gaussian
 * blurs, each with a user-space region equal to the texture.
 *
 * A look is authored at slab scale (the texture rectangle is ~960 x 720 units
 * for a close-up); `lookStone()` returns a `Stone`, so a look can fill a
 * swatch or, through `Scene.stone()` / `placeStone()`, a countertop in a room.
 */
import { fleckMatrix, r1, rampMatrix, rng } from './svg'
import type { Stone } from './stone'

const SRGB = 'color-interpolation-filters="sRGB"'
/** Standard deviation of feTurbulence fractalNoise channels by octave count (measured with librsvg). */
const NOISE_SD = [0, 0.105, 0.118, 0.121, 0.122]

export type Finish = 'Polished' | 'Honed' | 'Polished/Honed' | 'Matte' | 'Textured'

/** Soft patches of a colour (low-frequency noise, soft threshold). */
export interface Cloud {
  color: string
  /** share of the area covered, 0..1 */
  cover: number
  /** peak opacity */
  opacity?: number
  /** noise frequency in 1/units (default 0.004; higher = smaller patches) */
  freq?: number
  /** horizontal / vertical stretch of the patches (default 1 = round; 3 = long streaks) */
  stretch?: number
  /** edge softness: 1 = default, larger = softer */
  soft?: number
  /** noise octaves (default 2: smooth patches; 4: ragged) */
  oct?: number
}

/** Mineral grains / flecks / aggregate: crisp thresholded noise. */
export interface Grain {
  color: string
  /** share of the area covered, 0..0.5 */
  cover: number
  /** grain frequency in 1/units: 0.02 = large crystals, 0.1 = granite grain, 0.3 = fine aggregate */
  size: number
  opacity?: number
  /** octaves (1 = round blobs, 2 = ragged) */
  oct?: number
}

/** A family of veins. Widths in texture units. */
export interface Veins {
  color: string
  count: number
  /** direction of travel in degrees (0 = to the right, 90 = down) */
  angle: number
  /** random variation of the direction per vein, degrees */
  spread?: number
  width: [number, number]
  opacity?: number
  /** fine jaggedness amplitude in units (default 3) */
  rough?: number
  /** large meander: how much the direction wanders, radians (default 0.5) */
  meander?: number
  /** branches per vein */
  branches?: number
  /** wide blurred glow around the vein */
  halo?: { color?: string; width: number; opacity: number; blur: number }
  /** where veins start: spread evenly across the slab (default) or at random (a network) */
  layout?: 'even' | 'random'
  /** length as a fraction of the texture diagonal (default 1.3: crosses the slab) */
  length?: number
  /** soften the core with a blur (units); default: crisp */
  blur?: number
}

/** Broad flowing bands of colour that move together (quartzite, movement granites). */
export interface Bands {
  colors: string[]
  count: number
  angle: number
  /** band widths in units */
  width: [number, number]
  opacity: [number, number]
  /** how much the shared flow meanders, radians (default 0.6) */
  meander?: number
  /** edge blur in units (default 6) */
  blur?: number
  /** thin darker line along some band edges */
  edge?: string
}

export interface Look {
  /** ground colour ramp, dark to light */
  base: [string, string]
  /** ground mottle frequency (default 0.004) and contrast (default 1.6) */
  baseFreq?: number
  contrast?: number
  clouds?: Cloud[]
  bands?: Bands[]
  grains?: Grain[]
  veins?: Veins[]
  /** tiny bright crystals */
  sparkle?: { color?: string; cover: number; opacity?: number }
  finish?: Finish
  seed?: number
}

/* ------------------------------------------------------------ 1-D noise */

/** Smooth value noise on the line, in [-1, 1]. */
function noise1(seed: number) {
  const rand = rng(seed * 7919 + 17)
  const v = Array.from({ length: 257 }, () => rand() * 2 - 1)
  return (x: number) => {
    const i = Math.floor(x)
    const f = x - i
    const a = v[((i % 256) + 256) % 256]
    const b = v[(((i + 1) % 256) + 256) % 256]
    const t = f * f * (3 - 2 * f)
    return a + (b - a) * t
  }
}

/** Fractal (fBm) 1-D noise, roughly in [-1, 1]. */
function fbm1(seed: number, octaves = 4) {
  const ns = Array.from({ length: octaves }, (_, k) => noise1(seed + k * 101))
  return (x: number) => {
    let s = 0
    let amp = 1
    let f = 1
    let norm = 0
    for (const n of ns) {
      s += n(x * f) * amp
      norm += amp
      amp *= 0.5
      f *= 2.1
    }
    return s / norm
  }
}

/* --------------------------------------------------------------- paths */

type P = [number, number]

/** Compact relative polyline path ("M x y l dx dy dx dy …"), whole units. */
function polyPath(p: P[]): string {
  let x = Math.round(p[0][0])
  let y = Math.round(p[0][1])
  let d = `M${x} ${y}l`
  for (let i = 1; i < p.length; i++) {
    const nx = Math.round(p[i][0])
    const ny = Math.round(p[i][1])
    const dx = nx - x
    const dy = ny - y
    d += `${i > 1 && dx >= 0 ? ' ' : ''}${dx}${dy >= 0 ? ' ' : ''}${dy}`
    x = nx
    y = ny
  }
  return d
}

/**
 * A wandering line: marches from `start` in direction `angle` (radians) with
 * step `step`; the direction is steered by fractal noise (`meander`, radians)
 * and the points get a multi-scale perpendicular jitter (`rough`, units).
 */
function wander(start: P, angle: number, length: number, step: number, seed: number, meander: number, rough: number): P[] {
  const dir = fbm1(seed, 3)
  const jit = fbm1(seed + 50, 3)
  const fine = fbm1(seed + 90, 3)
  const crinkle = noise1(seed + 130)
  const pts: P[] = []
  let [x, y] = start
  const n = Math.max(2, Math.ceil(length / step))
  for (let i = 0; i <= n; i++) {
    const t = (i * step) / 960
    const a = angle + dir(t * 2.5) * meander
    // zigzag at three scales: ~200, ~50 and ~12 units
    const j = jit(t * 5) * rough * 4 + fine(t * 20) * rough * 1.2 + crinkle(t * 80) * rough * 0.45
    pts.push([x - Math.sin(a) * j, y + Math.cos(a) * j])
    x += Math.cos(a) * step
    y += Math.sin(a) * step
  }
  return pts
}

/** A line cut into runs (each its own path in <defs>), so it can be drawn several times with a varying width. */
interface Strand {
  runs: Array<{ id: string; t: number }>
}

/** Register `pts` (trimmed to the w x h texture plus `margin`) as runs of about `per` points. */
function strand(defs: string[], id: string, pts: P[], w: number, h: number, margin: number, per = 20): Strand {
  const inside = (p: P) => p[0] > -margin && p[0] < w + margin && p[1] > -margin && p[1] < h + margin
  const runs: Strand['runs'] = []
  let cur: P[] = []
  const flush = (i: number) => {
    if (cur.length >= 2) {
      const rid = `${id}r${runs.length}`
      defs.push(`<path id="${rid}" d="${polyPath(cur)}"/>`)
      runs.push({ id: rid, t: (i - cur.length / 2) / pts.length })
    }
    cur = []
  }
  pts.forEach((p, i) => {
    if (!inside(p)) return flush(i)
    cur.push(p)
    if (cur.length >= per) {
      flush(i)
      cur.push(p)
    }
  })
  flush(pts.length)
  return { runs }
}

/**
 * Draw a strand with width `width(t)` (t = 0..1 along the line) at full opacity with round caps; runs thinner
 * than 0.15 units are skipped. Callers put strands in a group carrying the opacity, so the overlapping caps of
 * consecutive runs (and crossing strands of one layer) merge instead of darkening.
 */
function drawStrand(st: Strand, width: (t: number) => number, color: string): string {
  const uses = st.runs
    .map(({ id, t }) => [id, width(t)] as const)
    .filter(([, sw]) => sw >= 0.15)
    .map(([id, sw]) => `<use href="#${id}" stroke-width="${r1(sw)}"/>`)
    .join('')
  return uses ? `<g stroke="${color}">${uses}</g>` : ''
}

/** A layer of strands: one group with the opacity (and an optional filter). */
const layer = (inner: string[], opacity: number, filter?: string) =>
  inner.length
    ? `<g fill="none" stroke-linecap="round" stroke-linejoin="round" opacity="${r1(opacity * 100) / 100}"${filter ? ` filter="url(#${filter})"` : ''}>${inner.join('')}</g>`
    : ''

/** Width profile of a line: tapering ends and thick and thin stretches (`gaps` > 0: sometimes vanishing). */
function profile(seed: number, w: number, gaps = 0): (t: number) => number {
  const n = fbm1(seed + 300, 3)
  return (t) => {
    const ends = Math.min(1, Math.sin(Math.PI * Math.min(1, Math.max(0, t))) * 2.2)
    const v = 0.75 + n(t * 7) * 1.1 - gaps
    return w * Math.max(0, Math.min(1.7, v)) * (0.3 + 0.7 * ends)
  }
}

/* ------------------------------------------------------------- filters */

const turb = (bf: string, oct: number, seed: number, result: string) =>
  `<feTurbulence type="fractalNoise" baseFrequency="${bf}" numOctaves="${oct}" seed="${seed}" stitchTiles="noStitch" result="${result}"/>`

/** Threshold for covering `cover` of the area with noise channel R (fractal noise ~ N(0.5, NOISE_SD)). */
function threshold(cover: number, octaves: number) {
  const sd = NOISE_SD[Math.min(4, Math.max(1, octaves))]
  return 0.5 + probit(1 - Math.min(0.98, Math.max(0.002, cover))) * sd
}

function probit(p: number): number {
  // Acklam's rational approximation (central region) + tails
  const a = [-39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716, 2.506628277459239]
  const b = [-54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572]
  const q = p - 0.5
  if (Math.abs(q) <= 0.425) {
    const r = q * q
    return (
      (q * (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5])) /
      (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1)
    )
  }
  const r = Math.sqrt(-2 * Math.log(q < 0 ? p : 1 - p))
  return (
    (q < 0 ? -1 : 1) * (r - (2.515517 + 0.802853 * r + 0.010328 * r * r) / (1 + 1.432788 * r + 0.189269 * r * r + 0.001308 * r * r * r))
  )
}

const f4 = (n: number) => (Math.round(n * 10000) / 10000).toString()

/* ----------------------------------------------------------- noise pool */

/**
 * Shares feTurbulence primitives between layers: `take(fx, fy, octaves)` returns a turbulence result name and
 * a channel (0-3); a request reuses an existing turbulence with the same octaves and a frequency within 50 %
 * on both axes while it has a free channel.
 */
function noisePool(seed: number) {
  const src: Array<{ fx: number; fy: number; oct: number; used: number; name: string }> = []
  const near = (a: number, b: number) => Math.abs(Math.log(a / b)) <= Math.log(1.5)
  return {
    take(fx: number, fy: number, oct: number) {
      let s = src.find((x) => x.oct === oct && x.used < 4 && near(x.fx, fx) && near(x.fy, fy))
      if (!s) {
        s = { fx, fy, oct, used: 0, name: `n${src.length}` }
        src.push(s)
      }
      return { name: s.name, channel: s.used++ }
    },
    sources: () => src.map((s, i) => turb(`${f4(s.fx)} ${f4(s.fy)}`, s.oct, seed + i * 7, s.name)).join(''),
  }
}

/** rampMatrix of ./svg reading noise channel `channel` instead of R. */
function ramp(a: string, b: string, contrast: number, channel: number): string {
  const rows = rampMatrix(a, b, contrast).split('  ')
  return rows
    .map((row, i) => {
      if (i === 3) return row
      const v = row.split(' ')
      const out = ['0', '0', '0', '0', v[4]]
      out[channel] = v[0]
      return out.join(' ')
    })
    .join('  ')
}

/* --------------------------------------------------------------- render */

let uid = 0

/** Reset generated ids (called by resetIds() in ./stone before each document, for stable output). */
export function resetLookIds() {
  uid = 0
}

/**
 * A Stone from a look. `id` names the stone; the ids inside each drawn
 * texture are generated (L1, L2, … per document, see resetLookIds). The
 * texture is drawn into (0, 0, w, h); its filters use that rectangle as their
 * region.
 */
export function lookStone(id: string, look: Look): Stone {
  const seed = look.seed ?? 7
  return {
    id,
    defs: '',
    body: (w, h, s = seed) => renderLook(`L${++uid}`, look, w, h, s),
  }
}

function renderLook(id: string, look: Look, w: number, h: number, seed: number): string {
  const region = `filterUnits="userSpaceOnUse" x="0" y="0" width="${r1(w)}" height="${r1(h)}"`
  const k = id
  const defs: string[] = []
  const body: string[] = []

  // 1. ground + clouds + grains + sparkle in one filter. feTurbulence is the cost here (~50-80 ms of CPU per
  // layer on a 640 x 480 swatch) and it yields four independent noise channels (R, G, B, A): layers whose noise
  // has nearly the same frequency and octaves share one feTurbulence, one channel each.
  const noise = noisePool(seed)
  const layers: Array<() => string> = []
  const names: string[] = ['g']
  const bf = look.baseFreq ?? 0.004
  const g = noise.take(bf, bf * 1.6, 2)
  layers.push(
    () =>
      `<feColorMatrix in="${g.name}" type="matrix" values="${ramp(look.base[0], look.base[1], look.contrast ?? 1.6, g.channel)}" result="g"/>`,
  )
  const alpha = (src: string, op: number, out: string) =>
    op < 1 ? `<feComponentTransfer in="${src}" result="${out}"><feFuncA type="linear" slope="${f4(op)}"/></feComponentTransfer>` : ''
  look.clouds?.forEach((c, i) => {
    const f = c.freq ?? 0.004
    const st = c.stretch ?? 1
    const oct = c.oct ?? 2
    const thr = threshold(c.cover, oct)
    const gain = 5 / (c.soft ?? 1)
    const n = noise.take(f / Math.sqrt(st), f * Math.sqrt(st), oct)
    const op = c.opacity ?? 0.6
    layers.push(
      () =>
        `<feColorMatrix in="${n.name}" type="matrix" values="${fleckMatrix(c.color, gain, gain * thr - 0.5, n.channel)}" result="c${i}${op < 1 ? 'a' : ''}"/>${alpha(`c${i}a`, op, `c${i}`)}`,
    )
    names.push(`c${i}`)
  })
  const grains = [
    ...(look.grains ?? []),
    ...(look.sparkle
      ? [{ color: look.sparkle.color ?? '#ffffff', cover: look.sparkle.cover, size: 0.3, oct: 1, opacity: look.sparkle.opacity ?? 0.9 }]
      : []),
  ]
  grains.forEach((gr, i) => {
    const oct = gr.oct ?? 2
    const t = threshold(gr.cover, oct)
    const gain = 1 / (0.022 + gr.size * 0.02)
    const op = gr.opacity ?? 1
    const n = noise.take(gr.size, gr.size, oct)
    layers.push(
      () =>
        `<feColorMatrix in="${n.name}" type="matrix" values="${fleckMatrix(gr.color, gain, t * gain, n.channel)}" result="r${i}${op < 1 ? 'a' : ''}"/>${alpha(`r${i}a`, op, `r${i}`)}`,
    )
    names.push(`r${i}`)
  })
  defs.push(
    `<filter id="${k}-f" ${region} ${SRGB}>${noise.sources()}${layers.map((l) => l()).join('')}<feMerge>${names.map((n) => `<feMergeNode in="${n}"/>`).join('')}</feMerge></filter>`,
  )
  body.push(`<rect width="${r1(w)}" height="${r1(h)}" filter="url(#${k}-f)"/>`)

  // 2. movement bands: broad soft strata that flow together, with an occasional crisp edge line
  look.bands?.forEach((b, bi) => {
    const rand = rng(seed * 31 + bi * 977 + 5)
    const a0 = (b.angle * Math.PI) / 180
    const flowSeed = seed + 400 + bi * 17
    const perp = Math.abs(w * Math.sin(a0)) + Math.abs(h * Math.cos(a0))
    const along = Math.abs(w * Math.cos(a0)) + Math.abs(h * Math.sin(a0))
    // band opacities fall into three levels: each level is one group (one offscreen buffer, not one per band)
    const levels: string[][] = [[], [], []]
    const edges: string[] = []
    for (let i = 0; i < b.count; i++) {
      const off = ((i + 0.5) / b.count - 0.5) * perp * 1.1 + (rand() - 0.5) * (perp / b.count) * 0.9
      const start: P = [
        w / 2 - Math.cos(a0) * (along / 2 + 200) - Math.sin(a0) * off,
        h / 2 - Math.sin(a0) * (along / 2 + 200) + Math.cos(a0) * off,
      ]
      // every band follows the same flow (same meander seed), like strata, plus a little of its own
      const pts = wander(start, a0, along + 400, 9, flowSeed, b.meander ?? 0.6, 3 + rand() * 4)
      const bw = b.width[0] + rand() * (b.width[1] - b.width[0])
      const col = b.colors[Math.floor(rand() * b.colors.length)]
      const level = Math.min(2, Math.floor(rand() * 3))
      const st = strand(defs, `${k}b${bi}-${i}`, pts, w, h, bw + 30, 10)
      levels[level].push(drawStrand(st, profile(flowSeed + i * 5, bw), col))
      if (b.edge && rand() < 0.55) edges.push(drawStrand(st, profile(flowSeed + i * 9, 1.4 + rand() * 1.4, 0.4), b.edge))
    }
    const [o0, o1] = b.opacity
    defs.push(`<filter id="${k}-b${bi}" ${region} ${SRGB}><feGaussianBlur stdDeviation="${b.blur ?? 6}"/></filter>`)
    body.push(
      `<g filter="url(#${k}-b${bi})">${levels.map((l, i) => layer(l, o0 + ((o1 - o0) * (i + 0.5)) / 3)).join('')}</g>`,
      layer(edges, 0.45),
    )
  })

  // 3. veins: a blurred halo, a softly blurred body and a crisp core, all from the same strands
  look.veins?.forEach((v, vi) => {
    const rand = rng(seed * 53 + vi * 613 + 9)
    const halos: string[] = []
    const bodies: string[] = []
    const cores: string[] = []
    const op = v.opacity ?? 0.85
    const rough = v.rough ?? 4
    const add = (pts: P[], vw: number, vs: number, id: string) => {
      const st = strand(defs, id, pts, w, h, vw * (v.halo?.width ?? 3) + 20)
      const prof = profile(vs, vw)
      if (v.halo) halos.push(drawStrand(st, (t) => prof(t) * v.halo!.width + vw, v.halo.color ?? v.color))
      bodies.push(drawStrand(st, (t) => prof(t) * 2.2, v.color))
      cores.push(drawStrand(st, prof, v.color))
    }
    for (let i = 0; i < v.count; i++) {
      const a = ((v.angle + (rand() - 0.5) * (v.spread ?? 20)) * Math.PI) / 180
      const perp = Math.abs(w * Math.sin(a)) + Math.abs(h * Math.cos(a))
      const along = Math.abs(w * Math.cos(a)) + Math.abs(h * Math.sin(a))
      let start: P
      let len: number
      if ((v.layout ?? 'even') === 'even') {
        const off = ((i + 0.5) / v.count - 0.5) * perp * 0.9 + (rand() - 0.5) * (perp / v.count) * 0.8
        len = along + 300
        start = [w / 2 - Math.cos(a) * len * 0.5 - Math.sin(a) * off, h / 2 - Math.sin(a) * len * 0.5 + Math.cos(a) * off]
      } else {
        len = Math.hypot(w, h) * (v.length ?? 0.6) * (0.6 + rand() * 0.8)
        start = [rand() * w - Math.cos(a) * len * 0.4, rand() * h - Math.sin(a) * len * 0.4]
      }
      const vs = seed + 700 + vi * 97 + i * 13
      const pts = wander(start, a, len, 6, vs, v.meander ?? 0.5, rough)
      const vw = v.width[0] + rand() * (v.width[1] - v.width[0])
      add(pts, vw, vs, `${k}v${vi}-${i}`)
      for (let b = 0; b < (v.branches ?? 0); b++) {
        const j = Math.floor(pts.length * (0.1 + rand() * 0.8))
        const ba = a + (rand() < 0.5 ? -1 : 1) * (0.3 + rand() * 0.7)
        const bp = wander(pts[j], ba, len * (0.06 + rand() * 0.2), 6, vs + 1000 + b, (v.meander ?? 0.5) * 1.3, rough * 0.8)
        add(bp, vw * (0.3 + rand() * 0.4), vs + b * 3, `${k}v${vi}-${i}b${b}`)
      }
    }
    if (v.halo) defs.push(`<filter id="${k}-h${vi}" ${region} ${SRGB}><feGaussianBlur stdDeviation="${v.halo.blur}"/></filter>`)
    defs.push(
      `<filter id="${k}-m${vi}" ${region} ${SRGB}><feGaussianBlur stdDeviation="${r1(Math.max(1.2, (v.blur ?? 0) * 3, v.width[1] * 0.45))}"/></filter>`,
    )
    if (v.blur) defs.push(`<filter id="${k}-v${vi}" ${region} ${SRGB}><feGaussianBlur stdDeviation="${v.blur}"/></filter>`)
    body.push(
      v.halo ? layer(halos, v.halo.opacity, `${k}-h${vi}`) : '',
      layer(bodies, op * 0.35, `${k}-m${vi}`),
      layer(cores, op, v.blur ? `${k}-v${vi}` : undefined),
    )
  })

  // 4. finish
  const finish = look.finish ?? 'Polished'
  if (finish === 'Textured') {
    // leathered: a soft undulating relief of lighter crests and darker hollows
    defs.push(
      `<filter id="${k}-t" ${region} ${SRGB}>${turb('0.022', 3, seed + 77, 't')}<feColorMatrix in="t" type="matrix" values="${fleckMatrix('#ffffff', 3, 1.62)}" result="l"/><feColorMatrix in="t" type="matrix" values="${fleckMatrix('#000000', -3, -1.38)}" result="d"/><feMerge><feMergeNode in="l"/><feMergeNode in="d"/></feMerge></filter>`,
    )
    body.push(`<rect width="${r1(w)}" height="${r1(h)}" filter="url(#${k}-t)" opacity="0.3"/>`)
  }
  return `<defs>${defs.join('')}</defs>${body.join('')}`
}

/** Sheen overlay for a finish, drawn over a w x h swatch (gradient id `${id}-sheen`). */
export function finishOverlay(id: string, finish: Finish, w: number, h: number, dark: boolean): { defs: string; body: string } {
  const strength = finish === 'Polished' ? (dark ? 0.13 : 0.16) : finish === 'Polished/Honed' ? 0.1 : finish === 'Textured' ? 0.05 : 0.04
  const defs = `<linearGradient id="${id}-sheen" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${w}" y2="${h}"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.36" stop-color="#fff" stop-opacity="${strength}"/><stop offset="0.5" stop-color="#fff" stop-opacity="${r1(strength * 25) / 100}"/><stop offset="0.58" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${r1(strength * 40) / 100}"/></linearGradient>`
  return { defs, body: `<rect width="${w}" height="${h}" fill="url(#${id}-sheen)"/>` }
}
