/**
 * PostgreSQL lead store (pg Pool), same contract as the SQLite one. Each insert is one
 * statement (lead + outbox row through a CTE), so it commits atomically on its own.
 * Several server instances may share the database: migrations take an advisory lock
 * and outbox claims use FOR UPDATE SKIP LOCKED.
 */
import pg from 'pg'
import { MIGRATIONS } from './migrations'
import { LEAD_COLUMNS, leadValues, rowToLead, type LeadRow } from './rows'
import { StoreClosedError, type InsertOptions, type Lead, type LeadStore, type OutboxItem, type Page } from './types'

const LEAD_PARAMS = '$1, $2, $3, $4, $5, $6, $7, $8, $9, $10'

export class PgLeadStore implements LeadStore {
  readonly kind = 'postgres'
  private pool: pg.Pool | null

  /** `onError` receives errors of idle pooled connections (which would otherwise crash the process). */
  constructor(config: pg.PoolConfig, onError: (error: Error) => void = () => {}) {
    this.pool = new pg.Pool({
      max: 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      ...config,
    })
    this.pool.on('error', onError)
  }

  private get open(): pg.Pool {
    if (!this.pool) throw new StoreClosedError()
    return this.pool
  }

  private async query<R extends pg.QueryResultRow>(sql: string, values?: unknown[]): Promise<R[]> {
    return (await this.open.query<R>(sql, values)).rows
  }

  async migrate(): Promise<void> {
    const client = await this.open.connect()
    try {
      await client.query('BEGIN')
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
      await client.query('COMMIT')
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {})
      throw error
    } finally {
      client.release()
    }
  }

  async insert(lead: Lead, { notify }: InsertOptions): Promise<void> {
    const insertLead = `INSERT INTO leads (${LEAD_COLUMNS}) VALUES (${LEAD_PARAMS})`
    if (!notify) {
      await this.query(insertLead, leadValues(lead))
      return
    }
    await this.query(
      `WITH lead AS (${insertLead} RETURNING id)
       INSERT INTO outbox (lead_id, next_attempt_at, created_at) SELECT id, $11::bigint, $11::bigint FROM lead`,
      [...leadValues(lead), Date.now()],
    )
  }

  async list({ page, pageSize }: Page): Promise<Lead[]> {
    const rows = await this.query<LeadRow>(`SELECT ${LEAD_COLUMNS} FROM leads ORDER BY seq DESC LIMIT $1 OFFSET $2`, [
      pageSize,
      (page - 1) * pageSize,
    ])
    return rows.map(rowToLead)
  }

  async count(): Promise<number> {
    const [row] = await this.query<{ n: string }>('SELECT count(*) AS n FROM leads')
    return Number(row!.n)
  }

  async ping(): Promise<void> {
    await this.query('SELECT 1')
  }

  async close(): Promise<void> {
    const pool = this.pool
    this.pool = null
    await pool?.end()
  }

  async claimOutbox(now: number, limit: number, leaseMs: number): Promise<OutboxItem[]> {
    const rows = await this.query<LeadRow & { outbox_id: string; attempts: number }>(
      `WITH due AS (
         SELECT id FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= $1
         ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED
       ), claimed AS (
         UPDATE outbox o SET attempts = o.attempts + 1, next_attempt_at = $3
         FROM due WHERE o.id = due.id RETURNING o.id, o.lead_id, o.attempts
       )
       SELECT c.id AS outbox_id, c.attempts, ${LEAD_COLUMNS.split(', ')
         .map((c) => `l.${c}`)
         .join(', ')}
       FROM claimed c JOIN leads l ON l.id = c.lead_id ORDER BY c.id`,
      [now, limit, now + leaseMs],
    )
    return rows.map((r) => ({ id: Number(r.outbox_id), leadId: r.id, attempts: r.attempts, lead: rowToLead(r) }))
  }

  async markOutboxSent(id: number, now: number): Promise<void> {
    await this.query('UPDATE outbox SET sent_at = $1, next_attempt_at = NULL, last_error = NULL WHERE id = $2', [now, id])
  }

  async markOutboxFailed(id: number, error: string, retryAt: number | null): Promise<void> {
    await this.query('UPDATE outbox SET last_error = $1, next_attempt_at = $2 WHERE id = $3', [error, retryAt, id])
  }

  async pendingOutbox(): Promise<number> {
    const [row] = await this.query<{ n: string }>('SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL AND next_attempt_at IS NOT NULL')
    return Number(row!.n)
  }
}
