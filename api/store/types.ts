import type { QuoteField } from '../../schemas/quote'

/** A stored quote request. */
export type Lead = { id: string } & Record<QuoteField, string> & {
    /** ISO 8601, UTC. */
    receivedAt: string
    userAgent: string | null
  }

export interface Page {
  page: number
  pageSize: number
}

/** A pending notification, claimed for sending (leased until `leaseMs` passes). */
export interface OutboxItem {
  id: number
  leadId: string
  /** Attempts so far, including the current one. */
  attempts: number
  lead: Lead
}

export interface InsertOptions {
  /** Also queue a notification row, in the same transaction. */
  notify: boolean
}

/**
 * Leads and their notification outbox. Implementations: SQLite (default) and PostgreSQL.
 * `insert` resolves only once the lead (and its outbox row) is durably committed.
 */
export interface LeadStore {
  readonly kind: 'sqlite' | 'postgres'
  migrate(): Promise<void>
  insert(lead: Lead, options: InsertOptions): Promise<void>
  /** Newest first. */
  list(page: Page): Promise<Lead[]>
  count(): Promise<number>
  /** Rejects when the store is unreachable. */
  ping(): Promise<void>
  /** Idempotent. */
  close(): Promise<void>

  /** Claims up to `limit` due, unsent items, leasing them for `leaseMs` (so two senders never pick the same one). */
  claimOutbox(now: number, limit: number, leaseMs: number): Promise<OutboxItem[]>
  markOutboxSent(id: number, now: number): Promise<void>
  /** Schedules a retry at `retryAt`, or gives up on the item when `retryAt` is null. */
  markOutboxFailed(id: number, error: string, retryAt: number | null): Promise<void>
  /** Unsent, not given-up items (for health and tests). */
  pendingOutbox(): Promise<number>
}

export class StoreClosedError extends Error {
  override name = 'StoreClosedError'
  constructor() {
    super('The lead store is closed')
  }
}
