/**
 * The quote form without JavaScript: a native `application/x-www-form-urlencoded` post to /api/contact,
 * same-origin only, answered with a page (303 to /thank-you, or the form page again with the messages and
 * the values). The form page comes from the site's server bundle (`<SITE_DIR>/../server/entry-server.js`,
 * `renderQuoteFormPage`); here a stand-in bundle file is written where the build puts it, and the app loads
 * it the way it loads the real one.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { QUOTE_MESSAGES } from '../../../schemas/quote'
import { ADMIN_TOKEN, failingStore, makeApp, pageCookie, type TestApp, validLead, ADMIN_HEADERS } from './helpers'

/** A stand-in for the front end's export: the page of a route with a form, its state visible in the HTML. */
const BUNDLE = `
const escape = (s) => s.replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';')
export async function renderQuoteFormPage(route, state) {
  if (!['/contact', '/services/granite'].includes(route)) return null
  return {
    status: 200,
    html: '<!doctype html><html><head><title>' + route + '</title><script>window.x = 1</script></head><body>' +
      '<pre id="state">' + escape(JSON.stringify({ route, ...state })) + '</pre></body></html>',
    scriptHashes: ["'sha256-pageScriptHash='"],
  }
}
`

let t: TestApp | undefined
afterEach(async () => {
  await t?.cleanup()
  t = undefined
})

async function appWithBundle(overrides: Parameters<typeof makeApp>[0] = {}, deps: Parameters<typeof makeApp>[1] = {}) {
  t = await makeApp({ rateLimitMax: 100, ...overrides }, deps)
  const bundle = path.join(t.dir, 'server', 'entry-server.js')
  fs.mkdirSync(path.dirname(bundle), { recursive: true })
  fs.writeFileSync(bundle, BUNDLE)
  return t.app
}

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' }

function formPost(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return t!.app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(fields).toString(),
  })
}

/** What a browser sends: every field of the form, the hidden honeypot empty, and the page it is on. */
const nativeForm = (patch: Record<string, string> = {}) => ({ ...validLead(), website: '', page: '/services/granite', ...patch })

const stateOf = (html: string) =>
  JSON.parse(/<pre id="state">([^<]*)<\/pre>/.exec(html)![1]!.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c)))) as {
    route: string
    values: Record<string, string>
    errors: Record<string, string>
  }

