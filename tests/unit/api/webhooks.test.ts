/**
 * Signed webhooks (api/webhooks/), on SQLite and — under tests/pg.sh — PostgreSQL: a receiver on 127.0.0.1 that is
 * down for 30 s of the worker's clock (its refusals are real: a 503 or a closed socket) gets every real lead posted
 * through POST /api/contact exactly once after it returns, each verified with the specification's own library; spam
 * is never sent; Replay sends one more with the same id; the delivery log shows every attempt; a second app on the same
 * PostgreSQL never sends a lead twice; the owner's routes refuse a marketer (403), no one (401) and bad URLs (400).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import Database from 'better-sqlite3'
import Fastify from 'fastify'
import { Webhook } from 'standardwebhooks'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { MemoryRateLimiter } from '../../../api/rate-limiter'
import { MIGRATIONS } from '../../../api/store/migrations'
import { PgLeadStore } from '../../../api/store/postgres'
import { SqliteLeadStore } from '../../../api/store/sqlite'
import type { LeadStore } from '../../../api/store/types'
import { deliver } from '../../../api/webhooks/deliver'
import { CHANGES_PER_MINUTE } from '../../../api/webhooks/routes'
import { type DeskUser, WebhookWorker, webhookRoutes } from '../../../api/webhooks/index'
import { ADMIN_HEADERS, asBrowser, listLeads, makeApp, formToken, removeDir, type TestApp, tempDir, until, validLead } from './helpers'
import { PG_URL, pgSchemas } from './pg-schemas'

const pgTest = pgSchemas()
const dirs: string[] = []
const cleanups: (() => Promise<unknown> | unknown)[] = []
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn()
})
afterAll(() => dirs.forEach(removeDir))

const quiet = { info() {}, warn() {}, error() {} }

/** The worker's clock, moved by the test: a day of backoff passes in milliseconds, the receiver's refusals stay real. */
function testClock() {
  const clock = { now: Date.now() }
  return clock
}

interface Received {
  id: string
  headers: Record<string, string>
  body: string
}

