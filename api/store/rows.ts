import { leadReference, QUOTE_DETAIL_FIELDS, QUOTE_FORMS, type QuoteDetail, type QuoteFormKind } from '../../schemas/quote'
import type { StoreCounts } from './types'
import type { LeadStatus, ListedLead, NewLead, SubmitOptions } from './types'

/** Columns read back as a Lead, shared by both dialects. */
export const LEAD_COLUMNS =
  'id, first_name, last_name, email, phone, location, service, message, received_at, user_agent, status, spam_score, spam_reasons, form, details'

/** Columns written for a new lead, in `newLeadValues` order. */
export const INSERT_COLUMNS = `${LEAD_COLUMNS}, fingerprint, token_id, idempotency_key`
export const INSERT_COLUMN_COUNT = INSERT_COLUMNS.split(',').length

export interface LeadRow {
  id: string
  first_name: string
  last_name: string
  email: string
  phone: string
  location: string
  service: string
  message: string
  received_at: string | Date
  user_agent: string | null
  status: LeadStatus
  spam_score: number
  spam_reasons: string
  form: string
  /** JSON text (SQLite) or an object (PostgreSQL's JSONB). */
  details: string | Record<string, unknown>
  seq?: number | string
}

/** The optional details of a lead, in the contract's order, only those with a value (generic over QUOTE_DETAIL_FIELDS). */
export function detailsOf(source: object): Partial<Record<QuoteDetail, string>> {
  const out: Partial<Record<QuoteDetail, string>> = {}
  for (const name of QUOTE_DETAIL_FIELDS) {
    const value = (source as Record<string, unknown>)[name]
    if (typeof value === 'string' && value !== '') out[name] = value
  }
  return out
}

const formOf = (value: string): QuoteFormKind => ((QUOTE_FORMS as readonly string[]).includes(value) ? (value as QuoteFormKind) : 'quote')

/** A stored lead as the store reads it back (both dialects), with its reference: what the visitor's confirmation showed. */
export function rowToLead(row: LeadRow): ListedLead {
  return {
    id: row.id,
    reference: leadReference(row.id),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    location: row.location,
    service: row.service,
    message: row.message,
    receivedAt: row.received_at instanceof Date ? row.received_at.toISOString() : row.received_at,
    userAgent: row.user_agent,
    status: row.status,
    spamScore: Number(row.spam_score),
    spamReasons: row.spam_reasons ? row.spam_reasons.split(',') : [],
    form: formOf(row.form),
    ...detailsOf(typeof row.details === 'string' ? (JSON.parse(row.details || '{}') as Record<string, unknown>) : (row.details ?? {})),
  }
}

/** Positional values in INSERT_COLUMNS order. */
export function newLeadValues(lead: NewLead): unknown[] {
  return [
    lead.id,
    lead.firstName,
    lead.lastName,
    lead.email,
    lead.phone,
    lead.location,
    lead.service,
    lead.message,
    lead.receivedAt,
    lead.userAgent,
    lead.status,
    lead.spamScore,
    lead.spamReasons.join(','),
    lead.form,
    JSON.stringify(detailsOf(lead)),
    lead.fingerprint,
    lead.tokenId,
    lead.idempotencyKey,
  ]
}

/** The lead with the verdict the judge gives once the store has counted (both stores call it inside their write). */
export function judged(lead: NewLead, judge: SubmitOptions['judge'], counts: StoreCounts): NewLead {
  const verdict = judge({ status: lead.status, score: lead.spamScore, reasons: lead.spamReasons }, counts)
  if (verdict.status === lead.status && verdict.score === lead.spamScore && verdict.reasons === lead.spamReasons) return lead
  return { ...lead, status: verdict.status, spamScore: verdict.score, spamReasons: verdict.reasons }
}

/** SQL condition for a list filter (no parameters). */
export function statusFilter(status: 'leads' | 'spam' | 'all' = 'leads'): string {
  if (status === 'spam') return "status = 'spam'"
  if (status === 'all') return '1 = 1'
  return "status <> 'spam'"
}

/** Outbox priority of a notified lead: real leads, then suspects, then the rest of a burst from one network or domain. */
export const outboxPriority = (status: LeadStatus, bulk = false) => (bulk ? 2 : status === 'suspect' ? 1 : 0)

/**
 * The bytes a spam row takes on disk (the spam budget's measure), as SQL for both dialects and `spamRowBytes` in
 * JavaScript: its text and about 200 bytes of other columns, rounded to its share of a 4 KB page as SQLite packs rows
 * appended in order (two rows of 2.3 KB do not share a page: each takes a whole one), plus its index entries.
 */
const ROW_TEXT_SQL =
  '(length(first_name) + length(last_name) + length(email) + length(phone) + length(message) + coalesce(length(user_agent), 0) + 200)'
export const ROW_BYTES_SQL = `(CASE WHEN ${ROW_TEXT_SQL} <= 4000 THEN 4096 / (4088 / (${ROW_TEXT_SQL} + 4)) ELSE (${ROW_TEXT_SQL} + 4091) / 4092 * 4096 END + 60)`

/** ROW_BYTES_SQL for a lead about to be stored (SQL's length() counts characters, as String#length nearly does). */
export function spamRowBytes(lead: NewLead): number {
  const text =
    lead.firstName.length +
    lead.lastName.length +
    lead.email.length +
    lead.phone.length +
    lead.message.length +
    (lead.userAgent?.length ?? 0) +
    200
  return (text <= 4000 ? Math.trunc(4096 / Math.trunc(4088 / (text + 4))) : Math.trunc((text + 4091) / 4092) * 4096) + 60
}
