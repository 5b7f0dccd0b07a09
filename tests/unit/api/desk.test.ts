/**
 * The desk's lead API (api/desk/) on both stores: leads sent through POST /api/contact (the real pipeline, with the
 * page's Referer and the X-Attribution header) read back in the inbox, filtered and searched; a lead's stage, notes
 * and spam mark; deletion; the figures and the CSV. The desk runs in its own Fastify instance on the app's store, with
 * a guard that reads a test header (the accounts' sign-in is not what this file is about); the app's own wiring (the
 * ADMIN_TOKEN bearer as an owner) is checked once.
 */
import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { businessMsBetween, readBusinessHours } from '../../../api/desk/hours'
import desk, { type DeskUser, FILTERS_PER_MINUTE, isoWeek } from '../../../api/desk/routes'
import { sql } from '../../../api/desk/store'
import { PROJECT_ROOT } from '../../../api/quote-options'
import { MemoryRateLimiter } from '../../../api/rate-limiter'
import type { LeadStore } from '../../../api/store/types'
import { ATTRIBUTION_HEADER, encodeAttribution } from '../../../schemas/attribution'
import { ADMIN_HEADERS, asBrowser, formToken, makeApp, newLead, SUBMIT, type TestApp, validLead } from './helpers'
import { pgSchemas, storeBackends } from './pg-schemas'

const backends = storeBackends(pgSchemas(), 'desk')

const USERS: Record<string, DeskUser> = {
  owner: { id: 'u-owner', email: 'owner@example.com', role: 'owner' },
  marketer: { id: 'u-marketer', email: 'marketer@example.com', role: 'marketer' },
}
const OWNER = { 'x-test-user': 'owner' }
const MARKETER = { 'x-test-user': 'marketer' }

const AD_PAGE = '/outdoor-kitchens-westchester'
const CAMPAIGN = 'spring-outdoor'

type Item = { id: string; name: string; stage: string; status: string; page: string | null; campaign: string | null } & Record<
  string,
  unknown
>

