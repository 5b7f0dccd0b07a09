import { spawnSync } from 'node:child_process'
import Database from 'better-sqlite3'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test'
import axe from 'axe-core'
import { DESK_API, DESK_APP } from '../../schemas/desk'
import { formatPrice } from '../../sections/_shared/format'
import type { Words } from '../../app/desk/text'
import { quoteText } from '../helpers/words'
import { leadServer } from './lead-server'
import { fillValid, quoteForm } from './quote-form'
import { routes } from './routes'

/**
 * The owner's desk (issue 58) on a server of its own, the owner made with `npm run desk:user`. At 390 px (touch) and at
 * 1440 px, the same journey: a visitor from an ad sends the quote form on a material page; the owner signs in, finds
 * that lead first with its source, calls it contacted, adds a note and marks it won for $6,400; the figures show the
 * amount on its page and campaign; the owner adds a marketer on the users screen; signing out ends the session on the
 * server; the marketer sees no Delete and no users screen, and the API refuses both. Then, at 1440 px, the filters
 * (their values from the store), search, export and the removal of a user. axe on every screen, each photographed.
 */
const lead = leadServer('desk')
/** The desk's words, read at run time (the type check reads no data: app/desk/text.ts). */
const words: Words = JSON.parse(readFileSync(join(import.meta.dirname, '../../data/desk.json'), 'utf8'))
const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
const desktop = { viewport: { width: 1440, height: 900 } }
const OWNER = { email: 'owner@example.com', password: 'owner-password-for-tests' }
const WON_DOLLARS = 6400
const SHOTS = 'var/desk-screens'

/**
 * Material pages with a quote form (a material of data/material-ratings.json with its page under /services/, read from
 * pages/): each width's visitor comes to its own, so each page's figure is its lead's alone.
 */
const ratings = JSON.parse(readFileSync(join(import.meta.dirname, '../../data/material-ratings.json'), 'utf8')) as {
  items: { id: string }[]
}
const materials = routes.filter(
  ({ route, page }) => ratings.items.some((m) => route === `/services/${m.id}`) && page.sections.some((s) => s.type === 'quote-form'),
)
/** The journey at each width: its device, its visitor's page and campaign, its marketer. */
const journeys = [
  { width: 390, device: phone },
  { width: 1440, device: desktop },
].map(({ width, device }, i) => ({
  width,
  device,
  route: materials[i % Math.max(1, materials.length)]?.route ?? '',
  campaign: { source: 'google', medium: 'cpc', campaign: `spring-${width}` },
  email: `desk.${width}.${Date.now()}@example.com`,
  marketer: { email: `marketer-${width}@example.com`, password: `marketer-${width}-password` },
}))
const sourceOf = (c: { source: string; medium: string; campaign: string }) => `${c.source} · ${c.medium} · ${c.campaign}`

test.describe.configure({ mode: 'serial', timeout: 120_000 })

test.beforeAll(() => {
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'api/accounts/cli.ts', '--email', OWNER.email, '--role', 'owner'], {
    env: { ...process.env, DATA_DIR: lead.dataDir, DATABASE_URL: '', DESK_PASSWORD: OWNER.password },
    encoding: 'utf8',
  })
  expect(made.status, made.stdout + made.stderr).toBe(0)
})

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

/**
 * axe's violations on the open screen: none. axe is loaded once per document (the desk's screens are one page whose
 * client navigations keep it), then run on each screen in the page itself.
 */
async function noAxeViolations(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  const violations = await page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] })
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  })
  expect(violations).toEqual([])
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true })

/** The CSRF token of the page's session, as the desk's screens read it. */
const csrfOf = async (page: Page) => ((await (await page.request.get(DESK_API.session)).json()) as { csrfToken: string }).csrfToken

const name = 'Maria Lopez'

test('there are two material pages with a quote form, one for each width’s visitor', () => {
  expect(materials.length).toBeGreaterThanOrEqual(2)
})