/** A webhook receiver on 127.0.0.1: refuses while `down()` says so (503, then a closed socket, in turn), else 200. */
async function receiver(down: () => boolean) {
  const received: Received[] = []
  const refused: string[] = []
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const id = String(req.headers['webhook-id'])
      if (down()) {
        refused.push(id)
        if (refused.length % 2 === 1) res.writeHead(503, { 'content-type': 'text/plain' }).end('down for maintenance')
        else req.socket.destroy()
        return
      }
      received.push({ id, headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8') })
      res.writeHead(200, { 'content-type': 'text/plain' }).end('thanks')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  cleanups.push(() => new Promise((resolve) => server.close(resolve)))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received, refused }
}

type Backend = { name: string; open: () => Promise<{ store: LeadStore; again?: () => LeadStore }> }
const backends: Backend[] = [
  {
    name: 'sqlite',
    open: async () => {
      const dir = tempDir('webhooks-')
      dirs.push(dir)
      const file = path.join(dir, 'leads.db')
      return { store: new SqliteLeadStore(file), again: () => new SqliteLeadStore(file) }
    },
  },
]
if (PG_URL)
  backends.push({
    name: 'postgres',
    open: async () => {
      const schema = await pgTest.create()
      return { store: new PgLeadStore(pgTest.options(schema)), again: () => new PgLeadStore(pgTest.options(schema)) }
    },
  })

async function appOn(store: LeadStore, clock: { now: number }): Promise<TestApp> {
  const t = await makeApp(
    { rateLimitMax: 1000 },
    // The timer is off (a pass a day): the test runs the passes, on its clock. Loopback and http: allowed explicitly.
    { store, webhooks: { now: () => clock.now, intervalMs: 86_400_000, allowHttp: true, allowPrivate: true } },
  )
  cleanups.push(() => t.cleanup())
  return t
}

/** A real lead through the real pipeline: a page, its proof of work, the post (each from its own address and person). */
let people = 0
async function postLead(app: TestApp['app'], extra: Record<string, string> = {}) {
  const n = ++people
  const remoteAddress = `198.51.${n % 250}.${(n * 7) % 250}`
  const token = await formToken(app, {}, true, remoteAddress)
  const lead = {
    ...validLead(),
    firstName: `Person${n}`,
    email: `person${n}@mail${n}.example.com`,
    message: `Quartz vanity ${n}, 30 in.`,
    ...extra,
  }
  const res = await app.inject({ method: 'POST', url: '/api/contact', remoteAddress, ...asBrowser(lead, token) })
  expect(res.statusCode).toBe(201)
  return (res.json() as { id: string }).id
}

const owner = (body?: unknown) => ({
  headers: { ...ADMIN_HEADERS, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
  ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
})

async function addEndpoint(app: TestApp['app'], url: string) {
  const res = await app.inject({ method: 'POST', url: '/api/desk/webhooks', ...owner({ url, description: 'CRM' }) })
  expect(res.statusCode).toBe(201)
  return res.json() as { id: string; secret: string; url: string; events: string[] }
}

type DeliveryLog = {
  items: {
    nextAttemptAt: string | null
    id: string
    leadId: string
    state: string
    attempts: number
    log: { kind: string; status: number | null; ok: boolean; response: string | null }[]
  }[]
  nextCursor: number | null
}

describe.each(backends)('webhooks on $name', ({ open }) => {
  it('a receiver down for 30 s gets every real lead exactly once after it returns, signed; spam never; Replay sends the same id again', async () => {
    const clock = testClock()
    const { store } = await open()
    const { app } = await appOn(store, clock)
    const t0 = clock.now
    let back = false // once back, it stays up
    const hook = await receiver(() => {
      back ||= clock.now >= t0 + 30_000
      return !back
    })
    const endpoint = await addEndpoint(app, hook.url)
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/)
    expect(endpoint.events).toEqual(['lead.created'])
    // The list never shows the secret; the owner may read it again.
    expect(JSON.stringify((await app.inject({ url: '/api/desk/webhooks', ...owner() })).json())).not.toContain(endpoint.secret)
    expect((await app.inject({ url: `/api/desk/webhooks/${endpoint.id}/secret`, ...owner() })).json()).toEqual({
      id: endpoint.id,
      secret: endpoint.secret,
    })

    const real = [await postLead(app), await postLead(app), await postLead(app), await postLead(app)]
    const spam = await postLead(app, { website: 'https://bot.example' }) // the honeypot: stored as spam
    const stored = await listLeads(app)
    expect(stored.items.find((l) => l.id === spam)?.status).toBe('spam')
    for (const id of real) expect(stored.items.find((l) => l.id === id)?.status).toBe('ok')

    // Down: every attempt is refused for real (a 503 or a closed socket), and retried 30 s later.
    expect(await app.webhooks.runOnce()).toEqual({ enqueued: 4, attempted: 4, delivered: 0 })
    expect(hook.refused).toHaveLength(4)
    clock.now = t0 + 10_000
    real.push(await postLead(app))
    expect(await app.webhooks.runOnce()).toEqual({ enqueued: 1, attempted: 1, delivered: 0 })
    clock.now = t0 + 29_000
    expect(await app.webhooks.runOnce()).toEqual({ enqueued: 0, attempted: 0, delivered: 0 })
    expect(hook.received).toHaveLength(0)

    // Back after 30 s: the first four at their retry, the fifth at its own; then nothing more, ever.
    clock.now = t0 + 30_000
    expect(await app.webhooks.runOnce()).toEqual({ enqueued: 0, attempted: 4, delivered: 4 })
    clock.now = t0 + 40_000
    expect(await app.webhooks.runOnce()).toEqual({ enqueued: 0, attempted: 1, delivered: 1 })
    for (const later of [3_600_000, 86_400_000, 2 * 86_400_000]) {
      clock.now = t0 + later
      expect(await app.webhooks.runOnce()).toEqual({ enqueued: 0, attempted: 0, delivered: 0 })
    }

    const ids = hook.received.map((r) => r.id)
    expect(new Set(ids).size).toBe(ids.length) // no duplicate at all
    const verifier = new Webhook(endpoint.secret)
    const bodies = hook.received.map((r) => verifier.verify(r.body, r.headers) as { type: string; data: Record<string, unknown> })
    expect(bodies.map((b) => b.data.id).sort()).toEqual([...real].sort())
    expect(bodies.every((b) => b.type === 'lead.created')).toBe(true)
    const first = stored.items.find((l) => l.id === real[0])!
    expect(bodies.find((b) => b.data.id === real[0])!.data).toMatchObject({
      firstName: first.firstName,
      email: first.email,
      phone: first.phone,
      location: first.location,
      service: first.service,
      message: first.message,
      form: 'quote',
      reference: real[0]!.slice(-8).toUpperCase(),
      receivedAt: first.receivedAt,
    })
    expect(hook.received.every((r) => /^v1,[A-Za-z0-9+/]+=*$/.test(r.headers['webhook-signature']!))).toBe(true)
    // A signature made with another secret is refused by the same library.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 7).toString('base64')}`).verify(hook.received[0]!.body, hook.received[0]!.headers),
    ).toThrow()

    // The log: newest first, each delivered, the refused attempts and the 2xx kept with their answers.
    const log = (await app.inject({ url: `/api/desk/webhooks/${endpoint.id}/deliveries`, ...owner() })).json() as DeliveryLog
    expect(log.items.map((i) => i.leadId)).toEqual([...real].reverse())
    expect(log.items.every((i) => i.state === 'delivered' && i.attempts === 2)).toBe(true)
    const attempts = log.items.flatMap((i) => i.log)
    expect(attempts.filter((a) => a.ok)).toHaveLength(5)
    expect(attempts.filter((a) => a.ok).every((a) => a.status === 200 && a.response === 'thanks')).toBe(true)
    expect(attempts.filter((a) => !a.ok && a.status === 503 && a.response === 'down for maintenance').length).toBeGreaterThan(0)
    expect(attempts.filter((a) => !a.ok && a.status === null && a.response).length).toBeGreaterThan(0)
    expect(log.items[0]!.log[0]).toMatchObject({ kind: 'auto', ok: true, status: 200 }) // newest attempt first
    // Paged by key.
    const page1 = (await app.inject({ url: `/api/desk/webhooks/${endpoint.id}/deliveries?pageSize=2`, ...owner() })).json() as DeliveryLog
    const page2 = (
      await app.inject({ url: `/api/desk/webhooks/${endpoint.id}/deliveries?pageSize=2&before=${page1.nextCursor}`, ...owner() })
    ).json() as DeliveryLog
    expect([...page1.items, ...page2.items].map((i) => i.id)).toEqual(log.items.slice(0, 4).map((i) => i.id))

    // Replay (days later by the worker's clock; now by the wall clock, which the receiver's check of the signature's
    // time reads): one more delivery with the same webhook-id, logged as its own attempt.
    clock.now = Date.now()
    const message = log.items[2]!
    const replay = await app.inject({ method: 'POST', url: `/api/desk/webhooks/deliveries/${message.id}/replay`, ...owner() })
    expect(replay.statusCode).toBe(200)
    expect(replay.json()).toMatchObject({ id: message.id, ok: true, status: 200 })
    expect(hook.received).toHaveLength(6)
    expect(hook.received[5]!.id).toBe(message.id)
    expect((verifier.verify(hook.received[5]!.body, hook.received[5]!.headers) as { data: { id: string } }).data.id).toBe(message.leadId)
    const after = (await app.inject({ url: `/api/desk/webhooks/${endpoint.id}/deliveries`, ...owner() })).json() as DeliveryLog
    expect(after.items[2]!.log.map((a) => a.kind)).toEqual(['replay', 'auto', 'auto'])
    expect((await app.inject({ method: 'POST', url: '/api/desk/webhooks/deliveries/msg_0123/replay', ...owner() })).statusCode).toBe(404)
  })

  it('a stage changed on the desk reaches the hooks subscribed to lead.status_changed, signed, each change once, retried while the receiver is down; a lead.created hook gets none', async () => {
    const clock = testClock()
    const { store } = await open()
    const { app } = await appOn(store, clock)
    let down = true
    const hook = await receiver(() => down)
    const other = await receiver(() => false)
    const added = await app.inject({
      method: 'POST',
      url: '/api/desk/webhooks',
      ...owner({ url: hook.url, description: 'CRM stages', events: ['lead.status_changed'] }),
    })
    expect(added.statusCode, added.body).toBe(201)
    const endpoint = added.json() as { id: string; secret: string }
    await addEndpoint(app, other.url) // lead.created only
    const id = await postLead(app)
    const stage = (body: object) => app.inject({ method: 'PATCH', url: `/api/desk/leads/${id}/stage`, ...owner(body) })
    // Passes of the worker (the desk also starts one at each change) until `done`.
    const passes = (done: () => boolean) =>
      until(async () => {
        await app.webhooks.runOnce()
        return done()
      })

    expect((await stage({ stage: 'contacted' })).statusCode).toBe(200)
    // The change's message is due from the desk's clock (the wall clock here): the worker's clock joins it.
    clock.now = Date.now()
    await passes(() => hook.refused.length === 1 && other.received.length === 1)
    await app.webhooks.idle()
    // Refused for real (503): the message waits for its retry, 30 s later by the worker's clock.
    clock.now += 30_000
    down = false
    expect((await stage({ stage: 'won', amountCents: 640_000 })).statusCode).toBe(200)
    await passes(() => hook.received.length === 2)
    // The clock jumps past the leases only once the pass the desk started at the change has marked what it sent (a
    // real worker's clock moves on long after; here a jump mid-pass would free a message still being marked).
    await app.webhooks.idle()
    for (const later of [60_000, 3_600_000, 86_400_000]) {
      clock.now += later
      await app.webhooks.runOnce()
    }
    expect(hook.received).toHaveLength(2)
    expect(new Set(hook.received.map((r) => r.id)).size).toBe(2)

    const verifier = new Webhook(endpoint.secret)
    const bodies = hook.received.map((r) => verifier.verify(r.body, r.headers) as { type: string; data: Record<string, unknown> })
    const reference = id.slice(-8).toUpperCase()
    expect(bodies.map((b) => b.type)).toEqual(['lead.status_changed', 'lead.status_changed'])
    expect(bodies.map((b) => b.data).sort((a, b) => String(a.stage).localeCompare(String(b.stage)))).toEqual([
      { id, reference, stage: 'contacted', previousStage: 'new', amountCents: null, lostReason: null },
      { id, reference, stage: 'won', previousStage: 'contacted', amountCents: 640_000, lostReason: null },
    ])
    // The lead.created hook got the lead once, and no stage change.
    expect(other.received.map((r) => (JSON.parse(r.body) as { type: string }).type)).toEqual(['lead.created'])
    // Its log: both changes delivered, the first after a refused attempt.
    const log = (await app.inject({ url: `/api/desk/webhooks/${endpoint.id}/deliveries`, ...owner() })).json() as DeliveryLog
    expect(log.items.map((i) => [i.leadId, i.state, i.attempts])).toEqual([
      [id, 'delivered', 1],
      [id, 'delivered', 2],
    ])
    expect(log.items[1]!.log.map((a) => a.status)).toEqual([200, 503])
  })

  it('gives up a day after the first attempt, 30 s doubling to 1 h between attempts; 410 Gone turns the endpoint off', async () => {
    const clock = testClock()
    const { store } = await open()
    const { app } = await appOn(store, clock)
    const hook = await receiver(() => true)
    const endpoint = await addEndpoint(app, hook.url)
    await postLead(app)
    const t0 = clock.now
    const times: number[] = []
    for (let pass = 0; pass < 60; pass++) {
      const { attempted } = await app.webhooks.runOnce()
      if (attempted) times.push(clock.now - t0)
      clock.now += 30_000
    }
    // Passes every 30 s for 30 minutes: the attempts at 0, 30 s, 1.5 min, 3.5 min, 7.5 min, 15.5 min…
    expect(times).toEqual([0, 30_000, 90_000, 210_000, 450_000, 930_000])
    // Then from one retry to the next, as the log says when: a pass a second before it sends nothing.
    const deliveries = async () =>
      ((await app.inject({ url: `/api/desk/webhooks/${endpoint.id}/deliveries`, ...owner() })).json() as DeliveryLog).items[0]!
    for (let next = await deliveries(); next.nextAttemptAt !== null; next = await deliveries()) {
      clock.now = Date.parse(next.nextAttemptAt) - 1_000
      expect((await app.webhooks.runOnce()).attempted).toBe(0)
      clock.now += 1_000
      expect((await app.webhooks.runOnce()).attempted).toBe(1)
      times.push(clock.now - t0)
    }
    clock.now = t0 + 48 * 3_600_000
    expect((await app.webhooks.runOnce()).attempted).toBe(0)
    // 0, 30 s, 1.5, 3.5, 7.5, 15.5, 31.5, 63.5 min, then hourly: the 30th attempt at 23 h 3.5 min is the last.
    expect(times).toHaveLength(30)
    const gaps = times.slice(1).map((t, i) => t - times[i]!)
    expect(Math.max(...gaps)).toBeLessThanOrEqual(3_600_000)
    expect(times[times.length - 1]).toBeLessThanOrEqual(24 * 3_600_000)
    const log = (await app.inject({ url: `/api/desk/webhooks/${endpoint.id}/deliveries`, ...owner() })).json() as DeliveryLog
    expect(log.items[0]).toMatchObject({ state: 'failed', attempts: times.length })
    expect(hook.refused).toHaveLength(times.length)

    // A receiver that answers 410 Gone: the endpoint is turned off, with the reason; turning it on clears it.
    clock.now = Date.now()
    const gone = http.createServer((_req, res) => res.writeHead(410).end('gone'))
    await new Promise<void>((resolve) => gone.listen(0, '127.0.0.1', resolve))
    cleanups.push(() => new Promise((resolve) => gone.close(resolve)))
    const goneEndpoint = await addEndpoint(app, `http://127.0.0.1:${(gone.address() as AddressInfo).port}/`)
    await postLead(app)
    await app.webhooks.runOnce()
    const listed = (await app.inject({ url: '/api/desk/webhooks', ...owner() })).json() as {
      items: { id: string; enabled: boolean; disabledReason: string | null }[]
    }
    expect(listed.items.find((e) => e.id === goneEndpoint.id)).toMatchObject({
      enabled: false,
      disabledReason: 'The receiver answered 410 Gone',
    })
    const on = await app.inject({ method: 'PATCH', url: `/api/desk/webhooks/${goneEndpoint.id}`, ...owner({ enabled: true }) })
    expect(on.json()).toMatchObject({ enabled: true, disabledReason: null })
  })

  it('the app stops at once while a receiver hangs: the attempt is logged as failed and sent after the restart; an endpoint deleted mid-delivery is no error', async () => {
    const clock = testClock()
    const { store, again } = await open()
    const first = await makeApp(
      { rateLimitMax: 1000 },
      { store, webhooks: { now: () => clock.now, intervalMs: 86_400_000, allowHttp: true, allowPrivate: true } },
    )
    const held: http.ServerResponse[] = []
    let hang = true
    const received: string[] = []
    const server = http.createServer((req, res) => {
      if (hang) held.push(res)
      else res.end('ok')
      received.push(String(req.headers['webhook-id']))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    cleanups.push(
      () => new Promise((resolve) => server.close(resolve)),
      () => held.forEach((r) => r.destroy()),
    )
    const endpoint = await addEndpoint(first.app, `http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
    await postLead(first.app)
    const pass = first.app.webhooks.runOnce()
    await until(() => held.length === 1, 5_000, 'the receiver to be reached')
    const started = Date.now()
    await first.app.close() // stops the worker before the store closes
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(await pass).toMatchObject({ attempted: 1, delivered: 0 })

    const { app } = await appOn(again!(), clock)
    const log = (await app.inject({ url: `/api/desk/webhooks/${endpoint.id}/deliveries`, ...owner() })).json() as DeliveryLog
    expect(log.items[0]).toMatchObject({ state: 'pending', attempts: 1 })
    expect(log.items[0]!.log).toMatchObject([{ ok: false, status: null, response: 'aborted: the server was shutting down' }])
    hang = false
    clock.now += 30_000
    expect(await app.webhooks.runOnce()).toMatchObject({ attempted: 1, delivered: 1 })
    expect(received).toEqual([log.items[0]!.id, log.items[0]!.id])

    hang = true
    await postLead(app)
    const next = app.webhooks.runOnce()
    await until(() => held.length === 2, 5_000, 'the receiver to be reached again')
    expect((await app.inject({ method: 'DELETE', url: `/api/desk/webhooks/${endpoint.id}`, headers: ADMIN_HEADERS })).statusCode).toBe(204)
    held[1]!.end('ok')
    expect(await next).toMatchObject({ attempted: 1, delivered: 1 })
    expect((await app.inject({ url: '/api/desk/webhooks', ...owner() })).json()).toEqual({ items: [] })
    first.cleanup = async () => removeDir(first.dir)
    cleanups.push(() => first.cleanup())
  })

  it('owner only: no credentials → 401, a marketer → 403 on every route; bad bodies and URLs → 400 with fieldErrors', async () => {
    const clock = testClock()
    const { store } = await open()
    const { app } = await appOn(store, clock)
    const hook = await receiver(() => false)
    const endpoint = await addEndpoint(app, hook.url)
    const routes = [
      ['GET', '/api/desk/webhooks'],
      ['POST', '/api/desk/webhooks'],
      ['GET', `/api/desk/webhooks/${endpoint.id}/secret`],
      ['PATCH', `/api/desk/webhooks/${endpoint.id}`],
      ['DELETE', `/api/desk/webhooks/${endpoint.id}`],
      ['GET', `/api/desk/webhooks/${endpoint.id}/deliveries`],
      ['POST', `/api/desk/webhooks/deliveries/msg_${'0'.repeat(32)}/replay`],
      ['POST', `/api/desk/webhooks/${endpoint.id}/test`],
    ] as const
    for (const [method, url] of routes) {
      const res = await app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json' },
        payload: method === 'GET' || method === 'DELETE' ? undefined : '{}',
      })
      expect(res.statusCode, `${method} ${url}`).toBe(401)
      expect(res.headers['cache-control']).toBe('no-store')
    }

    // The desk's guard (a test header stands in for the session): a marketer is refused, the owner passes.
    const desk = Fastify()
    const guard = async (
      request: { headers: Record<string, unknown> },
      reply: { code(n: number): { send(b: unknown): unknown } },
    ): Promise<DeskUser | undefined> => {
      const role = request.headers['x-test-role']
      if (role === 'owner' || role === 'marketer') return { id: 'u1', email: `${role}@example.com`, role }
      reply.code(401).send({ error: 'Sign in' })
      return undefined
    }
    // This worker keeps the production policy: https only, public addresses only.
    const strict = new WebhookWorker(store, quiet, { now: () => clock.now })
    await desk.register(webhookRoutes, { worker: strict, guard: guard as never })
    cleanups.push(() => desk.close())
    for (const [method, url] of routes) {
      const res = await desk.inject({
        method,
        url,
        headers: { 'x-test-role': 'marketer', 'content-type': 'application/json' },
        payload: method === 'GET' || method === 'DELETE' ? undefined : '{}',
      })
      expect(res.statusCode, `${method} ${url}`).toBe(403)
      expect(res.headers['x-robots-tag']).toBe('noindex')
    }
    expect((await desk.inject({ url: '/api/desk/webhooks' })).statusCode).toBe(401)
    const asOwner = { 'x-test-role': 'owner', 'content-type': 'application/json' }
    expect((await desk.inject({ url: '/api/desk/webhooks', headers: asOwner })).json().items).toHaveLength(1)

    const bad: [unknown, string][] = [
      [{ url: 'ftp://example.com/hooks' }, 'url'],
      [{ url: 'http://example.com/hooks' }, 'url'],
      [{ url: 'https://10.1.2.3/hooks' }, 'url'],
      [{ url: 'https://127.0.0.1:8080/hooks' }, 'url'],
      [{ url: 'https://[::1]/hooks' }, 'url'],
      [{ url: 'https://[::ffff:192.168.0.1]/hooks' }, 'url'],
      [{ url: 'https://169.254.169.254/latest/meta-data' }, 'url'],
      [{ url: 'https://localhost/hooks' }, 'url'],
      [{ url: `https://example.com/${'a'.repeat(5000)}` }, 'url'],
      [{ url: 'https://user:pass@example.com/hooks' }, 'url'],
      [{ url: 'not a url' }, 'url'],
      [{ url: 42 }, 'url'],
      [{}, 'url'],
      [{ url: 'https://93.184.215.14/hooks', events: ['lead.deleted'] }, 'events.0'],
      [{ url: 'https://93.184.215.14/hooks', events: [] }, 'events'],
      [{ url: 'https://93.184.215.14/hooks', enabled: 'yes' }, 'enabled'],
      [{ url: 'https://93.184.215.14/hooks', description: '<b>x</b>'.repeat(100) }, 'description'],
      [{ url: 'https://93.184.215.14/hooks', secret: 'whsec_mine' }, 'secret'],
    ]
    for (const [body, field] of bad) {
      const res = await desk.inject({ method: 'POST', url: '/api/desk/webhooks', headers: asOwner, payload: JSON.stringify(body) })
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(Object.keys(res.json().fieldErrors), JSON.stringify(body).slice(0, 80)).toContain(field)
    }
    const patch = await desk.inject({
      method: 'PATCH',
      url: `/api/desk/webhooks/${endpoint.id}`,
      headers: asOwner,
      payload: JSON.stringify({ url: 'https://192.168.1.1/' }),
    })
    expect(patch.statusCode).toBe(400)
    expect(patch.json().fieldErrors.url).toBe('The URL points to a private or local address: use a public one')
    expect(
      (await desk.inject({ method: 'PATCH', url: `/api/desk/webhooks/${endpoint.id}`, headers: asOwner, payload: '{}' })).statusCode,
    ).toBe(400)
    expect((await desk.inject({ method: 'POST', url: '/api/desk/webhooks', headers: asOwner, payload: '{"url":' })).statusCode).toBe(400)
    expect((await desk.inject({ url: `/api/desk/webhooks/${endpoint.id}/deliveries?pageSize=1000`, headers: asOwner })).statusCode).toBe(
      400,
    )
    expect((await desk.inject({ url: '/api/desk/webhooks/ep_nope/deliveries', headers: asOwner })).statusCode).toBe(404)
    // A public https URL by address is accepted; the owner deletes it.
    const made = await desk.inject({
      method: 'POST',
      url: '/api/desk/webhooks',
      headers: asOwner,
      payload: JSON.stringify({ url: 'https://93.184.215.14/hooks', events: ['lead.created', 'lead.status_changed'] }),
    })
    expect(made.statusCode).toBe(201)
    const remove = { method: 'DELETE', url: `/api/desk/webhooks/${made.json().id}`, headers: { 'x-test-role': 'owner' } } as const
    expect((await desk.inject(remove)).statusCode).toBe(204)
    expect((await desk.inject(remove)).statusCode).toBe(404)

    // At delivery the address connected to is checked again: a name resolving to loopback is refused without a request.
    const refused = await deliver(
      { url: hook.url.replace('127.0.0.1', 'localhost'), secret: endpoint.secret },
      { id: 'msg_x', payload: '{}' },
      { timeoutMs: 2_000, allowHttp: true, now: Date.now() },
    )
    expect(refused).toMatchObject({ ok: false, status: null })
    expect(refused.response).toContain('EPRIVATE')
    expect(hook.received).toHaveLength(0)
    // The ping: signed, not kept.
    const ping = await app.inject({ method: 'POST', url: `/api/desk/webhooks/${endpoint.id}/test`, ...owner() })
    expect(ping.json()).toMatchObject({ ok: true, status: 200 })
    expect((new Webhook(endpoint.secret).verify(hook.received[0]!.body, hook.received[0]!.headers) as { type: string }).type).toBe(
      'webhook.test',
    )
  })

  it('holds an owner to 30 changes a minute (Replay and test send requests out): 429 with Retry-After; reading goes on', async () => {
    const { store } = await open()
    await store.migrate()
    const desk = Fastify()
    cleanups.push(() => desk.close())
    const worker = new WebhookWorker(store, quiet, { now: () => Date.now() })
    const limiter = new MemoryRateLimiter()
    cleanups.push(async () => limiter.close())
    const owner: DeskUser = { id: 'u-owner', email: 'owner@example.com', role: 'owner' }
    await desk.register(webhookRoutes, { worker, guard: (async () => owner) as never, limiter })
    const replay = () => desk.inject({ method: 'POST', url: `/api/desk/webhooks/deliveries/msg_${'0'.repeat(32)}/replay` })
    for (let i = 0; i < CHANGES_PER_MINUTE; i++) expect((await replay()).statusCode).toBe(404)
    const held = await replay()
    expect(held.statusCode).toBe(429)
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0)
    expect((await desk.inject({ url: '/api/desk/webhooks' })).statusCode).toBe(200)
  })
})

describe.skipIf(!PG_URL)('two apps on one PostgreSQL', () => {
  it('their workers, running at once, make and send each lead once', async () => {
    const clock = testClock()
    const { store, again } = await backends[1]!.open()
    const one = await appOn(store, clock)
    const two = await appOn(again!(), clock)
    const hook = await receiver(() => false)
    const endpoint = await addEndpoint(one.app, hook.url)
    const ids: string[] = []
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 4; i++) ids.push(await postLead(i % 2 ? one.app : two.app))
      const passes = await Promise.all([
        one.app.webhooks.runOnce(),
        two.app.webhooks.runOnce(),
        one.app.webhooks.runOnce(),
        two.app.webhooks.runOnce(),
      ])
      expect(passes.reduce((n, p) => n + p.enqueued, 0)).toBe(4)
      expect(passes.reduce((n, p) => n + p.delivered, 0)).toBe(4)
    }
    const received = hook.received.map((r) => r.id)
    expect(new Set(received).size).toBe(received.length)
    const verifier = new Webhook(endpoint.secret)
    expect(hook.received.map((r) => (verifier.verify(r.body, r.headers) as { data: { id: string } }).data.id).sort()).toEqual(
      [...ids].sort(),
    )
  })
})

