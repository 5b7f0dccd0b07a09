/**
 * The event counter: what the page's beacons (api/routes/events.ts) and the lead path (`countLead`) count, summed in
 * memory by day and key and added to the store every few seconds (FLUSH_MS) and when the app closes, in one
 * transaction. A crash loses the counts of the last few seconds, never a lead (leads are in the lead store).
 *
 * Storage stays bounded whatever is sent: a page that is not one of the site's routes (the prerendered site's
 * `<route>/index.html`) counts as `(other)`; past CAPS distinct sections, labels or campaigns in a day the next new
 * ones count as `(other)`, and past CAPS.keys distinct rows in a day a new row keeps only its kind and page. Rows older
 * than RETENTION_DAYS are deleted. On PostgreSQL each instance keeps its own caps (n instances: at most n times them).
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { validSection } from '../../schemas/attribution'
import { type Campaign, type CountKind, sitePath, type ValidEvent, validText } from './batch'
import { BY_KEYS, type EventStore, FIGURES, type Figures, type ReportBy, type RollupRow } from './store'

export const FLUSH_MS = 5_000
export const RETENTION_DAYS = 400
/** Distinct values a day may hold before new ones count as `(other)`; `keys`: distinct rows. */
export const CAPS = { sections: 100, labels: 200, campaigns: 200, keys: 5_000 }
/** Rows waiting in memory at most (a store down for long): beyond, new keys are dropped (and logged). */
const BUFFER_MAX = 50_000
export const OTHER = '(other)'
const DAY_MS = 86_400_000
/** Top-level folders of the site that hold no pages. */
const NOT_PAGES = new Set(['assets', 'images'])

export interface LeadCount {
  /** The site path the form was sent from. */
  page?: string
  /** The form's section (its anchor). */
  section?: string
  source?: string
  medium?: string
  campaign?: string
}

export type ReportRow = Record<string, string | number> & Figures & { conversionRate: number }

export interface CounterOptions {
  /** The prerendered site: its routes are the pages counted by name. */
  siteDir?: string
  now?: () => number
  flushMs?: number
  log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void }
}

export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** What a day already holds, for its caps. */
interface DayState {
  day: string
  sections: Set<string>
  labels: Set<string>
  campaigns: Set<string>
  keys: Set<string>
}

export class EventCounter {
  private buffer = new Map<string, RollupRow>()
  private dropped = 0
  private state?: DayState
  private routes = new Set<string>()
  private scannedAt = Number.NEGATIVE_INFINITY
  private scanning?: Promise<void>
  private flushing: Promise<void> = Promise.resolve()
  private prunedDay = ''
  private timer?: NodeJS.Timeout
  private readonly now: () => number
  private closed = false

  constructor(
    readonly store: EventStore,
    private readonly options: CounterOptions = {},
  ) {
    this.now = options.now ?? Date.now
  }

  /** Migrates the store, reads the site's routes and what today holds, prunes, and starts the flush timer. */
  async start(): Promise<void> {
    await this.store.migrate()
    await this.scanRoutes()
    await this.loadDay(dayOf(this.now()))
    await this.prune()
    this.timer = setInterval(() => {
      this.flush().catch((error: Error) => this.options.log?.warn({ err: error.message }, 'events: flush failed, kept for the next one'))
    }, this.options.flushMs ?? FLUSH_MS)
    this.timer.unref()
  }

  /** A beacon's events (validated: api/events/batch.ts), with its campaign (none under GPC/DNT). */
  count(events: readonly ValidEvent[], campaign: Campaign = {}): void {
    for (const e of events) {
      // A view is a page's; a form start has its section; a call and a call to action their section and label.
      const section = e.kind === 'view' ? '' : (e.section ?? '')
      const label = e.kind === 'call' || e.kind === 'cta' ? (e.label ?? '') : ''
      this.add(e.kind, e.page, section, label, campaign)
    }
  }

