import * as v from 'valibot'
import { Heading, SectionId, Text, Tone } from '../_shared/fields'

/** One or more titled lists side by side: specs, repair vs replace, requirements, prepare / expect... */
export const schema = v.strictObject({
  type: v.literal('lists'),
  id: v.optional(SectionId),
  ...Heading,
  tone: Tone,
  lists: v.pipe(
    v.array(
      v.strictObject({
        title: Text,
        text: v.optional(Text),
        /** good: green checks; warning: amber marks; neutral: bronze dots. */
        tone: v.optional(v.picklist(['neutral', 'good', 'warning'])),
        items: v.pipe(v.array(Text), v.minLength(1, 'expected at least one item')),
      }),
    ),
    v.minLength(1, 'expected at least one list'),
  ),
})
