/**
 * Where counts are kept: daily roll-ups, one row per (day, kind, page, section, label, source, medium, campaign) with
 * its count, never an event on its own, never an address, a user agent or an identifier. SQLite (`events.db`, its own
 * file beside leads.db: api/events/sqlite.ts) or PostgreSQL (its own tables: api/events/postgres.ts). Both add a
 * flush's counts to the rows already there (`count = count + excluded.count`), so instances sharing one database add
 * up. Absent values are stored as '' (a key column is never NULL, so the upsert finds its row).
 */
import type { CountKind } from './batch'

export interface RollupKey {
  /** `YYYY-MM-DD`, UTC. */
  day: string
  kind: CountKind
  page: string
  section: string
  label: string
  source: string
  medium: string
  campaign: string
}
export interface RollupRow extends RollupKey {
  count: number
}
export const KEY_COLUMNS = ['day', 'kind', 'page', 'section', 'label', 'source', 'medium', 'campaign'] as const

export const REPORT_BY = ['page', 'section', 'campaign', 'day'] as const
export type ReportBy = (typeof REPORT_BY)[number]
/** The key columns of each report. */
export const BY_KEYS = {
  page: ['page'],
  section: ['page', 'section', 'label'],
  campaign: ['source', 'medium', 'campaign'],
  day: ['day'],
} as const satisfies Record<ReportBy, readonly (typeof KEY_COLUMNS)[number][]>

/** A report's figures: the count of each kind. */
export const FIGURES = { views: 'view', starts: 'start', leads: 'lead', calls: 'call', ctas: 'cta' } as const
export type Figures = Record<keyof typeof FIGURES, number>
export type TotalsRow = Record<string, string | number> & Figures

export interface EventStore {
  readonly kind: 'sqlite' | 'postgres'
  /** Creates the tables (idempotent, versioned in `event_migrations`). */
  migrate(): Promise<void>
  /** Adds the counts to their rows, in one transaction. */
  add(rows: readonly RollupRow[]): Promise<void>
  /** Sums of each kind by the key columns of `by`, over the days `from` to `to` (inclusive). */
  totals(by: ReportBy, from: string, to: string): Promise<TotalsRow[]>
  /** The keys stored for one day (the counter's caps start from them). */
  keysOf(day: string): Promise<Omit<RollupKey, 'day'>[]>
  /** Deletes the rows of days before `day`; how many went. */
  prune(day: string): Promise<number>
  close(): Promise<void>
}

/**
 * The roll-ups table and its key (also the index every report reads by: day first), and the same counts summed per
 * day, kind and page (`event_page_counts`, a few rows a page a day: the reports per page and per day, and the editor's
 * page list, read it instead of every key). Both are written in each flush's transaction.
 */
export const MIGRATIONS: { version: number; name: string; sql: (bigint: string, suffix: string) => string[] }[] = [
  {
    version: 1,
    name: 'event_counts',
    sql: (bigint, suffix) => [
      `CREATE TABLE IF NOT EXISTS event_counts (
      day TEXT NOT NULL, kind TEXT NOT NULL, page TEXT NOT NULL, section TEXT NOT NULL, label TEXT NOT NULL,
      source TEXT NOT NULL, medium TEXT NOT NULL, campaign TEXT NOT NULL, count ${bigint} NOT NULL,
      PRIMARY KEY (day, kind, page, section, label, source, medium, campaign))${suffix}`,
      `CREATE TABLE IF NOT EXISTS event_page_counts (
      day TEXT NOT NULL, kind TEXT NOT NULL, page TEXT NOT NULL, count ${bigint} NOT NULL,
      PRIMARY KEY (day, kind, page))${suffix}`,
    ],
  },
]

export const PAGE_COLUMNS = ['day', 'kind', 'page'] as const
export type PageRow = Pick<RollupRow, (typeof PAGE_COLUMNS)[number] | 'count'>

/** A flush's rows summed per day, kind and page (for `event_page_counts`). */
export function pageRows(rows: readonly RollupRow[]): PageRow[] {
  const sums = new Map<string, PageRow>()
  for (const { day, kind, page, count } of rows) {
    const key = `${day}\u0000${kind}\u0000${page}`
    const row = sums.get(key)
    if (row) row.count += count
    else sums.set(key, { day, kind, page, count })
  }
  return [...sums.values()]
}

/** The report's SELECT; `$n` placeholders are made by `param` (SQLite `?`, PostgreSQL `$1`). */
export function totalsSql(by: ReportBy, param: (n: number) => string): string {
  const keys = BY_KEYS[by].join(', ')
  const sums = Object.entries(FIGURES)
    .map(([name, kind]) => `sum(CASE WHEN kind = '${kind}' THEN count ELSE 0 END) AS ${name}`)
    .join(', ')
  const table = by === 'page' || by === 'day' ? 'event_page_counts' : 'event_counts'
  return `SELECT ${keys}, ${sums} FROM ${table} WHERE day >= ${param(1)} AND day <= ${param(2)} GROUP BY ${keys}`
}

export const UPSERT_CONFLICT = `ON CONFLICT (${KEY_COLUMNS.join(', ')}) DO UPDATE SET count = event_counts.count + excluded.count`
export const UPSERT_PAGE_CONFLICT = `ON CONFLICT (${PAGE_COLUMNS.join(', ')}) DO UPDATE SET count = event_page_counts.count + excluded.count`
export const KEYS_OF_DAY = (param: string) =>
  `SELECT kind, page, section, label, source, medium, campaign FROM event_counts WHERE day = ${param}`
export const PRUNE = (param: string) => [
  `DELETE FROM event_counts WHERE day < ${param}`,
  `DELETE FROM event_page_counts WHERE day < ${param}`,
]

/** Counts come back as numbers whatever the driver makes of a sum (PostgreSQL's are strings). */
export function numberFigures(row: Record<string, unknown>): TotalsRow {
  const out: Record<string, string | number> = {}
  for (const [key, value] of Object.entries(row)) out[key] = key in FIGURES ? Number(value ?? 0) : String(value ?? '')
  return out as TotalsRow
}
