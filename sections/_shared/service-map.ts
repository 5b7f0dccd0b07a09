/**
 * The service-area map, drawn at build time (a section's `resolve`): the places of data/locations.json that have
 * coordinates (`geo`), projected onto a simplified outline of Westchester County, each place with a page labelled and
 * linked to it. Pure geometry, no map library and no tiles: the page ships the SVG and nothing else.
 */
import { locationHref } from '../../schemas/routing'

type Geo = { lat: number; lon: number }
type PlaceInput = { slug: string; name: string; page?: string; geo?: Geo }

/** One place on the map: its dot, and for a place with a page its label (and a leader line when it sits apart). */
export type MapPlace = {
  slug: string
  name: string
  href: string | null
  x: number
  y: number
  current: boolean
  label: { x: number; y: number; anchor: 'start' | 'middle' | 'end'; leader: string | null } | null
}

export type ServiceMap = { width: number; height: number; outline: string; places: MapPlace[] }

/**
 * Westchester County's border, simplified to a few dozen points (lat, lon), clockwise from the north-west corner on
 * the Hudson: the Putnam County line, the Connecticut line, the Long Island Sound shore, the Bronx line and the
 * Hudson's east bank.
 */
const OUTLINE: readonly (readonly [number, number])[] = [
  [41.366, -73.981],
  [41.366, -73.52],
  [41.3, -73.49],
  [41.25, -73.487],
  [41.21, -73.51],
  [41.17, -73.565],
  [41.14, -73.62],
  [41.11, -73.66],
  [41.05, -73.662],
  [41.0, -73.657],
  [40.985, -73.656],
  [40.96, -73.676],
  [40.945, -73.712],
  [40.925, -73.744],
  [40.9, -73.77],
  [40.878, -73.787],
  [40.881, -73.822],
  [40.9, -73.852],
  [40.911, -73.917],
  [40.95, -73.907],
  [41.0, -73.893],
  [41.05, -73.874],
  [41.1, -73.866],
  [41.16, -73.878],
  [41.2, -73.895],
  [41.25, -73.935],
  [41.3, -73.958],
  [41.34, -73.975],
]

const WIDTH = 400
const PAD = 16
/** Label metrics in the map's units: the font size the component sets, and an estimate of a character's width. */
export const LABEL_SIZE = 11
const CHAR = LABEL_SIZE * 0.58
const DOT = 4.5

type Box = { x1: number; y1: number; x2: number; y2: number }
const overlaps = (a: Box, b: Box) => a.x1 < b.x2 && b.x1 < a.x2 && a.y1 < b.y2 && b.y1 < a.y2

/** The map of `places`; `current` is the slug of the place whose page shows it (marked, and its label placed first). */
export function drawServiceMap(places: readonly PlaceInput[], current?: string): ServiceMap {
  const lats = OUTLINE.map((p) => p[0])
  const lons = OUTLINE.map((p) => p[1])
  const [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lons), Math.max(...lons)]
  const shrink = Math.cos((((north + south) / 2) * Math.PI) / 180) // degrees of longitude are shorter up here
  const scale = (WIDTH - 2 * PAD) / ((east - west) * shrink)
  const height = Math.round((north - south) * scale + 2 * PAD)
  const project = ({ lat, lon }: Geo) => ({ x: PAD + (lon - west) * shrink * scale, y: PAD + (north - lat) * scale })
  const round = (n: number) => Math.round(n * 10) / 10

  const outline = `${OUTLINE.map(([lat, lon], i) => {
    const { x, y } = project({ lat, lon })
    return `${i ? 'L' : 'M'}${round(x)} ${round(y)}`
  }).join('')}Z`

  const drawn = places
    .filter((p): p is PlaceInput & { geo: Geo } => p.geo !== undefined)
    .map((p) => ({ ...p, ...project(p.geo), href: p.page ? locationHref(p) : null, current: p.slug === current }))

  // Labels, greedily: the current place first, then the crowded south before the open north; each takes the first
  // position around its dot that overlaps no label or dot placed so far, nearer ones first (a leader line beyond).
  const taken: Box[] = drawn.map((p) => ({ x1: p.x - DOT, y1: p.y - DOT, x2: p.x + DOT, y2: p.y + DOT }))
  const labelled = drawn.filter((p) => p.href).sort((a, b) => Number(b.current) - Number(a.current) || b.y - a.y)
  const labels = new Map<string, MapPlace['label']>()
  for (const place of labelled) {
    const w = place.name.length * CHAR
    const h = LABEL_SIZE
    let chosen: { box: Box; label: NonNullable<MapPlace['label']> } | undefined
    for (const r of [8, 16, 26, 38]) {
      for (const angle of [0, 180, 315, 45, 225, 135, 270, 90, 340, 200, 20, 160]) {
        const a = (angle * Math.PI) / 180
        const ax = place.x + Math.cos(a) * r
        const ay = place.y + Math.sin(a) * r
        const anchor = Math.abs(Math.cos(a)) < 0.3 ? 'middle' : Math.cos(a) > 0 ? 'start' : 'end'
        const x1 = anchor === 'start' ? ax : anchor === 'end' ? ax - w : ax - w / 2
        const baseline = ay + h * 0.35
        const box = { x1: x1 - 1, y1: baseline - h * 0.85, x2: x1 + w + 1, y2: baseline + h * 0.25 }
        if (box.x1 < 2 || box.x2 > WIDTH - 2 || box.y1 < 2 || box.y2 > height - 2) continue
        if (taken.some((t) => overlaps(t, box))) continue
        const leader =
          r > 8
            ? `M${round(place.x + Math.cos(a) * DOT)} ${round(place.y + Math.sin(a) * DOT)}L${round(place.x + Math.cos(a) * (r - 2))} ${round(place.y + Math.sin(a) * (r - 2))}`
            : null
        chosen = { box, label: { x: round(ax), y: round(baseline), anchor, leader } }
        break
      }
      if (chosen) break
    }
    chosen ??= {
      box: { x1: place.x + 8, y1: place.y - h, x2: place.x + 8 + w, y2: place.y + h * 0.4 },
      label: { x: round(place.x + 8), y: round(place.y + h * 0.35), anchor: 'start', leader: null },
    }
    taken.push(chosen.box)
    labels.set(place.slug, chosen.label)
  }

  return {
    width: WIDTH,
    height,
    outline,
    places: drawn.map((p) => ({
      slug: p.slug,
      name: p.name,
      href: p.href,
      x: round(p.x),
      y: round(p.y),
      current: p.current,
      label: labels.get(p.slug) ?? null,
    })),
  }
}
