import * as v from 'valibot'
import { Button, Heading, Icon, Id, QUOTE_FORM_ANCHOR, Text, Tone } from '../_shared/fields'
import type { ResolveContext, SectionInput } from '../section'

const d = v.description

export const Plan = v.strictObject({
  name: v.pipe(Text, d('The plan’s name, e.g. "Complete Transformation", "Material Selection Visit", "12 Months".')),
  subtitle: v.optional(v.pipe(Text, d('A line under the name, e.g. the lender ("Synchrony Bank") or who it suits.'))),
  icon: v.optional(Icon),
  price: v.optional(v.pipe(Text, d('The price as shown, large: "From $35,000", "Free", "0% APR", "20+".'))),
  priceUnit: v.optional(v.pipe(Text, d('Small text after the price, e.g. "per month", "installations/month", "APR".'))),
  duration: v.optional(v.pipe(Text, d('How long it takes, shown with a clock: "60-90 min", "8-10 weeks".'))),
  description: v.optional(v.pipe(Text, d('A sentence or two about the plan.'))),
  facts: v.optional(
    v.pipe(
      v.array(v.strictObject({ label: Text, value: Text })),
      d('Named figures, e.g. [{ "label": "Minimum purchase", "value": "$500" }, { "label": "APR", "value": "0%-29.99%" }].'),
    ),
  ),
  featuresTitle: v.optional(v.pipe(Text, d('A label over the features, e.g. "Includes" or "Benefits".'))),
  features: v.optional(v.pipe(v.array(Text), d('Check-marked lines: what is included.'))),
  popular: v.optional(v.pipe(v.boolean(), d('Highlights the plan (raised, bronze border) with the popular label.'))),
  popularLabel: v.optional(v.pipe(Text, d('The highlight’s label (default "Most Popular").'))),
  button: v.optional(
    v.pipe(
      Button,
      d('The plan’s call to action, e.g. { "label": "Select Package", "href": "#quote", "track": { "event": "select_package", … } }.'),
    ),
  ),
})

/**
 * Side-by-side plans: remodel packages, showroom visit types, consultation sessions, partnership levels,
 * financing tiers and lender offers. One plan may be marked popular.
 */
export const schema = v.pipe(
  v.strictObject({
    type: v.literal('pricing-table'),
    id: Id,
    ...Heading,
    tone: Tone,
    columns: v.optional(v.pipe(v.picklist([2, 3, 4]), d('Plans per row on large screens (default: from the number of plans, at most 3).'))),
    plans: v.pipe(v.array(Plan), v.minLength(1, 'expected at least one plan'), d('The plans, in order.')),
    note: v.optional(v.pipe(Text, d('Fine print under the plans, e.g. "Subject to credit approval".'))),
  }),
  d('Plans side by side: name, price, duration, description, features, a popular highlight and a button per plan.'),
)

/** Rules JSON Schema cannot say, checked by `npm run validate`. */
export function rules(section: v.InferOutput<typeof schema>): { path: string; message: string }[] {
  const popular = section.plans.flatMap((p, i) => (p.popular ? [i] : []))
  return popular.length > 1
    ? [{ path: `plans[${popular[1]}].popular`, message: 'only one plan can be marked popular: it is the one the page recommends' }]
    : []
}

/**
 * A plan's button that leads to a quote form on the same page carries the plan to it: `#quote` becomes
 * `?plan=Complete%20Transformation#quote`, and the server renders the page with that plan chosen in the form (with or
 * without JavaScript). The form offers the same plans (sections/quote-form/schema.ts).
 */
export function resolve(props: SectionInput<typeof schema>, ctx: ResolveContext) {
  const forms = new Set(ctx.sections.filter((s) => s.type === 'quote-form').map((s) => `#${s.id ?? QUOTE_FORM_ANCHOR}`))
  return {
    ...props,
    text: ctx.singleton('section-text')['pricing-table'],
    plans: props.plans.map((plan) =>
      plan.button && forms.has(plan.button.href)
        ? {
            ...plan,
            button: { ...plan.button, href: `?${new URLSearchParams({ plan: plan.name })}${plan.button.href}`.replace(/\+/g, '%20') },
          }
        : plan,
    ),
  }
}
