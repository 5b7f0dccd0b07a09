import path from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { AUTH_FAILURES_MAX } from '../../../api/routes/contact-requests'
import { PgLeadStore } from '../../../api/store/postgres'
import { SqliteLeadStore } from '../../../api/store/sqlite'
import type { LeadStore } from '../../../api/store/types'
import { ADMIN_TOKEN, asBrowser, json, makeApp, formToken, removeDir, type TestApp, tempDir, validLead, ADMIN_HEADERS } from './helpers'
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

const pgSchema = pgTest.create
const pgStore = (schema: string) => new PgLeadStore(pgTest.options(schema))

async function appOn(store: LeadStore, overrides: Parameters<typeof makeApp>[0] = {}) {
  const t = await makeApp({ rateLimitMax: 100, ...overrides }, { store })
  apps.push(t)
  return t.app
}

const backends: [string, () => Promise<LeadStore>][] = [
  [
    'sqlite',
    async () => {
      const dir = tempDir('pg-app-')
      dirs.push(dir)
      return new SqliteLeadStore(path.join(dir, 'leads.db'))
    },
  ],
  ['postgres', async () => pgStore(await pgSchema())],
]

describe.skipIf(!PG_URL)('one input contract on both stores', () => {
  for (const [name, open] of backends) {
    it(`${name}: NUL and lone surrogates get the same 400 in every field, nothing stored; a valid lead right after is stored`, async () => {
      const app = await appOn(await open())
      const token = await formToken(app)
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [{ firstName: 'Ann\u0000' }, { firstName: 'First name contains characters that are not allowed' }],
        [{ lastName: '\ud83dSmith' }, { lastName: 'Last name contains characters that are not allowed' }],
        [{ message: 'Granite \u0000 island, 40 sq ft.' }, { message: 'Project details contain characters that are not allowed' }],
        [{ message: 'Granite island \udc00 40 sq ft.' }, { message: 'Project details contain characters that are not allowed' }],
        [{ email: 'ann\u0000@example.com' }, { email: 'Valid email is required' }],
        [{ phone: '914 555 0100\u0000' }, { phone: 'Valid phone number is required' }],
        [{ location: 'rye\u0000' }, { location: 'Please select your location' }],
      ]
      for (const [patch, fieldErrors] of cases) {
        const res = await app.inject({ method: 'POST', url: '/api/contact', ...asBrowser({ ...validLead(), ...patch }, token) })
        expect(res.statusCode, JSON.stringify(patch)).toBe(400)
        expect(res.json()).toEqual({ error: 'Invalid request', fieldErrors })
      }
      // A NUL in the honeypot is never stored either (the honeypot value is not kept), so PostgreSQL never sees it.
      expect(
        (await app.inject({ method: 'POST', url: '/api/contact', ...asBrowser({ ...validLead(), website: 'x\u0000' }, token) })).statusCode,
      ).toBe(201)
      const ok = await app.inject({
        method: 'POST',
        url: '/api/contact',
        ...asBrowser({ ...validLead(), message: 'Emoji 😀 and tab\there.' }, token),
      })
      expect(ok.statusCode).toBe(201)
      const list = await app.inject({ url: '/api/contact-requests?status=all', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })
      expect(list.json().total).toBe(2)
      expect(list.json().items[0].message).toBe('Emoji 😀 and tab\there.')
    })

    it(`${name}: requests that differ only by the chosen slab, the package or the form are separate leads; each sent twice is stored once`, async () => {
      const app = await appOn(await open())
      const requests = [
        { ...validLead(), slab: 'Absolute Black', slabCategory: 'Granite', slabPrice: '$45-65' },
        { ...validLead(), slab: 'Calacatta Laza', slabCategory: 'Quartz', slabPrice: '$75-95' },
        { ...validLead(), plan: 'Complete Transformation' },
        { ...validLead(), form: 'showroom', plan: 'Design Consultation', preferredTime: 'Saturday morning' },
      ]
      const send = async (body: object) =>
        (await app.inject({ method: 'POST', url: '/api/contact', ...asBrowser(body, await formToken(app)) })).json().id as string
      const first = []
      for (const body of requests) first.push(await send(body))
      expect(new Set(first).size).toBe(requests.length)
      for (const [i, body] of requests.entries()) expect(await send(body)).toBe(first[i]) // a double submit: the first answer
      expect(await send({ ...requests[0], slab: 'absolute  black' })).toBe(first[0]) // as the fingerprint folds case and spaces
      const list = await app.inject({ url: '/api/contact-requests?status=all', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })
      expect(list.json().total).toBe(requests.length)
    })
  }
})

