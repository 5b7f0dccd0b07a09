/**
 * What issue 20 asked of the lead path, against the real app and the real SQLite store (PostgreSQL where noted):
 * the quote form's variant and details kept and mailed, every stored lead's answer renewing the form token, the
 * daily spam digest, the spam budget, rate limits per IPv6 /64, TRUST_PROXY checked at start, a shared limiter that
 * never lets everything through when it fails, and the lead list paged by key.
 */
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../../../api/config'
import { SqliteLeadStore } from '../../../api/store/sqlite'
import type { Lead, LeadStore } from '../../../api/store/types'
import { QUOTE_FORM_REQUIRED } from '../../../schemas/quote'
import { freePort } from '../../helpers/free-port'
import {
  ADMIN_HEADERS,
  asBrowser,
  json,
  makeApp,
  newLead,
  formToken,
  removeDir,
  SUBMIT,
  type TestApp,
  tempDir,
  until,
  validLead,
} from './helpers'
import { mimePart, type Sink, startSmtp, subjectOf } from './smtp'

let t: TestApp | undefined
let smtp: Sink | undefined
const dirs: string[] = []
afterEach(async () => {
  await t?.cleanup()
  t = undefined
  await smtp?.close()
  smtp = undefined
  dirs.splice(0).forEach(removeDir)
})

const list = async (query = 'status=all&pageSize=100') =>
  (await t!.app.inject({ url: `/api/contact-requests?${query}`, headers: ADMIN_HEADERS })).json() as {
    items: Lead[]
    total: number | null
    nextCursor: number | null
  }

async function withSmtp(overrides: Parameters<typeof makeApp>[0] = {}, deps: Parameters<typeof makeApp>[1] = {}) {
  const port = await freePort()
  smtp = await startSmtp(port)
  t = await makeApp(
    { smtpUrl: `smtp://127.0.0.1:${port}`, notifyTo: 'office@example.com', rateLimitMax: 1000, ...overrides },
    { outbox: { intervalMs: 50 }, ...deps },
  )
  return t.app
}

describe('the quote form variant and its details', () => {
  it('keeps the chosen slab, category and price as fields of the lead, lists them and mails them with their labels, escaped', async () => {
    const app = await withSmtp()
    const lead = {
      ...validLead(),
      slab: 'Absolute Black <Premium>',
      slabCategory: 'Granite',
      slabPrice: '$55-75',
      plan: 'Complete Transformation',
    }
    const res = await app.inject({ method: 'POST', url: '/api/contact', ...asBrowser(lead, await formToken(app)) })
    expect(res.statusCode).toBe(201)
    const [stored] = (await list()).items
    expect(stored).toMatchObject({
      id: res.json().id,
      form: 'quote',
      slab: 'Absolute Black <Premium>',
      slabCategory: 'Granite',
      slabPrice: '$55-75',
      plan: 'Complete Transformation',
      status: 'ok',
    })
    expect(stored).not.toHaveProperty('company') // only the details sent

    await until(() => smtp!.messages.length === 1)
    const text = mimePart(smtp!.messages[0]!, 'text/plain')
    const html = mimePart(smtp!.messages[0]!, 'text/html')
    expect(text).toContain('Selected slab: Absolute Black <Premium>')
    expect(text).toContain('Slab category: Granite')
    expect(text).toContain('Slab price: $55-75')
    expect(text).toContain('Package: Complete Transformation') // `plan` on the quote form is its package
    expect(html).toContain('Absolute Black &lt;Premium&gt;')
    expect(html).not.toContain('<Premium>')
  })

  it('names `plan` by the form it came from, and keeps a dealer request with its fields', async () => {
    const app = await withSmtp()
    const dealer = {
      ...validLead(),
      form: 'dealer',
      plan: 'Gold Partner',
      company: 'Hudson Kitchens LLC',
      license: 'WC-12345',
      yearsInBusiness: '12',
      monthlyVolume: '8-10 kitchens',
    }
    const res = await app.inject({ method: 'POST', url: '/api/contact', ...asBrowser(dealer, await formToken(app)) })
    expect(res.statusCode).toBe(201)
    expect((await list()).items[0]).toMatchObject({ form: 'dealer', company: 'Hudson Kitchens LLC', license: 'WC-12345' })
    await until(() => smtp!.messages.length === 1)
    const text = mimePart(smtp!.messages[0]!, 'text/plain')
    expect(text).toContain('Form: Dealer')
    expect(text).toContain('Partnership level: Gold Partner')
    expect(text).toContain('Company: Hudson Kitchens LLC')
    expect(text).toContain('Contractor license: WC-12345')
  })

  it('answers a dealer request without its company 400 with the message at the field, and stores nothing', async () => {
    t = await makeApp()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      ...json({ ...validLead(), form: 'dealer', license: 'WC-1', yearsInBusiness: '3', monthlyVolume: '2' }),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'Invalid request', fieldErrors: { company: QUOTE_FORM_REQUIRED.dealer.company } })
    expect((await list()).total).toBe(0)
  })

  it('takes the details from the native (no-JavaScript) form post too', async () => {
    t = await makeApp()
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      payload: new URLSearchParams({
        ...validLead(),
        form: 'showroom',
        plan: 'Design Consultation',
        preferredTime: 'Saturday morning',
        slab: '',
        website: '',
        page: '/contact',
      }).toString(),
    })
    expect(res.statusCode).toBe(303)
    const [stored] = (await list()).items
    // No token without JavaScript (pages carry none): kept and mailed, marked.
    expect(stored).toMatchObject({ form: 'showroom', plan: 'Design Consultation', preferredTime: 'Saturday morning', status: 'suspect' })
    expect(stored!.spamReasons).toEqual(['no-script'])
    expect(stored).not.toHaveProperty('slab') // sent empty: no detail
  })
})

