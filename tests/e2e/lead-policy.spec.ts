import { type Browser, expect, type Page, test } from '@playwright/test'
import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { powHeader } from '../../api/pow'
import { leadServer } from './lead-server'
import { mimePart, subjectOf } from '../unit/api/smtp'
import { choose, openQuoteForm } from './quote-form'
import { quoteLabel, quoteText } from '../helpers/words'

test.describe.configure({ mode: 'serial' })

const lead = leadServer('lead-policy', { TRUST_PROXY: 'loopback', LOG_LEVEL: 'warn' })

interface Stored {
  id: string
  email: string
  status: string
  spamReasons: string[]
}

async function leads(): Promise<Stored[]> {
  const res = await fetch(`${lead.base}/api/contact-requests?status=all&pageSize=100`, {
    headers: { authorization: `Bearer ${lead.admin}` },
  })
  return ((await res.json()) as { items: Stored[] }).items
}

const mailsTo = (email: string) => lead.smtp.messages.filter((m) => /^Reply-To: (.*)$/m.exec(m)?.[1]?.trim() === email)
const mailOf = (id: string) => lead.smtp.messages.filter((m) => mimePart(m, 'text/plain').includes(`Reference: ${id}`))

// ---------------------------------------------------------------------------------------------------------------
// Realistic leads: each a visitor with its own browser and address.

interface Visitor {
  name: string
  /** First, last name, e-mail, phone and the project details. */
  lead: { firstName: string; lastName: string; email: string; phone: string; message: string }
  how?: 'js' | 'no-js' | 'no-cookies' | 'autofill' | 'moved'
  /** Sent this many times from one page view (each with other details). */
  times?: number
  page?: string
}

const visitor = (
  n: number,
  name: string,
  message: string,
  extra: Partial<Visitor> & { email?: string; first?: string; last?: string; phone?: string } = {},
): Visitor => ({
  name,
  lead: {
    firstName: extra.first ?? 'Maria',
    lastName: extra.last ?? `Visitor${n}`,
    email: extra.email ?? `visitor${n}@home${n}.example`,
    phone: extra.phone ?? `(914) 555-01${String(n).padStart(2, '0')}`,
    message,
  },
  ...extra,
})

const VISITORS: Visitor[] = [
  visitor(1, 'a plain kitchen request', 'Kitchen remodel, about 45 sq ft of quartz, undermount sink, we close in March.'),
  visitor(
    2,
    'a homeowner with three inspiration links',
    'Love these: https://www.pinterest.com/pin/1234 https://www.houzz.com/photos/5678 https://www.instagram.com/p/abc — white quartz, waterfall island.',
  ),
  visitor(
    3,
    "a contractor's three plan links",
    'Plans for the Scarsdale job: https://drive.example.com/plan-a.pdf https://drive.example.com/plan-b.pdf https://drive.example.com/elevations.pdf',
    { first: 'Tom', last: 'Builder', email: 'tom@builder-co.example' },
  ),
  visitor(4, 'a browser that refuses cookies', 'Granite vanity top for a 48 inch cabinet, with backsplash.', { how: 'no-cookies' }),
  visitor(5, 'autofill sent within 3 s, with one link', 'Photo of the old counter: https://imgur.com/a/xyz — please quote quartz.', {
    how: 'autofill',
  }),
  visitor(6, 'four requests from one visit', 'Kitchen island in honed granite, 30 sq ft.', { times: 4, email: 'family@big-house.example' }),
  visitor(7, 'non-Latin text (Chinese)', '我想为厨房安装石英台面，大约四十平方英尺，请报价。谢谢！', { first: '伟', last: '王' }),
  visitor(8, 'non-Latin text (Russian)', 'Здравствуйте! Нужна столешница из гранита для кухни, около 40 кв. футов.', {
    first: 'Ольга',
    last: 'Иванова',
  }),
  visitor(
    9,
    'a signature with a website',
    'Need a bar top for our restaurant.\n\n— Dan Reyes, Owner\nwww.danscafe.example | (914) 555-0109',
    {
      first: 'Dan',
      last: 'Reyes',
    },
  ),
  visitor(10, 'a phone number first', '+1 914 555 0110 — call me after 5pm about a marble bathroom vanity.'),
  visitor(11, 'no JavaScript', 'Outdoor kitchen counter in granite, about 20 sq ft, no JavaScript here.', { how: 'no-js' }),
  visitor(12, 'no JavaScript, with one photo link', 'Cracked seam, photo at https://photos.example/seam.jpg — can you repair it?', {
    how: 'no-js',
    page: '/services/granite',
  }),
  visitor(13, 'one odd phrase', 'My SEO agency is moving: we need a quartz reception desk and a kitchenette top.'),
  visitor(14, 'a long, detailed message', `Full remodel. ${'Cabinets stay, counters go, we want quartz with an ogee edge. '.repeat(20)}`),
  visitor(15, 'plus addressing', 'Bathroom double vanity, Carrara marble, 72 inches.', { email: 'jo+countertops@mail.example' }),
  visitor(16, 'accents and an apostrophe', 'Porcelain countertop for a small kitchen, 25 sq ft.', { first: 'Zoë', last: "O'Connor-Núñez" }),
  visitor(17, 'the same first and last name', 'Quartzite island, leathered finish, about 35 sq ft.', { first: 'Lee', last: 'Lee' }),
  visitor(18, 'an e-mail address and phone in the details', 'Please e-mail my wife too: ana@home18.example or call 914-555-0118.'),
  visitor(19, 'a phone with an extension', 'Office break room counter, laminate replacement with quartz.', {
    phone: '914-555-0119 ext. 204',
  }),
  visitor(20, 'a phone that changed network while typing', 'Kitchen counters, granite, about 50 sq ft, install before June.', {
    how: 'moved',
  }),
  visitor(21, 'a short plain request', 'Quote for quartz please.'),
  visitor(22, 'a marble question', 'Is Calacatta marble a good idea for a busy kitchen? If so please quote 40 sq ft.'),
]

