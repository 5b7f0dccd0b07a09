import * as v from 'valibot'
import { AnyText, Heading, Id, Text, Tone } from '../_shared/fields'

const d = v.description

/** A data table: comparisons, dimensions, example payments. The first column is the row header. */
export const schema = v.pipe(
  v.strictObject({
    type: v.literal('table'),
    id: Id,
    ...Heading,
    tone: Tone,
    caption: v.pipe(Text, d('What the table shows (read by screen readers; shown above it).')),
    columns: v.pipe(v.array(Text), v.minLength(2, 'expected at least two columns'), d('Column headings.')),
    rows: v.pipe(
      v.array(v.array(AnyText)),
      v.minLength(1, 'expected at least one row'),
      d('Rows of cells, one per column; the first cell heads the row.'),
    ),
    note: v.optional(v.pipe(Text, d('Fine print under the table, e.g. "Estimates subject to credit approval".'))),
  }),
  d('A data table: comparisons, dimensions, example payments. The first column heads each row.'),
)

/** Rules JSON Schema cannot say, checked by `npm run validate`: every row has one cell per column. */
export function rules(section: v.InferOutput<typeof schema>): { path: string; message: string }[] {
  return section.rows.flatMap((row, i) =>
    row.length === section.columns.length
      ? []
      : [{ path: `rows[${i}]`, message: `has ${row.length} cells, expected ${section.columns.length} (one per column)` }],
  )
}
