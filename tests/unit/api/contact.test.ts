import path from 'node:path'
import { Writable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { SqliteLeadStore } from '../../../api/store/sqlite'
import type { LeadStore } from '../../../api/store/types'
import { QUOTE_MESSAGES } from '../../../schemas/quote'
import { ADMIN_TOKEN, json, makeApp, removeDir, tempDir, validLead, type TestApp } from './helpers'

let t: TestApp | undefined
afterEach(async () => {
  await t?.cleanup()
  t = undefined
})

const post = (body: unknown) => t!.app.inject({ method: 'POST', url: '/api/contact', ...json(body) })
const listAll = async () =>
  (await t!.app.inject({ url: '/api/contact-requests', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).json() as {
    items: Record<string, unknown>[]
    total: number
  }

describe('POST /api/contact', () => {
  it('stores a valid request and answers 201 with its id', async () => {
    t = await makeApp()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json; charset=utf-8', 'user-agent': 'test-agent/1.0' },
      payload: JSON.stringify({ ...validLead(), firstName: '  Ann  ' }),
    })
    expect(res.statusCode).toBe(201)
    const { id } = res.json()
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    const list = await listAll()
    expect(list.total).toBe(1)
    expect(list.items[0]).toEqual({
      id,
      ...validLead(),
      firstName: 'Ann', // trimmed
      receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      userAgent: 'test-agent/1.0',
    })
  })

  it.each([
    ['missing first name', { firstName: undefined }, { firstName: QUOTE_MESSAGES.firstName }],
    ['empty last name', { lastName: '   ' }, { lastName: QUOTE_MESSAGES.lastName }],
    ['bad e-mail', { email: 'ann@' }, { email: QUOTE_MESSAGES.email }],
    ['short phone', { phone: '555-0100' }, { phone: QUOTE_MESSAGES.phone }],
    ['no location', { location: '' }, { location: QUOTE_MESSAGES.location }],
    ['unknown location', { location: 'boston' }, { location: QUOTE_MESSAGES.location }],
    ['unknown service', { service: 'roofing' }, { service: QUOTE_MESSAGES.service }],
    ['short message', { message: 'too short' }, { message: QUOTE_MESSAGES.message }],
    ['non-string field', { phone: 9145550100 }, { phone: QUOTE_MESSAGES.phone }],
    ['unknown field', { admin: true }, { admin: 'Unknown field' }],
  ])('rejects %s with 400 and the exact message', async (_name, patch, expected) => {
    t = await makeApp()
    const res = await post({ ...validLead(), ...patch })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'Invalid request', fieldErrors: expected })
    expect((await listAll()).total).toBe(0)
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
    ['form-encoded', 'application/x-www-form-urlencoded', 'firstName=Ann'],
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

  it('answers a filled honeypot with 201 but stores nothing', async () => {
    t = await makeApp()
    const res = await post({ ...validLead(), website: 'http://spam.example' })
    expect(res.statusCode).toBe(201)
    expect(res.json().id).toMatch(/^[0-9a-f-]{36}$/)
    expect((await listAll()).total).toBe(0)
    // An empty honeypot (what the real form sends) is a normal request.
    expect((await post({ ...validLead(), website: '' })).statusCode).toBe(201)
    expect((await listAll()).total).toBe(1)
  })

  it('rate limits per IP: 429 with Retry-After past RATE_LIMIT_MAX per minute', async () => {
    t = await makeApp({ rateLimitMax: 3 })
    for (let i = 0; i < 3; i++) expect((await post(validLead())).statusCode).toBe(201)
    const limited = await post(validLead())
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.json()).toEqual({ error: 'Too many requests, please try again later' })
    // Another client is not affected.
    const other = await t.app.inject({ method: 'POST', url: '/api/contact', remoteAddress: '10.0.0.2', ...json(validLead()) })
    expect(other.statusCode).toBe(201)
    expect((await listAll()).total).toBe(4)
  })

  it('answers 503 and stores nothing when the store fails', async () => {
    const failing = failingStore()
    t = await makeApp({}, { store: failing })
    const res = await post(validLead())
    expect(res.statusCode).toBe(503)
    expect(res.json().error).toMatch(/could not be saved/)
    expect(failing.inserted).toBe(0)
  })

  it('answers 503 when the real store has gone away (closed database)', async () => {
    const dir = tempDir()
    const store = new SqliteLeadStore(path.join(dir, 'leads.db'))
    t = await makeApp({}, { store })
    await store.close()
    const res = await post(validLead())
    expect(res.statusCode).toBe(503)
    const health = await t.app.inject({ url: '/healthz' })
    expect(health.statusCode).toBe(503)
    expect(health.json()).toEqual({ status: 'unavailable' })
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
    const log = lines.join('')
    expect(log).toContain(res.json().id)
    for (const secret of ['secret.person', '555-0199', 'private project', 'hunter2', 'Smith', 'utm=']) {
      expect(log).not.toContain(secret)
    }
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow()
  })
})

function failingStore(): LeadStore & { inserted: number } {
  const fail = async () => {
    throw new Error('disk I/O error')
  }
  return {
    kind: 'sqlite',
    inserted: 0,
    migrate: async () => {},
    insert: fail,
    list: fail,
    count: fail,
    ping: fail,
    close: async () => {},
    claimOutbox: fail,
    markOutboxSent: fail,
    markOutboxFailed: fail,
    pendingOutbox: fail,
  }
}
