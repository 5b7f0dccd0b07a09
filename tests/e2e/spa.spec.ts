import type { Locator, Page } from '@playwright/test'
import { expect, test } from './tab'
import { follow, mainText, mark, markOf, openLive, routerReady } from './live'
import { frameText, pattern, quoteText, sectionText } from '../helpers/words'

/**
 * A single-page app after the first load (app/browser/spa.tsx): the first page is the prerendered document; on the first
 * intent to navigate the router takes over, and later pages render in the browser from their data — no document
 * load (a value set on `window` survives), the new page's head, focus, history and scroll, the tools working, and a
 * full load whenever the data cannot be used.
 */

// With motion, as most visitors have it (the other specs reduce motion): the router's pages do not depend on it.
test.use({ reducedMotion: 'no-preference' })

type Head = { meta: Record<string, unknown>[]; links: { rel: string; href: string }[] }

const dataFile = (route: string) => (route === '/' ? '/_data/index.json' : `/_data${route}.json`)

/** The head the page's own data says it has, against the document's head (once the new page has applied it). */
async function expectHeadOf(page: Page, route: string) {
  await expect(async () => expectHeadNow(page, route)).toPass({ timeout: 5000 })
}

async function expectHeadNow(page: Page, route: string) {
  const data = (await (await page.request.get(dataFile(route))).json()) as { head: Head }
  const want = {
    title: String(data.head.meta.find((m) => 'title' in m)?.title),
    description: String(data.head.meta.find((m) => m.name === 'description')?.content),
    canonical: data.head.links.find((l) => l.rel === 'canonical')?.href ?? null,
    jsonLd: data.head.meta.filter((m) => 'script:ld+json' in m).map((m) => JSON.stringify(m['script:ld+json'])),
  }
  const have = await page.evaluate(() => ({
    titles: document.querySelectorAll('title').length,
    title: document.title,
    descriptions: [...document.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content')),
    canonicals: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
    jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.stringify(JSON.parse(s.textContent ?? '')),
    ),
  }))
  expect(have.titles).toBe(1)
  expect(have.title).toBe(want.title)
  expect(have.descriptions).toEqual([want.description])
  expect(have.canonicals).toEqual(want.canonical ? [want.canonical] : [])
  expect(have.jsonLd).toEqual(want.jsonLd)
}

/** The visible text of <main> once every island of it is live. */

