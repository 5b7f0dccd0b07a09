import { QUOTE_MESSAGES } from '../../schemas/quote'
import type { QuoteFormVocabularySchema, Site } from '../../schemas/records'
import type * as v from 'valibot'
import { DEFAULT_LOCALE, localeRoute } from '../../schemas/locales'
import { fillFacts, siteFacts } from '../../schemas/facts'
import { mark, markOf, openLive, routerReady } from './live'
import { languageRoutes, otherLocales, project, recordIn, wordsIn } from './languages'
import { choose, storedLead } from './quote-form'
import { expect, test } from './tab'

/**
 * A Spanish-speaking homeowner's journey (issue 60), for each other language of the site, its words read from that
 * language's copies (tests/e2e/languages.ts), never typed here: its home, whose empty form shows the seven messages in
 * that language → a material page of that language by a client navigation (no document load), whose empty form shows
 * the messages of the fields the page has not chosen (it chooses the service) → a valid submit shows that language's
 * confirmation and stores a lead whose language is the page's → the language switch leads to the same page in English
 * and back, by client navigations too.
 */

const facts = siteFacts(project.collections.site as Site)
const titleIn = (code: string, file: string) => fillFacts(wordsIn(code).pages.find((p) => p.file === file)!.page.meta.title, facts)

/** A page of a material (a service-hero section) with its own quote form, translated: where the journey goes. */
const materialPages = languageRoutes.filter((r) => {
  const sections = project.pages.find((p) => p.file === r.file)!.page.sections as { type: string }[]
  return r.status === 'translated' && sections.some((s) => s.type === 'service-hero') && sections.some((s) => s.type === 'quote-form')
})

