/**
 * `npm run bench:size`: builds the site (timed), then prints for every route the JavaScript and CSS a first visit
 * downloads (script, modulepreload and stylesheet tags of its prerendered HTML), in brotli bytes, against the
 * 100 KB JavaScript budget; its first-load CSS — the CSS the first paint waits for: the inline critical CSS and
 * any stylesheet in <head> — against the 10 KB budget (the whole stylesheet, loaded after the first paint, apart);
 * and its page data (`_data/<route>.json`, what a client navigation fetches instead of the HTML). Then the router
 * runtime (app/browser/spa.tsx and what it imports beyond the first load: fetched on the first intent to navigate, never
 * before). Then, in Debian's Chromium against the real server, all the JavaScript each page has loaded once it
 * settles (first load + the code of the page's islands, app/browser/islands.tsx), and a client navigation's time to every
 * route: the link hovered (the page's data and components preloaded, as a visitor's pointer does), clicked, and the
 * new page's <h1> painted. `--no-build` measures the existing dist/; `--no-browser` skips the browser pass;
 * `--navigation-only` measures only the client navigations in it; `--reduced-motion` navigates without view transitions.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { pageDataFile, routeToHtmlFile } from '../../schemas/routing'
import { wakeAll } from '../e2e/live'
import { routes } from '../e2e/routes'
import { startSiteServer } from '../helpers/site-server'

const BUDGET_JS = 100 * 1024
const BUDGET_CSS = 10 * 1024
const brotli = (text: string) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length
/** Names of the section components that are islands (their chunks are named after them). */
const sectionIslandChunks = readdirSync(join(import.meta.dirname, '../../sections'), { withFileTypes: true })
  .filter((e) => e.isDirectory() && !e.name.startsWith('_'))
  .map((e) => e.name.replace(/(^|-)([a-z0-9])/g, (_: string, __: string, c: string) => c.toUpperCase()))

const client = join(import.meta.dirname, '../../dist/client')

