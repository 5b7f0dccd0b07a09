import type { Attribution } from '../../schemas/attribution'
import type { LocaleCode } from '../../schemas/locales'
import type { QuoteDetail, QuoteField, QuoteFormKind } from '../../schemas/quote'

/** `ok`: e-mailed first; `suspect`: e-mailed after every `ok` one, marked; `spam`: kept and listed, never e-mailed. */
export type LeadStatus = 'ok' | 'suspect' | 'spam'
export const LEAD_STATUSES = ['ok', 'suspect', 'spam'] as const satisfies readonly LeadStatus[]

/** A stored quote request: the seven fields, the form it came from, the optional details it carried (by name), where it came from. */
export type Lead = { id: string } & Record<QuoteField, string> & {
    form: QuoteFormKind
  } & Partial<Record<QuoteDetail, string>> & {
    /** ISO 8601, UTC. */
    receivedAt: string
    userAgent: string | null
    status: LeadStatus
    /** Sum of the spam signals' weights (see api/spam.ts). */
    spamScore: number
    /** The signals that fired, e.g. ['no-form-token', 'link']. */
    spamReasons: string[]
    /**
     * Where it came from (schemas/attribution.ts): the page and section it was sent from, the visit's first and last
     * touch, device class and language; only the values known (none for a lead from before attribution).
     */
    attribution?: Attribution
    /** Sent through a quote form marked urgent (schemas/lead-mail.ts): its owner alert goes first and says so. */
    urgent?: boolean
    /**
     * The language of the page it was sent from (a site language's code, schemas/locales.ts: `en`, `es`); stored
     * leads always have one (migration 10: `en` for those from before), a lead to store without one is `en`.
     */
    language?: LocaleCode
  }

/**
 * A lead as the store lists it: with its reference, the last 8 characters of its id in capitals — what the visitor's
 * confirmation and the owner's e-mail show (schemas/quote.ts leadReference).
 */
export type ListedLead = Lead & { reference: string }

/** A lead to store, with what the store needs to recognise it again. */
export interface NewLead extends Lead {
  /** Hash of the normalised fields: the same lead within the duplicate window is stored once. */
  fingerprint: string
  /** What backs it (api/spam.ts `backingToken`): its form token's random part, or `pow:` and the solved challenge's; or null. */
  tokenId: string | null
  /** The client's Idempotency-Key header, or null. */
  idempotencyKey: string | null
  /** Mailed after every other lead: one of a burst, or a sales pitch (api/spam.ts `mailedLast`). */
  bulk?: boolean
}

export interface SubmitOptions {
  /** Queue the owner's alert (ok and suspect leads only; priority 1 for suspect, -1 for an urgent real lead). */
  notify: boolean
  /** With `notify`: queue the homeowner's acknowledgement too (real, `ok` leads only; api/notify/outbox.ts). */
  acknowledge?: boolean
  /** 0 disables duplicate detection. */
  duplicateWindowMs: number
  /**
   * The lead's final verdict from its own and what the store counted in the same write (api/spam.ts `judgeStored`).
   * The store supplies the counts and stores the verdict as it is given; it decides nothing itself.
   */
  judge: (verdict: Verdict, counts: StoreCounts) => Verdict
  /** Reject with StoreTimeoutError after this long (the write may still land: a retry is then a duplicate). */
  deadlineMs?: number
  /**
   * The spam budget, checked as each lead arrives: a lead judged spam whose text (`spamRowBytes`) would take spam
   * beyond this many bytes is not stored, only counted (`SpamUsage.notKept`), and answered like any other. Real and
   * suspect leads are never held to it. Undefined: no budget.
   */
  spamMaxBytes?: number
}

export type SubmitResult =
  /** Committed now. */
  | { outcome: 'stored'; id: string; status: LeadStatus }
  /** The same lead was stored within the window: its id and status. */
  | { outcome: 'duplicate'; id: string; status: LeadStatus }
  /** The same Idempotency-Key with the same lead: the first answer. */
  | { outcome: 'replayed'; id: string; status: LeadStatus }
  /** The Idempotency-Key was used with a different lead. */
  | { outcome: 'conflict' }

export interface ListQuery {
  /** 1-based page, for the first pages only (OFFSET); deeper pages follow `before`. */
  page: number
  pageSize: number
  /** `leads`: ok and suspect (default); `spam`; `all`. */
  status?: 'leads' | 'spam' | 'all'
  /** Keyset paging: only leads older than this cursor (a previous page's `nextCursor`). Replaces `page`. */
  before?: number
}

/** A page of leads and the cursor of the next (older) one, null at the end. */
export interface LeadPage {
  items: ListedLead[]
  nextCursor: number | null
}

/** What the spam budget removed. */
export interface SpamPrune {
  /** Rows deleted because they were older than the retention period. */
  expired: number
  /** Rows deleted, oldest first, to bring spam within its byte cap. */
  overBudget: number
}

/** What spam takes now (/healthz details). */
export interface SpamUsage {
  /** Bytes of the spam rows kept (the budget's measure, `spamRowBytes`). */
  usedBytes: number
  /** Spam leads counted but not stored since the database was made: they arrived with the budget full. */
  notKept: number
  /** SQLite: leads.db and its WAL on disk, in bytes. PostgreSQL: the leads table with its indexes. */
  fileBytes: number
}

export interface SpamBudget {
  /** Spam older than this (epoch ms) is deleted. */
  olderThan: number
  /** The spam rows' text may take at most this many bytes; the oldest beyond it are deleted. */
  maxBytes: number
}

