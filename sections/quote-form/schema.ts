import * as v from 'valibot'
import { SERVICE_OPTIONS } from '../../schemas/quote'
import { Id, Text, Tone } from '../_shared/fields'
import type { ResolveContext, SectionInput } from '../section'

const d = v.description

/**
 * The quote request form (fields and messages from schemas/quote.ts). Place it on any page; its id (default
 * "quote") is the anchor that "Get Free Quote" buttons link to. On /contact it reads ?slab=&category=&price=.
 */
export const schema = v.pipe(
  v.strictObject({
    type: v.literal('quote-form'),
    id: Id,
    tone: Tone,
    eyebrow: v.optional(v.pipe(Text, d('Small uppercase label above the title.'))),
    title: v.optional(v.pipe(Text, d('The form’s heading (default "Get Your Free Quote").'))),
    intro: v.optional(v.pipe(Text, d('A sentence under the heading.'))),
    service: v.optional(
      v.pipe(v.picklist(SERVICE_OPTIONS.map((o) => o.value)), d('Preselected service, e.g. "repair-restoration" on the repair page.')),
    ),
  }),
  d('The quote request form; "Get Free Quote" buttons link to its anchor "#quote".'),
)

/** The anchor of this section when the page JSON gives no id ("Get Free Quote" buttons link to "#quote"). */
export const defaultId = 'quote'

/** Interactive: hydrates when it nears the viewport (and keeps whatever the visitor typed before that). */
export const island = { trigger: 'visible' } as const

/**
 * What the form renders: its props, the page it is on (a native post returns there with its messages), and the
 * other ways to reach the business (its side panel; the phone is also named in the error toast). `values` and
 * `errors` are set only when the server re-renders the page after a native post it could not accept.
 */
export type QuoteFormProps = Omit<SectionInput<typeof schema>, 'id'> & {
  id: string
  page: string
  contact: { phone: string; tel: string; email: string; hours: string[] }
  values?: Record<string, string>
  errors?: Record<string, string>
}

export function resolve({ id = defaultId, ...props }: SectionInput<typeof schema>, ctx: ResolveContext): QuoteFormProps {
  const { site } = ctx
  return {
    ...props,
    id,
    page: ctx.route,
    contact: {
      phone: site.phone.display,
      tel: `tel:+${site.phone.digits}`,
      email: site.email,
      hours: site.hours.map((h) => `${h.label}: ${h.text}`),
    },
  }
}
