import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { EVENT_BATCH_BYTES, EVENT_BATCH_MAX, EVENT_KINDS, EVENTS_PATH } from '../../../schemas/attribution'
import { CAPS, EventCounter, OTHER } from '../../../api/events/counter'
import { readPageTotals } from '../../../api/events/index'
import { PgEventStore } from '../../../api/events/postgres'
import { SqliteEventStore } from '../../../api/events/sqlite'
import { KEY_COLUMNS, type EventStore } from '../../../api/events/store'
import { ADMIN_HEADERS, ADMIN_TOKEN, asBrowser, makeApp, makeSite, formToken, removeDir, type TestApp, tempDir, validLead } from './helpers'
import { PG_URL, pgSchemas } from './pg-schemas'

const pgTest = pgSchemas()
const { admin } = pgTest
const dirs: string[] = []
const apps: TestApp[] = []

afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.cleanup()))
})
afterAll(async () => {
  dirs.forEach(removeDir)
})

let lastSchema = ''
const pgSchema = async () => (lastSchema = await pgTest.create())
const pgEvents = (schema: string) => new PgEventStore(pgTest.options(schema))

/** A browser's headers: its User-Agent (read to leave bots out, never stored). */
const BROWSER = {
  'user-agent':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
}

type Backend = { name: string; eventStore?: () => Promise<EventStore>; rows: (t: TestApp) => Promise<Record<string, unknown>[]> }
const sqliteRows = async (t: TestApp) => {
  const db = new Database(path.join(t.config.dataDir, 'events.db'), { readonly: true })
  try {
    return db.prepare('SELECT * FROM event_counts').all() as Record<string, unknown>[]
  } finally {
    db.close()
  }
}
const backends: Backend[] = [{ name: 'sqlite', rows: sqliteRows }]
if (PG_URL) {
  let last = ''
  backends.push({
    name: 'postgres',
    eventStore: async () => {
      last = await pgSchema()
      return pgEvents(last)
    },
    rows: async () => (await admin!.query(`SELECT * FROM ${last}.event_counts`)).rows,
  })
}

async function app(backend: Backend, overrides: Parameters<typeof makeApp>[0] = {}) {
  const t = await makeApp(overrides, backend.eventStore ? { eventStore: await backend.eventStore() } : {})
  apps.push(t)
  return t
}

const beacon = (t: TestApp, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: EVENTS_PATH,
    headers: { 'content-type': 'text/plain;charset=UTF-8', ...BROWSER, ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  })

const report = async (t: TestApp, query: string) => {
  const res = await t.app.inject({ url: `/api/reports?${query}`, headers: ADMIN_HEADERS })
  expect(res.statusCode, res.body).toBe(200)
  return res
}
const rowsOf = async (t: TestApp, query: string) => (await report(t, query)).json().rows as Record<string, string | number>[]