describe("the webhooks' tables made anew on SQLite (migration 9)", () => {
  it('keeps every message and attempt, the attempts still going with their message; a lead may have a message per change', async () => {
    const dir = tempDir('webhooks-v9-')
    dirs.push(dir)
    const file = path.join(dir, 'leads.db')
    const old = new Database(file)
    old.pragma('foreign_keys = ON')
    old.exec('CREATE TABLE migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)')
    for (const m of MIGRATIONS.filter((m) => m.version < 9)) {
      old.exec(m.sqlite)
      old.prepare('INSERT INTO migrations VALUES (?, ?, ?)').run(m.version, m.name, '2026-01-01')
    }
    old.exec(`INSERT INTO webhook_endpoints (id, url, secret, events, created_at) VALUES ('ep_1', 'https://crm.example/hook', 's', 'lead.created', 1);
      INSERT INTO webhook_messages (id, endpoint_id, event, lead_id, payload, attempts, delivered_at, created_at)
        VALUES ('msg_1', 'ep_1', 'lead.created', 'lead-1', '{"a":1}', 2, 5, 1);
      INSERT INTO webhook_attempts (message_id, kind, at, status, ok, response, duration_ms) VALUES ('msg_1', 'auto', 2, 503, 0, 'down', 3), ('msg_1', 'auto', 5, 200, 1, 'thanks', 4);`)
    old.close()
    const store = new SqliteLeadStore(file)
    await store.migrate()
    await store.close()
    const db = new Database(file)
    db.pragma('foreign_keys = ON')
    try {
      expect(db.prepare('SELECT id, lead_id, change_id, payload, attempts, delivered_at FROM webhook_messages').all()).toEqual([
        { id: 'msg_1', lead_id: 'lead-1', change_id: 0, payload: '{"a":1}', attempts: 2, delivered_at: 5 },
      ])
      expect(db.prepare('SELECT message_id, status, response FROM webhook_attempts ORDER BY seq').all()).toEqual([
        { message_id: 'msg_1', status: 503, response: 'down' },
        { message_id: 'msg_1', status: 200, response: 'thanks' },
      ])
      const add = db.prepare(
        "INSERT INTO webhook_messages (id, endpoint_id, event, lead_id, change_id, payload, created_at) VALUES (?, 'ep_1', 'lead.status_changed', 'lead-1', ?, '{}', 1)",
      )
      add.run('msg_2', 7)
      add.run('msg_3', 8)
      expect(() => add.run('msg_4', 8)).toThrow(/UNIQUE/)
      db.prepare("DELETE FROM webhook_messages WHERE id = 'msg_1'").run()
      expect(db.prepare('SELECT count(*) AS n FROM webhook_attempts').get()).toEqual({ n: 0 })
    } finally {
      db.close()
    }
  })
})
