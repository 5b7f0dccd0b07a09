/**
 * Where a visit came from, and what it did — kept by the page's own scripts, no cookie, no third party
 * (the contract: schemas/attribution.ts).
 *
 * **Touches.** A visit begins when a tab opens the site (nothing noted in its sessionStorage yet), or when an address
 * with campaign parameters or a click id arrives within one. Its touch — the `utm_` parameters, the first click id,
 * the landing page (path only) and the referring site's origin — is the visit's *last touch*; the *first touch* is the
 * first one kept in localStorage, for at most 90 days. The quote form sends both beside its request
 * (`attributionHeader`). Under Global Privacy Control or Do Not Track nothing is kept (what was is removed) and nothing
 * is sent but the page and the form.
 *
 * **Counts.** Page views (the landing page once the browser is idle after load, then each page the router shows),
 * quote-form starts (the first field a form's visitor focuses), taps on call, text and e-mail links, and clicks on
 * calls to action (a link or button styled as one: which section, which button). Batched and sent with
 * `navigator.sendBeacon` a moment after they happen and when the page is hidden; each batch names the last touch's
 * source, medium and campaign. Nothing identifies the visitor.
 *
 * Nothing of it is in the first-load JavaScript: the page's entry script loads this module once the browser is idle
 * after load (app/browser/entry-client.tsx); the quote form's island and the router import it with their own code.
 */
import {
  ATTRIBUTION_HEADER,
  type Attribution,
  CAMPAIGN_KEYS,
  CLICK_IDS,
  type CountedEvent,
  cleanTouch,
  type DeviceClass,
  EVENT_BATCH_MAX,
  type EventBatch,
  EVENTS_PATH,
  encodeAttribution,
  FIRST_TOUCH_MAX_DAYS,
  type Touch,
} from '../../schemas/attribution'

const KEPT = 'attribution'
const VISIT = 'attribution-visit'
type Kept = { first?: Touch; last?: Touch }

/** Global Privacy Control or Do Not Track: no attribution at all. */
export function optedOut(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean }
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1'
}

function read<T>(storage: Storage | undefined, key: string): T | undefined {
  try {
    const text = storage?.getItem(key)
    return text ? (JSON.parse(text) as T) : undefined
  } catch {
    return undefined
  }
}
function write(storage: Storage | undefined, key: string, value: unknown) {
  try {
    if (value === undefined) storage?.removeItem(key)
    else storage?.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or refused (a private window): attribution is left out, nothing else changes.
  }
}
const local = () => (typeof localStorage === 'undefined' ? undefined : localStorage)
const session = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage)
const today = () => new Date().toISOString().slice(0, 10)
const daysSince = (day: string | undefined) => (day ? (Date.parse(today()) - Date.parse(day)) / 86_400_000 : Infinity)

/** The touch an address and a referrer make, or undefined when the address is not the start of a visit. */
function touchOf(href: string, referrer: string, newVisit: boolean): Touch | undefined {
  const url = new URL(href)
  const params = url.searchParams
  const touch: Record<string, string> = {}
  for (const key of CAMPAIGN_KEYS) {
    const value = params.get(`utm_${key}`)?.trim()
    if (value) touch[key] = value.slice(0, 100)
  }
  const click = CLICK_IDS.find((name) => params.get(name))
  if (click) touch.click = `${click}:${params.get(click)}`
  const campaign = Object.keys(touch).length > 0
  if (!campaign && !newVisit) return undefined
  touch.landing = url.pathname
  try {
    const from = referrer ? new URL(referrer).origin : ''
    if (from && from !== url.origin) touch.referrer = from
  } catch {
    // Not an address: no referrer.
  }
  touch.at = today()
  return cleanTouch(touch)
}

/** The address the document was loaded at. */
const loadedAddress = () => performance.getEntriesByType('navigation')[0]?.name || location.href

let noted = false
/**
 * Notes the touch of the page loaded in full — its address as loaded (the router may have changed the address since)
 * and its referrer. Once per page load, by whichever asks first.
 */
