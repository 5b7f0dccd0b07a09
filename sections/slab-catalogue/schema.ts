import * as v from 'valibot'
import { Href, ref, Text } from '../../schemas/fields'
import { Buttons, Heading, Id, Tone } from '../_shared/fields'
import type { ResolveContext, SectionInput } from '../section'
import { buttonsOf } from '../_shared/text'

const d = v.description

/** The slab catalogue: filter by category, favourites, a details dialog, and "Select This Slab" → the quote form. */
export const schema = v.pipe(
  v.strictObject({
    type: v.literal('slab-catalogue'),
    id: Id,
    ...Heading,
    tone: Tone,
    categories: v.optional(
      v.pipe(v.array(ref('slab-categories')), d('Categories offered as filters, in order (default: all of data/slab-categories.json).')),
    ),
    selectTo: v.optional(
      v.pipe(
        Href,
        v.regex(/^\//, 'expected a page and the anchor of its quote form, like "/contact#quote"'),
        d(
          'Where "Select This Slab" leads: a page’s quote form, e.g. "/contact#quote"; the slab, its category and price are added to the address (default: data/section-text.json).',
        ),
      ),
    ),
    help: v.optional(
      v.pipe(
        v.strictObject({
          title: v.pipe(Text, d('Its heading.')),
          text: v.pipe(Text, d('A sentence under it.')),
          buttons: v.optional(
            v.pipe(Buttons, d('Its buttons, e.g. to "/contact", "/showroom-appointment" and "tel" (default: data/section-text.json).')),
          ),
        }),
        d('The help block under the slabs (default: data/section-text.json).'),
      ),
    ),
  }),
  d(
    'The slab catalogue: filter buttons (All and each category, in the URL as ?material=), favourites, details dialog, select → quote form.',
  ),
)

export const island = { trigger: 'visible' } as const

/**
 * Where "Select This Slab" goes: a page's quote form (`to`, "/contact#quote": its anchor, so the visitor lands at it),
 * told the slab, its category and its price (as the specification asks). The server renders the form with the slab in a note; it is
 * sent as the request's own fields, never inside the visitor's project details.
 */
export function selectHref(to: string, slab: { name: string }, categoryName: string, price: string) {
  const [path, hash] = to.split('#')
  const query = new URLSearchParams({ slab: slab.name, category: categoryName, price }).toString().replace(/\+/g, '%20')
  return `${path}?${query}${hash === undefined ? '' : `#${hash}`}`
}

export function resolve({ categories, help, selectTo, ...rest }: SectionInput<typeof schema>, ctx: ResolveContext) {
  const { help: defaultHelp, selectTo: defaultSelectTo, origin, brand, ...text } = ctx.singleton('section-text')['slab-catalogue']
  const to = selectTo ?? defaultSelectTo
  const allCategories = ctx.all('slab-categories')
  const shownCategories = categories ? categories.flatMap((id) => allCategories.filter((c) => c.id === id)) : allCategories
  const slabs = ctx.all('slabs').filter((s) => shownCategories.some((c) => c.id === s.category))
  const categoryName = (id: string) => allCategories.find((c) => c.id === id)?.name ?? id
  return {
    ...rest,
    text,
    help: { ...(help ?? defaultHelp), buttons: help?.buttons ?? buttonsOf(defaultHelp.buttons, ctx.site) },
    categories: shownCategories.map((c) => ({
      id: c.id,
      name: c.name,
      description: c.description,
      count: slabs.filter((s) => s.category === c.id).length,
    })),
    slabs: slabs.map((s) => ({
      id: s.id,
      name: s.name,
      category: s.category,
      categoryName: categoryName(s.category),
      color: s.color,
      source: s.origin ? { label: origin, value: s.origin } : { label: brand, value: s.brand ?? '' },
      finish: s.finish,
      thickness: s.thickness,
      price: s.price,
      // A slab without a swatch of its own shows its category's picture (validate notes which).
      image: ctx.image(s.image ?? allCategories.find((c) => c.id === s.category)!.image),
      features: s.features,
      popular: s.popular ?? false,
      select: selectHref(to, s, categoryName(s.category), s.price),
    })),
  }
}