describe('form token and proof of work', () => {
  it('four requests from one page view are four real leads (the form takes a fresh token and challenge after each answer)', async () => {
    t = await makeApp({ rateLimitMax: 100 })
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        ...asBrowser(
          { ...validLead(), email: `ann${i}@home${i}.example`, message: `Room number ${i}: a granite top.` },
          await formToken(t.app),
        ),
      })
      expect(res.statusCode).toBe(201)
      expect(res.headers['set-cookie']).toBeUndefined()
    }
    expect((await list()).items.map((l) => l.status)).toEqual(['ok', 'ok', 'ok', 'ok'])
  })

  it('takes a token sent again for a second lead as replayed (spam), and a solution made for another token as not the form’s own', async () => {
    t = await makeApp({ rateLimitMax: 100 })
    const token = await formToken(t.app)
    const send = async (i: number, headers: Record<string, string>) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/contact',
        ...json({ ...validLead(), email: `r${i}@home${i}.example`, message: `Room number ${i}: a granite top.` }, headers),
      })
    expect((await send(0, asBrowser({}, token).headers)).statusCode).toBe(201)
    const other = (asBrowser({}, await formToken(t.app)).headers as Record<string, string>)['x-altcha']!
    expect((await send(1, { 'x-form-token': token, 'x-altcha': other })).statusCode).toBe(201)
    expect((await send(2, { 'x-form-token': token })).statusCode).toBe(201)
    const [replayNoPow, replayOtherPow, first] = (await list()).items
    expect(first).toMatchObject({ status: 'ok', spamReasons: [] })
    expect(replayOtherPow).toMatchObject({ status: 'suspect', spamReasons: ['bad-proof-of-work'] })
    expect(replayNoPow).toMatchObject({ status: 'spam', spamReasons: ['no-proof-of-work', 'token-reused'] })
  })

  it('counts a solution once: one proof of work sent with many fresh form tokens backs the first lead only', async () => {
    t = await makeApp({ rateLimitMax: 100 })
    const { solvePow } = await import('./helpers')
    const solution = await solvePow(t.app) // solved once
    const statuses = []
    for (let i = 0; i < 3; i++) {
      const token = await formToken(t.app, {}, false) // a fresh token each time
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        ...asBrowser({ ...validLead(), email: `p${i}@pitch${i}.example`, message: `Pitch number ${i} for you.` }, token, {
          'x-altcha': solution,
        }),
      })
      statuses.push(res.statusCode)
    }
    expect(statuses).toEqual([201, 201, 201])
    // Made for another token: not the form's own pair; sent again, replayed.
    const [first, ...again] = (await list()).items.reverse()
    expect(first!.spamReasons).toContain('bad-proof-of-work')
    expect(first!.spamReasons).not.toContain('token-reused')
    for (const lead of again) expect(lead).toMatchObject({ status: 'spam', spamReasons: expect.arrayContaining(['token-reused']) })
  })

  it('keeps a lead whose token was dropped on the way (proof of work solved) as suspect, not spam', async () => {
    t = await makeApp()
    const { solvePow } = await import('./helpers')
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', ...json(validLead(), { 'x-altcha': await solvePow(t.app) }) })
    expect(res.statusCode).toBe(201)
    expect((await list()).items[0]).toMatchObject({ status: 'suspect', spamReasons: ['no-cookie'] })
  })

  it('refuses a solution made for another client, and holds tokenless requests to shorter details', async () => {
    t = await makeApp()
    const { solvePow } = await import('./helpers')
    const elsewhere = await solvePow(t.app, { 'user-agent': 'another browser' })
    const token = await formToken(t.app, {}, false)
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', ...asBrowser(validLead(), token, { 'x-altcha': elsewhere }) })
    expect(res.statusCode).toBe(201)
    expect((await list()).items[0]).toMatchObject({ status: 'suspect', spamReasons: ['bad-proof-of-work'] })

    const long = await t.app.inject({ method: 'POST', url: '/api/contact', ...json({ ...validLead(), message: 'x '.repeat(1_500) }) })
    expect(long.statusCode).toBe(400)
    expect(long.json().fieldErrors).toEqual({ message: 'Project details must be at most 2000 characters' })
  })
})

