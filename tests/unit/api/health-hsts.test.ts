/**
 * /healthz says `degraded` — in public too — for every warning api/README.md calls degraded (a TRUST_PROXY hop count
 * larger than the chain in front among them: spoofable client addresses are not "ok"), and HSTS=auto puts
 * Strict-Transport-Security on every kind of answer to an HTTPS request: routes, the malformed-URL 400 Fastify answers
 * before routing, CONNECT, and the 400/431 Node's parser leaves to the app, written on the socket.
 */
import fs from 'node:fs'
import net from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import type { Config } from '../../../api/config'
import { freePort } from '../../helpers/free-port'
import { ADMIN_HEADERS, asBrowser, makeApp, formToken, type TestApp, until, validLead } from './helpers'

let t: TestApp | undefined
afterEach(async () => {
  await t?.cleanup()
  t = undefined
})

/** The warnings the README's health section calls degraded (the backticked names of its `degraded` bullet). */
function readmeDegradedWarnings(): string[] {
  const readme = fs.readFileSync(new URL('../../../api/README.md', import.meta.url), 'utf8')
  const bullet = /^- `200 \{ status: "degraded", warnings \}`[\s\S]*?(?=\n- |\n\n)/m.exec(readme)?.[0]
  if (!bullet) throw new Error('api/README.md: no degraded bullet in "Health"')
  return [...bullet.matchAll(/`([a-z]+(?:-[a-z]+)+)`/g)].map((m) => m[1]!)
}

describe('/healthz', () => {
  const health = async (headers: Record<string, string> = {}) => {
    const res = await t!.app.inject({ url: '/healthz', headers })
    return { code: res.statusCode, body: res.json() as { status: string; warnings?: string[] } }
  }
  /** Public: the status alone; with the token: the warning named. */
  const expectDegraded = async (warning: string) => {
    expect(await health(), warning).toEqual({ code: 200, body: { status: 'degraded' } })
    const details = await health(ADMIN_HEADERS)
    expect(details.body.status, warning).toBe('degraded')
    expect(details.body.warnings, warning).toContain(warning)
  }
  const seen = new Set<string>()

  it('says degraded for a TRUST_PROXY hop count larger than the chain in front (TRUST_PROXY=3 behind one proxy)', async () => {
    t = await makeApp({ trustProxy: 3 })
    // Through three proxies, each adding the address it saw: as configured.
    expect(await health({ 'x-forwarded-for': '203.0.113.9, 10.0.0.1, 10.0.0.2' })).toEqual({ code: 200, body: { status: 'ok' } })
    // A visitor through one proxy: one address in X-Forwarded-For; any client can now choose the address the limits see.
    await t.app.inject({ url: '/', headers: { 'x-forwarded-for': '203.0.113.9' } })
    await expectDegraded('trust-proxy-too-many-hops')
    seen.add('trust-proxy-too-many-hops')
  })

  it('says degraded while mail fails, the outbox backs up and waits', async () => {
    const closed = await freePort() // nothing listens there: every delivery fails
    t = await makeApp(
      { smtpUrl: `smtp://127.0.0.1:${closed}`, notifyTo: 'office@example.com' },
      { outbox: { intervalMs: 50 }, health: { cacheMs: 0, outboxMaxPending: 0, outboxMaxAgeMs: 0 } },
    )
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', ...asBrowser(validLead(), await formToken(t.app)) })
    expect(res.statusCode).toBe(201)
    await until(async () => (await health(ADMIN_HEADERS)).body.warnings?.includes('mail-failing') ?? false, 10_000, 'mail-failing')
    for (const warning of ['mail-failing', 'outbox-backlog', 'outbox-delayed']) {
      await expectDegraded(warning)
      seen.add(warning)
    }
  })

  it('says degraded on a low or nearly full disk that still takes writes', async () => {
    t = await makeApp({}, { health: { cacheMs: 0 } })
    const fsp = await import('node:fs/promises')
    const statfs = fsp.default.statfs
    try {
      for (const [warning, blocks] of [
        ['disk-low', 8_192], // 32 MiB free
        ['disk-full', 128], // 512 KiB free
      ] as const) {
        fsp.default.statfs = (async () => ({ bavail: blocks, bsize: 4096 })) as unknown as typeof statfs
        await expectDegraded(warning)
        seen.add(warning)
      }
    } finally {
      fsp.default.statfs = statfs
    }
  })

  it('covers every warning api/README.md calls degraded', () => {
    const documented = readmeDegradedWarnings()
    expect(documented.length).toBeGreaterThanOrEqual(6)
    expect([...seen].sort()).toEqual([...documented].sort())
  })
})

// ---------------------------------------------------------------------------------------------------------------

const HSTS = /^strict-transport-security: max-age=31536000$/im

