/**
 * What the server needs to answer a lead that only the project's data knows: the business (name, phone, public
 * e-mail), the words of the homeowner's acknowledgement e-mail and of what happens next (data/quote-form.json, their
 * site facts filled), and which pages' quote forms are urgent (a quote-form section with `"urgent": true`).
 *
 * The build writes it beside the site (`dist/lead-mail.json`, like quote-options.json) and the server reads it at start
 * (api/notify/lead-mail.ts); without one it is derived from the data the same way. A lead is urgent because the form
 * it was sent from is marked so in a page's JSON: the server looks the lead's page and section up in `urgentForms`,
 * never reads a flag the visitor could set. Plain valibot only: the server imports this file.
 */
import * as v from 'valibot'
import { type Block, expandBlocks } from './blocks'
import type { CheckedProject } from './checks/context'
import { DEFAULT_LOCALE, localiseProject, siteLocales } from './locales'
import { QUOTE_FORMS, type QuoteFormKind } from './quote'
import type { QuoteFormText, Site } from './records'

export const LEAD_MAIL_FILE = 'lead-mail.json'

/** A quote form's anchor when its section gives no id (sections/_shared/fields.ts QUOTE_FORM_ANCHOR). */
const DEFAULT_FORM_ANCHOR = 'quote'

const Words = v.pipe(v.string(), v.minLength(1))
const Lines = v.pipe(v.array(Words), v.minLength(1))

const WordsSchema = v.strictObject({
  subject: Words,
  greeting: Words,
  received: Words,
  next: Words,
  questions: Words,
  signature: Words,
  notice: Words,
})
const NextSchema = v.strictObject(Object.fromEntries(QUOTE_FORMS.map((form) => [form, Lines])) as Record<QuoteFormKind, typeof Lines>)

/** The file's shape (the server checks it at start). */
export const LeadMailSchema = v.strictObject({
  business: v.strictObject({ name: Words, phone: Words, email: v.optional(Words) }),
  /** The quote forms marked urgent: the route of their page and their anchor. */
  urgentForms: v.array(v.strictObject({ route: Words, section: Words })),
  /** data/quote-form.json › text.acknowledgement, site facts filled; `{reference}`, `{name}`, `{phone}`, `{business}` left. */
  words: WordsSchema,
  /** What happens next, per form: the lines its confirmation shows. */
  next: NextSchema,
  /** What happens next after an urgent form: the urgent confirmation's lines (the promise). */
  urgentNext: Lines,
  /**
   * The same words in each other language of the site, by its code (schemas/locales.ts), from the project read in that
   * language (localiseProject): a lead sent from a page in that language is answered in it. `invalid`: what the form
   * says above the fields to correct (the no-JavaScript answer without a rendered page). Absent: every lead in English.
   */
  languages: v.optional(
    v.record(
      v.pipe(v.string(), v.regex(/^[a-z]{2,3}$/)),
      v.strictObject({
        words: WordsSchema,
        next: NextSchema,
        urgentNext: Lines,
        invalid: Words,
      }),
    ),
  ),
})
export type LeadMail = v.InferOutput<typeof LeadMailSchema>
/** The words a lead is answered with in one language. */
export type LeadMailWords = Pick<LeadMail, 'words' | 'next' | 'urgentNext'> & { invalid?: string }

type SectionJson = { type: string; id?: string; urgent?: boolean }

/** What it is derived from: checked collections (their text filled with the site's facts) and the pages. */
export interface LeadMailSources {
  readonly collections: {
    readonly site: Site
    readonly 'quote-form': { readonly text: QuoteFormText }
    readonly blocks?: readonly { readonly id: string; readonly section: unknown }[]
  }
  readonly pages: readonly {
    readonly route: string | null
    readonly page: { readonly draft?: boolean; readonly sections: readonly unknown[] }
  }[]
}

/**
 * The server's words and facts from the project. A checked project (the build's, the server's own derivation) gives
 * its other languages too (`languages`, each from the project read in it: localiseProject); bare sources only English.
 */
export function leadMail(sources: LeadMailSources | CheckedProject): LeadMail {
  const { collections, pages } = sources
  const { site, blocks = [] } = collections
  const mail: LeadMail = {
    business: { name: site.name, phone: site.phone.display, ...(site.email ? { email: site.email } : {}) },
    urgentForms: urgentForms(pages, blocks as readonly Block[]),
    ...mailWords(collections['quote-form'].text),
  }
  if (!isChecked(sources)) return mail
  const languages: NonNullable<LeadMail['languages']> = {}
  for (const { code } of siteLocales(sources))
    if (code !== DEFAULT_LOCALE) {
      const text = localiseProject(sources, code).collections['quote-form']?.text
      if (text) languages[code] = { ...mailWords(text), invalid: text.invalid }
    }
  return Object.keys(languages).length ? { ...mail, languages } : mail
}

const isChecked = (sources: LeadMailSources | CheckedProject): sources is CheckedProject => 'issues' in sources && 'images' in sources

function mailWords(text: QuoteFormText): Pick<LeadMail, 'words' | 'next' | 'urgentNext'> {
  return {
    words: { ...text.acknowledgement },
    next: Object.fromEntries(QUOTE_FORMS.map((form) => [form, [...text.forms[form].confirmation.next]])) as Record<QuoteFormKind, string[]>,
    urgentNext: [...text.urgent.confirmation.next],
  }
}

/** The words to answer a lead in `language` with: that language's when the site has them, else the default's. */
export function mailIn(mail: LeadMail, language: string | undefined): LeadMailWords {
  return (language && language !== DEFAULT_LOCALE && mail.languages?.[language]) || mail
}

/** The quote forms marked urgent on published pages (blocks placed there included), by route and anchor. */
export function urgentForms(pages: LeadMailSources['pages'], blocks: readonly Block[] = []): LeadMail['urgentForms'] {
  const out: LeadMail['urgentForms'] = []
  for (const { route, page } of pages) {
    if (route === null || page.draft) continue
    for (const section of expandBlocks(page.sections as SectionJson[], blocks).sections)
      if (section.type === 'quote-form' && section.urgent === true) out.push({ route, section: section.id ?? DEFAULT_FORM_ANCHOR })
  }
  return out
}

/**
 * Whether a lead sent from `page` by the form `section` came through an urgent form. The page is the one the lead came
 * from (its Referer, or the native form's hidden field), the section its form's anchor; without a section, a page with
 * an urgent form counts (a JSON post whose attribution lost it).
 */
export function isUrgent(mail: Pick<LeadMail, 'urgentForms'>, page: string | undefined, section: string | undefined): boolean {
  if (!page) return false
  return mail.urgentForms.some((form) => form.route === page && (section === undefined || form.section === section))
}
