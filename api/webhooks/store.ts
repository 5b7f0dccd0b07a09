/**
 * The webhooks' tables (migration 7) through the lead store's `batch` port, on SQLite and PostgreSQL alike: the SQL is
 * written once with `?` parameters and numbered for PostgreSQL; what differs (the claim's row locks) is written per
 * dialect. Times are epoch ms.
 */
import { randomBytes } from 'node:crypto'
import { LEAD_COLUMNS, type LeadRow, rowToLead } from '../store/rows'
import type { LeadStore, ListedLead, Statement } from '../store/types'

/** What a webhook may subscribe to: a real lead's arrival; a lead's stage changed on the desk. */
export const WEBHOOK_EVENTS = ['lead.created', 'lead.status_changed'] as const
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number]

export interface Endpoint {
  id: string
  url: string
  description: string
  events: WebhookEvent[]
  enabled: boolean
  /** Why the server turned it off (the receiver answered 410 Gone), or null. */
  disabledReason: string | null
  /** ISO 8601. */
  createdAt: string
}

/** An endpoint as the worker needs it: with its secret (never listed, never logged). */
export interface EndpointTarget {
  id: string
  url: string
  secret: string
}

export interface Attempt {
  /** ISO 8601. */
  at: string
  /** `auto` (the worker), `replay` (the owner's button). */
  kind: 'auto' | 'replay'
  /** The receiver's HTTP status, null when none came (refused, timed out, refused address). */
  status: number | null
  ok: boolean
  /** The start of the answer's body, or the error. */
  response: string | null
  durationMs: number
}

export interface Delivery {
  /** The message id, sent as `webhook-id`: the same on every retry and replay. */
  id: string
  event: string
  leadId: string
  state: 'pending' | 'delivered' | 'failed'
  /** Automatic attempts so far. */
  attempts: number
  createdAt: string
  nextAttemptAt: string | null
  deliveredAt: string | null
  failedAt: string | null
  lastStatus: number | null
  lastResponse: string | null
  /** Every attempt, newest first (at most ATTEMPTS_SHOWN). */
  log: Attempt[]
}

/** A message claimed for delivery (leased). */
export interface Claimed {
  id: string
  endpoint: EndpointTarget
  payload: string
  /** Automatic attempts, this one included. */
  attempts: number
  firstAttemptAt: number
}

export const ATTEMPTS_SHOWN = 50

