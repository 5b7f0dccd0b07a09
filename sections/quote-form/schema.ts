import * as v from 'valibot'
import { SERVICE_OPTIONS } from '../../schemas/quote'
import { SectionId, Text, Tone } from '../_shared/fields'

/**
 * The quote request form (fields and messages from schemas/quote.ts). Place it on any page; its id (default
 * "quote") is the anchor that "Get Free Quote" buttons link to. On /contact it reads ?slab=&category=&price=.
 */
export const schema = v.strictObject({
  type: v.literal('quote-form'),
  id: v.optional(SectionId),
  tone: Tone,
  eyebrow: v.optional(Text),
  title: v.optional(Text),
  intro: v.optional(Text),
  /** Preselected service, e.g. "repair-restoration" on the repair page. */
  service: v.optional(v.picklist(SERVICE_OPTIONS.map((o) => o.value))),
})

/** The anchor of this section when the page JSON gives no id ("Get Free Quote" buttons link to "#quote"). */
export const defaultId = 'quote'
