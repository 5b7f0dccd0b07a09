/**
 * Fixed-window counters per key (client IP and purpose). With PostgreSQL the counters are rows, so every
 * instance behind a proxy counts the same requests; with SQLite (one process) they live in memory.
 */
import type { LeadStore, RateHit } from './store/types'

export interface RateLimiter {
  /** Counts one hit for `key` in a window of `windowMs`. */
  hit(key: string, windowMs: number): Promise<RateHit>
  /** The current window of `key`, without counting. */
  peek(key: string): Promise<RateHit | null>
  close(): void
}

/** Beyond this many keys the oldest windows are forgotten early (a flood of addresses can not exhaust memory). */
const MAX_KEYS = 100_000

export class MemoryRateLimiter implements RateLimiter {
  private windows = new Map<string, RateHit>()
  private readonly sweeper: NodeJS.Timeout

  constructor(private readonly now: () => number = Date.now) {
    this.sweeper = setInterval(() => this.sweep(), 60_000)
    this.sweeper.unref()
  }

  async hit(key: string, windowMs: number): Promise<RateHit> {
    const now = this.now()
    let w = this.windows.get(key)
    if (!w || w.resetAt <= now) {
      this.windows.delete(key)
      w = { count: 0, resetAt: now + windowMs }
      if (this.windows.size >= MAX_KEYS) this.sweep()
      this.windows.set(key, w)
    }
    w.count++
    return { ...w }
  }

  async peek(key: string): Promise<RateHit | null> {
    const w = this.windows.get(key)
    return w && w.resetAt > this.now() ? { ...w } : null
  }

  private sweep(): void {
    const now = this.now()
    for (const [key, w] of this.windows) if (w.resetAt <= now || this.windows.size > MAX_KEYS / 2) this.windows.delete(key)
  }

  close(): void {
    clearInterval(this.sweeper)
  }
}

export class StoreRateLimiter implements RateLimiter {
  constructor(private readonly store: Required<Pick<LeadStore, 'hitRate' | 'peekRate'>>) {}

  hit(key: string, windowMs: number): Promise<RateHit> {
    return this.store.hitRate(key, windowMs, Date.now())
  }

  peek(key: string): Promise<RateHit | null> {
    return this.store.peekRate(key, Date.now())
  }

  close(): void {}
}

export function createRateLimiter(store: LeadStore): RateLimiter {
  const { hitRate, peekRate } = store
  return hitRate && peekRate
    ? new StoreRateLimiter({ hitRate: hitRate.bind(store), peekRate: peekRate.bind(store) })
    : new MemoryRateLimiter()
}

/** Seconds until a window ends, for Retry-After (at least 1). */
export const retryAfterSeconds = (hit: RateHit) => String(Math.max(1, Math.ceil((hit.resetAt - Date.now()) / 1000)))
