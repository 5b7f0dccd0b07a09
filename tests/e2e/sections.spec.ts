import type { Page } from '@playwright/test'
import { expect, test } from './tab'
import { site } from './routes'

/**
 * Behaviour of the page sections of issue 10 that a content check cannot see: analytics events on buttons, FAQ
 * disclosures without JavaScript, the phone in the header, what /contact shows on its first screen.
 */

/** Records what the page sends to analytics (a stand-in for gtag), and keeps link clicks on the page. */
async function withAnalytics(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { gtag: (...args: unknown[]) => void; sent: unknown[][] }
    w.sent = []
    w.gtag = (...args: unknown[]) => w.sent.push(args)
    // After the site's own click handlers (document), stop the navigation: the test only reads the events.
    window.addEventListener('click', (e) => {
      if ((e.target as Element).closest('a')) e.preventDefault()
    })
  })
}
const sentEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { sent: unknown[][] }).sent.filter((args) => args[0] === 'event' && args[1] !== 'page_view'))

test.describe('buttons send their analytics events (category, label, value, as the specification sets them)', () => {
  test('Select Package', async ({ page }) => {
    await withAnalytics(page)
    await page.goto('/services/kitchen-remodeling')
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Complete Transformation' }) })
      .getByRole('link', { name: 'Select Package' })
      .click()
    expect(await sentEvents(page)).toEqual([
      ['event', 'select_package', { event_category: 'engagement', event_label: 'Complete Transformation', value: 35000 }],
    ])
  })

  test('Book This Visit', async ({ page }) => {
    await withAnalytics(page)
    await page.goto('/showroom-appointment')
    await page.getByRole('link', { name: 'Book This Visit' }).first().click()
    expect(await sentEvents(page)).toEqual([
      ['event', 'book_visit', { event_category: 'engagement', event_label: 'Material Selection Visit', value: 90 }],
    ])
  })

  test('a lender apply link (new tab)', async ({ page }) => {
    await withAnalytics(page)
    await page.goto('/financing')
    const apply = page.locator('#lenders a[target="_blank"]').first()
    await expect(apply).toHaveAttribute('rel', 'noopener noreferrer')
    await apply.click()
    const [event] = (await sentEvents(page)) as [string, string, { event_category: string; event_label: string; value: number }][]
    expect(event[1]).toBe('apply_financing')
    expect(event[2]).toMatchObject({ event_category: 'financing', value: 500 })
    expect(event[2].event_label).toBeTruthy()
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('a FAQ answer opens and closes', async ({ page }) => {
    await page.goto('/best-granite-countertops-westchester-county')
    const question = page.locator('#faq summary').first()
    const answer = page.locator('#faq details').first().locator('p').first()
    await expect(answer).toBeHidden()
    await question.click()
    await expect(answer).toBeVisible()
    await question.click()
    await expect(answer).toBeHidden()
  })
})

test.describe('the phone in the header', () => {
  test('desktop: the number itself', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/')
    const call = page.getByRole('banner').getByRole('link', { name: `Call ${site.phone.display}` })
    await expect(call).toBeVisible()
    await expect(call).toHaveText(site.phone.display)
    await expect(call).toHaveAttribute('href', `tel:+${site.phone.digits}`)
  })

  test('phone: a one-tap call button beside the menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const call = page.getByRole('banner').getByRole('link', { name: `Call ${site.phone.display}` })
    await expect(call).toBeVisible()
    const box = (await call.boundingBox())!
    expect(box.width).toBeGreaterThanOrEqual(40) // a comfortable tap target
    expect(box.height).toBeGreaterThanOrEqual(40)
  })
})

test.describe('/contact opens with the contact cards and the quote form', () => {
  for (const { name, width, height, screens } of [
    { name: 'desktop: on the first screen', width: 1440, height: 900, screens: 1 },
    { name: 'phone: within the first two screens', width: 390, height: 844, screens: 2 },
  ]) {
    test(name, async ({ page }) => {
      await page.setViewportSize({ width, height })
      await page.goto('/contact')
      const top = async (selector: string) => (await page.locator(selector).first().boundingBox())!.y
      expect(await top('#contact-methods li')).toBeLessThan(height * screens)
      // The form's heading and its first field are in view.
      expect(await top('#quote h2')).toBeLessThan(height * screens)
      const field = page.locator('#quote form input:not([type="hidden"])').first()
      const box = (await field.boundingBox())!
      expect(box.y + box.height).toBeLessThanOrEqual(height * screens)
    })
  }
})
