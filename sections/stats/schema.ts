import * as v from 'valibot'
import { RecordListName } from '../../schemas/fields'
import { didYouMean } from '../../schemas/suggest'
import { Heading, Id, Text, Tone } from '../_shared/fields'
import type { ResolveContext, RuleContext, SectionInput } from '../section'
import type { ListRecordName } from '../../schemas/record-collections'

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
        v.pipe(
          v.strictObject({
            value: v.optional(v.pipe(Text, d('The figure, e.g. "2000+" or "{site.projects}".'))),
            count: v.optional(
              v.pipe(
                RecordListName,
                d('Instead of a value: a collection whose records are counted, e.g. "slab-categories" (stays right as records are added).'),
              ),
            ),
            label: v.pipe(Text, d('What it counts, e.g. "Projects Completed".')),
          }),
          v.check(
            (item) => (item.value === undefined) !== (item.count === undefined),
            'give the figure as "value", or a collection to count as "count": one of the two',
          ),
          v.title('Figure'),
        ),
      ),
      v.minLength(1, 'expected at least one stat'),
      v.title('Figures'),
      d('The figures, in order.'),
    ),
  }),
  d('Big numbers with labels, e.g. "2000+ Projects Completed".'),
)

type Props = SectionInput<typeof schema>

/** A counted figure is the number of records its collection holds when the page is built. */
export function resolve({ items, ...rest }: Props, ctx: ResolveContext) {
  return {
    ...rest,
    items: items.map(({ value, count, label }) => ({
      value: count === undefined ? (value ?? '') : String(ctx.all(count as ListRecordName).length),
      label,
    })),
  }
}

/** A count names a collection of records. */
export function rules(props: Props, ctx: RuleContext) {
  const lists = Object.entries(ctx.collections)
    .filter(([, records]) => Array.isArray(records))
    .map(([name]) => name)
  return props.items.flatMap(({ count }, i) =>
    count === undefined || lists.includes(count)
      ? []
      : [
          {
            path: `items[${i}].count`,
            message: `"${count}" is not a collection of records${didYouMean(count, lists) || ` — known: ${lists.join(', ')}`}`,
          },
        ],
  )
}
