/**
 * The desk's lead API under /api/desk/*: the inbox and its filters, a lead's page, its stage, notes and spam mark,
 * deletion, the figures (time to first contact, stages, won revenue) and the CSV of the filtered leads.
 *
 * Who may do what (`guard` says who is signed in; it answers 401/403 and CSRF itself): an owner everything; a
 * marketer reads (the inbox, a lead, the figures, the CSV) and adds notes, and gets 403 on a stage change, a spam mark
 * and a deletion. A lead that does not exist, and an id that is not one, are both 404. Every answer is
 * `cache-control: no-store`, `x-robots-tag: noindex`; lead fields are JSON strings, never markup.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import type { DeskFilterOption, DeskFilterOptions } from '../../schemas/desk'
import { fieldErrors, QUOTE_FORMS, type QuoteOptions } from '../../schemas/quote'
import { DEFAULT_LOCALE, siteLocales } from '../../schemas/locales'
import { csvCell } from '../events/report'
import { PROJECT_ROOT } from '../quote-options'
import { pageSizeParam } from '../page-size'
import { type RateLimiter, retryAfterSeconds } from '../rate-limiter'
import type { LeadStore } from '../store/types'
import { businessMsBetween, BUSINESS_TIME_ZONE, HOUR_MS, type OpeningHours, readBusinessHours } from './hours'
import { type DeskLead, DeskStore, type DeskUser, INBOX_ORDER, type InboxFilter, SPAM_VIEWS, STAGES } from './store'

export type { DeskUser }

export const DESK_PREFIX = '/api/desk'

export interface DeskOptions {
  store: LeadStore
  /** Who is signed in, or undefined when it has answered (401, 403, a failed CSRF check) and the request must stop. */
  guard: (request: FastifyRequest, reply: FastifyReply) => Promise<DeskUser | undefined>
  limiter: RateLimiter
  /**
   * With SMTP: a held lead marked *Not spam* gets its missing e-mails queued in the mark's transaction
   * (api/notify/release.ts), each once. Default false.
   */
  mailOnRelease?: boolean
  /**
   * A lead the spam filter held was marked *Not spam* for the first time: it is now a real lead (counted, its e-mails
   * sent at once). Called after the mark is committed. Default: nothing.
   */
  onRelease?: (leadId: string) => void | Promise<void>
  /** A stage change was committed (its webhooks' messages with it): the webhooks' worker may deliver them now. */
  onStageChange?: () => void
  /** The quote form's Location and Service lists: a lead's values shown by their labels (`labels`). */
  quoteOptions?: QuoteOptions
  /** Business hours (default: data/site.json's `hours`) and their time zone. */
  hours?: readonly OpeningHours[]
  timeZone?: string
  now?: () => number
}

export const MAX_PAGE_SIZE = 100
export const NOTE_MAX = 5_000
export const REASON_MAX = 500
/** Past this many rows a CSV ends (and says so in `x-truncated`). */
export const CSV_MAX_ROWS = 10_000
/** The figures cover at most this many days at once. */
export const STATS_MAX_DAYS = 400
/** Changes (stage, note, spam mark, deletion) per user per minute; CSV exports per user per minute. */
export const WRITES_PER_MINUTE = 120
export const EXPORTS_PER_MINUTE = 10
/** The filters' values per user per minute (each a scan of the leads; the desk asks once a minute at most per view). */
export const FILTERS_PER_MINUTE = 60
/** The largest amount a won lead takes, in cents ($100,000,000). */
export const MAX_AMOUNT_CENTS = 10_000_000_000

/** A lead id as the store makes them (a UUID); anything else is a lead that does not exist. */
const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
const CONTROL = /[\u0000-\u001f\u007f]/
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses (tab and line breaks allowed)
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/

const filterText = (name: string) =>
  v.optional(
    v.pipe(
      v.string(`${name} must be one value`),
      v.minLength(1, `${name} must not be empty`),
      v.maxLength(200, `${name} must be at most 200 characters`),
      v.check((s) => !CONTROL.test(s), `${name} must not contain control characters`),
    ),
  )

