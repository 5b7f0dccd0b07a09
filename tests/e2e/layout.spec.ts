import type { Page } from '@playwright/test'
import { expect, test } from './tab'
import { pageDataFile } from '../../schemas/routing'
import { follow, openLive, routerReady } from './live'
import { choose } from './quote-form'
import { navigation, routes, site } from './routes'
import { fill, frameText, quoteLabel, quoteText } from '../helpers/words'

/**
 * The shared frame of every page, the specification's shared parts: header with its dropdowns and active links,
 * the mobile drawer, the footer, the floating chat widget and the toasts. Asserts what a visitor sees and can do.
 */

const materials = ['Granite', 'Quartz', 'Marble', 'Porcelain', 'Quartzite']
const remodeling = ['Kitchen Remodeling', 'Bathroom Remodeling', 'Countertop Repair']
const resources = ['View Slabs', 'Financing Options', 'Our Process', 'Material Guide', 'Virtual Consultation', 'Before & After']
const hoursLines = (site.hours as Array<{ label: string; text: string }>).map((h) => `${h.label}: ${h.text}`)

const open = openLive

test.describe('header on large screens', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('the Services dropdown opens by click, shows its two headed groups and navigates', async ({ page }) => {
    await open(page, '/')
    const nav = page.getByRole('navigation', { name: frameText.header.navLabel })
    await nav.getByRole('button', { name: 'Services' }).click()
    const menu = page.getByRole('menu', { name: 'Services' })
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('group', { name: 'Countertop Materials' }).getByRole('menuitem')).toHaveText(materials)
    await expect(menu.getByRole('group', { name: 'Complete Remodeling' }).getByRole('menuitem')).toHaveText(remodeling)
    await expect(menu.getByRole('menuitem', { name: 'Kitchen Remodeling' })).toHaveAttribute('href', '/services/kitchen-remodeling')

    await menu.getByRole('menuitem', { name: 'Quartzite' }).click()
    await expect(page).toHaveURL(/\/services\/quartzite$/)
    await expect(menu).toBeHidden()
  })

  test('the Services dropdown works by keyboard: arrow keys move, Enter navigates, Escape closes', async ({ page }) => {
    await open(page, '/')
    const trigger = page.getByRole('navigation', { name: frameText.header.navLabel }).getByRole('button', { name: 'Services' })
    await trigger.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu', { name: 'Services' })
    await expect(menu).toBeVisible()
    // The keys are the menu's once it has the focus (it takes it a frame after opening; a busy browser may take longer).
    await expect(menu).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(trigger).toBeFocused()

    await page.keyboard.press('ArrowDown') // opens with the first item highlighted
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('menuitem', { name: 'Granite' })).toHaveAttribute('data-highlighted', '')
    await expect(menu).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem', { name: 'Quartz', exact: true })).toHaveAttribute('data-highlighted', '')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/services\/quartz$/)
    await expect(menu).toBeHidden()
  })

  test('the Resources dropdown lists six links with icons, a separator and the dealer program, by click and by keyboard', async ({
    page,
  }) => {
    await open(page, '/')
    const trigger = page.getByRole('navigation', { name: frameText.header.navLabel }).getByRole('button', { name: 'Resources' })
    await trigger.click()
    const menu = page.getByRole('menu', { name: 'Resources' })
    await expect(menu.getByRole('menuitem')).toHaveText([...resources, 'Dealer Program'])
    await expect(menu.getByRole('separator')).toHaveCount(1)
    const hrefs = [
      '/slab-selection',
      '/financing',
      '/process',
      '/material-comparison',
      '/virtual-consultation',
      '/before-after',
      '/dealer-program',
    ]
    for (const [i, href] of hrefs.entries()) await expect(menu.getByRole('menuitem').nth(i)).toHaveAttribute('href', href)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()

    await trigger.focus()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem', { name: 'View Slabs' })).toHaveAttribute('data-highlighted', '')
    await expect(menu).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem', { name: 'Financing Options' })).toHaveAttribute('data-highlighted', '')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/financing$/)
    await expect(trigger).toHaveAttribute('aria-current', 'true')
  })

  test('active links: Home only on /, others by path prefix, Services on /services/*', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: frameText.header.navLabel })
    const link = (name: string) => nav.getByRole('link', { name, exact: true })
    const services = nav.getByRole('button', { name: 'Services' })
    const resourcesTrigger = nav.getByRole('button', { name: 'Resources' })

    await open(page, '/')
    await expect(link('Home')).toHaveAttribute('aria-current', 'page')
    for (const name of ['Gallery', 'About', 'Contact']) await expect(link(name)).not.toHaveAttribute('aria-current', /.+/)
    await expect(services).not.toHaveAttribute('aria-current', /.+/)

    await open(page, '/services/granite')
    await expect(link('Home')).not.toHaveAttribute('aria-current', /.+/)
    await expect(services).toHaveAttribute('aria-current', 'true')
    await expect(resourcesTrigger).not.toHaveAttribute('aria-current', /.+/)
    await services.click()
    await expect(page.getByRole('menuitem', { name: 'Granite' })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('menuitem', { name: 'Quartz', exact: true })).not.toHaveAttribute('aria-current', /.+/)
    await page.keyboard.press('Escape')

    await open(page, '/gallery')
    await expect(link('Gallery')).toHaveAttribute('aria-current', 'page')
    await expect(link('Home')).not.toHaveAttribute('aria-current', /.+/)
    await expect(services).not.toHaveAttribute('aria-current', /.+/)

    await open(page, '/process')
    await expect(resourcesTrigger).toHaveAttribute('aria-current', 'true')
  })

  test('the direct links and the Get Quote button lead to their pages', async ({ page }) => {
    await open(page, '/')
    const nav = page.getByRole('navigation', { name: frameText.header.navLabel })
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/')
    await expect(nav.getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/gallery')
    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about')
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact')
    await expect(page.getByRole('button', { name: frameText.drawer.openLabel })).toBeHidden()
    await page.getByRole('banner').getByRole('link', { name: 'Get Quote' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByRole('navigation', { name: frameText.header.navLabel }).getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  })

  test('the skip link is the first stop of the keyboard and jumps to the content', async ({ page }) => {
    await open(page, '/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: frameText.page.skipToContent })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('main')).toBeFocused()
  })
})

test.describe('mobile drawer', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('opens from the menu button on the right with the main links, the slabs and guide first, materials, remodeling, quote and call', async ({
    page,
  }) => {
    await open(page, '/')
    await expect(page.getByRole('navigation', { name: frameText.header.navLabel })).toBeHidden()
    const drawer = page.getByRole('dialog', { name: frameText.drawer.title })
    await expect(drawer).toBeHidden()
    await page.getByRole('button', { name: frameText.drawer.openLabel }).click()
    await expect(drawer).toBeVisible()

    // Flush with the right edge once it has slid in.
    await expect
      .poll(async () => {
        const b = await drawer.boundingBox()
        return b && Math.round(b.x + b.width)
      })
      .toBe(390)

    for (const name of ['Home', 'Gallery', 'About', 'Contact', ...materials, ...remodeling, ...resources.slice(0, 4)]) {
      await expect(drawer.getByRole('link', { name, exact: true })).toHaveCount(1)
    }
    for (const name of resources.slice(4)) await expect(drawer.getByRole('link', { name, exact: true })).toHaveCount(0)
    // A phone's first screen of the drawer reaches the slab catalogue and the Material Guide, before any scrolling.
    for (const name of ['Home', 'Contact', 'View Slabs', 'Material Guide']) {
      const link = drawer.getByRole('link', { name, exact: true })
      await expect(link).toBeInViewport({ ratio: 1 })
    }
    await expect(drawer.getByRole('group', { name: 'Countertop Materials' })).toBeVisible()
    await expect(drawer.getByRole('group', { name: 'Remodeling' })).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(drawer.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', '/contact')
    const call = drawer.getByRole('link', { name: new RegExp(site.phone.display.replace(/[()]/g, '\\$&')) })
    await expect(call).toHaveAttribute('href', `tel:+${site.phone.digits}`)
  })

  test('choosing a link navigates and closes the drawer; the close control and Escape close it too', async ({ page }) => {
    await open(page, '/')
    const drawer = page.getByRole('dialog', { name: frameText.drawer.title })
    const openButton = page.getByRole('button', { name: frameText.drawer.openLabel })

    await openButton.click()
    await drawer.getByRole('link', { name: 'Gallery' }).click()
    await expect(page).toHaveURL(/\/gallery$/)
    await expect(drawer).toBeHidden()

    await openButton.click()
    await expect(drawer.getByRole('link', { name: 'Gallery' })).toHaveAttribute('aria-current', 'page')
    await drawer.getByRole('link', { name: 'Financing Options' }).click()
    await expect(page).toHaveURL(/\/financing$/)
    await expect(drawer).toBeHidden()

    await openButton.click()
    await drawer.getByRole('link', { name: 'Get Free Quote' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(drawer).toBeHidden()

    await openButton.click()
    await expect(drawer).toBeVisible()
    await page.getByRole('button', { name: frameText.drawer.closeLabel }).click()
    await expect(drawer).toBeHidden()

    await openButton.click()
    await expect(drawer).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(drawer).toBeHidden()
    await expect(openButton).toBeFocused()
  })
})

test.describe('footer', () => {
  test('shows the blurb, social links, services, service areas, contact details and the copyright line', async ({ page }) => {
    await open(page, '/')
    const footer = page.getByRole('contentinfo')
    await expect(footer).toContainText(site.tagline)

    for (const name of ['Facebook', 'Instagram']) {
      const social = footer.getByRole('link', { name: new RegExp(`^${name}`) })
      await expect(social).toHaveAttribute('target', '_blank')
      await expect(social).toHaveAttribute('rel', /noopener/)
    }

    const services = footer.getByRole('navigation', { name: 'Services' })
    await expect(services.getByRole('link', { name: 'Granite Countertops' })).toHaveAttribute('href', '/services/granite')
    await expect(services.getByRole('link', { name: 'Quartz Countertops' })).toHaveAttribute('href', '/services/quartz')
    await expect(services.getByRole('link', { name: 'Marble Countertops' })).toHaveAttribute('href', '/services/marble')
    for (const name of ['Kitchen Islands', 'Bathroom Vanities', 'Outdoor Kitchens']) {
      await expect(services.getByText(name, { exact: true })).toBeVisible()
      await expect(services.getByRole('link', { name })).toHaveCount(0)
    }

    const areas = footer.getByRole('navigation', { name: 'Service Areas' })
    const cities = {
      'White Plains': 'white-plains',
      Yonkers: 'yonkers',
      'New Rochelle': 'new-rochelle',
      'Mount Vernon': 'mount-vernon',
      Peekskill: 'peekskill',
      Rye: 'rye',
    }
    await expect(areas.getByRole('link')).toHaveCount(6)
    for (const [name, slug] of Object.entries(cities)) {
      await expect(areas.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/locations/${slug}`)
    }

    await expect(footer.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', `tel:+${site.phone.digits}`)
    await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`)
    await expect(footer).toContainText(site.address.street)
    await expect(footer).toContainText(`${site.address.city}, ${site.address.region}`)
    for (const line of hoursLines) await expect(footer).toContainText(line)

    const year = new Date().getFullYear()
    await expect(footer).toContainText(fill(frameText.footer.copyright, { year, name: site.name }))
  })

  test('footer links navigate', async ({ page }) => {
    await open(page, '/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Yonkers' }).click()
    await expect(page).toHaveURL(/\/locations\/yonkers$/)
  })
})

test.describe('ways back on a long page', () => {
  const scrollY = (page: Page) => page.evaluate(() => window.scrollY)

  test('large screens: Back to top in the footer, by keyboard, brings the page to its start; no floating links', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await open(page, '/services/granite')
    await expect(page.getByRole('navigation', { name: frameText.page.jump.label })).toBeHidden()
    const back = page.getByRole('contentinfo').getByRole('link', { name: frameText.page.backToTop })
    await back.focus()
    await expect.poll(() => scrollY(page)).toBeGreaterThan(1000)
    await page.keyboard.press('Enter')
    // The page's start: its opening section just under the sticky header bar.
    await expect.poll(() => scrollY(page)).toBeLessThanOrEqual(80)
    // The keyboard continues from the page's start: the next Tab lands in the first screen.
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getBoundingClientRect().top ?? -1)).toBeGreaterThanOrEqual(0)
    expect(await page.evaluate(() => document.activeElement?.getBoundingClientRect().bottom ?? 1e6)).toBeLessThanOrEqual(900)
  })

  test('phones: once scrolled, Get a quote and Top float clear of the chat button and of text, lead to the form and the start, and step aside over the form', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await open(page, '/services/granite')
    await expect(page.locator('[data-island="page-jump"][data-live]')).toHaveCount(1, { timeout: 20_000 })
    const jump = page.getByRole('navigation', { name: frameText.page.jump.label })
    /** Shown: where no text lies under it (its island says so), and not stepped aside over the form. */
    const shown = () =>
      page.evaluate((label) => {
        const nav = document.querySelector<HTMLElement>(`nav[aria-label="${label}"]`)!
        const style = getComputedStyle(nav)
        return nav.parentElement!.hasAttribute('data-clear') && style.visibility !== 'hidden' && Number(style.opacity) > 0.05
      }, frameText.page.jump.label)
    const stopAt = async (top: number) => {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top)
      await expect
        .poll(() => jump.evaluate((nav) => nav.dataset.lookedAt))
        .toBe(String(Math.round(await page.evaluate(() => window.scrollY))))
    }
    // Not over the hero's own buttons at the start of the page.
    await expect(jump).not.toBeInViewport()
    // Down the page, a place with no text under it: the pair is there to tap.
    let clear = 0
    for (let y = 1300; y < 6000 && !clear; y += 150) {
      await stopAt(y)
      if (await shown()) clear = y
    }
    expect(clear).toBeGreaterThan(0)
    const top = jump.getByRole('link', { name: frameText.page.backToTop })
    await expect(top).toBeInViewport({ ratio: 1 })
    await expect(top).toHaveText(frameText.page.jump.top)
    const chat = await page.getByRole('button', { name: frameText.chat.openLabel }).boundingBox()
    const box = await jump.boundingBox()
    const apart = (a: typeof box, b: typeof box) =>
      !!a && !!b && (a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y)
    expect(apart(box, chat)).toBe(true)

    // This page has its own form: the link goes there, and while the form is on screen the pair steps aside (it
    // would sit over the fields), down to its last control.
    await jump.getByRole('link', { name: frameText.page.jump.quote }).click()
    await expect(page).toHaveURL(/#quote$/)
    const form = page.locator('#quote')
    await expect(form.getByRole('textbox', { name: quoteLabel('firstName') })).toBeInViewport()
    await expect.poll(shown).toBe(false)
    await form.getByRole('button', { name: quoteText.forms.quote.submit }).scrollIntoViewIfNeeded()
    await expect.poll(shown).toBe(false)
    // Back where it was clear, it is back.
    await stopAt(clear)
    await expect.poll(shown).toBe(true)
    await top.click()
    // The page's start: its opening section just under the sticky header bar.
    await expect.poll(() => scrollY(page)).toBeLessThanOrEqual(80)
    await expect(jump).not.toBeInViewport()
  })
})

