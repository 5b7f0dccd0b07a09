/**
 * `npm run bench:size`: builds the site (timed), then prints for every route the JavaScript and CSS a first visit
 * downloads (script, modulepreload and stylesheet tags of its prerendered HTML), in brotli bytes, against the
 * first-load JavaScript budget of tests/budgets.json (the figures `npm test` holds every route to); its first-load CSS
 * — the CSS the first paint waits for: the inline critical CSS and any stylesheet in <head> — against its budget there
 * (the whole stylesheet, loaded after the first paint, apart);
 * and its page data (`_data/<route>.json`, what a client navigation fetches instead of the HTML). Then the router
 * runtime (app/browser/spa.tsx and what it imports beyond the first load: fetched once the first page is idle, run on
 * the first touch, scroll or intent to navigate). Then, in Debian's Chromium against the real server, the JavaScript
 * each page has loaded 2 s after its load (its first load, and the router's files fetched at idle) and once it settles
 * (first load + the code of the page's islands, app/browser/islands.tsx); a client navigation's time to every route: the
 * link hovered (the page's data and components preloaded, as a visitor's pointer does), clicked, and the new page's
 * <h1> painted; and a phone's first tap (390 px, touch, the processor slowed 4×): from `/`, read 3 s, a link of the
 * page tapped, its time from the touch to the new page's <h1> painted, whether it was a client navigation, and the
 * main thread's blocking time (Lighthouse's TBT: the part of each task past 50 ms) from the first paint to the tap.
 * `--no-build` measures the existing dist/; `--no-browser` skips the browser pass; `--navigation-only` measures only
 * the client navigations and the phone's taps in it, `--phone-only` only the phone's taps; `--reduced-motion`
 * navigates as a visitor who asked for less motion.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import budgets from '../budgets.json'
import { wakeAll } from '../e2e/live'
import { routes } from '../e2e/routes'
import { brSize, builtRoutes, clientDir as client, pageWeight } from '../helpers/page-weight'
import { startSiteServer } from '../helpers/site-server'

const BUDGET_JS = budgets.firstLoadJs
const BUDGET_CSS = budgets.criticalCss
/** Names of the section components that are islands (their chunks are named after them). */
const sectionIslandChunks = readdirSync(join(import.meta.dirname, '../../sections'), { withFileTypes: true })
  .filter((e) => e.isDirectory() && !e.name.startsWith('_'))
  .map((e) => e.name.replace(/(^|-)([a-z0-9])/g, (_: string, __: string, c: string) => c.toUpperCase()))

if (!process.argv.includes('--no-build')) {
  const started = performance.now()
  const build = spawnSync('npm', ['run', '-s', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] })
  if (build.status !== 0) process.exit(build.status ?? 1)
  console.log(`build time: ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

const kb = (n: number) => `${(n / 1024).toFixed(1).padStart(6)} KB`

const rows = builtRoutes().map((route) => {
  const weight = pageWeight(route)
  return { ...weight, files: weight.js.length }
})
const worst = Math.max(...rows.map((r) => r.jsBytes))
const worstCss = Math.max(...rows.map((r) => r.cssBytes))

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
 * have (React and react-dom, TanStack Router and Query, the frame's components), which each page names for its loader to
 * fetch once the page is idle (every page names the same files: checked here). Section components come later, per
 * page, as the page needs them (the browser pass counts them).
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
  const files = new Set(runtime.map((key) => `/${manifest[key].file}`))
  const named = rows.filter((r) => r.router.length !== files.size || r.router.some((f) => !files.has(f))).map((r) => r.route)
  if (named.length) console.error(`✖ pages that do not name the router's files for their loader: ${named.join(', ')}`)
  console.log(
    `\nrouter runtime (fetched once the first page is idle): ${kb(bytes).trim()} in ${runtime.length} chunks, of it the router's own chunk ${kb(own).trim()}` +
      `\npage data per client navigation: ${kb(Math.min(...dataSizes)).trim()} – ${kb(Math.max(...dataSizes)).trim()} (mean ${kb(dataSizes.reduce((a, b) => a + b, 0) / dataSizes.length).trim()})`,
  )
}

