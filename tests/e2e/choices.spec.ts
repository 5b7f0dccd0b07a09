import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { escapeRegExp, fill, quoteLabel, quoteText, sectionText } from '../helpers/words'
import { allViolations, openLive } from './live'
import { choose, openQuoteForm, quoteForm, storedLead } from './quote-form'
import { routes } from './routes'
import { expect, test } from './tab'

/**
 * What a visitor chose on the way to the quote form reaches the owner: the town of the page they came from (its own
 * option, or "Other" with the town named), the materials compared in the material guide; a material page's "View
 * Slabs" opens the catalogue filtered by that material; the service-area map links every town with a page. Each
 * check follows the data: the places of data/locations.json, the pages of pages/.
 */

const read = (file: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../..', file), 'utf8'))
type Place = { name: string; slug: string; page?: string; geo?: object; quoteOption?: true }
const places = (read('data/locations.json') as { items: Place[] }).items
const townPages = places.filter((p) => p.page)
const other = read('data/quote-form.json').otherLocation as { value: string; label: string }
const slabs = read('data/slabs.json').items as { category: string }[]
const slabCategories = (read('data/slab-categories.json').items as { id: string }[]).map((c) => c.id)

/** The specification's Location options, in its order (value, label). */
const SPEC_LOCATIONS = [
  ['white-plains', 'White Plains'],
  ['yonkers', 'Yonkers'],
  ['new-rochelle', 'New Rochelle'],
  ['mount-vernon', 'Mount Vernon'],
  ['peekskill', 'Peekskill'],
  ['rye', 'Rye'],
  ['scarsdale', 'Scarsdale'],
  ['other', 'Other Westchester Location'],
]

/** Pages (route and file) with a section of this type, read from pages/. */
const pagesWith = (type: string) =>
  routes
    .map((r) => ({ route: r.route, sections: r.page.sections as ({ type: string } & Record<string, unknown>)[] }))
    .filter((p) => p.sections.some((s) => s.type === type))

/** Fills the fields the choice does not, and sends; the confirmation shows it was stored. */
async function send(page: Page, email: string) {
  const form = quoteForm(page)
  await form.getByLabel(quoteLabel('firstName')).fill('Noor')
  await form.getByLabel(quoteLabel('lastName')).fill('Haddad')
  await form.getByLabel(quoteLabel('email')).fill(email)
  await form.getByLabel(quoteLabel('phone')).fill('(914) 555-0123')
  await choose(page, quoteLabel('service'), 'Kitchen Countertops')
  await form.getByLabel(quoteLabel('message')).fill('An L-shaped kitchen, about 45 sq ft, with an undermount sink.')
  await form.getByRole('button', { name: quoteText.forms.quote.submit }).click()
  await expect(page.getByRole('heading', { name: quoteText.forms.quote.confirmation.title })).toBeVisible({ timeout: 20_000 })
}

test.describe('choices travel to the quote form and into the lead, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('the Location list holds exactly the specification’s eight options', async ({ page }) => {
    await openQuoteForm(page)
    const select = quoteForm(page).locator(`select[name="location"]`)
    const options = await select.locator('option').evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent]))
    expect(options.filter(([value]) => value !== '')).toEqual(SPEC_LOCATIONS)
  })

  for (const place of townPages) {
    test(`${place.page}: the form names ${place.name}, and so does the stored lead`, async ({ page, request }) => {
      await openQuoteForm(page, place.page)
      const location = page.getByRole('combobox', { name: quoteLabel('location') })
      const town = page.getByLabel(quoteLabel('town'))
      if (place.quoteOption) {
        await expect(location).toContainText(place.name)
        await expect(town).toHaveCount(0)
      } else {
        await expect(location).toContainText(other.label)
        await expect(town).toBeVisible()
        await expect(town).toHaveValue(place.name)
      }
      const email = `town.${place.slug}.${Date.now()}@example.com`
      await send(page, email)
      expect(await storedLead(request, email)).toMatchObject({
        location: place.quoteOption ? place.slug : other.value,
        town: place.name,
      })
    })
  }

  test('a town typed with “Other” is the town the lead stores; the field asks for one when it is empty', async ({ page, request }) => {
    await openQuoteForm(page)
    await choose(page, quoteLabel('location'), other.label)
    const town = page.getByLabel(quoteLabel('town'))
    await expect(town).toHaveValue('')
    await quoteForm(page).getByRole('button', { name: quoteText.forms.quote.submit }).click()
    await expect(page.getByText('Please tell us your town', { exact: true })).toBeVisible()
    await town.fill('Briarcliff Manor')
    const email = `typed.town.${Date.now()}@example.com`
    await send(page, email)
    expect(await storedLead(request, email)).toMatchObject({ location: other.value, town: 'Briarcliff Manor' })
  })

  for (const guide of pagesWith('material-comparison')) {
    const section = guide.sections.find((s) => s.type === 'material-comparison') as { actions?: { label: string; href: string }[] }
    test(`${guide.route}: three materials compared reach the quote form as notes and the lead as their own field`, async ({
      page,
      request,
    }) => {
      expect(section.actions?.length, 'the guide’s calls to action').toBeGreaterThan(0)
      const ratings = read('data/material-ratings.json').items as { id: string; material: string }[]
      await openLive(page, guide.route)
      const picker = page.getByRole('group', { name: sectionText['material-comparison'].pickerLabel })
      const pressed = async () => (await picker.getByRole('button', { pressed: true }).allTextContents()).map((t) => t.trim())
      for (const m of ratings)
        if ((await pressed()).length < 3 && !(await pressed()).includes(m.material))
          await picker.getByRole('button', { name: m.material }).click()
      const chosen = await pressed()
      expect(chosen).toHaveLength(3)
      for (const action of section.actions!.filter((a) => a.href.startsWith('/'))) {
        await openLive(page, `${guide.route}?compare=${chosen.map((n) => ratings.find((r) => r.material === n)!.id).join(',')}`)
        await page.getByRole('link', { name: action.label, exact: true }).click()
        await expect(page).toHaveURL(/[?&]materials=/)
        const notes = page.getByRole('list', { name: quoteText.materials.selected })
        for (const name of chosen) await expect(notes.getByRole('listitem').filter({ hasText: name })).toBeVisible()
      }
      // A note can be removed; the rest travel, in the request and the stored lead.
      await page.getByRole('link', { name: fill(quoteText.materials.removeLabel, { material: chosen[2]! }) }).click()
      await expect(page.getByRole('list', { name: quoteText.materials.selected }).getByRole('listitem')).toHaveCount(2)
      await choose(page, quoteLabel('location'), 'Rye')
      const email = `compared.${Date.now()}@example.com`
      await send(page, email)
      expect(await storedLead(request, email)).toMatchObject({ materials: chosen.slice(0, 2).join(', '), town: 'Rye' })
    })

    test(`${guide.route}: a fourth material is refused with the limit said on screen, in a live region`, async ({ page }) => {
      await openLive(page, guide.route)
      const picker = page.getByRole('group', { name: sectionText['material-comparison'].pickerLabel })
      const buttons = picker.getByRole('button')
      for (let i = 0; (await picker.getByRole('button', { pressed: true }).count()) < 3; i++) {
        if ((await buttons.nth(i).getAttribute('aria-pressed')) !== 'true') await buttons.nth(i).click()
      }
      const unpressed = picker.getByRole('button', { pressed: false }).first()
      // aria-disabled, not disabled: a tap still reaches it (Playwright would wait for it to be enabled).
      await unpressed.click({ force: true })
      await expect(unpressed).toHaveAttribute('aria-pressed', 'false')
      const limit = page.getByText(sectionText['material-comparison'].full, { exact: true })
      await expect(limit).toBeVisible()
      await expect(limit).toHaveAttribute('aria-live', 'polite')
      await expect(limit).toHaveAttribute('role', 'status')
    })
  }

  // Every page about one material of the catalogue: each of its links to the slab catalogue opens it filtered.
  const materialPages = pagesWith('service-hero')
    .map((p) => ({ ...p, material: String(p.sections.find((s) => s.type === 'service-hero')?.service) }))
    .filter((p) => slabCategories.includes(p.material))
  test('every material page with a link to the slab catalogue opens it filtered by its material', async ({ page }) => {
    let checked = 0
    for (const { route, material } of materialPages) {
      await page.goto(route)
      const links = page.locator('main a[href^="/slab-selection"]')
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
        expect(href, `${route}: ${href}`).toBe(`/slab-selection?material=${material}`)
        await page.goto(href)
        const count = slabs.filter((s) => s.category === material).length
        await expect(page.getByText(new RegExp(`Showing ${count} slabs?`))).toBeVisible()
        checked++
      }
    }
    expect(checked, 'links checked').toBeGreaterThan(0)
  })

  // The service-area map: on the home page's service areas and on every place's page.
  const mapped = townPages.filter((p) => p.geo)
  for (const route of ['/', ...townPages.filter((p) => p.geo).map((p) => p.page!)]) {
    test(`${route}: the map links every town with a page, each reached by Tab and named by its town; axe finds nothing on it`, async ({
      page,
    }) => {
      await page.goto(route) // the map is static: nothing to wake
      const map = page.getByRole('group', { name: sectionText['service-areas'].map.label })
      await expect(map).toBeVisible()
      const links = map.getByRole('link')
      await expect(links).toHaveCount(mapped.length)
      await links.first().focus()
      const reached: string[] = []
      for (let i = 0; i < mapped.length; i++) {
        const focused = await page.evaluate(() => {
          const a = document.activeElement
          return a?.closest('[data-service-map]') ? { name: a.textContent?.trim() ?? '', href: a.getAttribute('href') } : null
        })
        expect(focused, `Tab ${i} stays in the map`).not.toBeNull()
        reached.push(`${focused!.name} ${focused!.href}`)
        await page.keyboard.press('Tab')
      }
      expect(reached.sort()).toEqual(mapped.map((p) => `${p.name} ${p.page}`).sort())
      for (const p of mapped)
        await expect(map.getByRole('link', { name: new RegExp(`^${escapeRegExp(p.name)}$`) })).toHaveAttribute('href', p.page!)
      const here = townPages.find((p) => p.page === route)
      if (here) await expect(map.getByRole('link', { name: here.name, exact: true })).toHaveAttribute('aria-current', 'page')
      // Nothing at all on the map (the whole page is held to axe's serious rules on every route: content.spec.ts).
      expect(await allViolations(page, '[data-service-map]')).toEqual([])
    })
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  const away = townPages.find((p) => !p.quoteOption)
  test('the served form carries the materials (a note removed by its link) and the town of the page, into the lead', async ({
    page,
    request,
  }) => {
    expect(away, 'a place with a page the Location list does not name').toBeDefined()
    const ratings = (read('data/material-ratings.json').items as { id: string; material: string }[]).slice(0, 3)
    await page.goto(`${away!.page}?materials=${ratings.map((r) => r.id).join(',')}#quote`)
    const notes = page.getByRole('list', { name: quoteText.materials.selected })
    await expect(notes.getByRole('listitem')).toHaveCount(3)
    await page.getByRole('link', { name: fill(quoteText.materials.removeLabel, { material: ratings[0]!.material }) }).click()
    await expect(notes.getByRole('listitem')).toHaveCount(2)
    const form = quoteForm(page)
    await expect(form.getByLabel(quoteLabel('location'))).toHaveValue(other.value)
    await expect(form.getByLabel(quoteLabel('town'))).toHaveValue(away!.name)
    const email = `nojs.${Date.now()}@example.com`
    await form.getByLabel(quoteLabel('firstName')).fill('Ines')
    await form.getByLabel(quoteLabel('lastName')).fill('Ortega')
    await form.getByLabel(quoteLabel('email')).fill(email)
    await form.getByLabel(quoteLabel('phone')).fill('(914) 555-0188')
    await form.getByLabel(quoteLabel('service')).selectOption('kitchen-countertops')
    await form.getByLabel(quoteLabel('message')).fill('A kitchen island top and a matching backsplash, about 40 sq ft.')
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/contact')),
      form.getByRole('button', { name: quoteText.forms.quote.submit }).click(),
    ])
    expect(answer.status()).toBe(303)
    await expect(page).toHaveURL(/\/thank-you/)
    expect(await storedLead(request, email)).toMatchObject({
      location: other.value,
      town: away!.name,
      materials: ratings
        .slice(1)
        .map((r) => r.material)
        .join(', '),
    })
  })

  test('the town field shows with “Other” only', async ({ page }) => {
    await page.goto('/contact')
    const form = quoteForm(page)
    await expect(form.getByLabel(quoteLabel('town'))).toBeHidden()
    await form.getByLabel(quoteLabel('location')).selectOption(other.value)
    await expect(form.getByLabel(quoteLabel('town'))).toBeVisible()
  })
})