function isDay(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false
  const ms = Date.parse(`${s}T00:00:00Z`)
  return Number.isFinite(ms) && new Date(ms).toISOString().startsWith(s)
}
const day = (name: string) => v.pipe(v.string(`${name} must be a day as YYYY-MM-DD`), v.check(isDay, `${name} must be a day as YYYY-MM-DD`))

/** The site's languages (schemas/locales.ts): a lead's `language`, and the inbox's filter by it. */
const LANGUAGES = siteLocales().map((l) => l.code)

const FilterEntries = {
  stage: v.optional(v.picklist(STAGES, `stage must be one of ${STAGES.join(', ')}`)),
  spam: v.optional(v.picklist(SPAM_VIEWS, `spam must be one of ${SPAM_VIEWS.join(', ')}`), 'leads'),
  from: v.optional(day('from')),
  to: v.optional(day('to')),
  town: filterText('town'),
  service: filterText('service'),
  form: v.optional(v.picklist(QUOTE_FORMS, `form must be one of ${QUOTE_FORMS.join(', ')}`)),
  page: filterText('page'),
  campaign: filterText('campaign'),
  language: v.optional(v.picklist(LANGUAGES, `language must be one of ${LANGUAGES.join(', ')}`)),
  q: filterText('q'),
}
const rangeOk = (f: { from?: string; to?: string }) => !f.from || !f.to || f.from <= f.to
const RANGE_MESSAGE = 'from must not be after to'

const ListQuery = v.strictObject({
  ...FilterEntries,
  pageSize: pageSizeParam(MAX_PAGE_SIZE, 25),
  before: v.optional(v.pipe(v.string(), v.maxLength(400, 'before must be a nextCursor of a previous page'))),
})
const CsvQuery = v.strictObject(FilterEntries)
const FiltersQuery = v.strictObject({ spam: FilterEntries.spam })
const StatsQuery = v.strictObject({ from: v.optional(day('from')), to: v.optional(day('to')) })

const text = (name: string, max: number) =>
  v.pipe(
    v.string(`${name} must be text`),
    v.trim(),
    v.minLength(1, `${name} must not be empty`),
    v.maxLength(max, `${name} must be at most ${max.toLocaleString('en-US')} characters`),
    v.check((s) => !CONTROL_IN_TEXT.test(s), `${name} must not contain control characters`),
  )

const StageBody = v.pipe(
  v.strictObject(
    {
      stage: v.picklist(STAGES, `stage must be one of ${STAGES.join(', ')}`),
      amountCents: v.optional(
        v.pipe(
          v.number('amountCents must be a whole number of cents'),
          v.integer('amountCents must be a whole number of cents'),
          v.minValue(1, 'amountCents must be more than 0'),
          v.maxValue(MAX_AMOUNT_CENTS, `amountCents must be at most ${MAX_AMOUNT_CENTS}`),
        ),
      ),
      reason: v.optional(text('reason', REASON_MAX)),
    },
    'the body must be { stage, amountCents?, reason? }',
  ),
  v.forward(
    v.check((b) => b.stage !== 'won' || b.amountCents !== undefined, 'a won lead needs the job’s amount (amountCents)'),
    ['amountCents'],
  ),
  v.forward(
    v.check((b) => b.stage === 'won' || b.amountCents === undefined, 'only a won lead has an amount'),
    ['amountCents'],
  ),
  v.forward(
    v.check((b) => b.stage !== 'lost' || b.reason !== undefined, 'a lost lead needs a reason'),
    ['reason'],
  ),
  v.forward(
    v.check((b) => b.stage === 'lost' || b.reason === undefined, 'only a lost lead has a reason'),
    ['reason'],
  ),
)
const NoteBody = v.strictObject({ text: text('text', NOTE_MAX) }, 'the body must be { text }')
const SpamBody = v.strictObject({ spam: v.boolean('spam must be true or false') }, 'the body must be { spam: true | false }')

