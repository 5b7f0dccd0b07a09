/**
 * A held lead released by the owner ("Not spam" on the desk): the lead becomes `ok` and both its e-mails are queued —
 * the owner's alert and the homeowner's acknowledgement — each once. In one transaction, through the store's port
 * (`store.batch`): the rows are inserted only while the lead is still held (`spam` or `suspect`), and the outbox's
 * unique (lead, kind) index keeps a row that exists (a suspect lead's alert, already sent as `[Possible spam]`) from
 * being queued again. A second release, or a release of a lead that was never held, changes and queues nothing.
 *
 * After it, kick the outbox (`services.notify?.()`) so the mails go at once. Without SMTP (`notify: false`) only the
 * status changes, as a lead stored then queues nothing.
 *
 * The spam budget's figure counts the released row as spam until the next sweep recounts it (within a minute).
 */
import { outboxPriority } from '../store/rows'
import type { LeadCount } from '../events/counter'
import type { LeadStore, Statement } from '../store/types'

export type ReleaseOutcome = 'released' | 'not-held' | 'not-found'

export interface ReleaseResult {
  outcome: ReleaseOutcome
  /** Outbox rows queued by this call (0, 1 — a suspect's alert was queued already — or 2). */
  queued: number
}

/** Status of a lead held back: `spam` (never mailed) or `suspect` (mailed to the owner marked, no acknowledgement). */
const HELD = "('spam', 'suspect')"

/**
 * Inside the desk's spam mark: only the first release of a lead the filter held as spam (api/desk/store.ts sets
 * `released_at` to this mark's time in the same batch, once). A lead the owner marked spam and then not spam again was
 * mailed before (the mark removed its outbox rows, so the unique index can not tell): it is not mailed twice.
 */
const FIRST_DESK_RELEASE = (now: number) =>
  `EXISTS (SELECT 1 FROM desk_leads d WHERE d.lead_id = l.id AND d.filter_status = 'spam' AND d.released_at = ${now})`

/**
 * The statements of a release, for a batch of their own or inside another's (the desk's spam mark): queue the lead's
 * missing e-mails (with `notify`), then make it `ok` — both only while it is held.
 */
export function releaseStatements(
  kind: LeadStore['kind'],
  id: string,
  { notify, now = Date.now(), firstDeskRelease = false }: { notify: boolean; now?: number; firstDeskRelease?: boolean },
): Statement[] {
  const pg = kind === 'postgres'
  const p = (n: number) => (pg ? `$${n}` : '?')
  const at = pg ? '$2::bigint' : '?'
  const [normal, urgent] = [outboxPriority('ok'), outboxPriority('ok', false, true)]
  const queue: Statement = {
    sql: `INSERT INTO outbox (lead_id, next_attempt_at, created_at, priority, kind)
          SELECT l.id, ${at}, ${at}, CASE WHEN l.urgent ${pg ? '' : '<> 0 '}THEN ${urgent} ELSE ${normal} END, k.kind
          FROM leads l, (SELECT 'owner' AS kind UNION ALL SELECT 'ack') k
          WHERE l.id = ${p(1)} AND l.status IN ${HELD}${firstDeskRelease ? ` AND ${FIRST_DESK_RELEASE(Math.trunc(now))}` : ''}
          ON CONFLICT (lead_id, kind) DO NOTHING`,
    params: pg ? [id, now] : [now, now, id],
  }
  return [...(notify ? [queue] : []), { sql: `UPDATE leads SET status = 'ok' WHERE id = ${p(1)} AND status IN ${HELD}`, params: [id] }]
}

export async function releaseLead(
  store: LeadStore,
  id: string,
  { notify, now = Date.now() }: { notify: boolean; now?: number },
): Promise<ReleaseResult> {
  const p = (n: number) => (store.kind === 'postgres' ? `$${n}` : '?')
  // A lead id is a UUID: anything else names no lead (PostgreSQL would refuse to compare it).
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return { outcome: 'not-found', queued: 0 }
  const [found, queued, released] = (await store.batch(
    [
      { sql: `SELECT status FROM leads WHERE id = ${p(1)}`, params: [id], mode: 'get' },
      ...releaseStatements(store.kind, id, { notify, now }),
    ],
    { write: true, what: 'The lead release' },
  )) as [{ status: string } | null, number, number?]
  const changed = notify ? released : queued
  if (!found) return { outcome: 'not-found', queued: 0 }
  return { outcome: changed ? 'released' : 'not-held', queued: notify ? queued : 0 }
}

/**
 * A released lead as the owner's figures count it (api/events `countLead`): the page and form it was sent from and the
 * campaign of its last touch; null for no such lead.
 */
export async function releasedLeadCount(store: LeadStore, id: string): Promise<LeadCount | null> {
  const [row] = (await store.batch(
    [
      {
        sql: `SELECT page, section, last_source AS source, last_medium AS medium, last_campaign AS campaign FROM leads WHERE id = ${store.kind === 'postgres' ? '$1' : '?'}`,
        params: [id],
        mode: 'get',
      },
    ],
    { write: false, what: 'A released lead' },
  )) as [Record<keyof LeadCount, string | null> | null]
  if (!row) return null
  const count: LeadCount = { page: row.page ?? '/contact' }
  for (const key of ['section', 'source', 'medium', 'campaign'] as const) if (row[key]) count[key] = row[key]
  return count
}
