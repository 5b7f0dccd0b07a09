import { chromium } from '@playwright/test'
const [path, width, out, ...actions] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } })
page.on('pageerror', (e) => console.log('pageerror', e.message))
page.on('console', (m) => m.type() === 'error' && console.log('console', m.text()))
await page.goto(`http://127.0.0.1:4401${path}`)
await page.evaluate(async () => {
  for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
    window.scrollTo({ top: y, behavior: 'instant' })
    await new Promise((r) => setTimeout(r, 50))
  }
  window.scrollTo({ top: 0, behavior: 'instant' })
})
await page.waitForSelector('html[data-interactive]', { state: 'attached', timeout: 20000 }).catch(() => console.log('not interactive'))
for (const a of actions) {
  if (a.startsWith('click:'))
    await page
      .getByRole('button', { name: a.slice(6), exact: true })
      .first()
      .click()
  if (a.startsWith('eval:')) console.log(await page.evaluate(a.slice(5)))
}
await page.waitForTimeout(500)
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' })
await browser.close()
