/**
 * Leads in Spanish (issue 60, part 5), on SQLite and PostgreSQL with a real SMTP server: a lead keeps the language of
 * the page it was sent from (its route: `/es/…`; without one, the page's `lang`), the body keeps the contract's fields
 * and codes; the owner's e-mail and the desk's lead API say so; the homeowner's acknowledgement and the no-JavaScript
 * answer are in that language, their words read from the project read in Spanish (localiseProject), never written here.
 * Migration 10 gives every lead from before a language: English.
 */
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { acknowledgementEmail, leadEmail } from '../../../api/notify/email'
import { readCustomerLanguage } from '../../../api/notify/lead-mail'
import { MIGRATIONS } from '../../../api/store/migrations'
import { PgLeadStore } from '../../../api/store/postgres'
import { SqliteLeadStore } from '../../../api/store/sqlite'
import type { LeadStore } from '../../../api/store/types'
import { leadPayload } from '../../../api/webhooks/worker'
import { ATTRIBUTION_HEADER, encodeAttribution } from '../../../schemas/attribution'
import { leadMail } from '../../../schemas/lead-mail'
import { loadProject } from '../../../schemas/load'
import { localeRoute, localiseProject, routeLocale } from '../../../schemas/locales'
import { leadReference } from '../../../schemas/quote'
import { freePort } from '../../helpers/free-port'
import {
  ADMIN_HEADERS,
  asBrowser,
  formToken,
  LEAD_MAIL,
  listLeads,
  makeApp,
  QUOTE_OPTIONS,
  removeDir,
  type TestApp,
  tempDir,
  until,
  validLead,
  storedLead,
} from './helpers'
import { PG_URL, pgSchemas, storeBackends } from './pg-schemas'
import { mimePart, type Sink, startSmtp, subjectOf } from './smtp'

const ROOT = path.resolve(import.meta.dirname, '../../..')
const project = await loadProject(ROOT)
/** What the server answers with, as the build writes it: English and the site's other languages. */
const MAIL = leadMail(project)
/** The quote form's words as a Spanish reader is shown them. */
const SPANISH = localiseProject(project, 'es').collections['quote-form'].text
const ENGLISH = project.collections['quote-form'].text
/** What the owner's e-mail and the desk say of a Spanish lead (data/desk.json). */
const DESK = JSON.parse(fs.readFileSync(path.join(ROOT, 'data/desk.json'), 'utf8'))
const SPANISH_SPEAKING: string = DESK.customerLanguage.es

const pgTest = pgSchemas()
const stores = storeBackends(pgTest, 'language')
type App = TestApp['app']

async function withApp(open: () => Promise<LeadStore>, test: (app: App, smtp: Sink) => Promise<void>) {
  const port = await freePort()
  const smtp = await startSmtp(port)
  let t: TestApp | undefined
  try {
    t = await makeApp(
      { smtpUrl: `smtp://127.0.0.1:${port}`, notifyTo: 'office@example.com', notifyFrom: 'site@example.com', rateLimitMax: 10_000 },
      { store: await open(), leadMail: MAIL, outbox: { intervalMs: 50, backoffBaseMs: 100, backoffMaxMs: 200 } },
    )
    await test(t.app, smtp)
  } finally {
    await t?.cleanup()
    await smtp.close()
  }
}

/** A visitor's JSON post from `route` (its Referer), or with no page but the page's `lang` in X-Attribution. */
async function send(app: App, body: object, from: { route?: string; lang?: string; section?: string }) {
  const headers: Record<string, string> = {}
  if (from.route) headers.referer = `http://localhost${from.route}`
  if (from.lang || from.section) headers[ATTRIBUTION_HEADER] = encodeAttribution({ lang: from.lang, section: from.section })
  const res = await app.inject({ method: 'POST', url: '/api/contact', ...asBrowser(body, await formToken(app), headers) })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().id as string
}

const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (t, k: string) => values[k] ?? t)
const to = (raw: string) => /^To: (.*)$/m.exec(raw)?.[1]?.trim()
const replyTo = (raw: string) => /^Reply-To: (.*)$/m.exec(raw)?.[1]?.trim()
const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(raw)?.[1]?.trim()

