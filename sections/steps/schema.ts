import * as v from 'valibot'
import { Buttons, Heading, Id, Text, Tone } from '../_shared/fields'
import type { ResolveContext, SectionInput } from '../section'

const d = v.description

export const Step = v.strictObject({
  label: v.optional(v.pipe(Text, d('Replaces the step number, e.g. "Weeks 1-2" (default: 1, 2, 3 …).'))),
  title: v.pipe(Text, d('The step, e.g. "Templating".')),
  description: v.optional(v.pipe(Text, d('What happens in this step.'))),
  duration: v.optional(v.pipe(Text, d('How long it takes, e.g. "2-3 hours" or "5-7 days".'))),
  details: v.optional(v.pipe(v.array(Text), d('Check-marked details of the step.'))),
})

/** Numbered steps: process, remodel timelines, repair steps, application steps, consultation preparation. */
export const schema = v.pipe(
  v.strictObject({
    type: v.literal('steps'),
    id: Id,
    ...Heading,
    tone: Tone,
    variant: v.optional(
      v.pipe(
        v.picklist(['cards', 'timeline']),
        d('cards: numbered cards side by side; timeline: a vertical line of steps with durations and details.'),
      ),
    ),
    steps: v.pipe(v.array(Step), v.minLength(2, 'expected at least two steps'), d('The steps, in order.')),
    total: v.optional(
      v.pipe(
        v.strictObject({ label: Text, value: Text }),
        d('A summary after the steps, e.g. { "label": "Total timeline", "value": "2-3 weeks" }.'),
      ),
    ),
    buttons: v.optional(v.pipe(Buttons, d('Buttons after the steps.'))),
  }),
  d('Numbered steps with optional durations and details; the timeline variant draws them on a vertical line.'),
)

/** The words a screen reader hears before each step and duration (data/section-text.json). */
export function resolve(props: SectionInput<typeof schema>, ctx: ResolveContext) {
  return { ...props, text: ctx.singleton('section-text').steps }
}
