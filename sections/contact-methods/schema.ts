import * as v from 'valibot'
import { Button, Heading, Icon, Id, Text, Tone } from '../_shared/fields'
import type { ResolveContext, SectionInput } from '../section'

const d = v.description

const Kind = v.pipe(
  v.picklist(['call', 'email', 'text', 'other']),
  d(
    'call, email, text: the details and the link come from data/site.json (tel:, mailto:, sms:); other: write `details` and `action` yourself (e.g. an in-page anchor).',
  ),
)

export const Method = v.strictObject({
  kind: Kind,
  icon: v.optional(v.pipe(Icon, d('The card’s icon (default: phone, mail or message by kind; calendar for other).'))),
  title: v.pipe(Text, d('The card title, e.g. "Call Us".')),
  subtitle: v.optional(v.pipe(Text, d('A line under the title, e.g. "Speak with a countertop specialist".'))),
  details: v.optional(v.pipe(Text, d('The address to reach: filled in for call, email and text; required for other.'))),
  actionLabel: v.optional(
    v.pipe(
      Text,
      d(
        'For call, email and text: the button label (default: data/section-text.json, "Call Now", "Send Email", "Send a Text"); the link is filled in.',
      ),
    ),
  ),
  action: v.optional(v.pipe(Button, d('For other: the card’s button, e.g. { "label": "Schedule Consultation", "href": "#quote" }.'))),
  availability: v.optional(v.pipe(Text, d('When it is answered, e.g. "Mon-Sat 8AM-8PM" or "Reply within 2 hours".'))),
})

/** Ways to reach the business: call, e-mail, text and in-page actions, each with its availability. */
export const schema = v.pipe(
  v.strictObject({
    type: v.literal('contact-methods'),
    id: Id,
    ...Heading,
    tone: Tone,
    variant: v.optional(
      v.pipe(
        v.picklist(['cards', 'strip']),
        d(
          'cards: cards with subtitle and a button; strip: slim cards that are links themselves (title, details, availability), placed right under the hero with little space around, so the next section (e.g. the quote form) follows on the same screen.',
        ),
      ),
    ),
    methods: v.pipe(v.array(Method), v.minLength(1, 'expected at least one way to reach us'), d('The cards, in order.')),
  }),
  d('Contact cards: call, e-mail, text or an in-page action, each with details, a button and its availability.'),
)

type Props = SectionInput<typeof schema>

const defaultIcon = { call: 'phone', email: 'mail', text: 'message', other: 'calendar' } as const

export function resolve({ methods, ...rest }: Props, ctx: ResolveContext) {
  const { phone, email } = ctx.site
  const defaultLabel = ctx.singleton('section-text')['contact-methods']
  const link = {
    call: { details: phone.display, href: `tel:+${phone.digits}` },
    email: { details: email, href: `mailto:${email}` },
    text: { details: phone.display, href: `sms:+${phone.digits}` },
  } as const
  return {
    ...rest,
    methods: methods.map(({ kind, icon, action, actionLabel, details, ...method }) => {
      if (kind === 'other') return { ...method, kind, icon: icon ?? defaultIcon[kind], details, action }
      return {
        ...method,
        kind,
        icon: icon ?? defaultIcon[kind],
        details: link[kind].details,
        action: { label: actionLabel ?? defaultLabel[kind], href: link[kind].href } as v.InferOutput<typeof Button>,
      }
    }),
  }
}

/** Rules JSON Schema cannot say: "other" cards say how to reach us themselves. */
export function rules(props: Props): { path: string; message: string }[] {
  return props.methods.flatMap((m, i) => [
    ...(m.kind === 'other' && !m.details && !m.action
      ? [{ path: `methods[${i}]`, message: 'an "other" card needs its own "details" or "action" (call, email and text fill them in)' }]
      : []),
    ...(m.kind !== 'other' && (m.action || m.details)
      ? [
          {
            path: `methods[${i}]`,
            message: `a "${m.kind}" card takes its details and link from data/site.json: remove "action"/"details" (use "actionLabel")`,
          },
        ]
      : []),
  ])
}
