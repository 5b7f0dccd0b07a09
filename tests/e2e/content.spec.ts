import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { type Expectation, expectations } from './content-expectations'
import {
  allViolations,
  consoleProblems,
  expectSoundPage,
  follow,
  mainText,
  mark,
  markOf,
  routerReady,
  seriousViolations,
  wakeAll,
} from './live'
import { otherLocales, routesOf } from './languages'
import { routes } from './routes'
import { expect, test } from './tab'

/**
 * Every route against its row of tests/e2e/content-expectations.ts (from the specification), in one page load per route at
 * phone width (390 px), which also checks that nothing is wider than the phone. The same load checks what the page
 * describes to search engines (FAQPage JSON-LD = the visible questions) and what a location-details section shows
 * (its record in data/locations.json); then every island a visitor uses wakes (as a pointer passing over it wakes
 * it), with no console error or warning, and axe finds no serious accessibility violation (once per route); the
 * frame's late islands (the toaster, the year) wake as the page settles on the not-found page below. Last, the
 * router renders the page in the browser (a client navigation away and back): its visible text is the full load's.
 */

type LocationRecord = {
  slug: string
  name: string
  population?: string
  density?: string
  zipCodes: string[]
  neighborhoods?: string[]
  nearby?: string[]
  parentTown?: string
}
const locations = (JSON.parse(readFileSync(join(import.meta.dirname, '../../data/locations.json'), 'utf8')) as { items: LocationRecord[] })
  .items

const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase()

const visibleMain = (page: Page) => page.locator('main').innerText()

/** Sizes of the top-level lists of a section: lists not inside another list item. */
function listSizes(page: Page, section: string) {
  return page.evaluate((selector) => {
    const root = document.querySelector(selector)
    if (!root) return null
    return [...root.querySelectorAll('ul, ol')]
      .filter((list) => !list.parentElement?.closest('li'))
      .map((list) => [...list.children].filter((c) => c.tagName === 'LI').length)
  }, section)
}

test('the expectations table has one row for each of the 43 routes of the specification, each a page', () => {
  expect(new Set(expectations.map((e) => e.route)).size).toBe(43)
  for (const { route } of expectations) expect(routes.map((r) => r.route)).toContain(route)
})

/**
 * Every page of pages/ (a page a marketer adds included): the checks that hold for any page, and, for a route of
 * the specification, its row of the expectations table. /thank-you is not a screen of the specification: the server
 * shows it after a quote is posted without JavaScript.
 */
