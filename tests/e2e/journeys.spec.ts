import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Request } from '@playwright/test'
import { expect, test } from './tab'
import { delayIslandCode, openLive, quoteRequests, wakeIslands } from './live'
import { choose, fillBeforeLive, MESSAGES, quoteForm, storedLead } from './quote-form'
import { escapeRegExp, fill, pattern, quoteLabel, quoteText, sectionText } from '../helpers/words'

/**
 * A visitor's journeys to the quote form (issue 22, and issue 18's "nothing is lost while code loads"): the phone
 * selects, a slab or a plan carried to the form as data, the variants of the form, a submit before the form is live,
 * the confirmation and the focus after a submit, and the native post's answer at the page's own address.
 */
const root = join(import.meta.dirname, '../..')
const data = <T>(name: string) => (JSON.parse(readFileSync(join(root, 'data', `${name}.json`), 'utf8')) as { items: T[] }).items
const slabs = data<{ id: string; name: string; category: string; price: string }>('slabs')
const categories = data<{ id: string; name: string }>('slab-categories')
const pageJson = (route: string) => JSON.parse(readFileSync(join(root, 'pages', `${route}.json`), 'utf8'))
const plansOf = (route: string, id: string) =>
  (pageJson(route).sections.find((s: { id?: string }) => s.id === id).plans as { name: string }[]).map((p) => p.name)
/** The label of the button of a pricing table's plan (they lead to the page's form). */
const planButtonOf = (route: string, id: string) =>
  (pageJson(route).sections.find((s: { id?: string }) => s.id === id).plans as { button: { label: string } }[])[0]!.button.label
const slabWords = sectionText['slab-catalogue']
/** The note of a chosen slab, as the quote form shows it: "Absolute Black (Granite, $45-65 per sq ft)". */
const slabNote = (slab: { name: string; price: string }, category: string) =>
  `${slab.name} (${category}, ${/sq/.test(slab.price) ? slab.price : fill(quoteText.slab.price, { price: slab.price })})`

/** The one request sent and its answer. */
async function onlyRequest(sent: Request[]) {
  await expect.poll(() => sent.length, { timeout: 15_000 }).toBe(1)
  const response = await sent[0]!.response()
  return { body: sent[0]!.postDataJSON() as Record<string, string>, status: response?.status() }
}

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  for (const path of ['/contact', '/', '/services/granite']) {
    test(`${path}: Location opens above the fields below it; a tap on Yonkers picks Yonkers and the lead is stored with it`, async ({
      page,
    }) => {
      await openLive(page, path)
      const form = quoteForm(page)
      const location = form.getByRole('combobox', { name: quoteLabel('location') })
      await location.scrollIntoViewIfNeeded()
      const service = form.getByRole('combobox', { name: quoteLabel('service') })
      const serviceBefore = await service.textContent()
      await location.tap()
      const yonkers = page.getByRole('listbox', { name: quoteLabel('location') }).getByRole('option', { name: 'Yonkers', exact: true })
      await expect(yonkers).toBeVisible()
      // The option itself receives the tap (Playwright refuses a tap that another element, e.g. the next field, covers).
      await yonkers.tap()
      await expect(location).toHaveText(/Yonkers/)
      await expect(service).toHaveText(serviceBefore!) // the tap did not open or change the next field

      const email = `phone.${path.replace(/\W/g, '') || 'home'}.${Date.now()}@example.com`
      await form.getByLabel(quoteLabel('firstName')).fill('Dana')
      await form.getByLabel(quoteLabel('lastName')).fill('Reyes')
      await form.getByLabel(quoteLabel('email')).fill(email)
      await form.getByLabel(quoteLabel('phone')).fill('(914) 555-0177')
      await choose(page, quoteLabel('service'), 'Kitchen Countertops')
      await form.getByLabel(quoteLabel('message')).fill('Quartz for a galley kitchen, about 30 sq ft.')
      await form.getByRole('button', { name: quoteText.forms.quote.submit }).tap()
      await expect(page.getByRole('heading', { name: quoteText.forms.quote.confirmation.title })).toBeFocused()
      expect(await storedLead(page.request, email)).toMatchObject({ location: 'yonkers', service: 'kitchen-countertops' })
    })
  }

  test('a tap on Location while the form’s code loads (held back 2 s) opens the list once the form is live', async ({ page }) => {
    await delayIslandCode(page, 2000)
    await page.goto('/contact')
    const native = quoteForm(page).getByRole('combobox', { name: quoteLabel('location') })
    await native.scrollIntoViewIfNeeded()
    await expect(native).toHaveJSProperty('tagName', 'SELECT')
    await native.tap()
    // The tap is acknowledged while the code loads, then answered: the styled list opens by itself.
    const list = page.getByRole('listbox', { name: quoteLabel('location') })
    await expect(list).toBeVisible({ timeout: 15_000 })
    await list.getByRole('option', { name: 'Yonkers', exact: true }).tap()
    await expect(quoteForm(page).getByRole('combobox', { name: quoteLabel('location') })).toHaveText(/Yonkers/)
  })
})

