/**
 * The main-thread side of one SQLite connection running on a worker thread (sqlite-worker.js): every
 * database call is a message, answered after its transaction committed, so neither fsync nor a stalled
 * disk blocks the event loop. Each call may carry a deadline; the thread reports how long its oldest
 * unanswered call has been waiting, which is how the store and /healthz see a stalled disk.
 */
import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'
import { StoreClosedError, StoreTimeoutError } from './types'

/** [sql, params, mode]: 'run' → changed rows, 'all' → rows, 'get' → one row or null. */
export type SqlOp = [sql: string, params: unknown[], mode?: 'run' | 'all' | 'get']

export interface ThreadSql {
  insertLead: string
  insertOutbox: string
  upsertProbe: string
  countNotKept: string
}

interface Call {
  resolve: (result: unknown) => void
  reject: (error: Error) => void
  postedAt: number
  /** Its caller stopped waiting (deadline); the answer is dropped when it comes. */
  abandoned: boolean
}

interface Reply {
  id?: number
  result?: unknown
  error?: { message: string; code?: string }
  ready?: boolean
}

const WORKER_URL = new URL('./sqlite-worker.js', import.meta.url)

export class SqliteThread {
  private worker: Worker | null
  private nextId = 0
  private calls = new Map<number, Call>()
  private failure?: Error
  /** SQL text → statement number: the text crosses to the thread once, then only its number. */
  private sqlIds = new Map<string, number>()
  private nextSqlId = 0

  constructor(file: string, role: 'writer' | 'reader', control: SharedArrayBuffer, sql: ThreadSql) {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3')
    // No execArgv: the worker is plain JavaScript and must not inherit a TypeScript loader.
    this.worker = new Worker(WORKER_URL, { workerData: { file, role, control, driver, sql }, execArgv: [] })
    this.worker.unref() // referenced only while a call is pending (see post)
    this.worker.on('message', (reply: Reply) => {
      if (reply.id === undefined) return
      const call = this.calls.get(reply.id)
      if (!call) return
      this.calls.delete(reply.id)
      if (this.calls.size === 0) this.worker?.unref()
      if (call.abandoned) return
      if (reply.error) call.reject(Object.assign(new Error(reply.error.message), { code: reply.error.code }))
      else call.resolve(reply.result)
    })
    this.worker.on('error', (error) => this.fail(error instanceof Error ? error : new Error(String(error))))
    this.worker.on('exit', (code) => {
      if (this.worker) this.fail(new Error(`SQLite ${role} thread exited (code ${code})`))
    })
  }

  private fail(error: Error): void {
    this.failure = error
    this.worker = null
    for (const call of this.calls.values()) if (!call.abandoned) call.reject(error)
    this.calls.clear()
  }

  /** Set when the thread died; it is then unusable (the store starts a new one). */
  get error(): Error | undefined {
    return this.failure
  }

  /** Epoch ms at which the oldest unanswered call was posted, or null when idle. */
  busySince(): number | null {
    for (const call of this.calls.values()) return call.postedAt
    return null
  }

  /** Runs `ops` in one transaction (IMMEDIATE when `write`); resolves with one result per op. */
  exec(ops: SqlOp[], { write, deadlineMs, what }: { write: boolean; deadlineMs?: number; what?: string }): Promise<unknown[]> {
    const defs: [number, string][] = []
    const encoded = ops.map(([sql, params, mode]) => {
      let n = this.sqlIds.get(sql)
      if (n === undefined) {
        n = this.nextSqlId++
        this.sqlIds.set(sql, n)
        defs.push([n, sql])
      }
      return [n, params, mode ?? 'run'] as const
    })
    return this.call({ kind: 'exec', ops: encoded, defs, write }, deadlineMs, what).catch((error: unknown) => {
      for (const [, sql] of defs) this.sqlIds.delete(sql) // maybe never prepared: send the text again next time
      throw error
    }) as Promise<unknown[]>
  }

  /** Posts a message; rejects with StoreTimeoutError after `deadlineMs` (the thread's answer is then dropped). */
  call(message: Record<string, unknown>, deadlineMs?: number, what = 'The database'): Promise<unknown> {
    if (!this.worker) return Promise.reject(this.failure ?? new StoreClosedError())
    const id = this.nextId++
    const worker = this.worker
    return new Promise((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined
      const call: Call = {
        postedAt: Date.now(),
        abandoned: false,
        resolve: (result) => {
          clearTimeout(timer)
          resolve(result)
        },
        reject: (error) => {
          clearTimeout(timer)
          reject(error)
        },
      }
      if (deadlineMs !== undefined) {
        timer = setTimeout(() => {
          call.abandoned = true
          reject(new StoreTimeoutError(what, deadlineMs))
        }, deadlineMs)
        timer.unref()
      }
      if (this.calls.size === 0) worker.ref()
      this.calls.set(id, call)
      worker.postMessage({ id, ...message })
    })
  }

  /** Finishes queued calls, closes the connection and ends the thread (at most `timeoutMs`). */
  async close(timeoutMs = 10_000): Promise<void> {
    if (!this.worker) return
    const worker = this.worker
    await this.call({ kind: 'close' }, timeoutMs).catch(() => {})
    this.worker = null
    await worker.terminate()
  }
}