describe('rate limits and proxies', () => {
  it('counts one IPv6 /64 as one client (addresses within it share the limit, another /64 does not)', async () => {
    t = await makeApp({ rateLimitMax: 3, trustProxy: ['loopback'] })
    const post = (ip: string, i: number) =>
      t!.app.inject({
        method: 'POST',
        url: '/api/contact',
        ...json({ ...validLead(), message: `Lead number ${i} from v6.` }, { 'x-forwarded-for': ip }),
      })
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await post(`2001:db8:1:2::${(i + 1).toString(16)}`, i)).statusCode)
    expect(statuses).toEqual([201, 201, 201, 429, 429])
    expect((await post('2001:db8:1:3::1', 9)).statusCode).toBe(201)
  })

  it('refuses at start a TRUST_PROXY that trusts every address, or a hop count beyond any real chain, with the fix', () => {
    for (const value of ['0.0.0.0/0', '::/0', '10.0.0.0/4', '99']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY=".*" is invalid: set it to false \(no proxy\)/)
    }
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,::1' }).trustProxy).toEqual(['10.0.0.0/8', '::1'])
  })

  it('says when the TRUST_PROXY hop count is larger than the chain requests come through', async () => {
    t = await makeApp({ trustProxy: 3 })
    // Through three proxies, each adding the address it saw: as configured.
    const health = { ...ADMIN_HEADERS, 'x-forwarded-for': '203.0.113.9, 10.0.0.1, 10.0.0.2' }
    expect((await t.app.inject({ url: '/healthz', headers: health })).json().warnings).toBeUndefined()
    await t.app.inject({ url: '/', headers: { 'x-forwarded-for': '203.0.113.9' } }) // one proxy added one address
    expect((await t.app.inject({ url: '/healthz', headers: health })).json().warnings).toContain('trust-proxy-too-many-hops')
  })

  it('keeps counting in the process when the shared limiter fails: never lets everything through', async () => {
    const dir = tempDir()
    dirs.push(dir)
    const store = new SqliteLeadStore(path.join(dir, 'leads.db'))
    const broken = Object.assign(store, {
      hitRate: async () => {
        throw new Error('value too long for type character varying')
      },
      peekRate: async () => null,
    }) as LeadStore
    t = await makeApp({ rateLimitMax: 3 }, { store: broken })
    const statuses = []
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await t.app.inject({ method: 'POST', url: '/api/contact', ...json({ ...validLead(), message: `Lead ${i} here ok.` }) }))
          .statusCode,
      )
    expect(statuses).toEqual([201, 201, 201, 429, 429])
  })
})

