import path from 'node:path'
import { Writable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { SqliteLeadStore } from '../../../api/store/sqlite'
import { QUOTE_MESSAGES } from '../../../schemas/quote'
import {
  asBrowser,
  failingStore,
  json,
  makeApp,
  formToken,
  removeDir,
  type TestApp,
  tempDir,
  validLead,
  ADMIN_HEADERS,
  listLeads,
} from './helpers'

let t: TestApp | undefined
afterEach(async () => {
  await t?.cleanup()
  t = undefined
})

const post = (body: unknown, headers: Record<string, string> = {}) =>
  t!.app.inject({ method: 'POST', url: '/api/contact', ...json(body, headers) })
const listAll = (status = 'all') => listLeads(t!.app, status)

describe('POST /api/contact', () => {
  it('stores a valid request and answers 201 with its id', async () => {
    t = await makeApp()
    const token = await formToken(t.app, { 'user-agent': 'test-agent/1.0' })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { ...asBrowser({}, token).headers, 'content-type': 'application/json; charset=utf-8', 'user-agent': 'test-agent/1.0' },
      payload: JSON.stringify({ ...validLead(), firstName: '  Ann  ' }),
    })
    expect(res.statusCode).toBe(201)
    expect(res.headers['cache-control']).toBe('no-store')
    const { id } = res.json()
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    const list = await listAll()
    expect(list.total).toBe(1)
    expect(list.items[0]).toEqual({
      id,
      // The reference the visitor's confirmation shows: the id's last 8 characters in capitals.
      reference: id.replaceAll('-', '').slice(-8).toUpperCase(),
      ...validLead(),
      firstName: 'Ann', // trimmed
      town: 'White Plains', // every lead names its town: here the label of its location
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      userAgent: 'test-agent/1.0',
      form: 'quote',
      status: 'ok',
      spamScore: 0,
      spamReasons: [],
      urgent: false, // sent from no page with an urgent form
      language: 'en', // sent from no page in another language
    })
  })

  it.each([
    ['missing first name', { firstName: undefined }, { firstName: QUOTE_MESSAGES.firstName }],
    ['empty last name', { lastName: '   ' }, { lastName: QUOTE_MESSAGES.lastName }],
    ['bad e-mail', { email: 'ann@' }, { email: QUOTE_MESSAGES.email }],
    ['short phone', { phone: '555-0100' }, { phone: QUOTE_MESSAGES.phone }],
    ['letters for a phone', { phone: 'aaaaaaaaaa' }, { phone: QUOTE_MESSAGES.phone }],
    ['a formula for a phone', { phone: '=HYPERLINK("http://x")' }, { phone: QUOTE_MESSAGES.phone }],
    ['a second line in the phone', { phone: '914 555 0100\nBcc: x@example.com' }, { phone: QUOTE_MESSAGES.phone }],
    ['no location', { location: '' }, { location: QUOTE_MESSAGES.location }],
    ['unknown location', { location: 'boston' }, { location: QUOTE_MESSAGES.location }],
    ['unknown service', { service: 'roofing' }, { service: QUOTE_MESSAGES.service }],
    ['short message', { message: 'too short' }, { message: QUOTE_MESSAGES.message }],
    ['non-string field', { phone: 9145550100 }, { phone: QUOTE_MESSAGES.phone }],
    ['unknown field', { admin: true }, { admin: 'Unknown field' }],
    ['a NUL in a name', { firstName: 'A\u0000nn' }, { firstName: 'First name contains characters that are not allowed' }],
    [
      'a lone surrogate in the details',
      { message: 'Granite island \ud800 please' },
      { message: 'Project details contain characters that are not allowed' },
    ],
    ['an escape character in a name', { lastName: 'Smith\u001b[31m' }, { lastName: 'Last name contains characters that are not allowed' }],
    ['a line break in a name', { firstName: 'Ann\nBcc: x' }, { firstName: 'First name contains characters that are not allowed' }],
  ])('rejects %s with 400 and the exact message', async (_name, patch, expected) => {
    t = await makeApp()
    const res = await post({ ...validLead(), ...patch })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'Invalid request', fieldErrors: expected })
    expect((await listAll()).total).toBe(0)
  })

  it('accepts what a phone number looks like, tabs, line breaks in the details and characters beyond the BMP', async () => {
    t = await makeApp({ rateLimitMax: 100 })
    const token = await formToken(t.app)
    const phones = ['(914) 555-0100', '+1 914 555 0100', '914.555.0100 ext. 12', '914-555-0100 x7', '+44 20 7946 0958']
    for (const [i, phone] of phones.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        ...asBrowser({ ...validLead(), phone, message: `Island\ttop ${i}\nsecond line 😀 ok` }, token),
      })
      expect(res.statusCode, phone).toBe(201)
    }
    const { items } = await listAll()
    expect(items.map((l) => l.phone).sort()).toEqual([...phones].sort())
    expect(items[0]!.message).toMatch(/^Island\ttop \d\nsecond line 😀 ok$/)
  })

  it('reports every invalid field of an empty object', async () => {
    t = await makeApp()
    const res = await post({})
    expect(res.statusCode).toBe(400)
    expect(res.json().fieldErrors).toEqual(QUOTE_MESSAGES)
  })

  it('caps field lengths', async () => {
    t = await makeApp()
    const res = await post({ ...validLead(), firstName: 'x'.repeat(101), phone: '1'.repeat(41) })
    expect(res.statusCode).toBe(400)
    expect(res.json().fieldErrors).toEqual({
      firstName: 'First name must be at most 100 characters',
      phone: QUOTE_MESSAGES.phone,
    })
  })

  it.each([
    ['text/plain', 'text/plain', 'hello'],
    ['multipart', 'multipart/form-data; boundary=x', '--x--'],
    ['no content type', undefined, '{}'],
  ])('answers 415 JSON for %s', async (_name, type, payload) => {
    t = await makeApp()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: type ? { 'content-type': type } : {},
      payload,
    })
    expect(res.statusCode).toBe(415)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.json()).toEqual({ error: 'Unsupported media type: send application/json' })
  })

  it('answers 413 JSON for an oversized body', async () => {
    t = await makeApp()
    const res = await post({ ...validLead(), message: 'x'.repeat(20_000) })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toEqual({ error: 'Request body too large' })
  })

  it.each([
    ['malformed JSON', '{"firstName": "Ann",', 'Malformed JSON body'],
    ['empty body', '', 'Request body is empty'],
    ['prototype poisoning', '{"__proto__": {"x": 1}}', 'Malformed JSON body'],
  ])('answers 400 JSON for %s', async (_name, payload, error) => {
    t = await makeApp()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error })
  })

  it('never answers 5xx to odd JSON bodies', async () => {
    t = await makeApp({ rateLimitMax: 1000 })
    const bodies = ['null', '[]', '"text"', '42', 'true', '{"firstName": {"$gt": ""}}', '['.repeat(5000) + ']'.repeat(5000)]
    for (const payload of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: { 'content-type': 'application/json' },
        payload,
      })
      expect(res.statusCode, payload.slice(0, 30)).toBe(400)
      expect(res.json().error).toBeTypeOf('string')
    }
  })

  it('rate limits per IP: 429 with Retry-After past RATE_LIMIT_MAX per minute', async () => {
    t = await makeApp({ rateLimitMax: 3 })
    for (let i = 0; i < 3; i++) expect((await post({ ...validLead(), message: `Project number ${i}, granite.` })).statusCode).toBe(201)
    const limited = await post(validLead())
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.json()).toEqual({ error: 'Too many requests, please try again later' })
    // Another client is not affected.
    const other = await t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: '10.0.0.2', ...json(validLead()) })
    expect(other.statusCode).toBe(201)
    expect((await listAll()).total).toBe(4)
  })

  it('behind a proxy (TRUST_PROXY=1) rate limits the client the proxy saw, whatever X-Forwarded-For it made up', async () => {
    t = await makeApp({ rateLimitMax: 3, trustProxy: 1 })
    const statuses = []
    for (let i = 0; i < 5; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: '10.0.0.1', // the proxy
        ...json({ ...validLead(), message: `Project number ${i}, granite.` }, { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` }),
      })
      statuses.push(res.statusCode)
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429])
  })

  it('stores 20 identical posts once and answers each with the same id', async () => {
    t = await makeApp({ rateLimitMax: 100 })
    const token = await formToken(t.app)
    // Ten at once (a double-clicking visitor, a retrying proxy), then ten more one by one.
    const first = await Promise.all(
      Array.from({ length: 10 }, () => t!.app.inject({ method: 'POST', url: '/api/contact', ...asBrowser(validLead(), token) })),
    )
    const later = []
    for (let i = 0; i < 10; i++)
      later.push(
        await t.app.inject({ method: 'POST', url: '/api/contact', ...asBrowser({ ...validLead(), email: 'ANN@example.com ' }, token) }),
      )
    const answers = [...first, ...later]
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(201))
    expect(new Set(answers.map((r) => r.json().id)).size).toBe(1)
    const { items, total } = await listAll()
    expect(total).toBe(1)
    expect(items[0]).toMatchObject({ id: answers[0]!.json().id, status: 'ok' })
    // A different lead is not a duplicate.
    expect(
      (
        await t.app.inject({ method: 'POST', url: '/api/contact', ...asBrowser({ ...validLead(), message: 'Another room too.' }, token) })
      ).json().id,
    ).not.toBe(answers[0]!.json().id)
  })

  it('answers a retried POST with the same Idempotency-Key with the first answer, stored once', async () => {
    t = await makeApp({ rateLimitMax: 100, duplicateWindowMs: 0 }) // only the key recognises the retry
    const token = await formToken(t.app)
    const send = (body: unknown, key: string) =>
      t!.app.inject({ method: 'POST', url: '/api/contact', ...asBrowser(body, token, { 'idempotency-key': key }) })
    const a = await send(validLead(), 'key-123e4567')
    const b = await send(validLead(), 'key-123e4567')
    expect([a.statusCode, b.statusCode]).toEqual([201, 201])
    expect(b.json()).toEqual(a.json())
    expect((await listAll()).total).toBe(1)
    // The same key with another lead is a client bug: 422, nothing stored.
    const other = await send({ ...validLead(), message: 'A different request entirely.' }, 'key-123e4567')
    expect(other.statusCode).toBe(422)
    expect((await listAll()).total).toBe(1)
    const bad = await send(validLead(), 'bad key with spaces')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toMatch(/Idempotency-Key/)
  })

  it('counts a form token replayed for a second lead as spam (every stored lead brings a fresh one)', async () => {
    t = await makeApp({ rateLimitMax: 100 })
    const token = await formToken(t.app)
    for (let i = 0; i < 5; i++) {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/contact',
            ...asBrowser({ ...validLead(), message: `Project ${i}: granite island.` }, token),
          })
        ).statusCode,
      ).toBe(201)
    }
    const { items } = await listAll()
    expect(items.map((l) => l.status).reverse()).toEqual(['ok', 'spam', 'spam', 'spam', 'spam'])
    expect(items[0]!.spamReasons).toContain('token-reused')
  })

  it('judges the content: links, HTML and spam phrases raise the score; nothing is refused', async () => {
    t = await makeApp({ rateLimitMax: 100 })
    const send = async (patch: Record<string, string>) => {
      const res = await t!.app.inject({
        method: 'POST',
        url: '/api/contact',
        ...asBrowser({ ...validLead(), ...patch }, await formToken(t!.app)),
      })
      expect(res.statusCode).toBe(201)
      return (await listAll()).items.find((l) => l.id === res.json().id)!
    }
    expect(await send({ message: 'Here is a photo of the kitchen: https://photos.example/k1' })).toMatchObject({
      status: 'suspect',
      spamReasons: ['links'],
    })
    expect(await send({ message: 'Best SEO and backlinks: <a href="http://x.example">click here</a> http://y.example' })).toMatchObject({
      status: 'spam',
    })
    expect(await send({ firstName: 'Visit www.spam.example', message: 'Granite countertops for my kitchen.' })).toMatchObject({
      status: 'spam',
    })
  })

  it('answers 503 and stores nothing when the store fails', async () => {
    const failing = failingStore()
    t = await makeApp({}, { store: failing })
    const res = await post(validLead())
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBe('60')
    expect(res.json().error).toMatch(/could not be saved/)
    expect(failing.submitted).toBe(1) // tried once, answered 503: the visitor's form keeps the values
  })

  it('answers 503 when the real store has gone away (closed database)', async () => {
    const dir = tempDir()
    const store = new SqliteLeadStore(path.join(dir, 'leads.db'))
    t = await makeApp({}, { store })
    await store.close()
    const res = await post(validLead())
    expect(res.statusCode).toBe(503)
    const health = await t.app.inject({ url: '/healthz', headers: ADMIN_HEADERS })
    expect(health.statusCode).toBe(503)
    expect(health.json()).toMatchObject({ status: 'unavailable', reasons: ['write-failed'] })
    removeDir(dir)
  })

  it('logs the lead id but no personal data', async () => {
    const lines: string[] = []
    const logStream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk))
        done()
      },
    })
    t = await makeApp({ logLevel: 'info' }, { logStream })
    const lead = { ...validLead(), email: 'secret.person@example.com', phone: '914-555-0199', message: 'my private project' }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact?utm=x',
      headers: { 'content-type': 'application/json', authorization: 'Bearer hunter2hunter2hunter2' },
      payload: JSON.stringify(lead),
    })
    expect(res.statusCode).toBe(201)
    await post({ ...lead, message: 'short' }) // 400 path
    await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "secret.person@example.com",',
    })
    await t.app.inject({ url: '/api/contact-requests', headers: { authorization: 'Bearer wrong-token-wrong-token' } })
    const log = lines.join('')
    expect(log).toContain(res.json().id)
    for (const secret of ['secret.person', '555-0199', 'private project', 'hunter2', 'Smith', 'utm=', '127.0.0.1', 'wrong-token']) {
      expect(log).not.toContain(secret)
    }
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow()
  })
})
