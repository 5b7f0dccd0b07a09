import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESK_API, DESK_APP } from '../../../schemas/desk'
import { ADMIN_HEADERS, json, makeApp, QUOTE_OPTIONS, type TestApp, tempDir, validLead } from './helpers'

/**
 * The desk as the app wires it (api/routes/index.ts): its leads and webhooks behind the accounts' guard — a session
 * with its CSRF token, or the ADMIN_TOKEN bearer as an owner —, and its screens at /desk (one page for every address
 * under it, never stored or indexed; its assets as files). The routes' own rules are desk.test.ts's and webhooks.test.ts's.
 */
const OWNER = { email: 'owner@example.com', password: 'owner-password-123' }
const MARKETER = { email: 'marketer@example.com', password: 'marketer-password-123' }
const DESK_PAGE = '<!doctype html><title>desk</title><div id="desk"></div>'

type Session = { cookie: string; csrf: string }

describe('the desk in the app', () => {
  let t: TestApp
  let owner: Session
  let marketer: Session
  let leadId: string

  const signIn = async (who: { email: string; password: string }): Promise<Session> => {
    const res = await t.app.inject({ method: 'POST', url: DESK_API.signIn, ...json(who) })
    expect(res.statusCode, res.body).toBe(200)
    return { cookie: String(res.headers['set-cookie']).split(';', 1)[0]!, csrf: res.json().csrfToken }
  }
  const as = (s: Session, csrf = true) => ({ cookie: s.cookie, ...(csrf ? { 'x-csrf-token': s.csrf } : {}) })

  beforeAll(async () => {
    const dir = tempDir('desk-app-')
    const dataDir = path.join(dir, 'data')
    const { DATABASE_URL: _d, ...env } = process.env
    const made = spawnSync(process.execPath, ['--import', 'tsx', 'api/accounts/cli.ts', '--email', OWNER.email, '--role', 'owner'], {
      env: { ...env, DATA_DIR: dataDir, DESK_PASSWORD: OWNER.password },
      encoding: 'utf8',
    })
    expect(made.status, made.stdout + made.stderr).toBe(0)
    t = await makeApp({ dataDir })
    const site = t.config.siteDir
    mkdirSync(path.join(site, 'desk', 'assets'), { recursive: true })
    writeFileSync(path.join(site, 'desk', 'index.html'), DESK_PAGE)
    writeFileSync(path.join(site, 'desk', 'assets', 'index-abc123.js'), 'console.log(1)')
    owner = await signIn(OWNER)
    const user = await t.app.inject({ method: 'POST', url: '/api/accounts/users', ...json({ ...MARKETER, role: 'marketer' }, as(owner)) })
    expect(user.statusCode, user.body).toBe(201)
    marketer = await signIn(MARKETER)
    const lead = await t.app.inject({ method: 'POST', url: '/api/contact', ...json(validLead()) })
    expect(lead.statusCode, lead.body).toBe(201)
    leadId = lead.json().id
  })
  afterAll(() => t?.cleanup())

  it('lets a session in to the leads and the webhooks, and no one without one', async () => {
    for (const url of [DESK_API.leads, '/api/desk/webhooks']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401)
      expect((await t.app.inject({ method: 'GET', url, headers: as(owner, false) })).statusCode).toBe(200)
      // The ADMIN_TOKEN bearer, for machines, is an owner.
      expect((await t.app.inject({ method: 'GET', url, headers: ADMIN_HEADERS })).statusCode).toBe(200)
    }
    // (The test's lead comes without a form token: held as spam, it is in the `all` view.)
    const inbox = await t.app.inject({ method: 'GET', url: `${DESK_API.leads}?spam=all`, headers: as(marketer, false) })
    expect(inbox.json().items.map((i: { id: string }) => i.id)).toEqual([leadId])
    // Location and Service as the form shows them (the quote form's lists), beside their values.
    const { locations, services } = QUOTE_OPTIONS // what the test site's build wrote beside it
    const labels = {
      location: locations.find((o) => o.value === validLead().location)!.label,
      service: services.find((o) => o.value === validLead().service)!.label,
    }
    expect(inbox.json().items[0].labels).toEqual(labels)
    expect((await t.app.inject({ url: `${DESK_API.leads}/${leadId}`, headers: ADMIN_HEADERS })).json().labels).toEqual(labels)
  })

  it('holds a session to its CSRF token and a marketer to its role', async () => {
    const stage = (s: Session, csrf = true) =>
      t.app.inject({ method: 'PATCH', url: `${DESK_API.leads}/${leadId}/stage`, ...json({ stage: 'contacted' }, as(s, csrf)) })
    expect((await stage(owner, false)).statusCode).toBe(403)
    expect((await stage(marketer)).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'DELETE', url: `${DESK_API.leads}/${leadId}`, headers: as(marketer) })).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: '/api/desk/webhooks', headers: as(marketer, false) })).statusCode).toBe(403)
    expect((await t.app.inject({ url: DESK_API.deadLetters, headers: as(marketer, false) })).statusCode).toBe(403)
    expect((await t.app.inject({ url: DESK_API.deadLetters })).statusCode).toBe(401)
    const letters = await t.app.inject({ url: DESK_API.deadLetters, headers: as(owner, false) })
    expect(letters.statusCode, letters.body).toBe(200)
    expect(letters.json()).toEqual({ items: [] })
    const moved = await stage(owner)
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json().stage).toBe('contacted')
  })

  it('refuses a change from another site on the desk’s own routes, with the session and its CSRF token: 403, nothing changed', async () => {
    const before = (await t.app.inject({ url: `${DESK_API.leads}/${leadId}`, headers: as(owner, false) })).json()
    const users = (await t.app.inject({ url: DESK_API.users, headers: as(owner, false) })).json()
    const foreign: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'https://attacker.example' },
      { origin: 'null' },
    ]
    for (const headers of foreign) {
      const from: Record<string, string> = { ...as(owner), ...headers }
      const changes = [
        t.app.inject({ method: 'PATCH', url: `${DESK_API.leads}/${leadId}/stage`, ...json({ stage: 'won', amountCents: 640_000 }, from) }),
        t.app.inject({ method: 'POST', url: `${DESK_API.leads}/${leadId}/notes`, ...json({ text: 'planted' }, from) }),
        t.app.inject({ method: 'POST', url: `${DESK_API.leads}/${leadId}/spam`, ...json({ spam: true }, from) }),
        t.app.inject({ method: 'DELETE', url: `${DESK_API.leads}/${leadId}`, headers: from }),
        t.app.inject({
          method: 'POST',
          url: DESK_API.users,
          ...json({ email: 'planted@example.com', password: 'planted-password-1', role: 'owner' }, from),
        }),
      ]
      for (const res of await Promise.all(changes)) expect(res.statusCode, `${JSON.stringify(headers)} ${res.body}`).toBe(403)
    }
    // The same session and token from the desk's own page (same origin) is let through: the refusals were the site's.
    const same = await t.app.inject({
      method: 'POST',
      url: `${DESK_API.leads}/${leadId}/notes`,
      ...json({ text: 'from the desk' }, { ...as(owner), 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' }),
    })
    expect(same.statusCode, same.body).toBe(201)
    const after = (await t.app.inject({ url: `${DESK_API.leads}/${leadId}`, headers: as(owner, false) })).json()
    expect({ ...after, notes: after.notes.filter((n: { text: string }) => n.text !== 'from the desk') }).toEqual({
      ...before,
      waitingOverHour: after.waitingOverHour,
    })
    expect((await t.app.inject({ url: DESK_API.users, headers: as(owner, false) })).json()).toEqual(users)
  })

  it('serves its screens at /desk and under it: one page, never stored, never indexed; its assets as files', async () => {
    for (const url of [DESK_APP, `${DESK_APP}/`, `${DESK_APP}/leads/${leadId}`, `${DESK_APP}/figures?x=1`]) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.body).toBe(DESK_PAGE)
      expect(res.headers['content-type']).toMatch(/^text\/html/)
      expect(res.headers['cache-control']).toBe('no-store')
      expect(res.headers['x-robots-tag']).toBe('noindex')
      expect(res.headers['content-security-policy']).toContain("script-src 'self'")
      expect(res.headers['x-content-type-options']).toBe('nosniff')
    }
    const asset = await t.app.inject({ method: 'GET', url: `${DESK_APP}/assets/index-abc123.js` })
    expect(asset.statusCode).toBe(200)
    expect(asset.body).toBe('console.log(1)')
    expect(asset.headers['cache-control']).toMatch(/immutable/)
    expect((await t.app.inject({ method: 'GET', url: `${DESK_APP}/assets/missing.js` })).statusCode).toBe(404)
    // Not the desk: a page whose name only starts the same.
    expect((await t.app.inject({ method: 'GET', url: '/desktop' })).statusCode).toBe(404)
  })
})
