import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { escapeHtml, leadEmail } from '../../../api/notify/email'
import { SqliteLeadStore } from '../../../api/store/sqlite'
import type { Lead } from '../../../api/store/types'
import { freePort } from '../../helpers/free-port'
import {
  asBrowser,
  json,
  makeApp,
  formToken,
  removeDir,
  type TestApp,
  tempDir,
  until,
  storedLead,
  validLead,
  ADMIN_HEADERS,
  QUOTE_OPTIONS,
  listLeads,
} from './helpers'
import { mimePart, type Sink, startSmtp, subjectOf } from './smtp'

const FAST_OUTBOX = { intervalMs: 50, backoffBaseMs: 100, backoffMaxMs: 200 }

let t: TestApp | undefined
let smtp: Sink | undefined
const dirs: string[] = []
afterEach(async () => {
  await t?.cleanup()
  t = undefined
  dirs.splice(0).forEach(removeDir)
  await smtp?.close()
  smtp = undefined
})

const hostile = {
  ...validLead(),
  firstName: '<b>Bob</b>',
  lastName: 'O\'Brien & "Sons"',
  message: 'Please quote <script>alert(1)</script> island ✓',
}

const stored = (fields: Record<string, string>, extra: Partial<Lead> = {}): Lead => storedLead({ ...fields, ...extra })

async function appWithSmtp(smtpPort: number, overrides: Parameters<typeof makeApp>[0] = {}, store?: SqliteLeadStore) {
  return makeApp(
    {
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      notifyTo: 'office@example.com',
      notifyFrom: 'site@example.com',
      rateLimitMax: 100_000,
      ...overrides,
    },
    { outbox: FAST_OUTBOX, ...(store ? { store } : {}) },
  )
}

const list = (status = 'leads') => listLeads(t!.app, status)