if (!process.argv.includes('--no-build')) {
  const started = performance.now()
  const build = spawnSync('npm', ['run', '-s', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] })
  if (build.status !== 0) process.exit(build.status ?? 1)
  console.log(`build time: ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

const brSize = (url: string) => {
  const file = join(client, url)
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size
}
const kb = (n: number) => `${(n / 1024).toFixed(1).padStart(6)} KB`

let worst = 0
let worstCss = 0
const rows = [...routes.map((r) => r.route), '/404'].map((route) => {
  const html = readFileSync(join(client, route === '/404' ? '404.html' : routeToHtmlFile(route)), 'utf8')
  // The files the page's boot script adds after the first paint (app/browser/boot.ts) count as its first load too.
  const boot = /<script data-js="([^"]+)" data-preload="([^"]*)" data-css="([^"]+)">/.exec(html)
  const js = new Set([
    ...[...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
      (m) => m[1],
    ),
    ...(boot ? [boot[1], ...boot[2].split(' ').filter(Boolean)] : []),
  ])
  const head = html.slice(0, html.indexOf('</head>'))
  const stylesheets = (part: string) => new Set([...part.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]))
  const blocking = stylesheets(head)
  const deferred = [...new Set([...stylesheets(html), ...(boot ? [boot[3]] : [])])].filter((u) => !blocking.has(u))
  const inline = [...head.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')
  const jsBytes = [...js].reduce((sum, u) => sum + brSize(u), 0)
  const inlineCss = inline ? brotli(inline) : 0
  const cssBytes = inlineCss + [...blocking].reduce((sum, u) => sum + brSize(u), 0)
  const deferredCss = deferred.reduce((sum, u) => sum + brSize(u), 0)
  const htmlBytes = brSize(route === '/404' ? '404.html' : routeToHtmlFile(route))
  const dataBytes = brSize(pageDataFile(route === '/404' ? null : route))
  worst = Math.max(worst, jsBytes)
  worstCss = Math.max(worstCss, cssBytes)
  return { route, jsBytes, cssBytes, inlineCss, deferredCss, htmlBytes, dataBytes, files: js.size }
})

console.log(
  `\n${'route'.padEnd(48)}${'JS (br)'.padStart(10)}${'chunks'.padStart(8)}${'first-load CSS (br)'.padStart(21)}${'of it inline'.padStart(14)}${'deferred CSS'.padStart(14)}${'HTML (br)'.padStart(11)}${'data (br)'.padStart(11)}`,
)
for (const r of rows)
  console.log(
    `${r.route.padEnd(48)}${kb(r.jsBytes).padStart(10)}${String(r.files).padStart(8)}${kb(r.cssBytes).padStart(21)}${kb(r.inlineCss).padStart(14)}${kb(r.deferredCss).padStart(14)}${kb(r.htmlBytes).padStart(11)}${kb(r.dataBytes).padStart(11)}`,
  )
const cssRange = [Math.min(...rows.map((r) => r.cssBytes)), worstCss]
console.log(
  `\nfirst-load CSS: ${kb(cssRange[0]).trim()} – ${kb(cssRange[1]).trim()} — budget ${kb(BUDGET_CSS).trim()} on every route (${((worstCss / BUDGET_CSS) * 100).toFixed(0)} % at worst)`,
)
const avg = rows.reduce((s, r) => s + r.jsBytes, 0) / rows.length
console.log(
  `\nfirst-load JS: max ${kb(worst).trim()}, mean ${kb(avg).trim()} — budget ${kb(BUDGET_JS).trim()} (${((worst / BUDGET_JS) * 100).toFixed(0)} % of budget at worst)`,
)
routerRuntime()
if (!process.argv.includes('--no-browser')) await browserPass()
if (worst > BUDGET_JS) {
  console.error('✖ over the JavaScript budget')
  process.exit(1)
}
if (worstCss > BUDGET_CSS) {
  console.error('✖ over the first-load CSS budget')
  process.exit(1)
}

/**
 * The router runtime: app/browser/spa.tsx's chunk and every chunk it imports statically that the first load does not already
 * have (React and react-dom, TanStack Router and Query, the frame's components), which the first intent to navigate
 * fetches. Section components come later, per page, as the page needs them (the browser pass counts them).
 */
function routerRuntime() {
  type Chunk = { file: string; imports?: string[] }
  const manifest = JSON.parse(readFileSync(join(client, '../vite-manifest.json'), 'utf8')) as Record<string, Chunk>
  const closure = (key: string, into = new Set<string>()) => {
    if (into.has(key)) return into
    into.add(key)
    for (const next of manifest[key]?.imports ?? []) closure(next, into)
    return into
  }
  const first = closure('app/browser/entry-client.tsx')
  const runtime = [...closure('app/browser/spa.tsx')].filter((key) => !first.has(key))
  const bytes = runtime.reduce((sum, key) => sum + brSize(`/${manifest[key].file}`), 0)
  const own = brSize(`/${manifest['app/browser/spa.tsx'].file}`)
  const dataSizes = rows.map((r) => r.dataBytes)
  console.log(
    `\nrouter runtime (on the first intent to navigate): ${kb(bytes).trim()} in ${runtime.length} chunks, of it the router's own chunk ${kb(own).trim()}` +
      `\npage data per client navigation: ${kb(Math.min(...dataSizes)).trim()} – ${kb(Math.max(...dataSizes)).trim()} (mean ${kb(dataSizes.reduce((a, b) => a + b, 0) / dataSizes.length).trim()})`,
  )
}

/**
 * Loads every route in Chromium: first as a visitor who only looks (the JavaScript fetched in the 1.5 s after load:
 * islands wake only on intent or visibility, so this should be the first load alone), then everything once every
 * island is live (scrolled through, then idle), split into section islands (the page's tools and forms) and the rest.
 */
async function browserPass() {
  const { chromium } = await import('@playwright/test')
  const server = await startSiteServer()
  try {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    })
    console.log(
      `\n${'route (in Chromium)'.padEnd(48)}${'untouched'.padStart(11)}${'all live'.padStart(11)}${'sections'.padStart(11)}  section islands`,
    )
    let maxAll = 0
    let maxUntouched = 0
    for (const r of process.argv.includes('--navigation-only') ? [] : rows) {
      // A fresh page per route: one page through 44 routes grows until the browser gives up.
      const page = await browser.newPage()
      const scripts = new Set<string>()
      const onRequest = (req: { url: () => string; resourceType: () => string }) => {
        if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname)
      }
      page.on('request', onRequest)
      await page.goto(`${server.url}${r.route === '/404' ? '/no-such-page' : r.route}`)
      await page.waitForTimeout(1500)
      const sum = (urls: Iterable<string>) => [...urls].filter((u) => u.startsWith('/assets/')).reduce((total, u) => total + brSize(u), 0)
      const untouched = sum(scripts)
      await wakeAll(page)
      await page.waitForLoadState('networkidle')
      page.off('request', onRequest)
      await page.close()
      const all = sum(scripts)
      const sectionChunks = [...scripts].filter((u) => sectionIslandChunks.some((name) => u.startsWith(`/assets/${name}-`)))
      maxAll = Math.max(maxAll, all)
      maxUntouched = Math.max(maxUntouched, untouched)
      console.log(
        `${r.route.padEnd(48)}${kb(untouched).padStart(11)}${kb(all).padStart(11)}${kb(sum(sectionChunks)).padStart(11)}  ${sectionChunks
          .map((u) =>
            u
              .split('/')
              .pop()!
              .replace(/-[^-]+\.js$/, ''),
          )
          .join(', ')}`,
      )
    }
    console.log(
      `\nJavaScript of a visitor who only looks: max ${kb(maxUntouched).trim()}; with every island live: max ${kb(maxAll).trim()}`,
    )
    await clientNavigations(browser, server.url)
    await browser.close()
  } finally {
    server.stop()
  }
}

