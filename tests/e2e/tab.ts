import { test as base, type BrowserContext, type BrowserContextOptions, type Page } from '@playwright/test'

/**
 * Playwright's `test`, whose `page` is a visitor's tab going from page to page: one tab per worker (and per set of
 * context options), kept across the tests of the specs that read pages and leave nothing behind. Each test still
 * loads every page it checks (a document load: fresh scripts, islands woken again), but the tab's renderer and its
 * caches (compiled scripts, parsed styles, decoded images, the HTTP cache) are warm from the pages before, as in a
 * visitor's browser. A new tab per test pays a renderer's start and a cold load of every file: the content test took
 * 105–135 CPU-seconds with one, 76–89 with this (alternating runs). Playwright's own `reuseContext` (101–119) empties
 * the HTTP cache and opens about:blank from the browser between tests, which starts a new renderer for the next page.
 *
 * Between tests the tab is left as a new visitor finds it: cookies, permissions, local and session storage cleared,
 * the test's routes and listeners removed, any other page closed, the viewport and media of the test's options, a
 * blank document. What cannot be taken back (an init script, an exposed function, extra headers, offline, a clock)
 * retires the tab: the next test opens a new one. A test that fails ends its worker (Playwright starts another),
 * so its tab is never reused, and a retry starts in a fresh one. `context` is the tab's context.
 */
export const test = base.extend<{ tabOptions: BrowserContextOptions }, { tabs: Map<string, Page> }>({
  tabs: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter's pattern
    async ({}, use) => {
      const tabs = new Map<string, Page>()
      await use(tabs)
      await Promise.all([...tabs.values()].map((tab) => tab.context().close()))
    },
    { scope: 'worker' },
  ],
  // The context options the specs on this tab set (test.use, the project's device).
  tabOptions: async (
    { baseURL, viewport, javaScriptEnabled, reducedMotion, colorScheme, hasTouch, isMobile, deviceScaleFactor, userAgent, locale },
    use,
  ) => {
    await use({
      baseURL,
      viewport,
      javaScriptEnabled,
      reducedMotion,
      colorScheme,
      hasTouch,
      isMobile,
      deviceScaleFactor,
      userAgent,
      locale,
    })
  },
  page: async ({ browser, tabs, tabOptions, actionTimeout, navigationTimeout }, use) => {
    const key = JSON.stringify(tabOptions)
    let tab = tabs.get(key)
    if (!tab || tab.isClosed()) {
      const context = await browser.newContext(tabOptions)
      // As in Playwright's own context: an action or a navigation is bounded by the test's time unless configured.
      context.setDefaultTimeout(actionTimeout || 0)
      context.setDefaultNavigationTimeout(navigationTimeout || actionTimeout || 0)
      tab = await context.newPage()
      watch(tab)
      tabs.set(key, tab)
    }
    const state = watched.get(tab)!
    state.listeners.length = 0
    await use(tab)

    const context = tab.context()
    if (state.retired) {
      tabs.delete(key)
      await context.close()
      return
    }
    for (const other of context.pages()) if (other !== tab) await other.close()
    for (const [event, listener] of state.listeners) tab.removeListener(event as 'close', listener)
    await tab.unrouteAll({ behavior: 'ignoreErrors' })
    await context.unrouteAll({ behavior: 'ignoreErrors' })
    await context.clearCookies()
    await context.clearPermissions()
    // Storage belongs to the document's origin: cleared from the test's last page, then a blank document reached
    // from the page itself (page.goto('about:blank') is the browser's navigation: it would start a new renderer).
    // Both run in Playwright's script, which runs where the page's own scripts are off too.
    if (tab.url() !== 'about:blank') {
      await tab
        .evaluate(() => {
          localStorage.clear()
          sessionStorage.clear()
          location.replace('about:blank')
        })
        .catch(() => undefined)
      await tab.waitForURL('about:blank')
    }
    if (tabOptions.viewport) await tab.setViewportSize(tabOptions.viewport)
    await tab.emulateMedia({ media: null, colorScheme: tabOptions.colorScheme ?? null, reducedMotion: tabOptions.reducedMotion ?? null })
  },
  context: async ({ page }, use) => {
    await use(page.context())
  },
})

/** Per tab: the listeners the running test added (removed after it), and whether it changed the tab for good. */
const watched = new WeakMap<Page, { listeners: [string, () => void][]; retired: boolean }>()

/** Records the listeners a test adds to the tab, and retires the tab once a test makes a change that stays. */
function watch(tab: Page) {
  const state = { listeners: [] as [string, () => void][], retired: false }
  watched.set(tab, state)
  const wrap = (target: Page | BrowserContext | Page['clock'], methods: string[], before: (...args: never[]) => void) => {
    const t = target as unknown as Record<string, (...args: unknown[]) => unknown>
    for (const method of methods) {
      if (typeof t[method] !== 'function') continue
      const original = t[method].bind(target)
      t[method] = (...args: unknown[]) => {
        before(...(args as never[]))
        return original(...args)
      }
    }
  }
  wrap(tab, ['on', 'once', 'addListener', 'prependListener', 'prependOnceListener'], (event: string, listener: () => void) =>
    state.listeners.push([event, listener]),
  )
  const retire = () => {
    state.retired = true
  }
  wrap(tab, ['addInitScript', 'exposeFunction', 'exposeBinding', 'setExtraHTTPHeaders'], retire)
  wrap(
    tab.context(),
    ['addInitScript', 'exposeFunction', 'exposeBinding', 'setExtraHTTPHeaders', 'setOffline', 'setGeolocation', 'setHTTPCredentials'],
    retire,
  )
  const clock = Object.getPrototypeOf(tab.clock) as Record<string, unknown>
  wrap(
    tab.clock,
    Object.getOwnPropertyNames(clock).filter((name) => name !== 'constructor' && typeof clock[name] === 'function'),
    retire,
  )
}

export { expect } from '@playwright/test'