/** The previous page's last lead's sort values, as the client carries them (opaque text). */
const encodeCursor = (values: readonly unknown[]) => Buffer.from(JSON.stringify(values)).toString('base64url')
function decodeCursor(text: string): unknown[] | undefined {
  try {
    const values = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown
    if (!Array.isArray(values) || values.length !== INBOX_ORDER.length) return undefined
    return values.every((x) => (typeof x === 'number' && Number.isSafeInteger(x)) || typeof x === 'boolean') ? values : undefined
  } catch {
    return undefined
  }
}

/** ISO 8601 week of a day (UTC): `2026-W49`. */
export function isoWeek(ms: number): string {
  const date = new Date(ms)
  const dayOfWeek = date.getUTCDay() || 7
  const thursday = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + 4 - dayOfWeek)
  const year = new Date(thursday).getUTCFullYear()
  const week = Math.ceil(((thursday - Date.UTC(year, 0, 1)) / 86_400_000 + 1) / 7)
  return `${year}-W${String(week).padStart(2, '0')}`
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2)
}

/** The columns of the CSV export, in order. */
export const CSV_COLUMNS = [
  'reference',
  'receivedAt',
  'stage',
  'status',
  'firstName',
  'lastName',
  'email',
  'phone',
  'location',
  'town',
  'service',
  'form',
  'language',
  'message',
  'page',
  'source',
  'medium',
  'campaign',
  'firstContactAt',
  'wonCents',
  'lostReason',
  'id',
] as const

function csvRow(lead: DeskLead): string {
  const touch = lead.attribution?.last ?? lead.attribution?.first
  const values: Record<(typeof CSV_COLUMNS)[number], string | number | null | undefined> = {
    reference: lead.reference,
    receivedAt: lead.receivedAt,
    stage: lead.stage,
    status: lead.status,
    firstName: lead.firstName,
    lastName: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    location: lead.location,
    town: lead.town,
    service: lead.service,
    form: lead.form,
    language: lead.language,
    message: lead.message,
    page: lead.attribution?.page,
    source: touch?.source,
    medium: touch?.medium,
    campaign: touch?.campaign,
    firstContactAt: lead.firstContactAt,
    wonCents: lead.wonCents,
    lostReason: lead.lostReason,
    id: lead.id,
  }
  return CSV_COLUMNS.map((c) => csvCell(values[c] ?? '')).join(',')
}