/** Writes `text` on a new connection and returns the answer's head (the server closes after these answers). */
async function raw(port: number, text: string): Promise<string> {
  const socket = net.connect(port, '127.0.0.1')
  await new Promise((r) => socket.once('connect', r))
  let answer = ''
  socket.on('data', (d) => (answer += d))
  socket.on('error', () => {})
  socket.write(text)
  await new Promise((r) => socket.once('close', r))
  return answer.split('\r\n\r\n', 1)[0]!
}

async function listening(overrides: Partial<Config>) {
  t = await makeApp(overrides)
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  return (t.app.server.address() as net.AddressInfo).port
}

const big = `X-Big: ${'a'.repeat(20_000)}\r\n` // past Node's 16 KB of headers: 431
const tooLarge = (proto?: string) => `GET / HTTP/1.1\r\nHost: x\r\n${proto ? `X-Forwarded-Proto: ${proto}\r\n` : ''}${big}\r\n`
const malformed = (proto?: string) => `GET / HTTP/1.1\r\nHost: x\r\n${proto ? `X-Forwarded-Proto: ${proto}\r\n` : ''}Bad Header\r\n\r\n`

describe('HSTS=auto on every kind of answer to an HTTPS request', () => {
  it('puts it on the malformed-URL 400 answered before routing, as on routes, through a trusted proxy only', async () => {
    t = await makeApp({ trustProxy: ['loopback'] })
    const get = (url: string, headers: Record<string, string> = {}) => t!.app.inject({ url, headers })
    for (const url of ['/', '/%c0', '/api/%E0%A4%A']) {
      const https = await get(url, { 'x-forwarded-proto': 'https' })
      expect(https.headers['strict-transport-security'], url).toBe('max-age=31536000')
      expect((await get(url)).headers['strict-transport-security'], url).toBeUndefined()
      expect((await get(url, { 'x-forwarded-proto': 'http' })).headers['strict-transport-security'], url).toBeUndefined()
    }
    await t.cleanup()
    t = await makeApp({ trustProxy: false }) // no proxy trusted: a client's X-Forwarded-Proto means nothing
    expect((await get('/%c0', { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBeUndefined()
  })

  it("puts it on the 431 and Node's own 400 written on the socket, and on CONNECT, when a trusted proxy says HTTPS", async () => {
    const port = await listening({ trustProxy: 1 })
    // Before any HTTPS request: only what the bytes say counts.
    expect(await raw(port, tooLarge())).not.toMatch(HSTS)
    expect(await raw(port, tooLarge('http'))).not.toMatch(HSTS)
    const answer = await raw(port, tooLarge('https'))
    expect(answer).toMatch(/^HTTP\/1\.1 431 /)
    expect(answer).toMatch(HSTS)
    expect(answer).toMatch(/^x-content-type-options: nosniff$/im)
    const bad = await raw(port, malformed('https'))
    expect(bad).toMatch(/^HTTP\/1\.1 400 /)
    expect(bad).toMatch(HSTS)
    expect(await raw(port, malformed())).not.toMatch(HSTS)
    const connect = await raw(port, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\nX-Forwarded-Proto: https\r\n\r\n')
    expect(connect).toMatch(/^HTTP\/1\.1 405 /)
    expect(connect).toMatch(HSTS)
    expect(await raw(port, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n')).not.toMatch(HSTS)
  })

  it('once the server has answered HTTPS, puts it on socket answers whose bytes do not say (browsers ignore it on HTTP)', async () => {
    const port = await listening({ trustProxy: ['loopback'] })
    expect(await raw(port, 'NOT HTTP AT ALL\r\n\r\n')).not.toMatch(HSTS)
    await fetch(`http://127.0.0.1:${port}/`, { headers: { 'x-forwarded-proto': 'https' } })
    const answer = await raw(port, 'NOT HTTP AT ALL\r\n\r\n')
    expect(answer).toMatch(/^HTTP\/1\.1 400 /)
    expect(answer).toMatch(HSTS)
    expect(await raw(port, tooLarge('http'))).not.toMatch(HSTS) // a proxy that says plain HTTP is believed
  })

  it('never trusts the bytes of a client that is not a trusted proxy; HSTS=on and off as configured', async () => {
    let port = await listening({ trustProxy: false })
    expect(await raw(port, tooLarge('https'))).not.toMatch(HSTS)
    await t!.cleanup()
    port = await listening({ hsts: 'on' })
    expect(await raw(port, tooLarge())).toMatch(HSTS)
    expect(await raw(port, malformed())).toMatch(HSTS)
    await t!.cleanup()
    port = await listening({ hsts: 'off', trustProxy: 1 })
    expect(await raw(port, tooLarge('https'))).not.toMatch(HSTS)
  })
})