for (const backend of backends) {
  describe.skipIf(backend.skip)(`the desk's lead API (${backend.name})`, () => {
    let t: TestApp
    let store: LeadStore
    let api: FastifyInstance
    let released: string[]
    let offsetMs: number

    beforeEach(async () => {
      store = await backend.open()
      t = await makeApp({ rateLimitMax: 1000 }, { store })
      released = []
      offsetMs = 0
      api = Fastify()
      await api.register(desk, {
        store,
        limiter: new MemoryRateLimiter(),
        now: () => Date.now() + offsetMs,
        onRelease: (id) => {
          released.push(id)
        },
        guard: async (request, reply) => {
          const user = USERS[String(request.headers['x-test-user'])]
          if (!user) await reply.code(401).send({ error: 'Unauthorized' })
          return user
        },
      })
    })
    afterEach(async () => {
      await api.close()
      await t.cleanup()
    })

    /** A quote request as the page's island sends it; its id. */
    async function send(body: object, headers: Record<string, string> = {}) {
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', ...asBrowser(body, await formToken(t.app), headers) })
      expect(res.statusCode, res.body).toBe(201)
      return res.json().id as string
    }

    const get = (url: string, headers: Record<string, string> = OWNER) => api.inject({ url, headers })
    const items = async (query = '', headers = OWNER) => {
      const res = await get(`/api/desk/leads${query}`, headers)
      expect(res.statusCode, res.body).toBe(200)
      return (res.json() as { items: Item[] }).items
    }
    const names = async (query = '') => (await items(query)).map((i) => i.name)
    const send2 = (method: 'PATCH' | 'POST' | 'DELETE', url: string, body?: unknown, headers: Record<string, string> = OWNER) =>
      api.inject({
        method,
        url,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      })
    const stage = (id: string, body: unknown, headers = OWNER) => send2('PATCH', `/api/desk/leads/${id}/stage`, body, headers)
    const note = (id: string, text: string, headers = OWNER) => send2('POST', `/api/desk/leads/${id}/notes`, { text }, headers)
    const mark = (id: string, spam: boolean, headers = OWNER) => send2('POST', `/api/desk/leads/${id}/spam`, { spam }, headers)
    const rows = async (text: string, params: unknown[]) =>
      (
        await store.batch([{ sql: sql(store.kind, text), params, mode: 'all' }], {
          write: false,
          what: 'test',
        })
      )[0] as Record<string, unknown>[]

    /** Four leads in the inbox (an ad's, a search with `%` and `_`, another town's, one with markup and a formula) and one held as spam. */
    async function fiveLeads() {
      const ad = await send(validLead(), {
        [ATTRIBUTION_HEADER]: encodeAttribution({ last: { source: 'google', medium: 'cpc', campaign: CAMPAIGN } }),
        referer: `http://localhost${AD_PAGE}?utm_source=google`,
      })
      const wildcards = await send(
        {
          ...validLead(),
          firstName: 'Bo',
          lastName: 'Jones',
          email: 'bo@jones.example',
          phone: '(914) 555-0199',
          location: 'rye',
          service: 'bathroom-countertops',
          message: 'Is the vanity 50% off_sale this month?',
        },
        { referer: 'http://localhost/contact' },
      )
      const other = await send({
        ...validLead(),
        firstName: 'Cy',
        lastName: 'Brown',
        email: 'cy@example.com',
        location: 'other',
        town: 'Pelham',
        service: 'bar-countertops',
        message: 'Island with a 50 percent off-sale slab, waterfall ends.',
      })
      const markup = await send({
        ...validLead(),
        firstName: 'Di',
        lastName: 'Lee & "Sons"',
        email: 'di@example.com',
        message: '=cmd()|" /C calc"!A0 <script>alert(1)</script> kitchen island',
      })
      const spam = await send({
        ...validLead(),
        firstName: 'Ed',
        lastName: '<img src=x onerror=alert(1)>',
        email: 'ed@example.com',
        website: 'https://spam.example',
      })
      return { ad, wildcards, other, markup, spam }
    }

    it('offers each filter every value its spam view holds, not only a loaded page’s: each one finds its leads; spam’s values only in spam review', async () => {
      await fiveLeads()
      await send(
        { ...validLead(), firstName: 'Flo', email: 'flo@example.com', website: 'https://spam.example' },
        { [ATTRIBUTION_HEADER]: encodeAttribution({ last: { source: 'bot', campaign: 'bot-flood' } }) },
      )
      type Options = Record<'town' | 'service' | 'form' | 'page' | 'campaign', { value: string; label: string }[]>
      const options = async (query = '', headers = OWNER) => {
        const res = await get(`/api/desk/filters${query}`, headers)
        expect(res.statusCode, res.body).toBe(200)
        return res.json() as Options
      }
      const values = (list: { value: string }[]) => list.map((o) => o.value).sort()
      const inbox = await items('?pageSize=100')
      const distinct = (key: string) =>
        [...new Set(inbox.map((i) => i[key]).filter((v): v is string => typeof v === 'string' && v !== ''))].sort()
      // One lead a page: the options still hold every value of the inbox.
      expect((await items('?pageSize=1')).length).toBe(1)
      const offered = await options('', MARKETER)
      expect(values(offered.service)).toEqual(distinct('service'))
      expect(values(offered.form)).toEqual(distinct('form'))
      expect(values(offered.page)).toEqual(distinct('page'))
      expect(values(offered.campaign)).toEqual([CAMPAIGN])
      // Every Location and town the inbox shows, once whatever its case (the filter matches any case).
      const towns = values(offered.town).map((v) => v.toLowerCase())
      expect(new Set(towns).size).toBe(towns.length)
      for (const town of [...distinct('location'), ...distinct('town'), 'Pelham']) expect(towns).toContain(town.toLowerCase())
      for (const [key, list] of Object.entries(offered))
        for (const { value } of list)
          expect((await names(`?${key}=${encodeURIComponent(value)}`)).length, `${key}=${value}`).toBeGreaterThan(0)
      // What only spam holds is offered in the spam views, never in the inbox's.
      expect(values((await options('?spam=spam')).campaign)).toEqual(['bot-flood'])
      expect(values((await options('?spam=all')).campaign)).toEqual(['bot-flood', CAMPAIGN])
      expect((await get('/api/desk/filters?spam=nope')).statusCode).toBe(400)
      expect((await get('/api/desk/filters?town=x')).statusCode).toBe(400)
      expect((await get('/api/desk/filters', {})).statusCode).toBe(401)
      // Each a scan of the leads: a user's asks are held to FILTERS_PER_MINUTE (429 with Retry-After), another's not.
      const asks = await Promise.all(Array.from({ length: FILTERS_PER_MINUTE }, () => get('/api/desk/filters')))
      const statuses = asks.map((r) => r.statusCode)
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0)
      expect(asks.find((r) => r.statusCode === 429)!.headers['retry-after']).toMatch(/^\d+$/)
      expect((await get('/api/desk/filters', MARKETER)).statusCode).toBe(200)
    })

    it('lists leads newest first with page and campaign; filters, search (with % and _ taken literally) and paging find exactly the right ones', async () => {
      const ids = await fiveLeads()
      const inbox = await items()
      expect(inbox.map((i) => i.name)).toEqual(['Di Lee & "Sons"', 'Cy Brown', 'Bo Jones', 'Ann Smith'])
      const ad = inbox.find((i) => i.id === ids.ad)!
      expect(ad).toMatchObject({ stage: 'new', status: 'ok', page: AD_PAGE, campaign: CAMPAIGN, service: 'kitchen-countertops' })
      expect(ad.reference).toBe(ids.ad.replaceAll('-', '').slice(-8).toUpperCase())
      expect(inbox.find((i) => i.id === ids.wildcards)!.page).toBe('/contact')
      expect(inbox.every((i) => i.waitingOverHour === false)).toBe(true)

      // The widest days a date can name: every lead, never a database error.
      expect(await names('?from=1900-01-01&to=9999-12-31')).toEqual(inbox.map((i) => i.name))
      expect((await get('/api/desk/stats?from=9999-01-01&to=9999-12-31')).statusCode).toBe(200)
      expect((await get('/api/desk/leads.csv?from=1900-01-01&to=9999-12-31')).statusCode).toBe(200)
      expect(await names('?town=rye')).toEqual(['Bo Jones'])
      expect(await names('?town=pelham')).toEqual(['Cy Brown'])
      expect(await names('?service=bar-countertops')).toEqual(['Cy Brown'])
      expect(await names(`?page=${encodeURIComponent(AD_PAGE)}`)).toEqual(['Ann Smith'])
      expect(await names(`?campaign=${CAMPAIGN}`)).toEqual(['Ann Smith'])
      expect(await names('?form=dealer')).toEqual([])
      expect(await names(`?q=${encodeURIComponent('50%')}`)).toEqual(['Bo Jones'])
      expect(await names('?q=off_sale')).toEqual(['Bo Jones'])
      expect(await names('?q=JONES.example')).toEqual(['Bo Jones'])
      expect(await names('?q=5550199')).toEqual(['Bo Jones'])
      expect(await names('?q=waterfall')).toEqual(['Cy Brown'])
      const today = new Date().toISOString().slice(0, 10)
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
      expect(await names(`?from=${today}&to=${today}`)).toHaveLength(4)
      expect(await names(`?from=${tomorrow}`)).toEqual([])
      expect(await names(`?to=${yesterday}`)).toEqual([])

      // Spam review: what was held, with the filter's reasons, and the suspect one.
      const review = await items('?spam=review')
      expect(review.map((i) => i.name)).toEqual(['Ed <img src=x onerror=alert(1)>', 'Di Lee & "Sons"'])
      expect(review[0]).toMatchObject({ status: 'spam' })
      expect(review[0]!.spamReasons).toContain('honeypot')
      expect(review[1]).toMatchObject({ status: 'suspect' })

      // Paged by key: two pages of two, newest first, nothing twice.
      const first = (await get('/api/desk/leads?pageSize=2')).json() as { items: Item[]; total: number; nextCursor: string }
      expect(first.total).toBe(4)
      const second = (await get(`/api/desk/leads?pageSize=2&before=${first.nextCursor}`)).json() as { items: Item[] }
      expect([...first.items, ...second.items].map((i) => i.id)).toEqual(inbox.map((i) => i.id))

      for (const [query, field] of [
        ['?pageSize=0', 'pageSize'],
        ['?stage=maybe', 'stage'],
        ['?before=nonsense', 'before'],
        [`?q=${encodeURIComponent('a\u0000b')}`, 'q'],
        ['?from=2026-02-30', 'from'],
        [`?from=${tomorrow}&to=${yesterday}`, 'from'],
      ] as const) {
        const res = await get(`/api/desk/leads${query}`)
        expect(res.statusCode, query).toBe(400)
        expect(res.json().fieldErrors, query).toHaveProperty(field)
      }
      expect((await get('/api/desk/leads?sort=name')).statusCode).toBe(400)
    })

    it('lists an urgent form’s lead first, however old, and pages on past it', async () => {
      const urgent = newLead(1, { urgent: true, firstName: 'Urgent', lastName: 'Crack' })
      await store.submit(urgent, SUBMIT)
      await fiveLeads()
      const inbox = await items()
      expect(inbox[0]).toMatchObject({ id: urgent.id, urgent: true })
      expect(inbox.slice(1).every((i) => !i.urgent)).toBe(true)
      // Paged one by one, the same order: the cursor carries the urgency too.
      const walked: string[] = []
      for (let before = ''; ; ) {
        const res = (await get(`/api/desk/leads?pageSize=1${before}`)).json() as { items: Item[]; nextCursor: string | null }
        walked.push(...res.items.map((i) => i.id))
        if (!res.nextCursor) break
        before = `&before=${res.nextCursor}`
      }
      expect(walked).toEqual(inbox.map((i) => i.id))
    })

    it('contacted → a note → won for $6,400: the figures show 640000 cents on its page, campaign and month, and the time to first contact', async () => {
      const ids = await fiveLeads()
      const contacted = await stage(ids.ad, { stage: 'contacted' })
      expect(contacted.statusCode, contacted.body).toBe(200)
      expect(contacted.json()).toMatchObject({ stage: 'contacted' })
      expect(contacted.json().timeToFirstContactMs).toBeGreaterThanOrEqual(0)

      const noted = await note(ids.ad, 'Called: visit on Tuesday <script>alert(1)</script>')
      expect(noted.statusCode, noted.body).toBe(201)

      // A won lead needs its amount, a lost one its reason; nothing changes on a refusal.
      for (const [body, field] of [
        [{ stage: 'won' }, 'amountCents'],
        [{ stage: 'won', amountCents: 0 }, 'amountCents'],
        [{ stage: 'won', amountCents: 12.5 }, 'amountCents'],
        [{ stage: 'lost' }, 'reason'],
        [{ stage: 'lost', reason: '   ' }, 'reason'],
        [{ stage: 'contacted', amountCents: 100 }, 'amountCents'],
        [{ stage: 'sold' }, 'stage'],
      ] as const) {
        const res = await stage(ids.ad, body)
        expect(res.statusCode, JSON.stringify(body)).toBe(400)
        expect(res.json().fieldErrors, JSON.stringify(body)).toHaveProperty(field)
      }
      const won = await stage(ids.ad, { stage: 'won', amountCents: 640_000 })
      expect(won.statusCode, won.body).toBe(200)

      const lead = (await get(`/api/desk/leads/${ids.ad}`)).json()
      expect(lead).toMatchObject({ stage: 'won', wonCents: 640_000, firstName: 'Ann', attribution: { page: AD_PAGE } })
      expect(lead.history.map((e: { from: string; to: string; amountCents: number | null }) => [e.from, e.to, e.amountCents])).toEqual([
        ['new', 'contacted', null],
        ['contacted', 'won', 640_000],
      ])
      expect(lead.history.every((e: { userId: string }) => e.userId === 'u-owner')).toBe(true)
      expect(lead.notes).toEqual([
        expect.objectContaining({ text: 'Called: visit on Tuesday <script>alert(1)</script>', userId: 'u-owner' }),
      ])
      expect(await names('?stage=won')).toEqual(['Ann Smith'])

      // Lost needs a reason; moving back is allowed and logged; the first contact stays the first.
      expect((await stage(ids.wildcards, { stage: 'quote_sent' })).statusCode).toBe(200)
      const firstContact = (await get(`/api/desk/leads/${ids.wildcards}`)).json().firstContactAt
      expect((await stage(ids.wildcards, { stage: 'lost', reason: 'Went with a cheaper shop' })).json()).toMatchObject({
        stage: 'lost',
        lostReason: 'Went with a cheaper shop',
      })
      const back = (await stage(ids.wildcards, { stage: 'new' })).json()
      expect(back).toMatchObject({ stage: 'new', lostReason: null, firstContactAt: firstContact })
      expect(back.history.map((e: { to: string }) => e.to)).toEqual(['quote_sent', 'lost', 'new'])

      const stats = (await get('/api/desk/stats')).json()
      expect(stats.revenue.totalCents).toBe(640_000)
      expect(stats.revenue.byPage).toEqual([{ page: AD_PAGE, wonCents: 640_000, won: 1 }])
      expect(stats.revenue.byCampaign).toEqual([{ source: 'google', medium: 'cpc', campaign: CAMPAIGN, wonCents: 640_000, won: 1 }])
      expect(stats.revenue.byMonth).toEqual([{ month: new Date().toISOString().slice(0, 7), wonCents: 640_000, won: 1 }])
      expect(stats.stages).toMatchObject({ won: 1, new: 3, contacted: 0, lost: 0 })
      const contacts = stats.firstContact.leads as { id: string; ms: number }[]
      expect(contacts.map((c) => c.id).sort()).toEqual([ids.ad, ids.wildcards].sort())
      expect(stats.firstContact.weeks).toEqual([
        { week: isoWeek(Date.now()), leads: 2, medianMs: Math.round((contacts[0]!.ms + contacts[1]!.ms) / 2) },
      ])
      expect((await get('/api/desk/stats?from=2020-01-01&to=2026-01-01')).statusCode).toBe(400)
    })

    it('roles and ids: a marketer reads and notes but cannot change a stage, a spam mark or delete; guessed and malformed ids are 404', async () => {
      const ids = await fiveLeads()
      expect((await get('/api/desk/leads', {})).statusCode).toBe(401)
      expect((await get('/api/desk/leads', MARKETER)).statusCode).toBe(200)
      expect((await get('/api/desk/stats', MARKETER)).statusCode).toBe(200)
      expect((await note(ids.ad, 'Came from the spring ad', MARKETER)).statusCode).toBe(201)
      expect((await stage(ids.ad, { stage: 'contacted' }, MARKETER)).statusCode).toBe(403)
      expect((await mark(ids.spam, false, MARKETER)).statusCode).toBe(403)
      expect((await send2('DELETE', `/api/desk/leads/${ids.ad}`, undefined, MARKETER)).statusCode).toBe(403)
      expect((await get(`/api/desk/leads/${ids.ad}`)).json()).toMatchObject({ stage: 'new', notes: [{ userId: 'u-marketer' }] })
      expect(released).toEqual([])

      const guessed = randomUUID()
      for (const id of [guessed, 'abc', '1', "1'%20OR%20'1'='1", `${ids.ad}x`, ids.ad.replaceAll('-', ''), '%00']) {
        expect((await get(`/api/desk/leads/${id}`)).statusCode, id).toBe(404)
        expect((await stage(id, { stage: 'contacted' })).statusCode, id).toBe(404)
        expect((await note(id, 'hello')).statusCode, id).toBe(404)
        expect((await mark(id, true)).statusCode, id).toBe(404)
        expect((await send2('DELETE', `/api/desk/leads/${id}`)).statusCode, id).toBe(404)
      }
      expect(await rows('SELECT lead_id FROM desk_leads WHERE lead_id = ?', [guessed])).toEqual([])
    })

    it('holds a user to 120 changes a minute (429 with Retry-After), another user not', async () => {
      const id = await send(validLead())
      const statuses: number[] = []
      for (let i = 0; i < 121; i++) statuses.push((await note(id, `Note ${i}`)).statusCode)
      expect(statuses.filter((s) => s === 201)).toHaveLength(120)
      const over = await note(id, 'One more')
      expect(over.statusCode).toBe(429)
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
      expect((await note(id, 'From the marketer', MARKETER)).statusCode).toBe(201)
      expect((await get(`/api/desk/leads/${id}`)).json().notes).toHaveLength(121)
    })

    it('spam review: Not spam releases a held lead once (onRelease) into the inbox, the undo holds it again, both kept as examples', async () => {
      const ids = await fiveLeads()
      const freed = await mark(ids.spam, false)
      expect(freed.statusCode, freed.body).toBe(200)
      expect(freed.json()).toMatchObject({ status: 'ok', released: true })
      expect(released).toEqual([ids.spam])
      expect((await items()).map((i) => i.id)).toContain(ids.spam)
      const lead = (await get(`/api/desk/leads/${ids.spam}`)).json()
      expect(lead).toMatchObject({ status: 'ok', spamExample: { label: 'not-spam', userId: 'u-owner' } })
      expect(lead.spamReasons).toContain('honeypot')

      // Undo: held again, out of the inbox, the example turned round; releasing it again mails nothing twice.
      expect((await mark(ids.spam, true)).json()).toMatchObject({ status: 'spam', released: false })
      expect((await items()).map((i) => i.id)).not.toContain(ids.spam)
      expect((await items('?spam=spam')).map((i) => i.id)).toEqual([ids.spam])
      expect((await mark(ids.spam, false)).json()).toMatchObject({ status: 'ok', released: false })
      expect(released).toEqual([ids.spam])

      // A suspect lead (mailed already, marked) held as spam: no release; its example recorded.
      expect((await mark(ids.markup, true)).json()).toMatchObject({ status: 'spam', released: false })
      const examples = await rows('SELECT label, user_id FROM spam_examples WHERE lead_id = ?', [ids.markup])
      expect(examples).toEqual([{ label: 'spam', user_id: 'u-owner' }])
      expect((await rows('SELECT label FROM spam_examples WHERE lead_id = ?', [ids.spam]))[0]).toEqual({ label: 'not-spam' })
      const history = (await get(`/api/desk/leads/${ids.spam}`)).json().history as { kind: string; from: string; to: string }[]
      expect(history.map((e) => [e.kind, e.from, e.to])).toEqual([
        ['spam', 'spam', 'ok'],
        ['spam', 'ok', 'spam'],
        ['spam', 'spam', 'ok'],
      ])
      expect((await send2('POST', `/api/desk/leads/${ids.spam}/spam`, { spam: 'yes' })).json().fieldErrors).toHaveProperty('spam')
    })

    it('delete removes a lead with its notes (the record of it kept without personal data); HTML comes back as JSON text; CSV neutralises formulas', async () => {
      const ids = await fiveLeads()
      expect((await note(ids.spam, 'Looks like a bot')).statusCode).toBe(201)
      expect((await send2('DELETE', `/api/desk/leads/${ids.spam}`)).statusCode).toBe(204)
      expect((await get(`/api/desk/leads/${ids.spam}`)).statusCode).toBe(404)
      expect((await items('?spam=all')).map((i) => i.id)).not.toContain(ids.spam)
      expect(await rows('SELECT id FROM desk_notes WHERE lead_id = ?', [ids.spam])).toEqual([])
      const record = await rows('SELECT kind, from_value, to_value, reason, user_id FROM desk_events WHERE lead_id = ?', [ids.spam])
      expect(record).toEqual([{ kind: 'delete', from_value: 'spam', to_value: null, reason: null, user_id: 'u-owner' }])
      expect((await send2('DELETE', `/api/desk/leads/${ids.spam}`)).statusCode).toBe(404)

      const res = await get(`/api/desk/leads/${ids.markup}`)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      expect(res.headers['cache-control']).toBe('no-store')
      expect(res.headers['x-robots-tag']).toBe('noindex')
      expect(res.json()).toMatchObject({
        lastName: 'Lee & "Sons"',
        message: '=cmd()|" /C calc"!A0 <script>alert(1)</script> kitchen island',
      })

      const csv = await get('/api/desk/leads.csv?q=calc')
      expect(csv.statusCode, csv.body).toBe(200)
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
      const lines = csv.body.trimEnd().split('\r\n')
      expect(lines).toHaveLength(2)
      expect(lines[0]!.split(',').slice(0, 3)).toEqual(['reference', 'receivedAt', 'stage'])
      expect(lines[1]).toContain(`"'=cmd()|"" /C calc""!A0 <script>alert(1)</script> kitchen island"`)
      expect(lines[1]).not.toMatch(/,=/)
      const rye = (await get('/api/desk/leads.csv?town=rye')).body.trimEnd().split('\r\n')
      expect(rye).toHaveLength(2)
      expect(rye[1]).toContain('Jones')
      expect((await get('/api/desk/leads.csv?pageSize=2')).statusCode).toBe(400)
    })

    it('a lead marked spam goes with the spam sweep like any spam, its notes and desk rows with it', async () => {
      const ids = await fiveLeads()
      const write = (text: string, params: unknown[]) =>
        store.batch([{ sql: sql(store.kind, text), params }], { write: true, what: 'test' })
      // A notification already sent for it (as with SMTP configured).
      await write('INSERT INTO outbox (lead_id, attempts, sent_at, created_at) VALUES (?, 1, ?, ?)', [ids.ad, Date.now(), Date.now()])
      expect((await note(ids.ad, 'Not a real request after all')).statusCode).toBe(201)
      expect((await stage(ids.ad, { stage: 'contacted' })).statusCode).toBe(200)
      expect((await mark(ids.ad, true)).statusCode).toBe(200)
      const pruned = await store.pruneSpam({ olderThan: Date.now() + 60_000, maxBytes: 1e9 })
      expect(pruned.expired).toBe(2)
      expect((await get(`/api/desk/leads/${ids.ad}`)).statusCode).toBe(404)
      for (const table of ['desk_notes', 'desk_leads', 'spam_examples'])
        expect(await rows(`SELECT lead_id FROM ${table} WHERE lead_id = ?`, [ids.ad])).toEqual([])
      expect((await items()).map((i) => i.name)).toEqual(['Di Lee & "Sons"', 'Cy Brown', 'Bo Jones'])
    })

    it('marks a lead still new after more than an hour of business hours (data/site.json), and not once contacted', async () => {
      const ids = await fiveLeads()
      expect((await stage(ids.ad, { stage: 'contacted' })).statusCode).toBe(200)
      offsetMs = 8 * 86_400_000
      const waiting = Object.fromEntries((await items('?spam=all')).map((i) => [i.id, i.waitingOverHour]))
      expect(waiting).toEqual({ [ids.ad]: false, [ids.wildcards]: true, [ids.other]: true, [ids.markup]: true, [ids.spam]: false })
      expect((await get(`/api/desk/leads/${ids.other}`)).json().waitingOverHour).toBe(true)
    })

    it('is wired into the app behind the ADMIN_TOKEN bearer, as an owner', async () => {
      const id = await send(validLead())
      expect((await t.app.inject({ url: '/api/desk/leads' })).statusCode).toBe(401)
      const res = await t.app.inject({ url: '/api/desk/leads', headers: ADMIN_HEADERS })
      expect(res.statusCode).toBe(200)
      expect(res.headers['x-robots-tag']).toBe('noindex')
      expect(res.json().items.map((i: Item) => i.id)).toEqual([id])
      expect((await t.app.inject({ method: 'PUT', url: '/api/desk/leads', headers: ADMIN_HEADERS })).statusCode).toBe(405)
      const del = await t.app.inject({ method: 'DELETE', url: `/api/desk/leads/${id}`, headers: ADMIN_HEADERS })
      expect(del.statusCode).toBe(204)
    })
  })
}

