/** The notification e-mail for one lead: plain text and HTML, every value HTML-escaped. */
import type { Attribution, Touch } from '../../schemas/attribution'
import { labelOf, leadReference, QUOTE_DETAIL_FIELDS, QUOTE_DETAILS, QUOTE_PLAN_LABEL, type QuoteOptions } from '../../schemas/quote'
import type { Lead } from '../store/types'
import { countOf } from '../../schemas/words'
import { type LeadMail, mailIn } from '../../schemas/lead-mail'
import { DEFAULT_LOCALE } from '../../schemas/locales'

export interface EmailContent {
  subject: string
  text: string
  html: string
  /** The language it is written in, when not only the owner reads it (its `Content-Language`). */
  language?: string
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!)
}

/** One line, no control characters (header safety). */
const oneLine = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim()

/** The form variant (when not the plain quote form) and each optional detail the lead carries, with its label. */
function detailLines(lead: Lead): [string, string][] {
  const form = lead.form ?? 'quote'
  const lines: [string, string][] = form === 'quote' ? [] : [['Form', form[0]!.toUpperCase() + form.slice(1)]]
  for (const name of QUOTE_DETAIL_FIELDS) {
    const value = lead[name]
    if (value) lines.push([name === 'plan' ? QUOTE_PLAN_LABEL[form] : QUOTE_DETAILS[name].label, oneLine(value)])
  }
  return lines
}

