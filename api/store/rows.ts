import { type Attribution, DEVICE_CLASSES, type DeviceClass, type Touch } from '../../schemas/attribution'
import { DEFAULT_LOCALE } from '../../schemas/locales'
import { leadReference, QUOTE_DETAIL_FIELDS, QUOTE_FORMS, type QuoteDetail, type QuoteFormKind } from '../../schemas/quote'
import type { StoreCounts } from './types'
import type { LeadStatus, ListedLead, NewLead, SubmitOptions } from './types'

/** A touch's values (schemas/attribution.ts `Touch`), each in a column `first_<key>` and `last_<key>`. */
const TOUCH_COLUMN_KEYS = Object.keys({
  source: 1,
  medium: 1,
  campaign: 1,
  term: 1,
  content: 1,
  click: 1,
  landing: 1,
  referrer: 1,
  at: 1,
} satisfies Record<keyof Touch, 1>) as (keyof Touch)[]
type TouchColumn = `${'first' | 'last'}_${keyof Touch}`
const TOUCH_COLUMNS = (['first', 'last'] as const).flatMap((touch) => TOUCH_COLUMN_KEYS.map((key): TouchColumn => `${touch}_${key}`))

/** A lead's attribution (migration 4): nullable text, null when not known. */
export const ATTRIBUTION_COLUMNS = ['page', 'section', 'device', 'lang', ...TOUCH_COLUMNS] as const

const VISITOR_COLUMNS =
  'id, first_name, last_name, email, phone, location, service, message, received_at, user_agent, status, spam_score, spam_reasons, form, details, urgent, language'
/** Columns read back as a Lead, shared by both dialects. */
export const LEAD_COLUMNS = `${VISITOR_COLUMNS}, ${ATTRIBUTION_COLUMNS.join(', ')}`

/** Columns written for a new lead, in `newLeadValues` order. */
export const INSERT_COLUMNS = `${VISITOR_COLUMNS}, fingerprint, token_id, idempotency_key, ${ATTRIBUTION_COLUMNS.join(', ')}`
export const INSERT_COLUMN_COUNT = INSERT_COLUMNS.split(',').length

export type LeadRow = {
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
  /** 0/1 (SQLite) or a boolean (PostgreSQL); absent before migration 6. */
  urgent?: number | boolean | null
  /** A site language's code; absent before migration 10. */
  language?: string | null
  seq?: number | string
} & Partial<Record<(typeof ATTRIBUTION_COLUMNS)[number], string | null>>

/** The optional details of a lead, in the contract's order, only those with a value (generic over QUOTE_DETAIL_FIELDS). */
export function detailsOf(source: object): Partial<Record<QuoteDetail, string>> {
  const out: Partial<Record<QuoteDetail, string>> = {}
  for (const name of QUOTE_DETAIL_FIELDS) {
    const value = (source as Record<string, unknown>)[name]
    if (typeof value === 'string' && value !== '') out[name] = value
  }
  return out
}

/** Attribution as columns, in ATTRIBUTION_COLUMNS order (nulls for what it does not carry). */
export function attributionValues(attribution: Attribution | undefined): (string | null)[] {
  if (!attribution) return NO_ATTRIBUTION
  const { page, section, device, lang, first, last } = attribution
  const values: (string | null)[] = [page ?? null, section ?? null, device ?? null, lang ?? null]
  for (const touch of [first, last]) for (const key of TOUCH_COLUMN_KEYS) values.push(touch?.[key] ?? null)
  return values
}
const NO_ATTRIBUTION: (string | null)[] = ATTRIBUTION_COLUMNS.map(() => null)

/** A row's attribution, only the values it has (undefined when it has none: a lead from before migration 4). */
export function attributionOf(row: LeadRow): Attribution | undefined {
  const out: Attribution = {}
  if (row.page) out.page = row.page
  if (row.section) out.section = row.section
  if (row.device && (DEVICE_CLASSES as readonly string[]).includes(row.device)) out.device = row.device as DeviceClass
  if (row.lang) out.lang = row.lang
  for (const touch of ['first', 'last'] as const) {
    const found: Touch = {}
    for (const key of TOUCH_COLUMN_KEYS) {
      const value = row[`${touch}_${key}`]
      if (value) found[key] = value
    }
    if (Object.keys(found).length > 0) out[touch] = found
  }
  return Object.keys(out).length ? out : undefined
}

const formOf = (value: string): QuoteFormKind => ((QUOTE_FORMS as readonly string[]).includes(value) ? (value as QuoteFormKind) : 'quote')

/** A stored lead as the store reads it back (both dialects), with its reference: what the visitor's confirmation showed. */
export function rowToLead(row: LeadRow): ListedLead {
  const lead: ListedLead = {
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
    urgent: Boolean(row.urgent),
    language: row.language || DEFAULT_LOCALE,
    ...detailsOf(typeof row.details === 'string' ? (JSON.parse(row.details || '{}') as Record<string, unknown>) : (row.details ?? {})),
  }
  const attribution = attributionOf(row)
  if (attribution) lead.attribution = attribution
  return lead
}

/** Positional values in INSERT_COLUMNS order. */
export function newLeadValues(lead: NewLead): unknown[] {
  const values: unknown[] = [
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
    lead.urgent ? 1 : 0,
    lead.language ?? DEFAULT_LOCALE,
    lead.fingerprint,
    lead.tokenId,
    lead.idempotencyKey,
  ]
  // Appended, not spread: this runs for every lead on the writer's path.
  for (const value of attributionValues(lead.attribution)) values.push(value)
  return values
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

/**
 * Outbox priority of a notified lead: real leads from an urgent form first, then real leads, then suspects, then the
 * rest of a burst from one network or domain. Its acknowledgement rides with its owner alert (same priority, after it).
 */
export const outboxPriority = (status: LeadStatus, bulk = false, urgent = false) =>
  bulk ? 2 : status === 'suspect' ? 1 : status === 'ok' && urgent ? -1 : 0

/** What an outbox row sends: the owner's alert, or the homeowner's acknowledgement (migration 6). */
export type OutboxKind = 'owner' | 'ack'

/**
 * The rows a stored lead queues: the owner's alert for every lead mailed (not spam), and with `acknowledge` the
 * homeowner's acknowledgement for a real (`ok`) one only — never to an address a suspect lead typed.
 */
export const outboxKinds = (status: LeadStatus, acknowledge = false): OutboxKind[] =>
  status === 'spam' ? [] : status === 'ok' && acknowledge ? ['owner', 'ack'] : ['owner']

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
