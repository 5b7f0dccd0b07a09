import * as v from 'valibot'
import { ref } from '../../schemas/fields'
import type { CatalogItem } from '../../schemas/records'
import { Buttons, Id, Text } from '../_shared/fields'
import type { ResolveContext, SectionInput } from '../section'
import { buttonsOf } from '../_shared/text'

const d = v.description

/**
 * The hero of a material or service page, read from its catalogue record by slug: name, long description,
 * starting price and unit, image, quote and call buttons. Shows "Service not found" when the record is missing.
 */
export const schema = v.pipe(
  v.strictObject({
    type: v.literal('service-hero'),
    id: Id,
    service: v.pipe(ref('catalog'), d('Slug of the catalogue record this page is about, e.g. "granite".')),
    eyebrow: v.optional(v.pipe(Text, d('Small label above the headline.'))),
    badge: v.optional(
      v.pipe(
        v.strictObject({ label: Text, tone: v.optional(v.picklist(['default', 'emergency'])) }),
        d('A pill above the headline, e.g. { "label": "24/7 Emergency Service", "tone": "emergency" }.'),
      ),
    ),
    buttons: v.optional(
      v.pipe(Buttons, d('Replaces the default buttons (data/section-text.json: Get Free Quote → /contact, Call <phone>).')),
    ),
    showBenefits: v.optional(v.pipe(v.boolean(), d('Also list the record’s benefits under the hero.'))),
  }),
  d('The hero of a material or service page, from its catalogue record ("Service not found" when missing).'),
)

/** The heading shown for a record: a material's reads as data/section-text.json words it ("Granite Countertops"), a service keeps its name. */
export const serviceTitle = (item: CatalogItem, materialTitle: string) =>
  item.category === 'materials' ? materialTitle.replaceAll('{name}', item.name) : item.name

export function resolve({ service, buttons, ...rest }: SectionInput<typeof schema>, ctx: ResolveContext) {
  const item = ctx.find('catalog', service)
  const { buttons: defaultButtons, notFound, materialTitle, ...text } = ctx.singleton('section-text')['service-hero']
  return {
    ...rest,
    buttons: buttons ?? buttonsOf(defaultButtons, ctx.site),
    text: { ...text, notFound: { ...notFound, button: buttonsOf([notFound.button], ctx.site)[0]! } },
    record: item
      ? {
          title: serviceTitle(item, materialTitle),
          longDescription: item.longDescription,
          price: item.price,
          image: ctx.image(item.image),
          benefits: item.benefits,
        }
      : null,
  }
}
