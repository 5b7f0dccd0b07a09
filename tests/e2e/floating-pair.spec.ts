import { expect, type Page, test } from '@playwright/test'
import { follow, routerReady } from './live'
import { headlineOf, routes } from './routes'
import { frameText } from '../helpers/words'

/**
 * The floating "Get a quote / Top" pair on phones never covers what a visitor reads (issue 55): on every route, the
 * page scrolled from top to end by touch-sized steps, wherever the pair is shown its box meets no line of text and no
 * form control — measured in the browser from every text node of the page, apart from the code that decides.
 * Routes are read from pages/; one tab goes through them by client navigation (the pair, in the frame, stays live).
 */
const widths = [390, 360, 430]

/**
 * At each stop down the page (in the page itself: no round trip per stop), once the pair has looked at that position
 * and the page has painted what it decided: whether the pair is shown, and the text under it while it is.
 */
function sweep(page: Page): Promise<{ found: string[]; shown: boolean }> {
  return page.evaluate(async (label) => {
    const pair = document.querySelector<HTMLElement>(`nav[aria-label="${label}"]`)!
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const visible = (el: Element | null) => {
      for (let e = el; e; e = e.parentElement) {
        const style = getComputedStyle(e)
        if (Number(style.opacity) < 0.05 || style.visibility === 'hidden') return false
      }
      return true
    }
    // Text only a screen reader reads (clipped away: `.sr-only`) is not covered; nor is a decoration (a review's
    // large quotation mark: aria-hidden, pointer-events none).
    const unread = (el: Element | null) => {
      for (let e = el; e; e = e.parentElement)
        if (getComputedStyle(e).clip.startsWith('rect(0') || e.getAttribute('aria-hidden') === 'true') return true
      return false
    }
    // What of a line shows: an ancestor that clips its overflow (a table scrolled sideways) hides the rest.
    const clipped = (r: DOMRect, el: Element) => {
      let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom]
      for (let e: Element | null = el; e && e !== document.body; e = e.parentElement) {
        const style = getComputedStyle(e)
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
        const c = e.getBoundingClientRect()
        if (style.overflowX !== 'visible') [left, right] = [Math.max(left, c.left), Math.min(right, c.right)]
        if (style.overflowY !== 'visible') [top, bottom] = [Math.max(top, c.top), Math.min(bottom, c.bottom)]
      }
      return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top))
    }
    const found: string[] = []
    let shown = false
    const height = document.documentElement.scrollHeight - innerHeight
    for (let y = 0; y <= height + 1; y += 760) {
      window.scrollTo({ top: Math.min(y, height), behavior: 'instant' })
      // A fresh look at this stop, whatever the pair looked at before (a window's resize makes it look). The page may
      // still move it a little (the browser keeps what is on screen in place as a part above grows): the pair's look
      // at where the page is now is what counts.
      const now = () => String(Math.round(scrollY))
      delete pair.dataset.lookedAt
      dispatchEvent(new Event('resize'))
      for (let i = 0; pair.dataset.lookedAt !== now(); i++) {
        if (i > 150) throw new Error(`the pair did not look at ${location.pathname} scrolled to ${now()}`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      const at = now()
      await frame()
      let seen = under(at)
      // The page may have changed under a pair that had just looked (an island above going live, a list grown): the
      // pair looks again when it does (a resize of the page); what counts is what it shows once it has.
      if (seen?.length) {
        await new Promise((resolve) => setTimeout(resolve, 400))
        await frame()
        seen = under(at)
      }
      if (!seen) continue
      shown = true
      found.push(...seen)
    }
    return { found, shown }

    /** What the pair covers at this stop; undefined where it is not shown. */
    function under(at: string): string[] | undefined {
      const found: string[] = []
      const box = pair.getBoundingClientRect()
      if (!box.width || !visible(pair)) return undefined
      const meets = (r: DOMRect) =>
        r.width > 0 && r.height > 0 && r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom
      const range = document.createRange()
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement
        if (!node.textContent?.trim() || !parent || pair.contains(parent) || parent.id === 'test-link') continue
        range.selectNodeContents(node)
        if (![...range.getClientRects()].some((r) => meets(r) && meets(clipped(r, parent))) || unread(parent)) continue
        if (parent.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
          found.push(`${location.pathname} at ${at}: “${node.textContent.trim().slice(0, 40)}”`)
      }
      for (const control of document.querySelectorAll('input:not([type=hidden]), textarea, select'))
        if (meets(control.getBoundingClientRect()) && control.checkVisibility())
          found.push(`${location.pathname} at ${at}: a ${control.tagName.toLowerCase()}`)
      return found
    }
  }, frameText.page.jump.label)
}

for (const width of widths) {
  test(`at ${width} px, on every route, the floating pair is never shown over text or a form control`, async ({ browser }) => {
    test.setTimeout(240_000)
    const context = await browser.newContext({ viewport: { width, height: 844 }, hasTouch: true, isMobile: true, reducedMotion: 'reduce' })
    const page = await context.newPage()
    // At 390 px every route; at the other two widths every sixth (a different sixth each), as a finger tries them.
    const chosen = routes.filter((_, i) => width === 390 || i % 6 === widths.indexOf(width))
    await page.goto(chosen[0]!.route)
    await expect(page.locator('[data-island="page-jump"][data-live]')).toHaveCount(1, { timeout: 20_000 })
    await routerReady(page)
    const found: string[] = []
    let shownSomewhere = false
    for (const [i, { route, page: json }] of chosen.entries()) {
      if (i > 0) {
        await follow(page, route)
        await expect(page).toHaveURL(new RegExp(`${route === '/' ? '' : route}$`))
        // The new page rendered (its headline, where its first section has one), not the one before.
        const headline = headlineOf(json)
        if (headline) await expect(page.locator('main h1').first()).toHaveText(headline)
        await page.evaluate(() => document.getElementById('test-link')?.remove())
      }
      const swept = await sweep(page)
      found.push(...swept.found)
      shownSomewhere ||= swept.shown
    }
    expect(found).toEqual([])
    // Not by never showing it: somewhere down the pages it was there to tap.
    expect(shownSomewhere).toBe(true)
    await context.close()
  })
}
