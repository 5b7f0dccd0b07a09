import * as v from 'valibot'
import { ref } from '../../schemas/fields'
import { Heading, Id, Tone } from '../_shared/fields'
import type { ResolveContext, SectionInput } from '../section'

const d = v.description

/** Before and after: a card per transformation; a card opens a dialog with both images, the stats, challenges, solutions. */
export const schema = v.pipe(
  v.strictObject({
    type: v.literal('before-after'),
    id: Id,
    ...Heading,
    tone: Tone,
    projects: v.optional(
      v.pipe(v.array(ref('before-after')), d('Transformations to show, in order (default: all of data/before-after.json).')),
    ),
  }),
  d('Before and after: cards of transformations; clicking one opens both images with the stats, challenges and solutions.'),
)

export const island = { trigger: 'visible' } as const

export function resolve({ projects, ...rest }: SectionInput<typeof schema>, ctx: ResolveContext) {
  const all = ctx.all('before-after')
  const shown = projects ? projects.flatMap((id) => all.filter((p) => p.id === id)) : all
  return {
    ...rest,
    text: ctx.singleton('section-text')['before-after'],
    projects: shown.map((p) => ({
      id: p.id,
      title: p.title,
      location: p.location,
      material: p.material,
      projectType: p.projectType,
      description: p.description,
      before: ctx.image(p.beforeImage),
      after: ctx.image(p.afterImage),
      details: p.projectDetails,
      challenges: p.challenges,
      solutions: p.solutions,
    })),
  }
}
