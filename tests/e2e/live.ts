import AxeBuilder from '@axe-core/playwright'
import axe, { type Result, type RunOptions } from 'axe-core'
import { expect, type Page, type Request } from '@playwright/test'
import { islands } from '../../app/render/island-registry'

/**
 * Wakes every island of the open page as a visitor would — scrolling through it (islands wake near the viewport;
 * the others wake on intent or when the browser is idle well after load) — and waits for `<html data-interactive>`,
 * which the page sets once the last island is live. The size benchmark (tests/bench/size.ts) walks pages with it too.
 */
export async function wakeAll(page: Page) {
  // `visible` islands wake as they near the viewport once the page has settled (well after load).
  await expect(page.locator('html[data-settled]')).toHaveCount(1, { timeout: 20_000 })
  await page.evaluate(async () => {
    // Two frames after each step (observers run in the frame); a frame that does not come within 100 ms (a busy
    // headless browser may skip them) does not hold the walk up. No named functions in here: this runs in the page,
    // where a loader's helpers for them (tsx names functions) do not exist.
    const step = Math.max(300, window.innerHeight)
    for (let y = 0; ; y += step) {
      const end = y >= document.documentElement.scrollHeight
      window.scrollTo({ top: end ? 0 : y, behavior: 'instant' })
      for (let f = 0; f < 2; f++)
        await new Promise<void>((resolve) => {
          requestAnimationFrame(() => resolve())
          setTimeout(resolve, 100)
        })
      if (end) break
    }
  })
  await expect(page.locator('html[data-interactive]')).toHaveCount(1, { timeout: 20_000 })
}

const axeOptions = { resultTypes: ['violations'] } satisfies RunOptions

/**
 * axe's Playwright builder on the open page, reporting violations only: every rule runs as before; the passes are not
 * written out node by node (a third of axe's time on a long page). On a page without frames, in the page itself (the
 * builder's "legacy" mode: its default runs axe in parts and joins them in a blank page opened for each check, loading
 * axe again there); a page with frames (the editor's views) keeps the default: the legacy mode loads axe into every
 * frame one after the other, waiting up to a second on each lazy frame not yet loaded.
 */
export const axeOf = (page: Page) => {
  const builder = new AxeBuilder({ page }).options(axeOptions)
  return page.frames().length === 1 ? builder.setLegacyMode() : builder
}

/**
 * axe's violations on the open page. On a page without frames (every page of the site) axe is loaded once and run with
 * `axe.run`, as the builder's legacy mode runs it, which loads axe twice (each load 0.37 CPU-seconds of the browser's
 * on the development machine of 28 Nov, a fifth of a check on a page of the site).
 */
async function axeViolations(page: Page, include?: string): Promise<Result[]> {
  if (page.frames().length > 1) return (await (include ? axeOf(page).include(include) : axeOf(page)).analyze()).violations
  await page.evaluate(axe.source)
  const { violations } = await page.evaluate(
    ({ options, include }) => (window as unknown as { axe: typeof axe }).axe.run(include ? { include: [include] } : document, options),
    { options: axeOptions, include },
  )
  return violations
}

/**
 * What moves on the open page has come to rest: axe counts a dialog as an open modal only once it is visible on
 * screen, so one still fading in from transparent is not, and the page behind it (aria-hidden for that modal) would be
 * reported (seen once: aria-hidden-focus on the page's wrapper).
 */