for (const { name, skip, open } of stores) {
  describe.skipIf(skip)(`a lead's language (${name})`, () => {
    it('is the language of the page it was sent from; the owner’s e-mail, the acknowledgement and the desk follow it', async () => {
      await withApp(open, async (app, smtp) => {
        const spanishPage = localeRoute('/contact', 'es')
        expect(routeLocale(spanishPage).locale).toBe('es')
        const es = await send(app, { ...validLead(), email: 'ana@example.net' }, { route: spanishPage })
        const en = await send(app, { ...validLead(), email: 'ann@example.net', firstName: 'Ann' }, { route: '/contact' })
        const byLang = await send(app, { ...validLead(), email: 'eva@example.net', firstName: 'Eva' }, { lang: 'es' })
        const english = await send(app, { ...validLead(), email: 'ed@example.net', firstName: 'Ed' }, { lang: 'en' })

        // Stored with it; the body's fields and codes are the contract's, whatever the language.
        const listed = new Map((await listLeads(app)).items.map((l) => [l.id, l]))
        expect([es, en, byLang, english].map((id) => listed.get(id)?.language)).toEqual(['es', 'en', 'es', 'en'])
        expect(listed.get(es)).toMatchObject({ location: validLead().location, service: validLead().service, status: 'ok' })

        // The desk's lead API: each lead's language, and a filter by it.
        const inbox = await app.inject({ url: '/api/desk/leads', headers: ADMIN_HEADERS })
        expect(inbox.statusCode).toBe(200)
        const items = inbox.json().items as { id: string; language: string }[]
        expect(Object.fromEntries(items.map((i) => [i.id, i.language]))).toEqual({
          [es]: 'es',
          [en]: 'en',
          [byLang]: 'es',
          [english]: 'en',
        })
        const filtered = await app.inject({ url: '/api/desk/leads?language=es', headers: ADMIN_HEADERS })
        expect((filtered.json().items as { id: string }[]).map((i) => i.id).sort()).toEqual([es, byLang].sort())
        expect(filtered.json().total).toBe(2)
        const bad = await app.inject({ url: '/api/desk/leads?language=xx', headers: ADMIN_HEADERS })
        expect(bad.statusCode).toBe(400)
        expect(bad.json().fieldErrors).toHaveProperty('language')
        const one = await app.inject({ url: `/api/desk/leads/${es}`, headers: ADMIN_HEADERS })
        expect(one.json()).toMatchObject({ id: es, language: 'es' })
        const csv = await app.inject({ url: '/api/desk/leads.csv?language=es', headers: ADMIN_HEADERS })
        const [head, ...rows] = csv.body.trim().split(/\r?\n/)
        const column = head!.split(',').indexOf('language')
        expect(column).toBeGreaterThan(-1)
        expect(rows.map((r) => r.split(',')[column])).toEqual(['es', 'es'])

        // The owner's e-mail says "Spanish-speaking customer" (the desk's words), in the subject and under the first line.
        await until(() => smtp.messages.length === 4 && smtp.replies.length === 4, 5_000, 'four alerts and four acknowledgements')
        const alert = (email: string) => smtp.messages.find((m) => replyTo(m) === email)!
        for (const email of ['ana@example.net', 'eva@example.net']) {
          expect(subjectOf(alert(email))).toContain(SPANISH_SPEAKING)
          expect(mimePart(alert(email), 'text/plain').split('\n')[1]).toBe(SPANISH_SPEAKING)
          expect(mimePart(alert(email), 'text/html')).toContain(SPANISH_SPEAKING)
        }
        for (const email of ['ann@example.net', 'ed@example.net']) {
          expect(subjectOf(alert(email))).not.toContain(SPANISH_SPEAKING)
          expect(mimePart(alert(email), 'text/plain')).not.toContain(SPANISH_SPEAKING)
        }

        // The acknowledgement: the Spanish words for a Spanish lead, the English for an English one.
        const ack = (email: string) => smtp.replies.find((m) => to(m) === email)!
        const expectWords = (raw: string, words: typeof SPANISH, id: string, firstName: string, lang: string) => {
          const values = { reference: leadReference(id), name: firstName, business: MAIL.business.name, phone: MAIL.business.phone }
          expect(subjectOf(raw)).toBe(fill(words.acknowledgement.subject, values))
          const text = mimePart(raw, 'text/plain')
          for (const key of ['greeting', 'received', 'next', 'questions'] as const)
            expect(text).toContain(fill(words.acknowledgement[key], values))
          for (const line of words.forms.quote.confirmation.next) expect(text).toContain(line)
          expect(mimePart(raw, 'text/html')).toMatch(new RegExp(`<html lang="${lang}">`))
          expect(header(raw, 'Content-Language')).toBe(lang)
        }
        expectWords(ack('ana@example.net'), SPANISH, es, validLead().firstName, 'es')
        expectWords(ack('eva@example.net'), SPANISH, byLang, 'Eva', 'es')
        expectWords(ack('ann@example.net'), ENGLISH, en, 'Ann', 'en')
      })
    })

    it('a lead from the Spanish copy of a page with an urgent form is urgent, as from the English page', async () => {
      const [form] = LEAD_MAIL.urgentForms
      expect(form, 'a page of pages/ has an urgent quote form').toBeDefined()
      await withApp(open, async (app) => {
        const id = await send(app, validLead(), { route: localeRoute(form!.route, 'es'), section: form!.section })
        const item = (await app.inject({ url: '/api/desk/leads', headers: ADMIN_HEADERS })).json().items[0]
        expect(item).toMatchObject({ id, urgent: true, language: 'es' })
      })
    })
  })
}

