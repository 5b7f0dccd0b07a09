import * as v from 'valibot'
import { ref } from '../../schemas/fields'
import { Button, Heading, Id, ImageName, Text, Tone } from '../_shared/fields'
import type { ResolveContext, SectionInput } from '../section'
import { formatPrice } from '../_shared/format'

const d = v.description

export const PriceCard = v.strictObject({
  service: v.optional(
    v.pipe(
      ref('catalog'),
      d('A catalogue material, e.g. "marble": its name, starting price, unit and description come from data/catalog.json.'),
    ),
  ),
  material: v.optional(v.pipe(Text, d('The material’s name, e.g. "Butcher Block" (not needed with `service`).'))),
  price: v.optional(v.pipe(Text, d('The price as shown, e.g. "$25" or "$45-65" (not needed with `service`).'))),
  unit: v.optional(v.pipe(Text, d('The price unit (default: the section’s `unit`).'))),
  description: v.optional(v.pipe(Text, d('A sentence about the material (with `service`: replaces its short description).'))),
  features: v.optional(v.pipe(v.array(Text), d('Check-marked lines, e.g. ["Heat resistant", "Budget friendly"].'))),
  popular: v.optional(v.pipe(v.boolean(), d('Marks the card with the popular badge.'))),
  badge: v.optional(v.pipe(Text, d('The badge text (default: data/section-text.json, "Popular"); shown when `popular` is set.'))),
  image: v.optional(v.pipe(ImageName, d('A swatch of the material (with `service`: defaults to its catalogue image).'))),
  link: v.optional(v.pipe(Button, d('A link under the card (with `service`: defaults to nothing; use it to link the material page).'))),
})

/** Material prices per square foot: bathroom materials, town material cards, budget options. */
export const schema = v.pipe(
  v.strictObject({
    type: v.literal('price-cards'),
    id: Id,
    ...Heading,
    tone: Tone,
    unit: v.optional(v.pipe(Text, d('The unit under every price (default: data/section-text.json, "per sq ft").'))),
    priceLabel: v.optional(v.pipe(Text, d('The small label above each price (default: data/section-text.json, "Starting at").'))),
    columns: v.optional(v.pipe(v.picklist([2, 3, 4]), d('Cards per row on large screens (default: from the number of cards).'))),
    showImages: v.optional(v.pipe(v.boolean(), d('Show each material’s image as a swatch on top (default: when the cards have images).'))),
    items: v.pipe(v.array(PriceCard), v.minLength(1, 'expected at least one card'), d('The materials, in order.')),
    note: v.optional(v.pipe(Text, d('Fine print under the cards, e.g. "Installed prices vary with edge and cutouts".'))),
  }),
  d(
    'Material price cards: name, price per sq ft, description, features and a popular badge; prices of catalogue materials come from the catalogue.',
  ),
)

type Props = SectionInput<typeof schema>

export function resolve({ items, unit: givenUnit, priceLabel, showImages, ...rest }: Props, ctx: ResolveContext) {
  const text = ctx.singleton('section-text')['price-cards']
  const unit = givenUnit ?? text.unit
  const cards = items.map((item) => {
    const record = item.service ? ctx.find('catalog', item.service) : undefined
    return {
      name: item.material ?? record?.name ?? item.service ?? '',
      price: item.price ?? (record ? formatPrice(record.price.starting) : ''),
      unit: item.unit ?? (record && !item.price ? record.price.unit : unit),
      description: item.description ?? record?.shortDescription,
      features: item.features,
      badge: item.popular ? (item.badge ?? text.badge) : undefined,
      image: item.image ?? (record ? ctx.image(record.image) : undefined),
      link: item.link,
    }
  })
  return { ...rest, priceLabel: priceLabel ?? text.priceLabel, showImages: showImages ?? cards.some((c) => c.image), cards }
}

/** Every card names a material and a price, directly or through its catalogue record. */
export function rules(props: Props): { path: string; message: string }[] {
  return props.items.flatMap((item, i) => [
    ...(!item.service && !item.material
      ? [{ path: `items[${i}]`, message: 'needs a "material" name, or a "service" (catalogue slug) to read it from' }]
      : []),
    ...(!item.service && !item.price
      ? [{ path: `items[${i}]`, message: 'needs a "price", or a "service" (catalogue slug) to read it from' }]
      : []),
  ])
}
