import { expect, test } from '@playwright/test'
import { leadServer } from './lead-server'
import { mimePart, subjectOf } from '../unit/api/smtp'
import { fillValid, MESSAGES, openQuoteForm } from './quote-form'
import { pageFile, pattern, quoteLabel, quoteText } from '../helpers/words'

test.describe.configure({ mode: 'serial' })

/** The page a native post lands on once the request is stored. */
const thankYou = pageFile('pages/thank-you.json').sections.find((s) => s.type === 'hero') as unknown as { headline: string }

const lead = leadServer('lead-path', {
  // A person takes longer than this to fill the form; a test types fast.
  FORM_MIN_SECONDS: '1',
})

interface Lead {
  id: string
  reference: string
  email: string
  firstName: string
  message: string
  status: string
  spamReasons: string[]
}

async function leads(status: 'leads' | 'spam' | 'all'): Promise<Lead[]> {
  const res = await fetch(`${lead.base}/api/contact-requests?status=${status}&pageSize=100`, {
    headers: { authorization: `Bearer ${lead.admin}` },
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { items: Lead[] }).items
}

const mailTo = (email: string) => lead.smtp.messages.filter((m) => m.includes(email))

test('a scripted post straight to the API is answered like anyone, kept as spam and never e-mailed', async () => {
  const bot = 'bot.script@example.com'
  const res = await fetch(`${lead.base}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Ann',
      lastName: 'Smith',
      email: bot,
      phone: '(914) 555-0100',
      location: 'white-plains',
      service: 'kitchen-countertops',
      message: 'Granite island, about 40 sq ft.',
    }),
  })
  expect(res.status).toBe(201)
  const { id } = (await res.json()) as { id: string }
  const spam = await leads('spam')
  expect(spam.find((l) => l.id === id)).toMatchObject({ email: bot, status: 'spam', spamReasons: ['no-page'] })
  expect((await leads('leads')).some((l) => l.id === id)).toBe(false)
  // Real leads below are mailed after this one was stored; by the time they arrive, a mail for it would have too.
})

test('a visitor with JavaScript sends the form: the lead is stored as a real one and e-mailed to the office', async ({ page }) => {
  const email = `island.${Date.now()}@example.com`
  await openQuoteForm(page, `${lead.base}/contact`)
  await fillValid(page, email)
  await page.getByRole('button', { name: quoteText.forms.quote.submit }).click()
  await expect(page.getByText(quoteText.sent.toast.title, { exact: true })).toBeVisible()
  // The visitor's reference, the owner's e-mail and the lead list name the request alike.
  const shown = page.getByText(pattern(quoteText.sent.reference, { reference: '[0-9A-F]{8}' }))
  const reference = /[0-9A-F]{8}/.exec((await shown.textContent()) ?? '')![0]

  await expect.poll(() => mailTo(email).length).toBe(1)
  expect(subjectOf(mailTo(email)[0]!)).toBe(`New quote request: Maria Lopez (Bar/Island) · ref. ${reference}`)
  expect(mimePart(mailTo(email)[0]!, 'text/plain').split('\n')[0]).toBe(`New quote request ${reference} from the website.`)
  expect((await leads('leads')).find((l) => l.email === email)).toMatchObject({ status: 'ok', spamReasons: [], reference })
  expect(mailTo('bot.script@example.com')).toEqual([])
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('an invalid post comes back at the page with the messages and every value kept; corrected, it lands on the thank-you page and is e-mailed', async ({
    page,
  }) => {
    const email = `nojs.${Date.now()}@example.com`
    await page.goto(`${lead.base}/contact`)
    const submit = page.getByRole('button', { name: quoteText.forms.quote.submit })
    await expect(submit).toBeEnabled()

    // Everything empty: the server answers at the page's own address with the form again and the seven messages of
    // the specification.
    const [empty] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/contact')), submit.click()])
    expect(empty.status()).toBe(303)
    await expect(page).toHaveURL(new RegExp(`^${lead.base}/contact\\?form=[\\w-]+#quote$`))
    // The answer opens at the form (its action's fragment), not at the top of a long page.
    await expect(page.getByText(quoteText.invalid)).toBeInViewport()
    for (const message of MESSAGES) await expect(page.getByText(message, { exact: true })).toBeVisible()

    // Half right: what was typed stays, only the wrong fields keep a message.
    await page.getByLabel(quoteLabel('firstName')).fill('Maria')
    await page.getByLabel(quoteLabel('lastName')).fill('Lopez')
    await page.getByLabel(quoteLabel('email')).fill('maria@')
    await page.getByLabel(quoteLabel('location')).selectOption({ label: 'Yonkers' })
    await page.getByLabel(quoteLabel('message')).fill('Honed granite vanity top, 4 ft, undermount sink.')
    const [half] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/contact')), submit.click()])
    expect(half.status()).toBe(303)
    await expect(page.getByLabel(quoteLabel('firstName'))).toHaveValue('Maria')
    await expect(page.getByLabel(quoteLabel('email'))).toHaveValue('maria@')
    await expect(page.getByLabel(quoteLabel('location'))).toHaveValue('yonkers')
    await expect(page.getByLabel(quoteLabel('message'))).toHaveValue('Honed granite vanity top, 4 ft, undermount sink.')
    for (const message of ['Valid email is required', 'Valid phone number is required', 'Please select a service'])
      await expect(page.getByText(message, { exact: true })).toBeVisible()
    for (const message of ['First name is required', 'Last name is required', 'Please select your location'])
      await expect(page.getByText(message, { exact: true })).toHaveCount(0)

    await page.getByLabel(quoteLabel('email')).fill(email)
    await page.getByLabel(quoteLabel('phone')).fill('914-555-0123')
    await page.getByLabel(quoteLabel('service')).selectOption({ label: 'Bathroom Countertops' })
    await submit.click()
    await expect(page).toHaveURL(`${lead.base}/thank-you#top`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(thankYou.headline)

    await expect.poll(() => mailTo(email).length).toBe(1)
    const stored = (await leads('all')).filter((l) => l.email === email)
    expect(stored).toHaveLength(1)
    expect(subjectOf(mailTo(email)[0]!)).toBe(`New quote request: Maria Lopez (Bathroom Countertops) · ref. ${stored[0]!.reference}`)
    expect(stored[0]).toMatchObject({ status: 'ok', firstName: 'Maria', message: 'Honed granite vanity top, 4 ft, undermount sink.' })
  })
})