describe('lead notification e-mail', () => {
  it('escapes every field in the HTML and keeps the text readable', () => {
    const mail = leadEmail(stored(hostile), QUOTE_OPTIONS)
    expect(mail.html).toContain('&lt;b&gt;Bob&lt;/b&gt; O&#39;Brien &amp; &quot;Sons&quot;')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(mail.html).not.toMatch(/<b>|<script>/)
    expect(mail.html).toContain('White Plains')
    expect(mail.html).toContain('Kitchen Countertops')
    expect(mail.text).toContain('Name: <b>Bob</b> O\'Brien & "Sons"')
    expect(mail.subject).toBe('New quote request: <b>Bob</b> O\'Brien & "Sons" (Kitchen Countertops) · ref. 4E5F6A7B')
    expect(leadEmail(stored({ firstName: 'A\r\nBcc: evil@example.com' }), QUOTE_OPTIONS).subject).not.toMatch(/[\r\n]/)
    expect(escapeHtml(`<>&"'`)).toBe('&lt;&gt;&amp;&quot;&#39;')
  })

  it('keeps every value but the project details on its own line (no forged lines in the text)', () => {
    const mail = leadEmail(stored({ phone: '914 555 0100\nReference: forged', email: 'a@b.co\r\nLocation: forged' }), QUOTE_OPTIONS)
    const lines = mail.text.split('\n')
    expect(lines.filter((l) => l.startsWith('Reference:'))).toHaveLength(1)
    expect(lines.filter((l) => l.startsWith('Location:'))).toHaveLength(1)
  })

  it('names the lead by the reference the visitor was shown (subject, first line, HTML heading), then its full id', () => {
    const mail = leadEmail(stored({}), QUOTE_OPTIONS)
    expect(mail.subject).toBe('New quote request: Ann Smith (Kitchen Countertops) · ref. 4E5F6A7B')
    const lines = mail.text.split('\n')
    expect(lines[0]).toBe('New quote request 4E5F6A7B from the website.')
    expect(lines).toContain('Reference: 4E5F6A7B')
    expect(lines).toContain('Lead id: 019a2b3c-4d5e-7f60-8a1b-2c3d4e5f6a7b')
    expect(mail.html).toContain('<h2>New quote request 4E5F6A7B</h2>')
  })

  it('names the location and service by the labels of the options it is given', () => {
    const options = {
      locations: [{ value: 'briarcliff-manor', label: 'Briarcliff Manor' }],
      services: [{ value: 'fireplace-surrounds', label: 'Fireplace Surrounds' }],
    }
    const mail = leadEmail(stored({ location: 'briarcliff-manor', service: 'fireplace-surrounds' }), options)
    expect(mail.text).toContain('Location: Briarcliff Manor\nService: Fireplace Surrounds')
    expect(mail.subject).toContain('(Fireplace Surrounds)')
  })

  it('says where the lead came from under its first line: the page and last touch, the first touch when another, what is known only', () => {
    const origin = (attribution: Lead['attribution']) => leadEmail(stored({}, { attribution }), QUOTE_OPTIONS).text.split('\n').slice(1, 3)
    const spring = { source: 'google', medium: 'cpc', campaign: 'spring', at: '2026-11-02' }
    expect(
      origin({ page: '/outdoor-kitchens-westchester', first: spring, last: { ...spring, campaign: 'spring-outdoor', at: '2026-11-20' } }),
    ).toEqual(['from /outdoor-kitchens-westchester · google / cpc · spring-outdoor', 'first touch: google / cpc · spring (2026-11-02)'])
    // The same touch first and last: one line. No source: the referring site. No page: the touch alone.
    expect(origin({ page: '/contact', first: spring, last: spring })).toEqual(['from /contact · google / cpc · spring', ''])
    expect(origin({ page: '/contact', last: { referrer: 'https://www.bing.com' } })).toEqual(['from /contact · www.bing.com', ''])
    expect(origin({ last: { source: 'newsletter' } })).toEqual(['newsletter', ''])
    expect(origin(undefined)).toEqual(['', 'Reference: 4E5F6A7B'])
    const mail = leadEmail(
      stored({}, { attribution: { page: '/contact', last: { source: '<b>x</b>\u2028Bcc: evil@example.com' } } }),
      QUOTE_OPTIONS,
    )
    expect(mail.text.split('\n')[1]).toBe('from /contact · <b>x</b> Bcc: evil@example.com')
    expect(mail.html).toContain('<p>from /contact · &lt;b&gt;x&lt;/b&gt; Bcc: evil@example.com</p>')
  })

  it('marks a suspect lead in the subject and the text', () => {
    const mail = leadEmail(stored({}, { status: 'suspect', spamScore: 2, spamReasons: ['link'] }), QUOTE_OPTIONS)
    expect(mail.subject).toMatch(/^\[Possible spam\] New quote request: Ann Smith/)
    expect(mail.text).toContain('Spam check: possible spam (link)')
  })
})