/** A touch as the owner reads it: `google / cpc · spring-outdoor` (without a source: the referring site's host). */
function touchText(touch: Touch | undefined): string {
  if (!touch) return ''
  const from = [touch.source, touch.medium].filter(Boolean).join(' / ') || (touch.referrer ?? '').replace(/^https?:\/\//, '')
  return [from, touch.campaign].filter(Boolean).join(' · ')
}

/**
 * Where the lead came from, in a line or two: `from /outdoor-kitchens-westchester · google / cpc · spring-outdoor`
 * (the page, the last touch), and `first touch: google / cpc · spring (2026-11-02)` when the first touch was another.
 * What is not known is left out; nothing at all without attribution.
 */
export function attributionLines({ page, first, last }: Attribution = {}): string[] {
  const lines: string[] = []
  const lastText = touchText(last)
  const head = [page ? `from ${page}` : '', lastText].filter(Boolean).join(' · ')
  if (head) lines.push(oneLine(head))
  const firstText = touchText(first)
  if (firstText && JSON.stringify(first) !== JSON.stringify(last))
    lines.push(oneLine(`first touch: ${firstText}${first?.at ? ` (${first.at})` : ''}`))
  return lines
}

/** The digest of what was held as spam over a period: each one's name, e-mail, reasons and the start of its text. */
export function digestEmail(items: Lead[], total: number, since: number, until: number): EmailContent {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ')
  const period = `${day(since)} to ${day(until)} UTC`
  const rows = items.map((lead) => ({
    name: oneLine(`${lead.firstName} ${lead.lastName}`),
    email: oneLine(lead.email),
    reasons: lead.spamReasons.join(', '),
    text: oneLine(lead.message).slice(0, 140),
    id: lead.id,
  }))
  const more = total > items.length ? `… and ${total - items.length} more (GET /api/contact-requests?status=spam lists them all).` : ''
  const text = [
    `${total} quote request${total === 1 ? ' was' : 's were'} held as spam from ${period} and not e-mailed one by one.`,
    'If a real customer is among them, reply to them: nothing is ever deleted before its retention period.',
    '',
    ...rows.map((r) => `- ${r.name} <${r.email}> (${r.reasons}): ${r.text} [${r.id}]`),
    more,
    '',
  ].join('\n')
  const html =
    '<!doctype html><html><body style="font-family:sans-serif">' +
    `<h2>${countOf(total, 'request')} held as spam</h2><p>${escapeHtml(period)}. If a real customer is among them, reply to them.</p>` +
    '<table><tr><th align="left">Name</th><th align="left">E-mail</th><th align="left">Why</th><th align="left">Details</th></tr>' +
    rows
      .map(
        (r) =>
          `<tr><td>${escapeHtml(r.name)}</td><td>${escapeHtml(r.email)}</td><td>${escapeHtml(r.reasons)}</td><td>${escapeHtml(r.text)}</td></tr>`,
      )
      .join('') +
    `</table>${more ? `<p>${escapeHtml(more)}</p>` : ''}</body></html>`
  return { subject: `Spam digest: ${countOf(total, 'request')} held (${period})`, text, html }
}

/**
 * The owner's e-mail about one lead. The location and service are named by the quote form's labels (`options`: the
 * lists the form offered); the lead's reference — what the visitor's confirmation showed — opens the subject's end and
 * the first line, and the full id follows for the lead list. A lead sent from a page in another language says so in
 * the subject and under the first line, in the desk's words for it (`customerLanguage`: data/desk.json's, by code:
 * "Spanish-speaking customer").
 */
export function leadEmail(lead: Lead, options: QuoteOptions, customerLanguage: Readonly<Record<string, string>> = {}): EmailContent {
  const name = oneLine(`${lead.firstName} ${lead.lastName}`)
  const service = labelOf(options.services, lead.service)
  const reference = leadReference(lead.id)
  const suspect = lead.status === 'suspect'
  // Every value but the project details on one line: nothing a visitor typed can forge a line of the mail.
  const fields: [string, string][] = [
    ['Reference', reference],
    ['Name', name],
    ['E-mail', oneLine(lead.email)],
    ['Phone', oneLine(lead.phone)],
    ['Location', oneLine(labelOf(options.locations, lead.location))],
    ['Service', oneLine(service)],
    ...detailLines(lead),
    ['Received', lead.receivedAt],
    ['Lead id', lead.id],
    ...(suspect ? ([['Spam check', `possible spam (${lead.spamReasons.join(', ')})`]] as [string, string][]) : []),
  ]

  const origin = attributionLines(lead.attribution)
  const language = lead.language && Object.hasOwn(customerLanguage, lead.language) ? oneLine(customerLanguage[lead.language]!) : ''
  // An urgent form's lead (schemas/lead-mail.ts) says so first: in the subject and the first line.
  const urgent = lead.urgent ? 'URGENT: ' : ''
  const text = [
    suspect
      ? `${urgent}New quote request ${reference} from the website (it looks like it may be spam: check before replying).`
      : `${urgent}New quote request ${reference} from the website${lead.urgent ? ', sent from an urgent form: reply now.' : '.'}`,
    ...(language ? [language] : []),
    ...origin,
    '',
    ...fields.map(([k, v]) => `${k}: ${v}`),
    '',
    'Project details:',
    lead.message,
    '',
  ].join('\n')

  const rows = fields
    .map(([k, v]) => `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('')
  const html =
    '<!doctype html><html><body style="font-family:sans-serif">' +
    `<h2>${urgent}New quote request ${escapeHtml(reference)}</h2>` +
    (language ? `<p><strong>${escapeHtml(language)}</strong></p>` : '') +
    origin.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
    `<table>${rows}</table>` +
    '<h3>Project details</h3>' +
    `<p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>` +
    '</body></html>'

  return {
    subject: oneLine(
      `${suspect ? '[Possible spam] ' : ''}${urgent}New quote request: ${name} (${service})${language ? ` · ${language}` : ''} · ref. ${reference}`,
    ),
    text,
    html,
  }
}

/** `{name}`-style placeholders filled with plain values (the words come from data/quote-form.json, already filled with site facts). */
const fillIn = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (token, name: string) => values[name] ?? token)

/**
 * The homeowner's acknowledgement of a real lead: their reference, what happens next (the lines their form's
 * confirmation showed, or the urgent promise for a lead of an urgent form) and the business phone. Every word comes
 * from the project's data (`mail`, schemas/lead-mail.ts); every value the visitor typed is on one line in the text
 * and escaped in the HTML.
 */
export function acknowledgementEmail(lead: Lead, mail: LeadMail): EmailContent {
  const { business } = mail
  // In the language of the page the lead was sent from, when the site has its words (schemas/lead-mail.ts mailIn).
  const inLanguage = mailIn(mail, lead.language)
  const { words } = inLanguage
  const lang = inLanguage === mail ? DEFAULT_LOCALE : lead.language!
  const values = {
    reference: leadReference(lead.id),
    name: oneLine(lead.firstName),
    business: oneLine(business.name),
    phone: business.phone,
  }
  const next = lead.urgent ? inLanguage.urgentNext : inLanguage.next[lead.form ?? 'quote']
  const line = (template: string) => fillIn(template, values)
  const text = [
    line(words.greeting),
    '',
    line(words.received),
    '',
    line(words.next),
    ...next.map((l) => `- ${l}`),
    '',
    line(words.questions),
    '',
    line(words.signature),
    '',
    '--',
    words.notice,
    '',
  ].join('\n')
  const html =
    `<!doctype html><html lang="${escapeHtml(lang)}"><body style="font-family:sans-serif">` +
    `<p>${escapeHtml(line(words.greeting))}</p>` +
    `<p>${escapeHtml(line(words.received))}</p>` +
    `<p>${escapeHtml(line(words.next))}</p>` +
    `<ul>${next.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` +
    `<p>${escapeHtml(line(words.questions))}</p>` +
    `<p>${escapeHtml(line(words.signature))}</p>` +
    `<p style="color:#666;font-size:12px">${escapeHtml(words.notice)}</p>` +
    '</body></html>'
  return { subject: oneLine(line(words.subject)), text, html, language: lang }
}
