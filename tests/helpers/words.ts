import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fillFacts, siteFacts } from '../../schemas/facts'
import type { Navigation } from '../../schemas/navigation'
import type { QuoteFormText, Site } from '../../schemas/records'
import type { SectionText } from '../../schemas/section-text'

export { counted, fill } from '../../sections/_shared/text'

/**
 * The words sections show, read from data as the build reads them (site facts filled in): tests find controls by the
 * role and the label a visitor meets, and take that label from here, never from text typed into the test, so a
 * marketer's new wording keeps the suite green.
 */
const read = (file: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../..', file), 'utf8'))
const facts = siteFacts(read('data/site.json') as Site)

/** The quote form's words (data/quote-form.json › text). */
export const quoteText: QuoteFormText = fillFacts(read('data/quote-form.json').text, facts)
/** The words of every other section (data/section-text.json). */
export const sectionText: SectionText = fillFacts(read('data/section-text.json'), facts)

/**
 * The words of the frame around every page (data/navigation.json): the names of the header's and the drawer's
 * navigation, the menu and chat buttons, the skip link, the floating links on phones, the footer's lines.
 */
export const frameText: Navigation = fillFacts(read('data/navigation.json'), facts)

/** The quote form's seven fields, by name: their labels. */
export const quoteLabel = (field: keyof QuoteFormText['fields']) => quoteText.fields[field].label
/** The submit buttons of the four forms (quote, showroom, virtual, dealer). */
export const submitLabels = Object.values(quoteText.forms).map((form) => form.submit)

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A text of data as a pattern: its words as written, each placeholder matched by the pattern given for it. */
export function pattern(template: string, values: Record<string, string>): RegExp {
  return new RegExp(
    template
      .split(/(\{[A-Za-z]+\})/)
      .map((part) => {
        const name = /^\{([A-Za-z]+)\}$/.exec(part)?.[1]
        return name && name in values ? values[name] : escapeRegExp(part)
      })
      .join(''),
  )
}

/** Any of these texts, as a pattern that matches from the start ("Get My Free Quote" or "Request My Visit" …). */
export const anyOf = (texts: readonly string[]) => new RegExp(`^(${texts.map(escapeRegExp).join('|')})`)

/** A page file as visitors read it (site facts filled in), e.g. pageFile('pages/thank-you.json'). */
export const pageFile = (file: string): { sections: ({ type: string } & Record<string, unknown>)[] } => fillFacts(read(file), facts)

/** The footer's last line (data/navigation.json › footer.copyright) as a pattern: any year, the business's name. */
export const copyrightLine = pattern(frameText.footer.copyright, { year: '\\d{4}', name: escapeRegExp(read('data/site.json').name) })
