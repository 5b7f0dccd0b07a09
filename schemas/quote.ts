/**
 * The quote request: one valibot schema shared by the browser form and the API.
 * Plain valibot only: no UI imports (the server imports this file too).
 *
 * The form only offers the listed options and sets maxlength, so the option and
 * length rules below never fire for a person using it; they exist for the API.
 *
 * One input contract for every store: control characters other than tab (and newline in
 * the project details), and lone UTF-16 surrogates, are refused here with a field error,
 * so SQLite and PostgreSQL see the same text. Line breaks arrive as LF (a native form
 * post sends CRLF).
 *
 * `website` is a honeypot: the form renders it hidden and leaves it empty. The API keeps
 * a request whose `website` is non-empty as spam (stored, never e-mailed) and answers it
 * like any other.
 */
import * as v from 'valibot'

export interface Option<T extends string = string> {
  readonly value: T
  readonly label: string
}

/**
 * The choices of the form's Location and Service lists, with the labels the visitor and the owner read. They are
 * data, not code: the places of data/locations.json marked `quoteOption: true` (in file order), then the quote form's
 * "other" location, and the services of data/quote-form.json (the specification's, to begin with). The form gets them from
 * its section's `resolve`, the API from the build (`dist/quote-options.json`) or, without one, from the data itself:
 * both validate with `quoteRequestSchema(options)`.
 */
export interface QuoteOptions {
  readonly locations: readonly Option[]
  readonly services: readonly Option[]
}

/** What the options are derived from: loaded collections (schemas/collections.ts), typed by what is read here. */
export interface QuoteOptionSources {
  readonly locations: readonly { readonly slug: string; readonly name: string; readonly quoteOption?: true }[]
  readonly 'quote-form': { readonly services: readonly Option[]; readonly otherLocation: Option }
}

/** The form's options from the loaded collections: the marked places in file order, the "other" location last. */
export function quoteOptions(data: QuoteOptionSources): QuoteOptions {
  const { services, otherLocation } = data['quote-form']
  return {
    locations: [
      ...data.locations.filter((place) => place.quoteOption).map((place) => ({ value: place.slug, label: place.name })),
      { value: otherLocation.value, label: otherLocation.label },
    ],
    services: services.map(({ value, label }) => ({ value, label })),
  }
}

const OptionSchema = v.strictObject({ value: v.pipe(v.string(), v.minLength(1)), label: v.pipe(v.string(), v.minLength(1)) })
/** The shape of the options file the build writes beside the site (the server checks it at start). */
export const QuoteOptionsSchema = v.strictObject({
  locations: v.pipe(v.array(OptionSchema), v.minLength(1, 'expected at least one location')),
  services: v.pipe(v.array(OptionSchema), v.minLength(1, 'expected at least one service')),
})

/** The value of the Location list's "other" choice: its last one (see `quoteOptions`). */
export const otherLocationOf = (options: QuoteOptions) => options.locations.at(-1)?.value

/** Said under the town field when "other" is chosen and no town is named. */
export const QUOTE_TOWN_MESSAGE = 'Please tell us your town'

/** The label of an option's value (the value itself when it is not, or no longer, an option). */
export const labelOf = (options: readonly Option[], value: string) => options.find((o) => o.value === value)?.label ?? value

/** Where the quote form sends a request, as the specification sets it: its JSON call and, without JavaScript, its native post. */
export const QUOTE_ENDPOINT = '/api/contact'
/** The list of requests whose cached copy a sent request invalidates, as the specification sets it. */
export const CONTACT_REQUESTS = '/api/contact-requests'

/** The specification's exact validation messages. */
export const QUOTE_MESSAGES = {
  firstName: 'First name is required',
  lastName: 'Last name is required',
  email: 'Valid email is required',
  phone: 'Valid phone number is required',
  location: 'Please select your location',
  service: 'Please select a service',
  message: 'Please provide project details (minimum 10 characters)',
} as const

/** Text that holds a control character or a lone surrogate (see the file comment). */
export const QUOTE_TEXT_MESSAGES = {
  firstName: 'First name contains characters that are not allowed',
  lastName: 'Last name contains characters that are not allowed',
  message: 'Project details contain characters that are not allowed',
} as const

/** Upper bounds (server-side hardening; the form mirrors them with maxlength). */
export const QUOTE_MAX_LENGTH = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 40,
  message: 5000,
  website: 200,
} as const

