/**
 * Faults a deployment meets, against the real app and the real SQLite store: a full disk (an injected
 * SQLITE_FULL on every write: the tiny-filesystem version runs in tests/bench/faults.ts), a deleted database
 * file (really deleted), a change to the data folder refused right after a commit, a stalled disk (the database
 * threads really stop answering), a client sending its body one byte at a time. In each: /healthz tells the truth
 * quickly, POST answers 503 instead of hanging or lying, and every lead answered 201 is stored.
 */
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { SqliteLeadStore } from '../../../api/store/sqlite'
import type { Lead } from '../../../api/store/types'
import { ADMIN_TOKEN, asBrowser, makeApp, formToken, removeDir, type TestApp, tempDir, until, validLead, ADMIN_HEADERS } from './helpers'

let t: TestApp | undefined
let store: SqliteLeadStore | undefined
const dirs: string[] = []
afterEach(async () => {
  store?.faults.stall(false)
  await t?.cleanup()
  t = undefined
  store = undefined
  dirs.splice(0).forEach(removeDir)
})

async function setup(overrides: Parameters<typeof makeApp>[0] = {}) {
  const dir = tempDir('faults-')
  dirs.push(dir)
  const storeTimeoutMs = overrides.storeTimeoutMs ?? 5_000
  store = new SqliteLeadStore(path.join(dir, 'leads.db'), { timeoutMs: storeTimeoutMs })
  t = await makeApp({ rateLimitMax: 1000, ...overrides }, { store, health: { timeoutMs: 300, cacheMs: 0 } })
  return { app: t.app, store, token: await formToken(t.app) }
}

let n = 0
const post = (app: TestApp['app'], token: string) =>
  app.inject({ method: 'POST', url: '/api/contact', ...asBrowser({ ...validLead(), message: `Granite island number ${n++}.` }, token) })

const listIds = async (app: TestApp['app']) =>
  new Set(
    (
      (
        await app.inject({ url: '/api/contact-requests?status=all&pageSize=100', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })
      ).json() as {
        items: Lead[]
      }
    ).items.map((l) => l.id),
  )

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = Date.now()
  const result = await fn()
  return [result, Date.now() - started]
}

