import * as v from 'valibot'
import { Heading, Id, Text, Tone } from '../_shared/fields'

const d = v.description

/** Big numbers with labels, e.g. "2000+ Projects Completed". */
export const schema = v.pipe(
  v.strictObject({
    type: v.literal('stats'),
    id: Id,
    ...Heading,
    tone: Tone,
    items: v.pipe(
      v.array(
        v.strictObject({
          value: v.pipe(Text, d('The figure, e.g. "2000+".')),
          label: v.pipe(Text, d('What it counts, e.g. "Projects Completed".')),
        }),
      ),
      v.minLength(1, 'expected at least one stat'),
      d('The figures, in order.'),
    ),
  }),
  d('Big numbers with labels, e.g. "2000+ Projects Completed".'),
)