/** A pending notification, claimed for sending (leased until `leaseMs` passes). */
export interface OutboxItem {
  id: number
  leadId: string
  /** `owner`: the owner's alert; `ack`: the homeowner's acknowledgement (migration 6). */
  kind: 'owner' | 'ack'
  /** Attempts so far, including the current one. */
  attempts: number
  lead: Lead
}

export interface OutboxStats {
  /** Unsent, not given-up items. */
  pending: number
  /** Epoch ms of the oldest pending item, or null. */
  oldestCreatedAt: number | null
}

/** What the store knows about itself without touching the disk (answers instantly). */
export interface StoreState {
  /** Set while the store refuses writes (its file was deleted or replaced: until it has made the file again). */
  broken?: string
  /** How long the oldest unanswered operation has been waiting, in ms (0 when idle). */
  busyMs: number
}

export interface RateHit {
  /** Hits in the current window, this one included. */
  count: number
  /** Epoch ms when the window ends. */
  resetAt: number
}

/**
 * Leads and their notification outbox. Implementations: SQLite (default) and PostgreSQL.
 * `submit` resolves only once the lead (and its outbox row) is durably committed.
 */
/**
 * One statement of a batch, in the store's dialect (`?` parameters on SQLite, `$1` on PostgreSQL): `run` answers the
 * number of changed rows, `all` the rows, `get` the first row or null.
 */
export interface Statement {
  sql: string
  params?: unknown[]
  mode?: 'run' | 'all' | 'get'
}

export interface LeadStore {
  readonly kind: 'sqlite' | 'postgres'
  migrate(): Promise<void>
  /**
   * The port for the modules that keep their own tables in the lead database (the desk's accounts, statuses,
   * webhooks): the statements run in order in one transaction (read-only unless `write`), under the store's deadline
   * (StoreTimeoutError) and, on SQLite, on its writer or reader thread like every other call. Each module writes its
   * SQL for `kind`; state that needs a decision between two statements is written as one statement (`INSERT … SELECT`,
   * `UPDATE … WHERE`, `RETURNING`).
   */
  batch(statements: Statement[], options: { write: boolean; what: string }): Promise<unknown[]>
  submit(lead: NewLead, options: SubmitOptions): Promise<SubmitResult>
  /** Newest first. */
  list(query: ListQuery): Promise<LeadPage>
  count(status?: ListQuery['status']): Promise<number>
  /** A real write (committed), and for SQLite the check that the open file is still the one on disk. */
  probe(): Promise<void>
  /** Rejects when the store is unreachable. */
  ping(): Promise<void>
  state(): StoreState
  /** A random secret created once per database (shared by every instance on it). */
  secret(name: string): Promise<Buffer>
  /** Idempotent. */
  close(): Promise<void>

  /** Claims up to `limit` due, unsent items, `ok` leads first, leasing them for `leaseMs`. */
  claimOutbox(now: number, limit: number, leaseMs: number): Promise<OutboxItem[]>
  markOutboxSent(id: number, now: number): Promise<void>
  /** Schedules a retry at `retryAt`, or gives up on the item when `retryAt` is null. */
  markOutboxFailed(id: number, error: string, retryAt: number | null): Promise<void>
  /** Unsent, not given-up items (for health and tests). */
  pendingOutbox(): Promise<number>
  outboxStats(): Promise<OutboxStats>

  /**
   * Shared rate-limit counters (fixed window per key), when the store is shared by several instances
   * (PostgreSQL). Absent: the app counts in memory.
   */
  hitRate?(key: string, windowMs: number, now: number): Promise<RateHit>
  peekRate?(key: string, now: number): Promise<RateHit | null>
  /** Periodic clean-up of expired counters and probes. */
  maintain?(now: number): Promise<void>
  /** Deletes spam (only spam) past the retention period or beyond the byte cap, oldest first; SQLite then gives the freed pages back. */
  pruneSpam(budget: SpamBudget): Promise<SpamPrune>
  /** What spam takes now, and the size of the store on disk. */
  spamUsage?(): Promise<SpamUsage>
  /** Spam stored since `since` (epoch ms), newest first, at most `limit`, and how many there were in all. */
  spamSince(since: number, limit: number): Promise<{ items: Lead[]; total: number }>
  /**
   * Claims the spam digest for the period that ends now, once across every instance sharing the store: resolves with
   * the start of that period (epoch ms) when this caller won it, null when it is not due or another instance has it.
   */
  claimDigest(now: number, everyMs: number): Promise<number | null>
  /** Gives a claimed digest back (its mail failed), so the next attempt sends it. */
  releaseDigest(since: number): Promise<void>
}

export class StoreClosedError extends Error {
  override name = 'StoreClosedError'
  constructor() {
    super('The lead store is closed')
  }
}

/** A store operation passed its deadline (the disk or the database is stalled). */
export class StoreTimeoutError extends Error {
  override name = 'StoreTimeoutError'
  readonly code = 'STORE_TIMEOUT'
  constructor(what: string, ms: number) {
    super(`${what} did not finish within ${ms} ms`)
  }
}

/** The store refuses writes for good (until a restart): its file was deleted or replaced. */
export class StoreBrokenError extends Error {
  override name = 'StoreBrokenError'
  readonly code = 'STORE_BROKEN'
}

/** A lead's judgement (api/spam.ts decides it; the store keeps it as given). */
export interface Verdict {
  status: LeadStatus
  score: number
  reasons: string[]
}

/** What only the store can count, in the same write as the lead (two leads sent at once are counted one after the other). */
export interface StoreCounts {
  /** Leads already stored with this lead's backing token (0 without one). */
  tokenUses: number
}
