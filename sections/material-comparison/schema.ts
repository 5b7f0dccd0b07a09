import * as v from 'valibot'
import { ref } from '../../schemas/fields'
import { Buttons, Heading, Id, Tone } from '../_shared/fields'
import { buttonsOf } from '../_shared/text'
import type { ResolveContext, SectionInput } from '../section'

const d = v.description

/** The material guide: pick one to three materials, compare their rating bars, pros and cons. */
export const schema = v.pipe(
  v.strictObject({
    type: v.literal('material-comparison'),
    id: Id,
    ...Heading,
    tone: Tone,
    materials: v.optional(
      v.pipe(
        v.array(ref('material-ratings')),
        v.minLength(2, 'expected at least two materials'),
        d('Materials offered, in order (default: all).'),
      ),
    ),
    initial: v.optional(
      v.pipe(
        v.array(ref('material-ratings')),
        v.minLength(1, 'expected one to three materials'),
        v.maxLength(3, 'expected one to three materials'),
        d('Selected at first (default: granite and quartz).'),
      ),
    ),
    actions: v.optional(
      v.pipe(
        Buttons,
        d(
          'Calls to action under the compared materials. A link to a page of the site carries the compared materials to its quote form (e.g. "/contact#quote" opens as /contact?materials=granite,quartz#quote).',
        ),
      ),
    ),
  }),
  d('The material guide: select one to three materials and compare rating bars (1-10), pros and cons, and every material in a table.'),
)

export const island = { trigger: 'visible' } as const

/** The ratings of a material (data/material-ratings.json), in the order they are shown. */
const RATINGS = ['durability', 'maintenance', 'heatResistance', 'stainResistance', 'cost'] as const

export function resolve(
  { materials, initial = ['granite', 'quartz'], actions, ...rest }: SectionInput<typeof schema>,
  ctx: ResolveContext,
) {
  const all = ctx.all('material-ratings')
  const shown = materials ? materials.flatMap((id) => all.filter((m) => m.id === id)) : all
  const { ratings, ...text } = ctx.singleton('section-text')['material-comparison']
  return {
    ...rest,
    text,
    actions: buttonsOf(actions ?? [], ctx.site),
    materials: shown.map((m) => ({
      id: m.id,
      name: m.material,
      ratings: RATINGS.map((key) => ({ key, label: ratings[key], value: m[key] })),
      pros: m.pros,
      cons: m.cons,
    })),
    initial: initial.filter((id) => shown.some((m) => m.id === id)),
  }
}