/**
 * Loads every route in Chromium: first as a visitor who only looks (the JavaScript fetched in the 2 s after load:
 * islands wake only on intent, on visibility or well after load, so this should be the first load alone, and the
 * router's files fetched at idle), then everything once every island is live (scrolled through, then idle), split into
 * section islands (the page's tools and forms) and the rest.
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
      `\n${'route (in Chromium)'.padEnd(48)}${'untouched'.padStart(11)}${'router'.padStart(11)}${'all live'.padStart(11)}${'sections'.padStart(11)}  section islands`,
    )
    let maxAll = 0
    let maxUntouched = 0
    let maxRouter = 0
    const only = process.argv.includes('--navigation-only') || process.argv.includes('--phone-only')
    for (const r of only ? [] : rows) {
      // A fresh page per route: one page through 44 routes grows until the browser gives up.
      const page = await browser.newPage()
      const scripts = new Set<string>()
      const onRequest = (req: { url: () => string; resourceType: () => string }) => {
        if (req.resourceType() === 'script') scripts.add(new URL(req.url()).pathname)
      }
      page.on('request', onRequest)
      await page.goto(`${server.url}${r.route === '/404' ? '/no-such-page' : r.route}`)
      await page.waitForTimeout(2000)
      const sum = (urls: Iterable<string>) => [...urls].filter((u) => u.startsWith('/assets/')).reduce((total, u) => total + brSize(u), 0)
      const untouched = sum([...scripts].filter((u) => !r.router.includes(u)))
      const router = sum([...scripts].filter((u) => r.router.includes(u)))
      await wakeAll(page)
      await page.waitForLoadState('networkidle')
      page.off('request', onRequest)
      await page.close()
      const all = sum(scripts)
      const sectionChunks = [...scripts].filter((u) => sectionIslandChunks.some((name) => u.startsWith(`/assets/${name}-`)))
      maxAll = Math.max(maxAll, all)
      maxUntouched = Math.max(maxUntouched, untouched)
      maxRouter = Math.max(maxRouter, router)
      console.log(
        `${r.route.padEnd(48)}${kb(untouched).padStart(11)}${kb(router).padStart(11)}${kb(all).padStart(11)}${kb(sum(sectionChunks)).padStart(11)}  ${sectionChunks
          .map((u) =>
            u
              .split('/')
              .pop()!
              .replace(/-[^-]+\.js$/, ''),
          )
          .join(', ')}`,
      )
    }
    if (!only)
      console.log(
        `\nJavaScript of a visitor who only looks: max ${kb(maxUntouched).trim()}, and the router's files at idle: max ${kb(maxRouter).trim()}; with every island live: max ${kb(maxAll).trim()}`,
      )
    if (!process.argv.includes('--phone-only'))
      for (const device of ['desktop', 'phone'] as const) await clientNavigations(browser, server.url, device)
    await phoneTaps(browser, server.url)
    await browser.close()
  } finally {
    server.stop()
  }
}

type Device = 'desktop' | 'phone'

/** A page as a visitor on `device` has it: a desktop, or a phone (390 × 844, touch, the processor slowed 4×). */
async function devicePage(browser: import('@playwright/test').Browser, device: Device) {
  const context = await browser.newContext({
    ...(device === 'phone'
      ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }
      : { viewport: { width: 1440, height: 900 } }),
    // With motion (the default) or, `--reduced-motion`, as a visitor who asked for less motion sees it.
    reducedMotion: process.argv.includes('--reduced-motion') ? 'reduce' : 'no-preference',
  })
  const page = await context.newPage()
  if (device === 'phone') await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 })
  return { page, close: () => context.close() }
}

function median(values: number[]) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
}

/**
 * From `/`, a client navigation to every other route in turn: a link to it is put in the page, on screen for 400 ms
 * (a desktop's pointer hovers it, which preloads the page's data and components; a phone's router fetches the links on
 * screen ahead when idle), then clicked or tapped; the time runs from the click or the touch to the paint of the frame in
 * which the new page's <h1> text is first in the document. One document load for the whole run, or the figure is not a
 * client navigation's. Beside it, a full reload of each route on the same device (assets cached): the time from the
 * navigation's start to its first paint, which holds the <h1> (the prerendered page is complete at its first paint).
 */
