/**
 * SQLite lead store (better-sqlite3, WAL, synchronous=FULL: a lead whose submit resolved survives kill -9 and
 * power loss).
 *
 * No database call runs on the main thread after start: writes go to a writer thread, reads (the lead list,
 * outbox figures) to a reader thread (sqlite-thread.ts), each call with a deadline, so a stalled disk costs
 * a 503 on the requests that need the database and nothing else (pages and /healthz keep answering).
 *
 * Group commit: submits that arrive while a commit is in flight (or within one event-loop turn) are written
 * together in the next transaction, and each resolves only after its commit.
 *
 * One process owns the file, so duplicate detection, Idempotency-Keys and form-token use counts are kept
 * in memory for the duplicate window (loaded from the table at start), and decided before the lead is
 * queued: concurrent identical submits wait for the first one's commit and get its answer. So is what spam takes
 * (the spam budget, checked as each lead is queued: spam beyond it is counted in `settings`, not stored).
 *
 * The file shrinks after spam is deleted: `auto_vacuum = INCREMENTAL` (set before the first table; an older file is
 * converted once at start with VACUUM), and the sweep that deletes spam gives the freed pages back to the disk.
 *
 * A deleted or replaced leads.db (or a removed DATA_DIR) is made again while the process runs: the writer refuses
 * writes and saves a rescue copy of what it had open (sqlite-worker.js); the store then closes both threads, makes the
 * database again, merges the rescue copy back, and takes writes again (`recover`), no restart needed.
 */
import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { parseIsoTime } from '../iso-time'
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
import { type SqlOp, SqliteThread } from './sqlite-thread'
import {
  type Lead,
  type LeadPage,
  type LeadStatus,
  type LeadStore,
  type ListQuery,
  type NewLead,
  type OutboxItem,
  type OutboxStats,
  type SpamBudget,
  type SpamPrune,
  type SpamUsage,
  type Statement,
  StoreBrokenError,
  StoreClosedError,
  type StoreState,
  StoreTimeoutError,
  type SubmitOptions,
  type SubmitResult,
} from './types'

export interface SqliteStoreOptions {
  /** Deadline of each database call (default 5 s). */
  timeoutMs?: number
  /** How far back duplicates, Idempotency-Keys and token uses are remembered (default 24 h). */
  memoryMs?: number
  /** Called once when the store turns itself read-only for good (its file was deleted or replaced). */
  onBroken?: (error: Error) => void
  /** Told what was merged back from rescue copies left by a deleted database (see recoverRescues), at start or running. */
  onRecovered?: (report: RecoveryReport) => void
  /** The database was made again while running, after its file was deleted or replaced: writes are taken again. */
  onReopened?: () => void
  /** Making the database again failed (tried again 5 s later, at the next write). */
  onReopenFailed?: (error: Error) => void
  /** An existing file was converted to incremental vacuum at start (a one-time VACUUM). */
  onVacuumed?: (report: { beforeBytes: number; afterBytes: number; ms: number }) => void
}

/** Rescue copies merged back into leads.db at start. */
export interface RecoveryReport {
  files: string[]
  /** Leads copied in (those already present are skipped). */
  leads: number
  /** Unsent notifications of those leads, queued again. */
  outbox: number
}

/** A rescue copy that could not be merged: the server refuses to start and says what to run. */
export class RecoveryError extends Error {
  override name = 'RecoveryError'
  readonly code = 'RECOVERY_FAILED'
}

/** A lead submitted within the memory window: later identical submits wait for its commit. */
interface Recent {
  id: string
  status: LeadStatus
  fingerprint: string
  at: number
  /** 'pending' until its commit settles; 'failed' lets a later submit store the lead again. */
  state: 'pending' | 'committed' | 'failed'
  /** Identical submits waiting for the commit (made only when one arrives while it is pending). */
  waiters?: ((committed: boolean) => void)[]
}

/** A submit waiting for its commit: queued, then in flight. */
interface Pending {
  lead: NewLead
  notify: boolean
  /** With notify: the homeowner's acknowledgement too (a real lead). */
  acknowledge?: boolean
  entry: Recent
  /** Epoch ms after which the caller gets a StoreTimeoutError (the lead may still commit if already in flight). */
  deadline: number
  /** Spam over the budget: counted in `settings`, never written. */
  stub: boolean
  /** Spam bytes it reserved in the budget (0 for other leads and stubs). */
  spamBytes: number
  /** true once the caller has its answer (the commit, an error or the deadline). */
  answered: boolean
  resolve: (result: SubmitResult) => void
  reject: (error: unknown) => void
}

