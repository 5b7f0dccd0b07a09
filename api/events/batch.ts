/**
 * What `POST /api/events` accepts (schemas/attribution.ts, `EventBatch`), checked by hand: the body is small (at most
 * EVENT_BATCH_BYTES), every key is known, every value holds to its rule. The first mistake is reported by its field
 * (`events[2].kind`); nothing of a batch with a mistake is counted.
 */
import { CALL_LINKS, cleanTouch, EVENT_BATCH_MAX, EVENT_KINDS, type EventKind, validPath, validSection } from '../../schemas/attribution'

/** A kind the store counts: the page's four and `lead` (counted by the server only, never accepted from a page). */
export type CountKind = EventKind | 'lead'
export const COUNT_KINDS = [...EVENT_KINDS, 'lead'] as const satisfies readonly CountKind[]

export interface Campaign {
  source?: string
  medium?: string
  campaign?: string
}
export const CAMPAIGN_FIELDS = ['source', 'medium', 'campaign'] as const

export interface ValidEvent {
  kind: EventKind
  /** The site path, without query or fragment, without a trailing slash (except `/`). */
  page: string
  section?: string
  label?: string
}

export type BatchResult = { ok: true; events: ValidEvent[]; campaign: Campaign } | { ok: false; field: string; message: string }

const EVENT_KEYS = new Set(['kind', 'page', 'section', 'label'])
const BATCH_KEYS = new Set(['events', 'campaign'])

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A value that holds to the contract's TEXT rule (1–100 characters, no control characters). */
export const validText = (value: unknown): value is string => typeof value === 'string' && cleanTouch({ source: value }) !== undefined

/** `/a/b/?x#y` → `/a/b`; undefined when it is not a site path. */
export function sitePath(value: unknown): string | undefined {
  if (!validPath(value)) return undefined
  const path = value.split(/[?#]/, 1)[0]!
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path
}

const fail = (field: string, message: string): BatchResult => ({ ok: false, field, message })

/** The parsed JSON body of a beacon → the events to count, or the first field that is wrong. */
export function parseBatch(body: unknown): BatchResult {
  if (!isPlainObject(body)) return fail('body', 'must be a JSON object with an events list')
  for (const key of Object.keys(body)) if (!BATCH_KEYS.has(key)) return fail(key, 'is not a field of an event batch')
  const list = body.events
  if (!Array.isArray(list) || list.length === 0 || list.length > EVENT_BATCH_MAX)
    return fail('events', `must be a list of 1 to ${EVENT_BATCH_MAX} events`)
  const events: ValidEvent[] = []
  for (const [i, raw] of list.entries()) {
    const at = `events[${i}]`
    if (!isPlainObject(raw)) return fail(at, 'must be an object')
    for (const key of Object.keys(raw)) if (!EVENT_KEYS.has(key)) return fail(`${at}.${key}`, 'is not a field of an event')
    const { kind, section, label } = raw
    if (kind === 'lead') return fail(`${at}.kind`, 'lead is counted by the server, not sent by a page')
    if (typeof kind !== 'string' || !(EVENT_KINDS as readonly string[]).includes(kind))
      return fail(`${at}.kind`, `must be one of ${EVENT_KINDS.join(', ')}`)
    const page = sitePath(raw.page)
    if (page === undefined) return fail(`${at}.page`, 'must be a path of this site, e.g. /contact')
    if (section !== undefined && !validSection(section))
      return fail(`${at}.section`, 'must be a section anchor: a letter, then letters, digits, - or _ (at most 64)')
    if (label !== undefined) {
      if (kind === 'call' ? !(CALL_LINKS as readonly string[]).includes(label as string) : !validText(label))
        return fail(
          `${at}.label`,
          kind === 'call' ? `must be one of ${CALL_LINKS.join(', ')}` : 'must be 1 to 100 characters, no control characters',
        )
    }
    const event: ValidEvent = { kind: kind as EventKind, page }
    if (section !== undefined) event.section = section
    if (label !== undefined) event.label = label as string
    events.push(event)
  }
  const campaign: Campaign = {}
  if (body.campaign !== undefined) {
    if (!isPlainObject(body.campaign)) return fail('campaign', 'must be an object of source, medium and campaign')
    for (const [key, value] of Object.entries(body.campaign)) {
      if (!(CAMPAIGN_FIELDS as readonly string[]).includes(key)) return fail(`campaign.${key}`, 'is not a campaign field')
      if (!validText(value)) return fail(`campaign.${key}`, 'must be 1 to 100 characters, no control characters')
      campaign[key as keyof Campaign] = value
    }
  }
  return { ok: true, events, campaign }
}