let address = 10
/** A browser context for one visitor: its own address (X-Forwarded-For through the trusted loopback proxy). */
async function contextFor(browser: Browser, ip = `198.51.100.${address++}`) {
  return browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': ip } })
}

async function fillForm(page: Page, lead: Visitor['lead'], live: boolean) {
  await page.getByLabel(quoteLabel('firstName')).fill(lead.firstName)
  await page.getByLabel(quoteLabel('lastName')).fill(lead.lastName)
  await page.getByLabel(quoteLabel('email')).fill(lead.email)
  await page.getByLabel(quoteLabel('phone')).fill(lead.phone)
  if (live) {
    await choose(page, quoteLabel('location'), 'Scarsdale')
    await choose(page, quoteLabel('service'), 'Kitchen Countertops')
  } else {
    await page.getByLabel(quoteLabel('location')).selectOption({ label: 'Scarsdale' })
    await page.getByLabel(quoteLabel('service')).selectOption({ label: 'Kitchen Countertops' })
  }
  await page.getByLabel(quoteLabel('message')).fill(lead.message)
}

async function send(browser: Browser, v: Visitor): Promise<string[]> {
  const emails: string[] = []
  if (v.how === 'no-js') {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${address++}` },
    })
    const page = await context.newPage()
    await page.goto(`${lead.base}${v.page ?? '/contact'}`)
    await fillForm(page, v.lead, false)
    await page.getByRole('button', { name: quoteText.forms.quote.submit }).click()
    await expect(page).toHaveURL(`${lead.base}/thank-you#top`)
    await context.close()
    return [v.lead.email]
  }
  const ip = `198.51.100.${address++}`
  const context = await contextFor(browser, ip)
  const page = await context.newPage()
  await openQuoteForm(page, `${lead.base}${v.page ?? '/contact'}`)
  if (v.how === 'moved') await context.setExtraHTTPHeaders({ 'x-forwarded-for': `203.0.113.${address++}` })
  const times = v.times ?? 1
  for (let i = 0; i < times; i++) {
    const lead = times > 1 ? { ...v.lead, email: v.lead.email.replace('@', `.${i}@`), message: `${v.lead.message} Room ${i + 1}.` } : v.lead
    // A person takes a few seconds over the form; autofill does not.
    const started = Date.now()
    await fillForm(page, lead, true)
    if (v.how !== 'autofill') await page.waitForTimeout(Math.max(0, 3_200 - (Date.now() - started)))
    // A browser that refuses cookies never sends one back (none was set: nothing changes).
    if (v.how === 'no-cookies') await context.clearCookies()
    await page.getByRole('button', { name: quoteText.forms.quote.submit }).click()
    await expect(page.getByText(quoteText.sent.toast.title, { exact: true }).first()).toBeVisible({ timeout: 20_000 })
    // The confirmation stands in for the form; the visitor asks for it again, empty, for the next request.
    await page.getByRole('button', { name: quoteText.sent.again }).click()
    await expect(page.getByLabel(quoteLabel('firstName'))).toHaveValue('')
    emails.push(lead.email)
  }
  await context.close()
  return emails
}

