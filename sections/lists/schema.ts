import * as v from 'valibot'
import { Heading, Id, Text, Tone } from '../_shared/fields'

const d = v.description

/** One or more titled lists side by side: specs, repair vs replace, requirements, prepare / expect... */
export const schema = v.pipe(
  v.strictObject({
    type: v.literal('lists'),
    id: Id,
    ...Heading,
    tone: Tone,
    lists: v.pipe(
      v.array(
        v.strictObject({
          title: v.pipe(Text, d('The list’s heading.')),
          text: v.optional(v.pipe(Text, d('A sentence under the heading.'))),
          tone: v.optional(
            v.pipe(v.picklist(['neutral', 'good', 'warning']), d('good: green checks; warning: amber marks; neutral: bronze dots.')),
          ),
          items: v.pipe(v.array(Text), v.minLength(1, 'expected at least one item'), d('The lines of the list.')),
        }),
      ),
      v.minLength(1, 'expected at least one list'),
      d('The lists, side by side on large screens.'),
    ),
  }),
  d('Titled lists side by side: specifications, repair vs replace, requirements, what to prepare and expect.'),
)
