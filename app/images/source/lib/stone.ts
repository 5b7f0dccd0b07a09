/**
 * Procedural stone textures built from SVG filter primitives.
 *
 * A texture is authored at "slab scale" (roughly a 1200 x 800 close-up of a
 * 3 m slab). `Stone.defs` holds the filters (emit once per document) and
 * `Stone.body(w, h, seed)` draws the texture into the rectangle (0,0,w,h) in
 * its own coordinate system. `placeStone()` positions / scales / clips it
 * inside an illustration.
 */
import { rampMatrix, fleckMatrix, rng, r1, rgb } from './svg'

export interface Stone {
  id: string
  defs: string
  body: (w: number, h: number, seed?: number) => string
}

const SRGB = 'color-interpolation-filters="sRGB"'

function turb(bf: string, oct: number, seed: number, result: string, type = 'fractalNoise') {
  return `<feTurbulence type="${type}" baseFrequency="${bf}" numOctaves="${oct}" seed="${seed}" stitchTiles="noStitch" result="${result}"/>`
}

/** Flecks layer: noise -> thresholded alpha in one colour. */
function fleck(bf: string, oct: number, seed: number, color: string, gain: number, thr: number, name: string, opacity = 1) {
  const op =
    opacity < 1
      ? `<feComponentTransfer in="${name}0" result="${name}"><feFuncA type="linear" slope="${opacity}"/></feComponentTransfer>`
      : ''
  return `${turb(bf, oct, seed, `${name}n`)}<feColorMatrix in="${name}n" type="matrix" values="${fleckMatrix(color, gain, thr)}" result="${name}${opacity < 1 ? '0' : ''}"/>${op}`
}

function merge(layers: string[]) {
  return `<feMerge>${layers.map((l) => `<feMergeNode in="${l}"/>`).join('')}</feMerge>`
}

/* ------------------------------------------------------------------ veins */

interface VeinOpts {
  count: number
  angle: number // degrees, direction of travel
  spread?: number // random variation of angle
  color: string
  width: [number, number]
  halo?: string
  haloWidth?: number
  haloOpacity?: number
  branches?: number
  opacity?: number
}

/** Long wandering vein paths across a w x h rectangle (displaced later by a filter). */
function veinPaths(w: number, h: number, seed: number, o: VeinOpts): { core: string; halo: string } {
  const rand = rng(seed)
  const out: string[] = []
  const halo: string[] = []
  const diag = Math.hypot(w, h)
  for (let i = 0; i < o.count; i++) {
    const a = ((o.angle + (rand() - 0.5) * (o.spread ?? 20)) * Math.PI) / 180
    const dx = Math.cos(a)
    const dy = Math.sin(a)
    // start point on a line perpendicular to travel, through the centre
    const off = (i / Math.max(1, o.count - 1) - 0.5) * diag * 1.1 + (rand() - 0.5) * diag * 0.15
    const cx = w / 2 - dy * off
    const cy = h / 2 + dx * off
    const L = diag * 0.75
    const pts: Array<[number, number]> = []
    const steps = 7
    let drift = 0
    for (let s = 0; s <= steps; s++) {
      const t = (s / steps - 0.5) * 2 * L
      drift += (rand() - 0.5) * diag * 0.09
      pts.push([cx + dx * t - dy * drift, cy + dy * t + dx * drift])
    }
    const d = smoothPath(pts, Math.round)
    const sw = o.width[0] + rand() * (o.width[1] - o.width[0])
    const op = o.opacity ?? 1
    if (o.halo) {
      halo.push(
        `<path d="${d}" stroke="${o.halo}" stroke-width="${r1(sw * (o.haloWidth ?? 6))}" stroke-opacity="${r1(op * (o.haloOpacity ?? 0.3) * 100) / 100}" fill="none" stroke-linecap="round"/>`,
      )
    }
    out.push(`<path d="${d}" stroke="${o.color}" stroke-width="${r1(sw)}" stroke-opacity="${op}" fill="none" stroke-linecap="round"/>`)
    // branches: short offshoots from random points
    for (let b = 0; b < (o.branches ?? 0); b++) {
      const k = 1 + Math.floor(rand() * (pts.length - 2))
      const [bx, by] = pts[k]
      const ba = a + (rand() < 0.5 ? -1 : 1) * (0.35 + rand() * 0.5)
      const bl = diag * (0.08 + rand() * 0.18)
      const bp: Array<[number, number]> = []
      for (let s = 0; s <= 3; s++) {
        const t = (s / 3) * bl
        bp.push([bx + Math.cos(ba) * t + (rand() - 0.5) * 25, by + Math.sin(ba) * t + (rand() - 0.5) * 25])
      }
      bp[0] = [bx, by]
      out.push(
        `<path d="${smoothPath(bp, Math.round)}" stroke="${o.color}" stroke-width="${r1(sw * (0.35 + rand() * 0.3))}" stroke-opacity="${r1(op * 80) / 100}" fill="none" stroke-linecap="round"/>`,
      )
    }
  }
  return { core: out.join(''), halo: halo.join('') }
}