test.describe('a choice travels to the form as data', () => {
  test('Select This Slab on a quartz slab; typing at once (code held back 3 s) and sending: the slab, its category and price are their own fields and the project details are exactly what was typed', async ({
    page,
  }) => {
    const slab = slabs.find((s) => s.category === 'quartz')!
    const category = categories.find((c) => c.id === slab.category)!.name
    await delayIslandCode(page, 3000)
    await openLive(page, '/slab-selection')
    await page.getByRole('button', { name: fill(slabWords.viewDetails.label, { name: slab.name }) }).click()
    const select = page.getByRole('dialog').getByRole('link', { name: slabWords.select })
    const href = (await select.getAttribute('href'))!
    await page.evaluate(() => Object.assign(window, { stayed: true }))
    await select.click()
    await expect(page).toHaveURL(/\/contact\?.*#quote$/)
    // The router takes the click (no page load): the form it renders names the slab too.
    const note = page.getByText(fill(quoteText.slab.selected, { slab: slabNote(slab, category) }))
    await expect(note).toBeVisible()
    expect(await page.evaluate(() => 'stayed' in window)).toBe(true)

    // The same address loaded anew, its code held back: the note is part of the page as served, there before any
    // code runs, and it does not move the form.
    await page.goto(href)
    await expect(note).toBeVisible()
    await expect(quoteForm(page).getByRole('combobox', { name: quoteLabel('location') })).toHaveJSProperty('tagName', 'SELECT')
    const sent = quoteRequests(page)
    const email = `slab.${Date.now()}@example.com`
    const typed = 'Kitchen perimeter and a 7 ft island, undermount sink.'
    await fillBeforeLive(page, email, typed)
    await quoteForm(page).getByRole('button', { name: quoteText.forms.quote.submit }).click()

    const { body, status } = await onlyRequest(sent)
    expect(status).toBe(201)
    expect(body).toMatchObject({ slab: slab.name, slabCategory: category, slabPrice: slab.price, message: typed, location: 'yonkers' })
    await expect(page.getByRole('heading', { name: quoteText.forms.quote.confirmation.title })).toBeVisible()
    // Stored as sent: the slab, its category and price are details of the lead, apart from what was typed.
    expect(await storedLead(page.request, email)).toMatchObject({
      message: typed,
      location: 'yonkers',
      slab: slab.name,
      slabCategory: category,
      slabPrice: slab.price,
    })
    expect(sent).toHaveLength(1)

    // Without JavaScript the server renders the same note, with a link that removes it.
    const html = await (await page.request.get(new URL(page.url()).pathname + new URL(page.url()).search)).text()
    expect(html).toContain(fill(quoteText.slab.selected, { slab: `<strong>${slabNote(slab, category)}</strong>` }))
    expect(html).toMatch(new RegExp(`<a href="/contact#quote"[^>]*>.*${escapeRegExp(quoteText.slab.remove)}`))
  })

  test('Select Package on /services/kitchen-remodeling: the package is chosen in the form (also without JavaScript) and sent as the plan', async ({
    page,
  }) => {
    const [, complete] = plansOf('services/kitchen-remodeling', 'packages')
    await delayIslandCode(page, 3000)
    await page.goto('/services/kitchen-remodeling')
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: complete }) })
      .getByRole('link', { name: planButtonOf('services/kitchen-remodeling', 'packages') })
      .click()
    await expect(page).toHaveURL(new RegExp(`\\?plan=${encodeURIComponent(complete!)}#quote$`))
    const form = quoteForm(page)
    await expect(form.getByLabel(fill(quoteText.optional, { label: quoteText.forms.quote.plan.label }))).toHaveValue(complete!)
    const sent = quoteRequests(page)
    const email = `package.${Date.now()}@example.com`
    const typed = 'Full kitchen, new cabinets and quartz, about 45 sq ft.'
    await fillBeforeLive(page, email, typed)
    await form.getByRole('button', { name: quoteText.forms.quote.submit }).click()
    const { body, status } = await onlyRequest(sent)
    expect(status).toBe(201)
    expect(body).toMatchObject({ plan: complete, message: typed })
    expect(body.form).toBeUndefined() // the homeowner's quote is the contract's default form
    expect(await storedLead(page.request, email)).toMatchObject({ message: typed, plan: complete })

    const html = await (await page.request.get(`/services/kitchen-remodeling?plan=${encodeURIComponent(complete!)}`)).text()
    expect(html).toContain(`<option value="${complete}" selected="">${complete}</option>`)
    // A plan the page does not offer is not shown (a link cannot put words of its own in the form).
    const forged = await (await page.request.get('/services/kitchen-remodeling?plan=Free%20Countertops')).text()
    expect(forged).not.toContain('Free Countertops')
  })
})

