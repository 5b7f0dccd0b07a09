/** Shared fixtures for the API tests: temp dirs, a tiny fake site, a valid lead, an app, the quote form's token. */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { buildApp, type AppDeps } from '../../../api/app'
import { powHeader } from '../../../api/pow'
import { judgeStored } from '../../../api/spam'
import { testConfig, type Config } from '../../../api/config'
import type { Lead, LeadStore, NewLead, SubmitOptions } from '../../../api/store/types'
import type { QuoteOptions } from '../../../schemas/quote'
import { fillFacts, siteFacts } from '../../../schemas/facts'
import { LEAD_MAIL_FILE, type LeadMail, leadMail } from '../../../schemas/lead-mail'
import { pageFileToRoute } from '../../../schemas/routing'

export function tempDir(prefix = 'api-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix))
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true })
}

/** Writes `file` under `root`, plus `.br` and `.gz` twins when `twins`. */
export function writeFile(root: string, file: string, content: string | Buffer, twins = false): void {
  const abs = path.join(root, file)
  fs.mkdirSync(path.dirname(abs), { recursive: true })
  fs.writeFileSync(abs, content)
  if (twins) {
    fs.writeFileSync(`${abs}.br`, zlib.brotliCompressSync(content))
    fs.writeFileSync(`${abs}.gz`, zlib.gzipSync(content))
  }
}