test('25 realistic leads through the browser: every one e-mailed (some marked), none held as spam', async ({ browser }) => {
  test.setTimeout(420_000)
  const emails: string[] = []
  const queue = [...VISITORS]
  // Four visitors at a time (each spends most of its time as a person does: waiting, then typing).
  await Promise.all(
    [0, 1, 2, 3].map(async () => {
      for (let v = queue.shift(); v; v = queue.shift()) {
        await test.step(v.name, async () => {
          emails.push(...(await send(browser, v!)))
        })
      }
    }),
  )
  expect(emails).toHaveLength(25)

  const stored = await leads()
  const byEmail = new Map(stored.map((l) => [l.email, l]))
  const rows = emails.map((email) => ({ email, status: byEmail.get(email)?.status, reasons: byEmail.get(email)?.spamReasons }))
  expect(rows.filter((r) => r.status === undefined || r.status === 'spam')).toEqual([])
  // A browser that refuses cookies loses nothing: the site never asks for one.
  expect(rows.find((r) => r.email === 'visitor4@home4.example')?.reasons).toEqual([])
  await expect.poll(() => emails.filter((e) => mailsTo(e).length === 0), { timeout: 30_000 }).toEqual([])
  for (const email of emails) expect(mailsTo(email), email).toHaveLength(1)
  // Most are clean; what is marked is marked for a reason a person can give.
  const marked = rows.filter((r) => r.status === 'suspect')
  expect(marked.length).toBeLessThan(emails.length / 2)
  for (const r of marked) expect(subjectOf(mailsTo(r.email)[0]!)).toMatch(/^\[Possible spam\] /)
  console.log(
    `realistic leads: ${emails.length} mailed, ${marked.length} marked: ${marked.map((r) => `${r.email} (${r.reasons?.join(', ')})`).join('; ')}`,
  )
})

// ---------------------------------------------------------------------------------------------------------------
// Bots: none of what they send reaches the owner as a clean lead.

const LEAD = { location: 'rye', service: 'kitchen-countertops' }
let bot = 0
const botLead = (message: string, patch: Record<string, string> = {}) => ({
  firstName: 'Alex',
  lastName: 'Seller',
  email: `bot${bot++}@bots${bot}.example`,
  phone: '(212) 555-0100',
  ...LEAD,
  message,
  ...patch,
})

/** A bot client at `ip` (or a browser-like User-Agent), fetching pages, solving challenges and posting as told. */
function client(ip: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130') {
  const headers = { 'x-forwarded-for': ip, 'user-agent': userAgent }
  return {
    /** The form token a page's quote form gets: the page, then its challenge (whose answer carries the token). */
    async page(url = '/contact') {
      await fetch(`${lead.base}${url}`, { headers })
      const res = await fetch(`${lead.base}/api/contact/challenge`, { headers })
      return res.headers.get('x-form-token') ?? ''
    },
    async pow() {
      const challenge = (await (await fetch(`${lead.base}/api/contact/challenge`, { headers })).json()) as Challenge
      return powHeader(challenge, (await solveChallenge({ challenge, deriveKey }))!)
    },
    async post(body: object, extra: Record<string, string> = {}) {
      const res = await fetch(`${lead.base}/api/contact`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', ...extra },
        body: JSON.stringify(body),
      })
      expect(res.status).toBe(201) // answered like anyone: a bot learns nothing
      return ((await res.json()) as { id: string }).id
    },
  }
}

const PITCH = 'Hi! We help local businesses grow with affordable bookkeeping. Reply to this message to book a free call.'