describe('the words follow the lead’s language, none written in code', () => {
  const lead = storedLead

  it('the acknowledgement takes the words of the lead’s language when the site has them, else English', () => {
    expect(MAIL.languages?.es?.words).toEqual(SPANISH.acknowledgement)
    const marked = { ...MAIL, languages: { es: { ...MAIL.languages!.es!, words: { ...MAIL.words, greeting: 'Buenos días, {name}:' } } } }
    expect(acknowledgementEmail(lead({ language: 'es' }), marked).text.split('\n')[0]).toBe('Buenos días, Ann:')
    expect(acknowledgementEmail(lead({ language: 'en' }), marked).text.split('\n')[0]).toBe(fill(MAIL.words.greeting, { name: 'Ann' }))
    // A language the site has no words for (or an English-only lead-mail.json): English.
    expect(acknowledgementEmail(lead({ language: 'fr' }), marked).language).toBe('en')
    expect(acknowledgementEmail(lead({ language: 'es' }), LEAD_MAIL).language).toBe('en')
  })

  it('the owner’s e-mail says what data/desk.json says of the lead’s language', () => {
    expect(readCustomerLanguage(ROOT)).toEqual(DESK.customerLanguage)
    const words = { es: 'Cliente de habla hispana' }
    expect(leadEmail(lead({ language: 'es' }), QUOTE_OPTIONS, words).subject).toContain('Cliente de habla hispana')
    expect(leadEmail(lead({ language: 'en' }), QUOTE_OPTIONS, words).text).not.toContain('Cliente de habla hispana')
  })

  it('the webhooks’ lead.created carries the language', () => {
    const payload = JSON.parse(leadPayload({ ...lead({ language: 'es' }), reference: 'X' }, Date.now()))
    expect(payload.data.language).toBe('es')
    expect(JSON.parse(leadPayload({ ...lead(), reference: 'X' }, Date.now())).data.language).toBe('en')
  })
})

