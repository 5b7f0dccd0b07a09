import type { Page } from '@playwright/test'
import { expect, test } from './tab'
import { e2eAdminToken } from '../../playwright.config'
import { delayIslandCode as delayCode } from './live'
import { fillBeforeLive, quoteForm } from './quote-form'
import { frameText, quoteLabel, quoteText } from '../helpers/words'

/**
 * Islands keep what the visitor did before they woke (app/browser/entry-client.tsx). The island code (every script but the
 * page's small entry) is held back 1.5 s, as on a slow phone: a visitor who types, chooses and taps in the meantime
 * loses nothing.
 */
const DELAY = 1500
const delayIslandCode = (page: Page) => delayCode(page, DELAY)

for (const path of ['/contact', '/services/granite']) {
  test(`${path}: quote-form fields typed and chosen before the form is live are kept and sent`, async ({ page, request }) => {
    await delayIslandCode(page)
    await page.goto(path)
    const form = quoteForm(page)
    await form.scrollIntoViewIfNeeded()
    const email = `early.${Date.now()}@example.com`
    // Before the form's code arrives: native inputs and selects.
    await expect(form.getByRole('combobox', { name: quoteLabel('location') })).toHaveJSProperty('tagName', 'SELECT')
    await fillBeforeLive(page, email, 'An outdoor kitchen counter in honed granite, about 12 feet long.', {
      firstName: 'Early',
      lastName: 'Bird',
      phone: '(914) 555-0123',
      location: 'rye',
      service: 'outdoor-countertops',
    })

    // Once live, the styled selects replace the native ones and show the choices; the text fields keep their text.
    const location = form.getByRole('combobox', { name: quoteLabel('location') })
    await expect(location).toHaveJSProperty('tagName', 'BUTTON', { timeout: DELAY + 8000 })
    await expect(location).toContainText('Rye')
    await expect(form.getByRole('combobox', { name: quoteLabel('service') })).toContainText('Outdoor Countertops')
    await expect(form.getByLabel(quoteLabel('firstName'))).toHaveValue('Early')
    await expect(form.getByLabel(quoteLabel('email'))).toHaveValue(email)
    await expect(form.getByLabel(quoteLabel('message'))).toHaveValue(/honed granite/)

    const sent = page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST')
    await form.getByRole('button', { name: quoteText.forms.quote.submit }).click()
    expect((await sent).postDataJSON()).toMatchObject({
      firstName: 'Early',
      lastName: 'Bird',
      email,
      phone: '(914) 555-0123',
      location: 'rye',
      service: 'outdoor-countertops',
    })
    await expect(page.getByText(quoteText.sent.toast.title, { exact: true })).toBeVisible()
    const list = await request.get('/api/contact-requests?pageSize=100', { headers: { authorization: `Bearer ${e2eAdminToken}` } })
    const { items } = (await list.json()) as { items: Record<string, string>[] }
    expect(items.find((lead) => lead.email === email)).toMatchObject({
      firstName: 'Early',
      lastName: 'Bird',
      location: 'rye',
      service: 'outdoor-countertops',
    })
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the menu button opens the drawer with none of the page’s code (a native dialog): a tap before any has arrived', async ({
    page,
  }) => {
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.goto('/')
    await page.getByRole('button', { name: frameText.drawer.openLabel }).tap()
    await expect(page.getByRole('dialog', { name: frameText.drawer.title })).toBeVisible()
    await expect(page.getByRole('navigation', { name: frameText.drawer.navLabel }).getByRole('link', { name: 'Gallery' })).toBeVisible()
  })
})

test.describe('on a large screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('a click on a dropdown before it is live opens it once it is', async ({ page }) => {
    await delayIslandCode(page)
    await page.goto('/about')
    await page.getByRole('navigation', { name: frameText.header.navLabel }).getByRole('button', { name: 'Resources' }).click()
    const menu = page.getByRole('menu', { name: 'Resources' })
    await expect(menu).toBeVisible({ timeout: DELAY + 8000 })
    await expect(menu.getByRole('menuitem', { name: 'Financing Options' })).toBeVisible()
  })

  test('nothing hydrates at load: until the visitor comes near, only the entry script runs', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url().split('/').pop()!))
    await page.goto('/about')
    await page.waitForTimeout(1000)
    // The router's files, fetched (not run) once the page is idle, are no island's.
    const router = ((await page.locator('script[data-router-files]').getAttribute('data-router-files')) ?? '')
      .split(' ')
      .map((f) => f.split('/').pop())
    expect(scripts.filter((s) => !/^(entry-client|rolldown-runtime)-/.test(s) && !router.includes(s))).toEqual([])
    await page.getByRole('navigation', { name: frameText.header.navLabel }).getByRole('button', { name: 'Services' }).hover()
    await expect.poll(() => scripts.some((s) => s.startsWith('HeaderMenu-'))).toBe(true)
  })
})

test('a submit held while the page code is on its way is posted natively when the code cannot load', async ({ page, request }) => {
  // The island loader's request fails after 3 s (offline, a deploy in between); the visitor submits before that.
  let fail = () => {}
  const failed = new Promise<void>((resolve) => {
    fail = resolve
  })
  await page.route('**/assets/entry-client-*.js', async (route) => {
    await failed
    await route.abort()
  })
  await page.goto('/contact')
  const email = `offline.${Date.now()}@example.com`
  await fillBeforeLive(page, email, 'A granite outdoor counter, about 10 feet, install in May.')
  const button = quoteForm(page).getByRole('button', { name: quoteText.forms.quote.submit })
  await button.click()
  // Held, and shown as heard: no native post while the code may still come.
  await expect(button).toHaveAttribute('data-pending', '')
  await expect(page).toHaveURL(/\/contact$/)
  fail()
  await expect(page).toHaveURL(/\/thank-you/)
  const list = await request.get('/api/contact-requests?status=all&pageSize=100', { headers: { authorization: `Bearer ${e2eAdminToken}` } })
  const { items } = (await list.json()) as { items: Record<string, string>[] }
  expect(items.find((lead) => lead.email === email)).toMatchObject({
    firstName: 'Dana',
    location: 'yonkers',
    service: 'kitchen-countertops',
  })
})
