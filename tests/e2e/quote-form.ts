import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { e2eAdminToken } from '../../playwright.config'
import { anyOf, quoteLabel, quoteText, submitLabels } from '../helpers/words'
import { openLive } from './live'

/** A lead as the lead list returns it: the fields, details and attribution, by name. */
export type StoredLead = { email: string; [field: string]: unknown }

/**
 * The stored lead (any status) sent with `email`, read from the lead list as the owner would: on the suite's server,
 * or on another (`server`: its address and admin token).
 */
export async function storedLead(
  request: APIRequestContext,
  email: string,
  server = { base: '', admin: e2eAdminToken },
): Promise<StoredLead | undefined> {
  const list = await request.get(`${server.base}/api/contact-requests?pageSize=100&status=all`, {
    headers: { authorization: `Bearer ${server.admin}` },
  })
  expect(list.status()).toBe(200)
  return ((await list.json()) as { items: StoredLead[] }).items.find((lead) => lead.email === email)
}

/** The seven field messages of the specification, in the form's order. */
export const MESSAGES = [
  'First name is required',
  'Last name is required',
  'Valid email is required',
  'Valid phone number is required',
  'Please select your location',
  'Please select a service',
  'Please provide project details (minimum 10 characters)',
]

/** Opens a page with the quote form and waits until the form is live (a visitor sees the button enable). */
export async function openQuoteForm(page: Page, path = '/contact') {
  await openLive(page, path)
  await expect(page.getByRole('button', { name: quoteText.forms.quote.submit })).toBeEnabled()
  return page.locator('form', { has: page.getByRole('button', { name: quoteText.forms.quote.submit }) }).first()
}

/** Picks an option of one of the live form's styled selects. */
export async function choose(page: Page, label: string, option: string) {
  const select = page.getByRole('combobox', { name: label })
  const list = page.getByRole('listbox', { name: label })
  // The list may flip above its trigger right after opening; on a loaded machine a click can land where the option
  // was a frame before. A visitor clicks what they see: try again until the choice shows.
  await expect(async () => {
    if (!(await list.isVisible())) await select.click()
    await expect(list).toBeVisible({ timeout: 2_000 })
    await list.getByRole('option', { name: option, exact: true }).click({ timeout: 2_000 })
    await expect(select).toContainText(option, { timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
}

/** The town Maria Lopez names with "Other Westchester Location" (a place the Location list does not name). */
export const VALID_TOWN = 'Briarcliff Manor'

/** Fills the live form with a valid request from Maria Lopez. */
export async function fillValid(page: Page, email: string) {
  await page.getByLabel(quoteLabel('firstName')).fill('Maria')
  await page.getByLabel(quoteLabel('lastName')).fill('Lopez')
  await page.getByLabel(quoteLabel('email')).fill(email)
  await page.getByLabel(quoteLabel('phone')).fill('(914) 555-0199')
  await choose(page, quoteLabel('location'), 'Other Westchester Location')
  await page.getByLabel(quoteLabel('town')).fill(VALID_TOWN)
  await choose(page, quoteLabel('service'), 'Bar/Island')
  await page.getByLabel(quoteLabel('message')).fill('A 9 ft walnut-edged bar top in honed granite, install in March.')
}

/** The page's quote form, whichever of the four it is (each has its own submit button, data/quote-form.json). */
export const quoteForm = (page: Page) => page.locator('form', { has: page.getByRole('button', { name: anyOf(submitLabels) }) })

/** Who fills the form before it is live (fillBeforeLive), beside an e-mail address and the message of the test. */
export type EarlyVisitor = { firstName: string; lastName: string; phone: string; location: string; service: string }

/** Fills the seven fields while the form may not be live yet: native selects are chosen (by value), text is typed. */
export async function fillBeforeLive(
  page: Page,
  email: string,
  message: string,
  who: EarlyVisitor = {
    firstName: 'Dana',
    lastName: 'Reyes',
    phone: '(914) 555-0177',
    location: 'yonkers',
    service: 'kitchen-countertops',
  },
) {
  const form = quoteForm(page)
  await form.getByLabel(quoteLabel('message')).fill(message)
  await form.getByLabel(quoteLabel('firstName')).fill(who.firstName)
  await form.getByLabel(quoteLabel('lastName')).fill(who.lastName)
  await form.getByLabel(quoteLabel('email')).fill(email)
  await form.getByLabel(quoteLabel('phone')).fill(who.phone)
  await form.getByLabel(quoteLabel('location')).selectOption(who.location)
  await form.getByLabel(quoteLabel('service')).selectOption(who.service)
}