describe('the no-JavaScript answer in the page’s language', () => {
  const NAVIGATED = {
    'sec-fetch-site': 'same-origin',
    origin: 'http://localhost:80',
    'sec-fetch-mode': 'navigate',
    'sec-fetch-dest': 'document',
    'sec-fetch-user': '?1',
  }
  const apps: TestApp[] = []
  afterAll(async () => Promise.all(apps.map((a) => a.cleanup())))
  /** A native post from `fields.page` (its Referer too, unless `from` names the page the browser was on). */
  const post = async (app: App, fields: Record<string, string>, from = fields.page) =>
    app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...NAVIGATED,
        ...(from ? { referer: `http://localhost${from}` } : {}),
      },
      payload: new URLSearchParams(fields).toString(),
    })
  const appWith = async () => {
    const t = await makeApp({ rateLimitMax: 100 }, { leadMail: MAIL })
    apps.push(t)
    return t
  }

  it('a lead posted from a Spanish page goes to the Spanish thank-you page and is stored in Spanish', async () => {
    const { app } = await appWith()
    const page = localeRoute('/contact', 'es')
    const res = await post(app, { ...validLead(), website: '', page })
    expect(res.statusCode).toBe(303)
    expect(res.headers.location).toBe(`${localeRoute('/thank-you', 'es')}#top`)
    expect(project.pages.some((p) => p.route === '/thank-you')).toBe(true)
    const english = await post(app, { ...validLead(), email: 'other@example.net', website: '', page: '/contact' })
    expect(english.headers.location).toBe('/thank-you#top')
    // The page the browser was on says the language when the form's field names the English route; without a Referer,
    // the field does.
    const field = await post(app, { ...validLead(), email: 'field@example.net', website: '', page: '/contact' }, page)
    expect(field.headers.location).toBe(`${localeRoute('/thank-you', 'es')}#top`)
    const noReferer = await post(app, { ...validLead(), email: 'noref@example.net', website: '', page }, '')
    expect(noReferer.headers.location).toBe(`${localeRoute('/thank-you', 'es')}#top`)
    const languages = Object.fromEntries((await listLeads(app)).items.map((l) => [l.email, l.language]))
    expect(languages).toEqual({
      [validLead().email]: 'es',
      'other@example.net': 'en',
      'field@example.net': 'es',
      'noref@example.net': 'es',
    })
  })

  it('without a rendered page, mistakes are answered in the page’s language with its form’s words', async () => {
    const { app } = await appWith()
    const res = await post(app, { ...validLead(), firstName: '', website: '', page: localeRoute('/contact', 'es') })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-language']).toBe('es')
    expect(res.body.split('\n')[0]).toBe(SPANISH.invalid)
    const english = await post(app, { ...validLead(), firstName: '', website: '', page: '/contact' })
    expect(english.headers['content-language']).toBe('en')
    expect(english.body.split('\n')[0]).not.toBe(SPANISH.invalid)
  })

  it('with the site’s renderer, mistakes go back to the Spanish page (the Spanish contact page when it has no form)', async () => {
    const t = await appWith()
    const bundle = path.join(t.dir, 'server', 'entry-server.js')
    fs.mkdirSync(path.dirname(bundle), { recursive: true })
    fs.writeFileSync(bundle, 'export async function renderQuoteFormPage() { return null }\n')
    const contact = localeRoute('/contact', 'es')
    const gallery = localeRoute('/gallery', 'es')
    for (const [route, type] of [
      [contact, 'quote-form'],
      [gallery, 'project-gallery'],
    ] as const) {
      const file = path.join(t.config.siteDir, `_data${route}.json`)
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.writeFileSync(file, JSON.stringify({ route, sections: [{ type }] }))
    }
    const place = (res: { headers: Record<string, unknown> }) => String(res.headers.location).split('?')[0]
    expect(place(await post(t.app, { ...validLead(), phone: '1', website: '', page: contact }))).toBe(contact)
    expect(place(await post(t.app, { ...validLead(), phone: '1', website: '', page: gallery }))).toBe(contact)
    // A form whose field names the English route, on a Spanish page: back to the Spanish page.
    expect(place(await post(t.app, { ...validLead(), phone: '1', website: '', page: '/contact' }, contact))).toBe(contact)
  })
})

describe('migration 10: the leads of a database from before are English', () => {
  const insertOld = `INSERT INTO leads (id, first_name, last_name, email, phone, location, service, message, received_at)
    VALUES ('00000000-0000-7000-8000-000000000001', 'Old', 'Lead', 'old@example.com', '(914) 555-0100', 'rye', 'bar-countertops', 'From before.', '2026-01-01T00:00:00.000Z')`
  const before = MIGRATIONS.filter((m) => m.version < 10)
  const languageOf = async (store: LeadStore) => {
    await store.migrate()
    const { items } = await store.list({ page: 1, pageSize: 10, status: 'all' })
    await store.close()
    return items.map((l) => [l.id, l.language])
  }

  it('sqlite', async () => {
    const dir = tempDir('language-')
    try {
      const file = path.join(dir, 'leads.db')
      const old = new Database(file)
      old.exec('CREATE TABLE migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)')
      for (const m of before) {
        old.exec(m.sqlite)
        old.prepare('INSERT INTO migrations VALUES (?, ?, ?)').run(m.version, m.name, '2026-01-01')
      }
      old.exec(insertOld)
      old.close()
      expect(await languageOf(new SqliteLeadStore(file))).toEqual([['00000000-0000-7000-8000-000000000001', 'en']])
      const raw = new Database(file, { readonly: true })
      expect(raw.prepare('SELECT max(version) AS v FROM migrations').get()).toEqual({ v: 10 })
      raw.close()
    } finally {
      removeDir(dir)
    }
  })

  it.skipIf(!PG_URL)('postgres', async () => {
    const schema = await pgTest.create()
    const old = new pg.Client(pgTest.options(schema))
    await old.connect()
    try {
      await old.query(
        'CREATE TABLE migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())',
      )
      for (const m of before) {
        await old.query(m.postgres)
        await old.query('INSERT INTO migrations (version, name) VALUES ($1, $2)', [m.version, m.name])
      }
      await old.query(insertOld)
      expect(await languageOf(new PgLeadStore(pgTest.options(schema)))).toEqual([['00000000-0000-7000-8000-000000000001', 'en']])
      const { rows } = await old.query('SELECT max(version) AS v FROM migrations')
      expect(rows[0].v).toBe(10)
    } finally {
      await old.end()
    }
  })
})
