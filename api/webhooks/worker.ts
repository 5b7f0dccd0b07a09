/**
 * The webhooks' worker, on a timer beside the app (never on the quote request's path): each pass
 *   1. walks the leads stored since each endpoint's cursor, by the leads table's `seq`, and makes one message per real
 *      lead (`ok`) per enabled endpoint subscribed to `lead.created` (unique per endpoint, event and lead: two workers,
 *      on one instance or two, never make it twice), then moves the cursor — on PostgreSQL only past leads older than
 *      `settleMs`, since a lead's seq is drawn before its transaction commits and a lower one may still arrive;
 *   2. claims due messages with a lease (FOR UPDATE SKIP LOCKED on PostgreSQL) and delivers them, signed; a 2xx is
 *      delivered; anything else is retried with exponential backoff (30 s doubling, capped at 1 h) until `giveUpMs`
 *      (24 h) after the first attempt, then given up (logged as an error). A 410 Gone turns the endpoint off.
 * Its clock and timer are injectable (tests run a day of backoff in milliseconds).
 */
import { DEFAULT_LOCALE } from '../../schemas/locales'
import { detailsOf } from '../store/rows'
import type { LeadStore, ListedLead } from '../store/types'
import { type DeliveryResult, deliver } from './deliver'
import type { TargetPolicy } from './target'
import { type Claimed, WebhookStore } from './store'

export interface WebhookLogger {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

export interface WebhookWorkerOptions extends TargetPolicy {
  /** The worker's clock (epoch ms). Default Date.now. */
  now?: () => number
  /** Timer period. Default 5 s. */
  intervalMs?: number
  /** First retry delay, doubled per attempt. Default 30 s. */
  backoffBaseMs?: number
  /** Longest retry delay. Default 1 h. */
  backoffMaxMs?: number
  /** Retries stop this long after the first attempt. Default 24 h. */
  giveUpMs?: number
  /** How long a claimed message is reserved for one worker. Default 60 s. */
  leaseMs?: number
  /** Deadline of one attempt. Default 10 s. */
  timeoutMs?: number
  /** Messages claimed per batch. Default 10. */
  batchSize?: number
  /** Leads read per step of the walk. Default 500. */
  scanSize?: number
  /** PostgreSQL: the cursor passes a lead only this long after it was received. Default 60 s. */
  settleMs?: number
}

/** The body of a `lead.created` message: the lead as the lead list shows it, less the spam judgement and User-Agent. */
export function leadPayload(lead: ListedLead, at: number): string {
  return JSON.stringify({
    type: 'lead.created',
    timestamp: new Date(at).toISOString(),
    data: {
      id: lead.id,
      reference: lead.reference,
      receivedAt: lead.receivedAt,
      firstName: lead.firstName,
      lastName: lead.lastName,
      email: lead.email,
      phone: lead.phone,
      location: lead.location,
      town: lead.town ?? null,
      service: lead.service,
      message: lead.message,
      form: lead.form,
      language: lead.language ?? DEFAULT_LOCALE,
      details: detailsOf(lead),
      attribution: lead.attribution ?? null,
    },
  })
}

export class WebhookWorker {
  readonly hooks: WebhookStore
  readonly opts: Required<Omit<WebhookWorkerOptions, keyof TargetPolicy>> & TargetPolicy
  private timer?: NodeJS.Timeout
  private running?: Promise<void>
  private stopped = true
  /** Aborts the deliveries in flight when the app stops (they are logged as failed and retried later). */
  private abort = new AbortController()

  constructor(
    store: LeadStore,
    private readonly log: WebhookLogger,
    options: WebhookWorkerOptions = {},
  ) {
    this.hooks = new WebhookStore(store)
    this.opts = {
      now: Date.now,
      intervalMs: 5_000,
      backoffBaseMs: 30_000,
      backoffMaxMs: 3_600_000,
      giveUpMs: 24 * 3_600_000,
      leaseMs: 60_000,
      timeoutMs: 10_000,
      batchSize: 10,
      scanSize: 500,
      settleMs: store.kind === 'postgres' ? 60_000 : 0,
      ...options,
    }
  }

  start(): void {
    this.stopped = false
    this.abort = new AbortController()
    this.timer = setInterval(() => this.kick(), this.opts.intervalMs)
    this.timer.unref()
    this.kick()
  }

  /** A pass soon, unless one is running. */
  kick(): void {
    if (this.stopped || this.running) return
    this.running = this.runOnce()
      .then(() => {})
      .catch((error: Error) => this.log.warn({ err: error.message }, 'webhooks: store unavailable, will retry'))
      .finally(() => {
        this.running = undefined
      })
  }

  /** Once the pass `kick` started, if one runs, has ended (what it sent is marked). */
  async idle(): Promise<void> {
    await this.running
  }