/** RFC 4180 CSV → rows of cells (quoted cells, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') cell += text[i++]
      else if (ch === '"') quoted = false
      else cell += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      row.push(cell)
      cell = ''
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += ch
  }
  return rows
}

for (const backend of backends) {
  describe(`counted events on ${backend.name}`, () => {
    it('what the beacons and the lead path count is what the report shows, per page, section, campaign and day', async () => {
      const t = await app(backend)
      const spring = { source: 'google', medium: 'cpc', campaign: 'spring' }
      const sent = [
        [
          { kind: 'view', page: '/' },
          { kind: 'view', page: '/services/granite/' },
        ],
        [
          { kind: 'view', page: '/services/granite?slab=x#quote' },
          { kind: 'start', page: '/services/granite', section: 'quote' },
        ],
        [
          { kind: 'call', page: '/services/granite', section: 'hero', label: 'tel' },
          { kind: 'cta', page: '/', section: 'hero', label: 'Get a quote' },
        ],
      ]
      for (const events of sent) expect((await beacon(t, { events, campaign: spring })).statusCode).toBe(204)
      expect((await beacon(t, { events: [{ kind: 'view', page: '/' }] })).statusCode).toBe(204)
      t.app.events.countLead({ page: '/services/granite', section: 'quote', ...spring })
      await t.app.events.flush()

      expect(await rowsOf(t, 'by=page')).toEqual([
        { page: '/services/granite', views: 2, starts: 1, leads: 1, calls: 1, ctas: 0, conversionRate: 0.5 },
        { page: '/', views: 2, starts: 0, leads: 0, calls: 0, ctas: 1, conversionRate: 0 },
      ])
      expect(await rowsOf(t, 'by=campaign')).toEqual([
        { source: 'google', medium: 'cpc', campaign: 'spring', views: 3, starts: 1, leads: 1, calls: 1, ctas: 1, conversionRate: 0.3333 },
        { source: '', medium: '', campaign: '', views: 1, starts: 0, leads: 0, calls: 0, ctas: 0, conversionRate: 0 },
      ])
      const sections = await rowsOf(t, 'by=section')
      expect(sections).toContainEqual({
        page: '/',
        section: 'hero',
        label: 'Get a quote',
        views: 0,
        starts: 0,
        leads: 0,
        calls: 0,
        ctas: 1,
        conversionRate: 0,
      })
      expect(sections).toContainEqual({
        page: '/services/granite',
        section: 'quote',
        label: '',
        views: 0,
        starts: 1,
        leads: 1,
        calls: 0,
        ctas: 0,
        conversionRate: 0,
      })
      const today = new Date().toISOString().slice(0, 10)
      expect(await rowsOf(t, `by=day&from=${today}&to=${today}`)).toEqual([
        { day: today, views: 4, starts: 1, leads: 1, calls: 1, ctas: 1, conversionRate: 0.25 },
      ])
      const pages = [
        { page: '/services/granite', views: 2, leads: 1 },
        { page: '/', views: 2, leads: 0 },
      ]
      expect(await t.app.events.pageTotals()).toEqual(pages)
      // The editor, in its own process, reads the same from the configured store.
      if (backend.name === 'sqlite') expect(await readPageTotals(t.config)).toEqual(pages)
    })

    it('a quote request is counted as a lead on the page and form it came from, with its last touch; spam and a repeat are not', async () => {
      const t = await app(backend)
      const token = await formToken(t.app, BROWSER)
      const headers = {
        ...BROWSER,
        referer: 'http://localhost/services/granite?utm_source=x',
        'x-attribution': 'l.source=google&l.medium=cpc&l.campaign=spring&section=quote',
      }
      const lead = validLead()
      for (let i = 0; i < 2; i++)
        expect((await t.app.inject({ method: 'POST', url: '/api/contact', ...asBrowser(lead, token, headers) })).statusCode).toBe(201)
      const trap = { ...validLead(), email: 'bot@example.com', website: 'http://spam.example' }
      expect((await t.app.inject({ method: 'POST', url: '/api/contact', ...asBrowser(trap, token, headers) })).statusCode).toBe(201)
      await t.app.events.flush()
      expect(await rowsOf(t, 'by=campaign')).toEqual([
        { source: 'google', medium: 'cpc', campaign: 'spring', views: 0, starts: 0, leads: 1, calls: 0, ctas: 0, conversionRate: 0 },
      ])
      expect(await rowsOf(t, 'by=section')).toEqual([expect.objectContaining({ page: '/services/granite', section: 'quote', leads: 1 })])
    })

    it('the CSV holds the JSON rows, cell for cell; a cell a spreadsheet would run as a formula is quoted', async () => {
      const t = await app(backend)
      const labels = ['=HYPERLINK("http://x")', '+1 call', '-5%', '@sum', 'Quote, "free"', 'Plain']
      expect((await beacon(t, { events: labels.map((label) => ({ kind: 'cta', page: '/', section: 'hero', label })) })).statusCode).toBe(
        204,
      )
      expect(
        (await beacon(t, { events: [{ kind: 'view', page: '/' }], campaign: { source: '=cmd|x', campaign: 'a\u00e9,b' } })).statusCode,
      ).toBe(204)
      for (const by of ['page', 'section', 'campaign', 'day']) {
        const json = (await report(t, `by=${by}`)).json().rows as Record<string, string | number>[]
        const csv = await report(t, `by=${by}&format=csv`)
        expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
        expect(csv.headers['set-cookie']).toBeUndefined()
        const [header, ...lines] = parseCsv(csv.body)
        expect(header).toEqual(Object.keys(json[0]!))
        const formula = (v: string | number) => (typeof v === 'string' && /^[=+\-@]/.test(v) ? `'${v}` : String(v))
        expect(lines).toEqual(json.map((row) => header!.map((k) => formula(row[k]!))))
      }
      expect((await rowsOf(t, 'by=section')).map((r) => r.label)).toEqual(expect.arrayContaining(labels))
    })

    it('hostile batches get a 4xx naming what is wrong, never a 5xx, and count nothing', async () => {
      const t = await app(backend, { eventsRateLimitMax: 10_000 })
      const view = { kind: 'view', page: '/' }
      const cases: [unknown, number, string?][] = [
        ['not json', 400],
        ['', 400],
        ['null', 400, 'body'],
        ['[]', 400, 'body'],
        [{}, 400, 'events'],
        [{ events: [] }, 400, 'events'],
        [{ events: view }, 400, 'events'],
        [{ events: Array(EVENT_BATCH_MAX + 1).fill(view) }, 400, 'events'],
        [{ events: [view, 'view'] }, 400, 'events[1]'],
        [{ events: [{ ...view, kind: 'lead' }] }, 400, 'events[0].kind'],
        [{ events: [{ ...view, kind: 'purchase' }] }, 400, 'events[0].kind'],
        [{ events: [{ ...view, kind: ['view'] }] }, 400, 'events[0].kind'],
        [{ events: [{ kind: 'view', page: 'https://evil.example/' }] }, 400, 'events[0].page'],
        [{ events: [{ kind: 'view', page: '/a b' }] }, 400, 'events[0].page'],
        [{ events: [{ kind: 'view', page: 42 }] }, 400, 'events[0].page'],
        [{ events: [{ kind: 'view', page: `/${'a'.repeat(400)}` }] }, 400, 'events[0].page'],
        [{ events: [{ kind: 'start', page: '/', section: '1quote' }] }, 400, 'events[0].section'],
        [{ events: [{ kind: 'start', page: '/', section: 'quote\u0000' }] }, 400, 'events[0].section'],
        [{ events: [{ kind: 'call', page: '/', label: 'skype' }] }, 400, 'events[0].label'],
        [{ events: [{ kind: 'cta', page: '/', label: 'Get\u0007 a quote' }] }, 400, 'events[0].label'],
        [{ events: [{ kind: 'cta', page: '/', label: 'x'.repeat(101) }] }, 400, 'events[0].label'],
        [{ events: [{ kind: 'cta', page: '/', label: 7 }] }, 400, 'events[0].label'],
        [{ events: [{ ...view, ip: '1.2.3.4' }] }, 400, 'events[0].ip'],
        ['{"events":[{"kind":"view","page":"/","__proto__":{"polluted":1}}]}', 400, 'events[0].__proto__'],
        ['{"events":[{"kind":"view","page":"/"}],"__proto__":{"polluted":1}}', 400, '__proto__'],
        [{ events: [view], constructor: { prototype: { polluted: 1 } } }, 400, 'constructor'],
        [{ events: [view], campaign: 'google' }, 400, 'campaign'],
        [{ events: [view], campaign: { source: 'x'.repeat(101) } }, 400, 'campaign.source'],
        [{ events: [view], campaign: { medium: 'cpc\r\n' } }, 400, 'campaign.medium'],
        [{ events: [view], campaign: { campaign: 5 } }, 400, 'campaign.campaign'],
        [{ events: [view], campaign: { term: 'granite' } }, 400, 'campaign.term'],
        [{ events: Array(1000).fill(view) }, 413],
        [`{"events":[${'{"kind":"view","page":"/"},'.repeat(200)}]}`, 413],
        [`${'['.repeat(1500)}${']'.repeat(1500)}`, 400, 'body'],
        [{ events: [view], pad: 'x'.repeat(EVENT_BATCH_BYTES) }, 413],
      ]
      for (const [body, status, field] of cases) {
        const res = await beacon(t, body)
        expect(res.statusCode, `${JSON.stringify(body).slice(0, 120)}: ${res.body}`).toBe(status)
        if (field) expect(Object.keys(res.json().fieldErrors ?? { body: 1 }), res.body).toEqual([field])
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml']) {
        const res = await beacon(t, { events: [view] }, { 'content-type': type })
        expect(res.statusCode, type).toBe(415)
      }
      expect((await beacon(t, { events: [view] }, { 'content-type': 'application/json' })).statusCode).toBe(204)
      await t.app.events.flush()
      expect(await backend.rows(t)).toHaveLength(1)
    })

    it('prefetches and bots are not counted; Global Privacy Control and Do Not Track count without the campaign', async () => {
      const t = await app(backend)
      const batch = { events: [{ kind: 'view', page: '/' }], campaign: { source: 'newsletter', campaign: 'may' } }
      for (const headers of [
        { 'sec-purpose': 'prefetch' } as Record<string, string>,
        { 'sec-purpose': 'prefetch;prerender' },
        { purpose: 'prefetch' },
        { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
        {
          'user-agent':
            'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0 Mobile Safari/537.36',
        },
        { 'user-agent': 'curl/8.5.0' },
        { 'user-agent': '' },
      ])
        expect((await beacon(t, batch, headers)).statusCode, JSON.stringify(headers)).toBe(204)
      expect(await rowsOf(t, 'by=page')).toEqual([])

      expect((await beacon(t, batch, { 'sec-gpc': '1' })).statusCode).toBe(204)
      expect((await beacon(t, batch, { dnt: '1' })).statusCode).toBe(204)
      expect((await beacon(t, batch)).statusCode).toBe(204)
      expect(await rowsOf(t, 'by=campaign')).toEqual([
        { source: '', medium: '', campaign: '', views: 2, starts: 0, leads: 0, calls: 0, ctas: 0, conversionRate: 0 },
        { source: 'newsletter', medium: '', campaign: 'may', views: 1, starts: 0, leads: 0, calls: 0, ctas: 0, conversionRate: 0 },
      ])
    })

    it('stores no address, user agent or identifier: the table holds the day, the key and a count', async () => {
      const t = await app(backend)
      expect(
        (await beacon(t, { events: [{ kind: 'view', page: '/' }] }, { 'x-forwarded-for': '203.0.113.9', cookie: 'id=abc' })).statusCode,
      ).toBe(204)
      await t.app.events.flush()
      const rows = await backend.rows(t)
      expect(rows).toHaveLength(1)
      const columns = Object.keys(rows[0]!).sort()
      expect(columns).toEqual([...KEY_COLUMNS, 'count'].sort())
      const schema =
        backend.name === 'sqlite'
          ? (() => {
              const db = new Database(path.join(t.config.dataDir, 'events.db'), { readonly: true })
              const names = db
                .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
                .all()
                .flatMap((r) =>
                  (db.prepare(`PRAGMA table_info(${(r as { name: string }).name})`).all() as { name: string }[]).map((c) => c.name),
                )
              db.close()
              return names
            })()
          : (
              await admin!.query<{ column_name: string }>(
                "SELECT column_name FROM information_schema.columns WHERE table_schema = $1 AND table_name LIKE 'event%'",
                [lastSchema],
              )
            ).rows.map((r) => r.column_name)
      expect(schema.length).toBeGreaterThan(columns.length)
      for (const column of schema) expect(column).not.toMatch(/ip|addr|agent|ua$|user|client|visitor|session|cookie|hash/i)
      expect(JSON.stringify(rows)).not.toMatch(/203\.0\.113|iPhone|abc/)
    })

    it('a flood of distinct pages, sections, labels and campaigns from one address stays within the caps', async () => {
      const t = await app(backend, { eventsRateLimitMax: 100_000 })
      let seed = 7
      const draw = (n: number) => {
        seed = (seed * 48271) % 2147483647
        return seed % n
      }
      let n = 0
      for (let batch = 0; batch < 450; batch++) {
        const events = Array.from({ length: EVENT_BATCH_MAX }, () => {
          n++
          return n % 5 === 0
            ? { kind: 'view', page: `/no-such-page-${n}` }
            : { kind: 'cta', page: '/', section: `s${draw(150)}`, label: `label ${draw(300)}` }
        })
        const res = await beacon(t, { events, campaign: { source: `src${draw(300)}`, campaign: `c${batch}` } })
        expect(res.statusCode).toBe(204)
      }
      await t.app.events.flush()
      const rows = await backend.rows(t)
      const distinct = (column: string) => new Set(rows.map((r) => r[column])).size
      // Past a cap, a new value counts as (other); past the day's rows, a new row keeps only its kind and page.
      expect(rows.length).toBeGreaterThanOrEqual(CAPS.keys)
      expect(rows.length).toBeLessThanOrEqual(CAPS.keys + 2 * 2 * 2 * 2)
      expect(distinct('section')).toBeLessThanOrEqual(CAPS.sections + 2)
      expect(distinct('label')).toBeLessThanOrEqual(CAPS.labels + 2)
      expect(new Set(rows.map((r) => `${r.source} ${r.campaign}`)).size).toBeLessThanOrEqual(CAPS.campaigns + 2)
      expect(rows.filter((r) => r.page !== '/' && r.page !== OTHER)).toEqual([])
      for (const column of ['section', 'label', 'source'])
        expect(
          rows.some((r) => r[column] === OTHER),
          column,
        ).toBe(true)
      expect(rows.reduce((sum, r) => sum + Number(r.count), 0)).toBe(n) // nothing lost: past the caps it counts as (other)
    })

    it('is rate limited per client, refuses other sites, never sets a cookie, and counts what is in memory when the app closes', async () => {
      const t = await app(backend, { eventsRateLimitMax: 3 })
      const batch = { events: [{ kind: 'view', page: '/services/granite' }] }
      expect((await beacon(t, batch, { origin: 'https://evil.example' })).statusCode).toBe(403)
      expect((await beacon(t, batch, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403)
      expect((await beacon(t, batch, { origin: 'null' })).statusCode).toBe(403)
      const answers = []
      for (let i = 0; i < 5; i++) answers.push(await beacon(t, batch, { origin: 'http://localhost:80' }))
      expect(answers.map((r) => r.statusCode)).toEqual([204, 204, 204, 429, 429])
      expect(answers[3]!.headers['retry-after']).toMatch(/^\d+$/)
      for (const res of answers) expect(res.headers['set-cookie']).toBeUndefined()
      // Another client is not held back by this one.
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: EVENTS_PATH,
            remoteAddress: '198.51.100.7',
            headers: { ...BROWSER, 'content-type': 'text/plain' },
            payload: JSON.stringify(batch),
          })
        ).statusCode,
      ).toBe(204)
      await t.app.close() // the counts still in memory are written as the app closes
      const rows = await backend.rows(t)
      expect(rows.map((r) => [r.page, Number(r.count)])).toEqual([['/services/granite', 4]])
    })
  })
}

describe('GET /api/reports', () => {
  it('is a 404 without ADMIN_TOKEN, a 401 without the token or with a wrong one', async () => {
    const none = await makeApp({ adminToken: undefined })
    apps.push(none)
    expect((await none.app.inject({ url: '/api/reports' })).statusCode).toBe(404)
    const t = await makeApp()
    apps.push(t)
    for (const authorization of [undefined, 'Bearer wrong-token-wrong-token', `Bearer ${ADMIN_TOKEN}x`, ADMIN_TOKEN]) {
      const res = await t.app.inject({ url: '/api/reports', headers: authorization ? { authorization } : {} })
      expect(res.statusCode, authorization).toBe(401)
      expect(res.headers['www-authenticate']).toBe('Bearer')
    }
  })

  it('names the parameter that is wrong', async () => {
    const t = await makeApp()
    apps.push(t)
    const cases: [string, string][] = [
      ['from=2026-02-30', 'from'],
      ['from=yesterday', 'from'],
      ['to=2026-13-01', 'to'],
      ['from=2026-05-02&to=2026-05-01', 'from'],
      ['from=2024-01-01&to=2026-01-01', 'from'],
      ['by=visitor', 'by'],
      ['format=xlsx', 'format'],
      ['limit=5', 'limit'],
    ]
    for (const [query, field] of cases) {
      const res = await t.app.inject({ url: `/api/reports?${query}`, headers: ADMIN_HEADERS })
      expect(res.statusCode, query).toBe(400)
      expect(Object.keys(res.json().fieldErrors), query).toEqual([field])
    }
    expect((await t.app.inject({ url: '/api/reports?from=2025-01-01&to=2026-02-04', headers: ADMIN_HEADERS })).statusCode).toBe(200)
  })
})

describe.skipIf(!PG_URL)('several instances on one PostgreSQL', () => {
  it('two counters add up in the same rows; each reports the sum', async () => {
    const schema = await pgSchema()
    const dir = tempDir('events-site-')
    dirs.push(dir)
    const siteDir = makeSite(dir)
    const [a, b] = [new EventCounter(pgEvents(schema), { siteDir }), new EventCounter(pgEvents(schema), { siteDir })]
    await Promise.all([a.start(), b.start()])
    try {
      const views = (c: EventCounter, n: number) => {
        for (let i = 0; i < n; i++) c.count([{ kind: 'view', page: '/' }], { source: 'google' })
      }
      views(a, 30)
      views(b, 12)
      a.countLead({ page: '/', source: 'google' })
      await Promise.all([a.flush(), b.flush()])
      views(a, 5)
      views(b, 5)
      await Promise.all([a.flush(), b.flush()])
      for (const c of [a, b]) expect(await c.pageTotals()).toEqual([{ page: '/', views: 52, leads: 1 }])
      expect((await admin!.query(`SELECT count(*)::int AS n FROM ${schema}.event_counts`)).rows[0].n).toBe(2)
    } finally {
      await Promise.all([a.close(), b.close()])
    }
  })
})

describe('the counter on its own', () => {
  it('a new day starts its own caps; roll-ups older than 400 days are deleted', async () => {
    const dir = tempDir('events-')
    dirs.push(dir)
    const store = new SqliteEventStore(path.join(dir, 'events.db'))
    const first = Date.parse('2026-01-01T12:00:00Z')
    let clock = first
    const counter = new EventCounter(store, { siteDir: makeSite(dir), now: () => clock })
    await counter.start()
    try {
      const cta = (label: string) => counter.count([{ kind: 'cta', page: '/', section: 'hero', label }])
      for (let i = 0; i <= CAPS.labels; i++) cta(`Button ${i}`)
      await counter.flush()
      const labels = async (day: string) => (await counter.report('section', day, day)).map((r) => r.label)
      expect(await labels('2026-01-01')).toContain(OTHER)
      expect(await labels('2026-01-01')).toHaveLength(CAPS.labels + 1)
      clock += 86_400_000
      cta(`Button ${CAPS.labels + 1}`)
      expect(await labels('2026-01-02')).toEqual([`Button ${CAPS.labels + 1}`])
      clock = first + 401 * 86_400_000
      counter.count([{ kind: 'view', page: '/' }])
      await counter.flush()
      const today = new Date(clock).toISOString().slice(0, 10)
      expect((await counter.report('day', '2026-01-01', today)).map((r) => r.day)).toEqual(['2026-01-02', today])
    } finally {
      await counter.close()
    }
  })

  it('keeps counts in memory until a flush; a failed flush keeps them for the next one; a dead thread is started again', async () => {
    const dir = tempDir('events-')
    dirs.push(dir)
    const siteDir = makeSite(dir)
    const store = new SqliteEventStore(path.join(dir, 'events.db'))
    let failing = false
    const add = store.add.bind(store)
    store.add = async (rows) => {
      if (failing) throw new Error('disk I/O error')
      return add(rows)
    }
    const counter = new EventCounter(store, { siteDir })
    await counter.start()
    try {
      counter.count([{ kind: 'view', page: '/services/granite' }])
      failing = true
      await expect(counter.flush()).rejects.toThrow('disk I/O error')
      counter.count([{ kind: 'view', page: '/services/granite' }])
      failing = false
      await counter.flush()
      expect(await store.totals('page', '2000-01-01', '2999-12-31')).toEqual([
        { page: '/services/granite', views: 2, starts: 0, leads: 0, calls: 0, ctas: 0 },
      ])
      // Its thread gone (killed): the next call starts another one.
      await (store as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate()
      counter.count([{ kind: 'view', page: '/services/granite' }])
      await counter.flush()
      expect((await counter.pageTotals()).map((r) => r.views)).toEqual([3])
      expect(EVENT_KINDS).not.toContain('lead')
    } finally {
      await counter.close()
    }
  })
})
