/**
 * `npm run page-text -- <out.txt>`: the visible text of every prerendered route (and the not-found page), as a
 * visitor without JavaScript reads it (Chromium's innerText of the built HTML, scripts off), one block per route.
 * Refactors that must not change what visitors read are checked by comparing two runs:
 *   npm run page-text -- /tmp/before.txt   (on the old build)
 *   npm run page-text -- /tmp/after.txt    (on the new build)
 *   diff /tmp/before.txt /tmp/after.txt
 * Reads dist/ as it is (build first). Options: --compare <file> prints the differences and exits 1 when any.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { startSiteServer } from '../helpers/site-server'

const client = join(import.meta.dirname, '../../dist/client')
const args = process.argv.slice(2)
const compareWith = args.includes('--compare') ? args[args.indexOf('--compare') + 1] : undefined
const out = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--compare')

/** Routes of the build: every dist/client/**\/index.html, plus a path that is no page. */
function builtRoutes(): string[] {
  const found = readdirSync(client, { recursive: true, encoding: 'utf8' })
    .filter((f) => f === 'index.html' || f.endsWith('/index.html'))
    .map((f) => `/${f.replace(/\/?index\.html$/, '')}`)
  return [...found.sort(), '/this-page-does-not-exist']
}

const server = await startSiteServer(join(client, '../text-data'))
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
})
try {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } })
  const page = await context.newPage()
  const blocks: string[] = []
  for (const route of builtRoutes()) {
    await page.goto(`${server.url}${route}`)
    // A select reads as the option it shows (innerText would list every option, visible or not).
    const text = await page.evaluate(() => {
      for (const select of document.querySelectorAll('select')) {
        const shown = document.createElement('span')
        shown.textContent = select.selectedOptions[0]?.textContent ?? ''
        select.replaceWith(shown)
      }
      return document.body.innerText
    })
    const normalized = text
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('\n')
    blocks.push(`=== ${route}\n${normalized}\n`)
  }
  const result = blocks.join('\n')
  if (out) writeFileSync(out, result)
  else if (!compareWith) process.stdout.write(result)
  if (compareWith) {
    const before = readFileSync(compareWith, 'utf8')
    if (before === result) console.log(`✔ the visible text of ${blocks.length} pages is unchanged`)
    else {
      const a = before.split('\n')
      const b = new Set(result.split('\n'))
      const bLines = result.split('\n')
      const aSet = new Set(a)
      for (const line of a) if (!b.has(line)) console.log(`- ${line}`)
      for (const line of bLines) if (!aSet.has(line)) console.log(`+ ${line}`)
      process.exitCode = 1
    }
  }
} finally {
  await browser.close()
  server.stop()
}
