/**
 * The desk's SQL (migration 8's tables beside `leads`), for both stores, through `store.batch`: each call is one
 * transaction; a decision between two statements is written into the statements (`INSERT … SELECT`, `UPDATE … WHERE`,
 * `RETURNING`), so nothing is read, decided in JavaScript and written back.
 *
 * Placeholders are written `?` (`?::type` where PostgreSQL must be told a parameter's type); `sql()` turns them into
 * the store's dialect.
 */
import type { QUOTE_FORMS } from '../../schemas/quote'
import { LEAD_COLUMNS, type LeadRow, rowToLead } from '../store/rows'
import type { LeadStore, ListedLead, Statement } from '../store/types'

export const STAGES = ['new', 'contacted', 'quote_sent', 'won', 'lost'] as const
export type Stage = (typeof STAGES)[number]

/** Who is signed in (the accounts' guard gives it; here exactly that shape, unified when the desk is merged). */
import type { DeskUser } from '../accounts/sessions'
import { releaseStatements } from '../notify/release'
import { statusChangedStatements } from '../webhooks/store'
import type { DeskEvent, DeskNote } from '../../schemas/desk'

export type { DeskEvent, DeskNote, DeskUser }

/** Which leads by the spam filter's status: `leads` (real and suspect, the inbox), `review` (spam and suspect). */
export const SPAM_VIEWS = ['leads', 'ok', 'suspect', 'spam', 'review', 'all'] as const
export type SpamView = (typeof SPAM_VIEWS)[number]

export interface InboxFilter {
  stage?: Stage
  spam: SpamView
  /** Received on or after this day (YYYY-MM-DD, UTC). */
  from?: string
  /** Received on or before this day (YYYY-MM-DD, UTC). */
  to?: string
  /** The location's value (`white-plains`) or the town as the lead names it (`Pelham`), any case. */
  town?: string
  service?: string
  form?: (typeof QUOTE_FORMS)[number]
  page?: string
  /** The campaign of either touch. */
  campaign?: string
  /** The language of the page it was sent from (migration 10). */
  language?: string
  /** Words found in the name, e-mail, phone (also by its digits) or message. */
  q?: string
}

/**
 * The inbox's order, most significant first, every key descending; the cursor carries one value per key: urgent leads
 * (an urgent form's, migration 6) first, then newest first. A 0/1 for urgency on both stores (a boolean on PostgreSQL,
 * which SQLite could not bind back from a cursor).
 */
export const INBOX_ORDER: readonly string[] = ['(CASE WHEN l.urgent THEN 1 ELSE 0 END)', 'l.seq']

type Kind = LeadStore['kind']

/** A filter's list of values ends here (a campaign or page list this long is a flood, not the business's). */
export const FILTER_VALUES_MAX = 500

/** `?` → `$n` on PostgreSQL; `?::type` → `?` on SQLite. */
export function sql(kind: Kind, text: string): string {
  if (kind === 'sqlite') return text.replace(/\?::\w+/g, '?')
  let n = 0
  return text.replace(/\?/g, () => `$${++n}`)
}

const like = (kind: Kind) => (kind === 'postgres' ? 'ILIKE' : 'LIKE')
const townOf = (kind: Kind) => (kind === 'postgres' ? "(l.details->>'town')" : "json_extract(l.details, '$.town')")
/** The phone without the characters people type between digits. */
const PHONE_DIGITS = "replace(replace(replace(replace(replace(replace(l.phone, ' ', ''), '-', ''), '(', ''), ')', ''), '.', ''), '+', '')"

/** `%`, `_` and the escape character itself match only themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const SPAM_WHERE: Record<SpamView, string> = {
  leads: "l.status <> 'spam'",
  ok: "l.status = 'ok'",
  suspect: "l.status = 'suspect'",
  spam: "l.status = 'spam'",
  review: "l.status IN ('spam', 'suspect')",
  all: '1 = 1',
}

const dayStart = (day: string) => `${day}T00:00:00.000Z`
/** The start of the next day; the last day a timestamp can name (9999-12-31) ends at its last millisecond instead. */
const nextDayStart = (day: string) => {
  const next = new Date(Date.parse(dayStart(day)) + 86_400_000).toISOString()
  return next.startsWith('+') ? '9999-12-31T23:59:59.999Z' : next
}

