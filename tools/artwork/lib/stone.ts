/**
 * Procedural stone textures.
 *
 * A texture is authored at "slab scale" (roughly a 1200 x 800 close-up of a
 * slab). `Stone.defs` holds shared definitions (emit once per document) and
 * `Stone.body(w, h, seed)` draws the texture into the rectangle (0,0,w,h) in
 * its own coordinate system. `placeStone()` positions / scales / clips it
 * inside an illustration.
 *
 * The named stones below (marble, granites, quartz, porcelain, quartzite,
 * soapstone) are looks rendered by ./look.ts: feTurbulence colour layers plus
 * veins and bands computed in JavaScript. (They used to displace their veins
 * with feDisplacementMap, which librsvg rasterizes at ~1.2 s per megapixel and
 * which made up most of the build's image time.)
 */
import { r1, rgb } from './svg'
import { lookStone, resetLookIds } from './look'

export interface Stone {
  id: string
  defs: string
  body: (w: number, h: number, seed?: number) => string
}

/** Reset generated ids (call before generating each document for stable output). */
export function resetIds() {
  resetLookIds()
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

/** Polished sheen: a soft diagonal highlight overlaid on slabs. */
function sheen(w: number, h: number, id: string, strength = 0.16) {
  return `<linearGradient id="${id}-sheen" gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="${w}" y2="${h}">
<stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.38" stop-color="#fff" stop-opacity="${strength}"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${strength * 0.35}"/></linearGradient>`
}

/* --------------------------------------------------------------- stones */

/** Mix two hex colours (t = 0: a, 1: b). */
function mix(a: string, b: string, t: number): string {
  const A = rgb(a)
  const B = rgb(b)
  return `#${A.map((x, i) =>
    Math.round((x + (B[i] - x) * t) * 255)
      .toString(16)
      .padStart(2, '0'),
  ).join('')}`
}

/** White marble with soft clouds, fine feathery veins and a few main veins (Carrara-like by default). */
export function marble(id = 'marble', o: { base?: [string, string]; vein?: string; seed?: number; veins?: number } = {}): Stone {
  const [lo, hi] = o.base ?? ['#e0ded9', '#fbfaf7']
  const vein = o.vein ?? '#8a8782'
  return lookStone(id, {
    base: [lo, hi],
    baseFreq: 0.0032,
    clouds: [{ color: mix(lo, vein, 0.35), cover: 0.3, opacity: 0.4, freq: 0.0035, stretch: 2.2, oct: 3, soft: 1.6 }],
    veins: [
      {
        color: vein,
        count: 8,
        angle: -38,
        spread: 40,
        width: [0.6, 1.3],
        rough: 4,
        meander: 0.9,
        branches: 2,
        opacity: 0.45,
        halo: { width: 8, opacity: 0.16, blur: 6 },
        layout: 'random',
        length: 0.7,
      },
      {
        color: vein,
        count: o.veins ?? 4,
        angle: -30,
        spread: 18,
        width: [1.4, 3.2],
        rough: 5,
        meander: 0.8,
        branches: 3,
        opacity: 0.8,
        halo: { width: 7, opacity: 0.26, blur: 10 },
      },
    ],
    seed: o.seed ?? 11,
  })
}

interface GraniteOpts {
  base: [string, string]
  grains: Array<{ color: string; bf: number; cover: number; opacity?: number; oct?: number }>
  seed?: number
  contrast?: number
}

/**
 * Granite: a mottled base plus several layers of mineral grains.
 * `cover` ~ fraction of area covered (0..0.5); smaller bf = bigger grains.
 */
export function granite(id: string, o: GraniteOpts): Stone {
  return lookStone(id, {
    base: o.base,
    baseFreq: 0.006,
    contrast: o.contrast ?? 2,
    grains: o.grains.map((g) => ({ color: g.color, size: g.bf, cover: g.cover, opacity: g.opacity, oct: g.oct })),
    seed: o.seed ?? 5,
  })
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
      { color: '#f0e2c8', bf: 0.3, cover: 0.006, oct: 1 },
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
      { color: '#121110', bf: 0.3, cover: 0.045 },
      { color: '#f6f4f0', bf: 0.3, cover: 0.05 },
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
      { color: '#f7f0e3', bf: 0.3, cover: 0.04 },
    ],
  })