test.describe('the form of each page', () => {
  test('showroom: Book This Visit chooses the visit type; the preferred time is asked for; the request names the form', async ({
    page,
  }) => {
    const [, design] = plansOf('showroom-appointment', 'visit-types')
    await openLive(page, '/showroom-appointment')
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: design }) })
      .getByRole('link', { name: planButtonOf('showroom-appointment', 'visit-types') })
      .click()
    await expect(page).toHaveURL(/\?plan=.*#book$/)
    await wakeIslands(page)
    const form = quoteForm(page)
    await expect(form.getByRole('combobox', { name: quoteText.forms.showroom.plan.label })).toHaveText(new RegExp(design!))
    await form.getByRole('button', { name: quoteText.forms.showroom.submit }).click()
    await expect(form.getByText('Please tell us when you would like to visit', { exact: true })).toBeVisible()
    await expect(form.getByLabel(quoteLabel('preferredTime'))).toBeFocused() // the first field that needs attention

    const sent = quoteRequests(page)
    await form.getByLabel(quoteLabel('preferredTime')).fill('Saturday morning')
    await form.getByLabel(quoteLabel('firstName')).fill('Dana')
    await form.getByLabel(quoteLabel('lastName')).fill('Reyes')
    const email = `showroom.${Date.now()}@example.com`
    await form.getByLabel(quoteLabel('email')).fill(email)
    await form.getByLabel(quoteLabel('phone')).fill('(914) 555-0177')
    await choose(page, quoteLabel('location'), 'Scarsdale')
    await choose(page, quoteLabel('service'), 'Kitchen Countertops')
    await form.getByLabel(quoteLabel('message')).fill('Choosing a quartzite for an island.')
    await form.getByRole('button', { name: quoteText.forms.showroom.submit }).click()
    const { body, status } = await onlyRequest(sent)
    expect(status).toBe(201)
    expect(body).toMatchObject({ form: 'showroom', plan: design, preferredTime: 'Saturday morning' })
    await expect(page.getByRole('heading', { name: quoteText.forms.showroom.confirmation.title })).toBeFocused()
    expect(await storedLead(page.request, email)).toMatchObject({ form: 'showroom', plan: design, preferredTime: 'Saturday morning' })
  })

  test('virtual consultation asks for the session and the platform; dealer applications for company, license, years and volume', async ({
    page,
  }) => {
    await openLive(page, '/virtual-consultation')
    let form = quoteForm(page)
    await form.getByRole('button', { name: quoteText.forms.virtual.submit }).click()
    for (const message of ['Please choose a session', 'Please choose a platform', 'Please tell us when suits you', ...MESSAGES])
      await expect(form.getByText(message, { exact: true })).toBeVisible()
    await expect(form.getByRole('combobox', { name: quoteText.forms.virtual.plan.label })).toBeFocused()
    await choose(page, quoteLabel('platform'), 'Google Meet')
    await expect(form.getByText('Please choose a platform', { exact: true })).toHaveCount(0) // answered: the message goes

    await openLive(page, '/dealer-program')
    form = quoteForm(page)
    await form.getByRole('button', { name: quoteText.forms.dealer.submit }).click()
    for (const message of [
      'Company name is required',
      'License number is required',
      'Years in business is required',
      'Please estimate your monthly volume',
    ])
      await expect(form.getByText(message, { exact: true })).toBeVisible()
    await expect(form.getByLabel(quoteLabel('company'))).toBeFocused()
    await expect(form.getByRole('combobox', { name: fill(quoteText.optional, { label: quoteText.forms.dealer.plan.label }) })).toBeVisible()
  })
})

