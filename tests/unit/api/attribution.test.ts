import path from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { MIGRATIONS } from '../../../api/store/migrations'
import { PgLeadStore } from '../../../api/store/postgres'
import { SqliteLeadStore } from '../../../api/store/sqlite'
import type { LeadStore } from '../../../api/store/types'
import { ATTRIBUTION_HEADER, type Attribution, encodeAttribution } from '../../../schemas/attribution'
import { freePort } from '../../helpers/free-port'
import { asBrowser, listLeads, makeApp, formToken, removeDir, type TestApp, tempDir, until, validLead } from './helpers'
import { PG_URL, pgSchemas, storeBackends } from './pg-schemas'
import { mimePart, type Sink, startSmtp } from './smtp'

/** The columns the issue asks for, by name. */
const TOUCH_KEYS = ['source', 'medium', 'campaign', 'term', 'content', 'click', 'landing', 'referrer', 'at']
const COLUMNS = ['page', 'section', 'device', 'lang', ...TOUCH_KEYS.map((k) => `first_${k}`), ...TOUCH_KEYS.map((k) => `last_${k}`)]

const pgTest = pgSchemas()

const dirs: string[] = []
const apps: TestApp[] = []
let smtp: Sink | undefined

afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.cleanup()))
  await smtp?.close()
  smtp = undefined
})
afterAll(async () => {
  dirs.forEach(removeDir)
})

const pgSchema = pgTest.create
const pgStore = (schema: string) => new PgLeadStore(pgTest.options(schema))

const backends = storeBackends(pgTest, 'attribution')

async function appOn(store: LeadStore, overrides: Parameters<typeof makeApp>[0] = {}) {
  const t = await makeApp({ rateLimitMax: 1000, ...overrides }, { store })
  apps.push(t)
  return t.app
}
type App = Awaited<ReturnType<typeof appOn>>

/** What the page's scripts keep for a visit that began with a Google ad and came back from a newsletter. */
const VISIT = {
  first: {
    source: 'google',
    medium: 'cpc',
    campaign: 'spring',
    click: 'gclid:Cj0KCQ-abc_123',
    landing: '/?utm_source=google&utm_medium=cpc&utm_campaign=spring',
    referrer: 'https://www.google.com',
    at: '2026-11-02',
  },
  last: {
    source: 'google',
    medium: 'cpc',
    campaign: 'spring-outdoor',
    term: 'outdoor kitchen',
    landing: '/outdoor-kitchens-westchester',
    at: '2026-11-20',
  },
  section: 'quote',
  device: 'phone',
  lang: 'en',
} satisfies Attribution

/** A quote request as the island sends it from `page`, with the attribution header (raw, as given). */
async function send(app: App, body: object, headers: Record<string, string>) {
  const res = await app.inject({ method: 'POST', url: '/api/contact', ...asBrowser(body, await formToken(app), headers) })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().id as string
}

const leadsOf = async (app: App) => (await listLeads(app)).items
const leadOf = async (app: App, id: string) => (await leadsOf(app)).find((l) => l.id === id)!