/** How a family of veins is made organic (see veinFilter). */
interface VeinSpec {
  id: string
  seed: number
  bf: string
  scale: number
  blur: number
  haloBlur?: number
  /** core drawn blurred only (no crisp line) */
  softOnly?: boolean
}

let veinUid = 0

/** Reset generated filter ids (call before generating each document for stable output). */
export function resetIds() {
  veinUid = 0
}

/**
 * Draw veins: optional blurred halo group plus displaced core group. The
 * filters are emitted inline with a user-space region equal to the texture
 * rectangle: the vein paths overshoot the rectangle a lot and a bounding-box
 * region would make librsvg filter many times the visible area.
 */
function veins(spec: VeinSpec, w: number, h: number, seed: number, o: VeinOpts): string {
  const v = veinPaths(w, h, seed, o)
  const uid = `${spec.id}-${++veinUid}`
  const region = { x: 0, y: 0, w, h }
  const core = veinFilter(uid, spec.seed, spec.bf, spec.scale, spec.blur, !!spec.softOnly, region)
  const halo = v.halo ? veinFilter(`${uid}-h`, spec.seed, spec.bf, spec.scale, spec.haloBlur ?? spec.blur * 12, true, region) : ''
  return `${core}${halo}${v.halo ? `<g filter="url(#${uid}-h)">${v.halo}</g>` : ''}<g filter="url(#${uid})">${v.core}</g>`
}

/** Catmull-Rom through points -> cubic bezier path. */
export function smoothPath(p: Array<[number, number]>, round: (n: number) => number = r1): string {
  let d = `M${round(p[0][0])} ${round(p[0][1])}`
  for (let i = 0; i < p.length - 1; i++) {
    const p0 = p[i - 1] ?? p[i]
    const p1 = p[i]
    const p2 = p[i + 1]
    const p3 = p[i + 2] ?? p2
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6]
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6]
    d += `C${round(c1[0])} ${round(c1[1])} ${round(c2[0])} ${round(c2[1])} ${round(p2[0])} ${round(p2[1])}`
  }
  return d
}

/**
 * Filter that makes vein strokes organic: fractal displacement, then either a
 * crisp core with a little softness or (halo) a heavy blur. Core and halo
 * filters built with the same seed/frequency/scale displace identically, so a
 * halo group follows its core veins.
 */
function veinFilter(
  id: string,
  seed: number,
  bf: string,
  scale: number,
  blur: number,
  halo: boolean,
  r: { x: number; y: number; w: number; h: number },
) {
  const soft = halo
    ? `<feGaussianBlur in="d" stdDeviation="${blur}"/>`
    : `<feGaussianBlur in="d" stdDeviation="${blur}" result="core"/>
<feGaussianBlur in="d" stdDeviation="${blur * 4}" result="mid0"/>
<feComponentTransfer in="mid0" result="mid"><feFuncA type="linear" slope="0.6"/></feComponentTransfer>
${merge(['mid', 'core'])}`
  return `<filter id="${id}" filterUnits="userSpaceOnUse" x="${r1(r.x)}" y="${r1(r.y)}" width="${r1(r.w)}" height="${r1(r.h)}" ${SRGB}>
${turb(bf, 4, seed, 'n')}
<feDisplacementMap in="SourceGraphic" in2="n" scale="${scale}" xChannelSelector="R" yChannelSelector="G" result="d"/>
${soft}
</filter>`
}