const INSERT_LEAD = `INSERT INTO leads (${INSERT_COLUMNS}) VALUES (${Array(INSERT_COLUMN_COUNT).fill('?').join(', ')})`
const INSERT_OUTBOX = 'INSERT INTO outbox (lead_id, next_attempt_at, created_at, priority, kind) VALUES (?, ?, ?, ?, ?)'
const UPSERT_PROBE = 'INSERT INTO health_probe (instance, at) VALUES (?, ?) ON CONFLICT (instance) DO UPDATE SET at = excluded.at'
const COUNT_NOT_KEPT = `INSERT INTO settings (name, value) VALUES ('spam-not-kept', ?)
  ON CONFLICT (name) DO UPDATE SET value = CAST(value AS INTEGER) + CAST(excluded.value AS INTEGER)`
const SPAM_BYTES = `SELECT coalesce(sum(${ROW_BYTES_SQL}), 0) AS n FROM leads WHERE status = 'spam'`
/** SQLite's auto_vacuum value for INCREMENTAL. */
const INCREMENTAL = 2
const DAY = 24 * 3_600_000
/** Beyond this many remembered leads the oldest are forgotten early (a burst can not exhaust memory). */
const MEMORY_CAP = 200_000

export class SqliteLeadStore implements LeadStore {
  readonly kind = 'sqlite'
  /** Shared with both threads: non-zero makes them stall (fault drills). */
  private readonly control = new SharedArrayBuffer(4)
  private readonly timeoutMs: number
  private readonly memoryMs: number
  private db: Database.Database | null
  private writer: SqliteThread | null = null
  private reader: SqliteThread | null = null
  private closed = false
  private brokenError?: Error
  private injected: { code: string; message: string } | null = null
  private readonly instance = randomUUID()

  private queue: Pending[] = []
  /** Submits not answered yet (see watch), and the one timer for their deadlines. */
  private watched = new Set<Pending>()
  private deadlineTimer?: NodeJS.Timeout
  private deadlineAt = Number.POSITIVE_INFINITY
  private scheduled = false
  private inFlight: Promise<void> | null = null

  private recent = new Map<string, Recent>()
  private keys = new Map<string, Recent>()
  private tokenUses = new Map<string, { count: number; at: number }>()
  private sweeper?: NodeJS.Timeout
  /** Bytes of the spam rows committed (recounted by every prune), those queued, and spam counted but not stored. */
  private spam = { committed: 0, queued: 0, notKept: 0 }
  /** Making the database again after its file went (see recover), and when it may be tried again after a failure. */
  private recovering?: Promise<void>
  private recoverAfter = 0

  constructor(
    readonly file: string,
    private readonly options: SqliteStoreOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 5_000
    this.memoryMs = Math.max(options.memoryMs ?? DAY, DAY)
    this.db = this.openMain()
  }

  /** The main thread's connection, used at start (and to make the database again): migrations, rescues, memory. */
  private openMain(): Database.Database {
    fs.mkdirSync(path.dirname(this.file), { recursive: true })
    const db = new Database(this.file)
    try {
      // Before the first table (a new file), or converted once below (an existing one): see prepareFile.
      if (db.pragma('auto_vacuum', { simple: true }) !== INCREMENTAL) db.pragma(`auto_vacuum = ${INCREMENTAL}`)
      db.pragma('journal_mode = WAL')
      db.pragma('synchronous = FULL')
      db.pragma('busy_timeout = 5000')
      db.pragma('foreign_keys = ON')
    } catch (error) {
      db.close()
      throw error
    }
    return db
  }

  private threadSql = { insertLead: INSERT_LEAD, insertOutbox: INSERT_OUTBOX, upsertProbe: UPSERT_PROBE, countNotKept: COUNT_NOT_KEPT }

  /** The writer thread: started by migrate, restarted if it died. */
  private get write(): SqliteThread {
    if (this.closed) throw new StoreClosedError()
    if (!this.writer || this.writer.error) {
      this.writer = new SqliteThread(this.file, 'writer', this.control, this.threadSql)
      if (this.injected) void this.writer.call({ kind: 'fault', fail: this.injected }).catch(() => {})
    }
    return this.writer
  }

  private get read(): SqliteThread {
    if (this.closed) throw new StoreClosedError()
    if (!this.reader || this.reader.error) this.reader = new SqliteThread(this.file, 'reader', this.control, this.threadSql)
    return this.reader
  }

  private async reads(ops: SqlOp[], what: string): Promise<unknown[]> {
    return this.read.exec(ops, { write: false, deadlineMs: this.timeoutMs, what })
  }

  private async writes(ops: SqlOp[], what: string): Promise<unknown[]> {
    this.assertWritable()
    return this.write.exec(ops, { write: true, deadlineMs: this.timeoutMs, what }).catch((error) => this.noteFailure(error))
  }

  async batch(statements: Statement[], { write, what }: { write: boolean; what: string }): Promise<unknown[]> {
    const ops: SqlOp[] = statements.map(({ sql, params = [], mode = 'run' }) => [sql, params, mode])
    return write ? this.writes(ops, what) : this.reads(ops, what)
  }

