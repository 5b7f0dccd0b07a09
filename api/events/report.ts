/** The reports' query (`from`, `to`, `by`, `format`) and their CSV. */
import { type ReportRow, RETENTION_DAYS } from './counter'
import { REPORT_BY, type ReportBy } from './store'

export interface ReportQuery {
  from: string
  to: string
  by: ReportBy
  format: 'json' | 'csv'
}

const DAY_MS = 86_400_000
/** The longest range one report covers (the roll-ups are kept as long). */
export const REPORT_MAX_DAYS = RETENTION_DAYS

/** `YYYY-MM-DD` that names a real day → its epoch ms at 00:00 UTC. */
function parseDay(value: string): number | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined
  const ms = Date.parse(`${value}T00:00:00Z`)
  return Number.isFinite(ms) && new Date(ms).toISOString().startsWith(value) ? ms : undefined
}

/** The query of GET /api/reports, or the parameter that is wrong and why. Without `from`/`to`: the last 30 days. */
export function parseReportQuery(
  query: Record<string, unknown>,
  now: number,
): { ok: true; query: ReportQuery } | { ok: false; field: string; message: string } {
  const bad = (field: string, message: string) => ({ ok: false as const, field, message })
  for (const key of Object.keys(query))
    if (!['from', 'to', 'by', 'format'].includes(key)) return bad(key, 'is not a parameter of a report (from, to, by, format)')
  const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : query[name] === undefined ? undefined : null)
  const today = new Date(now).toISOString().slice(0, 10)
  const toText = text('to') ?? today
  const to = toText === null ? undefined : parseDay(toText)
  if (to === undefined) return bad('to', 'must be a day as YYYY-MM-DD')
  const fromText = text('from') ?? new Date(to - 29 * DAY_MS).toISOString().slice(0, 10)
  const from = fromText === null ? undefined : parseDay(fromText)
  if (from === undefined) return bad('from', 'must be a day as YYYY-MM-DD')
  if (from > to) return bad('from', 'must not be after to')
  if ((to - from) / DAY_MS + 1 > REPORT_MAX_DAYS) return bad('from', `the range may cover at most ${REPORT_MAX_DAYS} days`)
  const by = text('by') ?? 'page'
  if (by === null || !(REPORT_BY as readonly string[]).includes(by)) return bad('by', `must be one of ${REPORT_BY.join(', ')}`)
  const format = text('format') ?? 'json'
  if (format !== 'json' && format !== 'csv') return bad('format', 'must be json or csv')
  return { ok: true, query: { from: fromText as string, to: toText as string, by: by as ReportBy, format } }
}

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, a comma or a line break; a text that a spreadsheet would take
 * for a formula (it starts with =, +, -, @, a tab or a carriage return) is prefixed with a single quote.
 */
export function csvCell(value: string | number): string {
  let text = String(value)
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** The rows as CSV: a header of the JSON's keys, then one line per row, CRLF line ends. */
export function toCsv(columns: readonly string[], rows: readonly ReportRow[]): string {
  const lines = [columns.map(csvCell).join(',')]
  for (const row of rows) lines.push(columns.map((c) => csvCell(row[c] ?? '')).join(','))
  return `${lines.join('\r\n')}\r\n`
}