export function noteVisit(): void {
  if (noted) return
  noted = true
  const loaded = loadedAddress()
  const referrer = document.referrer
  if (optedOut()) {
    write(local(), KEPT, undefined)
    return
  }
  const newVisit = !read(session(), VISIT)
  write(session(), VISIT, 1)
  const touch = touchOf(loaded, referrer, newVisit)
  const kept = read<Kept>(local(), KEPT) ?? {}
  const last = touch ?? kept.last
  if (last?.source || last?.medium || last?.campaign) campaign = { source: last.source, medium: last.medium, campaign: last.campaign }
  if (!touch) return
  const first = kept.first && daysSince(kept.first.at) <= FIRST_TOUCH_MAX_DAYS ? kept.first : touch
  write(local(), KEPT, { first, last: touch })
}

function device(): DeviceClass {
  if (!matchMedia('(pointer: coarse)').matches) return 'desktop'
  return Math.min(innerWidth, innerHeight) < 600 ? 'phone' : 'tablet'
}

/** The attribution a quote request carries beside its fields, as request headers (none when there is nothing to say). */
export function attributionHeader(section: string | undefined): Record<string, string> {
  noteVisit()
  const out = optedOut()
  const kept: Kept = out ? {} : (read<Kept>(local(), KEPT) ?? {})
  const lang = document.documentElement.lang || undefined
  const attribution: Omit<Attribution, 'page'> = { ...kept, section, device: out ? undefined : device(), lang }
  const value = encodeAttribution(attribution)
  return value ? { [ATTRIBUTION_HEADER]: value } : {}
}

const queue: CountedEvent[] = []
let timer: ReturnType<typeof setTimeout> | undefined

/** The campaign of this page load's visit: its events are counted with it, whatever another tab notes later. */
let campaign: EventBatch['campaign']

function flush() {
  clearTimeout(timer)
  timer = undefined
  while (queue.length) {
    const batch: EventBatch = { events: queue.splice(0, EVENT_BATCH_MAX) }
    if (campaign) batch.campaign = campaign
    navigator.sendBeacon?.(EVENTS_PATH, JSON.stringify(batch))
  }
}

/**
 * Counts an event. A view is sent at once (with anything waiting): a visitor may leave within a second, and a
 * beacon sent while a page unloads does not always arrive. Others go with the next batch, a second from now, or
 * when the page is hidden.
 */
export function count(event: CountedEvent): void {
  noteVisit()
  queue.push(event)
  if (event.kind === 'view') flush()
  else timer ??= setTimeout(flush, 1000)
}

/**
 * The section an element is in: its `<section>`'s anchor, else the section's kind (its recipe's name), else the
 * page's header or footer.
 */
function sectionOf(el: Element): string | undefined {
  const section = el.closest('section')
  if (section?.id) return section.id
  const kind = section && /(?:^|\s)([a-z][a-z0-9-]*)__root(?:\s|$)/.exec(section.className)?.[1]
  return kind ?? el.closest('header, footer')?.localName
}

const CALL = /^(tel|sms|mailto):/

let started = false
/** Counts this page's view and, from now on, form starts, calls and calls to action. Once per page load. */
export function startCounting(): void {
  if (started) return
  started = true
  // The page loaded in full, at its address as loaded (the router may have shown another since: counted by countView).
  count({ kind: 'view', page: new URL(loadedAddress()).pathname })
  addEventListener('pagehide', flush)
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush())
  document.addEventListener(
    'click',
    (event) => {
      const el = (event.target as Element | null)?.closest?.('a[href], button')
      if (!el) return
      const href = el.getAttribute('href') ?? ''
      const call = CALL.exec(href)?.[1]
      const section = sectionOf(el)
      if (call) count({ kind: 'call', page: location.pathname, section, label: call })
      else if (/(?:^|\s)button(?:\s|$)/.test(el.className) && el.closest('a[href]'))
        count({ kind: 'cta', page: location.pathname, section, label: el.textContent?.trim().slice(0, 100) || href })
    },
    { capture: true },
  )
  const begun = new WeakSet<Element>()
  document.addEventListener('focusin', (event) => {
    const form = (event.target as Element | null)?.closest?.('form')
    // The quote form's island (app/render/island-registry.ts): its name, not its endpoint — this module stays
    // free of the quote contract's code (valibot), which only the form's own chunk brings.
    if (!form || begun.has(form) || !form.closest('[data-island="quote-form"]')) return
    begun.add(form)
    count({ kind: 'start', page: location.pathname, section: sectionOf(form) })
  })
}

/** A page the router showed: its view. */
export function countView(path: string): void {
  count({ kind: 'view', page: path })
}