async function clientNavigations(browser: import('@playwright/test').Browser, origin: string, device: Device) {
  const { page, close } = await devicePage(browser, device)
  await page.goto(`${origin}/`)
  await page.evaluate(() => {
    ;(window as unknown as { benchMark: number }).benchMark = 1
  })
  // The router starts on the first intent (a desktop's pointer over a link) or a phone's first scroll.
  if (device === 'phone') {
    // Once the router's files are fetched at idle (low-priority modulepreloads), the first scroll starts it.
    await page.locator('link[rel="modulepreload"][fetchpriority="low"]').first().waitFor({ state: 'attached', timeout: 15_000 })
    await page.evaluate('window.scrollBy(0, 200)')
  }
  const times: { route: string; ms: number }[] = []
  const targets = routes.map((r) => r.route).filter((route) => route !== '/')
  for (const route of [...targets, '/']) {
    await page.evaluate((href) => {
      document.getElementById('bench-link')?.remove()
      const link = document.createElement('a')
      link.href = href
      link.textContent = `bench: ${href}`
      link.id = 'bench-link'
      link.style.cssText = 'position:fixed;top:40%;left:20%;z-index:99999;background:#fff;padding:8px'
      document.body.append(link)
    }, route)
    if (device === 'desktop') await page.hover('#bench-link')
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
    await page.evaluate(`(() => {
      const href = ${JSON.stringify(route)}
      const heading = ${JSON.stringify(heading)}
      window.benchTime = undefined
      const link = document.getElementById('bench-link')
      const begin = () => { window.benchStart ??= performance.now() }
      window.benchStart = undefined
      link.addEventListener('touchstart', begin, { capture: true, passive: true })
      link.addEventListener('click', begin, { capture: true })
      let seen = false
      const observer = new MutationObserver(() => {
        const h1 = document.querySelector('main h1')
        if (seen || location.pathname !== href || !h1 || h1.textContent !== heading) return
        seen = true
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => { window.benchTime = performance.now() - window.benchStart }))
      })
      observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true })
    })()`)
    if (device === 'phone') await page.tap('#bench-link')
    else await page.click('#bench-link')
    let ms: number | undefined
    for (let i = 0; ms === undefined; i++) {
      if (i > 300) throw new Error(`no new <h1> for ${route} after 15 s`)
      await page.waitForTimeout(50)
      ms = (await page.evaluate('window.benchTime')) as number | undefined
    }
    times.push({ route, ms })
  }
  const documentLoads = await page.evaluate(
    () => (window as unknown as { benchMark?: number }).benchMark === 1 && performance.getEntriesByType('navigation').length,
  )
  await close()
  // The same routes loaded anew: the time to the first paint, which holds the new <h1>.
  const reloads: number[] = []
  const reload = await devicePage(browser, device)
  for (const route of [...targets, '/']) {
    await reload.page.goto(`${origin}${route}`)
    await reload.page.reload()
    reloads.push(
      (await reload.page.evaluate(
        `new Promise((resolve) => new PerformanceObserver((list, observer) => { observer.disconnect(); resolve(list.getEntries()[0].startTime) }).observe({ type: 'paint', buffered: true }))`,
      )) as number,
    )
  }
  await reload.close()
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b)
  const slowest = times.reduce((a, b) => (b.ms > a.ms ? b : a))
  const how = device === 'phone' ? 'a phone (390 px, touch, CPU 4× slower): tap' : 'a desktop: hover, click'
  console.log(
    `\nclient navigation on ${how} → new <h1> painted${process.argv.includes('--reduced-motion') ? ', reduced motion' : ''}, ${times.length} routes: median ${median(sorted).toFixed(0)} ms, ` +
      `fastest ${sorted[0].toFixed(0)} ms, slowest ${slowest.ms.toFixed(0)} ms (${slowest.route})` +
      (documentLoads === 1 ? ' — one document load for the whole run' : ' — ✖ a document was loaded: not client navigations') +
      `; a full reload of the same routes → first paint: median ${median(reloads).toFixed(0)} ms`,
  )
}

