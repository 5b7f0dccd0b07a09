/**
 * ISO 8601 UTC time stamps (`2026-11-23T13:35:00.123Z`), as `Date#toISOString` and `Date.parse` give them, for the
 * quote path: both of those are C++ calls that format or parse the whole text, about a microsecond each under load.
 * Leads arrive many per second, so the formatted second is kept and only the milliseconds change.
 */
let cachedSecond = Number.NaN
/** `YYYY-MM-DDTHH:MM:SS.` of cachedSecond. */
let cachedPrefix = ''

function prefixOf(second: number): string {
  if (second !== cachedSecond) {
    cachedSecond = second
    cachedPrefix = new Date(second * 1000).toISOString().slice(0, -4)
  }
  return cachedPrefix
}

/** `new Date(ms).toISOString()` for an epoch time in milliseconds. */
export function isoTime(ms: number): string {
  const second = Math.floor(ms / 1000)
  const milli = ms - second * 1000
  return `${prefixOf(second)}${milli < 10 ? '00' : milli < 100 ? '0' : ''}${milli}Z`
}

/** `Date.parse(text)`: a time stamp within the cached second without parsing it, any other text through Date. */
export function parseIsoTime(text: string): number {
  const at = cachedPrefix.length
  if (text.length === at + 4 && text.charCodeAt(at + 3) === 0x5a /* Z */ && text.startsWith(cachedPrefix)) {
    let milli = 0
    for (let i = at; i < at + 3; i++) {
      const digit = text.charCodeAt(i) - 0x30
      if (digit < 0 || digit > 9) return Date.parse(text)
      milli = milli * 10 + digit
    }
    return cachedSecond * 1000 + milli
  }
  return Date.parse(text)
}