  async stop(): Promise<void> {
    this.stopped = true
    clearInterval(this.timer)
    this.abort.abort()
    await this.running
  }

  /** One pass: enqueue, then deliver until nothing is due. Returns what it did. */
  async runOnce(): Promise<{ enqueued: number; attempted: number; delivered: number }> {
    const enqueued = await this.enqueue()
    let attempted = 0
    let delivered = 0
    for (;;) {
      const batch = await this.hooks.claim(this.opts.now(), this.opts.batchSize, this.opts.leaseMs)
      const results = await Promise.all(batch.map((message) => this.attempt(message)))
      attempted += batch.length
      delivered += results.filter(Boolean).length
      if (batch.length < this.opts.batchSize || this.stopped) break
    }
    return { enqueued, attempted, delivered }
  }

  /** Messages for the leads stored since each subscribed endpoint's cursor. */
  async enqueue(): Promise<number> {
    let made = 0
    for (;;) {
      const endpoints = await this.hooks.subscribers('lead.created')
      if (endpoints.length === 0) return made
      const from = Math.min(...endpoints.map((e) => e.cursor))
      const { scanned, real } = await this.hooks.leadsAfter(from, this.opts.scanSize)
      if (scanned.length === 0) return made
      const now = this.opts.now()
      const settled = scanned.filter((l) => l.receivedAt <= now - this.opts.settleMs).map((l) => l.seq)
      // Every lead up to the last one scanned has been seen; the cursor goes past a lead once it has settled.
      const safe = this.opts.settleMs === 0 ? scanned[scanned.length - 1]!.seq : leadingSettled(scanned, settled)
      const messages = endpoints.flatMap((e) =>
        real
          .filter((lead) => lead.seq > e.cursor && Date.parse(lead.receivedAt) >= e.createdAt)
          .map((lead) => ({ endpointId: e.id, event: 'lead.created' as const, leadId: lead.id, payload: leadPayload(lead, now) })),
      )
      const cursors = safe > from ? endpoints.filter((e) => e.cursor < safe).map((e) => ({ endpointId: e.id, cursor: safe })) : []
      made += await this.hooks.enqueue(messages, cursors, now)
      if (scanned.length < this.opts.scanSize || cursors.length === 0) return made
    }
  }

  /** One automatic attempt and its outcome in the log; true when delivered. */
  private async attempt(message: Claimed): Promise<boolean> {
    const result = await this.send(message)
    const { backoffBaseMs, backoffMaxMs, giveUpMs } = this.opts
    const now = this.opts.now()
    const delay = Math.min(backoffMaxMs, backoffBaseMs * 2 ** (message.attempts - 1))
    const retryAt = result.ok || now + delay > message.firstAttemptAt + giveUpMs ? null : now + delay
    await this.hooks.record(message.id, { kind: 'auto', at: now, ...result }, retryAt)
    const about = { endpoint: message.endpoint.id, message: message.id, attempts: message.attempts, status: result.status }
    if (result.ok) this.log.info(about, 'webhook delivered')
    else if (retryAt === null) this.log.error({ ...about, err: result.response }, 'webhook given up: no success within its retry period')
    else this.log.warn({ ...about, retryInMs: delay, err: result.response?.slice(0, 200) }, 'webhook failed, will retry')
    if (result.status === 410) {
      await this.hooks.disable(message.endpoint.id, 'The receiver answered 410 Gone')
      this.log.warn({ endpoint: message.endpoint.id }, 'webhook endpoint turned off: the receiver answered 410 Gone')
    }
    return result.ok
  }

  /** One more delivery of a message, with its id, logged as a replay. Null when there is no such message. */
  async replay(messageId: string): Promise<DeliveryResult | null> {
    const message = await this.hooks.message(messageId)
    if (!message) return null
    const result = await this.send(message)
    await this.hooks.record(message.id, { kind: 'replay', at: this.opts.now(), ...result }, null)
    this.log.info({ endpoint: message.endpoint.id, message: message.id, status: result.status }, 'webhook replayed')
    return result
  }

  private send(message: Claimed): Promise<DeliveryResult> {
    const { timeoutMs, allowHttp, allowPrivate } = this.opts
    return deliver(message.endpoint, message, { timeoutMs, allowHttp, allowPrivate, now: this.opts.now(), signal: this.abort.signal })
  }
}

/** The last seq of the run of settled leads at the start of the scan (the cursor may not pass an unsettled one). */
function leadingSettled(scanned: { seq: number }[], settled: number[]): number {
  const ok = new Set(settled)
  let last = 0
  for (const { seq } of scanned) {
    if (!ok.has(seq)) break
    last = seq
  }
  return last
}