test.describe('a submit before the form is live (code held back 3 s)', () => {
  for (const path of ['/', '/contact']) {
    test(`${path}: an empty form sends nothing and shows the seven messages once live; focus goes to the first field`, async ({ page }) => {
      await delayIslandCode(page, 3000)
      const sent = quoteRequests(page)
      await page.goto(path)
      const form = quoteForm(page)
      await form.getByRole('button', { name: quoteText.forms.quote.submit }).click()
      // Held: never a native post while scripts run (the page stays where it is).
      await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/' : '/contact'}$`))
      await expect(form.getByRole('button', { name: quoteText.forms.quote.submit })).toHaveAttribute('data-pending', '')
      for (const message of MESSAGES) await expect(form.getByText(message, { exact: true })).toBeVisible({ timeout: 15_000 })
      await expect(form.getByRole('alert')).toHaveText(quoteText.invalid)
      await expect(form.getByLabel(quoteLabel('firstName'))).toBeFocused()
      await page.waitForTimeout(500)
      expect(sent).toHaveLength(0)
    })
  }

  test('/contact: a filled form submitted before it is live sends exactly one JSON request and shows the confirmation and the toast', async ({
    page,
  }) => {
    await delayIslandCode(page, 3000)
    const sent = quoteRequests(page)
    await page.goto('/contact')
    const email = `held.${Date.now()}@example.com`
    await fillBeforeLive(page, email, 'Bathroom vanity top in honed marble, 5 ft.')
    await quoteForm(page).getByLabel(quoteLabel('message')).press('Control+Enter') // nothing: a textarea keeps Enter
    await quoteForm(page).getByRole('button', { name: quoteText.forms.quote.submit }).click()
    const { body, status } = await onlyRequest(sent)
    expect(status).toBe(201)
    expect(sent[0]!.headers()['content-type']).toBe('application/json')
    expect(body).toMatchObject({ email, location: 'yonkers', service: 'kitchen-countertops' })
    const confirmation = page.getByRole('heading', { name: quoteText.forms.quote.confirmation.title })
    await expect(confirmation).toBeFocused()
    await expect(page.getByText(quoteText.sent.toast.title, { exact: true })).toBeVisible() // the toast too
    const lead = await storedLead(page.request, email)
    expect(lead).toBeDefined()
    await expect(page.getByText(pattern(quoteText.sent.reference, { reference: '[0-9A-F]{8}' }))).toContainText(
      String(lead!.id).replace(/-/g, '').slice(-8).toUpperCase(),
    )
    await page.waitForTimeout(500)
    expect(sent).toHaveLength(1)
    // Another request starts from an empty form.
    await page.getByRole('button', { name: quoteText.sent.again }).click()
    await expect(quoteForm(page).getByLabel(quoteLabel('email'))).toHaveValue('')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('an invalid post is answered at the page’s own address, with the messages and values, and survives a reload', async ({ page }) => {
    await page.goto('/services/granite')
    const form = quoteForm(page)
    await form.getByLabel(quoteLabel('firstName')).fill('Maria')
    await form.getByLabel(quoteLabel('email')).fill('maria@')
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/contact')),
      form.getByRole('button', { name: quoteText.forms.quote.submit }).click(),
    ])
    expect(answer.status()).toBe(303)
    await expect(page).toHaveURL(/\/services\/granite\?form=[\w-]+#quote$/)
    await expect(page.getByText(quoteText.invalid)).toBeInViewport()
    await expect(form.getByLabel(quoteLabel('firstName'))).toHaveValue('Maria')
    await expect(form.getByText('Valid email is required', { exact: true })).toBeVisible()
    await page.reload()
    await expect(page).toHaveURL(/\/services\/granite\?form=[\w-]+#quote$/)
    await expect(form.getByLabel(quoteLabel('email'))).toHaveValue('maria@')
    await expect(form.getByText('Valid email is required', { exact: true })).toBeVisible()
    expect(await page.content()).not.toContain('Method not allowed')
  })

  test('the slab note is served with the page, and its remove link leads to the page without it', async ({ page }) => {
    const slab = slabs[0]!
    await page.goto(`/contact?slab=${encodeURIComponent(slab.name)}&category=Granite&price=${encodeURIComponent(slab.price)}#quote`)
    const note = page.getByText(fill(quoteText.slab.selected, { slab: slabNote(slab, 'Granite') }))
    await expect(note).toBeVisible()
    await page.getByRole('link', { name: fill(quoteText.slab.removeLabel, { slab: slab.name }) }).click()
    await expect(page).toHaveURL(/\/contact#quote$/)
    await expect(note).toHaveCount(0)
  })
})
