import * as v from 'valibot'
import { Heading, SectionId, Text, Tone } from '../_shared/fields'

/** Big numbers with labels, e.g. "2000+ Projects Completed". */
export const schema = v.strictObject({
  type: v.literal('stats'),
  id: v.optional(SectionId),
  ...Heading,
  tone: Tone,
  items: v.pipe(v.array(v.strictObject({ value: Text, label: Text })), v.minLength(1, 'expected at least one stat')),
})