test.describe('chat widget', () => {
  test.beforeEach(async ({ context }) => {
    // The messaging app is never reached: any wa.me request gets a tiny local page.
    await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/html', body: '<title>chat</title>' }))
  })

  test('is closed by default; the round button opens a panel with the name, reply time, greeting, hours and actions', async ({ page }) => {
    await open(page, '/')
    const button = page.getByRole('button', { name: frameText.chat.openLabel })
    const panel = page.getByRole('dialog', { name: site.name })
    await expect(button).toBeVisible()
    await expect(panel).toBeHidden()

    await button.click()
    await expect(panel).toBeVisible()
    await expect(panel).toContainText(frameText.chat.status)
    await expect(panel).toContainText(navigation.chat.greeting)
    for (const line of hoursLines) await expect(panel).toContainText(line)
    for (const message of navigation.chat.quickMessages) await expect(panel.getByRole('button', { name: message })).toBeVisible()
    await expect(panel.getByRole('button', { name: frameText.chat.consultationLabel })).toBeVisible()
    await expect(panel.getByRole('link', { name: frameText.chat.callLabel })).toHaveAttribute('href', `tel:+${site.phone.digits}`)

    await panel.getByRole('button', { name: frameText.chat.closeLabel }).click()
    await expect(panel).toBeHidden()

    await button.click()
    await expect(panel).toBeVisible()
    await button.click() // the round button toggles
    await expect(panel).toBeHidden()
  })

  test('a quick message opens the messaging app in a new tab with the digits and the encoded text, and closes the panel', async ({
    page,
  }) => {
    await open(page, '/')
    const panel = page.getByRole('dialog', { name: site.name })
    await page.getByRole('button', { name: frameText.chat.openLabel }).click()
    const message = navigation.chat.quickMessages[0] as string

    const popupEvent = page.waitForEvent('popup')
    await panel.getByRole('button', { name: message }).click()
    const popup = await popupEvent
    await popup.waitForLoadState()
    const url = new URL(popup.url())
    expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${site.phone.digits}`)
    expect(url.searchParams.get('text')).toBe(message)
    expect(decodeURIComponent(url.search)).toBe(`?text=${message}`)
    await expect(panel).toBeHidden()
    await popup.close()
  })

  test('the consultation button sends the consultation message', async ({ page }) => {
    await open(page, '/about')
    const panel = page.getByRole('dialog', { name: site.name })
    await page.getByRole('button', { name: frameText.chat.openLabel }).click()
    const popupEvent = page.waitForEvent('popup')
    await panel.getByRole('button', { name: frameText.chat.consultationLabel }).click()
    const popup = await popupEvent
    await popup.waitForLoadState()
    expect(new URL(popup.url()).searchParams.get('text')).toBe(navigation.chat.consultationMessage)
    await expect(panel).toBeHidden()
    await popup.close()
  })
})

type NavLink = { label: string; href?: string }
/**
 * A visitor's walk for the analytics test, from the menus as they are (data/navigation.json): a page, a link of the
 * header's main menu, then a link of the footer, each to another page.
 */
function analyticsWalk() {
  const header = (navigation.header.items as NavLink[]).find((i) => i.href?.startsWith('/')) as Required<NavLink>
  const start = routes.map((r) => r.route).find((r) => r !== header.href)!
  const footer = (navigation.footer.lists as { items: NavLink[] }[])
    .flatMap((l) => l.items)
    .find((i) => i.href?.startsWith('/') && i.href !== header.href && i.href !== start && !i.href.includes('#')) as Required<NavLink>
  return { start, header, footer }
}

/**
 * Stands in for the analytics function on every page the visitor opens: each page is its own document, so the stub
 * keeps what it receives in sessionStorage, across the page loads (read with pageViews).
 */
const recordAnalytics = (page: Page) =>
  page.addInitScript(() => {
    ;(window as unknown as { gtag: (...args: unknown[]) => void }).gtag = (...args: unknown[]) => {
      const events = JSON.parse(sessionStorage.getItem('gtag-events') ?? '[]') as unknown[][]
      sessionStorage.setItem('gtag-events', JSON.stringify([...events, args]))
    }
  })

/** The page_path of every page view the stub has received, in order. */
const pageViews = (page: Page) =>
  page.evaluate(() =>
    (JSON.parse(sessionStorage.getItem('gtag-events') ?? '[]') as unknown[][])
      .filter((e) => e[0] === 'event' && e[1] === 'page_view')
      .map((e) => (e[2] as { page_path: string }).page_path),
  )

test.describe('analytics', () => {
  test('a page_path is sent for every page a visitor opens, only when the analytics function exists', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await recordAnalytics(page)
    const { start, header, footer } = analyticsWalk()
    await open(page, start)
    const heading = (await page.locator('main h1').textContent()) ?? ''
    await page.getByRole('navigation', { name: frameText.header.navLabel }).getByRole('link', { name: header.label, exact: true }).click()
    await expect(page).toHaveURL((url) => url.pathname === header.href)
    // The visitor reads the new page before going on (the footer is the same on both: a click before the new page
    // shows would leave from the first one, which the router has not finished replacing).
    await expect(page.locator('main h1')).not.toHaveText(heading)
    await page.getByRole('contentinfo').getByRole('link', { name: footer.label, exact: true }).click()
    await expect(page).toHaveURL((url) => url.pathname === footer.href)
    await expect.poll(() => pageViews(page)).toEqual([start, header.href, footer.href])
  })

  test('a visitor who leaves before the page code has arrived is counted (the page view)', async ({ page }) => {
    await recordAnalytics(page)
    // The island loader never arrives (a slow phone, then offline): the visitor taps a footer link at once.
    const { start, footer } = analyticsWalk()
    await page.route('**/assets/entry-client-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000))
      await route.abort()
    })
    await page.goto(start)
    await page.getByRole('contentinfo').getByRole('link', { name: footer.label, exact: true }).click()
    await expect(page).toHaveURL((url) => url.pathname === footer.href)
    await expect.poll(() => pageViews(page)).toEqual([start, footer.href])
    await page.unrouteAll({ behavior: 'ignoreErrors' })
  })

  test('a page view is sent for a page reached while the router is still looking at the first one', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { gtag: (...args: unknown[]) => void; views: string[] }
      w.views = []
      w.gtag = (...args: unknown[]) => args[1] === 'page_view' && w.views.push((args[2] as { page_path: string }).page_path)
    })
    // The router's first look at the page loaded in full (its data) is held back: the visitor navigates before it ends.
    const [start, next] = routes.map((r) => r.route)
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**/${pageDataFile(start)}`, async (route) => {
      await held
      await route.continue()
    })
    await open(page, start)
    await routerReady(page)
    const first = (await page.locator('main h1').textContent()) ?? ''
    await follow(page, next)
    await expect(page).toHaveURL((url) => url.pathname === next)
    await expect(page.locator('main h1')).not.toHaveText(first)
    release()
    await expect.poll(() => page.evaluate(() => (window as unknown as { views: string[] }).views)).toEqual([start, next])
  })

  test('without the analytics function nothing fails', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    const { start, footer } = analyticsWalk()
    await open(page, start)
    await page.getByRole('contentinfo').getByRole('link', { name: footer.label, exact: true }).click()
    await expect(page).toHaveURL((url) => url.pathname === footer.href)
    expect(errors).toEqual([])
  })
})

