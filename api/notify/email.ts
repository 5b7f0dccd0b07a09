/** The notification e-mail for one lead: plain text and HTML, every value HTML-escaped. */
import { LOCATION_OPTIONS, SERVICE_OPTIONS, type Option } from '../../schemas/quote'
import type { Lead } from '../store/types'

export interface EmailContent {
  subject: string
  text: string
  html: string
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!)
}

const labelOf = (options: readonly Option[], value: string) => options.find((o) => o.value === value)?.label ?? value

/** One line, no control characters (header safety). */
const oneLine = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ').trim()

export function leadEmail(lead: Lead): EmailContent {
  const name = oneLine(`${lead.firstName} ${lead.lastName}`)
  const service = labelOf(SERVICE_OPTIONS, lead.service)
  const suspect = lead.status === 'suspect'
  // Every value but the project details on one line: nothing a visitor typed can forge a line of the mail.
  const fields: [string, string][] = [
    ['Name', name],
    ['E-mail', oneLine(lead.email)],
    ['Phone', oneLine(lead.phone)],
    ['Location', oneLine(labelOf(LOCATION_OPTIONS, lead.location))],
    ['Service', oneLine(service)],
    ['Received', lead.receivedAt],
    ['Reference', lead.id],
    ...(suspect ? ([['Spam check', `possible spam (${lead.spamReasons.join(', ')})`]] as [string, string][]) : []),
  ]

  const text = [
    suspect
      ? 'New quote request from the website (it looks like it may be spam: check before replying).'
      : 'New quote request from the website.',
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
    '<h2>New quote request</h2>' +
    `<table>${rows}</table>` +
    '<h3>Project details</h3>' +
    `<p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>` +
    '</body></html>'

  return { subject: oneLine(`${suspect ? '[Possible spam] ' : ''}New quote request: ${name} (${service})`), text, html }
}