export const newEndpointId = () => `ep_${randomBytes(12).toString('hex')}`
export const newMessageId = () => `msg_${randomBytes(16).toString('hex')}`
/** A Standard Webhooks secret: `whsec_` and 32 random bytes in base64. */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`

const iso = (ms: unknown) => (ms === null || ms === undefined ? null : new Date(Number(ms)).toISOString())

type EndpointRow = {
  id: string
  url: string
  description: string
  events: string
  enabled: number
  disabled_reason: string | null
  created_at: string | number
}

const ENDPOINT_COLUMNS = 'id, url, description, events, enabled, disabled_reason, created_at'

function toEndpoint(row: EndpointRow): Endpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events.split(',').filter((e): e is WebhookEvent => (WEBHOOK_EVENTS as readonly string[]).includes(e)),
    enabled: Number(row.enabled) === 1,
    disabledReason: row.disabled_reason,
    createdAt: iso(row.created_at)!,
  }
}

/**
 * What queues a `lead.status_changed` message for every enabled endpoint subscribed to it, for the desk's latest stage
 * change of a lead (its `desk_events` row), run last in the desk's transaction that made the change (api/desk/store.ts):
 * the change and its messages are committed together or not at all, then delivered like any message (the worker's
 * claim, retries and log). The body is made by the database's JSON functions from that row — the exact text signed:
 * `{ type, timestamp, data: { id, reference, stage, previousStage, amountCents, lostReason } }`. Never for spam.
 */
export function statusChangedStatements(kind: LeadStore['kind'], leadId: string, at: number): Statement[] {
  const when = new Date(at).toISOString()
  const subscribed = "e.enabled = 1 AND (',' || e.events || ',') LIKE '%,lead.status_changed,%'"
  if (kind === 'sqlite')
    return [
      {
        sql: `INSERT INTO webhook_messages (id, endpoint_id, event, lead_id, change_id, payload, attempts, next_attempt_at, created_at)
              SELECT 'msg_' || lower(hex(randomblob(16))), e.id, 'lead.status_changed', l.id, ev.id,
                json_object('type', 'lead.status_changed', 'timestamp', ?, 'data', json_object('id', l.id, 'reference', upper(substr(l.id, -8)),
                  'stage', ev.to_value, 'previousStage', ev.from_value, 'amountCents', ev.amount_cents, 'lostReason', ev.reason)),
                0, ?, ?
              FROM desk_events ev JOIN leads l ON l.id = ev.lead_id JOIN webhook_endpoints e ON ${subscribed}
              WHERE ev.id = (SELECT max(id) FROM desk_events WHERE lead_id = ? AND kind = 'stage') AND l.status <> 'spam'`,
        params: [when, at, at, leadId],
      },
    ]
  return [
    {
      sql: `INSERT INTO webhook_messages (id, endpoint_id, event, lead_id, change_id, payload, attempts, next_attempt_at, created_at)
            SELECT 'msg_' || md5(random()::text || clock_timestamp()::text || e.id), e.id, 'lead.status_changed', l.id::text, ev.id,
              json_build_object('type', 'lead.status_changed', 'timestamp', $1::text, 'data', json_build_object('id', l.id,
                'reference', upper(right(l.id::text, 8)), 'stage', ev.to_value, 'previousStage', ev.from_value,
                'amountCents', ev.amount_cents, 'lostReason', ev.reason))::text,
              0, $2::bigint, $2::bigint
            FROM desk_events ev JOIN leads l ON l.id = ev.lead_id JOIN webhook_endpoints e ON ${subscribed}
            WHERE ev.id = (SELECT max(id) FROM desk_events WHERE lead_id = $3::uuid AND kind = 'stage') AND l.status <> 'spam'`,
      params: [when, at, leadId],
    },
  ]
}

/** The webhooks' SQL on one store. */
export class WebhookStore {
  constructor(private readonly store: LeadStore) {}

  get kind(): LeadStore['kind'] {
    return this.store.kind
  }

  /** `?` → `$1…` on PostgreSQL. */
  private sql(text: string): string {
    if (this.store.kind === 'sqlite') return text
    let n = 0
    return text.replace(/\?/g, () => `$${++n}`)
  }

  private run(statements: Statement[], write: boolean, what: string) {
    return this.store.batch(
      statements.map((s) => ({ ...s, sql: this.sql(s.sql) })),
      { write, what },
    )
  }

  async list(): Promise<Endpoint[]> {
    const [rows] = (await this.run(
      [{ sql: `SELECT ${ENDPOINT_COLUMNS} FROM webhook_endpoints ORDER BY created_at, id`, mode: 'all' }],
      false,
      'The webhooks',
    )) as [EndpointRow[]]
    return rows.map(toEndpoint)
  }

  async get(id: string): Promise<(Endpoint & { secret: string }) | null> {
    const [row] = (await this.run(
      [{ sql: `SELECT ${ENDPOINT_COLUMNS}, secret FROM webhook_endpoints WHERE id = ?`, params: [id], mode: 'get' }],
      false,
      'The webhook',
    )) as [(EndpointRow & { secret: string }) | null]
    return row ? { ...toEndpoint(row), secret: row.secret } : null
  }

  /**
   * A new endpoint: it receives the leads received from now on (told apart by time: `created_at`). Its cursor starts
   * at the newest lead received ten minutes before, long committed, so its first walk is short.
   */
  async create(input: { url: string; description: string; events: WebhookEvent[]; enabled: boolean }, now: number) {
    const id = newEndpointId()
    const secret = newSecret()
    await this.run(
      [
        {
          sql: `INSERT INTO webhook_endpoints (id, url, secret, description, events, enabled, lead_cursor, created_at)
                SELECT ?, ?, ?, ?, ?, CAST(? AS INTEGER), coalesce(max(seq), 0), CAST(? AS BIGINT) FROM leads WHERE received_at < ?`,
          params: [
            id,
            input.url,
            secret,
            input.description,
            input.events.join(','),
            input.enabled ? 1 : 0,
            now,
            new Date(now - 600_000).toISOString(),
          ],
        },
      ],
      true,
      'The webhook',
    )
    return { ...(await this.get(id))!, secret }
  }

  async update(id: string, patch: Partial<{ url: string; description: string; events: WebhookEvent[]; enabled: boolean }>) {
    const sets: string[] = []
    const params: unknown[] = []
    const set = (column: string, value: unknown) => {
      sets.push(`${column} = ?`)
      params.push(value)
    }
    if (patch.url !== undefined) set('url', patch.url)
    if (patch.description !== undefined) set('description', patch.description)
    if (patch.events !== undefined) set('events', patch.events.join(','))
    if (patch.enabled !== undefined) {
      set('enabled', patch.enabled ? 1 : 0)
      set('disabled_reason', null)
    }
    if (sets.length > 0) {
      const [changed] = (await this.run(
        [{ sql: `UPDATE webhook_endpoints SET ${sets.join(', ')} WHERE id = ?`, params: [...params, id] }],
        true,
        'The webhook',
      )) as [number]
      if (changed === 0) return null
    }
    return this.get(id)
  }

  /** Deletes the endpoint with its messages and their attempts; false when there was none. */
  async remove(id: string): Promise<boolean> {
    const [, , changed] = (await this.run(
      [
        { sql: 'DELETE FROM webhook_attempts WHERE message_id IN (SELECT id FROM webhook_messages WHERE endpoint_id = ?)', params: [id] },
        { sql: 'DELETE FROM webhook_messages WHERE endpoint_id = ?', params: [id] },
        { sql: 'DELETE FROM webhook_endpoints WHERE id = ?', params: [id] },
      ],
      true,
      'The webhook',
    )) as number[]
    return changed! > 0
  }

  /** The endpoint turned off by the server (410 Gone): the owner turns it on again. */
  async disable(id: string, reason: string): Promise<void> {
    await this.run(
      [{ sql: 'UPDATE webhook_endpoints SET enabled = 0, disabled_reason = ? WHERE id = ?', params: [reason, id] }],
      true,
      'The webhook',
    )
  }

  /** Enabled endpoints subscribed to `event`, with their cursor and creation time. */
  async subscribers(event: WebhookEvent): Promise<{ id: string; cursor: number; createdAt: number }[]> {
    const [rows] = (await this.run(
      [
        {
          sql: "SELECT id, lead_cursor, created_at FROM webhook_endpoints WHERE enabled = 1 AND (',' || events || ',') LIKE ?",
          params: [`%,${event},%`],
          mode: 'all',
        },
      ],
      false,
      'The webhooks',
    )) as [{ id: string; lead_cursor: string | number; created_at: string | number }[]]
    return rows.map((r) => ({ id: r.id, cursor: Number(r.lead_cursor), createdAt: Number(r.created_at) }))
  }

  /**
   * Leads after `cursor` in the order they were stored, at most `limit`: each one's seq, status and time, and the
   * real ones (`ok`) in full. One snapshot.
   */
  async leadsAfter(
    cursor: number,
    limit: number,
  ): Promise<{ scanned: { seq: number; receivedAt: number }[]; real: (ListedLead & { seq: number })[] }> {
    const [scanned, real] = (await this.run(
      [
        { sql: 'SELECT seq, received_at FROM leads WHERE seq > ? ORDER BY seq LIMIT ?', params: [cursor, limit], mode: 'all' },
        {
          sql: `SELECT seq, ${LEAD_COLUMNS} FROM leads WHERE status = 'ok' AND seq IN (SELECT seq FROM leads WHERE seq > ? ORDER BY seq LIMIT ?) ORDER BY seq`,
          params: [cursor, limit],
          mode: 'all',
        },
      ],
      false,
      'The leads for webhooks',
    )) as [{ seq: number | string; received_at: string | Date }[], LeadRow[]]
    return {
      scanned: scanned.map((r) => ({ seq: Number(r.seq), receivedAt: new Date(r.received_at).getTime() })),
      real: real.map((r) => ({ ...rowToLead(r), seq: Number(r.seq) })),
    }
  }

  /**
   * Creates the messages (those that exist already are left as they are: unique per endpoint, event and lead) and
   * moves each endpoint's cursor forward, in one transaction.
   */
  async enqueue(
    messages: { endpointId: string; event: WebhookEvent; leadId: string; payload: string }[],
    cursors: { endpointId: string; cursor: number }[],
    now: number,
  ): Promise<number> {
    const statements: Statement[] = []
    for (let i = 0; i < messages.length; i += 50) {
      const chunk = messages.slice(i, i + 50)
      statements.push({
        sql: `INSERT INTO webhook_messages (id, endpoint_id, event, lead_id, payload, attempts, next_attempt_at, created_at)
              VALUES ${chunk.map(() => '(?, ?, ?, ?, ?, 0, ?, ?)').join(', ')}
              ON CONFLICT (endpoint_id, event, lead_id, change_id) DO NOTHING`,
        params: chunk.flatMap((m) => [newMessageId(), m.endpointId, m.event, m.leadId, m.payload, now, now]),
      })
    }
    for (const { endpointId, cursor } of cursors)
      statements.push({
        sql: 'UPDATE webhook_endpoints SET lead_cursor = ? WHERE id = ? AND lead_cursor < ?',
        params: [cursor, endpointId, cursor],
      })
    if (statements.length === 0) return 0
    const results = (await this.run(statements, true, 'The webhook messages')) as number[]
    return results.slice(0, Math.ceil(messages.length / 50)).reduce((a, b) => a + b, 0)
  }

  /**
   * Claims up to `limit` due messages of enabled endpoints, oldest due first, leasing them until `now + leaseMs`
   * (another worker, on this or another instance, skips them meanwhile), and counts the attempt.
   */
  async claim(now: number, limit: number, leaseMs: number): Promise<Claimed[]> {
    const due =
      'SELECT m.seq FROM webhook_messages m JOIN webhook_endpoints e ON e.id = m.endpoint_id ' +
      'WHERE m.next_attempt_at <= ? AND e.enabled = 1 ORDER BY m.next_attempt_at, m.seq LIMIT ?'
    const claim: Statement =
      this.store.kind === 'postgres'
        ? {
            sql: `WITH due AS (${due} FOR UPDATE OF m SKIP LOCKED)
                  UPDATE webhook_messages w SET attempts = w.attempts + 1, next_attempt_at = ?, first_attempt_at = coalesce(w.first_attempt_at, ?)
                  FROM due WHERE w.seq = due.seq
                  RETURNING w.seq, w.id, w.endpoint_id, w.payload, w.attempts, w.first_attempt_at`,
            params: [now, limit, now + leaseMs, now],
            mode: 'all',
          }
        : {
            sql: `UPDATE webhook_messages SET attempts = attempts + 1, next_attempt_at = ?, first_attempt_at = coalesce(first_attempt_at, ?)
                  WHERE seq IN (${due})
                  RETURNING seq, id, endpoint_id, payload, attempts, first_attempt_at`,
            params: [now + leaseMs, now, now, limit],
            mode: 'all',
          }
    const [rows, targets] = (await this.run(
      [claim, { sql: 'SELECT id, url, secret FROM webhook_endpoints WHERE enabled = 1', mode: 'all' }],
      true,
      'The webhook claim',
    )) as [
      { seq: number | string; id: string; endpoint_id: string; payload: string; attempts: number; first_attempt_at: number | string }[],
      EndpointTarget[],
    ]
    const byId = new Map(targets.map((t) => [t.id, t]))
    return rows
      .sort((a, b) => Number(a.seq) - Number(b.seq))
      .filter((r) => byId.has(r.endpoint_id))
      .map((r) => ({
        id: r.id,
        endpoint: byId.get(r.endpoint_id)!,
        payload: r.payload,
        attempts: Number(r.attempts),
        firstAttemptAt: Number(r.first_attempt_at),
      }))
  }

  /** A message with its endpoint, for a replay. */
  async message(id: string): Promise<Claimed | null> {
    const [row] = (await this.run(
      [
        {
          sql: `SELECT m.id, m.payload, m.attempts, m.first_attempt_at, e.id AS endpoint_id, e.url, e.secret
                FROM webhook_messages m JOIN webhook_endpoints e ON e.id = m.endpoint_id WHERE m.id = ?`,
          params: [id],
          mode: 'get',
        },
      ],
      false,
      'The webhook message',
    )) as [
      {
        id: string
        payload: string
        attempts: number
        first_attempt_at: number | null
        endpoint_id: string
        url: string
        secret: string
      } | null,
    ]
    if (!row) return null
    return {
      id: row.id,
      endpoint: { id: row.endpoint_id, url: row.url, secret: row.secret },
      payload: row.payload,
      attempts: Number(row.attempts),
      firstAttemptAt: Number(row.first_attempt_at ?? 0),
    }
  }

  /**
   * Logs one attempt and sets the message's state: delivered (`ok`), retried at `retryAt`, or given up (`retryAt`
   * null). A replay that succeeds marks an undelivered message delivered; one that fails leaves its schedule alone.
   */
  async record(
    messageId: string,
    attempt: { kind: Attempt['kind']; at: number; status: number | null; ok: boolean; response: string | null; durationMs: number },
    retryAt: number | null,
  ): Promise<void> {
    const log: Statement = {
      // Nothing when the message went meanwhile (its endpoint deleted while it was being sent).
      sql: `INSERT INTO webhook_attempts (message_id, kind, at, status, ok, response, duration_ms)
            SELECT id, ?, CAST(? AS BIGINT), CAST(? AS INTEGER), CAST(? AS INTEGER), CAST(? AS TEXT), CAST(? AS INTEGER)
            FROM webhook_messages WHERE id = ?`,
      params: [attempt.kind, attempt.at, attempt.status, attempt.ok ? 1 : 0, attempt.response, attempt.durationMs, messageId],
    }
    const { at, status, response } = attempt
    const state: Statement = attempt.ok
      ? {
          sql: `UPDATE webhook_messages SET delivered_at = coalesce(delivered_at, ?), next_attempt_at = NULL, failed_at = NULL,
                last_status = ?, last_response = ? WHERE id = ?`,
          params: [at, status, response, messageId],
        }
      : attempt.kind === 'replay'
        ? { sql: 'UPDATE webhook_messages SET last_status = ?, last_response = ? WHERE id = ?', params: [status, response, messageId] }
        : {
            sql: `UPDATE webhook_messages SET next_attempt_at = ?, failed_at = ?, last_status = ?, last_response = ?
                  WHERE id = ? AND delivered_at IS NULL`,
            params: [retryAt, retryAt === null ? at : null, status, response, messageId],
          }
    await this.run([log, state], true, 'The webhook delivery log')
  }

  /** An endpoint's messages, newest first, with their attempts; `before` is a previous page's `nextCursor`. */
  async deliveries(endpointId: string, pageSize: number, before?: number): Promise<{ items: Delivery[]; nextCursor: number | null }> {
    const [rows] = (await this.run(
      [
        {
          sql: `SELECT seq, id, event, lead_id, attempts, next_attempt_at, delivered_at, failed_at, last_status, last_response, created_at
                FROM webhook_messages WHERE endpoint_id = ?${before === undefined ? '' : ' AND seq < ?'} ORDER BY seq DESC LIMIT ?`,
          params: before === undefined ? [endpointId, pageSize + 1] : [endpointId, before, pageSize + 1],
          mode: 'all',
        },
      ],
      false,
      'The webhook deliveries',
    )) as [Record<string, unknown>[]]
    const page = rows.slice(0, pageSize)
    const logs = new Map<string, Attempt[]>()
    if (page.length > 0) {
      const [attempts] = (await this.run(
        [
          {
            sql: `SELECT message_id, kind, at, status, ok, response, duration_ms FROM webhook_attempts
                  WHERE message_id IN (${page.map(() => '?').join(', ')}) ORDER BY seq DESC`,
            params: page.map((r) => r.id),
            mode: 'all',
          },
        ],
        false,
        'The webhook deliveries',
      )) as [Record<string, unknown>[]]
      for (const a of attempts) {
        const list = logs.get(String(a.message_id)) ?? []
        if (list.length < ATTEMPTS_SHOWN)
          list.push({
            at: iso(a.at)!,
            kind: a.kind as Attempt['kind'],
            status: a.status === null ? null : Number(a.status),
            ok: Number(a.ok) === 1,
            response: (a.response as string | null) ?? null,
            durationMs: Number(a.duration_ms),
          })
        logs.set(String(a.message_id), list)
      }
    }
    const items = page.map(
      (r): Delivery => ({
        id: String(r.id),
        event: String(r.event),
        leadId: String(r.lead_id),
        state: r.delivered_at !== null ? 'delivered' : r.failed_at !== null ? 'failed' : 'pending',
        attempts: Number(r.attempts),
        createdAt: iso(r.created_at)!,
        nextAttemptAt: r.delivered_at === null ? iso(r.next_attempt_at) : null,
        deliveredAt: iso(r.delivered_at),
        failedAt: iso(r.failed_at),
        lastStatus: r.last_status === null ? null : Number(r.last_status),
        lastResponse: (r.last_response as string | null) ?? null,
        log: logs.get(String(r.id)) ?? [],
      }),
    )
    return { items, nextCursor: rows.length > pageSize ? Number(page[page.length - 1]!.seq) : null }
  }
}
