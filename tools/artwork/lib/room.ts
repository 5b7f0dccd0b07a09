/**
 * Shared pieces of the room scenes: countertop surfaces (stone or laminate),
 * dated fixtures for "before" pictures and lighting overlays.
 */
import { C, r1, rng } from './svg'
import type { Stone } from './stone'
import { poly, rect, type Pt } from './parts'
import type { Scene } from './scene'

/** Laminate (or any flat) countertop: a colour, an optional printed speckle and a contrasting edge band. */
export interface Laminate {
  laminate: string
  speckle?: string
  edge?: string
}

/** What a countertop is made of. */
export type Surface = Stone | Laminate

export const isStone = (s: Surface): s is Stone => 'body' in s

/**
 * Fill countertop `shapes` with a surface. Stones are placed like Scene.stone
 * (k = texture scale, squash < 1 for a top seen at a grazing angle).
 */
export function surface(sc: Scene, s: Surface, shapes: Pt[][], k: number, squash: number, seed: number) {
  if (isStone(s)) {
    sc.stone(s, shapes, k, squash, seed)
    return
  }
  for (const p of shapes) sc.add(poly(p, s.laminate))
  if (s.speckle) {
    const id = sc.uid('spk')
    const rand = rng(seed + 5)
    let dots = ''
    for (let i = 0; i < 14; i++)
      dots += `<rect x="${r1(rand() * 24)}" y="${r1(rand() * 10)}" width="1.6" height="1" fill="${s.speckle}" opacity="${r1(0.35 + rand() * 0.4)}"/>`
    sc.def(`<pattern id="${id}" width="24" height="10" patternUnits="userSpaceOnUse">${dots}</pattern>`)
    for (const p of shapes) sc.add(poly(p, `url(#${id})`))
  }
}

/** The front edge band of a laminate top (a wood or contrasting nosing), or nothing for stone. */
export function laminateEdge(s: Surface, x0: number, y0: number, x1: number, y1: number): string {
  if (isStone(s) || !s.edge) return ''
  return rect(x0, y0, x1 - x0, y1 - y0, s.edge)
}

/** Dated 1980s-90s fluorescent box light on the ceiling, centred at x. */
export function fluorescentBox(x: number, y: number, w: number): string {
  return `<g>
<rect x="${r1(x - w / 2)}" y="${r1(y)}" width="${r1(w)}" height="${r1(w * 0.1)}" fill="#d9d4c4"/>
<rect x="${r1(x - w / 2 + 6)}" y="${r1(y + w * 0.1)}" width="${r1(w - 12)}" height="${r1(w * 0.06)}" fill="#f1efdf"/>
<rect x="${r1(x - w / 2 + 6)}" y="${r1(y + w * 0.1)}" width="${r1(w - 12)}" height="${r1(w * 0.06)}" fill="url(#lensRib)" opacity="0.5"/>
<ellipse cx="${r1(x)}" cy="${r1(y + w * 0.5)}" rx="${r1(w * 1.2)}" ry="${r1(w * 0.7)}" fill="#f4f6e4" opacity="0.12"/>
</g>`
}

/** Definitions used by the dated fixtures (emit once per scene). */
export const datedDefs = `<pattern id="lensRib" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="3" height="6" fill="#c9c6b4"/></pattern>
<linearGradient id="oakGrain" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#b98a4e"/><stop offset="0.3" stop-color="#c99a5c"/><stop offset="0.55" stop-color="#b07f45"/><stop offset="0.8" stop-color="#c4965a"/><stop offset="1" stop-color="#a8763f"/></linearGradient>
<linearGradient id="almond" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#d6c296"/><stop offset="0.5" stop-color="#e9d9b2"/><stop offset="1" stop-color="#cbb68a"/></linearGradient>
<linearGradient id="whiteAppl" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#dcdcd8"/><stop offset="0.5" stop-color="#f2f2ee"/><stop offset="1" stop-color="#d4d4cf"/></linearGradient>
<linearGradient id="steelAppl" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#9a9894"/><stop offset="0.35" stop-color="#d7d5d0"/><stop offset="0.6" stop-color="#bcbab5"/><stop offset="1" stop-color="#8e8c88"/></linearGradient>`

/** Fill for an appliance finish. */
export const applianceFill = (finish: 'stainless' | 'almond' | 'white' | 'black') =>
  finish === 'stainless' ? 'url(#steelAppl)' : finish === 'almond' ? 'url(#almond)' : finish === 'white' ? 'url(#whiteAppl)' : '#26241f'

