import { type Browser, expect, type Page, test } from '@playwright/test'
import { delayIslandCode, quoteRequests } from './live'
import { fillBeforeLive, quoteForm } from './quote-form'
import { frameText, quoteLabel, quoteText } from '../helpers/words'

/**
 * A slow phone (issue 55): 390 × 844, touch, the processor slowed 4× and the network throttled as DevTools' "Slow 4G"
 * (562.5 ms round trip, 1.4 Mb/s down). What the visitor taps before the page's code has arrived is answered at
 * once by the page as served, and nothing answered late lands where they have moved on.
 */
async function slowPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1.4 * 1024 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  })
  return page
}

test.describe.configure({ timeout: 90_000 })

const island = (page: Page) => page.locator('[data-island="quote-form"]')

test('a submit tapped before the form’s code has arrived shows its pending state in the frame after the tap, from the page’s own CSS, and sends exactly one request', async ({
  browser,
}) => {
  const page = await slowPhone(browser)
  // The form’s code held back 6 s more: the taps surely come before it is live, however busy the machine.
  await delayIslandCode(page, 6000)
  const sent = quoteRequests(page)
  await page.goto('/contact', { waitUntil: 'commit' })
  const form = quoteForm(page)
  const submit = form.getByRole('button', { name: quoteText.forms.quote.submit })
  await expect(submit).toBeVisible({ timeout: 30_000 })
  await fillBeforeLive(page, `slow.${Date.now()}@example.com`, 'Quartz for a small galley kitchen, about 30 sq ft.')
  // In the page: from the tap's click (its touch a few frames before), the frames until the button looks busy.
  await page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('form button[type="submit"]')!
    const seen = window as unknown as { tappedAt?: number; busyAfter?: { ms: number; frames: number }; wasLive?: boolean }
    addEventListener('touchstart', () => (seen.tappedAt ??= performance.now()), { capture: true, passive: true })
    addEventListener(
      'click',
      () => {
        seen.wasLive = Boolean(button.closest('[data-live]'))
        let frames = 0
        const look = () => {
          frames++
          if (Number(getComputedStyle(button).opacity) < 0.95) seen.busyAfter = { ms: performance.now() - seen.tappedAt!, frames }
          else if (frames < 120) requestAnimationFrame(look)
        }
        requestAnimationFrame(look)
      },
      { capture: true, once: true },
    )
  })
  await submit.tap()
  type Seen = { busyAfter?: { ms: number; frames: number }; wasLive?: boolean }
  const seen = () =>
    page.evaluate(() => {
      const { busyAfter, wasLive } = window as unknown as Seen
      return { busyAfter, wasLive }
    })
  await expect.poll(seen).toMatchObject({ wasLive: false, busyAfter: { frames: 1 } })
  const { busyAfter } = await seen()
  test.info().annotations.push({ type: 'touch → busy', description: `${busyAfter!.ms.toFixed(0)} ms` })
  // What shows it is in the page's inline CSS: the whole stylesheet may still be on its way.
  const served = await (await page.request.get('/contact')).text()
  expect(served.match(/<style>[\s\S]*?<\/style>/)?.[0]).toContain('[data-pending]')
  await expect(page.getByRole('heading', { name: quoteText.forms.quote.confirmation.title })).toBeVisible({ timeout: 60_000 })
  await page.waitForTimeout(500)
  expect(sent).toHaveLength(1)
  await page.context().close()
})

test('a tap on Location before the form is live, then typing in another field: the list does not open later over it', async ({
  browser,
}) => {
  const page = await slowPhone(browser)
  await delayIslandCode(page, 6000)
  // The page's own script too (2 s): both taps come before it runs, held by the page's boot script alone.
  await page.route(/\/entry-client-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000))
    await route.continue()
  })
  await page.goto('/contact', { waitUntil: 'commit' })
  const form = quoteForm(page)
  const location = form.getByRole('combobox', { name: quoteLabel('location') })
  await expect(location).toBeVisible({ timeout: 30_000 })
  await expect(location).toHaveJSProperty('tagName', 'SELECT')
  await location.tap()
  const email = form.getByLabel(quoteLabel('email'))
  await email.tap()
  await email.pressSequentially('dana@example.com')
  await expect(island(page)).toHaveAttribute('data-live', '', { timeout: 60_000 })
  await page.waitForTimeout(1000)
  await expect(page.getByRole('listbox', { name: quoteLabel('location') })).toBeHidden()
  await expect(form.getByLabel(quoteLabel('email'))).toBeFocused()
  await expect(form.getByLabel(quoteLabel('email'))).toHaveValue('dana@example.com')
  await page.context().close()
})

test('the menu button opens the drawer as soon as the page has painted, before any of its code has run', async ({ browser }) => {
  const page = await slowPhone(browser)
  await page.goto('/', { waitUntil: 'commit' })
  const button = page.getByRole('button', { name: frameText.drawer.openLabel })
  await expect(button).toBeVisible({ timeout: 30_000 })
  await page.evaluate(() => {
    const seen = window as unknown as { tappedAt?: number; openAfter?: number; liveIslands?: number }
    addEventListener(
      'touchstart',
      () => {
        seen.tappedAt = performance.now()
        const look = () => {
          const drawer = document.querySelector('dialog[open]')
          if (drawer && drawer.getBoundingClientRect().width > 0) {
            seen.openAfter = performance.now() - seen.tappedAt!
            seen.liveIslands = document.querySelectorAll('[data-island][data-live]').length
          } else requestAnimationFrame(look)
        }
        requestAnimationFrame(look)
      },
      { capture: true, once: true, passive: true },
    )
  })
  await button.tap()
  await expect(page.getByRole('dialog', { name: frameText.drawer.title })).toBeVisible()
  const { openAfter, liveIslands } = await page.evaluate(() => {
    const { openAfter, liveIslands } = window as unknown as { openAfter?: number; liveIslands?: number }
    return { openAfter, liveIslands }
  })
  // Open before the page's code had woken anything: nothing of it was waited for. (The time is the bench's figure.)
  expect(liveIslands).toBe(0)
  test.info().annotations.push({ type: 'touch → drawer open', description: `${openAfter?.toFixed(0)} ms` })
  await page.context().close()
})