test.describe('after the first load, pages render in the browser', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('five pages reached by body links, the header menus and the drawer, without a document load, each with its own head and focus', async ({
    page,
  }) => {
    await page.goto('/')
    const doc = await mark(page)
    await routerReady(page)

    // A body link (a card of the home page's catalogue).
    await page.locator('main a[href="/services/granite"]').first().click()
    await expect(page).toHaveURL(/\/services\/granite$/)
    await expect(page.locator('main h1')).toHaveText('Granite Countertops')
    await expectHeadOf(page, '/services/granite')
    await expect(page.locator('main')).toBeFocused()

    // The Services dropdown.
    await page.getByRole('navigation', { name: frameText.header.navLabel }).getByRole('button', { name: 'Services' }).click()
    await page.getByRole('menuitem', { name: 'Quartz', exact: true }).click()
    await expect(page).toHaveURL(/\/services\/quartz$/)
    await expectHeadOf(page, '/services/quartz')

    // The Resources dropdown.
    await page.getByRole('navigation', { name: frameText.header.navLabel }).getByRole('button', { name: 'Resources' }).click()
    await page.getByRole('menuitem', { name: 'Financing Options' }).click()
    await expect(page).toHaveURL(/\/financing$/)
    await expectHeadOf(page, '/financing')

    // A link of the header bar; it is marked current afterwards.
    const gallery = page.getByRole('navigation', { name: frameText.header.navLabel }).getByRole('link', { name: 'Gallery' })
    await gallery.click()
    await expect(page).toHaveURL(/\/gallery$/)
    await expect(gallery).toHaveAttribute('aria-current', 'page')
    await expectHeadOf(page, '/gallery')

    // The drawer, on a phone: it closes on the way.
    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByRole('button', { name: frameText.drawer.openLabel }).click()
    const drawer = page.getByRole('dialog', { name: frameText.drawer.title })
    await drawer.getByRole('link', { name: 'About', exact: true }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(drawer).toBeHidden()
    await expectHeadOf(page, '/about')
    await expect(page.locator('main')).toBeFocused()

    expect(await markOf(page)).toBe(doc)
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1)
  })

  test('back and forward restore the content, the scroll position and the tools’ filters', async ({ page }) => {
    await openLive(page, '/slab-selection')
    const doc = await mark(page)
    await routerReady(page)
    const heading = (await page.locator('main h1').textContent()) ?? ''
    // Filters whichever the data lists second (the first is "All").
    const material = page.getByRole('radiogroup', { name: sectionText['slab-catalogue'].filterLabel }).getByRole('radio').nth(1)
    await material.click()
    await expect(page).toHaveURL(/\?material=.+$/)
    const slabs = page.url()
    await page.evaluate(() => window.scrollTo(0, 900))
    await follow(page, '/gallery')
    await expect(page).toHaveURL(/\/gallery$/)
    await expect(page.locator('main h1')).not.toHaveText(heading)
    const kind = page.getByRole('radiogroup', { name: sectionText['project-gallery'].filterLabel }).getByRole('radio').nth(1)
    await kind.click()
    await expect(page).toHaveURL(/\/gallery\?filter=.+$/)
    const projects = page.url()

    await page.goBack()
    await expect(page).toHaveURL(slabs)
    await expect(material).toHaveAttribute('aria-checked', 'true')
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(800)
    await page.goForward()
    await expect(page).toHaveURL(projects)
    await expect(kind).toHaveAttribute('aria-checked', 'true')
    expect(await markOf(page)).toBe(doc)
  })

  test('back restores the scroll position of a page left before the router had settled on it', async ({ page }) => {
    // The router's first look at the page loaded in full (its data) is held back: the visitor chooses a filter,
    // scrolls and follows a link while the router has settled on no page yet (a slow phone, a busy network).
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/_data/slab-selection.json', async (route) => {
      await held
      await route.continue()
    })
    await openLive(page, '/slab-selection')
    await routerReady(page)
    const heading = (await page.locator('main h1').textContent()) ?? ''
    // A material filter, whichever the catalogue's data lists second (the first is "All").
    const filter = page.getByRole('radiogroup', { name: sectionText['slab-catalogue'].filterLabel }).getByRole('radio').nth(1)
    await filter.click()
    await expect(page).toHaveURL(/\?material=.+$/)
    const filtered = page.url()
    await page.evaluate(() => window.scrollTo(0, 900))
    await follow(page, '/gallery')
    release()
    await expect(page).toHaveURL(/\/gallery$/)
    await expect(page.locator('main h1')).not.toHaveText(heading)
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeLessThan(100)

    await page.goBack()
    await expect(page).toHaveURL(filtered)
    await expect(filter).toHaveAttribute('aria-checked', 'true')
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBeGreaterThan(800)
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })

  test('the chat panel and a toast stay on screen across a navigation', async ({ page }) => {
    await openLive(page, '/about')
    await routerReady(page)
    await page.getByRole('button', { name: frameText.chat.openLabel }).click()
    const panel = page.getByRole('dialog', { name: /Westchester Stone/ })
    await expect(panel).toBeVisible()
    await follow(page, '/process')
    await expect(page).toHaveURL(/\/process$/)
    await expect(page.locator('main h1')).toBeVisible()
    await expect(panel).toBeVisible()
  })

  test('a tap on a link while the router takes over is not lost (the router starts once the press is over)', async ({ page }) => {
    // The router's code arrives while the visitor's finger is down on a footer link (the press asked for it).
    let deliver = () => {}
    const delivered = new Promise<void>((resolve) => {
      deliver = resolve
    })
    let served = () => {}
    const arrived = new Promise<void>((resolve) => {
      served = resolve
    })
    await page.route(/\/assets\/spa-[^/]+\.js$/, async (route) => {
      await delivered
      await route.continue()
      served()
    })
    await openLive(page, '/about')
    const link = page.locator('footer a[href^="/"]:not([href="/about"])').first()
    const href = (await link.getAttribute('href')) ?? ''
    await link.scrollIntoViewIfNeeded()
    const box = (await link.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    deliver()
    await arrived
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)))
    await page.mouse.up()
    await expect(page).toHaveURL((url) => url.pathname === href)
  })

  test('a click the router cannot take in a moment, or at all, loads the page in full; one with a modifier key is the browser’s', async ({
    page,
    context,
  }) => {
    // The router's code arrives late (a slow phone, a busy network): the click waits a moment, then the page loads.
    await page.route(/\/assets\/spa-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000))
      await route.continue().catch(() => undefined)
    })
    await page.goto('/about')
    let doc = await mark(page)
    await follow(page, '/process')
    await expect(page).toHaveURL(/\/process$/)
    await expect.poll(() => markOf(page)).not.toBe(doc)

    // It cannot load at all: the page loads at once.
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await page.route(/\/assets\/spa-[^/]+\.js$/, (route) => route.abort('failed'))
    doc = await mark(page)
    await follow(page, '/about')
    await expect(page).toHaveURL(/\/about$/)
    await expect.poll(() => markOf(page)).not.toBe(doc)
    await page.unrouteAll({ behavior: 'ignoreErrors' })

    // A click with a modifier key opens the page where the browser puts it, whether the router has started or not.
    doc = await mark(page)
    for (const ready of [false, true]) {
      if (ready) await routerReady(page)
      const opened = context.waitForEvent('page')
      await page
        .locator('main a[href^="/"]:visible')
        .first()
        .click({ modifiers: ['ControlOrMeta'] })
      await (await opened).close()
      await expect(page).toHaveURL(/\/about$/)
      expect(await markOf(page)).toBe(doc)
    }
  })

  test('a page whose data cannot be fetched loads in full at its own address', async ({ page }) => {
    await page.route('**/_data/process.json', (route) => route.abort('failed'))
    await page.goto('/about')
    const doc = await mark(page)
    await routerReady(page)
    await follow(page, '/process')
    await expect(page).toHaveURL(/\/process$/)
    await expect(page.locator('main h1')).toBeVisible()
    await expect.poll(() => markOf(page), { timeout: 15_000 }).not.toBe(doc)
  })

  test('a page built for other code (a new deploy) loads in full', async ({ page }) => {
    await page.route('**/_data/financing.json', async (route) => {
      const res = await route.fetch()
      await route.fulfill({ response: res, json: { ...(await res.json()), build: 'another-build' } })
    })
    await page.goto('/about')
    const doc = await mark(page)
    await routerReady(page)
    await follow(page, '/financing')
    // The router reads the page's data (through the test's handler), sees the other build and loads the page in full:
    // on a busy machine that took more than the default 5 s once (a clean clone's run, 27 Nov).
    await expect(page).toHaveURL(/\/financing$/, { timeout: 15_000 })
    await expect.poll(() => markOf(page), { timeout: 15_000 }).not.toBe(doc)
    // A fetch of the handler still in flight (the page loading in full asks again) must not hold the teardown.
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })

  test('an address that is no page shows the not-found page; a slab chosen in the address fills the quote form', async ({ page }) => {
    await page.goto('/about')
    const doc = await mark(page)
    await routerReady(page)
    await follow(page, '/no-such-page')
    await expect(page.locator('main h1')).toHaveText('404 Page Not Found')
    await expect(page).toHaveTitle(/404/)

    await follow(page, '/contact?slab=Pure%20White&category=Quartz&price=%2455-75#quote')
    await expect(page).toHaveURL(/\/contact\?slab=/)
    await expect(page.locator('main')).toContainText('Pure White')
    expect(await markOf(page)).toBe(doc)
  })

  test('the tools and the quote form work on a page the router rendered', async ({ page }) => {
    await page.goto('/about')
    const doc = await mark(page)
    await routerReady(page)

    await follow(page, '/material-comparison')
    await page
      .getByRole('button', { name: /Marble/ })
      .first()
      .click()
    await expect(page).toHaveURL(/compare=/)

    const before = (await page.locator('main h1').textContent()) ?? ''
    await follow(page, '/before-after')
    // The new page's own buttons (the page before has buttons in <main> too).
    await expect(page).toHaveURL(/\/before-after$/)
    await expect(page.locator('main h1')).not.toHaveText(before)
    await page.locator('main button').first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    // Escape once the dialog has taken focus (on the next frame), as a visitor presses it on what they see.
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true)
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toBeHidden()

    await follow(page, '/slab-selection')
    await page.getByRole('radio', { name: 'Marble', exact: true }).click()
    await expect(page).toHaveURL(/material=marble/)
    await expect(page.locator('main')).toContainText(pattern(sectionText['slab-catalogue'].status.other, { count: '\\d+' }))

    await follow(page, '/contact')
    const form = page.locator('main form').first()
    await form.getByRole('button', { name: quoteText.forms.quote.submit }).click()
    await expect(form).toContainText('First name is required')
    expect(await markOf(page)).toBe(doc)
  })
})

