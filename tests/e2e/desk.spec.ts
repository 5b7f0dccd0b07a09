import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { DESK_API, DESK_APP } from '../../schemas/desk'
import { formatPrice } from '../../sections/_shared/format'
import type { Words } from '../../app/desk/text'
import { quoteText } from '../helpers/words'
import { leadServer } from './lead-server'
import { axeOf } from './live'
import { fillValid, quoteForm } from './quote-form'
import { routes } from './routes'

/**
 * The owner's desk (issue 58) on a server of its own: a visitor from an ad sends the quote form on a material page; the
 * owner, made with `npm run desk:user`, signs in on a phone, finds that lead first with its source, calls it contacted,
 * adds a note and marks it won; the figures show the amount on its page and campaign. A marketer sees no Delete and
 * the API refuses it; signing out ends the session on the server. Screens at 390 px (touch) and 1440 px, axe on each.
 */
const lead = leadServer('desk')
/** The desk's words, read at run time (the type check reads no data: app/desk/text.ts). */
const words: Words = JSON.parse(readFileSync(join(import.meta.dirname, '../../data/desk.json'), 'utf8'))
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
const desktop = { viewport: { width: 1440, height: 900 } }
const OWNER = { email: 'owner@example.com', password: 'owner-password-for-tests' }
const MARKETER = { email: 'marketer@example.com', password: 'marketer-password-for-tests' }
const CAMPAIGN = { source: 'google', medium: 'cpc', campaign: 'spring' }
const WON_DOLLARS = 6400
const SHOTS = 'var/desk-screens'

/** A material page with a quote form, read from pages/. */
const material = routes.find(({ route, page }) => route.startsWith('/services/') && page.sections.some((s) => s.type === 'quote-form'))

test.describe.configure({ mode: 'serial', timeout: 90_000 })

function deskUser(email: string, password: string, role: 'owner' | 'marketer') {
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'api/accounts/cli.ts', '--email', email, '--role', role], {
    env: { ...process.env, DATA_DIR: lead.dataDir, DATABASE_URL: '', DESK_PASSWORD: password },
    encoding: 'utf8',
  })
  expect(made.status, made.stdout + made.stderr).toBe(0)
}

async function signIn(browser: Browser, who: { email: string; password: string }, device: object) {
  const context = await browser.newContext({ ...device, baseURL: lead.base })
  const page = await context.newPage()
  await page.goto(DESK_APP)
  await expect(page.getByRole('heading', { name: words.signIn.title })).toBeVisible()
  await page.getByLabel(words.signIn.email).fill(who.email)
  await page.getByLabel(words.signIn.password).fill(who.password)
  await page.getByRole('button', { name: words.signIn.submit }).click()
  await expect(page.getByRole('heading', { name: words.inbox.title })).toBeVisible()
  return page
}

async function noAxeViolations(page: Page) {
  const { violations } = await axeOf(page).analyze()
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })

const name = 'Maria Lopez'
const email = `desk.${Date.now()}@example.com`