  /** A lead the lead path stored (not spam, not a duplicate). Values that break the contract's rules are left out. */
  countLead(lead: LeadCount): void {
    const page = sitePath(lead.page) ?? OTHER
    const section = validSection(lead.section) ? lead.section : ''
    const campaign: Campaign = {}
    for (const key of ['source', 'medium', 'campaign'] as const) if (validText(lead[key])) campaign[key] = lead[key]
    this.add('lead', page, section, '', campaign)
  }

  private add(kind: CountKind, rawPage: string, rawSection: string, rawLabel: string, c: Campaign): void {
    if (this.closed) return
    const day = dayOf(this.now())
    const st = this.dayState(day)
    const page = this.routes.has(rawPage) ? rawPage : this.missed()
    let section = capped(st.sections, rawSection, CAPS.sections)
    let label = capped(st.labels, rawLabel, CAPS.labels)
    let [source, medium, campaign] = [c.source ?? '', c.medium ?? '', c.campaign ?? '']
    if (capped(st.campaigns, `${source}\u0000${medium}\u0000${campaign}`, CAPS.campaigns, '\u0000\u0000') === OTHER)
      [source, medium, campaign] = [OTHER, OTHER, OTHER]
    let key = [kind, page, section, label, source, medium, campaign].join('\u0000')
    if (!st.keys.has(key) && st.keys.size >= CAPS.keys) {
      const other = (v: string) => (v ? OTHER : '')
      ;[section, label, source, medium, campaign] = [other(section), other(label), other(source), other(medium), other(campaign)]
      key = [kind, page, section, label, source, medium, campaign].join('\u0000')
    }
    st.keys.add(key)
    const id = `${day}\u0000${key}`
    const row = this.buffer.get(id)
    if (row) row.count++
    else if (this.buffer.size < BUFFER_MAX) this.buffer.set(id, { day, kind, page, section, label, source, medium, campaign, count: 1 })
    else this.dropped++
  }

  /** A page that is not a route: `(other)`; the routes are read again (at most once a minute) in case the site changed. */
  private missed(): string {
    if (!this.scanning && this.now() - this.scannedAt > 60_000 && this.options.siteDir) void this.scanRoutes()
    return OTHER
  }

  private dayState(day: string): DayState {
    if (this.state?.day !== day) void this.loadDay(day).catch(() => {})
    return this.state!
  }

  /** A new day's caps, holding what the store has for it (a restart, or another instance, started the day). */
  private async loadDay(day: string): Promise<void> {
    const st: DayState = { day, sections: new Set(), labels: new Set(), campaigns: new Set(), keys: new Set() }
    this.state = st
    for (const r of await this.store.keysOf(day)) {
      if (r.section) st.sections.add(r.section)
      if (r.label) st.labels.add(r.label)
      if (r.source || r.medium || r.campaign) st.campaigns.add(`${r.source}\u0000${r.medium}\u0000${r.campaign}`)
      st.keys.add([r.kind, r.page, r.section, r.label, r.source, r.medium, r.campaign].join('\u0000'))
    }
  }

  private async scanRoutes(): Promise<void> {
    const root = this.options.siteDir
    if (!root) return
    this.scannedAt = this.now()
    this.scanning = siteRoutes(root)
      .then((routes) => {
        this.routes = routes
      })
      .finally(() => {
        this.scanning = undefined
      })
    await this.scanning
  }

  /** Adds what is in memory to the store, in one transaction; on failure it stays for the next flush. */
  flush(): Promise<void> {
    const next = this.flushing.then(() => this.flushNow())
    this.flushing = next.catch(() => {})
    return next
  }

  private async flushNow(): Promise<void> {
    if (this.dropped > 0) {
      this.options.log?.warn({ dropped: this.dropped }, 'events: counts dropped (the store was not reachable for long)')
      this.dropped = 0
    }
    if (this.buffer.size > 0) {
      const taken = this.buffer
      this.buffer = new Map()
      try {
        await this.store.add([...taken.values()])
      } catch (error) {
        for (const [id, row] of taken) {
          const now = this.buffer.get(id)
          if (now) now.count += row.count
          else if (this.buffer.size < BUFFER_MAX) this.buffer.set(id, row)
        }
        throw error
      }
    }
    if (this.prunedDay !== dayOf(this.now())) await this.prune()
  }

