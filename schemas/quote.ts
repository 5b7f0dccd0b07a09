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

export const LOCATION_OPTIONS = [
  { value: 'white-plains', label: 'White Plains' },
  { value: 'yonkers', label: 'Yonkers' },
  { value: 'new-rochelle', label: 'New Rochelle' },
  { value: 'mount-vernon', label: 'Mount Vernon' },
  { value: 'peekskill', label: 'Peekskill' },
  { value: 'rye', label: 'Rye' },
  { value: 'scarsdale', label: 'Scarsdale' },
  { value: 'other', label: 'Other Westchester Location' },
] as const satisfies readonly Option[]

export const SERVICE_OPTIONS = [
  { value: 'kitchen-countertops', label: 'Kitchen Countertops' },
  { value: 'bathroom-countertops', label: 'Bathroom Countertops' },
  { value: 'bar-countertops', label: 'Bar/Island' },
  { value: 'outdoor-countertops', label: 'Outdoor Countertops' },
  { value: 'repair-restoration', label: 'Repair & Restoration' },
] as const satisfies readonly Option[]

export type LocationValue = (typeof LOCATION_OPTIONS)[number]['value']
export type ServiceValue = (typeof SERVICE_OPTIONS)[number]['value']

/** Exact messages of the specification (§5). */
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

export const QuoteRequestSchema = v.strictObject(
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
    location: oneOf(LOCATION_OPTIONS, QUOTE_MESSAGES.location),
    service: oneOf(SERVICE_OPTIONS, QUOTE_MESSAGES.service),
    message: v.pipe(
      text(QUOTE_MESSAGES.message),
      v.transform((s) => s.replace(/\r\n?/g, '\n')),
      v.minLength(10, QUOTE_MESSAGES.message),
      v.maxLength(QUOTE_MAX_LENGTH.message, `Project details must be at most ${QUOTE_MAX_LENGTH.message} characters`),
      plain(QUOTE_TEXT_MESSAGES.message, true),
    ),
    // Honeypot (see the file comment).
    website: v.optional(v.pipe(v.string(), v.maxLength(QUOTE_MAX_LENGTH.website))),
  },
  objectMessage,
)

export type QuoteRequest = v.InferOutput<typeof QuoteRequestSchema>
export type QuoteRequestInput = v.InferInput<typeof QuoteRequestSchema>
export type QuoteField = Exclude<keyof QuoteRequest, 'website'>

export const QUOTE_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'location',
  'service',
  'message',
] as const satisfies readonly QuoteField[]

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
