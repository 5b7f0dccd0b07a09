import * as v from 'valibot'
import { serviceHref } from '../../app/routing'
import { Heading, SectionId, Text, Tone } from '../_shared/fields'

/** Cards for catalogue records (data/catalog.json): image, name, Popular badge, features, starting price, link. */
export const schema = v.strictObject({
  type: v.literal('catalog-grid'),
  id: v.optional(SectionId),
  ...Heading,
  tone: Tone,
  /** Which records: a category, or explicit slugs in display order. */
  category: v.optional(v.picklist(['materials', 'services', 'all'])),
  items: v.optional(v.array(Text)),
  /** How many features each card lists (SPEC: the home grid shows 3). */
  featureCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10))),
  /** Button label; "{name}" is replaced by the record name. */
  buttonLabel: v.optional(Text),
})

/** Record references checked by `npm run validate`. */
export const refs = { items: 'catalog' } as const

/** Slugs of the records a grid shows: its explicit list, or every record of its category. */
export function shownSlugs(section: v.InferOutput<typeof schema>, catalog: readonly { slug: string; category: string }[]): string[] {
  if (section.items) return section.items
  const category = section.category ?? 'all'
  return catalog.filter((item) => category === 'all' || item.category === category).map((item) => item.slug)
}

/** Each card links to its record's page: `npm run validate` checks those pages exist. */
export function links(section: v.InferOutput<typeof schema>, ctx: { catalog: readonly { slug: string; category: string }[] }) {
  return shownSlugs(section, ctx.catalog).map((slug) => ({ path: section.items ? `items` : 'category', href: serviceHref(slug) }))
}