  /** Runs on the main thread, once, at start (before the server listens). */
  async migrate(): Promise<void> {
    if (this.closed) throw new StoreClosedError()
    const db = this.db
    if (!db) return // migrated already (the main connection closes after)
    this.prepareFile(db)
    this.remember(db)
    await this.startThreads(db)
    this.sweeper = setInterval(() => this.sweep(Date.now()), 60_000)
    this.sweeper.unref()
  }

  /** Incremental vacuum, the migrations, the rescue copies merged back, and what spam takes. */
  private prepareFile(db: Database.Database, running = false): void {
    if (db.pragma('auto_vacuum', { simple: true }) !== INCREMENTAL) {
      // A file made before incremental vacuum: converted once (the pragma takes effect with a VACUUM).
      const started = Date.now()
      const beforeBytes = fs.statSync(this.file).size
      db.pragma(`auto_vacuum = ${INCREMENTAL}`)
      db.exec('VACUUM')
      db.pragma('wal_checkpoint(TRUNCATE)')
      this.options.onVacuumed?.({ beforeBytes, afterBytes: fs.statSync(this.file).size, ms: Date.now() - started })
    }
    this.applyMigrations(db)
    this.recoverRescues(db, running)
    this.spam.committed = (db.prepare(SPAM_BYTES).get() as { n: number }).n
    const notKept = db.prepare("SELECT value FROM settings WHERE name = 'spam-not-kept'").get() as { value: string } | undefined
    this.spam.notKept = Number(notKept?.value ?? 0)
  }

  /** From here on every call goes through the threads; the main connection closes once they are open. */
  private async startThreads(db: Database.Database): Promise<void> {
    try {
      await Promise.all([
        this.write.exec([['SELECT 1', [], 'get']], { write: false }),
        this.read.exec([['SELECT 1', [], 'get']], { write: false }),
      ])
    } finally {
      db.close()
      if (this.db === db) this.db = null
    }
  }

