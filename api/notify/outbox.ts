/**
 * Delivers queued lead mail: per lead, the owner's alert (`owner`) and, for a real lead, the homeowner's
 * acknowledgement (`ack`) — one row each, unique per lead and kind (migration 6), so neither is queued twice. The lead
 * and its outbox rows are committed together
 * before the API answers; this worker sends afterwards: right after an insert (kick) and
 * on a timer, retrying failures with exponential backoff. A row is marked sent only after
 * the SMTP server accepted the message (at-least-once; a crash between the two is the
 * only way to send twice). Urgent real leads go first, then real leads: items are claimed `ok` before `suspect` (priority), in small
 * batches, so a burst of suspect mail never holds a real lead's notification back for more than one batch.
 */
import type { LeadStore, OutboxItem } from '../store/types'

export interface OutboxLogger {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

export interface OutboxOptions {
  /** Timer period. Default 30 s. */
  intervalMs?: number
  /** First retry delay, doubled per attempt. Default 30 s. */
  backoffBaseMs?: number
  /** Longest retry delay. Default 1 h. */
  backoffMaxMs?: number
  /** Give up (and log an error) after this many attempts. Default 30 (about a day). */
  maxAttempts?: number
  /** How long a claimed row is reserved for one sender. Default 5 min. */
  leaseMs?: number
  batchSize?: number
}

/** Delivery state for /healthz (epoch ms). */
export interface MailHealth {
  lastSuccessAt: number | null
  lastFailureAt: number | null
  lastError: string | null
  consecutiveFailures: number
}

export class OutboxWorker {
  private readonly mail: MailHealth = { lastSuccessAt: null, lastFailureAt: null, lastError: null, consecutiveFailures: 0 }
  private readonly opts: Required<OutboxOptions>
  private timer?: NodeJS.Timeout
  private running?: Promise<void>
  private again = false
  private stopped = false

  constructor(
    private readonly store: LeadStore,
    private readonly send: (item: OutboxItem) => Promise<void>,
    private readonly log: OutboxLogger,
    options: OutboxOptions = {},
  ) {
    this.opts = {
      intervalMs: 30_000,
      backoffBaseMs: 30_000,
      backoffMaxMs: 3_600_000,
      maxAttempts: 30,
      leaseMs: 300_000,
      batchSize: 5,
      ...options,
    }
  }

  health(): MailHealth {
    return { ...this.mail }
  }

  start(): void {
    this.stopped = false
    this.timer = setInterval(() => this.kick(), this.opts.intervalMs)
    this.timer.unref()
    this.kick() // rows left from a previous run
  }

  /** Runs a delivery pass soon; coalesces with a pass already running. */
  kick(): void {
    if (this.stopped) return
    if (this.running) {
      this.again = true
      return
    }
    this.running = this.drain().finally(() => {
      this.running = undefined
      if (this.again) {
        this.again = false
        this.kick()
      }
    })
  }

  async stop(): Promise<void> {
    this.stopped = true
    clearInterval(this.timer)
    await this.running
  }

  private async drain(): Promise<void> {
    try {
      while (!this.stopped && (await this.runOnce()) === this.opts.batchSize);
    } catch (error) {
      this.log.warn({ err: describe(error) }, 'outbox: store unavailable, will retry')
    }
  }

  /**
   * Marks a sent item, trying again for up to half its lease (at most 20 s) when the store is away for a moment (a
   * database restart): a mark that never lands lets the lease run out and the message go a second time.
   */
  private async markSent(id: number): Promise<void> {
    const end = Date.now() + Math.min(this.opts.leaseMs / 2, 20_000)
    for (let wait = 250; ; wait = Math.min(wait * 2, 2_000)) {
      try {
        return await this.store.markOutboxSent(id, Date.now())
      } catch (error) {
        if (Date.now() + wait > end) throw error
        await new Promise((resolve) => setTimeout(resolve, wait))
      }
    }
  }

  /** One batch; returns how many items it claimed. */
  async runOnce(): Promise<number> {
    const { batchSize, leaseMs, maxAttempts, backoffBaseMs, backoffMaxMs } = this.opts
    const items = await this.store.claimOutbox(Date.now(), batchSize, leaseMs)
    for (const item of items) {
      try {
        try {
          await this.send(item)
        } catch (error) {
          Object.assign(this.mail, {
            lastFailureAt: Date.now(),
            lastError: describe(error),
            consecutiveFailures: this.mail.consecutiveFailures + 1,
          })
          throw error
        }
        Object.assign(this.mail, { lastSuccessAt: Date.now(), consecutiveFailures: 0 })
        await this.markSent(item.id)
        this.log.info({ leadId: item.leadId, kind: item.kind, attempts: item.attempts }, 'notification sent')
      } catch (error) {
        const giveUp = item.attempts >= maxAttempts
        const delay = Math.min(backoffMaxMs, backoffBaseMs * 2 ** (item.attempts - 1))
        await this.store.markOutboxFailed(item.id, describe(error), giveUp ? null : Date.now() + delay)
        if (giveUp)
          this.log.error({ leadId: item.leadId, kind: item.kind, attempts: item.attempts, err: describe(error) }, 'notification abandoned')
        else
          this.log.warn(
            { leadId: item.leadId, kind: item.kind, attempts: item.attempts, retryInMs: delay, err: describe(error) },
            'notification failed, will retry',
          )
      }
    }
    return items.length
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code
    return (code ? `${String(code)}: ` : '') + error.message.slice(0, 500)
  }
  return String(error).slice(0, 500)
}
