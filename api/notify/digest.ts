/**
 * The daily digest of what was held as spam: spam is never e-mailed one by one, so a real customer judged spam by
 * mistake would otherwise go unseen. Once per period (SPAM_DIGEST_HOURS), one instance (the one that claims the
 * period in the store: exactly one across every instance on one PostgreSQL) mails the owner a list of the spam stored
 * in it. Nothing held → no mail. A failed mail gives the period back, so the next check sends it.
 */
import type { LeadStore } from '../store/types'
import type { Mailer } from './mailer'
import type { OutboxLogger } from './outbox'

/** At most this many requests are listed in one digest (the rest are counted). */
export const DIGEST_MAX_ITEMS = 200

export class SpamDigest {
  private timer?: NodeJS.Timeout
  private running?: Promise<void>

  constructor(
    private readonly store: LeadStore,
    private readonly mailer: Mailer,
    private readonly everyMs: number,
    private readonly log: OutboxLogger,
    private readonly checkMs = 60_000,
  ) {}

  start(): void {
    this.timer = setInterval(() => {
      this.running ??= this.runOnce()
        .then(() => undefined)
        .catch((error: Error) => this.log.warn({ err: error.message }, 'spam digest: will retry'))
        .finally(() => {
          this.running = undefined
        })
    }, this.checkMs)
    this.timer.unref()
  }

  async stop(): Promise<void> {
    clearInterval(this.timer)
    await this.running
  }

  /** Sends the digest if one is due and this instance claims it; resolves with how many requests it listed. */
  async runOnce(now = Date.now()): Promise<number> {
    const since = await this.store.claimDigest(now, this.everyMs)
    if (since === null) return 0
    try {
      const { items, total } = await this.store.spamSince(since, DIGEST_MAX_ITEMS)
      if (total === 0) return 0
      await this.mailer.sendDigest(items, total, since, now)
      this.log.info({ total }, 'spam digest sent')
      return total
    } catch (error) {
      await this.store.releaseDigest(since).catch(() => {})
      throw error
    }
  }
}
