/**
 * First-party counts under load (not in npm test):
 *   node --import tsx tests/bench/events.ts [seconds=5] [connections=20]
 * 1. Ingest: the real server (api/server.ts in a child process) takes beacons (POST /api/events, 5 events a batch, as
 *    a page view with a form start and a call to action sends them) from autocannon for `seconds`, on SQLite and — with
 *    TEST_DATABASE_URL — PostgreSQL. Targets: >= 2,000 events/s, p99 <= 50 ms. Every 204 is checked against the
 *    stored counts once the server has closed (its last flush).
 * 2. Report: 1,000,000 events counted over 30 days (60 pages, 30 campaigns, sections and buttons) through the counter
 *    and its caps, then the 30-day report per page (what the editor's page list reads), median of 7. Target <= 200 ms.
 * Prints the figures; exits 1 when a target is missed.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { dayOf, EventCounter } from '../../api/events/counter'
import { PgEventStore } from '../../api/events/postgres'
import { SqliteEventStore } from '../../api/events/sqlite'
import type { EventStore } from '../../api/events/store'
import { EVENTS_PATH } from '../../schemas/attribution'
import { type Autocannon, siteDir, startServer } from './server-child'

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

const seconds = Number(process.argv[2] ?? 5)
const connections = Number(process.argv[3] ?? 20)
const PER_BATCH = 5
const pgUrl = process.env.TEST_DATABASE_URL
const failures: string[] = []
const UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'

/** A page view's beacon: the view, a form start, a call to action, a call tap, another view. */
const body = (page: string, campaign: string) =>
  JSON.stringify({
    events: [
      { kind: 'view', page },
      { kind: 'start', page, section: 'quote' },
      { kind: 'cta', page, section: 'hero', label: 'Get a free quote' },
      { kind: 'call', page, section: 'hero', label: 'tel' },
      { kind: 'view', page: '/contact' },
    ],
    campaign: { source: 'google', medium: 'cpc', campaign },
  })