/**
 * Honey-oak door with a cathedral (arched) raised panel, the signature of a
 * 1980s-90s kitchen or bath.
 */
export function cathedralDoor(x: number, y: number, w: number, h: number, o: { knob?: 'left' | 'right' | 'none'; arch?: boolean } = {}) {
  const m = Math.min(w, h) * 0.14
  const px = x + m
  const pw = w - m * 2
  const py = y + m
  const ph = h - m * 2
  const arch = o.arch ?? h > w * 1.1
  const panel = arch
    ? `M${r1(px)} ${r1(py + ph)} L${r1(px)} ${r1(py + pw * 0.35)} Q${r1(px + pw / 2)} ${r1(py - pw * 0.1)} ${r1(px + pw)} ${r1(py + pw * 0.35)} L${r1(px + pw)} ${r1(py + ph)} Z`
    : `M${r1(px)} ${r1(py)} L${r1(px + pw)} ${r1(py)} L${r1(px + pw)} ${r1(py + ph)} L${r1(px)} ${r1(py + ph)} Z`
  const knob =
    o.knob === 'none'
      ? ''
      : `<circle cx="${r1(o.knob === 'left' ? x + m * 0.55 : x + w - m * 0.55)}" cy="${r1(y + h * (h > 120 ? 0.7 : 0.5))}" r="3.4" fill="#d9c79a"/>`
  return `<g>
<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="url(#oakGrain)"/>
<path d="${panel}" fill="#c69a60" stroke="#8a6134" stroke-width="1.6" stroke-opacity="0.7"/>
<path d="${panel}" fill="none" stroke="#e0b77c" stroke-width="1" stroke-opacity="0.5" transform="translate(1.5 1.5)"/>
<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" fill="none" stroke="#7a5228" stroke-opacity="0.55"/>
${knob}
</g>`
}

/** Flat slab door (builder-grade or modern), with an optional bar pull. */
export function flatDoor(
  x: number,
  y: number,
  w: number,
  h: number,
  fill: string,
  pull: 'bar-v' | 'bar-h' | 'knob' | 'none' = 'none',
  side: 'left' | 'right' = 'right',
) {
  const p =
    pull === 'bar-h'
      ? rect(x + w / 2 - Math.min(w * 0.2, 40), y + h * 0.2, Math.min(w * 0.4, 80), 3.5, '#8e8a84', 'rx="1.75"')
      : pull === 'bar-v'
        ? rect(side === 'left' ? x + 8 : x + w - 12, y + h * 0.15, 4, Math.min(h * 0.3, 70), '#8e8a84', 'rx="2"')
        : pull === 'knob'
          ? `<circle cx="${r1(side === 'left' ? x + 10 : x + w - 10)}" cy="${r1(y + h * 0.5)}" r="3.5" fill="#a9a59e"/>`
          : ''
  return `<g>${rect(x, y, w, h, fill)}${rect(x, y, w, h, 'none', 'stroke="#000" stroke-opacity="0.25"')}${p}</g>`
}

/** Dim, warm-green cast of old lighting over the whole picture (a "before" look). */
export function dimLight(w: number, h: number, strength = 1): string {
  return `<rect width="${w}" height="${h}" fill="#3b3826" opacity="${r1(0.22 * strength * 100) / 100}"/>
<rect width="${w}" height="${h}" fill="url(#dimVig)"/>`
}

export const dimDefs = `<radialGradient id="dimVig" cx="0.5" cy="0.35" r="0.85"><stop offset="0.35" stop-color="#1e1b14" stop-opacity="0"/><stop offset="1" stop-color="#1e1b14" stop-opacity="0.45"/></radialGradient>`

/** Cultured-marble vanity top colours (beige swirl) for dated baths. */
export const culturedMarble: Laminate = { laminate: '#e6d9c2', speckle: '#c8b08a' }

/** A small wall phone and a paper-towel holder, props of a dated kitchen. */
export function datedProps(x: number, y: number): string {
  return `<g>${rect(x, y - 70, 34, 56, '#e8e0cc', 'rx="4"')}${rect(x + 5, y - 64, 24, 12, '#cfc5ad', 'rx="2"')}<path d="M${x + 17} ${y - 14} q-10 30 6 40 q18 10 4 30" stroke="#cfc5ad" stroke-width="2" fill="none"/></g>`
}

export { C }