test.describe('toasts', () => {
  /** A real UI action that shows a toast: a quote request the server refuses (never reaches the store). */
  async function failSubmission(page: Page) {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }))
    const form = page.locator('form', { has: page.getByRole('button', { name: quoteText.forms.quote.submit }) }).first()
    await expect(form.getByRole('button', { name: quoteText.forms.quote.submit })).toBeEnabled()
    await form.getByLabel(quoteLabel('firstName')).fill('Toast')
    await form.getByLabel(quoteLabel('lastName')).fill('Tester')
    await form.getByLabel(quoteLabel('email')).fill('toast@example.com')
    await form.getByLabel(quoteLabel('phone')).fill('(914) 555-0100')
    await choose(page, quoteLabel('location'), 'Other Westchester Location')
    await form.getByLabel(quoteLabel('town')).fill('Briarcliff Manor')
    await choose(page, quoteLabel('service'), 'Bar/Island')
    await form.getByLabel(quoteLabel('message')).fill('Checking the notification shown on failure.')
    await form.getByRole('button', { name: quoteText.forms.quote.submit }).click()
  }
  const visibleToasts = (page: Page) => page.getByRole('region', { name: /^Notifications/ }).getByRole('status')

  test('one destructive toast at a time, bottom-right on large screens, dismissed by its Close button; F8 focuses the region', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await open(page, '/contact')
    await failSubmission(page)
    const toast = visibleToasts(page).filter({ hasText: quoteText.failed.title })
    await expect(toast).toBeVisible()
    await expect(toast).toContainText(quoteText.failed.description)
    const box = (await toast.boundingBox())!
    expect(box.x + box.width).toBeGreaterThan(1280 - 48)
    expect(box.y).toBeGreaterThan(900 / 2)

    // Fails again (once its answer is in: the proof of work may take a moment): still one toast.
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST')
    await page.getByRole('button', { name: quoteText.forms.quote.submit }).click()
    await refused
    await expect(toast).toBeVisible()
    await expect(visibleToasts(page)).toHaveCount(1)

    await page.keyboard.press('F8')
    await expect(page.getByRole('region', { name: /^Notifications/ })).toBeFocused()

    await toast.getByRole('button', { name: 'Close' }).click()
    await expect(toast).toBeHidden()
  })

  test('on small screens the toast shows at the top and a swipe to the right dismisses it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await open(page, '/contact')
    await failSubmission(page)
    const toast = visibleToasts(page).filter({ hasText: quoteText.failed.title })
    await expect(toast).toBeVisible()
    const box = (await toast.boundingBox())!
    expect(box.y).toBeLessThan(120)

    // A short drag snaps back; a drag past the threshold dismisses.
    const y = box.y + 12
    await page.mouse.move(box.x + 40, y)
    await page.mouse.down()
    await page.mouse.move(box.x + 60, y, { steps: 4 })
    await page.mouse.up()
    await expect(toast).toBeVisible()

    await page.mouse.move(box.x + 40, y)
    await page.mouse.down()
    await page.mouse.move(box.x + 200, y, { steps: 8 })
    await page.mouse.up()
    await expect(toast).toBeHidden()
  })
})