test.describe('every route shows its content, at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const { route, page: page$ } of routes) {
    const exp: Expectation = expectations.find((e) => e.route === route) ?? { route }
    test(`${exp.route}`, async ({ page }) => {
      // A minute, and half a minute more for the page in each other language.
      test.setTimeout(60_000 + 30_000 * routesOf(exp.route).length)
      const problems = consoleProblems(page)
      await page.goto(exp.route)
      const text = norm(await visibleMain(page))

      for (const t of exp.text ?? []) {
        if (typeof t === 'string') expect(text, `visible text of ${exp.route}`).toContain(norm(t))
        else expect(text, `visible text of ${exp.route}`).toMatch(t)
      }

      for (const { text: t, count } of exp.times ?? []) {
        const found = text.split(norm(t)).length - 1
        expect(found, `"${t}" shown ${count} times`).toBe(count)
      }

      for (const { section, sizes, what } of exp.lists ?? []) {
        expect(await listSizes(page, section), `${what} (${section})`).toEqual(sizes)
      }

      if (exp.cards) {
        const cards = await page.evaluate((selector) => {
          const root = document.querySelector(selector)
          return [...(root?.querySelectorAll('li') ?? [])].filter((li) => !li.parentElement?.closest('li')).map((li) => li.innerText)
        }, exp.cards.section)
        for (const group of exp.cards.each) {
          const card = cards.find((c) => group.every((g) => norm(c).includes(norm(g))))
          expect(card, `a card in ${exp.cards.section} showing ${group.join(' + ')}`).toBeDefined()
        }
      }

      for (const link of exp.links ?? []) {
        const found = await page.evaluate(
          ({ section, source, flags }) => {
            const pattern = new RegExp(source, flags)
            const root = document.querySelector(section ?? 'main')
            return [...(root?.querySelectorAll('a[href]') ?? [])]
              .filter((a) => pattern.test(a.getAttribute('href') ?? ''))
              .map((a) => ({ newTab: a.getAttribute('target') === '_blank', rel: a.getAttribute('rel') ?? '' }))
          },
          { section: link.section, source: link.href.source, flags: link.href.flags },
        )
        if (link.count !== undefined) expect(found.length, `links to ${link.href} in ${link.section ?? 'main'}`).toBe(link.count)
        else expect(found.length, `a link to ${link.href} in ${link.section ?? 'main'}`).toBeGreaterThan(0)
        if (link.newTab)
          for (const a of found)
            expect(a, 'opens in a new tab, without access to this page').toEqual({ newTab: true, rel: 'noopener noreferrer' })
      }

      if (exp.namedReviews) {
        const reviews = await page.evaluate(() =>
          [...document.querySelectorAll('main figure')].map((f) => ({
            name: (() => {
              // What the caption says, without decoration hidden from assistive technology (the initials).
              const caption = f.querySelector('figcaption')?.cloneNode(true) as HTMLElement | undefined
              for (const hidden of caption?.querySelectorAll('[aria-hidden="true"]') ?? []) hidden.remove()
              return caption?.textContent?.trim() ?? ''
            })(),
            stars: f.querySelector('[role="img"][aria-label$="stars"]')?.getAttribute('aria-label') ?? '',
            quote: f.querySelector('blockquote')?.textContent?.trim() ?? '',
          })),
        )
        expect(reviews.length, 'named reviews').toBeGreaterThanOrEqual(exp.namedReviews)
        for (const r of reviews) {
          expect(r.name, 'each review is signed').toMatch(/^[A-Z][a-z]+ [A-Z]\./)
          expect(r.stars, 'each review has a star rating').toMatch(/^[1-5] out of 5 stars$/)
          expect(r.quote.length).toBeGreaterThan(40)
        }
      }

      // FAQPage JSON-LD, when the page has one, parses and lists exactly the visible questions, in order.
      const faq = await page.evaluate(() => {
        const data = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ''))
        const faqPage = data.find((d) => d['@type'] === 'FAQPage')
        const visible = [...document.querySelectorAll('main details > summary')].map((s) => s.textContent?.trim() ?? '')
        return { faqPage, visible }
      })
      if (faq.visible.length || faq.faqPage) {
        expect(faq.faqPage?.mainEntity.map((q: { name: string }) => q.name)).toEqual(faq.visible)
        for (const q of faq.faqPage.mainEntity) expect(q.acceptedAnswer.text.length).toBeGreaterThan(20)
      }

      // A location-details section shows its record: population, density, every ZIP code, neighborhoods, nearby areas.
      for (const section of page$?.sections.filter((s) => s.type === 'location-details') ?? []) {
        const record = locations.find((l) => l.slug === (section as { location: string }).location)
        expect(record, 'the record of the location-details section').toBeDefined()
        const full = (section as { variant?: string }).variant !== 'facts'
        const shown = [
          record!.name,
          record!.population,
          record!.density,
          record!.parentTown,
          ...record!.zipCodes,
          ...(full ? [...(record!.neighborhoods ?? []), ...(record!.nearby ?? [])] : []),
        ].filter((v): v is string => Boolean(v))
        for (const value of shown) expect(text, `${record!.slug}: ${value}`).toContain(norm(value))
      }

      // What holds for any page: it fits the phone, wakes without a console problem, axe finds nothing serious.
      await expectSoundPage(page, problems)

      // Nothing of the page's own code or its whole stylesheet is fetched before its first contentful paint: the
      // boot script adds them after it (app/browser/boot.ts); by now both are there.
      const firstLoad = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        files: performance
          .getEntriesByType('resource')
          .filter((r) => /\/assets\/[^/]+\.(css|js)$/.test(new URL(r.name).pathname))
          .map((r) => ({ file: new URL(r.name).pathname, start: r.startTime })),
      }))
      expect(firstLoad.paint, 'first contentful paint').toBeGreaterThan(0)
      expect(firstLoad.files.filter((f) => f.file.endsWith('.css')).length, 'the whole stylesheet').toBe(1)
      expect(firstLoad.files.filter((f) => /\/entry-client-/.test(f.file)).length, 'the island loader').toBe(1)
      for (const f of firstLoad.files) expect(f.start, `${f.file} requested after the first paint`).toBeGreaterThanOrEqual(firstLoad.paint)

      // The same page rendered in the browser by the router, reached by a client navigation (away, then back), shows
      // the same text as its full load, in the same document.
      const full = await mainText(page)
      const doc = await mark(page)
      await routerReady(page)
      const away = exp.route === '/about' ? '/' : '/about'
      await follow(page, away)
      await expect(page).toHaveURL(new URL(away, page.url()).href)
      await follow(page, exp.route)
      await expect(page).toHaveURL(new URL(exp.route, page.url()).href)
      await expect.poll(async () => mainText(page), { message: `${exp.route} rendered in the browser` }).toBe(full)
      expect(await markOf(page), 'no document load').toBe(doc)
      expect(problems).toEqual([])

      // The same page in each other language (/es/…): its language said, it fits the phone, wakes without a console
      // problem, and axe finds nothing at all (the English page is held to its serious rules above), in one run of axe.
      for (const other of routesOf(exp.route)) {
        await page.goto(other.route)
        await expect(page.locator('html')).toHaveAttribute('lang', other.status === 'fallback' ? 'en' : other.locale)
        await expectSoundPage(page, problems, 'all')
      }
    })
  }
})