  private async prune(): Promise<void> {
    const today = dayOf(this.now())
    const deleted = await this.store.prune(dayOf(this.now() - RETENTION_DAYS * DAY_MS))
    this.prunedDay = today
    if (deleted > 0) this.options.log?.info({ deleted }, 'events: roll-ups past retention deleted')
  }

  /** A report over the days `from` to `to` (inclusive), the counts still in memory included (`reportRows`). */
  async report(by: ReportBy, from: string, to: string): Promise<ReportRow[]> {
    await this.flush().catch(() => {})
    return reportRows(this.store, by, from, to)
  }

  /** Views and leads of each page over the last `days` days, today included (the editor's page list). */
  async pageTotals(days = 30): Promise<PageTotals[]> {
    await this.flush().catch(() => {})
    return pageTotals(this.store, days, this.now())
  }

  /** Stops the timer, flushes what is in memory, closes the store. */
  async close(): Promise<void> {
    clearInterval(this.timer)
    await this.flush().catch((error: Error) => this.options.log?.warn({ err: error.message }, 'events: last flush failed'))
    this.closed = true
    await this.store.close()
  }
}

export interface PageTotals {
  page: string
  views: number
  leads: number
}

/**
 * A report from the store over the days `from` to `to` (inclusive): one row per key of `by` with each figure and the
 * conversion rate (leads / views, 4 decimals, 0 without views); by day in date order, else most viewed first.
 */
export async function reportRows(store: EventStore, by: ReportBy, from: string, to: string): Promise<ReportRow[]> {
  const keys = BY_KEYS[by]
  const rows = (await store.totals(by, from, to)).map((r) => {
    const row: Record<string, string | number> = {}
    for (const k of keys) row[k] = r[k] as string
    for (const f of Object.keys(FIGURES) as (keyof Figures)[]) row[f] = r[f]
    row.conversionRate = r.views > 0 ? Math.round((r.leads / r.views) * 10_000) / 10_000 : 0
    return row as ReportRow
  })
  const byKeys = (a: ReportRow, b: ReportRow) => {
    for (const k of keys) if (a[k] !== b[k]) return (a[k] as string) < (b[k] as string) ? -1 : 1
    return 0
  }
  return rows.sort(by === 'day' ? byKeys : (a, b) => b.views - a.views || b.leads - a.leads || byKeys(a, b))
}

/** Views and leads per page over the last `days` days (today, UTC, included), most viewed first. */
export async function pageTotals(store: EventStore, days = 30, now = Date.now()): Promise<PageTotals[]> {
  const rows = await reportRows(store, 'page', dayOf(now - (days - 1) * DAY_MS), dayOf(now))
  return rows.map((r) => ({ page: r.page as string, views: r.views, leads: r.leads }))
}

/** `value` as kept for a day: itself while `set` has room or already holds it, `(other)` past the cap; `empty` passes. */
function capped(set: Set<string>, value: string, cap: number, empty = ''): string {
  if (value === empty || set.has(value)) return value
  if (set.size >= cap) return OTHER
  set.add(value)
  return value
}

/** The site's routes: `/` for index.html, `/a/b` for a/b/index.html (assets/, images/ and hidden folders skipped). */
export async function siteRoutes(root: string): Promise<Set<string>> {
  const routes = new Set<string>()
  const walk = async (dir: string, route: string, depth: number): Promise<void> => {
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => [])
    for (const entry of entries) {
      if (entry.isFile() && entry.name === 'index.html') routes.add(route || '/')
      else if (entry.isDirectory() && depth < 8 && !/^[._]/.test(entry.name) && !(depth === 0 && NOT_PAGES.has(entry.name)))
        await walk(path.join(dir, entry.name), `${route}/${entry.name}`, depth + 1)
    }
  }
  await walk(root, '', 0)
  return routes
}