const desk: FastifyPluginAsync<DeskOptions> = async (app, options) => {
  const { guard, limiter, onRelease, quoteOptions } = options
  /** A lead's Location and Service as the form showed them (the value itself when the lists do not know it). */
  const labels = (lead: { location: string; service: string }) => ({
    location: quoteOptions?.locations.find((o) => o.value === lead.location)?.label ?? lead.location,
    service: quoteOptions?.services.find((o) => o.value === lead.service)?.label ?? lead.service,
  })
  const store = new DeskStore(options.store, options.mailOnRelease)
  const hours = options.hours ?? readBusinessHours(PROJECT_ROOT)
  const timeZone = options.timeZone ?? BUSINESS_TIME_ZONE
  const now = options.now ?? Date.now
  const users = new WeakMap<FastifyRequest, DeskUser>()
  const userOf = (request: FastifyRequest) => users.get(request)!

  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex')
    const user = await guard(request, reply)
    if (!user) {
      if (!reply.sent) await reply.code(401).send({ error: 'Unauthorized' })
      return reply
    }
    users.set(request, user)
  })

  const waitingOverHour = (lead: DeskLead, at: number) =>
    lead.stage === 'new' && lead.status !== 'spam' && businessMsBetween(Date.parse(lead.receivedAt), at, hours, timeZone, HOUR_MS) > HOUR_MS

  const unavailable = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
    request.log.error({ err: (error as Error).message }, 'desk: the lead store failed')
    return reply.code(503).header('retry-after', '10').send({ error: 'The lead store is unavailable, try again later' })
  }
  const invalid = (reply: FastifyReply, what: string, issues: readonly v.BaseIssue<unknown>[]) => {
    const errors = fieldErrors(issues) as Record<string, string>
    if (Object.keys(errors).length === 0) errors[what === 'body' ? 'body' : 'query'] = issues[0]?.message ?? `Invalid ${what}`
    return reply.code(400).send({ error: `Invalid ${what}`, fieldErrors: errors })
  }
  const notFound = (reply: FastifyReply) => reply.code(404).send({ error: 'Not found' })
  const ownerOnly = (request: FastifyRequest, reply: FastifyReply) => {
    if (userOf(request).role === 'owner') return false
    reply.code(403).send({ error: 'Only an owner may do this' })
    return true
  }
  /** False (and a 429 sent) past the user's limit of `what` a minute. */
  const withinLimit = async (request: FastifyRequest, reply: FastifyReply, what: 'write' | 'export' | 'filters', max: number) => {
    const hit = await limiter.hit(`desk-${what}:${userOf(request).id}`, 60_000).catch(() => null)
    if (!hit || hit.count <= max) return true
    reply.code(429).header('retry-after', retryAfterSeconds(hit)).send({ error: 'Too many requests, please try again later' })
    return false
  }
  const leadId = (request: FastifyRequest) => {
    const { id } = request.params as { id: string }
    return LEAD_ID.test(id) ? id.toLowerCase() : undefined
  }

  app.get(`${DESK_PREFIX}/leads`, async (request, reply) => {
    const parsed = v.safeParse(ListQuery, request.query)
    if (!parsed.success) return invalid(reply, 'query', parsed.issues)
    if (!rangeOk(parsed.output)) return reply.code(400).send({ error: 'Invalid query', fieldErrors: { from: RANGE_MESSAGE } })
    const { pageSize, before, ...filter } = parsed.output
    const cursor = before === undefined ? undefined : decodeCursor(before)
    if (before !== undefined && !cursor)
      return reply.code(400).send({ error: 'Invalid query', fieldErrors: { before: 'before must be a nextCursor of a previous page' } })
    try {
      const [page, total] = await Promise.all([
        store.list(filter as InboxFilter, pageSize, cursor),
        cursor ? null : store.count(filter as InboxFilter),
      ])
      const at = now()
      const items = page.items.map((lead) => ({
        id: lead.id,
        reference: lead.reference,
        stage: lead.stage,
        status: lead.status,
        name: `${lead.firstName} ${lead.lastName}`,
        location: lead.location,
        town: lead.town ?? null,
        service: lead.service,
        labels: labels(lead),
        form: lead.form,
        language: lead.language ?? DEFAULT_LOCALE,
        receivedAt: lead.receivedAt,
        urgent: lead.urgent === true,
        page: lead.attribution?.page ?? null,
        source: (lead.attribution?.last ?? lead.attribution?.first)?.source ?? null,
        medium: (lead.attribution?.last ?? lead.attribution?.first)?.medium ?? null,
        campaign: (lead.attribution?.last ?? lead.attribution?.first)?.campaign ?? null,
        spamReasons: lead.spamReasons,
        waitingOverHour: waitingOverHour(lead, at),
      }))
      return { items, total, nextCursor: page.next ? encodeCursor(page.next) : null }
    } catch (error) {
      return unavailable(request, reply, error)
    }
  })

  app.get(`${DESK_PREFIX}/leads.csv`, async (request, reply) => {
    const parsed = v.safeParse(CsvQuery, request.query)
    if (!parsed.success) return invalid(reply, 'query', parsed.issues)
    if (!rangeOk(parsed.output)) return reply.code(400).send({ error: 'Invalid query', fieldErrors: { from: RANGE_MESSAGE } })
    if (!(await withinLimit(request, reply, 'export', EXPORTS_PER_MINUTE))) return reply
    const lines = [CSV_COLUMNS.map(csvCell).join(',')]
    let cursor: unknown[] | undefined
    try {
      while (lines.length - 1 < CSV_MAX_ROWS) {
        const page = await store.list(parsed.output as InboxFilter, Math.min(500, CSV_MAX_ROWS - (lines.length - 1)), cursor)
        for (const lead of page.items) lines.push(csvRow(lead))
        if (!page.next) break
        cursor = page.next
      }
    } catch (error) {
      return unavailable(request, reply, error)
    }
    if (lines.length - 1 >= CSV_MAX_ROWS) reply.header('x-truncated', String(CSV_MAX_ROWS))
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="leads.csv"')
      .send(`${lines.join('\r\n')}\r\n`)
  })

  app.get(`${DESK_PREFIX}/leads/:id`, async (request, reply) => {
    const id = leadId(request)
    if (!id) return notFound(reply)
    try {
      const lead = await store.get(id)
      if (!lead) return notFound(reply)
      return { ...lead, labels: labels(lead), waitingOverHour: waitingOverHour(lead, now()) }
    } catch (error) {
      return unavailable(request, reply, error)
    }
  })

  const bodyLimit = 32 * 1024

  app.patch(`${DESK_PREFIX}/leads/:id/stage`, { bodyLimit }, async (request, reply) => {
    const id = leadId(request)
    if (!id) return notFound(reply)
    if (ownerOnly(request, reply)) return reply
    const parsed = v.safeParse(StageBody, request.body)
    if (!parsed.success) return invalid(reply, 'body', parsed.issues)
    if (!(await withinLimit(request, reply, 'write', WRITES_PER_MINUTE))) return reply
    try {
      if (!(await store.setStage(userOf(request), id, parsed.output, now()))) return notFound(reply)
      options.onStageChange?.()
      const lead = await store.get(id)
      return lead ? { ...lead, waitingOverHour: waitingOverHour(lead, now()) } : notFound(reply)
    } catch (error) {
      return unavailable(request, reply, error)
    }
  })

  app.post(`${DESK_PREFIX}/leads/:id/notes`, { bodyLimit }, async (request, reply) => {
    const id = leadId(request)
    if (!id) return notFound(reply)
    const parsed = v.safeParse(NoteBody, request.body)
    if (!parsed.success) return invalid(reply, 'body', parsed.issues)
    if (!(await withinLimit(request, reply, 'write', WRITES_PER_MINUTE))) return reply
    try {
      const note = await store.addNote(userOf(request), id, parsed.output.text, now())
      return note ? reply.code(201).send(note) : notFound(reply)
    } catch (error) {
      return unavailable(request, reply, error)
    }
  })

  app.post(`${DESK_PREFIX}/leads/:id/spam`, { bodyLimit }, async (request, reply) => {
    const id = leadId(request)
    if (!id) return notFound(reply)
    if (ownerOnly(request, reply)) return reply
    const parsed = v.safeParse(SpamBody, request.body)
    if (!parsed.success) return invalid(reply, 'body', parsed.issues)
    if (!(await withinLimit(request, reply, 'write', WRITES_PER_MINUTE))) return reply
    let result: Awaited<ReturnType<DeskStore['markSpam']>>
    try {
      result = await store.markSpam(userOf(request), id, parsed.output.spam, now())
    } catch (error) {
      return unavailable(request, reply, error)
    }
    if (!result.found) return notFound(reply)
    if (result.released && onRelease) {
      try {
        await onRelease(id)
      } catch (error) {
        request.log.error({ lead: id, err: (error as Error).message }, 'desk: releasing a lead failed')
      }
    }
    return { id, status: parsed.output.spam ? 'spam' : 'ok', released: result.released }
  })

  app.delete(`${DESK_PREFIX}/leads/:id`, async (request, reply) => {
    const id = leadId(request)
    if (!id) return notFound(reply)
    if (ownerOnly(request, reply)) return reply
    if (!(await withinLimit(request, reply, 'write', WRITES_PER_MINUTE))) return reply
    try {
      if (!(await store.remove(userOf(request), id, now()))) return notFound(reply)
      request.log.info({ lead: id, user: userOf(request).id }, 'desk: lead deleted')
      return reply.code(204).send()
    } catch (error) {
      return unavailable(request, reply, error)
    }
  })

  // The values each filter of the inbox offers, among the leads of a spam view (not only those of a loaded page).
  app.get(`${DESK_PREFIX}/filters`, async (request, reply): Promise<DeskFilterOptions | FastifyReply> => {
    const parsed = v.safeParse(FiltersQuery, request.query)
    if (!parsed.success) return invalid(reply, 'query', parsed.issues)
    if (!(await withinLimit(request, reply, 'filters', FILTERS_PER_MINUTE))) return reply
    let values: Awaited<ReturnType<DeskStore['filterValues']>>
    try {
      values = await store.filterValues(parsed.output.spam)
    } catch (error) {
      return unavailable(request, reply, error)
    }
    const byLabel = (options: DeskFilterOption[]) => options.sort((a, b) => a.label.localeCompare(b.label, 'en-US'))
    const same = (list: string[]) => byLabel(list.map((value) => ({ value, label: value })))
    // A town once, whatever its case (the filter matches any); a Location by its label.
    const towns = new Map<string, DeskFilterOption>()
    for (const value of values.location) towns.set(value, { value, label: labels({ location: value, service: '' }).location })
    for (const value of values.town)
      if (![...towns.values()].some((t) => t.label.toLowerCase() === value.toLowerCase()))
        towns.set(value.toLowerCase(), { value, label: value })
    return {
      town: byLabel([...towns.values()]),
      service: byLabel(values.service.map((value) => ({ value, label: labels({ location: '', service: value }).service }))),
      form: same(values.form),
      page: same(values.page),
      campaign: same(values.campaign),
    }
  })

  app.get(`${DESK_PREFIX}/stats`, async (request, reply) => {
    const parsed = v.safeParse(StatsQuery, request.query)
    if (!parsed.success) return invalid(reply, 'query', parsed.issues)
    if (!rangeOk(parsed.output)) return reply.code(400).send({ error: 'Invalid query', fieldErrors: { from: RANGE_MESSAGE } })
    const today = new Date(now()).toISOString().slice(0, 10)
    const to = parsed.output.to ?? today
    const from = parsed.output.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10)
    const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1
    if (days > STATS_MAX_DAYS)
      return reply.code(400).send({ error: 'Invalid query', fieldErrors: { from: `the range may cover at most ${STATS_MAX_DAYS} days` } })
    let figures: Awaited<ReturnType<DeskStore['figures']>>
    try {
      figures = await store.figures(from, to)
    } catch (error) {
      return unavailable(request, reply, error)
    }
    const stages = Object.fromEntries(STAGES.map((s) => [s, 0])) as Record<string, number>
    for (const { stage, count } of figures.stages) stages[stage] = (stages[stage] ?? 0) + count
    const leads = figures.contacts.map((c) => ({
      id: c.id,
      receivedAt: new Date(c.receivedAt).toISOString(),
      firstContactAt: new Date(c.firstContactAt).toISOString(),
      ms: c.firstContactAt - c.receivedAt,
    }))
    const byWeek = new Map<string, number[]>()
    for (const lead of leads) {
      const week = isoWeek(Date.parse(lead.receivedAt))
      byWeek.set(week, [...(byWeek.get(week) ?? []), lead.ms])
    }
    const weeks = [...byWeek].sort(([a], [b]) => (a < b ? -1 : 1)).map(([week, ms]) => ({ week, leads: ms.length, medianMs: median(ms) }))
    const sum = <K extends string>(key: (w: (typeof figures.won)[number]) => Record<K, string | null>) => {
      const rows = new Map<string, Record<K, string | null> & { wonCents: number; won: number }>()
      for (const w of figures.won) {
        const keys = key(w)
        const id = JSON.stringify(keys)
        const row = rows.get(id) ?? { ...keys, wonCents: 0, won: 0 }
        row.wonCents += w.cents
        row.won += 1
        rows.set(id, row)
      }
      return [...rows.values()].sort((a, b) => b.wonCents - a.wonCents)
    }
    return {
      from,
      to,
      stages,
      firstContact: { leads, weeks },
      revenue: {
        totalCents: figures.won.reduce((n, w) => n + w.cents, 0),
        byPage: sum((w) => ({ page: w.page })),
        byCampaign: sum((w) => ({ source: w.source, medium: w.medium, campaign: w.campaign })),
        byMonth: sum((w) => ({ month: new Date(w.wonAt).toISOString().slice(0, 7) })).sort((a, b) => (a.month! < b.month! ? -1 : 1)),
      },
    }
  })
}

export default desk