/** Polished sheen: a soft diagonal highlight overlaid on slabs. */
function sheen(w: number, h: number, id: string, strength = 0.16) {
  return `<linearGradient id="${id}-sheen" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${w}" y2="${h}">
<stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.38" stop-color="#fff" stop-opacity="${strength}"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${strength * 0.35}"/></linearGradient>`
}

/* --------------------------------------------------------------- stones */

export function marble(id = 'marble', o: { base?: [string, string]; vein?: string; seed?: number; veins?: number } = {}): Stone {
  const [lo, hi] = o.base ?? ['#e0ded9', '#fbfaf7']
  const vein = o.vein ?? '#8a8782'
  const seed = o.seed ?? 11
  const defs = `<filter id="${id}-base" x="0" y="0" width="1" height="1" ${SRGB}>
${turb('0.0026 0.005', 4, seed, 'n')}
<feColorMatrix in="n" type="matrix" values="${rampMatrix(lo, hi, 1.6)}" result="b"/>
${turb('0.0035 0.008', 4, seed + 3, 't', 'turbulence')}
<feColorMatrix in="t" type="matrix" values="${fleckMatrix('#a3a09b', -5, -0.75)}" result="c0"/>
<feGaussianBlur in="c0" stdDeviation="2.5" result="c1"/>
<feComponentTransfer in="c1" result="c"><feFuncA type="linear" slope="0.3"/></feComponentTransfer>
${merge(['b', 'c'])}
</filter>
`
  const v1: VeinSpec = { id: `${id}-v1`, seed: seed + 1, bf: '0.005 0.012', scale: 80, blur: 0.6, haloBlur: 10 }
  const v2: VeinSpec = { id: `${id}-v2`, seed: seed + 2, bf: '0.01 0.025', scale: 45, blur: 0.45, haloBlur: 5 }
  return {
    id,
    defs,
    body: (w, h, s = seed) => {
      return `<rect width="${w}" height="${h}" filter="url(#${id}-base)"/>
${veins(v2, w, h, s + 50, { count: 9, angle: -38, spread: 40, color: vein, width: [0.5, 1.1], branches: 2, opacity: 0.45, halo: vein, haloWidth: 8, haloOpacity: 0.4 })}
${veins(v1, w, h, s, { count: o.veins ?? 4, angle: -30, spread: 16, color: vein, width: [1.2, 3], branches: 3, opacity: 0.8, halo: vein, haloWidth: 9, haloOpacity: 0.45 })}`
    },
  }
}

/** Std-dev of feTurbulence fractalNoise channel values (empirical). */
const NOISE_SD = 0.1

