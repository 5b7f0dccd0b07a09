import * as v from 'valibot'
import { Heading, Icon, Id, Text, Tone } from '../_shared/fields'

const d = v.description

/** A list of benefits, reasons or values: icon, title and text per item. */
export const schema = v.pipe(
  v.strictObject({
    type: v.literal('feature-list'),
    id: Id,
    ...Heading,
    tone: Tone,
    columns: v.optional(v.pipe(v.picklist([2, 3, 4]), d('Items per row on large screens.'))),
    variant: v.optional(v.pipe(v.picklist(['cards', 'checklist']), d('cards: icon tiles; checklist: compact check-marked lines.'))),
    items: v.pipe(
      v.array(
        v.strictObject({
          icon: v.optional(Icon),
          title: v.pipe(Text, d('The benefit, reason or value.')),
          text: v.optional(v.pipe(Text, d('A sentence explaining it.'))),
        }),
      ),
      v.minLength(1, 'expected at least one item'),
      d('The items, in order.'),
    ),
  }),
  d('A list of benefits, reasons or values: icon, title and text per item.'),
)
