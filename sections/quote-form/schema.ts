import * as v from 'valibot'
import { option, Slug } from '../../schemas/fields'
import { locationHref } from '../../schemas/routing'
import {
  choiceFromQuery,
  type Option,
  otherLocationOf,
  QUOTE_FORM_REQUIRED,
  QUOTE_FORMS,
  QUOTE_PLAN_LABEL,
  type QuoteChoice,
  type QuoteFormKind,
  type QuoteOptions,
  quoteOptions,
} from '../../schemas/quote'
import { didYouMean } from '../../schemas/suggest'
import type { QuoteFormText } from '../../schemas/records'
import { FactText, Id, QUOTE_FORM_ANCHOR, Text, Tone } from '../_shared/fields'
import type { ResolveContext, RuleContext, SectionInput, SectionRule } from '../section'

const d = v.description

/** The video platforms offered by the virtual-consultation form when the page names none. */
export const DEFAULT_PLATFORMS = ['Zoom', 'Google Meet', 'Microsoft Teams', 'FaceTime', 'WhatsApp video']

/**
 * The quote request form (fields and messages from schemas/quote.ts). Place it on any page; its id (default
 * "quote") is the anchor that "Get Free Quote" buttons link to. A choice in the page's address fills it: a slab from
 * the catalogue (`?slab=&category=&price=`) or a plan (`?plan=`) whose button leads here.
 */
export const schema = v.pipe(
  v.strictObject({
    type: v.literal('quote-form'),
    id: Id,
    tone: Tone,
    eyebrow: v.optional(v.pipe(Text, d('Small uppercase label above the title.'))),
    title: v.optional(v.pipe(Text, d('The form’s heading (default: data/quote-form.json, "Get Your Free Quote").'))),
    intro: v.optional(v.pipe(Text, d('A sentence under the heading.'))),
    service: v.optional(
      v.pipe(
        Slug,
        option('quote-form', 'services'),
        d('Preselected service: the value of one of the services of data/quote-form.json, e.g. "repair-restoration" on the repair page.'),
      ),
    ),
    variant: v.optional(
      v.pipe(
        v.picklist(QUOTE_FORMS),
        d(
          'Which form: "quote" (a homeowner’s quote, the default), "showroom" (adds visit type and preferred time), "virtual" (session, platform and time) or "dealer" (company, license, years in business, monthly volume). Visit types, sessions, packages and partnership levels are the plans of a pricing-table on the same page whose buttons link to this form.',
        ),
      ),
    ),
    urgent: v.optional(
      v.pipe(
        v.literal(true),
        d(
          'An urgent form (e.g. on the emergency page): its leads are flagged urgent, the owner’s alert goes out first and says so, and once sent the form states the urgent promise and the emergency line (data/quote-form.json › urgent). The server learns it from the build, never from the visitor.',
        ),
      ),
    ),
    platforms: v.optional(
      v.pipe(
        v.array(FactText),
        v.minLength(1, 'expected at least one platform'),
        d('Virtual form only: the video platforms offered (default Zoom, Google Meet, Microsoft Teams, FaceTime, WhatsApp video).'),
      ),
    ),
  }),
  d('The quote request form; "Get Free Quote" buttons link to its anchor "#quote".'),
)

/** The anchor of this section when the page JSON gives no id. */
export const defaultId = QUOTE_FORM_ANCHOR

/** Interactive: hydrates when it nears the viewport (and keeps whatever the visitor typed before that). */
export const island = { trigger: 'visible' } as const

type Json = { type: string; id?: string; plans?: { name: string; button?: { href: string } }[] }

/** The plans of the page's pricing tables whose buttons lead to the form at `anchor`. */
export function plansLeadingTo(anchor: string, sections: readonly Json[]): string[] {
  return sections
    .filter((s) => s.type === 'pricing-table')
    .flatMap((s) => (s.plans ?? []).filter((p) => p.button?.href === `#${anchor}`).map((p) => p.name))
}

/** The words of one form: those of data/quote-form.json, with what its own kind says of itself (`form`). */
export type QuoteFormWords = Omit<QuoteFormText, 'title' | 'forms' | 'urgent' | 'acknowledgement'> & {
  form: QuoteFormText['forms'][QuoteFormKind]
  /** An urgent form's promise, confirmation and emergency line (only on an urgent form). */
  urgent?: QuoteFormText['urgent']
}

/**
 * What the form renders: its props, its words (data/quote-form.json), the page it is on (a native post returns there
 * with its messages), the other ways to reach the business (its side panel) and the plans offered.
 * Set only when the server renders the page for one visitor: `choice` (from the page's address: a slab, a plan),
 * `values` and `errors` (a native post it could not accept).
 */