function where(kind: Kind, f: InboxFilter): { text: string; params: unknown[] } {
  const parts = [SPAM_WHERE[f.spam]]
  const params: unknown[] = []
  const add = (text: string, ...values: unknown[]) => {
    parts.push(text)
    params.push(...values)
  }
  if (f.stage) add("coalesce(d.stage, 'new') = ?::text", f.stage)
  if (f.from) add('l.received_at >= ?::timestamptz', dayStart(f.from))
  if (f.to) add('l.received_at < ?::timestamptz', nextDayStart(f.to))
  if (f.town) add(`(l.location = ?::text OR lower(${townOf(kind)}) = lower(?::text))`, f.town, f.town)
  if (f.service) add('l.service = ?::text', f.service)
  if (f.form) add('l.form = ?::text', f.form)
  if (f.page) add('l.page = ?::text', f.page)
  if (f.language) add('l.language = ?::text', f.language)
  if (f.campaign) add('(l.last_campaign = ?::text OR l.first_campaign = ?::text)', f.campaign, f.campaign)
  if (f.q) {
    const op = `${like(kind)} ?::text ESCAPE '\\'`
    const pattern = likePattern(f.q)
    const fields = [`(l.first_name || ' ' || l.last_name) ${op}`, `l.email ${op}`, `l.phone ${op}`, `l.message ${op}`]
    const values = [pattern, pattern, pattern, pattern]
    const digits = f.q.replace(/[\s().+-]/g, '')
    if (/^\d{3,}$/.test(digits)) {
      fields.push(`${PHONE_DIGITS} LIKE ?::text`)
      values.push(`%${digits}%`)
    }
    add(`(${fields.join(' OR ')})`, ...values)
  }
  return { text: parts.join(' AND '), params }
}

const DESK_COLUMNS = 'd.stage, d.stage_at, d.first_contact_at, d.won_cents, d.lost_reason'
const FROM = 'leads l LEFT JOIN desk_leads d ON d.lead_id = l.id'

type DeskRow = LeadRow & {
  stage: Stage | null
  stage_at: number | string | null
  first_contact_at: number | string | null
  won_cents: number | string | null
  lost_reason: string | null
}

/** A sort key's value as the cursor carries it (PostgreSQL's BIGINT comes back as text). */
const sortValue = (value: unknown) => (typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value)

const num = (value: number | string | null | undefined) => (value === null || value === undefined ? null : Number(value))

