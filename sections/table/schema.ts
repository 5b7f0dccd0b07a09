import * as v from 'valibot'
import { Heading, SectionId, Text, Tone } from '../_shared/fields'

/** A data table: comparisons, dimensions, example payments. The first column is the row header. */
export const schema = v.strictObject({
  type: v.literal('table'),
  id: v.optional(SectionId),
  ...Heading,
  tone: Tone,
  caption: Text,
  columns: v.pipe(v.array(Text), v.minLength(2, 'expected at least two columns')),
  rows: v.pipe(v.array(v.array(v.string())), v.minLength(1, 'expected at least one row')),
  /** Fine print under the table, e.g. "Estimates subject to credit approval". */
  note: v.optional(Text),
})

/** Rules JSON Schema cannot say, checked by `npm run validate`: every row has one cell per column. */
export function rules(section: v.InferOutput<typeof schema>): { path: string; message: string }[] {
  return section.rows.flatMap((row, i) =>
    row.length === section.columns.length
      ? []
      : [{ path: `rows[${i}]`, message: `has ${row.length} cells, expected ${section.columns.length} (one per column)` }],
  )
}
