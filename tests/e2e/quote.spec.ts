import { expect, test } from './tab'
import { e2eAdminToken } from '../../playwright.config'
import { fillValid, MESSAGES, openQuoteForm, VALID_TOWN } from './quote-form'
import { site } from './routes'
import { fill, pattern, quoteLabel, quoteText } from '../helpers/words'

const submit = quoteText.forms.quote.submit

test('an empty submit shows the seven messages of the specification under their fields', async ({ page }) => {
  let posted = false
  page.on('request', (r) => (posted ||= r.url().endsWith('/api/contact')))
  await openQuoteForm(page)
  await page.getByRole('button', { name: submit }).click()
  for (const message of MESSAGES) await expect(page.getByText(message, { exact: true })).toBeVisible()
  await expect(page.getByLabel(quoteLabel('email'))).toHaveAttribute('aria-invalid', 'true')
  expect(posted).toBe(false)
})

test('a valid request sends exactly the seven fields and the town it names, shows its pending label, then the success toast and a confirmation in place of the form; the form resets and the lead is stored', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __events: unknown[][]; gtag: (...args: unknown[]) => void }
    w.__events = []
    w.gtag = (...args: unknown[]) => w.__events.push(args)
  })
  const email = `maria.${Date.now()}@example.com`
  await openQuoteForm(page)
  await fillValid(page, email)

  // Hold the request until the pending state has been seen, then let it reach the real server.
  let release!: () => void
  const held = new Promise<void>((r) => (release = r))
  let body: Record<string, string> = {}
  await page.route('**/api/contact', async (route) => {
    body = route.request().postDataJSON()
    await held
    await route.continue()
  })
  await page.getByRole('button', { name: submit }).click()
  const pending = page.getByRole('button', { name: quoteText.submitting })
  await expect(pending).toBeVisible()
  await expect(pending).toBeDisabled()
  release()

  await expect(page.getByText(quoteText.sent.toast.title, { exact: true })).toBeVisible()
  await expect(page.getByText(quoteText.sent.toast.description, { exact: true })).toBeVisible()
  expect(Object.keys(body).sort()).toEqual(['email', 'firstName', 'lastName', 'location', 'message', 'phone', 'service', 'town'])
  expect(body).toMatchObject({
    firstName: 'Maria',
    lastName: 'Lopez',
    email,
    location: 'other',
    town: VALID_TOWN,
    service: 'bar-countertops',
  })

  // The confirmation stays on the page and takes focus; another request starts from the reset form.
  await expect(page.getByRole('heading', { name: quoteText.forms.quote.confirmation.title })).toBeFocused()
  await expect(page.getByText(pattern(quoteText.sent.reference, { reference: '[0-9A-F]{8}' }))).toBeVisible()
  await page.getByRole('button', { name: quoteText.sent.again }).click()
  await expect(page.getByLabel(quoteLabel('firstName'))).toHaveValue('')
  await expect(page.getByLabel(quoteLabel('message'))).toHaveValue('')
  await expect(page.getByRole('combobox', { name: quoteLabel('service') })).toContainText(quoteText.fields.service.placeholder)

  const events = await page.evaluate(() => (window as unknown as { __events: unknown[][] }).__events)
  expect(events).toContainEqual([
    'event',
    'contact_form_submit',
    expect.objectContaining({ event_category: 'engagement', event_label: 'quote_request' }),
  ])

  const list = await request.get('/api/contact-requests', { headers: { authorization: `Bearer ${e2eAdminToken}` } })
  expect(list.status()).toBe(200)
  const { items } = await list.json()
  expect(items.find((lead: { email: string }) => lead.email === email)).toMatchObject({
    firstName: 'Maria',
    service: 'bar-countertops',
    location: 'other',
    town: VALID_TOWN,
  })
})

test('a server error shows the failure toast and logs the error', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  await openQuoteForm(page)
  await fillValid(page, 'fail@example.com')
  await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }))
  await page.getByRole('button', { name: submit }).click()
  await expect(page.getByText(quoteText.failed.title, { exact: true })).toBeVisible()
  await expect(page.getByText(quoteText.failed.description)).toBeVisible()
  expect(quoteText.failed.description).toContain(site.phone.display)
  expect(errors.some((e) => e.includes('500: Internal Server Error'))).toBe(true)
  // Nothing typed is lost.
  await expect(page.getByLabel(quoteLabel('firstName'))).toHaveValue('Maria')
})

test('no analytics call is attempted when the analytics function does not exist', async ({ page }) => {
  const pageErrors: string[] = []
  page.on('pageerror', (e) => pageErrors.push(e.message))
  await openQuoteForm(page)
  await fillValid(page, `noga.${Date.now()}@example.com`)
  await page.getByRole('button', { name: submit }).click()
  await expect(page.getByText(quoteText.sent.toast.title, { exact: true })).toBeVisible()
  expect(pageErrors).toEqual([])
})

test('arriving from the slab catalogue shows the slab, its category and price in a note; the project details stay empty; its remove link takes it away', async ({
  page,
}) => {
  await openQuoteForm(page, '/contact?slab=Absolute%20Black&category=Granite&price=%2445-65')
  const slab = `Absolute Black (Granite, ${fill(quoteText.slab.price, { price: '$45-65' })})`
  await expect(page.getByText(fill(quoteText.slab.selected, { slab }))).toBeVisible()
  await expect(page.getByLabel(quoteLabel('message'))).toHaveValue('')
  const remove = page.getByRole('link', { name: fill(quoteText.slab.removeLabel, { slab: 'Absolute Black' }) })
  await remove.click()
  await expect(remove).toHaveCount(0)
  await expect(page.getByText(fill(quoteText.slab.selected, { slab }))).toHaveCount(0)
  await expect(page).toHaveURL(/\/contact$/)
})

test('the selects work by keyboard with type-ahead', async ({ page }) => {
  await openQuoteForm(page)
  const location = page.getByRole('combobox', { name: quoteLabel('location') })
  await location.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('listbox', { name: quoteLabel('location') })).toBeFocused() // the list has opened and taken focus
  await page.keyboard.type('Yon')
  await page.keyboard.press('Enter')
  await expect(location).toContainText('Yonkers')
})

test('the quote form ends the home page and the material pages', async ({ page }) => {
  for (const path of ['/', '/services/granite', '/services/quartz', '/services/marble', '/services/porcelain', '/services/quartzite']) {
    await page.goto(path)
    await expect(page.getByRole('button', { name: submit })).toBeVisible()
  }
})
