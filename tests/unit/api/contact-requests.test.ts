import { afterEach, describe, expect, it } from 'vitest'
import { Writable } from 'node:stream'
import { AUTH_FAILURES_MAX } from '../../../api/routes/contact-requests'
import { ADMIN_TOKEN, asBrowser, json, makeApp, formToken, type TestApp, validLead } from './helpers'

let t: TestApp | undefined
afterEach(async () => {
  await t?.cleanup()
  t = undefined
})

const list = (query = '', authorization: string | null = `Bearer ${ADMIN_TOKEN}`) =>
  t!.app.inject({ url: `/api/contact-requests${query}`, headers: authorization ? { authorization } : {} })

describe('GET /api/contact-requests', () => {
  it('is a 404 when no ADMIN_TOKEN is configured', async () => {
    t = await makeApp({ adminToken: undefined })
    const res = await list()
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ error: 'Not found' })
  })

  it.each([
    ['no header', null],
    ['wrong token', 'Bearer wrong-token-wrong-token-1'],
    ['token prefix only', `Bearer ${ADMIN_TOKEN.slice(0, -1)}`],
    ['token plus suffix', `Bearer ${ADMIN_TOKEN}x`],
    ['other scheme', `Basic ${ADMIN_TOKEN}`],
    ['bare token', ADMIN_TOKEN],
  ])('answers 401 with %s', async (_name, authorization) => {
    t = await makeApp()
    const res = await list('', authorization)
    expect(res.statusCode).toBe(401)
    expect(res.headers['www-authenticate']).toBe('Bearer')
    expect(res.json()).toEqual({ error: 'Unauthorized' })
  })

  it('lists stored leads newest first with the token, paginated', async () => {
    t = await makeApp()
    const ids: string[] = []
    for (const firstName of ['First', 'Second', 'Third']) {
      // Each from its own page view: a form token backs one lead.
      const token = await formToken(t.app)
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', ...asBrowser({ ...validLead(), firstName }, token) })
      ids.push(res.json().id)
    }
    const all = await list()
    expect(all.statusCode).toBe(200)
    expect(all.headers['cache-control']).toBe('no-store')
    const body = all.json()
    expect(body).toMatchObject({ page: 1, pageSize: 20, status: 'leads', total: 3 })
    expect(body.items.map((i: { id: string }) => i.id)).toEqual([...ids].reverse())
    expect(body.items[0]).toMatchObject({ firstName: 'Third', email: 'ann@example.com' })

    const second = (await list('?page=2&pageSize=2')).json()
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3 })
    expect(second.items.map((i: { id: string }) => i.id)).toEqual([ids[0]])
    // Case-insensitive scheme.
    expect((await list('', `bearer ${ADMIN_TOKEN}`)).statusCode).toBe(200)
  })

  it('lists spam apart with ?status=spam, and everything with ?status=all', async () => {
    t = await makeApp()
    const real = await t.app.inject({ method: 'POST', url: '/api/contact', ...asBrowser(validLead(), await formToken(t.app)) })
    const bot = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      ...json({ ...validLead(), message: 'Sent by a script, no page loaded.' }),
    })
    const ids = async (query: string) => ((await list(query)).json() as { items: { id: string }[] }).items.map((i) => i.id)
    expect(await ids('')).toEqual([real.json().id])
    expect(await ids('?status=spam')).toEqual([bot.json().id])
    expect(await ids('?status=all')).toEqual([bot.json().id, real.json().id])
    expect((await list('?status=spam')).json()).toMatchObject({
      status: 'spam',
      total: 1,
      items: [{ status: 'spam', spamReasons: ['no-page', 'content-no-project'] }],
    })
  })

  it('locks a client out after repeated wrong tokens, and logs each failure without its address', async () => {
    const lines: string[] = []
    const logStream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk))
        done()
      },
    })
    t = await makeApp({ logLevel: 'warn' }, { logStream })
    for (let i = 0; i < AUTH_FAILURES_MAX; i++) expect((await list('', `Bearer guess-${i}-xxxxxxxxxxxx`)).statusCode).toBe(401)
    // Locked out: even the right token is refused from this client for a while.
    const locked = await list()
    expect(locked.statusCode).toBe(429)
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60)
    // Another client is not affected.
    const other = await t.app.inject({
      url: '/api/contact-requests',
      remoteAddress: '10.0.0.9',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    })
    expect(other.statusCode).toBe(200)
    const failures = lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'lead list: authentication failed')
    expect(failures).toHaveLength(AUTH_FAILURES_MAX)
    expect(failures.at(-1)).toMatchObject({ client: expect.stringMatching(/^[0-9a-f]{12}$/), failures: AUTH_FAILURES_MAX })
    expect(lines.join('')).not.toContain('127.0.0.1')
    expect(lines.join('')).not.toContain('guess-')
  })

  it.each(['?page=0', '?page=-1', '?page=abc', '?pageSize=101', '?pageSize=0', '?pageSize=1.5', '?page=1&page=2', '?status=junk'])(
    'answers 400 for %s',
    async (query) => {
      t = await makeApp()
      const res = await list(query)
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toBe('Invalid query')
      expect(Object.keys(res.json().fieldErrors).length).toBeGreaterThan(0)
    },
  )
})