test.describe('the not-found page wakes cleanly — every island, the late ones included, as the page settles and a visitor scrolls — and passes axe, at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } })
  for (const path of ['/no-such-page', ...otherLocales.map((l) => `${l.prefix}/no-such-page`)]) {
    test(path, async ({ page }) => {
      const problems: string[] = []
      page.on('console', (msg) => {
        // The not-found page answers 404 on purpose; the browser logs that load as an error.
        if ((msg.type() === 'error' || msg.type() === 'warning') && !/status of 404/.test(msg.text())) problems.push(msg.text())
      })
      page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`))
      await page.goto(path)
      await wakeAll(page)
      expect(problems).toEqual([])
      // Under a language's prefix, that language's not-found page, with nothing at all for axe (one run of axe: its
      // every rule, the serious ones included).
      const locale = otherLocales.find((l) => path.startsWith(`${l.prefix}/`))
      if (locale) await expect(page.locator('html')).toHaveAttribute('lang', locale.code)
      expect(locale ? await allViolations(page) : await seriousViolations(page)).toEqual([])
    })
  }
})

test('the town pages of the second layout price materials from $25-45 to $90-140 per sq ft', async ({ request }) => {
  const towns = ['eastchester', 'sleepy-hollow', 'pelham', 'irvington', 'dobbs-ferry']
  const html = (await Promise.all(towns.map(async (t) => (await request.get(`/locations/${t}`)).text()))).join('\n')
  const ranges = [...html.matchAll(/\$(\d+)-(\d+)/g)].map((m) => [Number(m[1]), Number(m[2])])
  expect(Math.min(...ranges.map((r) => r[0]))).toBe(25)
  expect(ranges).toContainEqual([25, 45])
  expect(ranges).toContainEqual([90, 140])
  expect(Math.max(...ranges.map((r) => r[1]))).toBe(140)
})

test('the not-found page has its title', async ({ request }) => {
  const res = await request.get('/no-such-page')
  expect(res.status()).toBe(404)
  expect(await res.text()).toContain('<title>404 Page Not Found</title>')
})