/** A lead with where it stands on the desk. */
export type DeskLead = ListedLead & {
  stage: Stage
  stageAt: string | null
  firstContactAt: string | null
  /** From arrival to the first move out of `new`, in ms; null until then. */
  timeToFirstContactMs: number | null
  wonCents: number | null
  lostReason: string | null
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

function toDeskLead(row: DeskRow): DeskLead {
  const lead = rowToLead(row)
  const firstContact = num(row.first_contact_at)
  return {
    ...lead,
    stage: row.stage ?? 'new',
    stageAt: iso(num(row.stage_at)),
    firstContactAt: iso(firstContact),
    timeToFirstContactMs: firstContact === null ? null : firstContact - Date.parse(lead.receivedAt),
    wonCents: num(row.won_cents),
    lostReason: row.lost_reason ?? null,
  }
}

export type StageChange = { stage: Stage; amountCents?: number; reason?: string }

/** The row made at a lead's first change (its filter verdict kept), locked for the rest of the transaction. */
const ENSURE = `INSERT INTO desk_leads (lead_id, filter_status) SELECT id, status FROM leads WHERE id = ?::uuid
  ON CONFLICT (lead_id) DO UPDATE SET stage = desk_leads.stage`

export class DeskStore {
  /** `mailOnRelease`: a lead marked *Not spam* that was held gets its missing e-mails queued (api/notify/release.ts). */
  constructor(
    private readonly store: LeadStore,
    private readonly mailOnRelease = false,
  ) {}

  private get kind() {
    return this.store.kind
  }

  private st(text: string, params: unknown[], mode: Statement['mode'] = 'run'): Statement {
    return { sql: sql(this.kind, text), params, mode }
  }

  /** One page of the inbox, in INBOX_ORDER, after `cursor` (the values of the previous page's last lead). */
  async list(filter: InboxFilter, limit: number, cursor?: readonly unknown[]): Promise<{ items: DeskLead[]; next: unknown[] | null }> {
    const w = where(this.kind, filter)
    const keys = INBOX_ORDER.map((key, i) => `${key} AS sort_${i}`).join(', ')
    const after = cursor ? ` AND (${INBOX_ORDER.join(', ')}) < (${INBOX_ORDER.map(() => '?').join(', ')})` : ''
    const order = INBOX_ORDER.map((key) => `${key} DESC`).join(', ')
    const [rows] = (await this.store.batch(
      [
        this.st(
          `SELECT ${keys}, ${LEAD_COLUMNS}, ${DESK_COLUMNS} FROM ${FROM} WHERE ${w.text}${after} ORDER BY ${order} LIMIT ?`,
          [...w.params, ...(cursor ?? []), limit],
          'all',
        ),
      ],
      { write: false, what: 'The desk inbox' },
    )) as [(DeskRow & Record<string, unknown>)[]]
    const last = rows.length === limit ? rows.at(-1) : undefined
    return { items: rows.map(toDeskLead), next: last ? INBOX_ORDER.map((_, i) => sortValue(last[`sort_${i}`])) : null }
  }

  async count(filter: InboxFilter): Promise<number> {
    const w = where(this.kind, filter)
    const [row] = (await this.store.batch([this.st(`SELECT count(*) AS n FROM ${FROM} WHERE ${w.text}`, w.params, 'get')], {
      write: false,
      what: 'The desk inbox count',
    })) as [{ n: number | string }]
    return Number(row.n)
  }

  /** Everything about one lead, or null. */
  async get(id: string): Promise<
    | (DeskLead & {
        history: DeskEvent[]
        notes: DeskNote[]
        spamExample: { label: 'spam' | 'not-spam'; at: string; userId: string } | null
      })
    | null
  > {
    const [row, events, notes] = (await this.store.batch(
      [
        this.st(
          `SELECT ${LEAD_COLUMNS}, ${DESK_COLUMNS}, e.label AS example_label, e.at AS example_at, e.user_id AS example_user
           FROM ${FROM} LEFT JOIN spam_examples e ON e.lead_id = l.id WHERE l.id = ?::uuid`,
          [id],
          'get',
        ),
        this.st(
          'SELECT kind, from_value, to_value, amount_cents, reason, at, user_id FROM desk_events WHERE lead_id = ?::uuid ORDER BY id',
          [id],
          'all',
        ),
        this.st('SELECT id, user_id, user_email, body, at FROM desk_notes WHERE lead_id = ?::uuid ORDER BY id', [id], 'all'),
      ],
      { write: false, what: 'The desk lead' },
    )) as [
      (DeskRow & { example_label: string | null; example_at: number | string | null; example_user: string | null }) | null,
      Record<string, string | number | null>[],
      Record<string, string | number>[],
    ]
    if (!row) return null
    return {
      ...toDeskLead(row),
      history: events.map((e) => ({
        kind: e.kind as DeskEvent['kind'],
        from: (e.from_value as string | null) ?? null,
        to: (e.to_value as string | null) ?? null,
        amountCents: num(e.amount_cents),
        reason: (e.reason as string | null) ?? null,
        at: iso(num(e.at))!,
        userId: String(e.user_id),
      })),
      notes: notes.map((n) => ({
        id: Number(n.id),
        userId: String(n.user_id),
        userEmail: String(n.user_email),
        text: String(n.body),
        at: iso(num(n.at))!,
      })),
      spamExample: row.example_label
        ? { label: row.example_label as 'spam' | 'not-spam', at: iso(num(row.example_at))!, userId: String(row.example_user) }
        : null,
    }
  }

  /** Moves a lead to a stage, with its event and its webhooks' messages, in one transaction; false when there is no such lead. */
  async setStage(user: DeskUser, id: string, change: StageChange, now: number): Promise<boolean> {
    const amount = change.stage === 'won' ? (change.amountCents ?? null) : null
    const reason = change.stage === 'lost' ? (change.reason ?? null) : null
    const [, , updated] = await this.store.batch(
      [
        this.st(ENSURE, [id]),
        this.st(
          `INSERT INTO desk_events (lead_id, user_id, kind, from_value, to_value, amount_cents, reason, at)
           SELECT lead_id, ?::text, 'stage', stage, ?::text, ?::bigint, ?::text, ?::bigint FROM desk_leads WHERE lead_id = ?::uuid`,
          [user.id, change.stage, amount, reason, now, id],
        ),
        this.st(
          `UPDATE desk_leads SET stage = ?::text, stage_at = ?::bigint, won_cents = ?::bigint, lost_reason = ?::text,
             first_contact_at = CASE WHEN first_contact_at IS NULL AND ?::text <> 'new' THEN ?::bigint ELSE first_contact_at END
           WHERE lead_id = ?::uuid RETURNING stage`,
          [change.stage, now, amount, reason, change.stage, now, id],
          'get',
        ),
        // The webhooks subscribed to stage changes: their messages, in this transaction.
        ...statusChangedStatements(this.kind, id, now),
      ],
      { write: true, what: 'A desk stage change' },
    )
    return updated !== null
  }

  /** Adds a note; false when there is no such lead. */
  async addNote(user: DeskUser, id: string, text: string, now: number): Promise<DeskNote | null> {
    const [row] = (await this.store.batch(
      [
        this.st(
          `INSERT INTO desk_notes (lead_id, user_id, user_email, body, at) SELECT id, ?::text, ?::text, ?::text, ?::bigint FROM leads
           WHERE id = ?::uuid RETURNING id`,
          [user.id, user.email, text, now, id],
          'get',
        ),
      ],
      { write: true, what: 'A desk note' },
    )) as [{ id: number | string } | null]
    return row ? { id: Number(row.id), userId: user.id, userEmail: user.email, text, at: new Date(now).toISOString() } : null
  }

  /**
   * The owner's spam mark: `spam` holds the lead (status spam; its notifications are removed, so it is not mailed, and
   * the spam sweep deletes it like any spam, with its desk rows), not spam makes it a real lead (status ok). Either is kept
   * as the lead's example for content scoring (`spam_examples`, one per lead: the last mark). `released`: the lead was
   * held by the filter and is let through for the first time (it must be mailed and counted now, once).
   */
  async markSpam(user: DeskUser, id: string, spam: boolean, now: number): Promise<{ found: boolean; released: boolean }> {
    const statements: Statement[] = [this.st(ENSURE, [id])]
    if (!spam)
      statements.push(
        this.st(
          `UPDATE desk_leads SET released_at = ?::bigint WHERE lead_id = ?::uuid AND released_at IS NULL AND filter_status = 'spam'
           RETURNING lead_id`,
          [now, id],
          'get',
        ),
      )
    const to = spam ? 'spam' : 'ok'
    statements.push(
      this.st(
        `INSERT INTO desk_events (lead_id, user_id, kind, from_value, to_value, at)
         SELECT id, ?::text, 'spam', status, ?::text, ?::bigint FROM leads WHERE id = ?::uuid`,
        [user.id, to, now, id],
      ),
      // Not spam: a held lead is released (its missing e-mails queued, each once) in this transaction; spam: held.
      ...(spam
        ? [this.st('UPDATE leads SET status = ?::text WHERE id = ?::uuid', [to, id])]
        : releaseStatements(this.store.kind, id, { notify: this.mailOnRelease, now, firstDeskRelease: true })),
      this.st(
        `INSERT INTO spam_examples (lead_id, label, at, user_id) SELECT id, ?::text, ?::bigint, ?::text FROM leads WHERE id = ?::uuid
         ON CONFLICT (lead_id) DO UPDATE SET label = excluded.label, at = excluded.at, user_id = excluded.user_id`,
        [spam ? 'spam' : 'not-spam', now, user.id, id],
      ),
    )
    // Its notifications go (sent or not): spam is never mailed, and the spam sweep deletes spam rows, which a lead's
    // outbox rows would hold back.
    if (spam) statements.push(this.st('DELETE FROM outbox WHERE lead_id = ?::uuid', [id]))
    statements.push(this.st('SELECT status FROM leads WHERE id = ?::uuid', [id], 'get'))
    const results = await this.store.batch(statements, { write: true, what: 'A desk spam mark' })
    return { found: results.at(-1) !== null, released: !spam && results[1] !== null }
  }

  /**
   * Deletes a lead with its notes, history, example and notifications, and records the deletion (who, when, the
   * status it had: nothing personal). False when there is no such lead.
   */
  async remove(user: DeskUser, id: string, now: number): Promise<boolean> {
    const results = await this.store.batch(
      [
        this.st('DELETE FROM outbox WHERE lead_id = ?::uuid', [id]),
        this.st('DELETE FROM desk_notes WHERE lead_id = ?::uuid', [id]),
        this.st('DELETE FROM spam_examples WHERE lead_id = ?::uuid', [id]),
        this.st("DELETE FROM desk_events WHERE lead_id = ?::uuid AND kind <> 'delete'", [id]),
        this.st('DELETE FROM desk_leads WHERE lead_id = ?::uuid', [id]),
        this.st(
          `INSERT INTO desk_events (lead_id, user_id, kind, from_value, at) SELECT id, ?::text, 'delete', status, ?::bigint FROM leads
           WHERE id = ?::uuid`,
          [user.id, now, id],
        ),
        this.st('DELETE FROM leads WHERE id = ?::uuid', [id]),
      ],
      { write: true, what: 'A desk deletion' },
    )
    return Number(results.at(-1)) > 0
  }

  /**
   * The values the inbox's filters can take among the leads of a spam view: each list's distinct values (at most
   * FILTER_VALUES_MAX, in order), one read snapshot. Towns are the Location values and the towns leads name themselves.
   */
  async filterValues(spam: SpamView): Promise<Record<'location' | 'town' | 'service' | 'form' | 'page' | 'campaign', string[]>> {
    const inView = `${SPAM_WHERE[spam]}`
    const distinct = (expression: string) =>
      this.st(
        `SELECT DISTINCT ${expression} AS v FROM leads l WHERE ${inView} AND ${expression} IS NOT NULL AND ${expression} <> '' ORDER BY 1 LIMIT ?`,
        [FILTER_VALUES_MAX],
        'all',
      )
    const campaigns = this.st(
      `SELECT v FROM (SELECT l.first_campaign AS v FROM leads l WHERE ${inView} UNION SELECT l.last_campaign AS v FROM leads l WHERE ${inView}) c
       WHERE v IS NOT NULL AND v <> '' ORDER BY 1 LIMIT ?`,
      [FILTER_VALUES_MAX],
      'all',
    )
    const lists = (await this.store.batch(
      [distinct('l.location'), distinct(townOf(this.kind)), distinct('l.service'), distinct('l.form'), distinct('l.page'), campaigns],
      { write: false, what: 'The desk filters' },
    )) as { v: unknown }[][]
    const [location, town, service, form, page, campaign] = lists.map((rows) => rows.map((r) => String(r.v)))
    return { location: location!, town: town!, service: service!, form: form!, page: page!, campaign: campaign! }
  }

  /** What the figures are made of, for leads received (stages, first contact) or won (revenue) within the days. */
  async figures(from: string, to: string) {
    const range = [dayStart(from), nextDayStart(to)]
    const [stages, contacts, won] = (await this.store.batch(
      [
        this.st(
          `SELECT coalesce(d.stage, 'new') AS stage, count(*) AS n FROM ${FROM}
           WHERE l.status <> 'spam' AND l.received_at >= ?::timestamptz AND l.received_at < ?::timestamptz GROUP BY coalesce(d.stage, 'new')`,
          range,
          'all',
        ),
        this.st(
          `SELECT l.id, l.received_at, d.first_contact_at FROM leads l JOIN desk_leads d ON d.lead_id = l.id
           WHERE d.first_contact_at IS NOT NULL AND l.received_at >= ?::timestamptz AND l.received_at < ?::timestamptz
           ORDER BY l.seq DESC LIMIT 10000`,
          range,
          'all',
        ),
        this.st(
          `SELECT l.page, l.last_source, l.last_medium, l.last_campaign, d.won_cents, d.stage_at FROM desk_leads d
           JOIN leads l ON l.id = d.lead_id WHERE d.stage = 'won' AND d.stage_at >= ?::bigint AND d.stage_at < ?::bigint`,
          range.map((d) => Date.parse(d)),
          'all',
        ),
      ],
      { write: false, what: 'The desk figures' },
    )) as [
      { stage: string; n: number | string }[],
      { id: string; received_at: string | Date; first_contact_at: number | string }[],
      {
        page: string | null
        last_source: string | null
        last_medium: string | null
        last_campaign: string | null
        won_cents: number | string
        stage_at: number | string
      }[],
    ]
    return {
      stages: stages.map((s) => ({ stage: s.stage, count: Number(s.n) })),
      contacts: contacts.map((c) => {
        const received = c.received_at instanceof Date ? c.received_at.getTime() : Date.parse(c.received_at)
        return { id: c.id, receivedAt: received, firstContactAt: Number(c.first_contact_at) }
      }),
      won: won.map((w) => ({
        page: w.page,
        source: w.last_source,
        medium: w.last_medium,
        campaign: w.last_campaign,
        cents: Number(w.won_cents),
        wonAt: Number(w.stage_at),
      })),
    }
  }
}