/**
 * A phone's first tap, as a new visitor makes it (390 × 844, touch, the processor slowed 4× as Lighthouse's phone preset
 * slows it): `/` loaded, read 3 s, then the first link of its <main> to another page tapped (scrolled to, as a finger
 * does). Five runs, each in a new context (nothing cached): the time from the touch to the frame that paints the new
 * page's <h1> (a client navigation's, or the new document's first paint), whether the router took it, and the main
 * thread's blocking time from the first paint to the tap. Scripts run in the page are text (see clientNavigations).
 */
async function phoneTaps(browser: import('@playwright/test').Browser, origin: string) {
  const runs: { ms: number; client: boolean; blocking: number; route: string }[] = []
  for (let run = 0; run < 5; run++) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      reducedMotion: process.argv.includes('--reduced-motion') ? 'reduce' : 'no-preference',
    })
    const page = await context.newPage()
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.addInitScript(`
      window.benchLongTasks = []
      new PerformanceObserver((list) => { for (const e of list.getEntries()) window.benchLongTasks.push([e.startTime, e.duration]) }).observe({ type: 'longtask', buffered: true })
      addEventListener('touchstart', (e) => { if (!sessionStorage.benchTap) sessionStorage.benchTap = String(performance.timeOrigin + e.timeStamp) }, { capture: true, passive: true })
    `)
    await page.goto(`${origin}/`)
    await page.evaluate('window.benchDoc = 1')
    await page.waitForTimeout(3000)
    const route = (await page.evaluate(`[...document.querySelectorAll('main a[href]')].find((a) =>
      a.origin === location.origin && a.pathname !== location.pathname && !a.target && a.checkVisibility())?.getAttribute('href')`)) as string
    const reference = await browser.newPage()
    await reference.goto(`${origin}${route}`)
    const heading = (await reference.locator('main h1').textContent()) ?? ''
    await reference.close()
    const blocking = (await page.evaluate(`(() => {
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
      return window.benchLongTasks.filter(([start]) => start >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0)
    })()`)) as number
    await page.evaluate(`(() => {
      const href = ${JSON.stringify(new URL(route, origin).pathname)}, heading = ${JSON.stringify(heading)}
      const observer = new MutationObserver(() => {
        const h1 = document.querySelector('main h1')
        if (location.pathname !== href || !h1 || h1.textContent !== heading) return
        observer.disconnect()
        requestAnimationFrame(() => setTimeout(() => { window.benchH1 = performance.timeOrigin + performance.now() }))
      })
      observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true })
    })()`)
    await page
      .locator(`main a[href=${JSON.stringify(route)}]:visible`)
      .first()
      .tap()
    // The new <h1> painted: in this document (a client navigation), or as the first paint of a new one.
    const shown = `location.pathname === ${JSON.stringify(new URL(route, origin).pathname)} && document.querySelector('main h1')?.textContent === ${JSON.stringify(heading)} &&
      (window.benchDoc === 1 ? window.benchH1 : performance.getEntriesByName('first-contentful-paint')[0] && performance.timeOrigin + performance.getEntriesByName('first-contentful-paint')[0].startTime)`
    let at = 0
    for (let i = 0; !at; i++) {
      if (i > 300) throw new Error(`the phone's tap on ${route} showed no new <h1> in 15 s`)
      await new Promise((resolve) => setTimeout(resolve, 50))
      at = ((await page.evaluate(shown).catch(() => 0)) as number) || 0
    }
    const tapped = Number(await page.evaluate('sessionStorage.benchTap'))
    const client = (await page.evaluate('window.benchDoc === 1')) as boolean
    await context.close()
    runs.push({ ms: at - tapped, client, blocking, route })
  }
  const sorted = runs.map((r) => r.ms).sort((a, b) => a - b)
  const blocking = runs.map((r) => r.blocking).sort((a, b) => a - b)
  console.log(
    `\na phone's first tap (390 px, touch, CPU 4× slower; read 3 s on /, a link of its <main> tapped; ${runs.length} runs): ` +
      `${runs.filter((r) => r.client).length} of ${runs.length} client navigations; touch → new <h1> painted: median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms ` +
      `(${sorted.map((ms) => ms.toFixed(0)).join(', ')}); main-thread blocking time from the first paint to the tap: median ${blocking[Math.floor(blocking.length / 2)].toFixed(0)} ms (${blocking.map((ms) => ms.toFixed(0)).join(', ')})`,
  )
}