  private applyMigrations(db: Database.Database): void {
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

  /**
   * The file was deleted or replaced (or DATA_DIR removed) under the running store: the writer refused the write and
   * saved a rescue copy of the database it had open. Both threads are closed, the database is made again (or the
   * replacement opened), the rescue copy merged back, the threads started again: writes are taken again, without a
   * restart. What is remembered in memory (duplicates, token uses) stays: every lead it names is in the rescue copy.
   * A failure leaves writes refused; the next write tries again after 5 s.
   */
  private recover(): void {
    if (this.recovering || this.closed || Date.now() < this.recoverAfter) return
    this.recovering = (async () => {
      const { writer, reader } = this
      this.writer = null
      this.reader = null
      await Promise.all([writer?.close(2_000), reader?.close(2_000)])
      if (this.closed) return
      const db = this.openMain()
      try {
        this.prepareFile(db, true)
      } catch (error) {
        db.close()
        throw error
      }
      await this.startThreads(db)
      this.brokenError = undefined
      this.options.onReopened?.()
    })()
      .catch((error: Error) => {
        this.recoverAfter = Date.now() + 5_000
        this.writer = null
        this.reader = null
        this.options.onReopenFailed?.(error)
      })
      .finally(() => {
        this.recovering = undefined
      })
  }

  /**
   * Rescue copies (`leads.db.recovered-<time>`, written by the writer thread when leads.db was deleted or replaced
   * under it) are merged back before the server listens: their leads (those not already here, by id) and the unsent
   * notifications of those leads, in one transaction. A merged copy is renamed `.merged-<time>` (kept, never
   * deleted). One that can not be read stops the start with the exact command to move it aside.
   */
  private recoverRescues(db: Database.Database, running: boolean): void {
    const dir = path.dirname(this.file)
    const base = path.basename(this.file)
    const rescues = fs
      .readdirSync(dir)
      .filter((f) => f.startsWith(`${base}.recovered-`) && !/-(wal|shm|journal)$|\.unmerged$/.test(f))
      .sort()
    if (rescues.length === 0) return
    const report: RecoveryReport = { files: [], leads: 0, outbox: 0 }
    const columns = INSERT_COLUMNS
    for (const name of rescues) {
      const rescue = path.join(dir, name)
      try {
        if (!fs.existsSync(rescue)) continue // removed meanwhile (rm -rf DATA_DIR still going): ATTACH would make it
        db.prepare('ATTACH DATABASE ? AS rescue').run(rescue)
        try {
          const have = new Set(
            (db.prepare("SELECT name FROM rescue.pragma_table_info('leads')").all() as { name: string }[]).map((c) => c.name),
          )
          const shared = columns.split(', ').filter((c) => have.has(c))
          if (shared.length === 0) throw Object.assign(new Error('it has no leads table'), { code: 'NOT_A_RESCUE_COPY' })
          const merge = db.transaction(() => {
            const leads = db
              .prepare(
                `INSERT INTO main.leads (${shared.join(', ')}) SELECT ${shared.join(', ')} FROM rescue.leads r
                 WHERE NOT EXISTS (SELECT 1 FROM main.leads m WHERE m.id = r.id) ORDER BY r.seq`,
              )
              .run().changes
            const outboxHas = (column: string) =>
              Boolean(db.prepare("SELECT name FROM rescue.pragma_table_info('outbox') WHERE name = ?").get(column))
            const priority = outboxHas('priority') ? 'priority' : '0'
            const kind = outboxHas('kind') ? 'o.kind' : "'owner'"
            const outbox = db
              .prepare(
                `INSERT INTO main.outbox (lead_id, attempts, next_attempt_at, created_at, priority, kind)
                 SELECT o.lead_id, o.attempts, coalesce(o.next_attempt_at, 0), o.created_at, ${priority}, ${kind} FROM rescue.outbox o
                 WHERE o.sent_at IS NULL AND o.next_attempt_at IS NOT NULL
                   AND EXISTS (SELECT 1 FROM main.leads m WHERE m.id = o.lead_id)
                   AND NOT EXISTS (SELECT 1 FROM main.outbox x WHERE x.lead_id = o.lead_id AND x.kind = ${kind})`,
              )
              .run().changes
            return { leads, outbox }
          })
          const merged = merge.immediate()
          report.leads += merged.leads
          report.outbox += merged.outbox
        } finally {
          db.prepare('DETACH DATABASE rescue').run()
        }
        fs.renameSync(rescue, path.join(dir, name.replace('.recovered-', '.merged-')))
        report.files.push(name)
      } catch (error) {
        const { code = 'error', message = '' } = error as { code?: string; message?: string }
        if (running) {
          // While running, leads keep coming: the copy is moved aside (kept) and reported, never a reason to refuse them.
          const aside = `${rescue}.unmerged`
          fs.renameSync(rescue, aside)
          this.options.onReopenFailed?.(
            new RecoveryError(
              `${rescue} could not be merged back (${code}: ${message}); moved aside to ${aside} (kept): sqlite3 "${aside}" "SELECT * FROM leads"`,
            ),
          )
          continue
        }
        throw new RecoveryError(
          `${rescue} (a rescue copy of the lead database) could not be merged back (${code}: ${message}). ` +
            `Its leads are not lost: it stays where it is. To start without it, move it aside: mv "${rescue}" "${rescue}.unmerged" ` +
            `— then open it with: sqlite3 "${rescue}.unmerged" "SELECT * FROM leads"`,
        )
      }
    }
    this.options.onRecovered?.(report)
  }

  /** Loads the leads of the memory window (newest 200,000 at most) into the duplicate/key/token maps. */
  private remember(db: Database.Database): void {
    const since = new Date(Date.now() - this.memoryMs).toISOString()
    const rows = db
      .prepare<
        [number, string],
        {
          id: string
          status: LeadStatus
          fingerprint: string | null
          token_id: string | null
          idempotency_key: string | null
          received_at: string
        }
      >(
        `SELECT id, status, fingerprint, token_id, idempotency_key, received_at FROM leads
         WHERE seq > (SELECT coalesce(max(seq), 0) FROM leads) - ? AND received_at >= ? ORDER BY seq`,
      )
      .all(MEMORY_CAP, since)
    for (const row of rows) {
      const at = Date.parse(row.received_at)
      if (row.fingerprint) {
        const entry: Recent = { id: row.id, status: row.status, fingerprint: row.fingerprint, at, state: 'committed' }
        this.recent.set(row.fingerprint, entry)
        if (row.idempotency_key) this.keys.set(row.idempotency_key, entry)
      }
      if (row.token_id) {
        const uses = this.tokenUses.get(row.token_id)
        this.tokenUses.set(row.token_id, { count: (uses?.count ?? 0) + 1, at })
      }
    }
  }

  private sweep(now: number): void {
    const cutoff = now - this.memoryMs
    for (const map of [this.recent, this.keys, this.tokenUses] as Map<string, { at: number }>[]) {
      for (const [key, value] of map) {
        if (value.at >= cutoff && map.size <= MEMORY_CAP) break // insertion order ≈ time order
        map.delete(key)
      }
    }
  }

  /** Refuses writes up front: closed, its file gone (until made again), or a write already stalled past the deadline. */
  private assertWritable(): void {
    if (this.closed) throw new StoreClosedError()
    if (this.brokenError) {
      this.recover()
      throw this.brokenError
    }
    const since = this.writer?.busySince()
    if (since != null && Date.now() - since > this.timeoutMs)
      throw new StoreTimeoutError('The database (a write is stalled)', this.timeoutMs)
  }

  private noteFailure(error: unknown): never {
    const code = (error as { code?: string }).code
    if (code === 'DB_FILE_MISSING' || code === 'DB_FILE_REPLACED') {
      if (!this.brokenError) {
        this.brokenError = new StoreBrokenError((error as Error).message)
        this.options.onBroken?.(this.brokenError)
      }
      this.recover()
      throw this.brokenError
    }
    throw error
  }

  submit(input: NewLead, options: SubmitOptions): Promise<SubmitResult> {
    try {
      this.assertWritable()
    } catch (error) {
      return Promise.reject(error)
    }
    const deadline = Date.now() + (options.deadlineMs ?? this.timeoutMs)
    const now = parseIsoTime(input.receivedAt) || Date.now()
    const prior = options.duplicateWindowMs > 0 ? this.recent.get(input.fingerprint) : undefined
    // Most leads have no key and no recent twin: queued at once, without an async step in between.
    if (input.idempotencyKey || (prior && now - prior.at < options.duplicateWindowMs))
      return this.submitAfterEarlier(input, options, deadline, now)
    return this.enqueue(input, options, deadline, now)
  }

  /** A submit with an Idempotency-Key or a recent identical lead: answered as the earlier one once it settled. */
  private async submitAfterEarlier(lead: NewLead, options: SubmitOptions, deadline: number, now: number): Promise<SubmitResult> {
    if (lead.idempotencyKey) {
      const prior = this.keys.get(lead.idempotencyKey)
      if (prior) {
        if (prior.fingerprint !== lead.fingerprint) return { outcome: 'conflict' }
        if (await this.settled(prior, deadline)) return { outcome: 'replayed', id: prior.id, status: prior.status }
      } else {
        const [row] = (await this.reads(
          [['SELECT id, status, fingerprint FROM leads WHERE idempotency_key = ?', [lead.idempotencyKey], 'get']],
          'The Idempotency-Key lookup',
        )) as [{ id: string; status: LeadStatus; fingerprint: string } | null]
        if (row)
          return row.fingerprint === lead.fingerprint ? { outcome: 'replayed', id: row.id, status: row.status } : { outcome: 'conflict' }
      }
    }

    if (options.duplicateWindowMs > 0) {
      for (;;) {
        const prior = this.recent.get(lead.fingerprint)
        if (!prior || now - prior.at >= options.duplicateWindowMs) break
        if (await this.settled(prior, deadline)) return { outcome: 'duplicate', id: prior.id, status: prior.status }
        if (this.recent.get(lead.fingerprint) === prior) this.recent.delete(lead.fingerprint)
      }
    }
    this.assertWritable()
    return this.enqueue(lead, options, deadline, now)
  }

  /**
   * Counts the lead's form-token use (the judge rules on the count: options.judge), remembers it for duplicates, and
   * queues it for the next commit. Synchronous up to the queue: two leads with one token are counted one after the other.
   */
  private enqueue(input: NewLead, options: SubmitOptions, deadline: number, now: number): Promise<SubmitResult> {
    const tokenId = input.tokenId
    const uses = tokenId ? this.tokenUses.get(tokenId) : undefined
    const lead = judged(input, options.judge, { tokenUses: uses?.count ?? 0 })
    // The spam budget, as the lead arrives: spam that would take it past the budget is counted, not stored.
    let stub = false
    let spamBytes = 0
    if (lead.status === 'spam' && options.spamMaxBytes !== undefined) {
      const bytes = spamRowBytes(lead)
      if (this.spam.committed + this.spam.queued + bytes > options.spamMaxBytes) stub = true
      else spamBytes = bytes
      this.spam.queued += spamBytes
    }
    if (tokenId) {
      this.tokenUses.delete(tokenId) // re-inserted last: the map stays in time order
      this.tokenUses.set(tokenId, { count: (uses?.count ?? 0) + 1, at: now })
    }

    const entry: Recent = { id: lead.id, status: lead.status, fingerprint: lead.fingerprint, at: now, state: 'pending' }
    this.recent.delete(lead.fingerprint)
    this.recent.set(lead.fingerprint, entry)
    if (lead.idempotencyKey) this.keys.set(lead.idempotencyKey, entry)
    return new Promise<SubmitResult>((resolve, reject) => {
      const pending: Pending = {
        lead,
        notify: options.notify && lead.status !== 'spam',
        acknowledge: options.acknowledge,
        entry,
        deadline,
        stub,
        spamBytes,
        answered: false,
        resolve,
        reject,
      }
      this.queue.push(pending)
      this.watch(pending)
      this.schedule()
    })
  }

  /** Waits for an earlier identical submit, within this request's deadline: true if it committed. */
  private settled(prior: Recent, deadline: number): Promise<boolean> {
    if (prior.state !== 'pending') return Promise.resolve(prior.state === 'committed')
    return new Promise<boolean>((resolve, reject) => {
      const timer = setTimeout(() => reject(new StoreTimeoutError('The database', this.timeoutMs)), Math.max(0, deadline - Date.now()))
      prior.waiters ??= []
      prior.waiters.push((committed) => {
        clearTimeout(timer)
        resolve(committed)
      })
    })
  }

  /** A submit's commit settled: answers its caller (unless its deadline did) and any identical submit waiting. */
  private settle(pending: Pending, error?: unknown): void {
    this.watched.delete(pending)
    const { entry, lead } = pending
    entry.state = error === undefined ? 'committed' : 'failed'
    this.spam.queued -= pending.spamBytes
    if (error === undefined) {
      this.spam.committed += pending.spamBytes
      if (pending.stub) this.spam.notKept++
    }
    if (entry.waiters) for (const wake of entry.waiters.splice(0)) wake(error === undefined)
    if (error !== undefined) {
      if (this.recent.get(lead.fingerprint) === entry) this.recent.delete(lead.fingerprint)
      if (lead.idempotencyKey && this.keys.get(lead.idempotencyKey) === entry) this.keys.delete(lead.idempotencyKey)
      const uses = lead.tokenId ? this.tokenUses.get(lead.tokenId) : undefined
      if (uses) uses.count--
    }
    if (pending.answered) return
    pending.answered = true
    if (error === undefined) pending.resolve({ outcome: 'stored', id: lead.id, status: lead.status })
    else pending.reject(error)
  }

  /**
   * Submit deadlines: one timer for all of them (not one per request), armed for the earliest. A submit still
   * queued at its deadline is dropped (never sent to the database: a retry stores it); one in flight is answered
   * with the timeout but may still commit (then a retry is answered as a duplicate).
   */
  private watch(pending: Pending): void {
    this.watched.add(pending)
    if (pending.deadline < this.deadlineAt) this.armDeadlines(pending.deadline)
  }

  private armDeadlines(at: number): void {
    clearTimeout(this.deadlineTimer)
    this.deadlineAt = at
    this.deadlineTimer = setTimeout(() => this.expire(), Math.max(0, at - Date.now()))
    this.deadlineTimer.unref()
  }

  private expire(): void {
    this.deadlineAt = Number.POSITIVE_INFINITY
    const now = Date.now()
    let next = Number.POSITIVE_INFINITY
    for (const pending of this.watched) {
      if (pending.deadline > now) {
        next = Math.min(next, pending.deadline)
        continue
      }
      const at = this.queue.indexOf(pending)
      if (at >= 0) {
        this.queue.splice(at, 1)
        this.settle(pending, new StoreTimeoutError('The database', this.timeoutMs))
      } else {
        this.watched.delete(pending)
        pending.answered = true
        pending.reject(new StoreTimeoutError('The database', this.timeoutMs))
      }
    }
    if (next < Number.POSITIVE_INFINITY) this.armDeadlines(next)
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

  /** Never rejects: every queued submit is settled individually. */
  private async flush(): Promise<void> {
    const batch = this.queue
    this.queue = []
    if (batch.length === 0) return
    const now = Date.now()
    // One JSON string crosses to the writer thread: cheaper for this thread than cloning an array per lead. Spam over
    // the budget crosses as a count.
    const items = batch.map(({ lead, notify, acknowledge, stub }) =>
      stub
        ? { stub: 1 }
        : {
            values: newLeadValues(lead),
            // The owner's alert, and for a real lead the homeowner's acknowledgement (api/notify/outbox.ts).
            outbox: notify
              ? outboxKinds(lead.status, acknowledge).map((kind) => [
                  lead.id,
                  now,
                  now,
                  outboxPriority(lead.status, lead.bulk, lead.urgent),
                  kind,
                ])
              : null,
          },
    )
    try {
      await this.commit(JSON.stringify(items))
      for (const pending of batch) this.settle(pending)
    } catch (error) {
      const code = (error as { code?: string }).code ?? ''
      // A constraint error fails the batch: retry its items one by one so one bad row cannot fail the others.
      if (batch.length === 1 || !code.startsWith('SQLITE_CONSTRAINT')) {
        for (const pending of batch) this.settle(pending, error)
        return
      }
      for (const [i, pending] of batch.entries()) {
        await this.commit(JSON.stringify([items[i]])).then(
          () => this.settle(pending),
          (e: unknown) => this.settle(pending, e),
        )
      }
    }
  }

  private async commit(items: string): Promise<void> {
    this.assertWritable()
    await this.write.call({ kind: 'submit', items }).catch((error) => this.noteFailure(error))
  }

  async list({ page, pageSize, status, before }: ListQuery): Promise<LeadPage> {
    // By key (seq) when a cursor is given: a deep page costs what the first one does.
    const [rows] = (await this.reads(
      [
        before !== undefined
          ? [
              `SELECT seq, ${LEAD_COLUMNS} FROM leads WHERE ${statusFilter(status)} AND seq < ? ORDER BY seq DESC LIMIT ?`,
              [before, pageSize],
              'all',
            ]
          : [
              `SELECT seq, ${LEAD_COLUMNS} FROM leads WHERE ${statusFilter(status)} ORDER BY seq DESC LIMIT ? OFFSET ?`,
              [pageSize, (page - 1) * pageSize],
              'all',
            ],
      ],
      'The lead list',
    )) as [LeadRow[]]
    return { items: rows.map(rowToLead), nextCursor: rows.length === pageSize ? Number(rows.at(-1)!.seq) : null }
  }

  async pruneSpam({ olderThan, maxBytes }: SpamBudget): Promise<SpamPrune> {
    const [expired, overBudget, left] = (await this.writes(
      [
        ["DELETE FROM leads WHERE status = 'spam' AND received_at < ?", [new Date(olderThan).toISOString()]],
        [
          `DELETE FROM leads WHERE status = 'spam' AND seq <= coalesce((
             SELECT seq FROM (SELECT seq, sum(${ROW_BYTES_SQL}) OVER (ORDER BY seq DESC) AS running FROM leads WHERE status = 'spam')
             WHERE running > ? ORDER BY seq DESC LIMIT 1), -1)`,
          [maxBytes],
        ],
        [SPAM_BYTES, [], 'get'],
      ],
      'The spam budget',
    )) as [number, number, { n: number }]
    this.spam.committed = left.n
    // The pages the deleted rows took go back to the disk (incremental vacuum), and the WAL is emptied.
    if (expired + overBudget > 0) await this.compact()
    return { expired, overBudget }
  }

  /** Gives the database's free pages back to the disk and truncates the WAL. */
  async compact(): Promise<void> {
    this.assertWritable()
    await this.write.call({ kind: 'compact' }, this.timeoutMs, 'The vacuum').catch((error) => this.noteFailure(error))
  }

  async spamUsage(): Promise<SpamUsage> {
    const size = (file: string) =>
      fs.promises.stat(file).then(
        (s) => s.size,
        () => 0,
      )
    const [main, wal] = await Promise.all([size(this.file), size(`${this.file}-wal`)])
    return { usedBytes: this.spam.committed, notKept: this.spam.notKept, fileBytes: main + wal }
  }

  async spamSince(since: number, limit: number): Promise<{ items: Lead[]; total: number }> {
    const from = new Date(since).toISOString()
    const [rows, count] = (await this.reads(
      [
        [`SELECT ${LEAD_COLUMNS} FROM leads WHERE status = 'spam' AND received_at >= ? ORDER BY seq DESC LIMIT ?`, [from, limit], 'all'],
        ["SELECT count(*) AS n FROM leads WHERE status = 'spam' AND received_at >= ?", [from], 'get'],
      ],
      'The spam digest',
    )) as [LeadRow[], { n: number }]
    return { items: rows.map(rowToLead), total: count.n }
  }

  async claimDigest(now: number, everyMs: number): Promise<number | null> {
    // One transaction on the writer: read the last period's end, and move it to now if a period has passed.
    const [, row, changed] = (await this.writes(
      [
        // The first period ends now: it covers what was held in the period before the first check.
        ["INSERT OR IGNORE INTO settings (name, value) VALUES ('spam-digest', ?)", [String(now - everyMs)]],
        ["SELECT value FROM settings WHERE name = 'spam-digest'", [], 'get'],
        ["UPDATE settings SET value = ? WHERE name = 'spam-digest' AND CAST(value AS INTEGER) <= ?", [String(now), now - everyMs]],
      ],
      'The spam digest',
    )) as [number, { value: string }, number]
    return changed > 0 ? Number(row.value) : null
  }

  async releaseDigest(since: number): Promise<void> {
    await this.writes([["UPDATE settings SET value = ? WHERE name = 'spam-digest'", [String(since)]]], 'The spam digest')
  }

  /** Tests: the pragmas each database thread's connection runs with (synchronous: 2 is FULL). */
  async pragmas(): Promise<{ writer: Record<string, unknown>; reader: Record<string, unknown> }> {
    const ops: SqlOp[] = [
      ['PRAGMA journal_mode', [], 'get'],
      ['PRAGMA synchronous', [], 'get'],
    ]
    const [writer, reader] = await Promise.all([this.write.exec(ops, { write: false }), this.read.exec(ops, { write: false })])
    return { writer: Object.assign({}, ...writer), reader: Object.assign({}, ...reader) }
  }

  async count(status?: ListQuery['status']): Promise<number> {
    const [row] = (await this.reads([[`SELECT count(*) AS n FROM leads WHERE ${statusFilter(status)}`, [], 'get']], 'The lead count')) as [
      { n: number },
    ]
    return row.n
  }

  async probe(): Promise<void> {
    this.assertWritable()
    await this.write
      .call({ kind: 'probe', instance: this.instance, now: Date.now() }, this.timeoutMs, 'The write probe')
      .catch((error) => this.noteFailure(error))
  }

  async ping(): Promise<void> {
    await this.reads([['SELECT 1', [], 'get']], 'The database')
  }

  /** `busyMs` is the writer's: a long read (the owner's lead list) runs on its own thread and holds no write up. */
  state(): StoreState {
    const since = this.writer?.busySince()
    return { broken: this.brokenError?.message, busyMs: since != null ? Date.now() - since : 0 }
  }

  async secret(name: string): Promise<Buffer> {
    const [, row] = (await this.writes(
      [
        ['INSERT OR IGNORE INTO settings (name, value) VALUES (?, ?)', [name, randomBytes(32).toString('base64')]],
        ['SELECT value FROM settings WHERE name = ?', [name], 'get'],
      ],
      'The settings table',
    )) as [number, { value: string }]
    return Buffer.from(row.value, 'base64')
  }

  /**
   * Fault drills and tests only: `stall` makes both database threads stop answering (as a disk that hangs) until
   * called with false; `failWrites` makes every write fail with the given error (as a full or read-only disk).
   */
  readonly faults = {
    stall: (on: boolean) => {
      const flag = new Int32Array(this.control)
      Atomics.store(flag, 0, on ? 1 : 0)
      Atomics.notify(flag, 0)
    },
    failWrites: (fail: { code: string; message: string } | null) => {
      this.injected = fail
      return this.writer?.call({ kind: 'fault', fail }) ?? Promise.resolve()
    },
    /** Only lead writes fail (the write probe passes): a lead too large for what is left of a disk. */
    failLeads: (fail: { code: string; message: string } | null) => this.write.call({ kind: 'fault', failLeads: fail }),
  }

  async close(): Promise<void> {
    if (this.closed) return
    this.faults.stall(false)
    await this.recovering
    // Requests already accepted still get their commit.
    while (this.inFlight || this.queue.length > 0 || this.scheduled) {
      if (this.inFlight) await this.inFlight
      else await new Promise((resolve) => setImmediate(resolve))
    }
    this.closed = true
    clearInterval(this.sweeper)
    clearTimeout(this.deadlineTimer)
    const { writer, reader, db } = this
    this.writer = null
    this.reader = null
    this.db = null
    await Promise.all([writer?.close(), reader?.close()])
    db?.close()
  }

  async claimOutbox(now: number, limit: number, leaseMs: number): Promise<OutboxItem[]> {
    const [claimed] = (await this.writes(
      [
        [
          `UPDATE outbox SET attempts = attempts + 1, next_attempt_at = ?
           WHERE id IN (SELECT id FROM outbox WHERE sent_at IS NULL AND next_attempt_at <= ? ORDER BY priority, id LIMIT ?)
           RETURNING id, lead_id, attempts, priority, kind`,
          [now + leaseMs, now, limit],
          'all',
        ],
      ],
      'The outbox claim',
    )) as [{ id: number; lead_id: string; attempts: number; priority: number; kind: OutboxItem['kind'] }[]]
    if (claimed.length === 0) return []
    const [leads] = (await this.reads(
      [[`SELECT ${LEAD_COLUMNS} FROM leads WHERE id IN (${claimed.map(() => '?').join(', ')})`, claimed.map((c) => c.lead_id), 'all']],
      'The outbox leads',
    )) as [LeadRow[]]
    const byId = new Map(leads.map((row) => [row.id, rowToLead(row)]))
    return claimed
      .sort((a, b) => a.priority - b.priority || a.id - b.id)
      .filter((c) => byId.has(c.lead_id))
      .map((c) => ({ id: c.id, leadId: c.lead_id, kind: c.kind, attempts: c.attempts, lead: byId.get(c.lead_id)! }))
  }

  async markOutboxSent(id: number, now: number): Promise<void> {
    await this.writes([['UPDATE outbox SET sent_at = ?, next_attempt_at = NULL, last_error = NULL WHERE id = ?', [now, id]]], 'The outbox')
  }

  async markOutboxFailed(id: number, error: string, retryAt: number | null): Promise<void> {
    await this.writes([['UPDATE outbox SET last_error = ?, next_attempt_at = ? WHERE id = ?', [error, retryAt, id]]], 'The outbox')
  }

  async pendingOutbox(): Promise<number> {
    return (await this.outboxStats()).pending
  }

  async outboxStats(): Promise<OutboxStats> {
    const [row] = (await this.reads(
      [['SELECT count(*) AS n, min(created_at) AS oldest FROM outbox WHERE sent_at IS NULL AND next_attempt_at IS NOT NULL', [], 'get']],
      'The outbox figures',
    )) as [{ n: number; oldest: number | null }]
    return { pending: row.n, oldestCreatedAt: row.oldest }
  }
}