test('an ad visitor’s lead reaches the owner’s phone: first in the inbox with its source, contacted, noted, won; the figures count it', async ({
  browser,
}) => {
  expect(material).toBeDefined()
  const route = material!.route
  // The visitor lands on a material page from an ad and sends the form there.
  const visitor = await browser.newContext({ ...phone, baseURL: lead.base })
  const page = await visitor.newPage()
  await page.goto(`${route}?utm_source=${CAMPAIGN.source}&utm_medium=${CAMPAIGN.medium}&utm_campaign=${CAMPAIGN.campaign}`)
  const form = quoteForm(page).first()
  await form.scrollIntoViewIfNeeded()
  await fillValid(page, email)
  await form.getByRole('button', { name: quoteText.forms.quote.submit }).click()
  await expect(page.getByRole('heading', { name: quoteText.forms.quote.confirmation.title })).toBeVisible({ timeout: 20_000 })
  await visitor.close()

  deskUser(OWNER.email, OWNER.password, 'owner')
  const desk = await browser.newContext({ ...phone, baseURL: lead.base })
  const owner = await desk.newPage()
  await owner.goto(DESK_APP)
  // A wrong password: the server's answer, shown.
  await owner.getByLabel(words.signIn.email).fill(OWNER.email)
  await owner.getByLabel(words.signIn.password).fill('not-the-password')
  await owner.getByRole('button', { name: words.signIn.submit }).click()
  await expect(owner.getByRole('alert')).toHaveText(words.signIn.wrong)
  await noAxeViolations(owner)
  await shot(owner, 'sign-in-390')
  await owner.getByLabel(words.signIn.password).fill(OWNER.password)
  await owner.getByRole('button', { name: words.signIn.submit }).click()

  // The inbox: that lead first, with its stage, town, service, page and campaign.
  const first = owner.getByRole('list', { name: words.inbox.list }).getByRole('listitem').first()
  await expect(first).toContainText(name)
  await expect(first).toContainText(words.stages.new)
  await expect(first).toContainText(route)
  await expect(first).toContainText(`${CAMPAIGN.source} · ${CAMPAIGN.medium} · ${CAMPAIGN.campaign}`)
  await noAxeViolations(owner)
  await shot(owner, 'inbox-390')

  // The lead: call, text and e-mail links; contacted, a note, won for $6,400.
  await first.getByRole('link').tap()
  await expect(owner.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(owner.getByRole('link', { name: words.lead.call })).toHaveAttribute('href', /^tel:\+?\d{10,}/)
  await expect(owner.getByRole('link', { name: words.lead.text })).toHaveAttribute('href', /^sms:\+?\d{10,}/)
  await expect(owner.getByRole('link', { name: words.lead.email, exact: true })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${encodeURIComponent(email).replace(/\./g, '\\.')}\\?subject=`),
  )
  await expect(owner.getByText(`${words.fieldNames.campaign}: ${CAMPAIGN.campaign}`).first()).toBeVisible()
  await noAxeViolations(owner)
  await shot(owner, 'lead-390')
  await owner.getByRole('button', { name: words.stages.contacted }).tap()
  await expect(owner.getByRole('button', { name: words.stages.contacted })).toHaveAttribute('aria-pressed', 'true')
  await owner.getByLabel(words.lead.note).fill('Called her: measuring on Tuesday.')
  await owner.getByRole('button', { name: words.lead.addNote }).tap()
  await expect(owner.getByText('Called her: measuring on Tuesday.')).toBeVisible()
  await owner.getByRole('button', { name: words.stages.won }).tap()
  await owner.getByLabel(words.lead.wonAmount).fill(String(WON_DOLLARS))
  await owner.getByRole('button', { name: words.lead.save }).tap()
  await expect(owner.getByRole('button', { name: words.stages.won })).toHaveAttribute('aria-pressed', 'true')
  const history = owner.getByRole('region', { name: words.lead.history })
  await expect(history).toContainText(formatPrice(WON_DOLLARS))
  await expect(history.getByRole('listitem')).toHaveCount(2)

  // The figures: the amount on that page and that campaign.
  await owner.getByRole('link', { name: words.nav.figures }).tap()
  const amount = formatPrice(WON_DOLLARS)
  await expect(owner.getByRole('region', { name: words.figures.byPage }).getByRole('row', { name: route })).toContainText(amount)
  await expect(
    owner
      .getByRole('region', { name: words.figures.byCampaign })
      .getByRole('row', { name: `${CAMPAIGN.source} · ${CAMPAIGN.medium} · ${CAMPAIGN.campaign}` }),
  ).toContainText(amount)

  await shot(owner, 'figures-390')

  // A marketer, made by the owner through the API (the session and its CSRF token).
  const { csrfToken } = (await (await owner.request.get(DESK_API.session)).json()) as { csrfToken: string }
  const made = await owner.request.post(`${lead.base}/api/accounts/users`, {
    headers: { 'x-csrf-token': csrfToken },
    data: { ...MARKETER, role: 'marketer' },
  })
  expect(made.status(), await made.text()).toBe(201)

  // Sign out: the old cookie no longer opens a session.
  const cookie = (await desk.cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  expect((await owner.request.get(`${lead.base}${DESK_API.session}`, { headers: { cookie } })).status()).toBe(200)
  await owner.getByRole('button', { name: words.nav.account }).tap()
  await owner.getByRole('menuitem', { name: words.nav.signOut, exact: true }).tap()
  await expect(owner.getByRole('heading', { name: words.signIn.title })).toBeVisible()
  const after = await fetch(`${lead.base}${DESK_API.session}`, { headers: { cookie } })
  expect(after.status).toBe(401)
  await desk.close()
})

test('at 1440 px the inbox filters, searches and exports; the owner’s screens pass axe; a marketer sees no Delete and the API answers 403; /desk is never indexed', async ({
  browser,
}) => {
  const owner = await signIn(browser, OWNER, desktop)
  await noAxeViolations(owner)
  await shot(owner, 'inbox-1440')
  // Filters and search: by campaign the lead stays; a search for nothing empties the list; the CSV follows the filters.
  await owner.getByLabel(words.inbox.campaign).selectOption(CAMPAIGN.campaign)
  await expect(owner).toHaveURL(new RegExp(`campaign=${CAMPAIGN.campaign}`))
  await expect(owner.getByRole('list', { name: words.inbox.list }).getByRole('listitem')).toHaveCount(1)
  const csv = await owner.getByRole('link', { name: words.inbox.export }).getAttribute('href')
  expect(csv).toContain(`campaign=${CAMPAIGN.campaign}`)
  const exported = await owner.request.get(`${lead.base}${csv}`)
  expect(exported.status()).toBe(200)
  expect(await exported.text()).toContain(email)
  await owner.getByRole('searchbox').fill('no-such-lead-anywhere')
  await owner.getByRole('button', { name: words.inbox.searchButton }).click()
  await expect(owner.getByText(words.inbox.empty)).toBeVisible()
  await owner.goto(DESK_APP)
  await owner.getByRole('list', { name: words.inbox.list }).getByRole('link').first().click()
  await expect(owner.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(owner.getByRole('button', { name: words.lead.delete })).toBeVisible()
  await noAxeViolations(owner)
  await shot(owner, 'lead-1440')
  const id = new URL(owner.url()).pathname.split('/').at(-1)!
  await owner.context().close()

  const signInPage = await (await browser.newContext({ ...desktop, baseURL: lead.base })).newPage()
  await signInPage.goto(DESK_APP)
  await expect(signInPage.getByRole('heading', { name: words.signIn.title })).toBeVisible()
  await noAxeViolations(signInPage)
  await shot(signInPage, 'sign-in-1440')
  await signInPage.context().close()

  const marketer = await signIn(browser, MARKETER, desktop)
  await marketer.getByRole('list', { name: words.inbox.list }).getByRole('link').first().click()
  await expect(marketer.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(marketer.getByRole('heading', { name: words.lead.notes })).toBeVisible()
  await expect(marketer.getByRole('button', { name: words.lead.delete })).toHaveCount(0)
  const { csrfToken } = (await (await marketer.request.get(DESK_API.session)).json()) as { csrfToken: string }
  const refused = await marketer.request.delete(`${lead.base}${DESK_API.leads}/${id}`, { headers: { 'x-csrf-token': csrfToken } })
  expect(refused.status()).toBe(403)
  expect((await marketer.request.get(`${lead.base}${DESK_API.leads}/${id}`)).status()).toBe(200)

  for (const path of [DESK_APP, `${DESK_APP}/leads/${id}`]) {
    const page = await fetch(`${lead.base}${path}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('x-robots-tag')).toBe('noindex')
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
  }
})
