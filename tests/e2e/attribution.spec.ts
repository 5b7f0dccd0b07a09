import { type Browser, type BrowserContext, expect, type Page, type Request, test } from '@playwright/test'
import { ATTRIBUTION_HEADER, type Attribution } from '../../schemas/attribution'
import { QUOTE_ENDPOINT } from '../../schemas/quote'
import { quoteLabel, quoteText } from '../helpers/words'
import { leadServer } from './lead-server'
import { routerReady } from './live'
import { fillValid, quoteForm, storedLead } from './quote-form'
import { headlineOf, routes } from './routes'

/**
 * Every lead knows where it came from, and the report says what each page earned (issue 57): on a server of its own
 * (its store, its counts), as a visitor on a phone would go — from an ad to the home page, on by the router and by a
 * full load to a material page, the form sent there, the phone number tapped; back the next day from another campaign.
 */
const lead = leadServer('attribution')

type ReportRow = Record<string, string | number>

const admin = () => ({ authorization: `Bearer ${lead.admin}` })

const storedAttribution = async (page: Page, email: string) =>
  (await storedLead(page.request, email, lead))?.attribution as Attribution | undefined

/** Material pages with a quote form, read from pages/ (the catalogue of materials grows with the content). */
const materialPages = routes.filter(
  ({ route, page }) => route.startsWith('/services/') && page.sections.some((s) => s.type === 'quote-form'),
)

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

async function send(page: Page, email: string): Promise<{ request: Request; section: string | null }> {
  const form = quoteForm(page).first()
  await form.scrollIntoViewIfNeeded()
  const section = await form.evaluate((el) => el.closest('section')?.id ?? null)
  await fillValid(page, email)
  const posted = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === QUOTE_ENDPOINT)
  await form.getByRole('button', { name: quoteText.forms.quote.submit }).click()
  const request = await posted
  await expect(page.getByRole('heading', { name: quoteText.forms.quote.confirmation.title })).toBeVisible({ timeout: 20_000 })
  return { request, section }
}

/** The day's report over yesterday to tomorrow (the server's days, whatever the hour the suite runs at). */
async function report(page: Page, by: string, format?: 'csv') {
  const query = `from=${day(-1)}&to=${day(1)}&by=${by}${format ? `&format=${format}` : ''}`
  const response = await page.request.get(`${lead.base}/api/reports?${query}`, { headers: admin() })
  expect(response.status(), await response.text()).toBe(200)
  return response
}

/**
 * The answers a context received that set a cookie (none may: no cookie anywhere on the site). `headers()` leaves
 * Set-Cookie out, so each answer is asked for it; `settle()` waits for those questions.
 */
function cookieWatch(context: BrowserContext) {
  const asked: Promise<string | null>[] = []
  context.on('response', (response) =>
    asked.push(
      response
        .headerValue('set-cookie')
        .then((value) => (value ? `${response.url()}: ${value}` : null))
        .catch(() => null),
    ),
  )
  return {
    async settle() {
      return (await Promise.all(asked)).filter(Boolean)
    },
    count: () => asked.length,
  }
}

test.describe.configure({ mode: 'serial', timeout: 90_000 })

test('a campaign visit moves by the router and by a full load to a material page: the lead there carries first and last touch, its page and section; the next day another campaign changes only the last', async ({
  browser,
}) => {
  test.setTimeout(120_000)
  expect(materialPages.length).toBeGreaterThan(1)
  const context = await browser.newContext({ ...phone, baseURL: lead.base })
  const cookies = cookieWatch(context)
  const page = await context.newPage()
  // Today on the real clock (the router's own timing runs on it); the next day, below, on a clock set ahead.
  const firstDay = new Date()
  await page.goto('/?utm_source=google&utm_medium=cpc&utm_campaign=spring')
  // The router takes a link to a material page (one the home page shows), then a material page is loaded in full.
  await routerReady(page)
  const { route: viaRouter, page: viaPage } = materialPages.find(({ route }) => route !== materialPages.at(-1)!.route)!
  const target = materialPages.at(-1)!.route
  const before = await page.evaluate(() => performance.getEntriesByType('navigation').length)
  await page.evaluate((href) => {
    const a = Object.assign(document.createElement('a'), { href, textContent: 'material', id: 'test-link' })
    document.body.append(a)
  }, viaRouter)
  await page.locator('#test-link').click()
  await expect(page).toHaveURL(new RegExp(`${viaRouter}$`))
  const headline = headlineOf(viaPage)
  if (headline) await expect(page.locator('main h1').first()).toHaveText(headline)
  await page.waitForTimeout(1500) // the visitor reads it a moment
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(before)
  await page.goto(target)

  const email = `attr.${Date.now()}@example.com`
  const { request, section } = await send(page, email)
  expect(request.headers()[ATTRIBUTION_HEADER]).toBeTruthy()
  const stored = await storedAttribution(page, email)
  const spring = { source: 'google', medium: 'cpc', campaign: 'spring', landing: '/', at: firstDay.toISOString().slice(0, 10) }
  expect(stored).toMatchObject({ first: spring, last: spring, page: target, section, device: 'phone' })

  // A tap on the phone link of that page counts a call there.
  const call = page.locator('main a[href^="tel:"]').first()
  await call.evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()))
  await call.scrollIntoViewIfNeeded()
  await call.tap()

  // The next day, a new tab from an e-mail campaign: the first touch stays, the last is the new one.
  const nextDay = new Date(firstDay.getTime() + 86_400_000)
  const again = await context.newPage()
  await again.clock.setFixedTime(nextDay)
  await again.goto('/contact?utm_source=newsletter&utm_medium=email&utm_campaign=summer')
  const second = `attr2.${Date.now()}@example.com`
  await send(again, second)
  expect(await storedAttribution(again, second)).toMatchObject({
    first: spring,
    last: { source: 'newsletter', medium: 'email', campaign: 'summer', landing: '/contact', at: nextDay.toISOString().slice(0, 10) },
    page: '/contact',
  })

  // The owner's e-mail says where the first lead came from.
  await expect.poll(() => lead.smtp.messages.some((m) => m.includes(email) && m.includes(`from ${target}`))).toBe(true)

  // The report: the view, the form start, the lead and the call on the material page; the landing page's view and
  // the view of the page the router showed.
  await page.close()
  await again.close()
  await expect
    .poll(
      async () => {
        const rows = ((await (await report(await context.newPage(), 'page')).json()) as { rows: ReportRow[] }).rows
        const of = (path: string) => rows.find((r) => r.page === path) ?? {}
        return { landing: of('/').views, viaRouter: of(viaRouter).views, material: of(target) }
      },
      { timeout: 20_000 },
    )
    .toMatchObject({ landing: 1, viaRouter: 1, material: { views: 1, starts: 1, leads: 1, calls: 1 } })
  // Pages, page data, scripts, the challenge, the quote request, the counts: no answer set a cookie, none is held.
  expect(cookies.count()).toBeGreaterThan(20)
  expect(await cookies.settle()).toEqual([])
  expect(await context.cookies()).toEqual([])
  await context.close()
})

