/**
 * Scheduled publishing: a page's `"schedule": { "publish": …, "unpublish": … }` (schemas/page.ts) says from when and
 * until when it is on the live site. A build is made for one instant (BUILD_TIME, else the time it runs): the pages not
 * live then are left out as drafts are — with their menu entries, sitemap lines and links — and the studio's scheduler
 * (app/editor/server/schedule.ts) publishes again when one of these times comes. Pages given the same times are
 * released together, in one build.
 */

export type Schedule = { publish?: string; unpublish?: string }
type Scheduled = { draft?: boolean; schedule?: Schedule }

/** The span a page is live in, as instants (ms); an open end is ±Infinity. A draft has none. */
export type Window = { from: number; until: number }

const instant = (text: string | undefined, open: number) => {
  if (text === undefined) return open
  const ms = Date.parse(text)
  return Number.isNaN(ms) ? open : ms
}

export function windowOf(page: Scheduled | undefined): Window | null {
  if (!page || page.draft === true) return null
  return { from: instant(page.schedule?.publish, -Infinity), until: instant(page.schedule?.unpublish, Infinity) }
}

/** Whether the page is on the live site at `at`. */
export function isLiveAt(page: Scheduled | undefined, at: number): boolean {
  const window = windowOf(page)
  return window !== null && window.from <= at && at < window.until
}

/** True when `inner` lies within `outer` (a page live only in `inner` may link to one live in `outer`). */
export const within = (inner: Window, outer: Window) => inner.from >= outer.from && inner.until <= outer.until

/** The instant a build is made for: BUILD_TIME (an ISO time) when given, else now. */
export function buildInstant(env: Record<string, string | undefined> = process.env): number {
  const given = env.BUILD_TIME ? Date.parse(env.BUILD_TIME) : Number.NaN
  return Number.isNaN(given) ? Date.now() : given
}

/** The pages as a build made at `at` has them: a page not live then is a draft (left out with its links and entries). */
export function pagesAt<P extends { page: Scheduled }>(pages: readonly P[], at: number): P[] {
  return pages.map((p) => (p.page.draft === true || isLiveAt(p.page, at) ? p : { ...p, page: { ...p.page, draft: true } }))
}

export type ScheduledChange = { at: number; kind: 'publish' | 'unpublish'; file: string; route: string | null }

/** Every scheduled time of the pages (drafts have none), in order. */
export function scheduledChanges(pages: readonly { file: string; route: string | null; page: Scheduled }[]): ScheduledChange[] {
  const out: ScheduledChange[] = []
  for (const { file, route, page } of pages) {
    const window = windowOf(page)
    if (!window) continue
    if (Number.isFinite(window.from)) out.push({ at: window.from, kind: 'publish', file, route })
    if (Number.isFinite(window.until)) out.push({ at: window.until, kind: 'unpublish', file, route })
  }
  return out.sort((a, b) => a.at - b.at || a.file.localeCompare(b.file))
}

/** data/site.json names no time zone: the business is in Westchester County, NY (its desk's hours count in it too). */
export const SITE_TIME_ZONE = 'America/New_York'

/** "Mon, Dec 14, 2026, 6:00 AM EST": a time as the business's marketers read it (their time zone). */
export function readableTime(ms: number): string {
  if (!Number.isFinite(ms)) return ''
  return new Intl.DateTimeFormat('en-US', {
    timeZone: SITE_TIME_ZONE,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(ms)
}

/** The offset of `timeZone` at instant `ms`, as "-05:00". */
function offsetAt(ms: number, timeZone: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(ms)
    .find((p) => p.type === 'timeZoneName')
  const offset = name?.value.replace('GMT', '') ?? ''
  return offset === '' ? '+00:00' : offset
}
const minutesOf = (offset: string) => (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6)))

/** An instant as the wall clock of the site's time zone shows it, for a `datetime-local` field: "2026-12-14T06:00". */
export function wallClockOf(iso: string, timeZone = SITE_TIME_ZONE): string {
  const ms = Date.parse(iso)
  if (Number.isNaN(ms)) return ''
  const local = new Date(ms + minutesOf(offsetAt(ms, timeZone)) * 60_000)
  return local.toISOString().slice(0, 16)
}

/** A wall-clock time of the site's time zone ("2026-12-14T06:00") as an ISO time with its offset ("…T06:00:00-05:00"). */
export function isoOfWallClock(wall: string, timeZone = SITE_TIME_ZONE): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(wall)) return undefined
  const asUtc = Date.parse(`${wall}:00Z`)
  // The offset read twice: at the guess, then at the instant it gives (right across a daylight-saving change).
  let offset = offsetAt(asUtc - minutesOf(offsetAt(asUtc, timeZone)) * 60_000, timeZone)
  offset = offsetAt(asUtc - minutesOf(offset) * 60_000, timeZone)
  return `${wall}:00${offset}`
}