describe('notification outbox over SMTP', () => {
  it('keeps the lead while SMTP is down and sends exactly one mail once it is back', async () => {
    const port = await freePort()
    const dir = tempDir()
    dirs.push(dir)
    const store = new SqliteLeadStore(path.join(dir, 'leads.db'))
    t = await appWithSmtp(port, {}, store)
    // HTML in the details makes it suspect (mailed, marked), not spam: it must arrive, escaped.
    const lead = { ...validLead(), lastName: hostile.lastName, message: hostile.message }
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', ...asBrowser(lead, await formToken(t.app)) })
    expect(res.statusCode).toBe(201)
    const { id } = res.json()

    // SMTP is down: the lead is stored, the message waits in the outbox after failed attempts; /healthz says so.
    expect((await list()).items[0]!.id).toBe(id)
    await new Promise((r) => setTimeout(r, 400))
    expect(await store.pendingOutbox()).toBe(1)
    const health = await t.app.inject({ url: '/healthz', headers: ADMIN_HEADERS })
    expect(health.statusCode).toBe(200)
    expect(health.json()).toMatchObject({ status: 'degraded', warnings: ['mail-failing'] })

    smtp = await startSmtp(port)
    await until(() => smtp!.messages.length > 0)
    await until(async () => (await store.pendingOutbox()) === 0)
    await new Promise((r) => setTimeout(r, 500)) // any duplicate would arrive by now
    expect(smtp.messages).toHaveLength(1)
    expect((await t.app.inject({ url: '/healthz', headers: ADMIN_HEADERS })).json().status).toBe('ok')

    const raw = smtp.messages[0]!
    expect(raw).toMatch(/^To: office@example\.com/m)
    expect(raw).toMatch(/^From: site@example\.com/m)
    expect(raw).toMatch(/^Reply-To: ann@example\.com/m)
    const html = mimePart(raw, 'text/html')
    expect(html).toContain('O&#39;Brien &amp; &quot;Sons&quot;')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).not.toContain('<script>')
    expect(html).toContain(id)
    expect(mimePart(raw, 'text/plain')).toContain('Please quote <script>alert(1)</script> island ✓')
  })

  it('retries a temporary SMTP refusal and still delivers once', async () => {
    const port = await freePort()
    smtp = await startSmtp(port, { rejectFirst: 2 })
    const dir = tempDir()
    dirs.push(dir)
    const store = new SqliteLeadStore(path.join(dir, 'leads.db'))
    t = await appWithSmtp(port, {}, store)
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/contact', ...asBrowser(validLead(), await formToken(t.app)) })).statusCode,
    ).toBe(201)
    await until(() => smtp!.messages.length > 0)
    await until(async () => (await store.pendingOutbox()) === 0)
    await new Promise((r) => setTimeout(r, 300))
    expect(smtp.messages).toHaveLength(1)
  })

  it('sends a mail right after the insert, not only on the timer', async () => {
    const port = await freePort()
    smtp = await startSmtp(port)
    t = await makeApp({ smtpUrl: `smtp://127.0.0.1:${port}`, notifyTo: 'office@example.com' }, { outbox: { intervalMs: 60_000 } })
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/contact', ...asBrowser(validLead(), await formToken(t.app)) })).statusCode,
    ).toBe(201)
    await until(() => smtp!.messages.length === 1, 5_000)
  })

  it('queues nothing when SMTP is not configured', async () => {
    const dir = tempDir()
    dirs.push(dir)
    const store = new SqliteLeadStore(path.join(dir, 'leads.db'))
    t = await makeApp({}, { store })
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/contact', ...asBrowser(validLead(), await formToken(t.app)) })).statusCode,
    ).toBe(201)
    expect(await store.count()).toBe(1)
    expect(await store.pendingOutbox()).toBe(0)
  })
})