describe('spam budget, digest and the lead list', () => {
  it('deletes spam past its retention or beyond its byte cap, oldest first, and never a real or suspect lead', async () => {
    const dir = tempDir()
    dirs.push(dir)
    const store = new SqliteLeadStore(path.join(dir, 'leads.db'))
    t = await makeApp({ spamRetentionMs: 7 * 86_400_000, spamMaxBytes: 5_000 }, { store })
    const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString()
    const spam = (n: number, at: string) =>
      newLead(n, { status: 'spam', spamScore: 10, spamReasons: ['no-page'], receivedAt: at, message: 'x'.repeat(1_000) })
    const old = [spam(1, daysAgo(10)), spam(2, daysAgo(9))]
    const recent = Array.from({ length: 8 }, (_, i) => spam(10 + i, daysAgo(1)))
    const real = newLead(30, { receivedAt: daysAgo(40), message: 'y'.repeat(4_000) })
    const suspect = newLead(31, { status: 'suspect', spamScore: 2, spamReasons: ['links'], receivedAt: daysAgo(40) })
    for (const lead of [real, suspect, ...old, ...recent]) await store.submit(lead, SUBMIT)
    await t.app.maintainStore()
    const left = (await list('status=all&pageSize=100')).items.map((l) => l.id)
    expect(left).toContain(real.id)
    expect(left).toContain(suspect.id)
    for (const lead of old) expect(left).not.toContain(lead.id) // past the retention
    // Each recent spam row is about 1.3 KB: the newest that fit in 5,000 bytes stay, the older ones go.
    const keptSpam = recent.filter((l) => left.includes(l.id))
    expect(keptSpam.length).toBeGreaterThan(0)
    expect(keptSpam.length).toBeLessThan(5)
    expect(keptSpam.map((l) => l.id)).toEqual(recent.slice(-keptSpam.length).map((l) => l.id))
  })

  it('mails a digest of what was held as spam once per period, and nothing when nothing was held', async () => {
    const app = await withSmtp({ spamDigestMs: 400 }, { digestCheckMs: 50 })
    await app.ready()
    await new Promise((r) => setTimeout(r, 600))
    expect(smtp!.messages).toHaveLength(0) // a period passed with no spam: no mail
    const bot = await app.inject({ method: 'POST', url: '/api/contact', ...json({ ...validLead(), email: 'held@example.com' }) })
    expect(bot.statusCode).toBe(201)
    await until(() => smtp!.messages.length === 1, 10_000, 'the digest')
    const digest = smtp!.messages[0]!
    expect(subjectOf(digest)).toMatch(/^Spam digest: 1 request held/)
    expect(mimePart(digest, 'text/plain')).toContain('Ann Smith <held@example.com> (no-page)')
    await new Promise((r) => setTimeout(r, 900))
    expect(smtp!.messages).toHaveLength(1) // the next periods held nothing new
  })

  it('pages the lead list by key: following nextCursor walks every lead once, newest first', async () => {
    const dir = tempDir()
    dirs.push(dir)
    const store = new SqliteLeadStore(path.join(dir, 'leads.db'))
    t = await makeApp({}, { store })
    const leads = Array.from({ length: 25 }, (_, i) => newLead(i))
    for (const lead of leads) await store.submit(lead, SUBMIT)
    const seen: string[] = []
    let query = 'pageSize=10'
    for (;;) {
      const page = await list(query)
      seen.push(...page.items.map((l) => l.id))
      if (page.nextCursor === null) break
      expect(page.total).toBe(query === 'pageSize=10' ? 25 : null)
      query = `pageSize=10&before=${page.nextCursor}`
    }
    expect(seen).toEqual([...leads].reverse().map((l) => l.id))
    const deep = await t.app.inject({ url: '/api/contact-requests?page=2000&pageSize=100', headers: ADMIN_HEADERS })
    expect(deep.statusCode).toBe(400)
    expect(deep.json().fieldErrors.page).toMatch(/follow nextCursor with before=/)
  })
})
