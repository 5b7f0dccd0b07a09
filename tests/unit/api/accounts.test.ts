/**
 * The owner's desk accounts (api/accounts/) through the app, on SQLite and — under tests/pg.sh — PostgreSQL: the
 * command line makes the first owner, sign-in and its cookie, throttling, CSRF and cross-site refusals, session
 * fixation, sign-out (here and everywhere), idle and absolute expiry on a moved clock, roles, the audit log, the guard
 * other modules take.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import accountsPlugin, { deskGuard, requireRole, SIGN_IN_ACCOUNT_MAX, SIGN_IN_CLIENT_MAX } from '../../../api/accounts/index'
import { hashPassword } from '../../../api/accounts/password'
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../../../api/accounts/sessions'
import { AccountStore } from '../../../api/accounts/store'
import type { Config } from '../../../api/config'
import { MemoryRateLimiter } from '../../../api/rate-limiter'
import { PgLeadStore } from '../../../api/store/postgres'
import { SqliteLeadStore } from '../../../api/store/sqlite'
import type { LeadStore } from '../../../api/store/types'
import { uuidv7 } from '../../../api/uuid'
import { ADMIN_HEADERS, json, makeApp, removeDir, type TestApp, tempDir } from './helpers'
import { PG_URL, pgSchemas } from './pg-schemas'

const pgTest = pgSchemas()
const OWNER = { email: 'owner@example.com', password: 'owner-password-123' }

/** A PostgreSQL URL whose connections work in `schema` (for the app and the command line alike). */
const schemaUrl = (schema: string) => {
  const url = new URL(PG_URL!)
  url.searchParams.set('options', `-c search_path=${schema}`)
  return url.toString()
}

interface Backend {
  name: string
  skip: boolean
  /** Where a new database lives: the app's config and the command line's environment. */
  place(): Promise<{ overrides: Partial<Config>; env: Record<string, string>; store(): LeadStore; cleanup(): void }>
}

const backends: Backend[] = [
  {
    name: 'sqlite',
    skip: false,
    async place() {
      const dir = tempDir('accounts-')
      const dataDir = path.join(dir, 'data')
      return {
        overrides: { dataDir },
        env: { DATA_DIR: dataDir },
        store: () => new SqliteLeadStore(path.join(dataDir, 'leads.db')),
        cleanup: () => removeDir(dir),
      }
    },
  },
  {
    name: 'postgres',
    skip: !PG_URL,
    async place() {
      const schema = await pgTest.create()
      const url = schemaUrl(schema)
      return {
        overrides: { databaseUrl: url },
        env: { DATABASE_URL: url },
        store: () => new PgLeadStore(pgTest.options(schema)),
        cleanup() {},
      }
    },
  },
]

/** Runs `npm run desk:user` (the script itself) as a child process. */
function cli(args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _d, DATA_DIR: _a, DESK_PASSWORD: _p, ...rest } = process.env
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'api/accounts/cli.ts', ...args], {
    env: { ...rest, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return { status: run.status, out: `${run.stdout}${run.stderr}` }
}

type Inject = { inject: FastifyInstance['inject'] }

/** A browser tab of the desk: its cookie and CSRF token once signed in, its address (X-Forwarded-For: TRUST_PROXY=1). */
class Tab {
  cookie = ''
  csrf = ''
  constructor(
    readonly app: Inject,
    readonly ip = '203.0.113.1',
  ) {}

  async signIn(email: string, password: string, headers: Record<string, string> = {}) {
    const res = await this.app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in',
      ...json({ email, password }, { 'x-forwarded-for': this.ip, ...(this.cookie ? { cookie: this.cookie } : {}), ...headers }),
    })
    const set = res.headers['set-cookie']
    if (res.statusCode === 200 && typeof set === 'string') {
      this.cookie = set.split(';', 1)[0]!
      this.csrf = res.json().csrfToken
    }
    return res
  }

  /** A request with this tab's cookie, CSRF token and a same-origin browser's headers (unless `headers` change them). */
  send(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, headers: Record<string, string> = {}) {
    const base = { cookie: this.cookie, 'x-csrf-token': this.csrf, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': this.ip, ...headers }
    const all = Object.fromEntries(Object.entries(base).filter(([, value]) => value !== ''))
    return body === undefined ? this.app.inject({ method, url, headers: all }) : this.app.inject({ method, url, ...json(body, all) })
  }
}