test('12 bot patterns: none of their leads is e-mailed as a clean lead', async () => {
  test.setTimeout(120_000)
  const patterns: Record<string, string[]> = {}
  let n = 1

  // 10 bots that keep their token: each fetches /contact and a token, waits 3.5 s, posts a plain pitch (no proof of work).
  patterns['token-keeping pitch'] = await Promise.all(
    Array.from({ length: 10 }, async () => {
      const c = client(`192.0.2.${n++}`)
      const token = await c.page()
      await new Promise((r) => setTimeout(r, 3_500))
      return c.post(botLead(PITCH), { 'x-form-token': token })
    }),
  )
  const honeypot = client(`192.0.2.${n++}`)
  patterns.honeypot = [
    await honeypot.post(botLead('Granite island, about 40 sq ft.', { website: 'http://x.example' }), {
      'x-form-token': await honeypot.page(),
      'x-altcha': await honeypot.pow(),
    }),
  ]
  patterns['no page fetched'] = [await client(`192.0.2.${n++}`).post(botLead('Granite island, about 40 sq ft.'))]

  // A token used for a second lead, then more: the first use is the page view's own; the rest are replays.
  const replay = client(`192.0.2.${n++}`)
  const replayed = await replay.page()
  await replay.post(botLead('First use of the page view.'), { 'x-form-token': replayed, 'x-altcha': await replay.pow() })
  patterns['replayed token'] = []
  for (let i = 0; i < 4; i++)
    patterns['replayed token'].push(
      await replay.post(botLead(`Replay ${i} of one token.`), { 'x-form-token': replayed, 'x-altcha': await replay.pow() }),
    )

  const farm = client(`192.0.2.${n++}`)
  patterns['link farm'] = [
    await farm.post(botLead(Array.from({ length: 8 }, (_, i) => `https://cheap${i}.example/deal`).join(' ')), {
      'x-form-token': await farm.page(),
      'x-altcha': await farm.pow(),
    }),
  ]

  // A burst from one IPv6 /64 with everything a browser has: past the first few (a household's), marked and mailed last.
  const burst: string[] = []
  for (let i = 1; i <= 12; i++) {
    const c = client(`2001:db8:77:1::${i.toString(16)}`)
    burst.push(await c.post(botLead(`Quartz countertop quote number ${i}.`), { 'x-form-token': await c.page(), 'x-altcha': await c.pow() }))
  }
  patterns['burst from one /64 (past the first 5)'] = burst.slice(5)

  const nopow = client(`192.0.2.${n++}`)
  patterns['no proof of work plus a link'] = [
    await nopow.post(botLead('Check our offer https://offer.example now'), { 'x-form-token': await nopow.page() }),
  ]
  const forged = client(`192.0.2.${n++}`)
  const real = await forged.page()
  patterns['forged token'] = [
    await forged.post(botLead('Granite island, about 40 sq ft.'), {
      'x-form-token': real.replace(/.(?=\.[^.]+$)/, (c) => (c === 'A' ? 'B' : 'A')),
      'x-altcha': await forged.pow(),
    }),
  ]
  // A token fetched by one program and used by another (another User-Agent).
  const harvester = client(`192.0.2.${n++}`, 'python-requests/2.32')
  const harvested = await harvester.page()
  const user = client(`192.0.2.${n - 1}`)
  patterns['harvested token'] = [
    await user.post(botLead('Granite island, about 40 sq ft.'), { 'x-form-token': harvested, 'x-altcha': await user.pow() }),
  ]
  const seo = client(`192.0.2.${n++}`)
  patterns['spam phrases'] = [
    await seo.post(botLead('We offer SEO and backlinks to increase your traffic. Guest post deals too!'), {
      'x-form-token': await seo.page(),
      'x-altcha': await seo.pow(),
    }),
  ]
  const named = client(`192.0.2.${n++}`)
  patterns['a link in the name'] = [
    await named.post(botLead('Granite island, about 40 sq ft.', { firstName: 'www.cheap-pills.example' }), {
      'x-form-token': await named.page(),
      'x-altcha': await named.pow(),
    }),
  ]
  const bb = client(`192.0.2.${n++}`)
  patterns['BBCode link'] = [
    await bb.post(botLead('Visit [url=http://casino.example]our site[/url] today'), {
      'x-form-token': await bb.page(),
      'x-altcha': await bb.pow(),
    }),
  ]
  expect(Object.keys(patterns).length).toBeGreaterThanOrEqual(10)

  // Mail has had time to go: clean leads are mailed within a second of being stored.
  await new Promise((r) => setTimeout(r, 3_000))
  const stored = new Map((await leads()).map((l) => [l.id, l]))
  for (const [pattern, ids] of Object.entries(patterns)) {
    for (const id of ids) {
      expect(stored.get(id)?.status, `${pattern}: ${id}`).not.toBe('ok')
      for (const mail of mailOf(id)) expect(subjectOf(mail), pattern).toMatch(/^\[Possible spam\] /)
    }
  }
  const statuses = Object.fromEntries(Object.entries(patterns).map(([p, ids]) => [p, ids.map((id) => stored.get(id)?.status).join(' ')]))
  console.log('bot patterns:', JSON.stringify(statuses, null, 1))
})
