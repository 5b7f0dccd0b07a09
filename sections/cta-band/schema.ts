import * as v from 'valibot'
import { Buttons, Id, Text } from '../_shared/fields'

const d = v.description

/** A call-to-action band: headline, text, buttons. "emergency" is the red 24/7 band; "dark" the charcoal one. */
export const schema = v.pipe(
  v.strictObject({
    type: v.literal('cta-band'),
    id: Id,
    tone: v.optional(
      v.pipe(
        v.picklist(['default', 'dark', 'accent', 'emergency']),
        d('default (light), dark (charcoal), accent (bronze), emergency (red, 24/7).'),
      ),
    ),
    eyebrow: v.optional(v.pipe(Text, d('Small uppercase label above the headline.'))),
    headline: v.pipe(Text, d('The band’s headline.')),
    text: v.optional(v.pipe(Text, d('A sentence under the headline.'))),
    buttons: v.optional(Buttons),
    notes: v.optional(v.pipe(v.array(Text), d('Short reassurance lines under the buttons, e.g. "No obligation".'))),
  }),
  d('A call-to-action band: headline, text, buttons and reassurance notes.'),
)
