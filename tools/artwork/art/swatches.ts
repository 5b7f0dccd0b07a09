/**
 * One swatch per slab of data/slabs.json (registry name `slab-<id>`): a 4:3
 * polished / honed / leathered close-up of the stone, drawn from the slab's
 * look (./slab-looks.ts) and its finish. 640 x 480 px, encoded at 320 (card)
 * and 640 (details dialog, or a card on a 2x screen).
 */
import { type Finish, finishOverlay, lookStone } from '../lib/look'
import { luminance, resetIds } from '../lib/stone'
import { svgDoc } from '../lib/svg'
import { readItems } from './data'
import { lookFor } from './slab-looks'

export interface SlabRecord {
  id: string
  category: string
  name: string
  color: string
  finish: Finish
  image: string
  origin?: string
  brand?: string
}

export const slabRecords = (): SlabRecord[] => readItems<SlabRecord>('slabs.json')
const categoryNames = () => new Map(readItems<{ id: string; name: string }>('slab-categories.json').map((c) => [c.id, c.name]))

/** Swatch pixel size and the slab-scale area it shows (texture units). */
export const SWATCH = { width: 640, height: 480, units: [960, 720] as const, widths: [320, 640] }

const FINISH_WORDS: Record<Finish, string> = {
  Polished: 'polished finish',
  Honed: 'honed finish',
  'Polished/Honed': 'polished or honed finish',
  Matte: 'matte finish',
  Textured: 'textured (leathered) finish',
}

export function swatchAlt(slab: SlabRecord, category = categoryNames().get(slab.category) ?? slab.category): string {
  const kind = slab.brand ? `${slab.brand} ${category.toLowerCase()}` : `${category.toLowerCase()} from ${slab.origin}`
  return `${slab.name} ${kind}: ${slab.color.toLowerCase()}, ${FINISH_WORDS[slab.finish]}`
}

export function swatch(slab: SlabRecord): string {
  resetIds()
  const [uw, uh] = SWATCH.units
  const look = lookFor(slab)
  const stone = lookStone(`s-${slab.id}`, { ...look, finish: slab.finish })
  const dark = luminance(look.base[1]) < 0.35
  const sheen = finishOverlay('sw', slab.finish, uw, uh, dark)
  const title = `${slab.name} (${slab.category}) swatch`
  return svgDoc(SWATCH.width, SWATCH.height, title, sheen.defs, `${stone.body(uw, uh)}\n${sheen.body}`).replace(
    `viewBox="0 0 ${SWATCH.width} ${SWATCH.height}"`,
    `viewBox="0 0 ${uw} ${uh}"`,
  )
}

/** Registry name → artwork, alt and widths of every slab swatch. */
export function swatchArtwork(): Record<string, { make: () => string; alt: string; widths: number[] }> {
  const cats = categoryNames()
  return Object.fromEntries(
    slabRecords().map((s) => [s.image, { make: () => swatch(s), alt: swatchAlt(s, cats.get(s.category)), widths: SWATCH.widths }]),
  )
}
