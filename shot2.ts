import { chromium } from '@playwright/test'
const [path, width, out, clickName] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] })
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(width) < 600 ? 844 : 900 } })
await page.goto(`http://127.0.0.1:4401${path}`)
if (clickName) { await page.getByRole('button', { name: clickName }).first().click(); await page.waitForTimeout(2500) }
await page.screenshot({ path: out })
await browser.close()