/** Engineered quartz: a clean light ground with a fine aggregate and sparkle. */
export function quartz(id = 'quartz', o: { base?: [string, string]; seed?: number } = {}): Stone {
  return lookStone(id, {
    base: o.base ?? ['#e7e3dc', '#f8f6f2'],
    contrast: 1.3,
    grains: [
      { color: '#d9d4cb', size: 0.12, cover: 0.2, opacity: 0.7, oct: 1 },
      { color: '#b3ada3', size: 0.25, cover: 0.05, opacity: 0.8, oct: 1 },
      { color: '#8f897f', size: 0.3, cover: 0.015, opacity: 0.8, oct: 1 },
    ],
    sparkle: { cover: 0.015 },
    seed: o.seed ?? 3,
  })
}

/** Even, microcement-like porcelain: broad tonal drift, soft mottle, sparse pores, a ghost vein. */
export function porcelain(id = 'porcelain', o: { base?: [string, string]; seed?: number } = {}): Stone {
  const [lo, hi] = o.base ?? ['#d4cec5', '#e3ded6']
  return lookStone(id, {
    base: [lo, hi],
    baseFreq: 0.0015,
    contrast: 1.3,
    clouds: [
      { color: mix(hi, '#ffffff', 0.4), cover: 0.3, opacity: 0.35, freq: 0.012, soft: 2 },
      { color: mix(lo, '#8a8276', 0.3), cover: 0.25, opacity: 0.25, freq: 0.015, soft: 2 },
    ],
    grains: [{ color: '#9e968a', size: 0.35, cover: 0.015, opacity: 0.4, oct: 1 }],
    veins: [{ color: mix(lo, '#8a8276', 0.4), count: 2, angle: -20, spread: 10, width: [4, 8], opacity: 0.18, rough: 3, blur: 5 }],
    seed: o.seed ?? 8,
  })
}

/** Quartzite: cream ground, broad translucent flowing bands, a few crisp lines and a crystalline sparkle. */
export function quartzite(id = 'quartzite', o: { seed?: number; bands?: string[] } = {}): Stone {
  const bandColors = o.bands ?? ['#b9aa93', '#a39889', '#cdbb9c', '#c4b49d']
  return lookStone(id, {
    base: ['#e4dccf', '#f7f3ec'],
    contrast: 2,
    bands: [
      { colors: bandColors, count: 14, angle: 38, width: [16, 80], opacity: [0.2, 0.45], meander: 0.8, blur: 10 },
      { colors: bandColors, count: 8, angle: 38, width: [2, 7], opacity: [0.3, 0.55], meander: 0.8, blur: 2.5, edge: '#7b6f60' },
    ],
    sparkle: { cover: 0.012, opacity: 0.8 },
    seed: o.seed ?? 14,
  })
}

/** Soapstone / honed charcoal slab with faint pale veins. */
export function soapstone(id = 'soapstone', o: { seed?: number } = {}): Stone {
  return lookStone(id, {
    base: ['#24221f', '#3d3a36'],
    contrast: 2.2,
    clouds: [{ color: '#4a4641', cover: 0.3, opacity: 0.5, freq: 0.006, stretch: 2, oct: 3, soft: 1.5 }],
    veins: [
      {
        color: '#9d978d',
        count: 4,
        angle: -18,
        spread: 25,
        width: [0.8, 2],
        rough: 4,
        meander: 0.8,
        branches: 2,
        opacity: 0.55,
        halo: { color: '#77726b', width: 6, opacity: 0.2, blur: 8 },
      },
      {
        color: '#8a857d',
        count: 7,
        angle: -25,
        spread: 60,
        width: [0.5, 1],
        rough: 4,
        meander: 1.1,
        opacity: 0.35,
        layout: 'random',
        length: 0.5,
      },
    ],
    finish: 'Honed',
    seed: o.seed ?? 61,
  })
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
