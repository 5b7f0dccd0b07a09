/**
 * The quote form without JavaScript: a native `application/x-www-form-urlencoded` post to /api/contact,
 * same-origin only, answered with a page: 303 to /thank-you, or 303 back to the form's own page, which the server
 * renders with the messages and the values kept (sealed in the address's `form` parameter, api/form-state.ts; no
 * cookie), so a reload never shows the API's JSON. Pages whose address names a choice (`/contact?slab=…`) are
 * rendered with it too. The pages come from the site's server bundle (`<SITE_DIR>/../server/entry-server.js`,
 * `renderQuoteFormPage`); here a stand-in bundle file is written where the build puts it, and the app loads it the
 * way it loads the real one.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { FORM_STATE_PARAM, FormStates } from '../../../api/form-state'
import { QUOTE_MESSAGES } from '../../../schemas/quote'
import { ADMIN_HEADERS, ADMIN_TOKEN, failingStore, makeApp, page, type TestApp, validLead, writeFile } from './helpers'

/** A stand-in for the front end's export: the page of a route with a form, its state (and render count) in the HTML. */
const BUNDLE = `
const escape = (s) => s.replace(/[&<>"']/g, (c) => '&#' + c.charCodeAt(0) + ';')
let renders = 0
export async function renderQuoteFormPage(route, state) {
  if (!['/contact', '/services/granite'].includes(route)) return null
  renders++
  return {
    status: 200,
    html: '<!doctype html><html><head><title>' + route + '</title><script>window.x = 1</script></head><body>' +
      '<pre id="state">' + escape(JSON.stringify({ route, renders, ...state })) + '</pre></body></html>',
    scriptHashes: ["'sha256-pageScriptHash='"],
  }
}
`

let t: TestApp | undefined
afterEach(async () => {
  await t?.cleanup()
  t = undefined
})

/** The app on a fake site whose /contact and /services/granite have a quote form (their page data says so). */
async function appWithBundle(overrides: Parameters<typeof makeApp>[0] = {}, deps: Parameters<typeof makeApp>[1] = {}) {
  t = await makeApp({ rateLimitMax: 100, ...overrides }, deps)
  const bundle = path.join(t.dir, 'server', 'entry-server.js')
  fs.mkdirSync(path.dirname(bundle), { recursive: true })
  fs.writeFileSync(bundle, BUNDLE)
  const site = t.config.siteDir
  writeFile(site, 'contact/index.html', page('Contact'))
  writeFile(site, 'gallery/index.html', page('Gallery'))
  for (const [route, type] of [
    ['contact', 'quote-form'],
    ['services/granite', 'quote-form'],
    ['gallery', 'project-gallery'],
  ])
    writeFile(site, `_data/${route}.json`, JSON.stringify({ route: `/${route}`, sections: [{ type: 'hero' }, { type }] }))
  return t.app
}

const SAME_ORIGIN = { 'sec-fetch-site': 'same-origin', origin: 'http://localhost:80' }
/** What a browser sends with a form a person submitted on a page of the site. */
const NAVIGATED = {
  ...SAME_ORIGIN,
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  'sec-fetch-user': '?1',
  referer: 'http://localhost/services/granite',
}

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

