import * as v from 'valibot'
import { ref } from '../../schemas/fields'
import { locationHref } from '../../schemas/routing'
import { Id, Text, Tone } from '../_shared/fields'
import type { ResolveContext, SectionInput } from '../section'
import { buttonsOf, fill } from '../_shared/text'
import { drawServiceMap } from '../_shared/service-map'

const d = v.description

/**
 * The facts of one place served, read from its record in data/locations.json: population (and density), every ZIP
 * code, the neighborhoods served, nearby areas and the town it belongs to. "Location not found" when the record is
 * missing.
 */
export const schema = v.pipe(
  v.strictObject({
    type: v.literal('location-details'),
    id: Id,
    location: v.pipe(ref('locations'), d('Slug of the place, e.g. "white-plains" (data/locations.json).')),
    variant: v.optional(
      v.pipe(
        v.picklist(['full', 'facts']),
        d('full: facts, ZIP codes, neighborhoods and nearby areas; facts: one compact band of the key facts and ZIP codes.'),
      ),
    ),
    eyebrow: v.optional(v.pipe(Text, d('Small uppercase label above the title.'))),
    title: v.optional(v.pipe(Text, d('The heading (default: data/section-text.json, "{name} at a Glance"; "{name}" is replaced).'))),
    intro: v.optional(v.pipe(Text, d('A sentence under the heading (default: the record’s description).'))),
    tone: Tone,
    map: v.optional(
      v.pipe(
        v.boolean(),
        d('Shows the service-area map with this place marked, when the place has `geo` in data/locations.json (default true).'),
      ),
    ),
  }),
  d('The facts of a place served, from its record: population, ZIP codes, neighborhoods, nearby areas and parent town.'),
)

export function resolve(
  { location, variant = 'full', title, intro, map = true, ...rest }: SectionInput<typeof schema>,
  ctx: ResolveContext,
) {
  const words = ctx.singleton('section-text')
  const { title: defaultTitle, notFound, ...labels } = words['location-details']
  const text = { ...labels, notFound: { ...notFound, button: buttonsOf([notFound.button], ctx.site)[0]! } }
  const record = ctx.find('locations', location)
  if (!record) return { ...rest, variant, title: title ?? notFound.title, intro, text, place: null, map: null }
  const all = ctx.all('locations')
  const byName = (name: string) => all.find((p) => p.name.toLowerCase() === name.toLowerCase())
  const parent = record.parentTown ? byName(record.parentTown) : undefined
  return {
    ...rest,
    variant,
    title: fill(title ?? defaultTitle, { name: record.name }),
    intro: intro ?? record.description,
    text,
    map:
      map && record.geo
        ? {
            data: drawServiceMap(all, record.slug),
            label: words['service-areas'].map.label,
            title: fill(words['service-areas'].map.title, { name: record.name }),
          }
        : null,
    place: {
      name: record.name,
      type: words.placeTypes[record.type],
      population: record.population,
      density: record.density,
      zipCodes: record.zipCodes,
      parentTown: record.parentTown ? { name: record.parentTown, href: parent?.page ?? null } : null,
      neighborhoods: record.neighborhoods ?? [],
      nearby: (record.nearby ?? []).map((name) => {
        const place = byName(name)
        return { name, href: place?.page ? locationHref(place) : null }
      }),
    },
  }
}