const listAll = async () =>
  (await t!.app.inject({ url: '/api/contact-requests?status=all', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).json() as {
    items: { id: string; message: string; status: string; spamReasons: string[] }[]
  }

describe('POST /api/contact without JavaScript (form-encoded)', () => {
  it('stores the lead like the JSON API and answers 303 to /thank-you', async () => {
    const app = await appWithBundle()
    const cookie = await pageCookie(app, '/services/granite')
    const res = await formPost(nativeForm({ message: 'Line one of the details\r\nline two' }), { ...SAME_ORIGIN, cookie })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/thank-you#top')
    expect(res.headers['cache-control']).toBe('no-store')
    const { items } = await listAll()
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ status: 'ok', message: 'Line one of the details\nline two' })
  })

  it('accepts a same-origin post from a browser that sends Origin but not Sec-Fetch-Site', async () => {
    await appWithBundle()
    const res = await formPost(nativeForm(), { origin: 'http://localhost:80', host: 'localhost:80' })
    expect(res.statusCode).toBe(303)
  })

  it.each([
    ['another site (Origin)', { origin: 'https://evil.example', host: 'localhost:80' }],
    ['another site (Sec-Fetch-Site)', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' }],
    ['a sibling subdomain', { 'sec-fetch-site': 'same-site' }],
    ['an opaque origin', { origin: 'null' }],
    ['no Origin and no Sec-Fetch-Site', {}],
  ])('refuses a post from %s with 403 and stores nothing', async (_name, headers) => {
    await appWithBundle()
    const res = await formPost(nativeForm(), headers)
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toMatch(/this site only/)
    expect((await listAll()).items).toHaveLength(0)
  })

  it('answers an invalid post with the form page again: 400, the messages under the fields and the values kept', async () => {
    const app = await appWithBundle()
    const cookie = await pageCookie(app)
    const res = await formPost(nativeForm({ firstName: '', email: 'not-an-email', phone: 'aaaaaaaaaa', message: 'short' }), {
      ...SAME_ORIGIN,
      cookie,
    })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-pageScriptHash=';/)
    // The visitor's token stays: the time spent on the form counts from the page, not from this answer.
    expect(res.headers['set-cookie']).toBeUndefined()
    const state = stateOf(res.body)
    expect(state.route).toBe('/services/granite')
    expect(state.errors).toEqual({
      firstName: QUOTE_MESSAGES.firstName,
      email: QUOTE_MESSAGES.email,
      phone: QUOTE_MESSAGES.phone,
      message: QUOTE_MESSAGES.message,
    })
    expect(state.values).toEqual({ ...validLead(), firstName: '', email: 'not-an-email', phone: 'aaaaaaaaaa', message: 'short' })
    expect((await listAll()).items).toHaveLength(0)
  })

  it('shows the seven messages of the specification for an empty form', async () => {
    await appWithBundle()
    const empty = {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      location: '',
      service: '',
      message: '',
      website: '',
      page: '/contact',
    }
    const res = await formPost(empty, SAME_ORIGIN)
    expect(res.statusCode).toBe(400)
    expect(stateOf(res.body)).toMatchObject({ route: '/contact', errors: QUOTE_MESSAGES })
    expect(res.headers['set-cookie']).toMatch(/^form_token=/) // no token came with it: one for the next attempt
  })

  it('falls back to /contact for a page without a form or a page that is not a site path', async () => {
    await appWithBundle()
    for (const page of ['/gallery', 'https://evil.example/x', '/../../etc', '']) {
      const res = await formPost(nativeForm({ page, email: 'x' }), SAME_ORIGIN)
      expect(res.statusCode, page).toBe(400)
      expect(stateOf(res.body).route, page).toBe('/contact')
    }
  })

  it('keeps a filled honeypot as spam and answers it like any other post', async () => {
    await appWithBundle()
    const res = await formPost(nativeForm({ website: 'http://spam.example' }), SAME_ORIGIN)
    expect(res.statusCode).toBe(303)
    expect((await listAll()).items[0]).toMatchObject({ status: 'spam', spamReasons: ['honeypot', 'no-page'] })
  })

  it('answers a post the store could not save with the form page again (503), the values kept', async () => {
    await appWithBundle({}, { store: failingStore() })
    const res = await formPost(nativeForm(), SAME_ORIGIN)
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBe('60')
    const state = stateOf(res.body)
    expect(state.errors).toEqual({ form: expect.stringMatching(/could not be saved/) })
    expect(state.values.email).toBe(validLead().email)
  })

  it('answers with the form page and a message when the client is over the rate limit', async () => {
    await appWithBundle({ rateLimitMax: 1 })
    expect((await formPost(nativeForm(), SAME_ORIGIN)).statusCode).toBe(303)
    const res = await formPost(nativeForm({ message: 'A second, different request.' }), SAME_ORIGIN)
    expect(res.statusCode).toBe(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(stateOf(res.body).errors).toEqual({ form: 'Too many requests, please try again later' })
  })

  it('without a built site answers the messages as plain text (never hand-written HTML)', async () => {
    t = await makeApp()
    const res = await formPost(nativeForm({ email: 'nope' }), SAME_ORIGIN)
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(res.body).toContain(QUOTE_MESSAGES.email)
  })

  it('renders the form page off the main thread: a slow render does not hold up other requests', async () => {
    const app = await appWithBundle()
    // A renderer that takes 800 ms of CPU.
    fs.writeFileSync(
      path.join(t!.dir, 'server', 'entry-server.js'),
      BUNDLE.replace('if (![', 'const end = Date.now() + 800; while (Date.now() < end); if (!['),
    )
    const slow = formPost(nativeForm({ email: 'x' }), SAME_ORIGIN)
    await new Promise((r) => setTimeout(r, 200)) // the render is under way
    const started = Date.now()
    expect((await app.inject({ url: '/healthz', headers: ADMIN_HEADERS })).statusCode).toBe(200)
    expect((await app.inject({ url: '/' })).statusCode).toBe(200)
    expect(Date.now() - started).toBeLessThan(400)
    expect((await slow).statusCode).toBe(400)
  })

  it('keeps the JSON API as it was: JSON errors and 201 { id }', async () => {
    const app = await appWithBundle()
    const res = await app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({}),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ error: 'Invalid request', fieldErrors: QUOTE_MESSAGES })
  })
})

/** A store whose every write fails (a disk error). */
