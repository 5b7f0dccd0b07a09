import { expect, type Page } from '@playwright/test'

/**
 * Opens a page and waits until every island on it is live. Islands wake only when needed (near the viewport, on
 * intent, or when the browser is idle well after load), so this scrolls through the page as a visitor would and
 * waits for `<html data-interactive>`, which the page sets once the last island is live.
 */
export async function openLive(page: Page, path: string) {
  await page.goto(path)
  await page.evaluate(async () => {
    const step = Math.max(300, window.innerHeight)
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' })
      for (let f = 0; f < 3; f++) await new Promise((r) => requestAnimationFrame(r))
    }
    window.scrollTo({ top: 0, behavior: 'instant' })
    for (let f = 0; f < 2; f++) await new Promise((r) => requestAnimationFrame(r))
  })
  await expect(page.locator('html[data-interactive]')).toHaveCount(1, { timeout: 15_000 })
}
