/**
 * What /healthz reports, checked for real and answered fast.
 *
 * 503 (`unavailable`, with `reasons`) when a lead would be refused now:
 * - `write-failed`: a write probe (a committed row in `health_probe`) failed — full disk, read-only file
 *   system, unreachable PostgreSQL — or a lead write failed within the last WRITE_FAILURE_HOLD_MS and no lead
 *   write succeeded since (a lead can fail where the small probe passes, e.g. on a nearly full disk);
 * - `database-file-gone`: the SQLite file open is no longer the one at DATA_DIR/leads.db (deleted or replaced);
 * - `stalled`: a write has been waiting longer than the probe deadline (a hung disk or server) — reported without
 *   waiting on it. A slow read (the owner paging a long lead list) never counts: reads do not hold writes up.
 *
 * 200 with `status: "degraded"` and `warnings` when leads are still stored safely but something needs a look:
 * `outbox-backlog` (more unsent notifications than the threshold), `outbox-delayed` (the oldest waits longer
 * than the threshold), `mail-failing` (the last delivery attempt failed), `disk-low` (< 64 MiB free), `disk-full`
 * (< 1 MiB free, while writes still succeed: a small volume is not a failed one), and what the app's own checks report
 * (`trust-proxy-too-many-hops`: clients can choose the address the rate limits see). These do not take an instance
 * out of a load balancer: every instance shares the same SMTP server, so pulling them would refuse leads that are
 * being kept safely. Alert on `degraded` instead.
 *
 * The details (admin token only) also say what spam takes against its budget, how much spam was counted but not
 * stored, and the store's size on disk (`checks.spam`, from LeadStore.spamUsage).
 */
import fs from 'node:fs/promises'
import type { MailHealth } from './notify/outbox'
import type { LeadStore, OutboxStats } from './store/types'

export interface HealthOptions {
  /** The longest /healthz waits for any check; past it the check counts as stalled. Default 1 s. */
  timeoutMs?: number
  /** A probe result is reused for this long (a flood of /healthz does not become a flood of writes). Default 1 s. */
  cacheMs?: number
  outboxMaxPending?: number
  outboxMaxAgeMs?: number
  /** SQLite's directory, for the free-space check. */
  dataDir?: string
  /** After a failed lead write, 503 `write-failed` for this long unless a lead write succeeds. Default 30 s. */
  writeFailureHoldMs?: number
  /** The spam budget (SPAM_MAX_MB), shown beside what spam takes and the store's size on disk. */
  spamMaxBytes?: number
}

export interface HealthReport {
  status: 'ok' | 'degraded' | 'unavailable'
  reasons?: string[]
  warnings?: string[]
  store: string
  checks: Record<string, unknown>
}

const MiB = 1024 * 1024
const TIMED_OUT = Symbol('timed out')

export class HealthMonitor {
  private readonly opts: Required<Omit<HealthOptions, 'dataDir' | 'spamMaxBytes'>> & { dataDir?: string; spamMaxBytes?: number }
  private probe?: { at: number; done: boolean; error?: Error; promise: Promise<void> }
  /** The last lead write's outcome, reported by the contact route. */
  private lastWrite?: { ok: boolean; at: number; code?: string }

  constructor(
    private readonly store: LeadStore,
    options: HealthOptions = {},
    private readonly mail?: () => MailHealth,
    /** Warnings of the app's own checks (the TRUST_PROXY hop count), each making the status `degraded`. */
    private readonly appWarnings: () => readonly string[] = () => [],
  ) {
    this.opts = {
      timeoutMs: 1_000,
      cacheMs: 1_000,
      outboxMaxPending: 100,
      outboxMaxAgeMs: 15 * 60_000,
      writeFailureHoldMs: 30_000,
      ...options,
    }
  }

  /** Called after each lead write, so a failing disk shows at once, before the next probe. */
  noteWrite(ok: boolean, code?: string): void {
    // A stall and a deleted file have their own reasons (from the store's state), reported while they last.
    if (code === 'STORE_TIMEOUT' || code === 'STORE_BROKEN') return
    this.lastWrite = { ok, at: Date.now(), code }
  }

  /** When a write probe last failed: a lead failure before it was part of a general failure that a passing probe ends. */
  private probeFailedAt = Number.NEGATIVE_INFINITY

  private within<T>(promise: Promise<T>): Promise<T | typeof TIMED_OUT> {
    let timer: NodeJS.Timeout | undefined
    return Promise.race([
      promise.finally(() => clearTimeout(timer)),
      new Promise<typeof TIMED_OUT>((resolve) => {
        timer = setTimeout(() => resolve(TIMED_OUT), this.opts.timeoutMs)
      }),
    ])
  }

