import { chromium } from '@playwright/test'
const [,, url, out, width, full] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(width) < 800 ? 844 : 900 } })
await page.goto(url)
await page.waitForTimeout(500)
if (full === 'bottom') await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
await page.waitForTimeout(300)
await page.screenshot({ path: out, fullPage: full === 'full' })
await browser.close()
