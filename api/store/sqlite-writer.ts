/**
 * Runs SQLite write transactions on a worker thread, on its own connection, so the
 * commit's fsync (synchronous=FULL) never blocks the event loop. A call resolves only
 * after its transaction has committed.
 */
import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import { StoreClosedError } from './types'

/** [sql, params, returnRows]: returnRows → the rows (`.all()`), else the number of changed rows. */
export type WriteOp = [sql: string, params: unknown[], returnRows?: boolean]

// Plain CommonJS, evaluated in the worker (no TypeScript loader needed there).
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = 5000');
db.pragma('foreign_keys = ON');
const statements = [];
const run = db.transaction((ops) =>
  ops.map(([n, params, rows]) => (rows ? statements[n].all(...params) : statements[n].run(...params).changes)),
);
parentPort.on('message', ({ id, ops, defs, close }) => {
  if (close) {
    db.close();
    parentPort.postMessage({ id, result: [] });
    parentPort.close();
    return;
  }
  try {
    for (const [n, sql] of defs) statements[n] = db.prepare(sql);
    parentPort.postMessage({ id, result: run.immediate(ops) });
  } catch (error) {
    parentPort.postMessage({ id, error: { message: error.message, code: error.code } });
  }
});
`

interface Reply {
  id: number
  result?: unknown[]
  error?: { message: string; code?: string }
}

export class SqliteWriter {
  private worker: Worker | null
  private nextId = 0
  private pending = new Map<number, { resolve: (r: unknown[]) => void; reject: (e: Error) => void }>()
  private failure?: Error
  /** SQL text → statement number; the text crosses to the worker once, then only its number. */
  private sqlIds = new Map<string, number>()
  private nextSqlId = 0

  constructor(file: string) {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3')
    this.worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { file, driver } })
    this.worker.unref() // referenced only while a call is pending (see post)
    this.worker.on('message', (reply: Reply) => {
      const call = this.pending.get(reply.id)
      if (!call) return
      this.pending.delete(reply.id)
      if (this.pending.size === 0) this.worker?.unref()
      if (reply.error) call.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }))
      else call.resolve(reply.result!)
    })
    this.worker.on('error', (error) => this.fail(error instanceof Error ? error : new Error(String(error))))
    this.worker.on('exit', (code) => {
      if (this.worker) this.fail(new Error(`SQLite writer exited (code ${code})`))
    })
  }

  private fail(error: Error): void {
    this.failure = error
    this.worker = null
    for (const call of this.pending.values()) call.reject(error)
    this.pending.clear()
  }

  /** Set when the worker died; this writer is then unusable (the store starts a new one). */
  get error(): Error | undefined {
    return this.failure
  }

  /** Runs `ops` in one IMMEDIATE transaction; resolves with one result per op after COMMIT. */
  transaction(ops: WriteOp[]): Promise<unknown[]> {
    const defs: [number, string][] = []
    const encoded = ops.map(([sql, params, rows]) => {
      let n = this.sqlIds.get(sql)
      if (n === undefined) {
        n = this.nextSqlId++
        this.sqlIds.set(sql, n)
        defs.push([n, sql])
      }
      return [n, params, rows] as const
    })
    return this.post({ ops: encoded, defs }).catch((error: unknown) => {
      for (const [, sql] of defs) this.sqlIds.delete(sql) // maybe never prepared: send the text again next time
      throw error
    })
  }

  private post(message: { ops?: unknown[]; defs?: unknown[]; close?: true }): Promise<unknown[]> {
    if (!this.worker) return Promise.reject(this.failure ?? new StoreClosedError())
    const id = this.nextId++
    const worker = this.worker
    return new Promise((resolve, reject) => {
      if (this.pending.size === 0) worker.ref()
      this.pending.set(id, { resolve, reject })
      worker.postMessage({ id, ...message })
    })
  }

  /** Finishes queued transactions, closes the connection and ends the thread. */
  async close(): Promise<void> {
    if (!this.worker) return
    const worker = this.worker
    await this.post({ close: true }).catch(() => {})
    this.worker = null
    await worker.terminate()
  }
}