async function ingest(name: string, env: Record<string, string>, counted: (dataDir: string) => Promise<number>): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-events-'))
  const server = await startServer({ DATA_DIR: path.join(dir, 'data'), SITE_DIR: siteDir(dir), EVENTS_RATE_LIMIT_MAX: '1000000', ...env })
  try {
    const requests = ['/', '/contact', '/services/granite'].flatMap((page) =>
      ['spring', 'summer'].map((c) => ({ method: 'POST', path: EVENTS_PATH, body: body(page, c) })),
    )
    const options = {
      url: server.base,
      connections,
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': UA },
      requests,
    }
    const warm = await autocannon({ ...options, duration: 2 }) // warm-up (counted too)
    const r = await autocannon({ ...options, duration: seconds })
    await server.stop('SIGTERM')
    const eventsPerSecond = r.requests.average * PER_BATCH
    const total = await counted(path.join(dir, 'data'))
    console.log(
      `${name} ingest: ${eventsPerSecond.toFixed(0)} events/s (${r.requests.average.toFixed(0)} batches/s of ${PER_BATCH}), ` +
        `p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}; ${total} events stored of ${(warm['2xx'] + r['2xx']) * PER_BATCH} answered 204 (warm-up included)`,
    )
    if (eventsPerSecond < 2_000) failures.push(`${name} ingest ${eventsPerSecond.toFixed(0)} events/s < 2,000`)
    if (r.latency.p99 > 50) failures.push(`${name} ingest p99 ${r.latency.p99} ms > 50 ms`)
    if (r.non2xx + r.errors + r.timeouts > 0) failures.push(`${name} ingest: ${r.non2xx} non-2xx, ${r.errors} errors`)
    const answered = (warm['2xx'] + r['2xx']) * PER_BATCH
    if (total !== answered) failures.push(`${name}: ${total} events counted, ${answered} answered 204`)
  } finally {
    await server.stop('SIGKILL')
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** A site of 60 routes; 1,000,000 events over 30 days through the counter (its caps included); the report timed. */
async function reportBench(name: string, store: EventStore): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-report-'))
  const pages = ['/', ...Array.from({ length: 59 }, (_, i) => `/page-${i}`)]
  for (const page of pages) {
    fs.mkdirSync(path.join(dir, page), { recursive: true })
    fs.writeFileSync(path.join(dir, page, 'index.html'), '<!doctype html>')
  }
  const end = Date.now()
  let clock = end - 29 * 86_400_000
  const counter = new EventCounter(store, { siteDir: dir, now: () => clock, flushMs: 3_600_000 })
  await counter.start()
  let seed = 12345
  const rand = (n: number) => {
    seed = (seed * 48271) % 2147483647
    return seed % n
  }
  const campaigns = Array.from({ length: 30 }, (_, i) => ({
    source: ['google', 'facebook', 'bing'][i % 3]!,
    medium: 'cpc',
    campaign: `c${i}`,
  }))
  const started = Date.now()
  const TOTAL = 1_000_000 // 10 days of 33,334 events and 20 of 33,333
  for (let day = 0; day < 30; day++) {
    clock = end - (29 - day) * 86_400_000
    for (let i = 0; i < Math.floor(TOTAL / 30) + (day < TOTAL % 30 ? 1 : 0); i++) {
      const page = pages[Math.min(rand(60), rand(60))]! // a few pages get most visits
      const campaign = rand(2) ? campaigns[rand(30)] : {}
      const r = rand(100)
      if (r < 3) counter.countLead({ page, section: 'quote', ...campaign })
      else
        counter.count(
          [
            r < 63
              ? { kind: 'view', page }
              : r < 73
                ? { kind: 'start', page, section: 'quote' }
                : r < 80
                  ? { kind: 'call', page, section: ['hero', 'footer'][rand(2)], label: ['tel', 'sms', 'mailto'][rand(3)] }
                  : { kind: 'cta', page, section: `section-${rand(8)}`, label: `Button ${rand(10)}` },
          ],
          campaign,
        )
    }
    await counter.flush()
  }
  const loadMs = Date.now() - started
  const times: number[] = []
  let rows = 0
  for (let i = 0; i < 7; i++) {
    const t0 = performance.now()
    rows = (await counter.pageTotals(30)).length
    times.push(performance.now() - t0)
  }
  times.sort((a, b) => a - b)
  const median = times[3]!
  const stored = (await store.totals('day', dayOf(end - 29 * 86_400_000), dayOf(end))).reduce(
    (n, r) => n + r.views + r.starts + r.leads + r.calls + r.ctas,
    0,
  )
  const t1 = performance.now()
  const bySection = (await counter.report('section', dayOf(end - 29 * 86_400_000), dayOf(end))).length
  const sectionMs = performance.now() - t1
  console.log(
    `${name} report: ${stored.toLocaleString('en-US')} events counted (loaded in ${(loadMs / 1000).toFixed(1)} s); ` +
      `30 days per page: ${rows} rows in ${median.toFixed(1)} ms (median of 7, max ${times[6]!.toFixed(1)} ms); ` +
      `per page, section and button: ${bySection} rows in ${sectionMs.toFixed(1)} ms`,
  )
  if (median > 200) failures.push(`${name} report ${median.toFixed(0)} ms > 200 ms`)
  if (stored !== TOTAL) failures.push(`${name} report: ${stored} counted, not ${TOTAL}`)
  await counter.close()
  fs.rmSync(dir, { recursive: true, force: true })
}

console.log(`${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}; autocannon ${connections} connections, ${seconds} s`)
const sqliteCount = async (dataDir: string) => {
  const db = new Database(path.join(dataDir, 'events.db'), { readonly: true })
  const n = (db.prepare('SELECT coalesce(sum(count), 0) AS n FROM event_counts').get() as { n: number }).n
  db.close()
  return n
}
await ingest('SQLite', {}, sqliteCount)
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-report-db-'))
await reportBench('SQLite', new SqliteEventStore(path.join(reportDir, 'events.db')))
fs.rmSync(reportDir, { recursive: true, force: true })

if (pgUrl) {
  const admin = new pg.Pool({ connectionString: pgUrl, max: 1 })
  for (const run of ['ingest', 'report'] as const) {
    const schema = `bench_${randomUUID().replaceAll('-', '')}`
    await admin.query(`CREATE SCHEMA ${schema}`)
    try {
      const url = new URL(pgUrl)
      url.searchParams.set('options', `-c search_path=${schema}`)
      if (run === 'ingest')
        await ingest('PostgreSQL', { DATABASE_URL: url.toString() }, async () =>
          Number((await admin.query(`SELECT coalesce(sum(count), 0) AS n FROM ${schema}.event_counts`)).rows[0].n),
        )
      else await reportBench('PostgreSQL', new PgEventStore({ connectionString: pgUrl, options: `-c search_path=${schema}` }))
    } finally {
      await admin.query(`DROP SCHEMA ${schema} CASCADE`)
    }
  }
  await admin.end()
} else console.log('PostgreSQL: skipped (TEST_DATABASE_URL is not set; run through tests/pg.sh)')

console.log(failures.length ? `\nbench:events: FAILED\n  ${failures.join('\n  ')}` : '\nbench:events: every target met')
process.exit(failures.length ? 1 : 0)
