/**
 * PostgreSQL lead store (pg Pool), same contract as the SQLite one. Several server instances may share the
 * database, so everything that must hold across them lives in it: duplicate detection, Idempotency-Keys and
 * form-token use counts are looked up in the submit's transaction under an advisory lock on the lead's
 * fingerprint, and the rate-limit counters are rows (`rate_limits`). Migrations take an advisory lock and
 * outbox claims use FOR UPDATE SKIP LOCKED. Every statement has a deadline (statement_timeout and a client
 * timeout), so an unreachable or stalled server costs a 503, never a hung request.
 *
 * The spam budget is checked in the submit's transaction: what spam takes is kept in SPAM_SHARDS rows of `settings`
 * (`spam-bytes:<n>`, a spam insert adds to one of them, so concurrent ones rarely wait on one row; the check reads their
 * sum, so spam inserted at the same moment may pass the budget by a few rows), recounted from the table by every
 * prune; spam beyond it is counted (`spam-not-kept`), not stored. The space deleted
 * rows took is reused by PostgreSQL's autovacuum (the table's files do not shrink, they stop growing).
 */
import { randomBytes, randomUUID } from 'node:crypto'
import pg from 'pg'
import { MIGRATIONS } from './migrations'
import {
  INSERT_COLUMN_COUNT,
  INSERT_COLUMNS,
  judged,
  LEAD_COLUMNS,
  type LeadRow,
  newLeadValues,
  outboxKinds,
  outboxPriority,
  ROW_BYTES_SQL,
  rowToLead,
  spamRowBytes,
  statusFilter,
} from './rows'
import {
  type Lead,
  type LeadPage,
  type LeadStatus,
  type LeadStore,
  type ListQuery,
  type NewLead,
  type OutboxItem,
  type OutboxStats,
  type RateHit,
  type SpamBudget,
  type SpamPrune,
  type SpamUsage,
  type Statement,
  StoreClosedError,
  type StoreState,
  StoreTimeoutError,
  type SubmitOptions,
  type SubmitResult,
} from './types'

const INSERT_LEAD = `INSERT INTO leads (${INSERT_COLUMNS}) VALUES (${Array.from({ length: INSERT_COLUMN_COUNT }, (_, i) => `$${i + 1}`).join(', ')})`

export interface PgStoreOptions {
  /** Deadline of each statement and of getting a connection (default 5 s). */
  timeoutMs?: number
  /** Errors of idle pooled connections (which would otherwise crash the process). */
  onError?: (error: Error) => void
}

/** Rows the spam budget is kept in (see the top of this file). */
const SPAM_SHARDS = 8

export class PgLeadStore implements LeadStore {
  readonly kind = 'postgres'
  private pool: pg.Pool | null
  private readonly timeoutMs: number
  private readonly instance = randomUUID()
  /** Start times of the writes in progress (for state().busyMs; a slow read holds no write up). */
  private running = new Set<number>()

  constructor(config: pg.PoolConfig, options: PgStoreOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? 5_000
    this.pool = new pg.Pool({
      max: 10,
      connectionTimeoutMillis: this.timeoutMs,
      idleTimeoutMillis: 30_000,
      statement_timeout: this.timeoutMs,
      query_timeout: this.timeoutMs + 1_000,
      ...config,
    })
    this.pool.on('error', options.onError ?? (() => {}))
  }

  private get open(): pg.Pool {
    if (!this.pool) throw new StoreClosedError()
    return this.pool
  }

