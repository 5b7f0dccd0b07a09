/**
 * Answer fast (issue 58, part 4) and urgent leads (part 5), on SQLite and PostgreSQL with a real SMTP server: a real
 * lead's homeowner gets an acknowledgement within 2 s of the 201 (their reference, what happens next, the business
 * phone), spam and suspect leads get none, a released lead gets exactly one of each e-mail, a refused delivery is
 * retried without sending twice, and a lead from an urgent form (found in pages/) is stored urgent, alerted first and
 * marked URGENT. The words are read from data/, where they live.
 */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { acknowledgementEmail, escapeHtml } from '../../../api/notify/email'
import { loadLeadMail } from '../../../api/notify/lead-mail'
import { releasedLeadCount, releaseLead } from '../../../api/notify/release'
import type { LeadStore } from '../../../api/store/types'
import { ATTRIBUTION_HEADER, encodeAttribution } from '../../../schemas/attribution'
import { fillFacts, siteFacts } from '../../../schemas/facts'
import { leadMail } from '../../../schemas/lead-mail'
import { loadProject } from '../../../schemas/load'
import { leadReference } from '../../../schemas/quote'
import { freePort } from '../../helpers/free-port'
import {
  ADMIN_HEADERS,
  asBrowser,
  json,
  listLeads,
  makeApp,
  newLead,
  formToken,
  SUBMIT,
  type TestApp,
  removeDir,
  tempDir,
  LEAD_MAIL,
  until,
  validLead,
  storedLead,
} from './helpers'
import { PG_URL, pgSchemas, storeBackends } from './pg-schemas'
import { mimePart, type Sink, type SinkOptions, startSmtp, subjectOf } from './smtp'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'))
const site = readJson('data/site.json')
const words = fillFacts(readJson('data/quote-form.json').text, siteFacts(site))

/** The quote forms pages mark urgent, read from pages/ as written (a block's form counts where it is placed). */
function urgentForms(): { route: string; section: string }[] {
  const blocks: { id: string; section: { type: string; id?: string; urgent?: boolean } }[] = readJson('data/blocks.json').items
  const out: { route: string; section: string }[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (entry.name.endsWith('.json') && entry.name !== '404.json') {
        const page = readJson(file)
        if (page.draft) continue
        const route = `/${file.slice('pages/'.length, -'.json'.length)}`.replace(/\/index$/, '') || '/'
        for (const placed of page.sections) {
          const section =
            placed.type === 'block'
              ? { ...blocks.find((b) => b.id === placed.block)?.section, ...(placed.id ? { id: placed.id } : {}) }
              : placed
          if (section.type === 'quote-form' && section.urgent === true) out.push({ route, section: section.id ?? 'quote' })
        }
      }
    }
  }
  walk('pages')
  return out
}

const stores = storeBackends(pgSchemas(), 'ack').map((b) => [b.name, b.open] as const)

type App = TestApp['app']

/** Runs `test` on an app on the store `open` makes, with a real SMTP server (`sink`); both closed after. */
async function withApp(open: () => Promise<LeadStore>, sink: SinkOptions, test: (app: App, smtp: Sink, store: LeadStore) => Promise<void>) {
  const port = await freePort()
  const smtp = await startSmtp(port, sink)
  const store = await open()
  let t: TestApp | undefined
  try {
    t = await makeApp(
      { smtpUrl: `smtp://127.0.0.1:${port}`, notifyTo: 'office@example.com', notifyFrom: 'site@example.com', rateLimitMax: 10_000 },
      { store, outbox: { intervalMs: 50, backoffBaseMs: 100, backoffMaxMs: 200 } },
    )
    await test(t.app, smtp, store)
  } finally {
    await t?.cleanup()
    await smtp.close()
  }
}

/** A visitor who loaded a page and sent its form (a real lead), optionally from `referer` with the form's `section`. */
async function send(app: App, body: object, from?: { route: string; section: string }) {
  const headers: Record<string, string> = from
    ? { referer: `http://localhost${from.route}`, [ATTRIBUTION_HEADER]: encodeAttribution({ section: from.section }) }
    : {}
  const res = await app.inject({ method: 'POST', url: '/api/contact', ...asBrowser(body, await formToken(app), headers) })
  expect(res.statusCode).toBe(201)
  return { id: res.json().id as string, at: Date.now() }
}

const to = (raw: string) => /^To: (.*)$/m.exec(raw)?.[1]?.trim()
const replyTo = (raw: string) => /^Reply-To: (.*)$/m.exec(raw)?.[1]?.trim()
/** Any mail still under way would have arrived by then. */
const settle = () => new Promise((r) => setTimeout(r, 600))