describe('migration 4: a database of the version before gains the attribution columns and keeps its leads', () => {
  it('sqlite', async () => {
    const dir = tempDir('attribution-')
    dirs.push(dir)
    const file = path.join(dir, 'leads.db')
    const old = new Database(file)
    old.exec('CREATE TABLE migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)')
    for (const m of MIGRATIONS.filter((m) => m.version <= 3)) {
      old.exec(m.sqlite)
      old.prepare('INSERT INTO migrations VALUES (?, ?, ?)').run(m.version, m.name, '2026-01-01')
    }
    old
      .prepare(
        `INSERT INTO leads (id, first_name, last_name, email, phone, location, service, message, received_at, form, details)
         VALUES (?, 'Old', 'Lead', 'old@example.com', '(914) 555-0100', 'rye', 'bar-countertops', 'From before.', '2026-01-01T00:00:00.000Z', 'showroom', '{"preferredTime":"Saturday"}')`,
      )
      .run('00000000-0000-7000-8000-000000000001')
    old.close()

    const app = await appOn(new SqliteLeadStore(file))
    const raw = new Database(file, { readonly: true })
    const columns = (raw.prepare("SELECT name FROM pragma_table_info('leads')").all() as { name: string }[]).map((c) => c.name)
    expect(columns).toEqual(expect.arrayContaining(COLUMNS))
    expect(raw.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND sql LIKE '%received_at, page%'").all()).toHaveLength(1)
    raw.close()
    await expectKeptAndAttributed(app)
  })

  it.skipIf(!PG_URL)('postgres', async () => {
    const schema = await pgSchema()
    const old = new pg.Client(pgTest.options(schema))
    await old.connect()
    await old.query(
      'CREATE TABLE migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())',
    )
    for (const m of MIGRATIONS.filter((m) => m.version <= 3)) {
      await old.query(m.postgres)
      await old.query('INSERT INTO migrations (version, name) VALUES ($1, $2)', [m.version, m.name])
    }
    await old.query(
      `INSERT INTO leads (id, first_name, last_name, email, phone, location, service, message, received_at, form, details)
       VALUES ($1, 'Old', 'Lead', 'old@example.com', '(914) 555-0100', 'rye', 'bar-countertops', 'From before.', '2026-01-01T00:00:00.000Z', 'showroom', '{"preferredTime":"Saturday"}')`,
      ['00000000-0000-7000-8000-000000000001'],
    )
    const app = await appOn(pgStore(schema))
    const { rows } = await old.query<{ column_name: string; data_type: string }>(
      'SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2',
      [schema, 'leads'],
    )
    expect(rows.filter((r) => COLUMNS.includes(r.column_name))).toEqual(
      expect.arrayContaining(COLUMNS.map((column_name) => ({ column_name, data_type: 'text' }))),
    )
    const indexes = await old.query<{ indexdef: string }>('SELECT indexdef FROM pg_indexes WHERE schemaname = $1', [schema])
    const defs = indexes.rows.map((r) => r.indexdef).join('\n')
    expect(defs).toContain('(page, received_at)')
    expect(defs).toContain('(last_source, last_medium, last_campaign, received_at)')
    await old.end()
    await expectKeptAndAttributed(app)
  })

  /** The old lead is listed as it was (no attribution); a new one is stored with its attribution beside it. */
  async function expectKeptAndAttributed(app: App) {
    const [before] = await leadsOf(app)
    expect(before).toMatchObject({
      id: '00000000-0000-7000-8000-000000000001',
      firstName: 'Old',
      form: 'showroom',
      preferredTime: 'Saturday',
    })
    expect(before).not.toHaveProperty('attribution')
    const id = await send(app, validLead(), { [ATTRIBUTION_HEADER]: encodeAttribution(VISIT), referer: 'http://localhost/contact' })
    expect((await leadOf(app, id)).attribution).toEqual({ ...VISIT, page: '/contact' })
    expect((await listLeads(app)).total).toBe(2)
  }
})

for (const backend of backends) {
  describe.skipIf(backend.skip)(`attribution on every lead: ${backend.name}`, () => {
    it('stores and lists the header’s touches, section, device and language, and the page of a same-site Referer (no query)', async () => {
      const app = await appOn(await backend.open())
      const id = await send(app, validLead(), {
        [ATTRIBUTION_HEADER]: encodeAttribution(VISIT),
        referer: 'http://localhost/outdoor-kitchens-westchester?utm_source=google#quote',
      })
      expect((await leadOf(app, id)).attribution).toEqual({ ...VISIT, page: '/outdoor-kitchens-westchester' })
      // Without anything beside it, a lead lists no attribution at all.
      const plain = await send(app, { ...validLead(), firstName: 'Bo' }, {})
      expect(await leadOf(app, plain)).not.toHaveProperty('attribution')
    })

    it('is no part of what makes a lead the same: sent again from another page and campaign, it is one lead, as first sent', async () => {
      const app = await appOn(await backend.open())
      const id = await send(app, validLead(), { [ATTRIBUTION_HEADER]: encodeAttribution(VISIT), referer: 'http://localhost/contact' })
      const again = await send(app, validLead(), {
        [ATTRIBUTION_HEADER]: encodeAttribution({ last: { source: 'bing', medium: 'cpc', campaign: 'other' } }),
        referer: 'http://localhost/services/granite',
      })
      expect(again).toBe(id)
      const leads = await leadsOf(app)
      expect(leads).toHaveLength(1)
      expect(leads[0]!.attribution).toMatchObject({ page: '/contact', last: { campaign: 'spring-outdoor' } })
    })

    it('drops hostile values one by one and stores the lead (201): control characters, unknown keys, scripts, 5 KB, other sites', async () => {
      const app = await appOn(await backend.open())
      const hostile = [
        'f.source=goo%00gle', // a control character
        'f.medium=cpc%0D%0ABcc%3A%20evil%40example.com', // a forged line
        'f.campaign=spring',
        'f.referrer=javascript%3Aalert(1)', // not an origin
        'f.landing=javascript%3Aalert(1)', // not a site path
        'l.click=gclid%3A%3Cscript%3E', // not a click id
        'l.source=newsletter',
        `l.content=${'x'.repeat(101)}`, // too long
        'l.evil=1', // an unknown key
        '__proto__.source=x',
        'constructor=1',
        'section=%22%3E%3Cscript%3E',
        'device=fridge',
        'lang=english',
      ].join('&')
      const id = await send(
        app,
        { ...validLead(), firstName: 'Hostile' },
        { [ATTRIBUTION_HEADER]: hostile, referer: 'javascript:alert(1)' },
      )
      expect((await leadOf(app, id)).attribution).toEqual({ first: { campaign: 'spring' }, last: { source: 'newsletter' } })

      // 5 KB of header: not read at all; a Referer from another site: no page. The lead is stored all the same.
      const big = `l.source=google&l.content=${'y'.repeat(5 * 1024)}`
      const other = await send(
        app,
        { ...validLead(), firstName: 'Big' },
        {
          [ATTRIBUTION_HEADER]: big,
          referer: 'https://evil.example/outdoor-kitchens-westchester',
        },
      )
      expect(await leadOf(app, other)).not.toHaveProperty('attribution')
      // A sibling host is another site too; a same-site Referer with a path the contract refuses gives no page.
      const sibling = await send(app, { ...validLead(), firstName: 'Sibling' }, { referer: 'http://evil.localhost/contact' })
      expect(await leadOf(app, sibling)).not.toHaveProperty('attribution')
      const badPath = await send(app, { ...validLead(), firstName: 'Path' }, { referer: `http://localhost/${'a'.repeat(400)}` })
      expect(await leadOf(app, badPath)).not.toHaveProperty('attribution')
      expect((await listLeads(app)).total).toBe(4)
    })

    for (const [name, header] of [
      ['Global Privacy Control', { 'sec-gpc': '1' }],
      ['Do Not Track', { dnt: '1' }],
    ] as const) {
      it(`keeps no touch and no device class for a visitor with ${name}: only the page, its section and language`, async () => {
        const app = await appOn(await backend.open())
        const id = await send(app, validLead(), {
          ...header,
          [ATTRIBUTION_HEADER]: encodeAttribution(VISIT),
          referer: 'http://localhost/outdoor-kitchens-westchester',
        })
        expect((await leadOf(app, id)).attribution).toEqual({ page: '/outdoor-kitchens-westchester', section: 'quote', lang: 'en' })
      })
    }

    it('stores a native (no-JavaScript) post’s page and form section; the section is not one of the quote’s fields', async () => {
      const app = await appOn(await backend.open())
      const post = async (fields: Record<string, string>) => {
        const res = await app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'sec-fetch-site': 'same-origin',
          },
          payload: new URLSearchParams({ ...validLead(), website: '', ...fields }).toString(),
        })
        expect(res.statusCode, res.body).toBe(303)
        expect(res.headers.location).toMatch(/^\/thank-you/)
      }
      await post({ page: '/outdoor-kitchens-westchester', section: 'quote' })
      await post({ firstName: 'Bad', page: 'javascript:alert(1)', section: '"><script>' })
      const leads = await leadsOf(app)
      expect(leads).toHaveLength(2)
      const byName = Object.fromEntries(leads.map((l) => [l.firstName, l]))
      expect(byName.Ann!.attribution).toEqual({ page: '/outdoor-kitchens-westchester', section: 'quote' })
      expect(byName.Ann).not.toHaveProperty('section')
      expect(byName.Bad).not.toHaveProperty('attribution')
    })

    it('names where the lead came from in the owner’s e-mail: the page and last touch, and the first touch when another', async () => {
      const port = await freePort()
      smtp = await startSmtp(port)
      const app = await appOn(await backend.open(), {
        smtpUrl: `smtp://127.0.0.1:${port}`,
        notifyTo: 'office@example.com',
        notifyFrom: 'site@example.com',
      })
      await send(app, validLead(), {
        [ATTRIBUTION_HEADER]: encodeAttribution(VISIT),
        referer: 'http://localhost/outdoor-kitchens-westchester',
      })
      await until(() => smtp!.messages.length === 1, 10_000, 'the e-mail')
      const text = mimePart(smtp.messages[0]!, 'text/plain').split(/\r?\n/)
      expect(text[1]).toBe('from /outdoor-kitchens-westchester · google / cpc · spring-outdoor')
      expect(text[2]).toBe('first touch: google / cpc · spring (2026-11-02)')
      expect(mimePart(smtp.messages[0]!, 'text/html')).toContain(
        '<p>from /outdoor-kitchens-westchester · google / cpc · spring-outdoor</p>',
      )
    })
  })
}