/**
 * From `/`, a client navigation to every other route in turn: a link to it is put in the page, hovered
 * (which loads the router on the first one and preloads the page's data and components, as a visitor's pointer
 * does before a click), then clicked; the time runs from the click to the paint of the frame in which the new page's
 * <h1> text is first in the document. One document load for the whole run, or the figure is not a client navigation's.
 */
async function clientNavigations(browser: import('@playwright/test').Browser, origin: string) {
  const page = await browser.newPage()
  // With view transitions (the default) or, `--reduced-motion`, as a visitor who asked for less motion sees it.
  if (process.argv.includes('--reduced-motion')) await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(`${origin}/`)
  await page.evaluate(() => {
    ;(window as unknown as { benchMark: number }).benchMark = 1
  })
  const times: { route: string; ms: number }[] = []
  const targets = routes.map((r) => r.route).filter((route) => route !== '/')
  for (const route of [...targets, '/']) {
    await page.evaluate((href) => {
      document.getElementById('bench-link')?.remove()
      const link = document.createElement('a')
      link.href = href
      link.textContent = `bench: ${href}`
      link.id = 'bench-link'
      link.style.cssText = 'position:fixed;top:40%;left:40%;z-index:99999;background:#fff;padding:8px'
      document.body.append(link)
    }, route)
    await page.hover('#bench-link')
    await page.locator('html[data-router]').waitFor({ state: 'attached' })
    await page.waitForTimeout(400)
    // Written as text: the loader that runs this file names arrow functions with a helper the page does not have.
    // The new page's heading, from its full HTML (React may keep the <h1> element and change only its text).
    const heading = await page.evaluate(async (href) => {
      const html = await (await fetch(href)).text()
      return new DOMParser().parseFromString(html, 'text/html').querySelector('main h1')?.textContent ?? ''
    }, route)
    // The new <h1> is seen the moment it is in the document (a mutation observer), and counted as painted at the
    // first task after the next frame (a frame's paint follows its animation-frame callbacks).
    const ms = (await page.evaluate(`new Promise((resolve, reject) => {
      const href = ${JSON.stringify(route)}
      const heading = ${JSON.stringify(heading)}
      const start = performance.now()
      const timeout = setTimeout(() => reject(new Error('no new <h1> for ' + href + ' after 5 s')), 5000)
      let seen = false
      const observer = new MutationObserver(() => {
        const h1 = document.querySelector('main h1')
        if (seen || location.pathname !== href || !h1 || h1.textContent !== heading) return
        seen = true
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => { clearTimeout(timeout); resolve(performance.now() - start) }))
      })
      observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true })
      document.getElementById('bench-link').click()
    })`)) as number
    times.push({ route, ms })
  }
  const documentLoads = await page.evaluate(
    () => (window as unknown as { benchMark?: number }).benchMark === 1 && performance.getEntriesByType('navigation').length,
  )
  await page.close()
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)]
  const slowest = times.reduce((a, b) => (b.ms > a.ms ? b : a))
  console.log(
    `\nclient navigation after a hover (click → new <h1> painted${process.argv.includes('--reduced-motion') ? ', reduced motion' : ''}), ${times.length} routes: median ${median.toFixed(0)} ms, ` +
      `fastest ${sorted[0].toFixed(0)} ms, slowest ${slowest.ms.toFixed(0)} ms (${slowest.route})` +
      (documentLoads === 1 ? ' — one document load for the whole run' : ' — ✖ a document was loaded: not client navigations'),
  )
}