type State = { route: string; renders: number; values?: Record<string, string>; errors?: Record<string, string>; query?: string }
const stateOf = (html: string) =>
  JSON.parse(
    /<pre id="state">([^<]*)<\/pre>/.exec(html)![1]!.replace(/&#(\d+);/g, (_, c: string) => String.fromCharCode(Number(c))),
  ) as State

/** The sealed state a 303 carries in its Location's `form` parameter. */
const sealed = (res: { headers: Record<string, unknown> }) =>
  new URL(String(res.headers.location), 'http://localhost').searchParams.get(FORM_STATE_PARAM) ?? undefined
/** The Location without its sealed state. */
const place = (res: { headers: Record<string, unknown> }) => String(res.headers.location).replace(/[?&]form=[^&#]*/, '')

/** Follows a 303 as a browser does: GET the Location (no cookie: nothing was set). */
async function follow(res: { headers: Record<string, unknown> }) {
  expect(res.headers['set-cookie']).toBeUndefined()
  return t!.app.inject({ url: String(res.headers.location) })
}

const listAll = async () =>
  (await t!.app.inject({ url: '/api/contact-requests?status=all', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).json() as {
    items: { id: string; message: string; status: string; spamReasons: string[] }[]
  }

describe('POST /api/contact without JavaScript (form-encoded)', () => {
  it('stores the lead like the JSON API and answers 303 to /thank-you, no cookie', async () => {
    await appWithBundle()
    const res = await formPost(nativeForm({ message: 'Granite island, line one of the details\r\nline two: 40 sq ft' }), NAVIGATED)
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe('/thank-you#top')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['set-cookie']).toBeUndefined()
    const { items } = await listAll()
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({
      status: 'ok',
      spamReasons: [],
      message: 'Granite island, line one of the details\nline two: 40 sq ft',
    })
  })

  it.each([
    ['no Sec-Fetch-User (a script’s submit, not a person’s click)', { 'sec-fetch-user': '' }],
    ['not a navigation', { 'sec-fetch-mode': 'cors' }],
    ['from another site’s page', { referer: 'https://elsewhere.example/form' }],
    ['without a Referer', { referer: '' }],
  ])('marks a post sent %s as no-script: kept and mailed, never spam alone', async (_name, patch) => {
    await appWithBundle()
    const headers = Object.fromEntries(Object.entries({ ...NAVIGATED, ...patch }).filter(([, v]) => v !== ''))
    expect((await formPost(nativeForm(), headers)).statusCode).toBe(303)
    expect((await listAll()).items[0]).toMatchObject({ status: 'suspect', spamReasons: ['no-script'] })
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

  it('answers an invalid post at the page’s own address: 303 back, then the page with the messages under the fields and the values kept, again on a reload', async () => {
    await appWithBundle()
    const res = await formPost(nativeForm({ firstName: '', email: 'not-an-email', phone: 'aaaaaaaaaa', message: 'short' }), SAME_ORIGIN)
    expect(res.statusCode).toBe(303)
    expect(place(res)).toBe('/services/granite') // the form's fragment (#quote) stays from its action
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body).toBe('')
    // The state travels sealed in the address, for that page only and short-lived: what was typed is not readable there.
    expect(sealed(res)).toMatch(/^c[A-Za-z0-9_-]+$/)
    expect(String(res.headers.location)).not.toContain('not-an-email')

    for (const attempt of ['after the post', 'on a reload']) {
      const shown = await follow(res)
      expect(shown.statusCode, attempt).toBe(200)
      expect(shown.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(shown.headers['cache-control']).toBe('no-store')
      expect(shown.headers['set-cookie']).toBeUndefined()
      expect(shown.headers['x-content-type-options']).toBe('nosniff')
      expect(shown.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-pageScriptHash=';/)
      const state = stateOf(shown.body)
      expect(state.route).toBe('/services/granite')
      expect(state.errors).toEqual({
        firstName: QUOTE_MESSAGES.firstName,
        email: QUOTE_MESSAGES.email,
        phone: QUOTE_MESSAGES.phone,
        message: QUOTE_MESSAGES.message,
      })
      expect(state.values).toEqual({ ...validLead(), firstName: '', email: 'not-an-email', phone: 'aaaaaaaaaa', message: 'short' })
    }
    expect((await listAll()).items).toHaveLength(0)
  })

  it('shows the state only on its own page, only when genuine: another page, an altered state or a stale one gets the page as built', async () => {
    await appWithBundle()
    const res = await formPost(nativeForm({ email: 'x' }), SAME_ORIGIN)
    const state = sealed(res)!
    const home = await t!.app.inject({ url: `/?form=${state}` })
    expect(home.body).toContain('<h1>Home</h1>')
    const altered = state.replace(/.(?=.{10}$)/, (c) => (c === 'A' ? 'B' : 'A'))
    const tampered = await t!.app.inject({ url: `/services/granite?form=${altered}` })
    expect(tampered.body).toContain('<h1>Granite</h1>')
    expect(tampered.headers['cache-control']).toBe('public, no-cache')

    const states = new FormStates(randomBytes(32), 600_000)
    const value = states.value('/contact', { values: { firstName: 'Ann' }, errors: {} }, Date.now())
    expect(states.read(value, '/contact')).toEqual({ values: { firstName: 'Ann' }, errors: {} })
    expect(new FormStates(randomBytes(32), 600_000).read(value, '/contact'), 'another key').toBeUndefined()
    expect(states.read(value, '/services/granite')).toBeUndefined()
    expect(states.read(value, '/contact', Date.now() + 600_001)).toBeUndefined()
  })

  it('keeps project details too long for an address (memory, the address naming it)', async () => {
    await appWithBundle()
    const message = randomBytes(3000).toString('base64').slice(0, 5000) // does not compress
    const res = await formPost(nativeForm({ email: 'x', message }), SAME_ORIGIN)
    expect(sealed(res)!.length).toBeLessThan(120)
    expect(stateOf((await follow(res)).body).values?.message).toBe(message)
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
    expect(res.statusCode).toBe(303)
    expect(place(res)).toBe('/contact')
    expect(stateOf((await follow(res)).body)).toMatchObject({ route: '/contact', errors: QUOTE_MESSAGES })
  })

  it('goes back to /contact for a page without a form or a page that is not a site path', async () => {
    await appWithBundle()
    for (const page of ['/gallery', 'https://evil.example/x', '/../../etc', '', '/no-such-page']) {
      const res = await formPost(nativeForm({ page, email: 'x' }), SAME_ORIGIN)
      expect(res.statusCode, page).toBe(303)
      expect(place(res), page).toBe('/contact')
      expect(stateOf((await follow(res)).body).route, page).toBe('/contact')
    }
  })

  it('goes back with the slab it was chosen for in the address, and the form’s variant and details kept', async () => {
    await appWithBundle()
    const res = await formPost(
      nativeForm({
        page: '/contact',
        email: 'x',
        form: 'showroom',
        plan: 'Design Consultation',
        preferredTime: 'Saturday morning',
        slab: 'Absolute Black',
        slabCategory: 'Granite',
        slabPrice: '$45-65',
      }),
      SAME_ORIGIN,
    )
    expect(place(res)).toBe('/contact?slab=Absolute%20Black&category=Granite&price=%2445-65')
    const state = stateOf((await follow(res)).body)
    expect(state.query).toBe(`?slab=Absolute%20Black&category=Granite&price=%2445-65&form=${sealed(res)}`)
    expect(state.values).toMatchObject({ form: 'showroom', plan: 'Design Consultation', preferredTime: 'Saturday morning' })
  })

  it('renders a page whose address names a choice (the same page for every visitor is rendered once); other parameters serve the file', async () => {
    const app = await appWithBundle()
    const first = await app.inject({ url: '/contact?slab=Absolute%20Black&category=Granite&price=%2445-65' })
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toBe('no-store')
    expect(first.headers['set-cookie']).toBeUndefined()
    expect(stateOf(first.body)).toMatchObject({ route: '/contact', query: '?slab=Absolute%20Black&category=Granite&price=%2445-65' })
    const again = await app.inject({ url: '/contact?slab=Absolute%20Black&category=Granite&price=%2445-65&utm_source=mail' })
    expect(stateOf(again.body).renders).toBe(stateOf(first.body).renders)
    expect((await app.inject({ url: '/contact?utm_source=mail' })).body).toContain('<h1>Contact</h1>')
    expect((await app.inject({ url: '/gallery?slab=Absolute%20Black' })).body).toContain('<h1>Gallery</h1>')
    expect((await app.inject({ url: `/contact?slab=${'x'.repeat(101)}` })).body).toContain('<h1>Contact</h1>')
  })

  it('keeps a filled honeypot as spam and answers it like any other post', async () => {
    await appWithBundle()
    const res = await formPost(nativeForm({ website: 'http://spam.example' }), SAME_ORIGIN)
    expect(res.statusCode).toBe(303)
    expect((await listAll()).items[0]).toMatchObject({ status: 'spam', spamReasons: ['honeypot', 'no-script'] })
  })

  it('answers a post the store could not save at the form’s page, with the message and the values kept', async () => {
    await appWithBundle({}, { store: failingStore() })
    const res = await formPost(nativeForm(), SAME_ORIGIN)
    expect(res.statusCode).toBe(303)
    expect(res.headers['retry-after']).toBe('60')
    const state = stateOf((await follow(res)).body)
    expect(state.errors).toEqual({ form: expect.stringMatching(/could not be saved/) })
    expect(state.values?.email).toBe(validLead().email)
  })

  it('answers at the form’s page with a message when the client is over the rate limit', async () => {
    await appWithBundle({ rateLimitMax: 1 })
    expect((await formPost(nativeForm(), SAME_ORIGIN)).statusCode).toBe(303)
    const res = await formPost(nativeForm({ message: 'A second, different request.' }), SAME_ORIGIN)
    expect(res.statusCode).toBe(303)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(stateOf((await follow(res)).body).errors).toEqual({ form: 'Too many requests, please try again later' })
  })

  it('without a built site answers the messages as plain text (never hand-written HTML)', async () => {
    t = await makeApp()
    const res = await formPost(nativeForm({ email: 'nope' }), SAME_ORIGIN)
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(res.body).toContain(QUOTE_MESSAGES.email)
  })

  it('renders the page off the main thread: a slow render does not hold up other requests', async () => {
    const app = await appWithBundle()
    // A renderer that takes 800 ms of CPU.
    fs.writeFileSync(
      path.join(t!.dir, 'server', 'entry-server.js'),
      BUNDLE.replace('renders++', 'renders++; const end = Date.now() + 800; while (Date.now() < end);'),
    )
    const posted = await formPost(nativeForm({ email: 'x' }), SAME_ORIGIN)
    const slow = follow(posted)
    await new Promise((r) => setTimeout(r, 200)) // the render is under way
    const started = Date.now()
    expect((await app.inject({ url: '/healthz', headers: ADMIN_HEADERS })).statusCode).toBe(200)
    expect((await app.inject({ url: '/' })).statusCode).toBe(200)
    expect(Date.now() - started).toBeLessThan(400)
    expect(stateOf((await slow).body).errors?.email).toBe(QUOTE_MESSAGES.email)
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