describe('the acknowledgement e-mail', () => {
  const lead = storedLead

  it('says the reference, what happens next (the form’s confirmation, the urgent promise for an urgent form) and the business phone, from data', async () => {
    const mail = leadMail(await loadProject(ROOT))
    const normal = acknowledgementEmail(lead(), mail)
    expect(normal.subject).toContain('4E5F6A7B')
    expect(normal.subject).toContain(site.name)
    for (const line of words.forms.quote.confirmation.next) expect(normal.text).toContain(line)
    expect(normal.text).toContain(site.phone.display)
    expect(normal.text).toContain('4E5F6A7B')
    const showroom = acknowledgementEmail(lead({ form: 'showroom' }), mail)
    for (const line of words.forms.showroom.confirmation.next) expect(showroom.text).toContain(line)
    const urgent = acknowledgementEmail(lead({ urgent: true }), mail)
    for (const line of words.urgent.confirmation.next) expect(urgent.text).toContain(line)
    expect(urgent.text).toContain(`${site.emergencyResponseHours} hours`)
    // No word of it is written in code: the same lead with other words says the other words.
    const other = { ...mail, words: { ...mail.words, greeting: 'Hola {name},' } }
    expect(acknowledgementEmail(lead(), other).text.split('\n')[0]).toBe('Hola Ann,')
  })

  it('is what the server reads: the build’s lead-mail.json, or without one the same derived from the data', async () => {
    const dir = tempDir('lead-mail-')
    onTestFinished(() => removeDir(dir))
    const siteDir = path.join(dir, 'client')
    const derived = await loadLeadMail(siteDir, ROOT)
    expect(derived.source).toBe('data')
    expect(derived.mail).toEqual(leadMail(await loadProject(ROOT)))
    // The API tests' fake site carries the same file, in English only (its other languages: tests/unit/api/language.test.ts).
    const { languages: _languages, ...english } = derived.mail
    expect(english).toEqual(LEAD_MAIL)
    fs.writeFileSync(path.join(dir, 'lead-mail.json'), JSON.stringify(LEAD_MAIL))
    expect(await loadLeadMail(siteDir, ROOT)).toMatchObject({ source: 'build', mail: LEAD_MAIL })
    fs.writeFileSync(path.join(dir, 'lead-mail.json'), JSON.stringify({ ...LEAD_MAIL, business: {} }))
    await expect(loadLeadMail(siteDir, ROOT)).rejects.toThrow(/lead-mail\.json: business\.name: .*npm run build/)
  })

  it('shows HTML and script a visitor typed as text, and keeps every value on its line', async () => {
    const mail = leadMail(await loadProject(ROOT))
    const hostile = lead({ firstName: '<b>Bob</b><script>alert(1)</script>\r\nBcc: evil@example.com {reference}' })
    const { subject, text, html } = acknowledgementEmail(hostile, mail)
    expect(html).toContain(escapeHtml('<b>Bob</b><script>alert(1)</script> Bcc: evil@example.com {reference}'))
    expect(html).not.toMatch(/<b>|<script>/)
    expect(text).toContain('<b>Bob</b><script>alert(1)</script> Bcc: evil@example.com {reference}')
    expect(text.split('\n').filter((l) => l.startsWith('Bcc:'))).toEqual([])
    expect(subject).not.toMatch(/[\r\n]/)
  })
})