export type QuoteFormProps = Omit<SectionInput<typeof schema>, 'id' | 'title' | 'variant' | 'platforms'> & {
  id: string
  title: string
  variant: QuoteFormKind
  text: QuoteFormWords
  page: string
  contact: { phone: string; tel: string; email: string; hours: string[] }
  /** The plan field: its label, options (the plans whose buttons lead here) and whether the variant requires one. */
  plans?: { label: string; options: string[]; required: boolean }
  platforms?: string[]
  /** The Location and Service lists (data/locations.json and data/quote-form.json), resolved at build time. */
  options: QuoteOptions
  /**
   * On the page of a place (its `page` in data/locations.json): its option chosen, or for a place the list does not
   * name, the "other" location with its name as the town.
   */
  place?: { location: string; town?: string }
  /** The materials of the material guide (data/material-ratings.json) a link may carry here (`?materials=granite,quartz`). */
  materials: Option[]
  choice?: QuoteChoice
  values?: Record<string, string>
  errors?: Record<string, string>
}

export function resolve(
  { id = defaultId, variant = 'quote', platforms, title, ...props }: SectionInput<typeof schema>,
  ctx: ResolveContext,
): QuoteFormProps {
  const { site } = ctx
  const plans = plansLeadingTo(id, ctx.sections as readonly Json[])
  // The acknowledgement's words are the server's (schemas/lead-mail.ts); the urgent ones travel only with an urgent form.
  const { title: defaultTitle, forms, urgent, acknowledgement: _, ...text } = ctx.singleton('quote-form').text
  const options = quoteOptions({ locations: ctx.all('locations'), 'quote-form': ctx.singleton('quote-form') })
  const place = placeOf(ctx.route, options, ctx)
  return {
    ...props,
    id,
    title: title ?? defaultTitle,
    variant,
    text: { ...text, form: forms[variant], ...(props.urgent ? { urgent } : {}) },
    page: ctx.route,
    contact: {
      phone: site.phone.display,
      tel: `tel:+${site.phone.digits}`,
      email: site.email,
      hours: site.hours.map((h) => `${h.label}: ${h.text}`),
    },
    ...(plans.length
      ? { plans: { label: forms[variant].plan.label, options: plans, required: Boolean(QUOTE_FORM_REQUIRED[variant].plan) } }
      : {}),
    ...(variant === 'virtual' ? { platforms: platforms ?? DEFAULT_PLATFORMS } : {}),
    options,
    ...(place ? { place } : {}),
    materials: ctx.all('material-ratings').map((m) => ({ value: m.id, label: m.material })),
  }
}

/** The place whose page this is, as the form's Location (and town) takes it. */
function placeOf(route: string, options: QuoteOptions, ctx: ResolveContext): QuoteFormProps['place'] {
  const place = ctx.all('locations').find((l) => l.page !== undefined && locationHref(l) === route)
  if (!place) return undefined
  if (options.locations.some((o) => o.value === place.slug)) return { location: place.slug }
  const other = otherLocationOf(options)
  return other ? { location: other, town: place.name } : undefined
}

/** At most this many compared materials travel (the material guide compares one to three). */
const MATERIALS_MAX = 3

/**
 * The choice of a page's address as this form takes it: a plan only when it is one of the form's plans (a link
 * cannot make the form show words of its own), a slab's name, category and price as the contract bounds them, the
 * compared materials it knows (by id in the address, by name in the request: "Granite, Quartz").
 * Used by the server's render and, when a page was served without it, by the live form.
 */
export function formChoice(form: Pick<QuoteFormProps, 'plans' | 'materials'>, query: string | URLSearchParams): QuoteChoice | undefined {
  const choice = choiceFromQuery(query)
  if (choice?.plan && !form.plans?.options.includes(choice.plan)) delete choice.plan
  if (choice?.materials) {
    const ids = [...new Set(choice.materials.split(',').map((id) => id.trim()))]
    const names = ids.flatMap((id) => form.materials.filter((m) => m.value === id).map((m) => m.label)).slice(0, MATERIALS_MAX)
    if (names.length) choice.materials = names.join(', ')
    else delete choice.materials
  }
  return choice && Object.keys(choice).length ? choice : undefined
}

/**
 * Checks JSON Schema cannot say: the preselected service is one of the form's services (data/quote-form.json); a
 * showroom or virtual form needs the plans it asks the visitor to choose from.
 */
export function rules(section: v.InferOutput<typeof schema>, ctx: RuleContext): SectionRule[] {
  const variant = section.variant ?? 'quote'
  const anchor = section.id ?? defaultId
  const out: SectionRule[] = []
  const services = (ctx.collections['quote-form']?.services ?? []).map((s) => s.value)
  if (section.service !== undefined && services.length && !services.includes(section.service))
    out.push({
      path: 'service',
      message: `no service "${section.service}" in the quote form's services (data/quote-form.json)${didYouMean(section.service, services) || ` — expected one of ${services.map((s) => `"${s}"`).join(', ')}`}`,
    })
  if (QUOTE_FORM_REQUIRED[variant].plan && !plansLeadingTo(anchor, ctx.sections as readonly Json[]).length)
    out.push({
      path: 'variant',
      message: `a "${variant}" form asks for a ${QUOTE_PLAN_LABEL[variant].toLowerCase()}: add a pricing-table to this page whose plan buttons link to "#${anchor}"`,
    })
  if (section.platforms && variant !== 'virtual')
    out.push({ path: 'platforms', message: 'platforms are asked only by the "virtual" form: remove them or set "variant": "virtual"' })
  return out
}
