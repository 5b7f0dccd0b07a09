import * as v from 'valibot'
import { Button, SectionId, Text } from '../_shared/fields'

/** A call-to-action band: headline, text, buttons. "emergency" is the red 24/7 band; "dark" the charcoal one. */
export const schema = v.strictObject({
  type: v.literal('cta-band'),
  id: v.optional(SectionId),
  tone: v.optional(v.picklist(['default', 'dark', 'accent', 'emergency'])),
  eyebrow: v.optional(Text),
  headline: Text,
  text: v.optional(Text),
  buttons: v.optional(v.array(Button)),
  /** Short reassurance lines under the buttons, e.g. "No obligation". */
  notes: v.optional(v.array(Text)),
})