const text = (message: string) => v.pipe(v.string(message), v.trim())

/** A control character (C0 but tab and newline, DEL, C1) or half a surrogate pair; on one line also a newline or U+2028/U+2029. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job
const NOT_PLAIN = /[\x00-\x08\x0b-\x1f\x7f-\x9f]|[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above
const NOT_PLAIN_LINE = /[\x00-\x08\x0a-\x1f\x7f-\x9f\u2028\u2029]|[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/

/**
 * True when `value` has no control character (C0, DEL, C1) except tab — and newline when
 * `multiline` (and then U+2028/U+2029 too) — and no lone surrogate (a well-formed pair is one
 * code point above U+FFFF; only a lone half is refused). Regular expressions, not a loop: this
 * runs on every field of every request.
 */
export function isPlainText(value: string, multiline = false): boolean {
  return !(multiline ? NOT_PLAIN : NOT_PLAIN_LINE).test(value)
}

/** Digits, spaces, `+ ( ) - .` and an optional extension (`x12`, `ext. 12`, `extension 12`, `#12`), one line. */
const PHONE_PATTERN = /^\+?[0-9 ().-]+?(?: *(?:x|ext\.?|extension|#) *[0-9]{1,6})?$/i

export function isPhoneNumber(value: string): boolean {
  if (value.length > QUOTE_MAX_LENGTH.phone) return false // bounds the regex's work
  const match = PHONE_PATTERN.exec(value)
  if (!match) return false
  const digits = value.replace(/(?: *(?:x|ext\.?|extension|#) *[0-9]{1,6})$/i, '').replace(/[^0-9]/g, '').length
  return digits >= 7 && digits <= 15
}

const plain = (message: string, multiline = false) => v.check<string, string>((s) => isPlainText(s, multiline), message)

const oneOf = (options: readonly Option[], message: string) => {
  const values = new Set(options.map((o) => o.value))
  return v.pipe(
    text(message),
    v.minLength(1, message),
    v.check((s) => values.has(s), message),
  )
}

// The object's message covers three cases: not an object, a missing key (valibot reports
// it on the object, so map it back to the field's own message) and an unknown key.
function objectMessage(issue: v.StrictObjectIssue): string {
  const key = issue.path?.[0]?.key
  if (typeof key !== 'string') return 'Expected a JSON object'
  if (issue.expected === 'never') return 'Unknown field'
  return QUOTE_MESSAGES[key as keyof typeof QUOTE_MESSAGES] ?? 'Required'
}

/** Which form a request comes from: the homeowner's quote (the default) or one of its variants. */
export const QUOTE_FORMS = ['quote', 'showroom', 'virtual', 'dealer'] as const
export type QuoteFormKind = (typeof QUOTE_FORMS)[number]

/**
 * Optional fields of the one contract: what the visitor chose on the way to the form (a slab in the catalogue, a
 * package, visit type, session or partnership level), and what a form variant asks for. Each is one line of plain
 * text; `label` names it in the owner's e-mail and the lead list.
 */
export const QUOTE_DETAILS = {
  slab: { label: 'Selected slab', max: 100 },
  slabCategory: { label: 'Slab category', max: 40 },
  slabPrice: { label: 'Slab price', max: 40 },
  materials: { label: 'Compared materials', max: 120 },
  town: { label: 'Town', max: 80 },
  plan: { label: 'Chosen option', max: 100 },
  preferredTime: { label: 'Preferred time', max: 100 },
  platform: { label: 'Video platform', max: 40 },
  company: { label: 'Company', max: 120 },
  license: { label: 'Contractor license', max: 60 },
  yearsInBusiness: { label: 'Years in business', max: 20 },
  monthlyVolume: { label: 'Monthly volume', max: 60 },
} as const satisfies Record<string, { label: string; max: number }>
export type QuoteDetail = keyof typeof QUOTE_DETAILS
export const QUOTE_DETAIL_FIELDS = Object.keys(QUOTE_DETAILS) as QuoteDetail[]

/** What `plan` is called on each form (the e-mail says "Visit type: Design Consultation"). */
export const QUOTE_PLAN_LABEL: Record<QuoteFormKind, string> = {
  quote: 'Package',
  showroom: 'Visit type',
  virtual: 'Session',
  dealer: 'Partnership level',
}

/** The details a variant requires, each with the message shown under its field when it is missing. */
export const QUOTE_FORM_REQUIRED: Record<QuoteFormKind, Partial<Record<QuoteDetail, string>>> = {
  quote: {},
  showroom: { plan: 'Please choose a visit type', preferredTime: 'Please tell us when you would like to visit' },
  virtual: { plan: 'Please choose a session', platform: 'Please choose a platform', preferredTime: 'Please tell us when suits you' },
  dealer: {
    company: 'Company name is required',
    license: 'License number is required',
    yearsInBusiness: 'Years in business is required',
    monthlyVolume: 'Please estimate your monthly volume',
  },
}

const detail = (name: QuoteDetail) => {
  const { label, max } = QUOTE_DETAILS[name]
  return v.optional(
    v.pipe(
      v.string(`${label} must be text`),
      v.trim(),
      v.maxLength(max, `${label} must be at most ${max} characters`),
      v.check((s) => isPlainText(s), `${label} contains characters that are not allowed`),
    ),
  )
}

const requestObject = (options: QuoteOptions) =>
  v.strictObject(
    {
      firstName: v.pipe(
        text(QUOTE_MESSAGES.firstName),
        v.minLength(1, QUOTE_MESSAGES.firstName),
        v.maxLength(QUOTE_MAX_LENGTH.firstName, `First name must be at most ${QUOTE_MAX_LENGTH.firstName} characters`),
        plain(QUOTE_TEXT_MESSAGES.firstName),
      ),
      lastName: v.pipe(
        text(QUOTE_MESSAGES.lastName),
        v.minLength(1, QUOTE_MESSAGES.lastName),
        v.maxLength(QUOTE_MAX_LENGTH.lastName, `Last name must be at most ${QUOTE_MAX_LENGTH.lastName} characters`),
        plain(QUOTE_TEXT_MESSAGES.lastName),
      ),
      email: v.pipe(text(QUOTE_MESSAGES.email), v.maxLength(QUOTE_MAX_LENGTH.email, QUOTE_MESSAGES.email), v.email(QUOTE_MESSAGES.email)),
      phone: v.pipe(
        text(QUOTE_MESSAGES.phone),
        v.minLength(10, QUOTE_MESSAGES.phone),
        v.maxLength(QUOTE_MAX_LENGTH.phone, QUOTE_MESSAGES.phone),
        v.check(isPhoneNumber, QUOTE_MESSAGES.phone),
      ),
      location: oneOf(options.locations, QUOTE_MESSAGES.location),
      service: oneOf(options.services, QUOTE_MESSAGES.service),
      message: v.pipe(
        text(QUOTE_MESSAGES.message),
        v.transform((s) => s.replace(/\r\n?/g, '\n')),
        v.minLength(10, QUOTE_MESSAGES.message),
        v.maxLength(QUOTE_MAX_LENGTH.message, `Project details must be at most ${QUOTE_MAX_LENGTH.message} characters`),
        plain(QUOTE_TEXT_MESSAGES.message, true),
      ),
      form: v.optional(v.picklist(QUOTE_FORMS, 'Unknown form')),
      ...(Object.fromEntries(QUOTE_DETAIL_FIELDS.map((name) => [name, detail(name)])) as {
        [K in QuoteDetail]: ReturnType<typeof detail>
      }),
      // Honeypot (see the file comment).
      website: v.optional(v.pipe(v.string(), v.maxLength(QUOTE_MAX_LENGTH.website))),
    },
    objectMessage,
  )

/** A variant's required details, each reported at its own field (with the other fields' messages, in one pass). */
const variantRules = QUOTE_FORMS.flatMap((form) =>
  Object.entries(QUOTE_FORM_REQUIRED[form]).map(([name, message]) =>
    v.forward(
      v.partialCheck(
        [['form'], [name as QuoteDetail]],
        (input: { form?: QuoteFormKind } & Partial<Record<QuoteDetail, string>>) =>
          (input.form ?? 'quote') !== form || Boolean(input[name as QuoteDetail]),
        message,
      ),
      [name as QuoteDetail],
    ),
  ),
)

/**
 * Every lead names its town: with the "other" location the visitor names it (required), with a listed one it is that
 * option's label (a town typed before the visitor chose a listed place is not kept).
 */
const buildSchema = (options: QuoteOptions) => {
  const other = otherLocationOf(options)
  return v.pipe(
    requestObject(options),
    ...(variantRules as []),
    v.forward(
      v.partialCheck([['location'], ['town']], (input) => input.location !== other || Boolean(input.town), QUOTE_TOWN_MESSAGE),
      ['town'],
    ),
    v.transform((input) => ({
      ...input,
      town: input.location === other ? (input.town ?? '') : labelOf(options.locations, input.location),
    })),
  )
}
export type QuoteRequestSchema = ReturnType<typeof buildSchema>

const built = new WeakMap<QuoteOptions, QuoteRequestSchema>()
/**
 * The quote request's schema with these options (one per options object: the form and the API each build theirs once).
 * Same messages and variant rules whatever the options; a location or service that is not an option is refused with
 * the field's message.
 */
export function quoteRequestSchema(options: QuoteOptions): QuoteRequestSchema {
  let schema = built.get(options)
  if (!schema) {
    schema = buildSchema(options)
    built.set(options, schema)
  }
  return schema
}

export type QuoteRequest = v.InferOutput<QuoteRequestSchema>
export type QuoteRequestInput = v.InferInput<QuoteRequestSchema>

/**
 * A lead's reference: the last 8 characters of its id, in capitals ("3F2A1B9C"). The visitor reads it in the form's
 * confirmation, the owner in the e-mail and the lead list, so both speak of the same request.
 */
export const leadReference = (id: string) => id.replace(/-/g, '').slice(-8).toUpperCase()

/** The seven fields of the specification's quote request, which every request has; the details above are optional. */
export const QUOTE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'location',
  'service',
  'message',
] as const satisfies readonly (keyof QuoteRequest)[]
export type QuoteField = (typeof QUOTE_FIELDS)[number]

/** Field → first message, for the form (under each field) and the API's 400 body. */
export type FieldErrors = Partial<Record<QuoteField, string>> & Record<string, string | undefined>

export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const out: Record<string, string> = {}
  for (const issue of issues) {
    const key = v.getDotPath(issue)
    if (key && !(key in out)) out[key] = issue.message
  }
  return out as FieldErrors
}

/**
 * Query parameters that carry a visitor's choice to a page's quote form, and the field each fills:
 * `/contact?slab=…&category=…&price=…` from the slab catalogue, `?plan=…` from a plan's button (a package,
 * visit type, session or partnership level), `?materials=granite,quartz` from the material guide (the form keeps the
 * materials it knows, by name). The server renders the page with the choice shown in its form.
 */
export const QUOTE_CHOICE_PARAMS = {
  slab: 'slab',
  category: 'slabCategory',
  price: 'slabPrice',
  plan: 'plan',
  materials: 'materials',
} as const satisfies Record<string, QuoteDetail>
export type QuoteChoiceField = (typeof QUOTE_CHOICE_PARAMS)[keyof typeof QUOTE_CHOICE_PARAMS]
export type QuoteChoice = Partial<Record<QuoteChoiceField, string>>

/**
 * The choice in a page's query, each value as the contract accepts it (one line of plain text within its field's
 * bound; anything else is left out), or undefined when there is none. A slab's category and price count only with a
 * slab.
 */
export function choiceFromQuery(query: string | URLSearchParams): QuoteChoice | undefined {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query
  const choice: QuoteChoice = {}
  for (const [param, field] of Object.entries(QUOTE_CHOICE_PARAMS)) {
    const value = params.get(param)?.trim()
    if (value && value.length <= QUOTE_DETAILS[field].max && isPlainText(value)) choice[field] = value
  }
  if (!choice.slab) {
    delete choice.slabCategory
    delete choice.slabPrice
  }
  return Object.keys(choice).length ? choice : undefined
}

/** Whether a query names a choice at all (the server renders such a page instead of sending its static file). */
export const queryHasChoice = (query: string) => {
  const params = new URLSearchParams(query)
  return Object.keys(QUOTE_CHOICE_PARAMS).some((param) => params.has(param))
}

/**
 * What a page's quote form shows for one visitor, when the server renders the page for them (the API's per-request
 * pages, app/render/entry-server.tsx): the choice named by the page's address, and after a native (no-JavaScript) post
 * it could not accept, the posted values and a message under each field.
 */
export interface QuoteFormState {
  values?: Record<string, string>
  /** Field → message; `form` is a message about the whole form (not saved, too many requests). */
  errors?: Record<string, string>
  /** The page's query ("?slab=…&category=…&price=…", "?plan=…", "?materials=…"): a choice the form shows. */
  query?: string
}