  /** Runs `fn`, rejecting with StoreTimeoutError past the deadline (the pool's own timeouts end the work). */
  private async timed<T>(what: string, fn: () => Promise<T>, read = false): Promise<T> {
    const started = Date.now()
    const key = started + Math.random()
    if (!read) this.running.add(key)
    let timer: NodeJS.Timeout | undefined
    try {
      return await Promise.race([
        fn(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new StoreTimeoutError(what, this.timeoutMs)), this.timeoutMs + 500)
        }),
      ])
    } finally {
      clearTimeout(timer)
      this.running.delete(key)
    }
  }

  private async query<R extends pg.QueryResultRow>(sql: string, values?: unknown[], what = 'The database', read = false): Promise<R[]> {
    const pool = this.open
    return this.timed(what, async () => (await pool.query<R>(sql, values)).rows, read)
  }

  /** One transaction on one connection. */
  private async transaction<T>(what: string, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const pool = this.open
    return this.timed(what, async () => {
      const client = await pool.connect()
      // A connection that drops while checked out emits 'error' on its client: the query rejects anyway, and
      // without a listener the event would end the process.
      let broken: Error | undefined
      const onError = (error: Error) => {
        broken = error
      }
      client.on('error', onError)
      try {
        await client.query('BEGIN')
        const result = await fn(client)
        await client.query('COMMIT')
        return result
      } catch (error) {
        if (!broken) {
          await client.query('ROLLBACK').catch((rollbackError: Error) => {
            broken = rollbackError
          })
        }
        throw error
      } finally {
        client.off('error', onError)
        // A client that failed is discarded rather than returned to the pool.
        client.release(broken)
      }
    })
  }

  async batch(statements: Statement[], { write, what }: { write: boolean; what: string }): Promise<unknown[]> {
    const run = async (client: pg.ClientBase | pg.Pool) => {
      const results: unknown[] = []
      for (const { sql, params = [], mode = 'run' } of statements) {
        const result = await client.query(sql, params)
        results.push(mode === 'all' ? result.rows : mode === 'get' ? (result.rows[0] ?? null) : (result.rowCount ?? 0))
      }
      return results
    }
    if (write || statements.length > 1) return this.transaction(what, run)
    const pool = this.open
    return this.timed(what, () => run(pool), true)
  }

  async migrate(): Promise<void> {
    await this.transaction('The migration', async (client) => {
      await client.query("SELECT pg_advisory_xact_lock(hashtext('leads:migrations'))")
      await client.query(`CREATE TABLE IF NOT EXISTS migrations (
        version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`)
      const { rows } = await client.query<{ version: number }>('SELECT version FROM migrations')
      const applied = new Set(rows.map((r) => r.version))
      for (const m of MIGRATIONS) {
        if (applied.has(m.version)) continue
        await client.query(m.postgres)
        await client.query('INSERT INTO migrations (version, name) VALUES ($1, $2)', [m.version, m.name])
      }
      await client.query(PgLeadStore.RECOUNT_SPAM)
    })
  }

  /** Sets the spam-bytes shards to what spam takes in the table, split evenly. */
  private static readonly RECOUNT_SPAM = `
    INSERT INTO settings (name, value)
    SELECT 'spam-bytes:' || n, (total / ${SPAM_SHARDS})::text
    FROM generate_series(0, ${SPAM_SHARDS - 1}) AS n,
         (SELECT coalesce(sum(${ROW_BYTES_SQL}), 0)::bigint AS total FROM leads WHERE status = 'spam') t
    ON CONFLICT (name) DO UPDATE SET value = excluded.value`

  async submit(input: NewLead, options: SubmitOptions): Promise<SubmitResult> {
    const submit = () =>
      this.transaction('The database', async (client): Promise<SubmitResult> => {
        // Serialises submits of the same lead across every instance.
        await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [input.fingerprint])
        if (input.idempotencyKey) {
          const { rows } = await client.query<{ id: string; status: LeadStatus; fingerprint: string }>(
            'SELECT id, status, fingerprint FROM leads WHERE idempotency_key = $1',
            [input.idempotencyKey],
          )
          const prior = rows[0]
          if (prior)
            return prior.fingerprint === input.fingerprint
              ? { outcome: 'replayed', id: prior.id, status: prior.status }
              : { outcome: 'conflict' }
        }
        if (options.duplicateWindowMs > 0) {
          const since = new Date(Date.parse(input.receivedAt) - options.duplicateWindowMs).toISOString()
          const { rows } = await client.query<{ id: string; status: LeadStatus }>(
            'SELECT id, status FROM leads WHERE fingerprint = $1 AND received_at >= $2 ORDER BY seq LIMIT 1',
            [input.fingerprint, since],
          )
          if (rows[0]) return { outcome: 'duplicate', id: rows[0].id, status: rows[0].status }
        }
        // What the judge needs counted in this transaction: the leads already behind the lead's token.
        let tokenUses = 0
        if (input.tokenId) {
          const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM leads WHERE token_id = $1', [input.tokenId])
          tokenUses = Number(rows[0]!.n)
        }
        const lead = judged(input, options.judge, { tokenUses })
        // The spam budget, as the lead arrives: spam beyond it is counted, its text never written.
        if (lead.status === 'spam' && options.spamMaxBytes !== undefined) {
          const { rowCount } = await client.query(
            `UPDATE settings SET value = (value::bigint + $1)::text WHERE name = $2
               AND (SELECT sum(value::bigint) FROM settings WHERE name LIKE 'spam-bytes:%') + $1 <= $3`,
            [spamRowBytes(lead), `spam-bytes:${Math.floor(Math.random() * SPAM_SHARDS)}`, options.spamMaxBytes],
          )
          if (rowCount === 0) {
            await client.query(
              `INSERT INTO settings (name, value) VALUES ('spam-not-kept', '1')
               ON CONFLICT (name) DO UPDATE SET value = (settings.value::bigint + 1)::text`,
            )
            return { outcome: 'stored', id: lead.id, status: lead.status }
          }
        }
        await client.query(INSERT_LEAD, newLeadValues(lead))
        if (options.notify && lead.status !== 'spam') {
          // The owner's alert, and for a real lead the homeowner's acknowledgement (api/notify/outbox.ts).
          await client.query(
            'INSERT INTO outbox (lead_id, next_attempt_at, created_at, priority, kind) SELECT $1::uuid, $2::bigint, $2::bigint, $3::int, unnest($4::text[])',
            [lead.id, Date.now(), outboxPriority(lead.status, lead.bulk, lead.urgent), outboxKinds(lead.status, options.acknowledge)],
          )
        }
        return { outcome: 'stored', id: lead.id, status: lead.status }
      })
    try {
      return await submit()
    } catch (error) {
      // Two instances raced with one Idempotency-Key and different bodies: the loser reads the winner's row.
      if ((error as { code?: string }).code === '23505' && input.idempotencyKey && /idempotency/.test((error as Error).message)) {
        return submit()
      }
      throw error
    }
  }

  async list({ page, pageSize, status, before }: ListQuery): Promise<LeadPage> {
    // By key (seq) when a cursor is given: a deep page costs what the first one does.
    const rows =
      before !== undefined
        ? await this.query<LeadRow>(
            `SELECT seq, ${LEAD_COLUMNS} FROM leads WHERE ${statusFilter(status)} AND seq < $2 ORDER BY seq DESC LIMIT $1`,
            [pageSize, before],
            'The lead list',
            true,
          )
        : await this.query<LeadRow>(
            `SELECT seq, ${LEAD_COLUMNS} FROM leads WHERE ${statusFilter(status)} ORDER BY seq DESC LIMIT $1 OFFSET $2`,
            [pageSize, (page - 1) * pageSize],
            'The lead list',
            true,
          )
    return { items: rows.map(rowToLead), nextCursor: rows.length === pageSize ? Number(rows.at(-1)!.seq) : null }
  }

  async count(status?: ListQuery['status']): Promise<number> {
    const [row] = await this.query<{ n: string }>(
      `SELECT count(*) AS n FROM leads WHERE ${statusFilter(status)}`,
      [],
      'The lead count',
      true,
    )
    return Number(row!.n)
  }

  async pruneSpam({ olderThan, maxBytes }: SpamBudget): Promise<SpamPrune> {
    const expired = await this.query<{ n: string }>(
      "WITH d AS (DELETE FROM leads WHERE status = 'spam' AND received_at < $1 RETURNING 1) SELECT count(*) AS n FROM d",
      [new Date(olderThan).toISOString()],
      'The spam budget',
    )
    const over = await this.query<{ n: string }>(
      `WITH cut AS (
         SELECT seq FROM (SELECT seq, sum(${ROW_BYTES_SQL}) OVER (ORDER BY seq DESC) AS running FROM leads WHERE status = 'spam') r
         WHERE running > $1 ORDER BY seq DESC LIMIT 1
       ), d AS (DELETE FROM leads WHERE status = 'spam' AND seq <= (SELECT seq FROM cut) RETURNING 1)
       SELECT count(*) AS n FROM d`,
      [maxBytes],
      'The spam budget',
    )
    await this.query(PgLeadStore.RECOUNT_SPAM, [], 'The spam budget')
    return { expired: Number(expired[0]!.n), overBudget: Number(over[0]!.n) }
  }

  async spamUsage(): Promise<SpamUsage> {
    const [row] = await this.query<{ used: string; not_kept: string | null; size: string }>(
      `SELECT (SELECT coalesce(sum(value::bigint), 0) FROM settings WHERE name LIKE 'spam-bytes:%') AS used,
              (SELECT value FROM settings WHERE name = 'spam-not-kept') AS not_kept,
              pg_total_relation_size('leads') AS size`,
      [],
      'The spam figures',
      true,
    )
    return { usedBytes: Number(row!.used), notKept: Number(row!.not_kept ?? 0), fileBytes: Number(row!.size) }
  }

  async spamSince(since: number, limit: number): Promise<{ items: Lead[]; total: number }> {
    const from = new Date(since).toISOString()
    const [rows, count] = await Promise.all([
      this.query<LeadRow>(
        `SELECT ${LEAD_COLUMNS} FROM leads WHERE status = 'spam' AND received_at >= $1 ORDER BY seq DESC LIMIT $2`,
        [from, limit],
        'The spam digest',
        true,
      ),
      this.query<{ n: string }>(
        "SELECT count(*) AS n FROM leads WHERE status = 'spam' AND received_at >= $1",
        [from],
        'The spam digest',
        true,
      ),
    ])
    return { items: rows.map(rowToLead), total: Number(count[0]!.n) }
  }

  async claimDigest(now: number, everyMs: number): Promise<number | null> {
    // Compare-and-set on one row: of several instances checking at once, one moves the period's end and sends.
    // The first period ends now: it covers what was held in the period before the first check.
    await this.query("INSERT INTO settings (name, value) VALUES ('spam-digest', $1) ON CONFLICT (name) DO NOTHING", [String(now - everyMs)])
    const rows = await this.query<{ since: string }>(
      `WITH old AS (SELECT value FROM settings WHERE name = 'spam-digest' FOR UPDATE)
       UPDATE settings s SET value = $1 FROM old
       WHERE s.name = 'spam-digest' AND old.value::bigint <= $2 RETURNING old.value AS since`,
      [String(now), now - everyMs],
      'The spam digest',
    )
    return rows[0] ? Number(rows[0].since) : null
  }

  async releaseDigest(since: number): Promise<void> {
    await this.query("UPDATE settings SET value = $1 WHERE name = 'spam-digest'", [String(since)], 'The spam digest')
  }

  async probe(): Promise<void> {
    await this.query(
      'INSERT INTO health_probe (instance, at) VALUES ($1, $2) ON CONFLICT (instance) DO UPDATE SET at = EXCLUDED.at',
      [this.instance, Date.now()],
      'The write probe',
    )
  }

  async ping(): Promise<void> {
    await this.query('SELECT 1')
  }

  state(): StoreState {
    const now = Date.now()
    let oldest = now
    for (const key of this.running) oldest = Math.min(oldest, Math.floor(key))
    return { busyMs: now - oldest }
  }

  async secret(name: string): Promise<Buffer> {
    await this.query('INSERT INTO settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
      name,
      randomBytes(32).toString('base64'),
    ])
    const [row] = await this.query<{ value: string }>('SELECT value FROM settings WHERE name = $1', [name])
    return Buffer.from(row!.value, 'base64')
  }

  async hitRate(key: string, windowMs: number, now: number): Promise<RateHit> {
    const [row] = await this.query<{ hits: number; window_start: string }>(
      `INSERT INTO rate_limits AS r (key, window_start, window_ms, hits) VALUES ($1, $2, $3, 1)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.window_start + r.window_ms <= $2 THEN 1 ELSE r.hits + 1 END,
         window_start = CASE WHEN r.window_start + r.window_ms <= $2 THEN $2 ELSE r.window_start END,
         window_ms = $3
       RETURNING hits, window_start`,
      [key, now, windowMs],
      'The rate limit',
    )
    return { count: row!.hits, resetAt: Number(row!.window_start) + windowMs }
  }

  async peekRate(key: string, now: number): Promise<RateHit | null> {
    const [row] = await this.query<{ hits: number; window_start: string; window_ms: string }>(
      'SELECT hits, window_start, window_ms FROM rate_limits WHERE key = $1',
      [key],
      'The rate limit',
    )
    if (!row || Number(row.window_start) + Number(row.window_ms) <= now) return null
    return { count: row.hits, resetAt: Number(row.window_start) + Number(row.window_ms) }
  }

  async maintain(now: number): Promise<void> {
    await this.query('DELETE FROM rate_limits WHERE window_start + window_ms <= $1', [now])
    await this.query('DELETE FROM health_probe WHERE at < $1', [now - 24 * 3_600_000])
  }

  async close(): Promise<void> {
    const pool = this.pool
    this.pool = null
    await pool?.end()
  }

  async claimOutbox(now: number, limit: number, leaseMs: number): Promise<OutboxItem[]> {
    const rows = await this.query<LeadRow & { outbox_id: string; attempts: number; outbox_kind: OutboxItem['kind'] }>(
      `WITH due AS (
         SELECT id FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= $1
         ORDER BY priority, id LIMIT $2 FOR UPDATE SKIP LOCKED
       ), claimed AS (
         UPDATE outbox o SET attempts = o.attempts + 1, next_attempt_at = $3
         FROM due WHERE o.id = due.id RETURNING o.id, o.lead_id, o.attempts, o.priority, o.kind
       )
       SELECT c.id AS outbox_id, c.attempts, c.kind AS outbox_kind, ${LEAD_COLUMNS.split(', ')
         .map((c) => `l.${c}`)
         .join(', ')}
       FROM claimed c JOIN leads l ON l.id = c.lead_id ORDER BY c.priority, c.id`,
      [now, limit, now + leaseMs],
      'The outbox claim',
    )
    return rows.map((r) => ({ id: Number(r.outbox_id), leadId: r.id, kind: r.outbox_kind, attempts: r.attempts, lead: rowToLead(r) }))
  }

  async markOutboxSent(id: number, now: number): Promise<void> {
    await this.query('UPDATE outbox SET sent_at = $1, next_attempt_at = NULL, last_error = NULL WHERE id = $2', [now, id], 'The outbox')
  }

  async markOutboxFailed(id: number, error: string, retryAt: number | null): Promise<void> {
    await this.query('UPDATE outbox SET last_error = $1, next_attempt_at = $2 WHERE id = $3', [error, retryAt, id], 'The outbox')
  }

  async pendingOutbox(): Promise<number> {
    return (await this.outboxStats()).pending
  }

  async outboxStats(): Promise<OutboxStats> {
    const [row] = await this.query<{ n: string; oldest: string | null }>(
      'SELECT count(*) AS n, min(created_at) AS oldest FROM outbox WHERE sent_at IS NULL AND next_attempt_at IS NOT NULL',
      [],
      'The outbox figures',
    )
    return { pending: Number(row!.n), oldestCreatedAt: row!.oldest === null ? null : Number(row!.oldest) }
  }
}