describe('business hours', () => {
  const hours = readBusinessHours(PROJECT_ROOT)
  const ny = (local: string) => {
    // December: New York is UTC−5.
    return Date.parse(`${local}-05:00`)
  }
  it('counts only the opening hours of data/site.json, in the business’s time zone', () => {
    const weekday = hours.find((h) => h.days?.includes('Monday'))!
    expect(weekday.opens).toBeDefined()
    // Monday 30 minutes before closing → Tuesday 45 minutes after opening.
    const close = Number(weekday.closes!.slice(0, 2)) * 60 + Number(weekday.closes!.slice(3))
    const open = Number(weekday.opens!.slice(0, 2)) * 60 + Number(weekday.opens!.slice(3))
    const at = (date: string, minutes: number) =>
      ny(`${date}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`)
    expect(businessMsBetween(at('2026-12-07', close - 30), at('2026-12-08', open + 45), hours)).toBe(75 * 60_000)
    // Overnight, after closing: nothing.
    expect(businessMsBetween(at('2026-12-07', close + 10), at('2026-12-08', open), hours)).toBe(0)
    // Within one day.
    expect(businessMsBetween(at('2026-12-09', open), at('2026-12-09', open + 61), hours)).toBe(61 * 60_000)
    expect(businessMsBetween(at('2026-12-09', open + 61), at('2026-12-09', open), hours)).toBe(0)
  })
})
