/**
 * Business hours for the desk's "waiting longer than an hour" mark: the `hours` of data/site.json (read once at start,
 * checked with the site's own schema; the API imports no UI code), counted in the business's time zone.
 */
import fs from 'node:fs'
import path from 'node:path'
import * as v from 'valibot'
import { OpeningHoursSchema } from '../../schemas/records'
import { SITE_TIME_ZONE } from '../../schemas/schedule'

export type OpeningHours = v.InferOutput<typeof OpeningHoursSchema>

/** The business's time zone (schemas/schedule.ts: the one its scheduled publishing is read in). */
export const BUSINESS_TIME_ZONE = SITE_TIME_ZONE

/** The `hours` of `<projectRoot>/data/site.json`. */
export function readBusinessHours(projectRoot: string): OpeningHours[] {
  const site = JSON.parse(fs.readFileSync(path.join(projectRoot, 'data', 'site.json'), 'utf8')) as { hours?: unknown }
  return v.parse(v.array(OpeningHoursSchema), site.hours)
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
const formatters = new Map<string, Intl.DateTimeFormat>()

/** The wall clock of `ms` in `timeZone`. */
function wallClock(ms: number, timeZone: string) {
  let format = formatters.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, format)
  }
  const parts: Record<string, number> = {}
  for (const part of format.formatToParts(ms)) if (part.type !== 'literal') parts[part.type] = Number(part.value)
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! }
}

/** The instant at which the wall clock of `timeZone` shows the given day and minute (DST-safe: the offset read twice). */
function instantOf(year: number, month: number, day: number, minutes: number, timeZone: string): number {
  const asUtc = Date.UTC(year, month - 1, day, 0, minutes)
  let guess = asUtc
  for (let i = 0; i < 2; i++) {
    const w = wallClock(guess, timeZone)
    const offset = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - guess
    guess = asUtc - offset
  }
  return guess
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

/**
 * Milliseconds of business hours between `from` and `to` (epoch ms), counted up to `cap` (it stops counting there:
 * the mark only asks "more than an hour?"). Hours without `days`, `opens` and `closes` ("By appointment") count none.
 */
export function businessMsBetween(from: number, to: number, hours: readonly OpeningHours[], timeZone = BUSINESS_TIME_ZONE, cap = Infinity) {
  if (!(to > from)) return 0
  const open = hours.filter((h) => h.days?.length && h.opens && h.closes)
  if (open.length === 0) return 0
  const start = wallClock(from, timeZone)
  let total = 0
  // One local day at a time, from the day `from` falls on to the day `to` falls on (at most a year: past that, more
  // than any cap asked for has been counted on any schedule with opening hours).
  for (let n = 0; n < 400; n++) {
    const date = new Date(Date.UTC(start.year, start.month - 1, start.day + n))
    const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]
    if (instantOf(year, month, day, 0, timeZone) >= to) break
    const weekday = WEEKDAYS[date.getUTCDay()]!
    for (const h of open) {
      if (!h.days!.includes(weekday)) continue
      const opens = instantOf(year, month, day, minutesOf(h.opens!), timeZone)
      const closes = instantOf(year, month, day, minutesOf(h.closes!), timeZone)
      total += Math.max(0, Math.min(closes, to) - Math.max(opens, from))
    }
    if (total > cap) return total
  }
  return total
}

export const HOUR_MS = 3_600_000
