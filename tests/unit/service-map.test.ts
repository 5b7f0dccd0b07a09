import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { drawServiceMap, LABEL_SIZE } from '../../sections/_shared/service-map'

const places = JSON.parse(readFileSync(join(import.meta.dirname, '../../data/locations.json'), 'utf8')).items as {
  slug: string
  name: string
  page?: string
  geo?: { lat: number; lon: number }
}[]

describe('the service-area map, drawn at build time from data/locations.json', () => {
  const map = drawServiceMap(places)

  it('draws every place with coordinates inside the map, and only those', () => {
    expect(map.places.map((p) => p.slug)).toEqual(places.filter((p) => p.geo).map((p) => p.slug))
    for (const p of map.places) {
      expect(p.x, p.slug).toBeGreaterThan(0)
      expect(p.x, p.slug).toBeLessThan(map.width)
      expect(p.y, p.slug).toBeGreaterThan(0)
      expect(p.y, p.slug).toBeLessThan(map.height)
    }
  })

  it('links and labels every place with a page, each label inside the map and on a line of its own', () => {
    const linked = map.places.filter((p) => p.href)
    expect(linked.map((p) => p.href)).toEqual(places.filter((p) => p.page && p.geo).map((p) => p.page))
    const labels = linked.map((p) => p.label!)
    for (const l of labels) {
      expect(l.x).toBeGreaterThanOrEqual(0)
      expect(l.x).toBeLessThanOrEqual(map.width)
      expect(l.y).toBeGreaterThan(LABEL_SIZE / 2)
      expect(l.y).toBeLessThanOrEqual(map.height)
    }
    expect(new Set(labels.map((l) => `${l.x},${l.y}`)).size).toBe(labels.length)
    expect(map.places.filter((p) => !p.href).every((p) => p.label === null)).toBe(true)
  })

  it('marks the place whose page shows it, and is the same drawing for the same data', () => {
    const here = places.find((p) => p.page && p.geo)!
    expect(
      drawServiceMap(places, here.slug)
        .places.filter((p) => p.current)
        .map((p) => p.slug),
    ).toEqual([here.slug])
    expect(drawServiceMap(places)).toEqual(map)
    expect(map.outline).toMatch(/^M[\d.]+ [\d.]+(L[\d.]+ [\d.]+)+Z$/)
  })
})
