/**
 * SQLite lead store (better-sqlite3, WAL, synchronous=FULL: a lead whose insert resolved
 * survives kill -9 and power loss).
 *
 * Writes run on a worker thread (SqliteWriter) so fsync never blocks the event loop;
 * reads use a connection on the main thread (WAL readers never wait for the writer).
 * Group commit: inserts that arrive while a commit is in flight (or within one
 * event-loop turn) are written together in the next transaction, and each insert
 * resolves only after its commit. If a batch fails, its items are retried one by one
 * so one bad row cannot fail the others.
 */
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { MIGRATIONS } from './migrations'
import { LEAD_COLUMNS, leadValues, rowToLead, type LeadRow } from './rows'
import { SqliteWriter, type WriteOp } from './sqlite-writer'
import { StoreClosedError, type InsertOptions, type Lead, type LeadStore, type OutboxItem, type Page } from './types'

interface Pending {
  lead: Lead
  options: InsertOptions
  resolve: () => void
  reject: (error: unknown) => void
}

const INSERT_LEAD = `INSERT INTO leads (${LEAD_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`
const INSERT_OUTBOX = 'INSERT INTO outbox (lead_id, next_attempt_at, created_at) VALUES (?, ?, ?)'

export class SqliteLeadStore implements LeadStore {
  readonly kind = 'sqlite'
  private db: Database.Database | null
  private writer: SqliteWriter | null = null
  private statements = new Map<string, Database.Statement>()
  private queue: Pending[] = []
  private scheduled = false
  private inFlight: Promise<void> | null = null

  constructor(readonly file: string) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const db = new Database(file)
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = FULL')
    db.pragma('busy_timeout = 5000')
    db.pragma('foreign_keys = ON')
    this.db = db
  }

  private get open(): Database.Database {
    if (!this.db) throw new StoreClosedError()
    return this.db
  }

  /** The writer thread: started on first use (after migrate created the tables), restarted if it died. */
  private get write(): SqliteWriter {
    this.open
    if (!this.writer || this.writer.error) this.writer = new SqliteWriter(this.file)
    return this.writer
  }

  /** A cached prepared statement on the read connection. */
  private stmt<P extends unknown[] = unknown[], R = unknown>(sql: string): Database.Statement<P, R> {
    let s = this.statements.get(sql)
    if (!s) {
      s = this.open.prepare(sql)
      this.statements.set(sql, s)
    }
    return s as unknown as Database.Statement<P, R>
  }

  async migrate(): Promise<void> {
    const db = this.open
    db.exec(`CREATE TABLE IF NOT EXISTS migrations (
      version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`)
    const applied = new Set(
      db
        .prepare<[], { version: number }>('SELECT version FROM migrations')
        .all()
        .map((r) => r.version),
    )
    const record = db.prepare('INSERT INTO migrations (version, name, applied_at) VALUES (?, ?, ?)')
    for (const m of MIGRATIONS) {
      if (applied.has(m.version)) continue
      db.transaction(() => {
        db.exec(m.sqlite)
        record.run(m.version, m.name, new Date().toISOString())
      }).immediate()
    }
  }

  insert(lead: Lead, options: InsertOptions): Promise<void> {
    if (!this.db) return Promise.reject(new StoreClosedError())
    return new Promise((resolve, reject) => {
      this.queue.push({ lead, options, resolve, reject })
      this.schedule()
    })
  }

  /** One commit in flight at a time; whatever queues meanwhile goes into the next one. */
  private schedule(): void {
    if (this.scheduled || this.inFlight) return
    this.scheduled = true
    setImmediate(() => {
      this.scheduled = false
      this.inFlight = this.flush().finally(() => {
        this.inFlight = null
        if (this.queue.length > 0) this.schedule()
      })
    })
  }

  /** Never rejects: every queued insert is settled individually. */
  private async flush(): Promise<void> {
    const batch = this.queue
    this.queue = []
    if (batch.length === 0) return
    try {
      await this.write.transaction(batch.flatMap(insertOps))
      for (const item of batch) item.resolve()
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error)
      await Promise.all(
        batch.map(async (item) => {
          try {
            await this.write.transaction(insertOps(item))
            item.resolve()
          } catch (itemError) {
            item.reject(itemError)
          }
        }),
      )
    }
  }

  async list({ page, pageSize }: Page): Promise<Lead[]> {
    const rows = this.stmt<[number, number], LeadRow>(`SELECT ${LEAD_COLUMNS} FROM leads ORDER BY seq DESC LIMIT ? OFFSET ?`).all(
      pageSize,
      (page - 1) * pageSize,
    )
    return rows.map(rowToLead)
  }

  async count(): Promise<number> {
    return this.stmt<[], { n: number }>('SELECT count(*) AS n FROM leads').get()!.n
  }

  async ping(): Promise<void> {
    this.stmt('SELECT 1').get()
  }

  async close(): Promise<void> {
    if (!this.db) return
    // Requests already accepted still get their commit.
    while (this.inFlight || this.queue.length > 0 || this.scheduled) {
      if (this.inFlight) await this.inFlight
      else await new Promise((resolve) => setImmediate(resolve))
    }
    const { db, writer } = this
    this.db = null
    this.writer = null
    this.statements.clear()
    await writer?.close()
    db.close()
  }

  async claimOutbox(now: number, limit: number, leaseMs: number): Promise<OutboxItem[]> {
    const [claimed] = (await this.write.transaction([
      [
        `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?
         WHERE id IN (SELECT id FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY id LIMIT ?)
         RETURNING id, lead_id, attempts`,
        [now + leaseMs, now, limit],
        true,
      ],
    ])) as [{ id: number; lead_id: string; attempts: number }[]]
    const lead = this.stmt<[string], LeadRow>(`SELECT ${LEAD_COLUMNS} FROM leads WHERE id = ?`)
    return claimed
      .sort((a, b) => a.id - b.id)
      .map((c) => ({ id: c.id, leadId: c.lead_id, attempts: c.attempts, lead: rowToLead(lead.get(c.lead_id)!) }))
  }

  async markOutboxSent(id: number, now: number): Promise<void> {
    await this.write.transaction([['UPDATE outbox SET sent_at = ?, next_attempt_at = NULL, last_error = NULL WHERE id = ?', [now, id]]])
  }

  async markOutboxFailed(id: number, error: string, retryAt: number | null): Promise<void> {
    await this.write.transaction([['UPDATE outbox SET last_error = ?, next_attempt_at = ? WHERE id = ?', [error, retryAt, id]]])
  }

  async pendingOutbox(): Promise<number> {
    return this.stmt<[], { n: number }>('SELECT count(*) AS n FROM outbox WHERE sent_at IS NULL AND next_attempt_at IS NOT NULL').get()!.n
  }
}

function insertOps({ lead, options }: Pending): WriteOp[] {
  const ops: WriteOp[] = [[INSERT_LEAD, leadValues(lead)]]
  if (options.notify) {
    const now = Date.now()
    ops.push([INSERT_OUTBOX, [lead.id, now, now]])
  }
  return ops
}