describe('faults', () => {
  it('full disk: /healthz 503 write-failed, POST 503; back to 200 and 201 when space returns, no 201 lost', async () => {
    const { app, store, token } = await setup()
    const answered: string[] = []
    for (let i = 0; i < 3; i++) answered.push((await post(app, token)).json().id)
    expect((await app.inject({ url: '/healthz', headers: ADMIN_HEADERS })).statusCode).toBe(200)

    await store.faults.failWrites({ code: 'SQLITE_FULL', message: 'database or disk is full' })
    const refused = await post(app, token)
    expect(refused.statusCode).toBe(503)
    expect(refused.headers['retry-after']).toBeDefined()
    const health = await app.inject({ url: '/healthz', headers: ADMIN_HEADERS })
    expect(health.statusCode).toBe(503)
    expect(health.json()).toMatchObject({
      status: 'unavailable',
      reasons: ['write-failed'],
      checks: { write: expect.stringContaining('SQLITE_FULL') },
    })

    await store.faults.failWrites(null)
    expect((await app.inject({ url: '/healthz', headers: ADMIN_HEADERS })).statusCode).toBe(200)
    const again = await post(app, token)
    expect(again.statusCode).toBe(201)
    answered.push(again.json().id)
    const stored = await listIds(app)
    for (const id of answered) expect(stored.has(id)).toBe(true)
    // The refused lead was not written: nothing is stored but what was answered 201 (its 503 carries no id to look for).
    expect(refused.json()).toEqual({ error: expect.stringMatching(/could not be saved/) })
    expect([...stored].sort()).toEqual([...answered].sort())
  })

  for (const cacheMs of [0, 1_000]) {
    it(`a lead write that fails while the write probe passes: /healthz 503 write-failed (probe cache ${cacheMs} ms), 200 after a lead is stored again`, async () => {
      const dir = tempDir('faults-')
      dirs.push(dir)
      store = new SqliteLeadStore(path.join(dir, 'leads.db'))
      t = await makeApp({ rateLimitMax: 1000 }, { store, health: { timeoutMs: 300, cacheMs } })
      const app = t.app
      const token = await formToken(app)
      expect((await post(app, token)).statusCode).toBe(201)
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200)

      // Only leads fail (a lead larger than what is left of the disk); the small probe row still commits.
      await store.faults.failLeads({ code: 'SQLITE_FULL', message: 'database or disk is full' })
      await new Promise((r) => setTimeout(r, cacheMs + 10)) // the probe result from before the failure has expired
      expect((await post(app, token)).statusCode).toBe(503)
      await store.probe() // the probe does pass
      for (let i = 0; i < 2; i++) {
        const health = await app.inject({ url: '/healthz', headers: ADMIN_HEADERS })
        expect(health.statusCode).toBe(503)
        expect(health.json()).toMatchObject({ reasons: ['write-failed'], checks: { write: expect.stringContaining('SQLITE_FULL') } })
        await new Promise((r) => setTimeout(r, cacheMs + 10))
      }
      // The public answer is the status alone.
      expect((await app.inject({ url: '/healthz' })).json()).toEqual({ status: 'unavailable' })

      await store.faults.failLeads(null)
      expect((await post(app, token)).statusCode).toBe(201)
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200)
    })
  }

  it('a change refused right after a commit (a filesystem turned read-only while it committed): 503, not 201; 201 again once the folder takes changes', async () => {
    const { app, store, token } = await setup()
    expect((await post(app, token)).statusCode).toBe(201)

    // The writer renames a marker next to leads.db after each commit; non-empty folders under both names refuse it.
    const dir = path.dirname(store.file)
    const marks = ['a', 'b'].map((x) => path.join(dir, `leads.db-commit-mark-${x}`))
    for (const mark of marks) {
      fs.rmSync(mark, { force: true })
      fs.mkdirSync(path.join(mark, 'full'), { recursive: true })
    }
    const refused = await post(app, token)
    expect(refused.statusCode).toBe(503)
    const health = await app.inject({ url: '/healthz', headers: ADMIN_HEADERS })
    expect(health.statusCode).toBe(503)
    expect(health.json()).toMatchObject({
      reasons: ['write-failed'],
      checks: { write: expect.stringMatching(/refused a change right after a commit/) },
    })

    for (const mark of marks) fs.rmSync(mark, { recursive: true })
    const again = await post(app, token)
    expect(again.statusCode).toBe(201)
    expect((await listIds(app)).has(again.json().id)).toBe(true)
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200)
  })

  it('deleted database file: detected before the next commit, 503 with a reason, then made again and merged without a restart', async () => {
    const { app, store, token } = await setup()
    const answered: string[] = []
    for (let i = 0; i < 3; i++) answered.push((await post(app, token)).json().id)

    fs.rmSync(store.file)
    const after = await Promise.all(Array.from({ length: 5 }, () => post(app, token)))
    expect(after.map((r) => r.statusCode)).toEqual(Array(5).fill(503))
    const health = await app.inject({ url: '/healthz', headers: ADMIN_HEADERS })
    if (health.statusCode === 503)
      expect(health.json()).toMatchObject({
        reasons: ['database-file-gone'],
        checks: { write: expect.stringMatching(/leads\.db was deleted/) },
      })

    // Without a restart: within 5 s the store made leads.db again, merged the rescue copy back, and takes leads.
    const started = Date.now()
    let again = await post(app, token)
    while (again.statusCode !== 201 && Date.now() - started < 5_000) {
      await new Promise((r) => setTimeout(r, 50))
      again = await post(app, token)
    }
    expect(again.statusCode).toBe(201)
    answered.push(again.json().id)
    const ids = await listIds(app)
    expect(answered.filter((id) => !ids.has(id))).toEqual([])
    expect(fs.readdirSync(path.dirname(store.file)).some((f) => f.startsWith('leads.db.merged-'))).toBe(true)
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200)
  })

  it('stalled disk: POST 503 within the store deadline, /healthz 503 "stalled" at once, pages unaffected; nothing answered 201 lost', async () => {
    const { app, store, token } = await setup({ storeTimeoutMs: 600 })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`
    const answered: string[] = [(await post(app, token)).json().id]

    store.faults.stall(true)
    const [stalledPost, postMs] = await timed(() => post(app, token))
    expect(stalledPost.statusCode).toBe(503)
    expect(stalledPost.headers['retry-after']).toBe('10')
    expect(postMs).toBeLessThan(1_500)

    // A lead-list read waits on the stalled disk off the main thread: pages and /healthz keep answering.
    const listing = fetch(`${base}/api/contact-requests`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })
    const [page, pageMs] = await timed(() => fetch(`${base}/`))
    expect(page.status).toBe(200)
    expect(pageMs).toBeLessThan(250)
    const [health, healthMs] = await timed(() => fetch(`${base}/healthz`, { headers: ADMIN_HEADERS }))
    expect(health.status).toBe(503)
    expect(((await health.json()) as { reasons: string[] }).reasons).toEqual(['stalled'])
    expect(healthMs).toBeLessThan(1_000)
    expect((await listing).status).toBe(503)

    store.faults.stall(false)
    await until(async () => (await fetch(`${base}/healthz`, { headers: ADMIN_HEADERS })).status === 200, 5_000, 'health back to 200')
    const later = await post(app, token)
    expect(later.statusCode).toBe(201)
    answered.push(later.json().id)
    const stored = await listIds(app)
    for (const id of answered) expect(stored.has(id)).toBe(true)
  })

  it('cuts a client that sends its body one byte at a time with a 408 within the request timeout', async () => {
    const { app } = await setup({ requestTimeoutMs: 1_000 })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as net.AddressInfo
    const socket = net.connect(port, '127.0.0.1')
    await new Promise((r) => socket.once('connect', r))
    const started = Date.now()
    const body = JSON.stringify(validLead())
    socket.write(`POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`)
    let sent = 0
    const drip = setInterval(() => socket.writable && sent < body.length && socket.write(body[sent++]!), 200)
    let response = ''
    socket.on('data', (d) => (response += d))
    await new Promise((r) => socket.once('close', r))
    clearInterval(drip)
    const elapsed = Date.now() - started
    expect(response).toMatch(/^HTTP\/1\.1 408 /)
    expect(response).toMatch(/connection: close/i)
    expect(response).toMatch(/content-security-policy: /i)
    expect(elapsed).toBeGreaterThanOrEqual(900)
    expect(elapsed).toBeLessThan(2_000)
    expect(sent).toBeLessThan(body.length)
  })

  it('cuts a client that never finishes its headers', async () => {
    const { app } = await setup({ requestTimeoutMs: 1_000 })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as net.AddressInfo
    const socket = net.connect(port, '127.0.0.1')
    await new Promise((r) => socket.once('connect', r))
    const started = Date.now()
    socket.write('GET / HTTP/1.1\r\nHost: x\r\n')
    const drip = setInterval(() => socket.writable && socket.write('X-Slow: 1\r\n'), 200)
    let response = ''
    socket.on('data', (d) => (response += d))
    await new Promise((r) => socket.once('close', r))
    clearInterval(drip)
    expect(response).toMatch(/^HTTP\/1\.1 408 /)
    expect(response).toMatch(/x-content-type-options: nosniff/i)
    expect(Date.now() - started).toBeLessThan(3_500)
  })

  it('caps the open connections per process (MAX_CONNECTIONS): one more is closed at once, the others still served', async () => {
    const { app } = await setup({ maxConnections: 3 })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as net.AddressInfo
    const open = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const socket = net.connect(port, '127.0.0.1')
        await new Promise((r) => socket.once('connect', r))
        return socket
      }),
    )
    await new Promise((r) => setTimeout(r, 100))
    const extra = net.connect(port, '127.0.0.1')
    let answer = ''
    extra.on('data', (d) => (answer += d))
    extra.on('error', () => {})
    extra.write('GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n')
    await new Promise((r) => extra.once('close', r))
    expect(answer).toBe('') // dropped, not queued
    open[0]!.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
    let served = ''
    open[0]!.on('data', (d) => (served += d))
    await new Promise((r) => open[0]!.once('close', r))
    expect(served).toMatch(/^HTTP\/1\.1 200 /)
    for (const socket of open) socket.destroy()
  })
})
