import * as v from 'valibot'
import { ref } from '../../schemas/fields'
import { serviceHref } from '../../schemas/routing'
import type { CatalogItem } from '../../schemas/records'
import { Heading, Id, Text, Tone } from '../_shared/fields'
import type { ResolveContext, RuleContext, SectionInput } from '../section'
import { fill } from '../_shared/text'

const d = v.description

/** Cards for catalogue records (data/catalog.json): image, name, Popular badge, features, starting price, link. */
export const schema = v.pipe(
  v.strictObject({
    type: v.literal('catalog-grid'),
    id: Id,
    ...Heading,
    tone: Tone,
    category: v.optional(
      v.pipe(v.picklist(['materials', 'services', 'all']), d('Which records to show when `items` is not given (default: all).')),
    ),
    items: v.optional(v.pipe(v.array(ref('catalog')), d('Catalogue slugs to show, in this order (overrides `category`).'))),
    featureCount: v.optional(
      v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10), d('How many features each card lists (the home grid shows 3).')),
    ),
    buttonLabel: v.optional(
      v.pipe(
        Text,
        d('Button label; "{name}" is replaced by the record name (default: data/section-text.json, "Explore {name} Countertops").'),
      ),
    ),
  }),
  d('Cards for catalogue records: image, name, Popular badge, short description, features, starting price and a link to its page.'),
)

type Props = SectionInput<typeof schema>

/** The records a grid shows: its explicit list (in order), or every record of its category. */
function shown(props: Pick<Props, 'items' | 'category'>, all: readonly CatalogItem[]): CatalogItem[] {
  if (props.items?.length) return props.items.flatMap((slug) => all.filter((item) => item.slug === slug))
  const category = props.category ?? 'all'
  return all.filter((item) => category === 'all' || item.category === category)
}

export function resolve({ items, category, featureCount = 3, buttonLabel, ...rest }: Props, ctx: ResolveContext) {
  const { button, ...text } = ctx.singleton('section-text')['catalog-grid']
  // A label that reads naturally (data/section-text.json): materials are "Explore Granite Countertops", services
  // "Explore Kitchen Remodeling".
  const label = (item: CatalogItem) => fill(buttonLabel ?? button[item.category], { name: item.name })
  return {
    ...rest,
    text,
    cards: shown({ items, category }, ctx.all('catalog')).map((item) => ({
      slug: item.slug,
      name: item.name,
      href: serviceHref(item.slug),
      image: ctx.image(item.image),
      popular: item.popular ?? false,
      shortDescription: item.shortDescription,
      features: item.features.slice(0, featureCount),
      price: item.price,
      action: label(item),
    })),
  }
}

/** Each card links to its record's page: `npm run validate` checks those pages exist. */
export function links(props: Props, ctx: RuleContext) {
  return shown(props, ctx.collections.catalog).map((item) => ({ path: props.items ? 'items' : 'category', href: serviceHref(item.slug) }))
}