for (const [name, open] of stores) {
  describe.skipIf(name === 'postgres' && !PG_URL).concurrent(`answer fast (${name})`, () => {
    it('acknowledges a real lead within 2 s of its 201, once, beside the owner’s alert', async () => {
      await withApp(open, {}, async (app, smtp) => {
        const lead = { ...validLead(), email: 'homeowner@example.net' }
        const { id, at } = await send(app, lead)
        await until(() => smtp.replies.length === 1 && smtp.messages.length === 1, 5_000, 'the acknowledgement and the alert')
        expect(smtp.replyTimes[0]! - at).toBeLessThan(2_000)
        await settle()
        expect([smtp.replies.length, smtp.messages.length]).toEqual([1, 1])
        const raw = smtp.replies[0]!
        expect(to(raw)).toBe('homeowner@example.net')
        expect(/^From: (.*)$/m.exec(raw)?.[1]?.trim()).toBe('site@example.com')
        expect(replyTo(raw)).toBe(site.email)
        expect(subjectOf(raw)).toContain(leadReference(id))
        const text = mimePart(raw, 'text/plain')
        expect(text).toContain(leadReference(id))
        expect(text).toContain(site.phone.display)
        for (const line of words.forms.quote.confirmation.next) expect(text).toContain(line)
        expect(subjectOf(smtp.messages[0]!)).not.toMatch(/URGENT/)
      })
    })

    it('sends none for spam or a suspect lead; a release then mails each once, and a second release nothing', async () => {
      await withApp(open, {}, async (app, smtp, store) => {
        // A script (no page): spam. A form with HTML in its names: spam too (a bot's sign). A photo link: suspect.
        const bot = await app.inject({ method: 'POST', url: '/api/contact', ...json({ ...validLead(), email: 'bot@example.net' }) })
        const spamId = bot.json().id as string
        const hostile = {
          ...validLead(),
          firstName: '<b>Bob</b>',
          lastName: '<script>alert(1)</script>',
          email: 'hostile@example.net',
          message: 'Island of <i>40</i> sq ft <script>alert(2)</script>',
        }
        const { id: hostileId } = await send(app, hostile)
        const link = {
          ...validLead(),
          email: 'suspect@example.net',
          message: 'Granite island, 40 sq ft, photos: https://photos.example/kitchen',
        }
        const { id: suspectId } = await send(app, link)
        await until(() => smtp.messages.length === 1, 5_000, "the suspect's alert")
        await settle()
        expect(smtp.replies).toEqual([])
        const status = async () => Object.fromEntries((await listLeads(app)).items.map((l) => [l.id, l.status]))
        expect(await status()).toMatchObject({ [spamId]: 'spam', [hostileId]: 'spam', [suspectId]: 'suspect' })

        // Released (the owner's "Not spam"): a spam lead gets its alert and acknowledgement, the suspect its acknowledgement.
        expect(await releaseLead(store, spamId, { notify: true })).toEqual({ outcome: 'released', queued: 2 })
        expect(await releaseLead(store, hostileId, { notify: true })).toEqual({ outcome: 'released', queued: 2 })
        expect(await releaseLead(store, suspectId, { notify: true })).toEqual({ outcome: 'released', queued: 1 })
        await until(() => smtp.replies.length === 3 && smtp.messages.length === 3, 5_000, 'the released mail')
        for (const id of [spamId, hostileId, suspectId])
          expect(await releaseLead(store, id, { notify: true })).toEqual({ outcome: 'not-held', queued: 0 })
        expect(await releaseLead(store, randomUUID(), { notify: true })).toEqual({ outcome: 'not-found', queued: 0 })
        expect(await releaseLead(store, 'not-a-lead', { notify: true })).toEqual({ outcome: 'not-found', queued: 0 })
        await settle()
        expect(smtp.replies.map(to).sort()).toEqual(['bot@example.net', 'hostile@example.net', 'suspect@example.net'])
        for (const email of ['bot@example.net', 'hostile@example.net', 'suspect@example.net'])
          expect(smtp.messages.filter((m) => replyTo(m) === email)).toHaveLength(1)
        expect(await status()).toMatchObject({ [spamId]: 'ok', [hostileId]: 'ok', [suspectId]: 'ok' })

        // Every field's HTML and script arrive as text in both e-mails.
        const ack = smtp.replies.find((m) => to(m) === 'hostile@example.net')!
        expect(mimePart(ack, 'text/html')).toContain(escapeHtml('Hello <b>Bob</b>,'))
        expect(mimePart(ack, 'text/plain')).toContain('<b>Bob</b>')
        const alert = smtp.messages.find((m) => replyTo(m) === 'hostile@example.net')!
        const html = mimePart(alert, 'text/html')
        for (const value of [hostile.firstName, hostile.lastName, hostile.message]) expect(html).toContain(escapeHtml(value))
        for (const raw of [ack, alert]) expect(mimePart(raw, 'text/html')).not.toMatch(/<script>|<b>|<i>/)
      })
    })

    it('the desk’s Not spam mails a held lead once: marked spam and not spam again, it is not mailed twice', async () => {
      await withApp(open, {}, async (app, smtp, store) => {
        const bot = await app.inject({ method: 'POST', url: '/api/contact', ...json({ ...validLead(), email: 'held@example.net' }) })
        const id = bot.json().id as string
        const mark = async (spam: boolean) => {
          const res = await app.inject({ method: 'POST', url: `/api/desk/leads/${id}/spam`, ...json({ spam }, ADMIN_HEADERS) })
          expect(res.statusCode, res.body).toBe(200)
        }
        await mark(false)
        await until(() => smtp.replies.length === 1 && smtp.messages.length === 1, 5_000, 'the released lead’s mail')
        expect(to(smtp.replies[0]!)).toBe('held@example.net')
        await mark(true)
        await mark(false)
        await settle()
        expect([smtp.messages.length, smtp.replies.length]).toEqual([1, 1])
        // Counted as a real lead where it came from (a script's post: no page of its own, so the contact page).
        expect(await releasedLeadCount(store, id)).toEqual({ page: '/contact' })
        expect(await releasedLeadCount(store, randomUUID())).toBeNull()
      })
    })

    it('retries an acknowledgement the SMTP server refused, and still sends it once', async () => {
      // The first two messages (the alert and the acknowledgement of the first lead) are refused with a 451.
      await withApp(open, { rejectFirst: 2 }, async (app, smtp, store) => {
        await send(app, { ...validLead(), email: 'retry@example.net' })
        await until(() => smtp.replies.length === 1 && smtp.messages.length === 1, 10_000, 'the retried mail')
        await until(async () => (await store.pendingOutbox()) === 0)
        await settle()
        expect([smtp.replies.length, smtp.messages.length]).toEqual([1, 1])
        expect(to(smtp.replies[0]!)).toBe('retry@example.net')
      })
    })
  })

  describe.skipIf(name === 'postgres' && !PG_URL).concurrent(`urgent leads (${name})`, () => {
    const forms = urgentForms()

    it('finds at least one urgent form in pages/', () => {
      expect(forms.length).toBeGreaterThan(0)
    })

    it('flags a lead of an urgent form, alerts the owner marked URGENT and acknowledges with the urgent promise', async () => {
      await withApp(open, {}, async (app, smtp) => {
        const normal = await send(app, { ...validLead(), email: 'normal@example.net' }, { route: '/contact', section: 'quote' })
        const sent = []
        for (const [n, form] of forms.entries()) sent.push(await send(app, { ...validLead(), email: `urgent${n}@example.net` }, form))
        await until(() => smtp.messages.length === forms.length + 1 && smtp.replies.length === forms.length + 1, 5_000, 'every mail')
        const listed = (await listLeads(app)).items
        expect(listed.find((l) => l.id === normal.id)?.urgent).toBe(false)
        for (const [n, { id }] of sent.entries()) {
          expect(listed.find((l) => l.id === id)?.urgent).toBe(true)
          const alert = smtp.messages.find((m) => replyTo(m) === `urgent${n}@example.net`)!
          expect(subjectOf(alert)).toMatch(/^URGENT/)
          expect(mimePart(alert, 'text/plain').split('\n')[0]).toMatch(/^URGENT/)
          const ack = mimePart(smtp.replies.find((m) => to(m) === `urgent${n}@example.net`)!, 'text/plain')
          for (const line of words.urgent.confirmation.next) expect(ack).toContain(line)
        }
      })
    })

    it('never takes a lead for urgent on a field the visitor sends: only the page and form of an urgent form', async () => {
      await withApp(open, {}, async (app) => {
        const form = forms[0]!
        const other = await send(
          app,
          { ...validLead(), email: 'other@example.net' },
          { route: form.route, section: `${form.section}-other` },
        )
        const body = await app.inject({
          method: 'POST',
          url: '/api/contact',
          ...asBrowser({ ...validLead(), urgent: true }, await formToken(app)),
        })
        const listed = (await listLeads(app)).items
        expect(listed.find((l) => l.id === other.id)?.urgent).toBe(false)
        if (body.statusCode === 201) expect(listed.find((l) => l.id === body.json().id)?.urgent).toBe(false)
        else expect(body.statusCode).toBe(400)
      })
    })

    it('releases a held lead without mail when notifications are off: its status only', async () => {
      const store = await open()
      try {
        await store.migrate()
        const held = newLead(1, { status: 'spam', spamScore: 10, spamReasons: ['no-page'] })
        await store.submit(held, { ...SUBMIT, notify: false })
        expect(await releaseLead(store, held.id, { notify: false })).toEqual({ outcome: 'released', queued: 0 })
        expect(await releaseLead(store, held.id, { notify: false })).toEqual({ outcome: 'not-held', queued: 0 })
        expect((await store.list({ page: 1, pageSize: 10 })).items.map((l) => [l.id, l.status])).toEqual([[held.id, 'ok']])
        expect(await store.pendingOutbox()).toBe(0)
      } finally {
        await store.close()
      }
    })

    it('queues an urgent lead’s alert ahead of the leads that came before it', async () => {
      const store = await open()
      try {
        await store.migrate()
        const first = newLead(1)
        const urgent = newLead(2, { urgent: true })
        for (const l of [first, urgent]) await store.submit(l, { ...SUBMIT, acknowledge: true })
        const claimed = await store.claimOutbox(Date.now(), 10, 60_000)
        expect(claimed.map((c) => [c.leadId, c.kind])).toEqual([
          [urgent.id, 'owner'],
          [urgent.id, 'ack'],
          [first.id, 'owner'],
          [first.id, 'ack'],
        ])
      } finally {
        await store.close()
      }
    })
  })
}