test('no page of the site sets a cookie: every route from pages/, the 404 page and the challenge', async ({ request }) => {
  const urls = [...routes.map(({ route }) => route), '/no-such-page', '/api/contact/challenge']
  for (const url of urls) {
    const response = await request.get(`${lead.base}${url}`)
    expect(response.status(), url).toBeLessThan(500)
    expect(response.headers()['set-cookie'], url).toBeUndefined()
    if (url.startsWith('/api/') || url === '/no-such-page') continue
    expect(response.headers()['cache-control'], url).toBe('public, no-cache')
  }
})

test('the report as CSV says what its JSON says, row for row', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage()
  for (const by of ['page', 'section', 'campaign', 'day']) {
    const json = ((await (await report(page, by)).json()) as { rows: ReportRow[] }).rows
    const csv = (await (await report(page, by, 'csv')).text()).trim().split(/\r?\n/)
    const header = csv[0]!.split(',')
    expect(csv.length - 1, by).toBe(json.length)
    expect(json.length, by).toBeGreaterThan(0)
    for (const [i, row] of json.entries()) expect(csv[i + 1]!.split(','), by).toEqual(header.map((k) => String(row[k] ?? '')))
  }
})

async function gpcVisitor(browser: Browser) {
  const context = await browser.newContext({ ...phone, baseURL: lead.base, extraHTTPHeaders: { 'Sec-GPC': '1' } })
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }))
  return context
}

test('a visitor with Global Privacy Control sends no attribution: the lead keeps only its page and form', async ({ browser }) => {
  const context = await gpcVisitor(browser)
  const page = await context.newPage()
  await page.goto('/contact?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=abc123')
  const email = `gpc.${Date.now()}@example.com`
  const { request, section } = await send(page, email)
  expect(request.headers()[ATTRIBUTION_HEADER] ?? '').not.toMatch(/(^|&)((f|l)\.|device=)/)
  expect(await page.evaluate(() => localStorage.getItem('attribution'))).toBeNull()
  const stored = await storedAttribution(page, email)
  expect(stored).toMatchObject({ page: '/contact', section })
  expect(stored?.first).toBeUndefined()
  expect(stored?.last).toBeUndefined()
  await context.close()
})

test('a quote sent without JavaScript stores the page and the form it came from, and no answer sets a cookie', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: lead.base })
  const cookies = cookieWatch(context)
  const page = await context.newPage()
  const { route } = materialPages[0]!
  await page.goto(route)
  const form = quoteForm(page).first()
  const section = await form.evaluate((el) => el.closest('section')?.id)
  const email = `nojs.${Date.now()}@example.com`
  await page.getByLabel(quoteLabel('firstName')).fill('Ana')
  await page.getByLabel(quoteLabel('lastName')).fill('Ruiz')
  await page.getByLabel(quoteLabel('email')).fill(email)
  await page.getByLabel(quoteLabel('phone')).fill('(914) 555-0142')
  await page.getByLabel(quoteLabel('location')).selectOption({ index: 1 })
  await page.getByLabel(quoteLabel('service')).selectOption({ index: 1 })
  await page.getByLabel(quoteLabel('message')).fill('Quartz vanity top, 5 ft, with an undermount sink cut-out.')
  await form.getByRole('button', { name: quoteText.forms.quote.submit }).click()
  await expect(page).toHaveURL(/\/thank-you/)
  expect(await storedAttribution(page, email)).toMatchObject({ page: route, section })
  expect(await cookies.settle()).toEqual([])
  expect(await context.cookies()).toEqual([])
  await context.close()
})
