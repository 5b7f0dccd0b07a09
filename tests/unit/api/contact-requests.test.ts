import { afterEach, describe, expect, it } from 'vitest'
import { ADMIN_TOKEN, json, makeApp, validLead, type TestApp } from './helpers'

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
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', ...json({ ...validLead(), firstName }) })
      ids.push(res.json().id)
    }
    const all = await list()
    expect(all.statusCode).toBe(200)
    expect(all.headers['cache-control']).toBe('no-store')
    const body = all.json()
    expect(body).toMatchObject({ page: 1, pageSize: 20, total: 3 })
    expect(body.items.map((i: { id: string }) => i.id)).toEqual([...ids].reverse())
    expect(body.items[0]).toMatchObject({ firstName: 'Third', email: 'ann@example.com' })

    const second = (await list('?page=2&pageSize=2')).json()
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: 3 })
    expect(second.items.map((i: { id: string }) => i.id)).toEqual([ids[0]])
    // Case-insensitive scheme.
    expect((await list('', `bearer ${ADMIN_TOKEN}`)).statusCode).toBe(200)
  })

  it.each(['?page=0', '?page=-1', '?page=abc', '?pageSize=101', '?pageSize=0', '?pageSize=1.5', '?page=1&page=2'])(
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