test.describe('on a phone', () => {
  test('six taps on links of the header, the drawer, the body and the footer, read 3 s apart, each render the page in the browser as its full load shows it', async ({
    browser,
    baseURL,
  }) => {
    // A new visitor on a phone whose processor is four times slower than this machine's (Lighthouse's phone preset):
    // when they first tap, the router's files have been fetched at idle but nothing of it runs; the tap (its touch, or
    // the scroll to the link) starts it and its click waits for it. Reduced motion, as the other specs.
    test.setTimeout(90_000)
    const phone = {
      baseURL,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      reducedMotion: 'reduce' as const,
    }
    const context = await browser.newContext(phone)
    // Each page loaded in full, in a context of its own (its own renderer, not slowed), while the phone reads.
    const reference = await browser.newContext(phone)
    try {
      const page = await context.newPage()
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 })
      const full = await reference.newPage()
      let queue: Promise<unknown> = Promise.resolve()
      const loadInFull = (href: string) => {
        const loaded = queue.then(async () => {
          await full.goto(href)
          return { title: await full.title(), h1: (await full.locator('main h1').innerText()).trim(), text: await mainText(full) }
        })
        queue = loaded.catch(() => undefined)
        return loaded
      }

      await page.goto('/')
      // The visitor reads each page 3 s from its arrival (its load, then the new page's <h1>), then taps.
      let arrived = Date.now()
      const doc = await mark(page)
      const visited = new Set(['/'])
      const scopes = {
        main: page.locator('main'),
        header: page.getByRole('banner'),
        drawer: page.getByRole('dialog', { name: frameText.drawer.title }),
        footer: page.getByRole('contentinfo'),
      }
      const taps = ['main', 'header', 'drawer', 'footer', 'main', 'drawer'] as const
      // The link to tap, read from the page once it is there (the drawer's once it is open), and its page loaded in
      // full meanwhile.
      const choose = async (where: (typeof taps)[number]) => {
        const href = await linkIn(scopes[where], visited)
        return { href, want: loadInFull(href) }
      }
      let next = await choose(taps[0])
      for (const [i, where] of taps.entries()) {
        await page.waitForTimeout(Math.max(0, arrived + 3000 - Date.now()))
        if (where === 'drawer') {
          await page.getByRole('button', { name: frameText.drawer.openLabel }).tap()
          await expect(scopes.drawer).toBeVisible()
          next = await choose(where)
        }
        const { href, want } = next
        await scopes[where]
          .locator(`a[href=${JSON.stringify(href)}]`)
          .filter({ visible: true })
          .first()
          .tap()
        const target = new URL(href, 'http://x')
        await expect(page).toHaveURL((url) => url.pathname === target.pathname && url.search === target.search)
        const expected = await want
        await expect(page.locator('main h1'), `${where} → ${href}`).toHaveText(expected.h1)
        arrived = Date.now()
        expect(await markOf(page), `${where} → ${href}: no document load`).toBe(doc)
        visited.add(target.pathname)
        await expect(page).toHaveTitle(expected.title)
        await expect.poll(() => mainText(page), { message: `${href} rendered in the browser` }).toBe(expected.text)
        // The next link, read once the whole page is there (its hero is painted first, the rest in the next frames).
        if (taps[i + 1] && taps[i + 1] !== 'drawer') next = await choose(taps[i + 1])
      }
      expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1)
    } finally {
      await context.close()
      await reference.close()
    }
  })
})

/**
 * A visible link to another page of the site in `scope`, read from the page (a page a marketer adds is chosen as any
 * other): one to a page not visited yet when there is one.
 */
async function linkIn(scope: Locator, visited: Set<string>): Promise<string> {
  const links = await scope.evaluate((root) =>
    [...root.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter(
        (a) =>
          a.origin === location.origin &&
          (!a.target || a.target === '_self') &&
          !a.hasAttribute('download') &&
          // The language switch goes to this page in another language: languages.spec.ts taps it, on a phone too.
          !a.hasAttribute('hreflang') &&
          a.pathname !== '/api' &&
          !a.pathname.startsWith('/api/') &&
          a.pathname !== location.pathname &&
          a.checkVisibility(),
      )
      .map((a) => ({ href: a.getAttribute('href') ?? '', path: a.pathname })),
  )
  expect(links.length, 'a link to another page of the site').toBeGreaterThan(0)
  return (links.find((l) => !visited.has(l.path)) ?? links[0]).href
}