export const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>${'<p>filler text</p>'.repeat(50)}</body></html>`

/**
 * The quote form's lists as a build writes them beside the site (`quote-options.json`, derived from data/): here the
 * specification's eight locations and five services, so the API tests do not depend on the towns and services a marketer adds.
 */
export const QUOTE_OPTIONS: QuoteOptions = {
  locations: [
    { value: 'white-plains', label: 'White Plains' },
    { value: 'yonkers', label: 'Yonkers' },
    { value: 'new-rochelle', label: 'New Rochelle' },
    { value: 'mount-vernon', label: 'Mount Vernon' },
    { value: 'peekskill', label: 'Peekskill' },
    { value: 'rye', label: 'Rye' },
    { value: 'scarsdale', label: 'Scarsdale' },
    { value: 'other', label: 'Other Westchester Location' },
  ],
  services: [
    { value: 'kitchen-countertops', label: 'Kitchen Countertops' },
    { value: 'bathroom-countertops', label: 'Bathroom Countertops' },
    { value: 'bar-countertops', label: 'Bar/Island' },
    { value: 'outdoor-countertops', label: 'Outdoor Countertops' },
    { value: 'repair-restoration', label: 'Repair & Restoration' },
  ],
}

const ROOT = path.resolve(import.meta.dirname, '../../..')
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'))

/**
 * What a build writes beside the site as `lead-mail.json` (schemas/lead-mail.ts), made from the project's data and
 * pages as they are written (facts filled as the checker fills them): the business, the acknowledgement's words and
 * the urgent forms. Read directly, not through the page loader, so an app starts without loading the whole project.
 */
export const LEAD_MAIL: LeadMail = (() => {
  const site = readJson('data/site.json')
  const facts = siteFacts(site)
  const pages = fs
    .readdirSync(path.join(ROOT, 'pages'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ route: pageFileToRoute(f), page: readJson(path.join('pages', f)) }))
  const collections = { site, 'quote-form': fillFacts(readJson('data/quote-form.json'), facts), blocks: readJson('data/blocks.json').items }
  return leadMail({ collections, pages })
})()

/** A minimal build output in `<dir>/client` (and the quote options and lead mail beside it), following the build contract. */
export function makeSite(dir: string, quoteOptions: QuoteOptions | null = QUOTE_OPTIONS): string {
  const root = path.join(dir, 'client')
  writeFile(root, 'index.html', page('Home'), true)
  writeFile(root, 'services/granite/index.html', page('Granite'), true)
  writeFile(root, '404.html', page('404 Page Not Found'), true)
  writeFile(root, 'assets/app-3f2a1b.js', `console.log(${JSON.stringify('x'.repeat(2000))});`, true)
  writeFile(root, 'images/logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  writeFile(root, 'robots.txt', 'User-agent: *\nAllow: /\n', true)
  writeFile(root, 'sitemap.xml', '<?xml version="1.0"?><urlset></urlset>', true)
  writeFile(dir, 'secret.txt', 'outside the site root')
  if (quoteOptions) writeFile(dir, 'quote-options.json', JSON.stringify(quoteOptions))
  writeFile(dir, LEAD_MAIL_FILE, JSON.stringify(LEAD_MAIL))
  return root
}

export const validLead = () => ({
  firstName: 'Ann',
  lastName: 'Smith',
  email: 'ann@example.com',
  phone: '(914) 555-0100',
  location: 'white-plains',
  service: 'kitchen-countertops',
  message: 'Granite island, about 40 sq ft.',
})

/** A lead as the store keeps it (the valid fields, received, judged clean), for the notification tests. */
export const storedLead = (extra: Partial<Lead> = {}): Lead => ({
  id: '019a2b3c-4d5e-7f60-8a1b-2c3d4e5f6a7b',
  ...validLead(),
  form: 'quote',
  receivedAt: '2026-01-01T00:00:00.000Z',
  userAgent: null,
  status: 'ok',
  spamScore: 0,
  spamReasons: [],
  ...extra,
})

export const ADMIN_TOKEN = 'test-admin-token-0123456789'
/** /healthz's details (reasons, checks) are for the admin token only. */
export const ADMIN_HEADERS = { authorization: `Bearer ${ADMIN_TOKEN}` }

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>
  config: Config
  dir: string
  cleanup(): Promise<void>
}

/** An app on a temp DATA_DIR and a temp fake site. */
export async function makeApp(overrides: Partial<Config> = {}, deps: AppDeps = {}): Promise<TestApp> {
  const dir = tempDir()
  const config = testConfig({
    dataDir: path.join(dir, 'data'),
    siteDir: makeSite(dir),
    adminToken: ADMIN_TOKEN,
    formMinMs: 0,
    ...overrides,
  })
  const app = await buildApp(config, deps)
  return {
    app,
    config,
    dir,
    async cleanup() {
      await app.close()
      removeDir(dir)
    },
  }
}

export const json = (body: unknown, headers: Record<string, string> = {}) => ({
  headers: { 'content-type': 'application/json', ...headers },
  payload: JSON.stringify(body),
})

type Injector = { inject: TestApp['app']['inject'] }

/** The stored leads the admin API lists for `status` (up to 100), as the business reads them. */
export const listLeads = async (app: Injector, status = 'all') =>
  (await app.inject({ url: `/api/contact-requests?status=${status}&pageSize=100`, headers: ADMIN_HEADERS })).json() as {
    items: Lead[]
    total: number
  }

/** The proof of work solved with each form token formToken returned: asBrowser sends it along, as the island does. */
const solved = new Map<string, string>()

/** Solves a proof-of-work challenge of the app (as the island's worker does) for a client sending `headers`. */
export async function solvePow(app: Injector, headers: Record<string, string> = {}, remoteAddress?: string): Promise<string> {
  const res = await app.inject({ url: '/api/contact/challenge', headers, ...(remoteAddress ? { remoteAddress } : {}) })
  const challenge = res.json() as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('proof of work not solved')
  return powHeader(challenge, solution)
}

/**
 * What the quote form's island holds once it is live: the form token the challenge's answer carried in X-Form-Token.
 * With `pow` (the default) that challenge is solved too, and asBrowser sends the solution with this token. `headers`
 * are the browser's (its User-Agent: a token is bound to it).
 */
export async function formToken(app: Injector, headers: Record<string, string> = {}, pow = true, remoteAddress?: string): Promise<string> {
  const res = await app.inject({ url: '/api/contact/challenge', headers, ...(remoteAddress ? { remoteAddress } : {}) })
  const token = res.headers['x-form-token']
  if (typeof token !== 'string') throw new Error(`no form token with the challenge: ${res.statusCode}`)
  if (pow) {
    const challenge = res.json() as Challenge
    const solution = await solveChallenge({ challenge, deriveKey })
    if (!solution) throw new Error('proof of work not solved')
    solved.set(token, powHeader(challenge, solution))
  }
  return token
}

/** A JSON post as the island sends it: with its form token (get it with formToken) and its proof of work. */
export const asBrowser = (body: unknown, token: string, headers: Record<string, string> = {}) => {
  const pow = solved.get(token)
  return json(body, { 'x-form-token': token, ...(pow ? { 'x-altcha': pow } : {}), ...headers })
}

/** A lead as the route hands it to a store (status ok, unique fingerprint unless given). */
export function newLead(n: number, overrides: Partial<NewLead> = {}): NewLead {
  return {
    id: randomUUID(),
    ...validLead(),
    firstName: `Lead${n}`,
    form: 'quote',
    receivedAt: new Date(Date.now() - 60_000 + n).toISOString(),
    userAgent: 'vitest',
    status: 'ok',
    spamScore: 0,
    spamReasons: [],
    fingerprint: randomUUID(),
    tokenId: null,
    idempotencyKey: null,
    ...overrides,
  }
}

/** Submit options as the route gives them, with the spam judge's token rule at three uses per token instead of one. */
export const SUBMIT: SubmitOptions = {
  notify: true,
  duplicateWindowMs: 3_600_000,
  judge: (verdict, counts) => judgeStored(verdict, counts, 3),
}

export async function until(check: () => boolean | Promise<boolean>, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

/** A store whose every call fails as a broken disk does (SQLITE_IOERR); `submitted` counts the submits tried. */
export function failingStore(): LeadStore & { submitted: number } {
  const fail = async () => {
    throw Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR' })
  }
  const store = {
    kind: 'sqlite' as const,
    submitted: 0,
    migrate: async () => {},
    submit: async () => {
      store.submitted++
      return fail()
    },
    list: fail,
    count: fail,
    probe: fail,
    ping: fail,
    state: () => ({ busyMs: 0 }),
    secret: async () => Buffer.alloc(32, 1),
    close: async () => {},
    claimOutbox: fail,
    markOutboxSent: fail,
    markOutboxFailed: fail,
    pendingOutbox: fail,
    outboxStats: fail,
    pruneSpam: fail,
    spamSince: fail,
    claimDigest: fail,
    releaseDigest: fail,
    batch: fail,
  }
  return store
}