const auditOf = async (owner: Tab) =>
  (await owner.send('GET', '/api/accounts/audit?pageSize=100')).json().items as Record<string, unknown>[]

describe('passwords', () => {
  it('are argon2id hashes with their parameters, made off the event loop (timers keep firing while one is made)', async () => {
    let ticks = 0
    const timer = setInterval(() => ticks++, 1)
    const started = performance.now()
    const hashed = await hashPassword('correct horse battery staple')
    const ms = performance.now() - started
    clearInterval(timer)
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$/)
    // A hash takes tens of milliseconds (55 ms on the idle development machine); the loop ran on meanwhile.
    expect(ms).toBeGreaterThan(10)
    expect(ticks).toBeGreaterThanOrEqual(3)
  })
})

for (const backend of backends) {
  describe.skipIf(backend.skip)(`desk accounts on ${backend.name}`, () => {
    let t: TestApp
    let place: Awaited<ReturnType<Backend['place']>>
    let owner: Tab
    let cliOut = ''

    beforeAll(async () => {
      place = await backend.place()
      const made = cli(['--email', 'Owner@Example.com', '--role', 'owner', '--name', 'Pat Owner'], {
        ...place.env,
        DESK_PASSWORD: OWNER.password,
      })
      cliOut = made.out
      expect(made.status, made.out).toBe(0)
      t = await makeApp({ ...place.overrides, trustProxy: 1 })
      owner = new Tab(t.app, '203.0.113.10')
      expect((await owner.signIn(OWNER.email, OWNER.password)).statusCode).toBe(200)
    }, 60_000)
    afterAll(async () => {
      await t?.cleanup()
      place?.cleanup()
    })

    /** A user the owner makes through the API; a tab signed in as it. */
    async function user(role: 'owner' | 'marketer', name = 'Sam') {
      const email = `${role}-${uuidv7().slice(-12)}@example.com`
      const password = `${role}-password-${email.length}`
      const res = await owner.send('POST', '/api/accounts/users', { email, name, role, password })
      expect(res.statusCode, res.body).toBe(201)
      return { email, password, id: res.json().user.id as string }
    }

    it('the command line makes the first owner, who signs in through the API; it resets a password and refuses a short one', async () => {
      expect(cliOut).toContain('Created owner owner@example.com')
      const session = await owner.send('GET', '/api/accounts/session')
      expect(session.statusCode).toBe(200)
      expect(session.json()).toMatchObject({ user: { email: OWNER.email, name: 'Pat Owner', role: 'owner' }, csrfToken: owner.csrf })

      const short = cli(['--email', OWNER.email, '--role', 'owner'], { ...place.env, DESK_PASSWORD: 'too-short' })
      expect(short.status).toBe(2)
      expect(short.out).toContain('at least 12 characters')
      expect(cli(['--email', 'not-an-address', '--role', 'owner'], { ...place.env, DESK_PASSWORD: 'long-enough-password' }).status).toBe(2)

      const m = await user('marketer')
      const reset = cli(['--email', m.email, '--role', 'marketer'], { ...place.env, DESK_PASSWORD: 'a-brand-new-password' })
      expect(reset.status, reset.out).toBe(0)
      expect(reset.out).toContain(`Password reset for ${m.email}`)
      expect((await new Tab(t.app, '203.0.113.2').signIn(m.email, m.password)).statusCode).toBe(401)
      expect((await new Tab(t.app, '203.0.113.2').signIn(m.email, 'a-brand-new-password')).statusCode).toBe(200)
    }, 30_000)

    it('sign-in sets an HttpOnly, SameSite=Strict cookie for the whole site, Secure only behind HTTPS; the answers are no-store, noindex', async () => {
      const tab = new Tab(t.app, '203.0.113.3')
      const plain = await tab.signIn(OWNER.email, OWNER.password)
      expect(plain.statusCode).toBe(200)
      expect(plain.headers['set-cookie']).toMatch(/^desk_session=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Strict$/)
      expect(plain.headers['cache-control']).toBe('no-store')
      expect(plain.headers['x-robots-tag']).toBe('noindex')
      expect(plain.json()).toEqual({ user: expect.objectContaining({ email: OWNER.email, role: 'owner' }), csrfToken: expect.any(String) })
      expect(JSON.stringify(plain.json())).not.toContain('argon2')

      const https = await new Tab(t.app, '203.0.113.3').signIn(OWNER.email, OWNER.password, { 'x-forwarded-proto': 'https' })
      expect(https.headers['set-cookie']).toMatch(/; HttpOnly; SameSite=Strict; Secure$/)
    })

    it('after 5 wrong passwords the account answers 429 with Retry-After, even with the right one; an unknown e-mail is answered like a wrong password', async () => {
      const m = await user('marketer')
      const times: number[] = []
      for (let i = 0; i < SIGN_IN_ACCOUNT_MAX; i++) {
        const started = performance.now()
        const res = await new Tab(t.app, `198.51.100.${i + 1}`).signIn(m.email, `wrong-password-${i}`)
        times.push(performance.now() - started)
        expect(res.statusCode).toBe(401)
        expect(res.json()).toEqual({ error: 'Wrong e-mail or password' })
      }
      const locked = await new Tab(t.app, '198.51.100.99').signIn(m.email, m.password)
      expect(locked.statusCode).toBe(429)
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
      expect(locked.headers['set-cookie']).toBeUndefined()

      const started = performance.now()
      const unknown = await new Tab(t.app, '198.51.100.50').signIn('nobody-here@example.com', 'whatever-password')
      const unknownMs = performance.now() - started
      expect(unknown.statusCode).toBe(401)
      expect(unknown.json()).toEqual({ error: 'Wrong e-mail or password' })
      // The unknown e-mail is checked against a dummy hash: the same work as a wrong password (argon2id, tens of ms).
      const median = times.sort((a, b) => a - b)[Math.floor(times.length / 2)]!
      expect(unknownMs).toBeGreaterThan(median / 3)
    }, 30_000)

    it(`after ${SIGN_IN_CLIENT_MAX} failed sign-ins from one address it answers 429 there, even with the right password; other addresses sign in`, async () => {
      const tab = new Tab(t.app, '192.0.2.77')
      for (let i = 0; i < SIGN_IN_CLIENT_MAX; i++)
        expect((await tab.signIn(`guess-${i}@example.com`, 'guessed-password')).statusCode).toBe(401)
      const res = await tab.signIn(OWNER.email, OWNER.password)
      expect(res.statusCode).toBe(429)
      expect(res.headers['retry-after']).toBeDefined()
      expect((await new Tab(t.app, '192.0.2.78').signIn(OWNER.email, OWNER.password)).statusCode).toBe(200)
    }, 60_000)

    it('an unsafe request without the CSRF token, from another site or another origin changes nothing and is not audited', async () => {
      const email = 'forged@example.com'
      const body = { email, name: 'Forged', role: 'owner', password: 'forged-password-1' }
      const cases: [string, Record<string, string>][] = [
        ['no token', { 'x-csrf-token': '' }],
        ['a wrong token', { 'x-csrf-token': 'A'.repeat(43) }],
        ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
        ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
        ['another Origin', { 'sec-fetch-site': '', origin: 'https://evil.example' }],
        ['Origin null', { 'sec-fetch-site': '', origin: 'null' }],
      ]
      for (const [what, headers] of cases) {
        const res = await owner.send('POST', '/api/accounts/users', body, headers)
        expect(res.statusCode, what).toBe(403)
        expect(res.headers['cache-control']).toBe('no-store')
      }
      const victim = await user('marketer')
      for (const method of ['PATCH', 'DELETE'] as const) {
        const res = await owner.send(method, `/api/accounts/users/${victim.id}`, method === 'PATCH' ? { role: 'owner' } : undefined, {
          'sec-fetch-site': 'cross-site',
        })
        expect(res.statusCode, method).toBe(403)
      }
      const signOut = await owner.send('POST', '/api/accounts/sign-out', undefined, { 'x-csrf-token': '' })
      expect(signOut.statusCode).toBe(403)
      expect((await owner.send('GET', '/api/accounts/session')).statusCode).toBe(200)

      const users = (await owner.send('GET', '/api/accounts/users')).json().items as { email: string; role: string }[]
      expect(users.map((u) => u.email)).not.toContain(email)
      expect(users.find((u) => u.email === victim.email)?.role).toBe('marketer')
      const audit = await auditOf(owner)
      expect(audit.filter((e) => String(e.detail ?? '').includes(email))).toEqual([])
      expect(audit.filter((e) => e.target === victim.id && e.action !== 'user-created')).toEqual([])

      // The same request from this site with the token goes through.
      const ok = await owner.send('POST', '/api/accounts/users', body, { 'sec-fetch-site': '', origin: 'http://localhost:80' })
      expect(ok.statusCode, ok.body).toBe(201)
      // A sign-in posted by another site is refused before any password is looked at.
      const foreign = await new Tab(t.app, '203.0.113.4').signIn(OWNER.email, OWNER.password, { 'sec-fetch-site': 'cross-site' })
      expect(foreign.statusCode).toBe(403)
      expect(foreign.headers['set-cookie']).toBeUndefined()
    })

    it('session fixation fails: a cookie chosen before sign-in is never the session after it', async () => {
      const planted = `desk_session=${'x'.repeat(43)}`
      const tab = new Tab(t.app, '203.0.113.5')
      tab.cookie = planted
      expect((await tab.signIn(OWNER.email, OWNER.password)).statusCode).toBe(200)
      expect(tab.cookie).not.toBe(planted)
      expect((await tab.send('GET', '/api/accounts/session', undefined, { cookie: planted })).statusCode).toBe(401)
      expect((await tab.send('GET', '/api/accounts/session')).statusCode).toBe(200)

      // An attacker's own valid session planted in the victim's browser: the victim's sign-in replaces and ends it.
      const m = await user('marketer')
      const attacker = new Tab(t.app, '203.0.113.6')
      await attacker.signIn(m.email, m.password)
      const victim = new Tab(t.app, '203.0.113.7')
      victim.cookie = attacker.cookie
      await victim.signIn(OWNER.email, OWNER.password)
      expect(victim.cookie).not.toBe(attacker.cookie)
      expect((await attacker.send('GET', '/api/accounts/session')).statusCode).toBe(401)
      expect((await victim.send('GET', '/api/accounts/session')).json().user.email).toBe(OWNER.email)
    })

    it('sign-out ends the session on the server: the old cookie is refused; sign-out everywhere ends the user’s other sessions', async () => {
      const m = await user('marketer')
      const a = new Tab(t.app, '203.0.113.8')
      await a.signIn(m.email, m.password)
      const kept = a.cookie
      const out = await a.send('POST', '/api/accounts/sign-out')
      expect(out.statusCode).toBe(204)
      expect(out.headers['set-cookie']).toMatch(/^desk_session=; Path=\/; Max-Age=0; HttpOnly; SameSite=Strict$/)
      expect((await a.send('GET', '/api/accounts/session', undefined, { cookie: kept })).statusCode).toBe(401)

      const phone = new Tab(t.app, '203.0.113.9')
      const laptop = new Tab(t.app, '203.0.113.9')
      await phone.signIn(m.email, m.password)
      await laptop.signIn(m.email, m.password)
      const ownerBefore = await owner.send('GET', '/api/accounts/session')
      expect((await laptop.send('POST', '/api/accounts/sign-out-everywhere')).statusCode).toBe(204)
      expect((await phone.send('GET', '/api/accounts/session')).statusCode).toBe(401)
      expect((await laptop.send('GET', '/api/accounts/session')).statusCode).toBe(401)
      expect(ownerBefore.statusCode).toBe(200)
      expect((await owner.send('GET', '/api/accounts/session')).statusCode).toBe(200) // another user's session stays

      const actions = (await auditOf(owner)).filter((e) => (e.actor as { id: string } | null)?.id === m.id).map((e) => e.action)
      expect(actions.slice(0, 4)).toEqual(['sign-out-everywhere', 'sign-in', 'sign-in', 'sign-out'])
    })

    it('a marketer can not list, add, change or delete users nor read the audit (403), and nothing changes', async () => {
      const m = await user('marketer')
      const other = await user('marketer')
      const tab = new Tab(t.app, '203.0.113.11')
      await tab.signIn(m.email, m.password)
      expect((await tab.send('GET', '/api/accounts/users')).statusCode).toBe(403)
      expect(
        (await tab.send('POST', '/api/accounts/users', { email: 'x-marketer@example.com', role: 'owner', password: 'marketer-made-it' }))
          .statusCode,
      ).toBe(403)
      expect((await tab.send('PATCH', `/api/accounts/users/${m.id}`, { role: 'owner' })).statusCode).toBe(403)
      expect((await tab.send('DELETE', `/api/accounts/users/${other.id}`)).statusCode).toBe(403)
      expect((await tab.send('GET', '/api/accounts/audit')).statusCode).toBe(403)
      const users = (await owner.send('GET', '/api/accounts/users')).json().items as { email: string; role: string }[]
      expect(users.map((u) => u.email)).toEqual(expect.arrayContaining([m.email, other.email]))
      expect(users.map((u) => u.email)).not.toContain('x-marketer@example.com')
      expect(users.find((u) => u.email === m.email)?.role).toBe('marketer')
    })

    it('the owner changes and deletes users; a deleted user’s session ends; bad input is a 400 with the field named', async () => {
      const m = await user('marketer')
      const tab = new Tab(t.app, '203.0.113.12')
      await tab.signIn(m.email, m.password)
      const changed = await owner.send('PATCH', `/api/accounts/users/${m.id}`, { name: 'Renamed', role: 'owner' })
      expect(changed.statusCode).toBe(200)
      expect(changed.json().user).toMatchObject({ name: 'Renamed', role: 'owner' })
      expect((await tab.send('GET', '/api/accounts/session')).json().user.role).toBe('owner')
      expect((await owner.send('DELETE', `/api/accounts/users/${m.id}`)).statusCode).toBe(204)
      expect((await tab.send('GET', '/api/accounts/session')).statusCode).toBe(401)
      expect((await owner.send('DELETE', `/api/accounts/users/${m.id}`)).statusCode).toBe(404)

      const bad = await owner.send('POST', '/api/accounts/users', { email: 'nope', role: 'admin', password: 'short' })
      expect(bad.statusCode).toBe(400)
      expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['email', 'password', 'role'])
      const taken = await owner.send('POST', '/api/accounts/users', { email: OWNER.email, role: 'owner', password: 'long-enough-password' })
      expect(taken.statusCode).toBe(409)
      expect(taken.json().fieldErrors.email).toBeDefined()
      expect((await owner.send('PATCH', `/api/accounts/users/${m.id}`, {})).statusCode).toBe(400)
      expect((await owner.send('PATCH', '/api/accounts/users/..%2f..', { name: 'x' })).statusCode).toBe(404)
      const badSignIn = await new Tab(t.app, '203.0.113.13').signIn('', '')
      expect(badSignIn.statusCode).toBe(400)
      expect(Object.keys(badSignIn.json().fieldErrors).sort()).toEqual(['email', 'password'])
    })

    it('the audit lists sign-ins and failures newest first, paged, with a client pseudonym and never a password', async () => {
      const tab = new Tab(t.app, '203.0.113.14')
      await tab.signIn(OWNER.email, 'not-the-password-at-all')
      await tab.signIn(OWNER.email, OWNER.password)
      const items = await auditOf(owner)
      expect(items[0]).toMatchObject({ action: 'sign-in', actor: { email: OWNER.email }, client: expect.stringMatching(/^[0-9a-f]{12}$/) })
      expect(items[1]).toMatchObject({ action: 'sign-in-failed', actor: null, target: OWNER.email, detail: 'wrong password' })
      expect(items[1]!.client).toBe(items[0]!.client)
      const text = JSON.stringify(items)
      expect(text).not.toContain('not-the-password-at-all')
      expect(text).not.toContain('203.0.113.14')
      const seqs = items.map((e) => e.seq as number)
      expect(seqs).toEqual([...seqs].sort((a, b) => b - a))

      const first = (await owner.send('GET', '/api/accounts/audit?pageSize=2')).json()
      expect(first.items).toHaveLength(2)
      const second = (await owner.send('GET', `/api/accounts/audit?pageSize=2&before=${first.nextCursor}`)).json()
      expect(second.items[0].seq).toBeLessThan(first.items[1].seq)
      expect((await owner.send('GET', '/api/accounts/audit?pageSize=1000')).statusCode).toBe(400)
    })

    it('HTML in a user’s name comes back as data (JSON), as it was typed', async () => {
      const name = '<img src=x onerror=alert(1)><script>alert("x")</script>'
      const m = await user('marketer', name)
      const res = await owner.send('GET', '/api/accounts/users')
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect((res.json().items as { id: string; name: string }[]).find((u) => u.id === m.id)?.name).toBe(name)
    })

    it('the ADMIN_TOKEN bearer counts as an owner (no cookie, no CSRF); a wrong bearer is 401', async () => {
      expect((await t.app.inject({ url: '/api/accounts/users', headers: ADMIN_HEADERS })).statusCode).toBe(200)
      expect(
        (await t.app.inject({ url: '/api/accounts/users', headers: { authorization: 'Bearer wrong-token-0000000000' } })).statusCode,
      ).toBe(401)
      expect((await t.app.inject({ url: '/api/accounts/users' })).statusCode).toBe(401)
    })
  })

  describe.skipIf(backend.skip)(`desk sessions on a moved clock, the last owner, the guard, on ${backend.name}`, () => {
    let place: Awaited<ReturnType<Backend['place']>>
    const stores: LeadStore[] = []
    const apps: FastifyInstance[] = []
    let clock = Date.parse('2026-12-01T09:00:00Z')
    let ownerId = ''

    /** The accounts plugin alone on `store`, with the moved clock, and routes guarded by deskGuard. */
    async function appOnClock(store = stores[0]!) {
      const options = { store, limiter: new MemoryRateLimiter(), now: () => clock }
      const app: FastifyInstance = Fastify({ trustProxy: '127.0.0.1' })
      await app.register(accountsPlugin, options)
      const guard = deskGuard(options)
      const ownerOnly = requireRole('owner', guard)
      app.post('/api/test/guarded', async (request, reply) => {
        const user = await guard(request, reply)
        return user ? { user } : reply
      })
      app.get('/api/test/owner-only', async (request, reply) => {
        const user = await ownerOnly(request, reply)
        return user ? { user } : reply
      })
      apps.push(app)
      return app
    }

    beforeAll(async () => {
      place = await backend.place()
      const store = place.store()
      await store.migrate()
      stores.push(store)
      const made = await new AccountStore(store).upsertFromCli(
        { id: uuidv7(), email: OWNER.email, role: 'owner', passwordHash: await hashPassword(OWNER.password) },
        clock,
      )
      ownerId = made.user.id
    })
    afterAll(async () => {
      await Promise.all(apps.map((a) => a.close()))
      await Promise.all(stores.map((s) => s.close()))
      place?.cleanup()
    })

    it('a session unused for 12 hours ends; one used keeps going until 30 days after its sign-in', async () => {
      const app = await appOnClock()
      const idle = new Tab(app)
      await idle.signIn(OWNER.email, OWNER.password)
      clock += SESSION_IDLE_MS - 60_000
      expect((await idle.send('GET', '/api/accounts/session')).statusCode).toBe(200)
      clock += SESSION_IDLE_MS - 60_000 // used 12 h minus a minute ago: still alive
      expect((await idle.send('GET', '/api/accounts/session')).statusCode).toBe(200)
      clock += SESSION_IDLE_MS + 1
      expect((await idle.send('GET', '/api/accounts/session')).statusCode).toBe(401)

      const busy = new Tab(app)
      await busy.signIn(OWNER.email, OWNER.password)
      const start = clock
      while (clock + 11 * 3_600_000 < start + SESSION_ABSOLUTE_MS) {
        clock += 11 * 3_600_000
        expect((await busy.send('GET', '/api/accounts/session')).statusCode).toBe(200)
      }
      clock = start + SESSION_ABSOLUTE_MS
      expect((await busy.send('GET', '/api/accounts/session')).statusCode).toBe(401)
    })

    it('the last owner can not be deleted or made a marketer (409); with a second owner both work', async () => {
      const app = await appOnClock()
      const tab = new Tab(app)
      await tab.signIn(OWNER.email, OWNER.password)
      const demote = await tab.send('PATCH', `/api/accounts/users/${ownerId}`, { role: 'marketer' })
      expect(demote.statusCode).toBe(409)
      expect(demote.json().fieldErrors.role).toMatch(/last owner/)
      expect((await tab.send('DELETE', `/api/accounts/users/${ownerId}`)).statusCode).toBe(409)
      expect((await tab.send('GET', '/api/accounts/session')).json().user.role).toBe('owner')

      const second = await tab.send('POST', '/api/accounts/users', {
        email: 'second@example.com',
        role: 'owner',
        password: 'second-owner-pass',
      })
      expect(second.statusCode).toBe(201)
      const other = new Tab(app)
      await other.signIn('second@example.com', 'second-owner-pass')
      expect((await other.send('PATCH', `/api/accounts/users/${ownerId}`, { role: 'marketer' })).statusCode).toBe(200)
      expect((await other.send('DELETE', `/api/accounts/users/${second.json().user.id}`)).statusCode).toBe(409) // the last owner now
      expect((await other.send('PATCH', `/api/accounts/users/${ownerId}`, { role: 'owner' })).statusCode).toBe(200)
    })

    it('deskGuard: 401 without a session, 403 without the CSRF token or cross-site, the user with them; requireRole answers 403', async () => {
      const app = await appOnClock()
      const tab = new Tab(app)
      expect((await tab.send('POST', '/api/test/guarded', {})).statusCode).toBe(401)
      await tab.signIn(OWNER.email, OWNER.password)
      expect((await tab.send('POST', '/api/test/guarded', {}, { 'x-csrf-token': '' })).statusCode).toBe(403)
      expect((await tab.send('POST', '/api/test/guarded', {}, { origin: 'https://evil.example', 'sec-fetch-site': '' })).statusCode).toBe(
        403,
      )
      const ok = await tab.send('POST', '/api/test/guarded', {})
      expect(ok.json()).toEqual({ user: { id: ownerId, email: OWNER.email, role: 'owner' } })

      await tab.send('POST', '/api/accounts/users', { email: 'guarded-m@example.com', role: 'marketer', password: 'marketer-password' })
      const m = new Tab(app)
      await m.signIn('guarded-m@example.com', 'marketer-password')
      expect((await m.send('GET', '/api/test/owner-only')).statusCode).toBe(403)
      expect((await tab.send('GET', '/api/test/owner-only')).statusCode).toBe(200)
    })

    it('two instances on one store share sessions: signed in on one, known and signed out on the other', async () => {
      const a = await appOnClock()
      // PostgreSQL: a second store, as a second server process would have; SQLite is one process's, so its one store.
      let second = stores[0]!
      if (backend.name === 'postgres') {
        second = place.store()
        await second.migrate()
        stores.push(second)
      }
      const b = await appOnClock(second)
      const tab = new Tab(a)
      await tab.signIn(OWNER.email, OWNER.password)
      const onB = new Tab(b)
      onB.cookie = tab.cookie
      onB.csrf = tab.csrf
      expect((await onB.send('GET', '/api/accounts/session')).json().csrfToken).toBe(tab.csrf)
      expect((await onB.send('POST', '/api/accounts/sign-out')).statusCode).toBe(204)
      expect((await tab.send('GET', '/api/accounts/session')).statusCode).toBe(401)
    })
  })
}
