/**
 * Attribution and first-party counting: the contract between the page's scripts and the API. Plain code only (the
 * server imports this file too).
 *
 * **Attribution** says where a lead came from. The browser keeps the visit's first and last touch (its campaign
 * parameters, click id, landing page and referrer's origin: app/browser/attribution.ts, in localStorage, never a
 * cookie; nothing at all under Global Privacy Control or Do Not Track) and sends them beside the quote request, in the
 * `X-Attribution` header, URL-encoded (`encodeAttribution`); the page the form was sent from travels in the `Referer`
 * the browser sends anyway. A native post (no JavaScript) carries its page and its form's section as hidden fields.
 * The server reads the header with `decodeAttribution`: unknown keys and values that break the rules below are
 * dropped one by one, never the lead.
 *
 * **Counts** are events the page sends with `navigator.sendBeacon` to `EVENTS_PATH` (`EventBatch`, JSON): page views,
 * quote-form starts, taps on call/text/e-mail links and clicks on calls to action — per page, per day, per
 * source/medium/campaign, no identifier of any kind. Leads are counted by the server as it stores them.
 */

/** The request header that carries a lead's attribution (URL-encoded, `encodeAttribution`). */
export const ATTRIBUTION_HEADER = 'x-attribution'
/** Where the page's scripts send counted events. */
export const EVENTS_PATH = '/api/events'

/** The campaign parameters a touch keeps, by their `utm_` names without the prefix. */
export const CAMPAIGN_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const
export type CampaignKey = (typeof CAMPAIGN_KEYS)[number]
/** Ad click ids, in the order one is kept when an address has several. */
export const CLICK_IDS = ['gclid', 'gbraid', 'wbraid', 'msclkid', 'fbclid'] as const
export type ClickIdName = (typeof CLICK_IDS)[number]
/** A first touch older than this is replaced by the next touch. */
export const FIRST_TOUCH_MAX_DAYS = 90

/** One touch: how a visit began. */
export type Touch = Partial<Record<CampaignKey, string>> & {
  /** The ad's click id as `name:value`, e.g. `gclid:Cj0KCQ…`. */
  click?: string
  /** The visit's landing page: a site path with its query, e.g. `/?utm_source=google`. */
  landing?: string
  /** The referring site's origin (`https://www.google.com`); none when typed, bookmarked or from this site. */
  referrer?: string
  /** The day of the touch, `YYYY-MM-DD` (UTC). */
  at?: string
}

export type DeviceClass = 'phone' | 'tablet' | 'desktop'
export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const satisfies readonly DeviceClass[]

/** What a lead carries beside its fields. */
export interface Attribution {
  first?: Touch
  last?: Touch
  /** The site path the form was sent from (from the `Referer`, or a native post's `page` field). */
  page?: string
  /** The form's section: its anchor (`quote`). */
  section?: string
  device?: DeviceClass
  /** The page's language (`en`, `es`). */
  lang?: string
}

/** The rules each value is held to; a value that breaks its rule is dropped. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is this pattern's job
const TEXT = /^[^\u0000-\u001f\u007f]{1,100}$/u
const PATH = /^\/[\x21-\x7e]{0,299}$/
const ORIGIN = /^https?:\/\/[a-z0-9.-]{1,253}(:\d{1,5})?$/
const CLICK = /^(gclid|gbraid|wbraid|msclkid|fbclid):[A-Za-z0-9._~-]{1,200}$/
const DAY = /^\d{4}-\d{2}-\d{2}$/
const SECTION = /^[A-Za-z][A-Za-z0-9_-]{0,63}$/
const LANG = /^[a-z]{2}(-[A-Z]{2})?$/

const TOUCH_RULES: Record<keyof Touch, RegExp> = {
  source: TEXT,
  medium: TEXT,
  campaign: TEXT,
  term: TEXT,
  content: TEXT,
  click: CLICK,
  landing: PATH,
  referrer: ORIGIN,
  at: DAY,
}
const TOUCH_KEYS = Object.keys(TOUCH_RULES) as (keyof Touch)[]

/** A touch with only the values that hold to their rules (undefined when none does). */
export function cleanTouch(touch: Record<string, unknown> | undefined): Touch | undefined {
  if (!touch) return undefined
  const clean: Touch = {}
  for (const key of TOUCH_KEYS) {
    const value = touch[key]
    if (typeof value === 'string' && TOUCH_RULES[key].test(value)) clean[key] = value
  }
  return Object.keys(clean).length ? clean : undefined
}

export const validPath = (value: unknown): value is string => typeof value === 'string' && PATH.test(value)
export const validSection = (value: unknown): value is string => typeof value === 'string' && SECTION.test(value)

/** `f.source=google&f.medium=cpc&l.source=…&section=quote&device=phone&lang=en` (the page is not in it: see `page`). */
export function encodeAttribution({ first, last, section, device, lang }: Omit<Attribution, 'page'>): string {
  const params = new URLSearchParams()
  for (const [prefix, touch] of [
    ['f', first],
    ['l', last],
  ] as const)
    for (const key of TOUCH_KEYS) if (touch?.[key]) params.set(`${prefix}.${key}`, touch[key])
  if (section) params.set('section', section)
  if (device) params.set('device', device)
  if (lang) params.set('lang', lang)
  return params.toString()
}

/** The header's attribution; what is unknown, repeated or breaks a rule is left out. At most 4 KB is read. */
export function decodeAttribution(header: string | undefined): Omit<Attribution, 'page'> {
  if (!header || header.length > 4096) return {}
  const touches: Record<'f' | 'l', Record<string, string>> = { f: {}, l: {} }
  const out: Omit<Attribution, 'page'> = {}
  let params: URLSearchParams
  try {
    params = new URLSearchParams(header)
  } catch {
    return {}
  }
  for (const [name, value] of params) {
    const [prefix, key] = name.split('.', 2)
    if ((prefix === 'f' || prefix === 'l') && key && (TOUCH_KEYS as string[]).includes(key)) touches[prefix][key] = value
    else if (name === 'section' && validSection(value)) out.section = value
    else if (name === 'device' && (DEVICE_CLASSES as readonly string[]).includes(value)) out.device = value as DeviceClass
    else if (name === 'lang' && LANG.test(value)) out.lang = value
  }
  const first = cleanTouch(touches.f)
  const last = cleanTouch(touches.l)
  if (first) out.first = first
  if (last) out.last = last
  return out
}

/** What the page counts. */
export const EVENT_KINDS = ['view', 'start', 'call', 'cta'] as const
export type EventKind = (typeof EVENT_KINDS)[number]
/** Kinds of a `call` event's link (its `label`). */
export const CALL_LINKS = ['tel', 'sms', 'mailto'] as const

/** One counted event: what happened, on which page; for a form start or a call to action, in which section. */
export interface CountedEvent {
  kind: EventKind
  /** The site path (no query). */
  page: string
  section?: string
  /** A call's link kind (`tel`), a call to action's button (its label, or its target path). */
  label?: string
}

/** What `sendBeacon` posts: a few events of one page view, and its last touch's campaign (none under GPC/DNT). */
export interface EventBatch {
  events: CountedEvent[]
  campaign?: Partial<Record<'source' | 'medium' | 'campaign', string>>
}
/** At most this many events in one batch, and this many bytes. */
export const EVENT_BATCH_MAX = 20
export const EVENT_BATCH_BYTES = 4096