for (const locale of otherLocales) {
  test.describe(`in ${locale.label} (${locale.code})`, () => {
    test.use({ viewport: { width: 1440, height: 900 } })

    test(`${locale.prefix} home → a material page by a client navigation → the seven messages, the confirmation and a lead in ${locale.label} → the switch to English and back`, async ({
      page,
    }) => {
      test.setTimeout(90_000)
      const home = localeRoute('/', locale.code)
      const quote = recordIn<v.InferOutput<typeof QuoteFormVocabularySchema>>(locale.code, 'quote-form')
      const text = quote.text
      // The specification's seven, in the page's words (its town message shows only for a place the list does not name).
      const messages = Object.fromEntries(
        (Object.keys(QUOTE_MESSAGES) as (keyof typeof QUOTE_MESSAGES)[]).map((field) => [field, text.messages[field]]),
      )

      await openLive(page, home)
      await expect(page.locator('html')).toHaveAttribute('lang', locale.code)
      const doc = await mark(page)

      // The home's form, empty: the seven messages, in the page's words.
      const submit = page.getByRole('button', { name: text.forms.quote.submit })
      await expect(submit).toBeEnabled({ timeout: 20_000 })
      await submit.click()
      for (const message of Object.values(messages)) await expect(page.getByText(message, { exact: true })).toBeVisible()
      await routerReady(page)

      // A material page the home links to, in the same language, by a client navigation.
      const links = await page.locator('main a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
      const material = materialPages.find((r) => r.locale === locale.code && links.includes(r.route))
      expect(material, `the ${locale.label} home links to a ${locale.label} material page`).toBeDefined()
      await page.locator(`main a[href="${material!.route}"]`).first().click()
      await expect(page).toHaveURL(new URL(material!.route, page.url()).href)
      await expect(page).toHaveTitle(titleIn(locale.code, material!.file))
      await expect(page.locator('html')).toHaveAttribute('lang', locale.code)
      expect(await markOf(page), 'no document load').toBe(doc)

      // Its form, in the page's words: an empty submit shows the message of every field the page has not chosen (a
      // material page chooses the service: its name shows in the page's words).
      await submit.scrollIntoViewIfNeeded()
      await expect(submit).toBeEnabled({ timeout: 20_000 })
      const service = (project.pages.find((p) => p.file === material!.file)!.page.sections as { type: string; service?: string }[]).find(
        (s) => s.type === 'quote-form',
      )?.service
      if (service)
        await expect(page.getByRole('combobox', { name: text.fields.service.label })).toContainText(
          quote.services.find((s) => s.value === service)!.label,
        )
      await submit.click()
      for (const [field, message] of Object.entries(messages))
        if (!(field === 'service' && service)) await expect(page.getByText(message, { exact: true })).toBeVisible()

      // A valid request: the confirmation in the page's words, and the lead stored with its language.
      const email = `lucia.${locale.code}.${Date.now()}@example.com`
      await page.getByLabel(text.fields.firstName.label).fill('Lucía')
      await page.getByLabel(text.fields.lastName.label).fill('Hernández')
      await page.getByLabel(text.fields.email.label).fill(email)
      await page.getByLabel(text.fields.phone.label).fill('(914) 555-0123')
      await choose(page, text.fields.location.label, quote.otherLocation.label)
      await page.getByLabel(text.fields.town.label).fill('Port Chester')
      if (!service) await choose(page, text.fields.service.label, quote.services[0].label)
      await page.getByLabel(text.fields.message.label).fill('Encimera de cuarzo para la cocina, unos 40 pies cuadrados, en abril.')
      await submit.click()
      await expect(page.getByText(text.sent.toast.title, { exact: true })).toBeVisible({ timeout: 20_000 })
      await expect(page.getByRole('heading', { name: text.forms.quote.confirmation.title })).toBeVisible()
      expect(await markOf(page), 'no document load').toBe(doc)

      // The switch: the same page in English, then back, each in its language.
      const english = languageRoutes.find((r) => r.route === material!.route)!.english
      // Like any other link, a client navigation: the page and the frame around it (its header's words) in the other
      // language, from that language's data.
      const ctaIn = (code: string) => recordIn<{ header: { cta: { label: string } } }>(code, 'navigation').header.cta.label
      const headerSwitch = page.getByRole('banner').locator(`a[data-language="${DEFAULT_LOCALE}"]`).first()
      const box = await headerSwitch.boundingBox()
      expect(Math.min(box!.width, box!.height), 'touch target').toBeGreaterThanOrEqual(44)
      await expect(headerSwitch).toHaveAccessibleName(/\S/)
      await headerSwitch.click()
      await expect(page).toHaveURL(new URL(english, page.url()).href)
      await expect(page.locator('html')).toHaveAttribute('lang', DEFAULT_LOCALE)
      await expect(page).toHaveTitle(titleIn(DEFAULT_LOCALE, material!.file))
      await expect(page.getByRole('banner').getByRole('link', { name: ctaIn(DEFAULT_LOCALE), exact: true })).toBeVisible()
      await expect(page.locator(`header a[data-language="${locale.code}"]`).first()).toHaveAttribute('href', material!.route)
      expect(await markOf(page), 'no document load').toBe(doc)
      await page.locator(`header a[data-language="${locale.code}"]`).first().click()
      await expect(page).toHaveURL(new URL(material!.route, page.url()).href)
      await expect(page.locator('html')).toHaveAttribute('lang', locale.code)
      await expect(page).toHaveTitle(titleIn(locale.code, material!.file))
      await expect(page.getByRole('banner').getByRole('link', { name: ctaIn(locale.code), exact: true })).toBeVisible()
      expect(await markOf(page), 'no document load').toBe(doc)

      // Stored, with the language of the page it was sent from (the lead's `language`).
      await expect.poll(async () => storedLead(page.request, email), { timeout: 10_000 }).toBeDefined()
      expect((await storedLead(page.request, email))?.language).toBe(locale.code)
    })

    test(`on a phone, the drawer's switch leads to the same page in English; the browser's language never redirects`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-US', hasTouch: true, isMobile: true })
      const page = await context.newPage()
      try {
        const english = '/'
        // A Spanish-speaking browser on an English page stays there.
        const response = await page.goto(english)
        expect(response?.status()).toBe(200)
        await expect(page).toHaveURL(new URL(english, page.url()).href)
        await expect(page.locator('html')).toHaveAttribute('lang', DEFAULT_LOCALE)
        // The drawer's switch to the language, then back from there.
        await openLive(page, english)
        await page.locator('header button[aria-haspopup="dialog"]').click()
        const drawerSwitch = page.locator(`dialog[open] a[data-language="${locale.code}"]`)
        await expect(drawerSwitch).toBeVisible()
        const box = await drawerSwitch.boundingBox()
        expect(box!.height, 'touch target').toBeGreaterThanOrEqual(44)
        await drawerSwitch.click()
        await expect(page).toHaveURL(new URL(localeRoute(english, locale.code), page.url()).href)
        await expect(page.locator('html')).toHaveAttribute('lang', locale.code)
        // On a phone the bar leaves its room to the chat button: the switch is the drawer's.
        await expect(page.locator(`header a[data-language="${DEFAULT_LOCALE}"]`).first()).toBeHidden()
      } finally {
        await context.close()
      }
    })
  })
}

/**
 * Lighthouse's accessibility and SEO categories at 1.00 on three pages of each other language — its home, a material
 * page and the page the header's button leads to — in Debian's Chromium (as `npm run bench:lighthouse`).
 */
for (const locale of otherLocales) {
  test(`Lighthouse: accessibility and SEO 1.00 on three ${locale.label} pages`, async ({ baseURL }) => {
    test.setTimeout(180_000)
    const { default: lighthouse } = await import('lighthouse')
    const chromeLauncher = await import('chrome-launcher')
    const cta = localeRoute((project.collections.navigation as { header: { cta: { href: string } } }).header.cta.href, locale.code)
    const routes = [localeRoute('/', locale.code), materialPages.find((r) => r.locale === locale.code)!.route, cta]
    expect(new Set(routes).size).toBe(3)
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    })
    try {
      for (const route of routes) {
        const result = await lighthouse(`${baseURL}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['accessibility', 'seo'],
        })
        const lhr = result!.lhr
        const failing = Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id)
        expect({ route, accessibility: lhr.categories.accessibility.score, seo: lhr.categories.seo.score, failing }).toEqual({
          route,
          accessibility: 1,
          seo: 1,
          failing: [],
        })
      }
    } finally {
      chrome.kill()
    }
  })
}