for (const { width, device, route, campaign, email, marketer } of journeys)
  test(`at ${width} px: an ad visitor’s lead reaches the owner, first with its source; contacted, noted, won for $6,400, counted on its page and campaign; a marketer added cannot delete a lead or add a user; sign-out ends the session on the server`, async ({
    browser,
  }) => {
    const press = (target: Locator) => ('hasTouch' in device ? target.tap() : target.click())
    // The visitor lands on a material page from an ad and sends the form there.
    const visitor = await browser.newContext({ ...device, baseURL: lead.base })
    const page = await visitor.newPage()
    await page.goto(`${route}?utm_source=${campaign.source}&utm_medium=${campaign.medium}&utm_campaign=${campaign.campaign}`)
    const form = quoteForm(page).first()
    await form.scrollIntoViewIfNeeded()
    await fillValid(page, email)
    await form.getByRole('button', { name: quoteText.forms.quote.submit }).click()
    await expect(page.getByRole('heading', { name: quoteText.forms.quote.confirmation.title })).toBeVisible({ timeout: 20_000 })
    await visitor.close()

    const desk = await browser.newContext({ ...device, baseURL: lead.base })
    const owner = await desk.newPage()
    await owner.goto(DESK_APP)
    // A wrong password: the server's answer, shown.
    await owner.getByLabel(words.signIn.email).fill(OWNER.email)
    await owner.getByLabel(words.signIn.password).fill('not-the-password')
    await owner.getByRole('button', { name: words.signIn.submit }).click()
    await expect(owner.getByRole('alert')).toHaveText(words.signIn.wrong)
    await noAxeViolations(owner)
    await shot(owner, `sign-in-${width}`)
    await owner.getByLabel(words.signIn.password).fill(OWNER.password)
    await owner.getByRole('button', { name: words.signIn.submit }).click()

    // The inbox: that lead first, with its stage, town, service, page and campaign.
    const first = owner.getByRole('list', { name: words.inbox.list }).getByRole('listitem').first()
    await expect(first).toContainText(name)
    await expect(first).toContainText(words.stages.new)
    await expect(first).toContainText(route)
    await expect(first).toContainText(sourceOf(campaign))
    await noAxeViolations(owner)
    await shot(owner, `inbox-${width}`)

    // The lead: call, text and e-mail links; contacted, a note, won for $6,400.
    await press(first.getByRole('link'))
    await expect(owner.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(owner.getByRole('link', { name: words.lead.call })).toHaveAttribute('href', /^tel:\+?\d{10,}/)
    await expect(owner.getByRole('link', { name: words.lead.text })).toHaveAttribute('href', /^sms:\+?\d{10,}/)
    await expect(owner.getByRole('link', { name: words.lead.email, exact: true })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${encodeURIComponent(email).replace(/\./g, '\\.')}\\?subject=`),
    )
    await expect(owner.getByText(`${words.fieldNames.campaign}: ${campaign.campaign}`).first()).toBeVisible()
    await expect(owner.getByRole('button', { name: words.lead.delete })).toBeVisible()
    await noAxeViolations(owner)
    await shot(owner, `lead-${width}`)
    const id = new URL(owner.url()).pathname.split('/').at(-1)!
    await press(owner.getByRole('button', { name: words.stages.contacted }))
    await expect(owner.getByRole('button', { name: words.stages.contacted })).toHaveAttribute('aria-pressed', 'true')
    await owner.getByLabel(words.lead.note).fill('Called her: measuring on Tuesday.')
    await press(owner.getByRole('button', { name: words.lead.addNote }))
    await expect(owner.getByText('Called her: measuring on Tuesday.')).toBeVisible()
    await press(owner.getByRole('button', { name: words.stages.won }))
    await owner.getByLabel(words.lead.wonAmount).fill(String(WON_DOLLARS))
    await press(owner.getByRole('button', { name: words.lead.save }))
    await expect(owner.getByRole('button', { name: words.stages.won })).toHaveAttribute('aria-pressed', 'true')
    const history = owner.getByRole('region', { name: words.lead.history })
    await expect(history).toContainText(formatPrice(WON_DOLLARS))
    await expect(history.getByRole('listitem')).toHaveCount(2)

    // The figures: the amount on that page and that campaign.
    await press(owner.getByRole('link', { name: words.nav.figures }))
    const amount = formatPrice(WON_DOLLARS)
    await expect(owner.getByRole('region', { name: words.figures.byPage }).getByRole('row', { name: route })).toContainText(amount)
    await expect(
      owner.getByRole('region', { name: words.figures.byCampaign }).getByRole('row', { name: sourceOf(campaign) }),
    ).toContainText(amount)
    await noAxeViolations(owner)
    await shot(owner, `figures-${width}`)

    // The users screen: the owner adds a marketer with a first password.
    await press(owner.getByRole('link', { name: words.nav.users }))
    await expect(owner.getByRole('heading', { level: 1, name: words.users.title })).toBeVisible()
    const users = owner.getByRole('list', { name: words.users.list })
    await expect(users.getByRole('listitem')).toContainText([OWNER.email])
    await owner.getByLabel(words.users.email).fill(marketer.email)
    await owner.getByLabel(words.users.password).fill(marketer.password)
    await owner.getByLabel(words.users.role).selectOption(words.users.roles.marketer)
    await press(owner.getByRole('button', { name: words.users.submit }))
    await expect(owner.getByRole('status')).toHaveText(words.users.added.replace('{email}', marketer.email))
    await expect(users.getByRole('listitem').filter({ hasText: marketer.email })).toContainText(words.users.roles.marketer)
    await noAxeViolations(owner)
    await shot(owner, `users-${width}`)

    // Sign out: the old cookie no longer opens a session.
    const cookie = (await desk.cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
    expect((await owner.request.get(`${lead.base}${DESK_API.session}`, { headers: { cookie } })).status()).toBe(200)
    await press(owner.getByRole('button', { name: words.nav.account }))
    await press(owner.getByRole('menuitem', { name: words.nav.signOut, exact: true }))
    await expect(owner.getByRole('heading', { name: words.signIn.title })).toBeVisible()
    const after = await fetch(`${lead.base}${DESK_API.session}`, { headers: { cookie } })
    expect(after.status).toBe(401)
    await desk.close()

    // The marketer: the lead with its notes, no Delete, no users screen; the API refuses a deletion and a new user.
    const reader = await signIn(browser, marketer, device)
    await expect(reader.getByRole('navigation').getByRole('link', { name: words.nav.figures })).toBeVisible()
    await expect(reader.getByRole('link', { name: words.nav.users })).toHaveCount(0)
    await press(reader.getByRole('list', { name: words.inbox.list }).getByRole('link').first())
    await expect(reader.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(reader.getByRole('heading', { name: words.lead.notes })).toBeVisible()
    await expect(reader.getByText('Called her: measuring on Tuesday.')).toBeVisible()
    await expect(reader.getByRole('button', { name: words.lead.delete })).toHaveCount(0)
    const csrf = { 'x-csrf-token': await csrfOf(reader) }
    expect((await reader.request.delete(`${lead.base}${DESK_API.leads}/${id}`, { headers: csrf })).status()).toBe(403)
    const added = await reader.request.post(`${lead.base}${DESK_API.users}`, {
      headers: csrf,
      data: { email: `planted-${width}@example.com`, password: 'planted-password-123', role: 'owner' },
    })
    expect(added.status()).toBe(403)
    expect((await reader.request.get(`${lead.base}${DESK_API.users}`)).status()).toBe(403)
    expect((await reader.request.get(`${lead.base}${DESK_API.leads}/${id}`)).status()).toBe(200)
    await reader.context().close()
  })

test('at 1440 px the filters offer every value the store holds, search and export follow them; the owner removes a user, who can no longer sign in; /desk is never indexed', async ({
  browser,
}) => {
  const [phoneJourney, wideJourney] = journeys as [(typeof journeys)[0], (typeof journeys)[0]]
  const owner = await signIn(browser, OWNER, desktop)
  const leads = owner.getByRole('list', { name: words.inbox.list }).getByRole('listitem')
  // By one campaign only its lead stays, and the filters still offer the other lead's campaign and page (the store's
  // values, not the loaded leads'); the CSV follows the filters.
  await owner.getByLabel(words.inbox.campaign).selectOption(wideJourney.campaign.campaign)
  await expect(owner).toHaveURL(new RegExp(`campaign=${wideJourney.campaign.campaign}`))
  await expect(leads).toHaveCount(1)
  await expect(leads).toContainText(wideJourney.route)
  const offers = (label: string, option: string) =>
    expect(owner.getByLabel(label).getByRole('option', { name: option, exact: true })).toHaveCount(1)
  for (const { campaign, route } of journeys) {
    await offers(words.inbox.campaign, campaign.campaign)
    await offers(words.inbox.page, route)
  }
  await offers(words.inbox.form, words.forms.quote)
  const csv = await owner.getByRole('link', { name: words.inbox.export }).getAttribute('href')
  expect(csv).toContain(`campaign=${wideJourney.campaign.campaign}`)
  const exported = await owner.request.get(`${lead.base}${csv}`)
  expect(exported.status()).toBe(200)
  expect(await exported.text()).toContain(wideJourney.email)
  expect(await exported.text()).not.toContain(phoneJourney.email)
  // The other page, chosen from the list: the other lead.
  await owner.getByLabel(words.inbox.campaign).selectOption('')
  await owner.getByLabel(words.inbox.page).selectOption(phoneJourney.route)
  await expect(leads).toHaveCount(1)
  await expect(leads).toContainText(sourceOf(phoneJourney.campaign))
  await owner.getByRole('searchbox').fill('no-such-lead-anywhere')
  await owner.getByRole('button', { name: words.inbox.searchButton }).click()
  await expect(owner.getByText(words.inbox.empty)).toBeVisible()
  const id = await (async () => {
    await owner.goto(DESK_APP)
    return (await leads.first().getByRole('link').getAttribute('data-lead'))!
  })()

  // The owner removes the phone's marketer: gone from the list, and its password opens nothing.
  await owner.getByRole('link', { name: words.nav.users }).click()
  const users = owner.getByRole('list', { name: words.users.list })
  await expect(users.getByRole('listitem')).toHaveCount(3)
  await owner.getByRole('button', { name: `${words.users.remove} ${phoneJourney.marketer.email}` }).click()
  const confirm = owner.getByRole('dialog', { name: words.users.confirmRemove.replace('{email}', phoneJourney.marketer.email) })
  await confirm.getByRole('button', { name: words.users.remove, exact: true }).click()
  await expect(owner.getByRole('status')).toHaveText(words.users.removed.replace('{email}', phoneJourney.marketer.email))
  await expect(users.getByRole('listitem')).toHaveCount(2)
  await expect(users).not.toContainText(phoneJourney.marketer.email)
  // No button removes oneself.
  await expect(owner.getByRole('button', { name: `${words.users.remove} ${OWNER.email}` })).toHaveCount(0)
  const refused = await fetch(`${lead.base}${DESK_API.signIn}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(phoneJourney.marketer),
  })
  expect(refused.status).toBe(401)
  await owner.context().close()

  for (const path of [DESK_APP, `${DESK_APP}/leads/${id}`, `${DESK_APP}/figures`, `${DESK_APP}/users`]) {
    const page = await fetch(`${lead.base}${path}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('x-robots-tag')).toBe('noindex')
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'")
  }
})

test('an e-mail the outbox gave up on is shown to the owner above the inbox, with its lead; a marketer never sees it', async ({
  browser,
}) => {
  const [phoneJourney, wideJourney] = journeys as [(typeof journeys)[0], (typeof journeys)[0]]
  // The mail server refused the owner's alert of the phone's lead for a day: the outbox's give-up, written as the
  // outbox writes it (its retries and the give-up itself are api/notify's tests; this one is about the owner seeing it).
  const db = new Database(join(lead.dataDir, 'leads.db'))
  const row = db
    .prepare(
      `SELECT o.id, l.id AS lead, l.first_name || ' ' || l.last_name AS name FROM outbox o JOIN leads l ON l.id = o.lead_id
       WHERE l.email = ? AND o.kind = 'owner'`,
    )
    .get(phoneJourney.email) as { id: number; lead: string; name: string }
  db.prepare('UPDATE outbox SET sent_at = NULL, next_attempt_at = NULL, attempts = 30, last_error = ? WHERE id = ?').run(
    '550 mailbox unavailable',
    row.id,
  )
  db.close()

  const owner = await signIn(browser, OWNER, phone)
  const panel = owner.getByRole('region', { name: words.deadLetters.titleOne })
  await expect(panel).toContainText(words.deadLetters.kinds.owner)
  await expect(panel).toContainText('550 mailbox unavailable')
  await noAxeViolations(owner)
  await shot(owner, 'dead-letters-390')
  await panel.getByRole('link', { name: row.name }).tap()
  await expect(owner).toHaveURL(new RegExp(`/leads/${row.lead}$`))
  await owner.context().close()

  const marketer = await signIn(browser, wideJourney.marketer, desktop)
  await expect(marketer.getByRole('heading', { name: words.inbox.title })).toBeVisible()
  await expect(marketer.getByRole('region', { name: words.deadLetters.titleOne })).toHaveCount(0)
  await marketer.context().close()
})
