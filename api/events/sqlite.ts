/**
 * Counts on SQLite: `events.db` in DATA_DIR, its own file (a flood of events never takes the lead database's writer,
 * its disk budget or its file), on its own thread (sqlite-worker.js). Every call has a deadline.
 */
import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import { StoreClosedError, StoreTimeoutError } from '../store/types'
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

const WORKER_URL = new URL('./sqlite-worker.js', import.meta.url)
const UPSERT = `INSERT INTO event_counts (${KEY_COLUMNS.join(', ')}, count) VALUES (${Array(KEY_COLUMNS.length + 1)
  .fill('?')
  .join(', ')}) ${UPSERT_CONFLICT}`
const UPSERT_PAGE = `INSERT INTO event_page_counts (${PAGE_COLUMNS.join(', ')}, count) VALUES (?, ?, ?, ?) ${UPSERT_PAGE_CONFLICT}`

type Op = [sql: string, params: unknown[], mode?: 'run' | 'all' | 'get' | 'many']

export class SqliteEventStore implements EventStore {
  readonly kind = 'sqlite'
  private worker: Worker | null = null
  private closed = false
  private nextId = 0
  private calls = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>()

  constructor(
    readonly file: string,
    private readonly timeoutMs = 5_000,
  ) {
    this.start()
  }

  /** The thread: started with the store, and again at the next call after it died (a count is never worth a restart). */
  private start(): Worker {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3')
    const worker = new Worker(WORKER_URL, { workerData: { file: this.file, driver }, execArgv: [] })
    this.worker = worker
    worker.unref()
    worker.on('message', (reply: { id: number; result?: unknown; error?: { message: string; code?: string } }) => {
      const call = this.calls.get(reply.id)
      if (!call) return
      this.calls.delete(reply.id)
      if (this.calls.size === 0) worker.unref()
      if (reply.error) call.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }))
      else call.resolve(reply.result)
    })
    const fail = (error: Error) => {
      if (this.worker !== worker) return
      this.worker = null
      for (const call of this.calls.values()) call.reject(error)
      this.calls.clear()
    }
    worker.on('error', (error: unknown) => fail(error instanceof Error ? error : new Error(String(error))))
    worker.on('exit', (code) => fail(new Error(`events.db thread exited (code ${code})`)))
    return worker
  }

  private call(message: Record<string, unknown>, what: string): Promise<unknown> {
    if (this.closed) return Promise.reject(new StoreClosedError())
    const worker = this.worker ?? this.start()
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.calls.delete(id)
        reject(new StoreTimeoutError(what, this.timeoutMs))
      }, this.timeoutMs)
      timer.unref()
      if (this.calls.size === 0) worker.ref()
      this.calls.set(id, {
        resolve: (v) => {
          clearTimeout(timer)
          resolve(v)
        },
        reject: (e) => {
          clearTimeout(timer)
          reject(e)
        },
      })
      worker.postMessage({ id, ...message })
    })
  }

  private exec(ops: Op[], write: boolean, what: string): Promise<unknown[]> {
    return this.call({ kind: 'exec', ops, write }, what) as Promise<unknown[]>
  }

  async migrate(): Promise<void> {
    const migrations = MIGRATIONS.map((m) => ({ version: m.version, name: m.name, sql: m.sql('INTEGER', ' WITHOUT ROWID') }))
    await this.call({ kind: 'migrate', migrations }, 'The event database')
  }

  async add(rows: readonly RollupRow[]): Promise<void> {
    if (rows.length === 0) return
    const params = rows.map((r) => [...KEY_COLUMNS.map((c) => r[c]), r.count])
    const pages = pageRows(rows).map((r) => [...PAGE_COLUMNS.map((c) => r[c]), r.count])
    await this.exec(
      [
        [UPSERT, params, 'many'],
        [UPSERT_PAGE, pages, 'many'],
      ],
      true,
      'Counting events',
    )
  }

  async totals(by: ReportBy, from: string, to: string) {
    const [rows] = await this.exec([[totalsSql(by, () => '?'), [from, to], 'all']], false, 'The report')
    return (rows as Record<string, unknown>[]).map(numberFigures)
  }

  async keysOf(day: string) {
    const [rows] = await this.exec([[KEYS_OF_DAY('?'), [day], 'all']], false, 'The event database')
    return rows as Awaited<ReturnType<EventStore['keysOf']>>
  }

  async prune(day: string): Promise<number> {
    const [n] = await this.exec(
      PRUNE('?').map((sql) => [sql, [day]] as Op),
      true,
      'The event database',
    )
    return n as number
  }

  async close(): Promise<void> {
    if (this.closed) return
    const worker = this.worker
    if (worker) await this.call({ kind: 'close' }, 'Closing the event database').catch(() => {})
    this.closed = true
    this.worker = null
    await worker?.terminate()
  }
}
