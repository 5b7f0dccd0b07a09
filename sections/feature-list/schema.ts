import * as v from 'valibot'
import { Heading, Icon, SectionId, Text, Tone } from '../_shared/fields'

/** A list of benefits, reasons or values: icon, title and text per item. */
export const schema = v.strictObject({
  type: v.literal('feature-list'),
  id: v.optional(SectionId),
  ...Heading,
  tone: Tone,
  columns: v.optional(v.picklist([2, 3, 4])),
  /** cards: icon tiles; checklist: compact check-marked lines. */
  variant: v.optional(v.picklist(['cards', 'checklist'])),
  items: v.pipe(
    v.array(v.strictObject({ icon: v.optional(Icon), title: Text, text: v.optional(Text) })),
    v.minLength(1, 'expected at least one item'),
  ),
})
