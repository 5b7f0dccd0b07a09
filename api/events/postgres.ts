/**
 * Counts on PostgreSQL: their own tables (`event_counts`, `event_migrations`) in the lead database, through their own
 * small pool, so a flood of events never holds a connection the lead path needs. Several instances add to the same rows:
 * a flush is one statement per 500 rows in one transaction, rows in key order (two instances flushing at once lock
 * rows in the same order: they wait for each other, never deadlock).
 */
import pg from 'pg'
import { StoreClosedError } from '../store/types'
import {
  type EventStore,
  KEY_COLUMNS,
  KEYS_OF_DAY,
  MIGRATIONS,
  numberFigures,
  PAGE_COLUMNS,
  PRUNE,
  pageRows,
  type ReportBy,
  type RollupRow,
  totalsSql,
  UPSERT_CONFLICT,
  UPSERT_PAGE_CONFLICT,
} from './store'

/** Any number, the same for every instance: migrations run one at a time. */
const MIGRATION_LOCK = 0x6576_6e74
const CHUNK = 500
const UPSERT = `INSERT INTO event_counts (${KEY_COLUMNS.join(', ')}, count)
  SELECT * FROM unnest(${KEY_COLUMNS.map((_, i) => `$${i + 1}::text[]`).join(', ')}, $${KEY_COLUMNS.length + 1}::bigint[])
  ${UPSERT_CONFLICT}`
const UPSERT_PAGE = `INSERT INTO event_page_counts (${PAGE_COLUMNS.join(', ')}, count)
  SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[])
  ${UPSERT_PAGE_CONFLICT}`

export class PgEventStore implements EventStore {
  readonly kind = 'postgres'
  private pool: pg.Pool | null

  constructor(config: pg.PoolConfig, timeoutMs = 5_000, onError: (error: Error) => void = () => {}) {
    this.pool = new pg.Pool({
      max: 3,
      connectionTimeoutMillis: timeoutMs,
      idleTimeoutMillis: 30_000,
      statement_timeout: timeoutMs,
      query_timeout: timeoutMs + 1_000,
      ...config,
    })
    this.pool.on('error', onError)
  }

  private get open(): pg.Pool {
    if (!this.pool) throw new StoreClosedError()
    return this.pool
  }

  private async transaction(fn: (client: pg.PoolClient) => Promise<void>): Promise<void> {
    const client = await this.open.connect()
    let broken: Error | undefined
    const onError = (error: Error) => {
      broken = error
    }
    client.on('error', onError)
    try {
      await client.query('BEGIN')
      await fn(client)
      await client.query('COMMIT')
    } catch (error) {
      if (!broken) await client.query('ROLLBACK').catch((e: Error) => (broken = e))
      throw error
    } finally {
      client.off('error', onError)
      client.release(broken)
    }
  }

  async migrate(): Promise<void> {
    await this.transaction(async (client) => {
      await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
      await client.query(
        'CREATE TABLE IF NOT EXISTS event_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL)',
      )
      const applied = new Set((await client.query<{ version: number }>('SELECT version FROM event_migrations')).rows.map((r) => r.version))
      for (const m of MIGRATIONS) {
        if (applied.has(m.version)) continue
        for (const sql of m.sql('BIGINT', '')) await client.query(sql)
        await client.query('INSERT INTO event_migrations (version, name, applied_at) VALUES ($1, $2, now())', [m.version, m.name])
      }
    })
  }

  async add(rows: readonly RollupRow[]): Promise<void> {
    if (rows.length === 0) return
    const sorted = [...rows].sort((a, b) => compareKeys(a, b))
    await this.transaction(async (client) => {
      for (let at = 0; at < sorted.length; at += CHUNK) {
        const chunk = sorted.slice(at, at + CHUNK)
        await client.query(UPSERT, [...KEY_COLUMNS.map((c) => chunk.map((r) => r[c])), chunk.map((r) => r.count)])
      }
      const pages = pageRows(sorted) // in key order too (day, kind, page lead the key)
      await client.query(UPSERT_PAGE, [...PAGE_COLUMNS.map((c) => pages.map((r) => r[c])), pages.map((r) => r.count)])
    })
  }

  async totals(by: ReportBy, from: string, to: string) {
    const { rows } = await this.open.query(
      totalsSql(by, (n) => `$${n}`),
      [from, to],
    )
    return rows.map(numberFigures)
  }

  async keysOf(day: string) {
    const { rows } = await this.open.query(KEYS_OF_DAY('$1'), [day])
    return rows
  }

  async prune(day: string): Promise<number> {
    const [rows, pages] = PRUNE('$1')
    const deleted = (await this.open.query(rows!, [day])).rowCount ?? 0
    await this.open.query(pages!, [day])
    return deleted
  }

  async close(): Promise<void> {
    const pool = this.pool
    this.pool = null
    await pool?.end()
  }
}

/** Rows in one order every instance follows (JavaScript's string order of the key columns). */
function compareKeys(a: RollupRow, b: RollupRow): number {
  for (const c of KEY_COLUMNS) if (a[c] !== b[c]) return a[c] < b[c] ? -1 : 1
  return 0
}
