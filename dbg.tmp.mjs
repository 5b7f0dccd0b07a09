import { chromium } from '@playwright/test'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: 1440, height: 900 } })
page.on('console', (m) => console.log('console', m.type(), m.text()))
page.on('request', (r) => {
  if (r.url().includes('_data')) console.log('req', r.url())
})
page.on('framenavigated', (f) => {
  if (f === page.mainFrame()) console.log('navigated', f.url())
})
await page.route('**/_data/process.json', (route) => route.abort('failed'))
await page.goto('http://127.0.0.1:4300/about')
await page.locator('main a[href^="/"]').first().hover()
await page.waitForSelector('html[data-router]')
await page.evaluate(() => {
  const a = document.createElement('a')
  a.id = 't'
  a.href = '/process'
  a.textContent = 'x'
  document.body.append(a)
})
await page.click('#t')
await page.waitForTimeout(3000)
console.log('url', page.url(), await page.locator('main h1').first().textContent())
await browser.close()