describe('spam never reaches the owner', () => {
  it('keeps a scripted JSON post without the form token as spam and sends no mail; a browser submission is mailed', async () => {
    const port = await freePort()
    smtp = await startSmtp(port)
    t = await appWithSmtp(port)

    // A bot: straight to the API, no page loaded, so no form token. It gets the same answer as anyone.
    const bot = await t.app.inject({ method: 'POST', url: '/api/contact', ...json({ ...validLead(), email: 'bot@example.com' }) })
    expect(bot.statusCode).toBe(201)
    expect(bot.json().id).toMatch(/^[0-9a-f-]{36}$/)

    // A person: the form took its token, then was sent.
    const person = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      ...asBrowser({ ...validLead(), email: 'person@example.com' }, await formToken(t.app)),
    })
    expect(person.statusCode).toBe(201)
    await until(() => smtp!.messages.length === 1)
    await new Promise((r) => setTimeout(r, 500)) // the bot's mail, if any, would be here by now
    expect(smtp.messages).toHaveLength(1)
    expect(smtp.messages[0]).toContain('person@example.com')
    expect(subjectOf(smtp.messages[0]!)).toBe(
      `New quote request: Ann Smith (Kitchen Countertops) · ref. ${person.json().id.replace(/-/g, '').slice(-8).toUpperCase()}`,
    )

    // Nothing is lost: the bot's lead is kept, listed apart.
    const spam = await list('spam')
    expect(spam.items.map((l) => [l.id, l.email, l.status, l.spamReasons])).toEqual([
      [bot.json().id, 'bot@example.com', 'spam', ['no-page']],
    ])
    expect((await list()).items.map((l) => [l.id, l.status])).toEqual([[person.json().id, 'ok']])
  })

  it('answers a filled honeypot like a real lead, keeps it as spam and sends nothing', async () => {
    const port = await freePort()
    smtp = await startSmtp(port)
    t = await appWithSmtp(port)
    const token = await formToken(t.app)
    const trap = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      ...asBrowser({ ...validLead(), website: 'http://spam.example' }, token),
    })
    const real = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      ...asBrowser({ ...validLead(), message: 'A different project, 30 sq ft.', website: '' }, await formToken(t.app)),
    })
    expect(Object.keys(trap.headers).sort()).toEqual(Object.keys(real.headers).sort())
    for (const res of [trap, real]) {
      expect(res.statusCode).toBe(201)
      expect(Object.keys(res.json())).toEqual(['id'])
    }
    await until(() => smtp!.messages.length === 1)
    await new Promise((r) => setTimeout(r, 300))
    expect(smtp.messages).toHaveLength(1)
    expect((await list('spam')).items.map((l) => [l.id, l.spamReasons])).toEqual([[trap.json().id, ['honeypot']]])
  })

  it('mails a submission sooner than FORM_MIN_SECONDS after the page as suspect, marked', async () => {
    const port = await freePort()
    smtp = await startSmtp(port)
    t = await appWithSmtp(port, { formMinMs: 60_000 })
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', ...asBrowser(validLead(), await formToken(t.app)) })
    expect(res.statusCode).toBe(201)
    await until(() => smtp!.messages.length === 1)
    expect(subjectOf(smtp.messages[0]!)).toMatch(/^\[Possible spam\] /)
    expect((await list()).items[0]).toMatchObject({ status: 'suspect', spamReasons: ['too-fast'] })
  })

  it("does not let a burst of 500 spam posts delay a real lead's mail by more than a few seconds", async () => {
    const port = await freePort()
    // About 9 messages a second, the pace measured against a real relay.
    smtp = await startSmtp(port, { delayMs: 110 })
    t = await appWithSmtp(port)
    const app = t.app
    const burst = await Promise.all(
      Array.from({ length: 500 }, async (_, i) =>
        i % 2
          ? // a client that loads a page each time, but sends links: suspect, mailed after real leads
            asBrowser(
              { ...validLead(), email: `s${i}@example.com`, message: `Cheap backlinks for your site http://spam${i}.example` },
              await formToken(app),
            )
          : // a script without the form token: spam, never mailed
            json({ ...validLead(), email: `b${i}@example.com`, message: `Visit http://spam${i}.example now` }),
      ),
    )
    const answers = await Promise.all(burst.map((req) => t!.app.inject({ method: 'POST', url: '/api/contact', ...req })))
    expect(answers.every((a) => a.statusCode === 201)).toBe(true)
    await until(() => smtp!.messages.length >= 3) // the queue is draining

    // The customer writes from their own network (the burst's network is mailed last, after everyone else).
    const real = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: '198.51.100.7',
      ...asBrowser({ ...validLead(), email: 'real.customer@homeowner.example' }, await formToken(t.app, {}, true, '198.51.100.7')),
    })
    expect(real.statusCode).toBe(201)
    const answeredAt = Date.now()
    await until(() => smtp!.messages.some((m) => m.includes('real.customer@homeowner.example')), 10_000, "the real lead's mail")
    const delay = smtp.times[smtp.messages.findIndex((m) => m.includes('real.customer@homeowner.example'))]! - answeredAt
    expect(delay).toBeLessThan(3_000)
    // It jumped the queue: most of the suspect mail is still waiting, and no spam was sent at all.
    expect(smtp.messages.length).toBeLessThan(100)
    expect(smtp.messages.some((m) => /^Reply-To: b\d+@example\.com/m.test(m))).toBe(false)
    expect((await list('spam')).total).toBe(250)
  }, 60_000)
})