async function atRest(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Animations in time only: one that runs along a scroll position (the phones' floating links) rests already.
        .filter((a) => a.timeline === document.timeline && a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
}

/**
 * Every accessibility violation of the open page (or of the part `include` selects), whatever its impact (each with its
 * rule, help and elements), once what moves has come to rest.
 */
export async function allViolations(page: Page, include?: string): Promise<string[]> {
  await atRest(page)
  return (await axeViolations(page, include)).map(
    (v) => `${v.id} (${v.impact}): ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  )
}

/**
 * The serious and critical accessibility violations of the open page (each with its rule, help and elements), as a
 * visitor sees it once what moves has come to rest.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await atRest(page)
  return (await axeViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}

/** The islands that wake only once the page has settled, or when another island asks for them (the toaster). */
const lateIslands = Object.entries(islands)
  .filter(([, island]) => island.trigger === 'idle')
  .map(([name]) => name)

/**
 * Wakes every island a visitor uses on the open page, each as a pointer passing over it wakes it (no waiting for the
 * page to settle), and waits until each is live: its live render on screen. The toaster and the year (lateIslands,
 * the same in every page's frame) are left to their time; wakeAll waits for them too.
 */
export async function wakeIslands(page: Page) {
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('[data-island]'))
      island.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }))
  })
  const asleep = `[data-island]:not([data-live])${lateIslands.map((name) => `:not([data-island="${name}"])`).join('')}`
  await expect(page.locator(asleep)).toHaveCount(0, { timeout: 20_000 })
}

/** Opens a page and waits until every island a visitor uses on it is live (wakeIslands). */
export async function openLive(page: Page, path: string) {
  await page.goto(path)
  await wakeIslands(page)
}

/** Collects console errors and warnings and page errors of `page` from now on (read it after the checks). */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`)
  })
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`))
  return problems
}

/**
 * What holds for every page, whatever its content (a page a marketer adds included): nothing is wider than the
 * screen, every island a visitor uses wakes with no console error or warning (`problems`, from consoleProblems), and
 * axe finds no serious accessibility violation — or none at all (`axeRules: 'all'`, in the same single run of axe).
 */
export async function expectSoundPage(page: Page, problems: string[], axeRules: 'serious' | 'all' = 'serious') {
  const overflow = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }))
  expect(overflow.scroll, 'page width').toBeLessThanOrEqual(overflow.inner)
  await wakeIslands(page)
  // axe runs once every island is live; the network comes to rest meanwhile (half a second without a request, most
  // often reached during axe's run), and only then are the console's problems read: a late request's count too.
  const violations = axeRules === 'all' ? await allViolations(page) : await seriousViolations(page)
  await page.waitForLoadState('networkidle')
  expect(problems).toEqual([])
  expect(violations, `axe on ${new URL(page.url()).pathname}`).toEqual([])
}

/**
 * Holds back the island code (every script but the page's small entry) `ms` milliseconds, as on a slow phone: what a
 * visitor does in the meantime must not be lost.
 */
export async function delayIslandCode(page: Page, ms: number) {
  await page.route('**/assets/*.js', async (route) => {
    const url = route.request().url()
    if (!/\/(entry-client|rolldown-runtime)-[^/]+\.js$/.test(url)) await new Promise((r) => setTimeout(r, ms))
    await route.continue()
  })
}

/** Every POST to the quote endpoint the page sends, as it sends them. */
export function quoteRequests(page: Page): Request[] {
  const sent: Request[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/contact') sent.push(r)
  })
  return sent
}

/** Marks the document: the mark survives client navigations and is gone after a document load. */
export const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __doc: number }).__doc = Math.random()))
// Read while a document load is under way, the old document is gone: no mark (undefined), as after the load.
export const markOf = (page: Page) => page.evaluate(() => (window as unknown as { __doc?: number }).__doc).catch(() => undefined)

/**
 * Waits until the router has taken over (it does on the first intent to navigate: here, focus on a link, as a
 * keyboard visitor's Tab gives it; a hover waits for the link to hold still over two frames, which a busy headless
 * browser once did not draw within a minute).
 */
export async function routerReady(page: Page) {
  await page.locator('main a[href^="/"]:visible, header a[href^="/"]:visible').first().focus()
  await expect(page.locator('html[data-router]')).toHaveCount(1, { timeout: 20_000 })
}

/**
 * Follows a link to `href` as a visitor would, through a link placed in the page for the purpose: fixed at the top
 * of the window, above the page, so that it stays under the pointer while a client navigation still under way
 * scrolls the page or changes its height (a link at the end of the page moved away between Playwright's aim and its
 * click, and the click fell on the page instead).
 */
export async function follow(page: Page, href: string) {
  await page.evaluate((to) => {
    document.getElementById('test-link')?.remove()
    const a = document.createElement('a')
    a.id = 'test-link'
    a.href = to
    a.textContent = `go to ${to}`
    Object.assign(a.style, { position: 'fixed', top: '0', left: '0', zIndex: '2147483647', background: '#fff', padding: '12px' })
    document.body.append(a)
  }, href)
  await page.locator('#test-link').click()
}

/** The visible text of <main>, once every island in it is live, with white space folded. */
export async function mainText(page: Page) {
  await wakeIslands(page)
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ').trim()
}
