import * as v from 'valibot'
import { PLACEHOLDER } from './placeholders'

/**
 * Building blocks of every contract (pages, sections, collections). Plain valibot only: Node reads these for
 * validation and JSON Schema generation, the browser for the quote form; never import UI code here.
 *
 * Three kinds of value point outside the file they are written in. Each carries a marker in its valibot metadata,
 * and one generic walk (schemas/walk.ts) finds them in any page or record, whatever the property is called:
 *   ref('catalog')  a key of a collection (data/catalog.json)    → checked, offered as completions, resolved
 *   ImageName       a name in data/images.json              → checked, offered as completions, resolved
 *   Href            a link: site path, #anchor, tel, mailto, …    → paths and anchors checked
 * A fourth names a collection itself, not one of its records (a count of its records, e.g. "slab-categories"): it is
 * offered from the declared collections; the section that reads it checks it in its rules.
 *
 * One more marker says what is written in words: `Text` (and `Template`, `Counted`, alt texts …) is a text a person
 * reads, which each other language of the site gives in its copy (schemas/locales.ts); `FactText` is a string written
 * once for every language (a name, a figure as shown, a code), never in a copy.
 */

/** Marker keys in valibot metadata (they also appear, harmlessly, in the generated JSON Schema). */
export const COLLECTION = 'x-collection'
export const IMAGE = 'x-image'
export const HREF = 'x-href'
export const RECORD_LIST = 'x-record-list'
export const OPTION = 'x-option'
export const TEXT = 'x-text'

/** Words a person reads: translated in each other language's copy (data/<locale>/…). */
export const Text = v.pipe(v.string(), v.minLength(1, 'expected a non-empty string'), v.metadata({ [TEXT]: true }))

/** Words a person reads that may be empty: an alt text ("" for a decorative image), a table cell. Translated too. */
export const AnyText = v.pipe(v.string(), v.metadata({ [TEXT]: true }))

/**
 * A non-empty string written once for every language: a name (of a person, a place, a stone, a brand), a figure as
 * shown ("15+", "(914) 555-0142"), a code. Never in a copy.
 */
export const FactText = v.pipe(v.string(), v.minLength(1, 'expected a non-empty string'))

/** A lowercase slug like "white-plains". */
export const Slug = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a lowercase slug of letters, digits and single hyphens, like "white-plains"'),
)

/**
 * A key of a collection: `ref('catalog')` is the slug of a record in data/catalog.json. (The name is a plain string
 * here — collections' own schemas use ref() too, so a typed name would be circular; the validator reports a ref()
 * to a collection that is not declared.)
 */
export function ref(name: string) {
  return v.pipe(v.string(), v.minLength(1, `expected the key of a record in the "${name}" collection`), v.metadata({ [COLLECTION]: name }))
}

/**
 * A value chosen from a list inside a single record: `option('quote-form', 'services')` is the `value` of one of the
 * services of data/quote-form.json. The editor offers that list as a picker; the section's rules check the value.
 */
export const option = (collection: string, list: string) =>
  v.metadata<string, Record<string, string>>({ [OPTION]: `${collection}.${list}` })

/**
 * The name of a collection of records (a list declared in schemas/collections.ts, e.g. "slab-categories"). A plain
 * string here for the reason ref() takes one; the editor and code editors offer the declared names.
 */
export const RecordListName = v.pipe(FactText, v.metadata({ [RECORD_LIST]: true }))

/** A name from data/images.json (resolved to its renditions when the page is built). */
export const ImageName = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9-]+$/, 'expected an image name from data/images.json, like "kitchen-hero"'),
  v.metadata({ [IMAGE]: true }),
  v.brand('ImageName'),
)
export type ImageNameValue = v.InferOutput<typeof ImageName>

/**
 * A link target: a site path ("/services/granite", checked against the pages), an in-page anchor ("#quote"),
 * tel:, mailto:, sms:, or an absolute https URL. The special value "tel" calls the business phone (data/site.json).
 */
export const Href = v.pipe(
  v.string(),
  v.regex(
    /^(\/|#|tel$|tel:|mailto:|sms:|https:\/\/)/,
    'expected a site path like "/contact", an anchor like "#quote", "tel" (the business phone), "tel:…", "mailto:…", "sms:…" or "https://…"',
  ),
  v.metadata({ [HREF]: true }),
)

/**
 * Words a section shows, with the placeholders it fills in as it renders, e.g. "Showing {count} slabs": a text of a
 * record (data/section-text.json, data/quote-form.json) that the editor can change. It may also name site facts
 * ("Call {site.phone}"); `npm run validate` refuses a placeholder the section does not fill.
 */
export function Template(names: readonly string[], description: string) {
  const allowed = names.map((n) => `{${n}}`).join(', ')
  const unknown = (text: string) =>
    [...text.matchAll(PLACEHOLDER)].map(([token, name]) => (names.includes(name) ? '' : token)).find(Boolean)
  return v.pipe(
    Text,
    v.check(
      (text) => !unknown(text),
      (issue) =>
        `"${unknown(String(issue.input))}" is not filled in here — ${names.length ? `this text may name ${allowed}` : 'this text names no placeholder'} (and site facts, like {site.phone})`,
    ),
    v.description(names.length ? `${description} Fills in ${allowed}.` : description),
  )
}

/** A text said of a number, in its two forms: "Showing 1 slab" (one) and "Showing 12 slabs" (other). */
export function Counted(names: readonly string[], description: string) {
  return v.pipe(
    v.strictObject({
      one: Template(names, 'Said when the number is 1.'),
      other: Template(names, 'Said for any other number.'),
    }),
    v.description(description),
  )
}
