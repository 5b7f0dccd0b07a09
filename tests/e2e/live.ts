import { expect, type Page } from '@playwright/test'

/**
 * Wakes every island of the open page as a visitor would — scrolling through it (islands wake near the viewport;
 * the others wake on intent or when the browser is idle well after load) — and waits for `<html data-interactive>`,
 * which the page sets once the last island is live.
 */
export async function wakeAll(page: Page) {
  // `visible` islands wake as they near the viewport once the page has settled (well after load).
  await expect(page.locator('html[data-settled]')).toHaveCount(1, { timeout: 20_000 })
  await page.evaluate(async () => {
    // Two frames after each step (observers run in the frame); a frame that does not come within 100 ms (a busy
    // headless browser may skip them) does not hold the walk up.
    const frame = () =>
      new Promise<void>((r) => {
        requestAnimationFrame(() => r())
        setTimeout(r, 100)
      })
    const step = Math.max(300, window.innerHeight)
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' })
      for (let f = 0; f < 2; f++) await frame()
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
    for (let f = 0; f < 2; f++) await frame()
  })
  await expect(page.locator('html[data-interactive]')).toHaveCount(1, { timeout: 20_000 })
}

/** Opens a page and waits until every island on it is live. */
export async function openLive(page: Page, path: string) {
  await page.goto(path)
  await wakeAll(page)
}