describe.skipIf(!PG_URL)('PostgreSQL: several instances share one state', () => {
  it('rate limits a client across instances', async () => {
    const schema = await pgSchema()
    const [a, b] = [await appOn(pgStore(schema), { rateLimitMax: 3 }), await appOn(pgStore(schema), { rateLimitMax: 3 })]
    const statuses = []
    for (let i = 0; i < 5; i++) {
      const app = i % 2 ? b : a
      statuses.push(
        (await app.inject({ method: 'POST', url: '/api/contact', ...json({ ...validLead(), message: `Lead number ${i} here.` }) }))
          .statusCode,
      )
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429])
  })

  it('stores the same lead sent to two instances at once once, and answers both with its id', async () => {
    const schema = await pgSchema()
    const [a, b] = [await appOn(pgStore(schema)), await appOn(pgStore(schema))]
    const token = await formToken(a)
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? b : a).inject({ method: 'POST', url: '/api/contact', ...asBrowser(validLead(), token) }),
      ),
    )
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(201))
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1)
    const { rows } = await admin!.query(`SELECT count(*)::int AS n FROM ${schema}.leads`)
    expect(rows[0].n).toBe(1)
    // A token (and a proof of work) minted by one instance is valid on the other (one secret per database).
    const visitor = '198.51.100.44'
    const other = await b.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: visitor,
      ...asBrowser(
        { ...validLead(), email: 'ben@home.example', message: 'Another project please.' },
        await formToken(a, {}, true, visitor),
      ),
    })
    const listed = await b.inject({ url: '/api/contact-requests', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })
    expect(listed.json().items.find((l: { id: string }) => l.id === other.json().id)).toMatchObject({ status: 'ok' })
  })

  it('locks out a client guessing the admin token on every instance', async () => {
    const schema = await pgSchema()
    const [a, b] = [await appOn(pgStore(schema)), await appOn(pgStore(schema))]
    for (let i = 0; i < AUTH_FAILURES_MAX; i++) {
      expect(
        (await (i % 2 ? b : a).inject({ url: '/api/contact-requests', headers: { authorization: `Bearer guess-${i}-xxxxxxxxxx` } }))
          .statusCode,
      ).toBe(401)
    }
    for (const app of [a, b]) {
      expect((await app.inject({ url: '/api/contact-requests', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).statusCode).toBe(429)
    }
  })

  it('reports an unreachable database in /healthz and answers POST 503 within the deadline', async () => {
    const store = new PgLeadStore({ connectionString: PG_URL, options: `-c search_path=${await pgSchema()}` }, { timeoutMs: 1_000 })
    const app = await appOn(store)
    expect((await app.inject({ url: '/healthz', headers: ADMIN_HEADERS })).json()).toMatchObject({ status: 'ok', store: 'postgres' })
    await store.close() // as good as a server that went away, for this instance
    const started = Date.now()
    const res = await app.inject({ method: 'POST', url: '/api/contact', ...json(validLead()) })
    expect(res.statusCode).toBe(503)
    expect(Date.now() - started).toBeLessThan(2_000)
    const health = await app.inject({ url: '/healthz', headers: ADMIN_HEADERS })
    expect(health.statusCode).toBe(503)
    expect(health.json().reasons).toEqual(['write-failed'])
  })
})