/** Inverse standard normal CDF (Acklam centre + Abramowitz-Stegun 26.2.23 tails, ~1e-3). */
function probit(p: number): number {
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

interface GraniteOpts {
  base: [string, string]
  grains: Array<{ color: string; bf: number; cover: number; opacity?: number; oct?: number }>
  seed?: number
  contrast?: number
  warp?: number
}

/**
 * Granite: a mottled base plus several layers of mineral grains.
 * `cover` ~ fraction of area covered (0..0.5); smaller bf = bigger grains.
 */
export function granite(id: string, o: GraniteOpts): Stone {
  const seed = o.seed ?? 5
  const layers: string[] = []
  const names: string[] = ['b']
  o.grains.forEach((g, i) => {
    // fractal noise R is roughly normal around 0.5; threshold from desired coverage
    const t = 0.5 + probit(1 - g.cover) * NOISE_SD
    const gain = 1 / (0.022 + g.bf * 0.02)
    const name = `g${i}`
    layers.push(fleck(`${g.bf}`, g.oct ?? 2, seed + i * 7, g.color, gain, t * gain, name, g.opacity ?? 1))
    names.push(name)
  })
  const defs = `<filter id="${id}" x="0" y="0" width="1" height="1" ${SRGB}>
${turb('0.006', 4, seed, 'n')}
<feColorMatrix in="n" type="matrix" values="${rampMatrix(o.base[0], o.base[1], o.contrast ?? 2)}" result="b"/>
${layers.join('\n')}
${merge(names)}
<feGaussianBlur stdDeviation="0.3" result="m"/>
${turb('0.07', 2, seed + 99, 'w')}
<feDisplacementMap in="m" in2="w" scale="${o.warp ?? 7}" xChannelSelector="G" yChannelSelector="B"/>
</filter>`
  return { id, defs, body: (w, h) => `<rect width="${w}" height="${h}" filter="url(#${id})"/>` }
}

export const blackGalaxy = (id = 'galaxy') =>
  granite(id, {
    base: ['#0e0d0c', '#262320'],
    seed: 21,
    contrast: 1.6,
    grains: [
      { color: '#302c29', bf: 0.05, cover: 0.2, opacity: 0.5 },
      { color: '#5b554e', bf: 0.12, cover: 0.045, opacity: 0.8, oct: 1 },
      { color: '#9a9187', bf: 0.2, cover: 0.016, oct: 1 },
      { color: '#c49460', bf: 0.19, cover: 0.018, oct: 1 },
      { color: '#f0e2c8', bf: 0.5, cover: 0.006, oct: 1 },
    ],
  })

export const saltPepper = (id = 'saltpepper') =>
  granite(id, {
    base: ['#a9a49d', '#cdc9c2'],
    seed: 33,
    grains: [
      { color: '#e4e1dc', bf: 0.09, cover: 0.32, opacity: 0.8 },
      { color: '#7d7872', bf: 0.16, cover: 0.22, opacity: 0.8 },
      { color: '#2a2826', bf: 0.2, cover: 0.1, opacity: 0.9 },
      { color: '#121110', bf: 0.4, cover: 0.045 },
      { color: '#f6f4f0', bf: 0.5, cover: 0.05 },
    ],
  })

export const goldGranite = (id = 'goldgranite') =>
  granite(id, {
    base: ['#b99b74', '#dcc7a6'],
    seed: 47,
    grains: [
      { color: '#e9dcc6', bf: 0.07, cover: 0.3, opacity: 0.75 },
      { color: '#9a7a5b', bf: 0.12, cover: 0.2, opacity: 0.8 },
      { color: '#7a5544', bf: 0.2, cover: 0.08, opacity: 0.75 },
      { color: '#43362c', bf: 0.3, cover: 0.045, opacity: 0.85 },
      { color: '#f7f0e3', bf: 0.5, cover: 0.04 },
    ],
  })

export function quartz(id = 'quartz', o: { base?: [string, string]; seed?: number } = {}): Stone {
  const [lo, hi] = o.base ?? ['#e7e3dc', '#f8f6f2']
  const seed = o.seed ?? 3
  const defs = `<filter id="${id}" x="0" y="0" width="1" height="1" ${SRGB}>
${turb('0.0035', 4, seed, 'n')}
<feColorMatrix in="n" type="matrix" values="${rampMatrix(lo, hi, 1.2)}" result="b"/>
${fleck('0.12', 2, seed + 1, '#e2ded7', 30, 19.5, 'f1', 0.5)}
${fleck('0.5', 1, seed + 2, '#b3ada3', 40, 28.6, 'f2', 0.8)}
${fleck('0.8', 1, seed + 4, '#8f897f', 40, 29.6, 'f3', 0.7)}
${fleck('0.6', 1, seed + 5, '#ffffff', 40, 28.6, 'f4')}
${merge(['b', 'f1', 'f2', 'f3', 'f4'])}
</filter>`
  return { id, defs, body: (w, h) => `<rect width="${w}" height="${h}" filter="url(#${id})"/>` }
}

export function porcelain(id = 'porcelain', o: { base?: [string, string]; seed?: number } = {}): Stone {
  const [lo, hi] = o.base ?? ['#d4cec5', '#e3ded6']
  const seed = o.seed ?? 8
  // even, microcement-like: a very broad tonal drift, a fine low-contrast
  // mottle (light and dark), sparse pores and one or two ghost veins
  const defs = `<filter id="${id}" x="0" y="0" width="1" height="1" ${SRGB}>
${turb('0.0012 0.0018', 3, seed, 'n')}
<feColorMatrix in="n" type="matrix" values="${rampMatrix(lo, hi, 1.3)}" result="b"/>
${turb('0.014 0.02', 4, seed + 1, 'm')}
<feColorMatrix in="m" type="matrix" values="${fleckMatrix('#f4f0e9', 2.2, 1.05)}" result="l0"/>
<feComponentTransfer in="l0" result="l"><feFuncA type="linear" slope="0.28"/></feComponentTransfer>
<feColorMatrix in="m" type="matrix" values="${fleckMatrix('#b9b1a5', -2.2, -1.05)}" result="k0"/>
<feComponentTransfer in="k0" result="k"><feFuncA type="linear" slope="0.2"/></feComponentTransfer>
${fleck('0.35', 1, seed + 2, '#9e968a', 40, 29.2, 'p', 0.4)}
${merge(['b', 'l', 'k', 'p'])}
</filter>`
  const vs: VeinSpec = { id: `${id}-vein`, seed: seed + 3, bf: '0.004 0.009', scale: 120, blur: 7, softOnly: true }
  return {
    id,
    defs,
    body: (w, h, s = seed) =>
      `<rect width="${w}" height="${h}" filter="url(#${id})"/>
<g opacity="0.35">${veins(vs, w, h, s, { count: 2, angle: -20, spread: 10, color: '#b3aa9e', width: [4, 8], opacity: 0.5 })}</g>`,
  }
}

/**
 * Quartzite: cream ground, broad translucent flowing bands (gradient stripes
 * pushed around by a displacement map) and a crystalline sparkle.
 */
export function quartzite(id = 'quartzite', o: { seed?: number; bands?: string[] } = {}): Stone {
  const seed = o.seed ?? 14
  const bandColors = o.bands ?? ['#b9aa93', '#a39889', '#cdbb9c', '#c4b49d']
  const defs = `<filter id="${id}-ground" x="0" y="0" width="1" height="1" ${SRGB}>
${turb('0.003 0.006', 4, seed, 'n')}
<feColorMatrix in="n" type="matrix" values="${rampMatrix('#e4dccf', '#f7f3ec', 2)}" result="b"/>
${turb('0.05', 2, seed + 1, 'x')}
<feComponentTransfer in="x" result="x2"><feFuncR type="discrete" tableValues="0 0.2 0.4 0.6 0.8 1"/></feComponentTransfer>
<feColorMatrix in="x2" type="matrix" values="${fleckMatrix('#fffdf8', 1.4, 0.55)}" result="x3"/>
<feComponentTransfer in="x3" result="x4"><feFuncA type="linear" slope="0.5"/></feComponentTransfer>
${merge(['b', 'x4'])}
</filter>
<filter id="${id}-flow" x="-0.1" y="-0.1" width="1.2" height="1.2" ${SRGB}>
${turb('0.0022 0.0055', 5, seed + 2, 'n')}
<feDisplacementMap in="SourceGraphic" in2="n" scale="320" xChannelSelector="R" yChannelSelector="G" result="d"/>
<feGaussianBlur in="d" stdDeviation="1.2"/>
</filter>
<filter id="${id}-sparkle" x="0" y="0" width="1" height="1" ${SRGB}>
${fleck('0.7', 1, seed + 3, '#ffffff', 40, 28.8, 's')}
${fleck('0.45', 1, seed + 4, '#8c8273', 40, 29.4, 'k', 0.5)}
${merge(['s', 'k'])}
</filter>`
  return {
    id,
    defs,
    body: (w, h, s = seed) => {
      const rand = rng(s)
      // irregular band stops along a diagonal gradient
      const stops: string[] = []
      let pos = 0.02
      while (pos < 0.98) {
        const gap = 0.03 + rand() * 0.09
        const wdt = 0.006 + rand() * (rand() < 0.3 ? 0.05 : 0.02)
        const col = bandColors[Math.floor(rand() * bandColors.length)]
        const op = 0.18 + rand() * 0.32
        const a = pos + gap
        if (a + wdt > 0.98) break
        const soft = wdt * (0.4 + rand() * 0.8)
        stops.push(
          `<stop offset="${(a - soft).toFixed(4)}" stop-color="${col}" stop-opacity="0"/>`,
          `<stop offset="${a.toFixed(4)}" stop-color="${col}" stop-opacity="${op.toFixed(2)}"/>`,
          `<stop offset="${(a + wdt).toFixed(4)}" stop-color="${col}" stop-opacity="${(op * 0.8).toFixed(2)}"/>`,
          `<stop offset="${(a + wdt + soft * 1.5).toFixed(4)}" stop-color="${col}" stop-opacity="0"/>`,
        )
        // thin crisp line at the edge of some bands
        if (rand() < 0.6) {
          const e = a + wdt + soft * 1.5 + 0.002
          stops.push(
            `<stop offset="${e.toFixed(4)}" stop-color="#7b6f60" stop-opacity="0"/>`,
            `<stop offset="${(e + 0.0015).toFixed(4)}" stop-color="#7b6f60" stop-opacity="0.55"/>`,
            `<stop offset="${(e + 0.003).toFixed(4)}" stop-color="#7b6f60" stop-opacity="0"/>`,
          )
        }
        pos = a + wdt + soft * 1.5 + 0.01
      }
      const gid = `${id}-bands-${s}`
      return `<linearGradient id="${gid}" gradientUnits="userSpaceOnUse" x1="${r1(-w * 0.1)}" y1="${r1(h * 0.05)}" x2="${r1(w * 0.55)}" y2="${r1(h * 1.25)}">${stops.join('')}</linearGradient>
<rect width="${w}" height="${h}" filter="url(#${id}-ground)"/>
<g filter="url(#${id}-flow)"><rect x="${r1(-w * 0.15)}" y="${r1(-h * 0.15)}" width="${r1(w * 1.3)}" height="${r1(h * 1.3)}" fill="url(#${gid})"/></g>
<rect width="${w}" height="${h}" filter="url(#${id}-sparkle)"/>`
    },
  }
}

/** Soapstone / honed charcoal slab with faint pale veins. */
export function soapstone(id = 'soapstone', o: { seed?: number } = {}): Stone {
  const seed = o.seed ?? 61
  const defs = `<filter id="${id}-base" x="0" y="0" width="1" height="1" ${SRGB}>
${turb('0.003 0.006', 5, seed, 'n')}
<feColorMatrix in="n" type="matrix" values="${rampMatrix('#24221f', '#3d3a36', 2.2)}" result="b"/>
${turb('0.006 0.014', 4, seed + 1, 't', 'turbulence')}
<feColorMatrix in="t" type="matrix" values="${fleckMatrix('#8a857d', -12, -1.08)}" result="c0"/>
<feComponentTransfer in="c0" result="c"><feFuncA type="linear" slope="0.25"/></feComponentTransfer>
${merge(['b', 'c'])}
</filter>
`
  const vs: VeinSpec = { id: `${id}-vein`, seed: seed + 2, bf: '0.007 0.016', scale: 70, blur: 0.8, haloBlur: 8 }
  return {
    id,
    defs,
    body: (w, h, s = seed) =>
      `<rect width="${w}" height="${h}" filter="url(#${id}-base)"/>
${veins(vs, w, h, s, { count: 4, angle: -18, spread: 25, color: '#9d978d', width: [0.8, 2], halo: '#77726b', haloWidth: 6, branches: 2, opacity: 0.55 })}`,
  }
}

/**
 * Put a stone texture into an illustration: drawn at slab scale then
 * transformed into (x, y) with scale k (and optional vertical squash for
 * surfaces seen at a grazing angle), clipped to `clip` (a clipPath id).
 */
export function placeStone(stone: Stone, x: number, y: number, w: number, h: number, k = 0.5, clip?: string, squash = 1, seed?: number) {
  const lw = Math.ceil(w / k)
  const lh = Math.ceil(h / (k * squash))
  const inner = `<g transform="translate(${r1(x)} ${r1(y)}) scale(${k} ${r1(k * squash * 1000) / 1000})">${stone.body(lw, lh, seed)}</g>`
  return clip ? `<g clip-path="url(#${clip})">${inner}</g>` : inner
}

export function sheenDefs(w: number, h: number, id: string, strength?: number) {
  return sheen(w, h, id, strength)
}

export const luminance = (hex: string) => {
  const [r, g, b] = rgb(hex)
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
