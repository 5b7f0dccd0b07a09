import * as v from 'valibot'
import { ref, Text } from '../../schemas/fields'
import { Heading, Id, Tone } from '../_shared/fields'
import type { ResolveContext, RuleContext, SectionInput } from '../section'

const d = v.description

/** A side-by-side table of materials, row by row (e.g. granite vs quartz), from the material-ratings collection. */
export const schema = v.pipe(
  v.strictObject({
    type: v.literal('comparison-table'),
    id: Id,
    ...Heading,
    tone: Tone,
    caption: v.pipe(Text, d('What the table compares (read by screen readers; shown above it).')),
    materials: v.pipe(
      v.array(ref('material-ratings')),
      v.minLength(2, 'expected at least two materials'),
      d('Materials compared, in column order; each needs `comparison` rows in data/material-ratings.json.'),
    ),
  }),
  d('A side-by-side comparison of materials, category by category (rating and a line each), from data/material-ratings.json.'),
)

type Props = SectionInput<typeof schema>

export function resolve({ materials, ...rest }: Props, ctx: ResolveContext) {
  const records = materials.flatMap((id) => ctx.all('material-ratings').filter((m) => m.id === id))
  const categories = records[0]?.comparison?.map((row) => row.category) ?? []
  return {
    ...rest,
    text: ctx.singleton('section-text')['comparison-table'],
    columns: records.map((m) => m.material),
    rows: categories.map((category) => ({
      category,
      cells: records.map((m) => {
        const row = m.comparison?.find((r) => r.category === category)
        return { rating: row?.rating ?? '—', description: row?.description ?? '' }
      }),
    })),
  }
}

/** Every material compared needs the same comparison rows as the first. */
export function rules(props: Props, ctx: RuleContext) {
  const all = ctx.collections['material-ratings'] as { id: string; comparison?: { category: string }[] }[]
  const records = props.materials.map((id) => all.find((m) => m.id === id))
  const first = records[0]?.comparison?.map((r) => r.category).join('|')
  return props.materials.flatMap((id, i) => {
    const record = records[i]
    if (!record) return []
    if (!record.comparison?.length)
      return [{ path: `materials[${i}]`, message: `"${id}" has no comparison rows in data/material-ratings.json` }]
    if (record.comparison.map((r) => r.category).join('|') !== first)
      return [
        {
          path: `materials[${i}]`,
          message: `"${id}" must list the same comparison categories, in the same order, as "${props.materials[0]}"`,
        },
      ]
    return []
  })
}