  /** One probe at a time, reused for cacheMs once finished. */
  private runProbe(): Promise<void> {
    const now = Date.now()
    const current = this.probe
    if (current && (!current.done || now - current.at < this.opts.cacheMs)) return current.promise
    const probe = { at: now, done: false, error: undefined as Error | undefined, promise: Promise.resolve() }
    probe.promise = this.store.probe().then(
      () => {
        probe.done = true
      },
      (error: Error) => {
        probe.done = true
        probe.error = error
        this.probeFailedAt = Date.now()
        throw error
      },
    )
    probe.promise.catch(() => {}) // observed through `probe.error`
    this.probe = probe
    return probe.promise
  }

  async report(): Promise<HealthReport> {
    const reasons: string[] = []
    const warnings: string[] = []
    const checks: Record<string, unknown> = {}
    const state = this.store.state()
    const stalledAlready = state.busyMs > this.opts.timeoutMs

    // Every check at once, each bounded by timeoutMs: the answer never waits on a stalled disk.
    const [probe, disk, outbox, spam] = await Promise.all([
      state.broken || stalledAlready
        ? null
        : this.within(
            this.runProbe().then(
              () => 'ok' as const,
              (error: Error) => error,
            ),
          ),
      this.opts.dataDir ? this.within(fs.statfs(this.opts.dataDir).catch(() => null)) : null,
      this.within(this.store.outboxStats().catch(() => null as OutboxStats | null)),
      this.store.spamUsage ? this.within(this.store.spamUsage().catch(() => null)) : null,
    ])

    if (state.broken) {
      reasons.push('database-file-gone')
      checks.write = `refused: ${state.broken}`
    } else if (stalledAlready || probe === TIMED_OUT) {
      reasons.push('stalled')
      checks.write = stalledAlready
        ? `stalled: a database call has waited ${(state.busyMs / 1000).toFixed(1)} s`
        : `stalled: the write probe did not finish within ${this.opts.timeoutMs} ms`
    } else if (probe instanceof Error) {
      const code = (probe as { code?: string }).code
      reasons.push(code === 'STORE_BROKEN' ? 'database-file-gone' : code === 'STORE_TIMEOUT' ? 'stalled' : 'write-failed')
      checks.write = `failed: ${code ? `${code}: ` : ''}${probe.message.slice(0, 300)}`
    } else if (
      this.lastWrite &&
      !this.lastWrite.ok &&
      Date.now() - this.lastWrite.at < this.opts.writeFailureHoldMs &&
      this.probeFailedAt < this.lastWrite.at
    ) {
      // The probe passed but the last lead write failed (e.g. a larger write on a nearly full disk): whatever the
      // probe's timing, a lead would be refused now. Held for a while, then the instance takes leads again to try.
      reasons.push('write-failed')
      checks.write = `failed: the last lead write failed (${this.lastWrite.code ?? 'error'}); the write probe passed`
    } else {
      checks.write = 'ok'
    }

    if (disk && disk !== TIMED_OUT) {
      const free = Number(disk.bavail) * Number(disk.bsize)
      checks.diskFreeBytes = free
      if (free < MiB) warnings.push('disk-full')
      else if (free < 64 * MiB) warnings.push('disk-low')
    }

    if (outbox && outbox !== TIMED_OUT) {
      const oldestAgeMs = outbox.oldestCreatedAt === null ? 0 : Date.now() - outbox.oldestCreatedAt
      checks.outbox = { pending: outbox.pending, oldestAgeSeconds: Math.round(oldestAgeMs / 1000) }
      if (outbox.pending > this.opts.outboxMaxPending) warnings.push('outbox-backlog')
      if (oldestAgeMs > this.opts.outboxMaxAgeMs) warnings.push('outbox-delayed')
    }
    if (spam && spam !== TIMED_OUT) checks.spam = { budgetBytes: this.opts.spamMaxBytes ?? null, ...spam }
    const mail = this.mail?.()
    if (mail) {
      checks.mail = mail
      if (mail.lastFailureAt && (!mail.lastSuccessAt || mail.lastFailureAt > mail.lastSuccessAt)) warnings.push('mail-failing')
    }
    warnings.push(...this.appWarnings())

    const status = reasons.length ? 'unavailable' : warnings.length ? 'degraded' : 'ok'
    return {
      status,
      ...(reasons.length ? { reasons: [...new Set(reasons)] } : {}),
      ...(warnings.length ? { warnings } : {}),
      store: this.store.kind,
      checks,
    }
  }
}
