import * as v from 'valibot'
import { Button, SectionId, Text } from '../_shared/fields'

/**
 * The hero of a material or service page, read from its catalogue record by slug: name, long description,
 * starting price and unit, image, quote and call buttons. Shows "Service not found" when the record is missing.
 */
export const schema = v.strictObject({
  type: v.literal('service-hero'),
  id: v.optional(SectionId),
  service: Text,
  eyebrow: v.optional(Text),
  badge: v.optional(v.strictObject({ label: Text, tone: v.optional(v.picklist(['default', 'emergency'])) })),
  /** Replaces the default buttons (Get Free Quote → #quote, call). */
  buttons: v.optional(v.array(Button)),
  /** Show the record's benefits as a checklist inside the hero. */
  showBenefits: v.optional(v.boolean()),
})

export const refs = { service: 'catalog' } as const
