import * as v from 'valibot'
import { locationHref } from '../../schemas/routing'
import { Heading, Id, Text, Tone } from '../_shared/fields'
import type { ResolveContext, RuleContext, SectionInput } from '../section'
import { fill } from '../_shared/text'
import { drawServiceMap } from '../_shared/service-map'

const d = v.description

/**
 * Places served, from data/locations.json. "full": Major Cities cards (linking to their pages, showing the population
 * or else the type) and the other places split in half into two plain lists. "list": one compact list of place names.
 */
export const schema = v.pipe(
  v.strictObject({
    type: v.literal('service-areas'),
    id: Id,
    ...Heading,
    tone: Tone,
    variant: v.optional(
      v.pipe(v.picklist(['full', 'list']), d('full: city cards and two lists of towns and villages; list: one compact list of names.')),
    ),
    citiesTitle: v.optional(v.pipe(Text, d('Heading over the city cards (default: data/section-text.json, "Major Cities").'))),
    townsTitle: v.optional(v.pipe(Text, d('Heading of the first list (default: data/section-text.json, "Towns We Serve").'))),
    villagesTitle: v.optional(v.pipe(Text, d('Heading of the second list (default: data/section-text.json, "Villages & Hamlets").'))),
    limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), d('For "list": how many places to show, in file order.'))),
    map: v.optional(
      v.pipe(
        v.boolean(),
        d(
          'For "full": a map of the places (those with `geo` in data/locations.json) beside the two lists, each place with a page a link to it.',
        ),
      ),
    ),
  }),
  d('Places served, from data/locations.json: city cards linking to their pages and the towns, villages and hamlets.'),
)

export function resolve(
  { variant = 'full', citiesTitle: givenCitiesTitle, townsTitle, villagesTitle, limit, map, ...rest }: SectionInput<typeof schema>,
  ctx: ResolveContext,
) {
  const text = ctx.singleton('section-text')
  const words = text['service-areas']
  const citiesTitle = givenCitiesTitle ?? words.citiesTitle
  const places = ctx.all('locations')
  if (variant === 'list') {
    const shown = limit ? places.slice(0, limit) : places
    return {
      ...rest,
      variant,
      citiesTitle,
      cities: [],
      lists: [],
      places: shown.map((p) => ({ slug: p.slug, name: p.name })),
      map: null,
    }
  }
  const cities = places.filter((l) => l.type === 'city')
  const others = places.filter((l) => l.type !== 'city')
  const half = Math.ceil(others.length / 2)
  return {
    ...rest,
    variant,
    citiesTitle,
    cities: cities.map((c) => ({
      slug: c.slug,
      name: c.name,
      href: locationHref(c),
      meta: c.population ? fill(words.population, { population: c.population }) : text.placeTypes[c.type],
    })),
    lists: [
      { title: townsTitle ?? words.townsTitle, places: others.slice(0, half).map((p) => ({ slug: p.slug, name: p.name })) },
      { title: villagesTitle ?? words.villagesTitle, places: others.slice(half).map((p) => ({ slug: p.slug, name: p.name })) },
    ].filter((list) => list.places.length),
    places: [],
    map: map ? { data: drawServiceMap(places), label: words.map.label } : null,
  }
}

/** The city cards (and the map's places) link to their places' pages: `npm run validate` checks those pages exist. */
export function links({ variant = 'full', map }: SectionInput<typeof schema>, ctx: RuleContext) {
  if (variant === 'list') return []
  const places = ctx.collections.locations ?? []
  return [
    ...places.filter((l) => l.type === 'city').map((city) => ({ path: 'variant', href: locationHref(city) })),
    ...(map ? places.filter((l) => l.page && l.geo).map((place) => ({ path: 'map', href: locationHref(place) })) : []),
  ]
}
