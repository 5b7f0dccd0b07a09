import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ServerManifest } from '@tanstack/router-core'
import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Accounts, sha256 } from '../../api/accounts/sessions'
import { AccountStore, type Role } from '../../api/accounts/store'
import { MemoryRateLimiter } from '../../api/rate-limiter'
import { PgLeadStore } from '../../api/store/postgres'
import { SqliteLeadStore } from '../../api/store/sqlite'
import type { LeadStore } from '../../api/store/types'
import { uuidv7 } from '../../api/uuid'
import { buildStudio, isEditorModule, STUDIO_PATH } from '../../app/editor/studio'
import { DESK_APP } from '../../schemas/desk'
import { collectionNames, collections } from '../../schemas/collections'
import { makeApp, removeDir, tempDir } from './api/helpers'
import { PG_URL, pgSchemas } from './api/pg-schemas'
import { copyProject } from '../helpers/project-copy'
import { landingPage } from '../helpers/landing-page'

/**
 * The studio (`npm run studio`): the editor on the server behind the desk's sign-in. Every request needs a live desk
 * session of a marketer or an owner (the desk's cookie, read from the same store); a change needs the session's CSRF
 * token and a same-origin request; a save is a git commit authored by the signed-in user. With the studio off, the
 * public server answers none of its paths.
 */
let dir: string
let cleanup: () => Promise<void>
let dataDir: string
let store: SqliteLeadStore
let studio: FastifyInstance
const HOST = 'site.example.com'
const git = (...args: string[]) => spawnSync('git', args, { cwd: dir, encoding: 'utf8' })
const commits = () => Number(git('rev-list', '--count', 'HEAD').stdout.trim())

type Tab = { cookie: string; csrf: string }
const people: Record<string, Tab> = {}
const marketer = { email: 'maria@westchesterstone.com', name: 'Maria Marketer' }

/** A user of the desk with a session in the store, as the desk's sign-in leaves it (its cookie and CSRF token). */
async function signedIn(email: string, name: string, role: Role | 'expired', on: LeadStore = store): Promise<Tab> {
  const db = new AccountStore(on)
  const { user } = await db.upsertFromCli(
    { id: uuidv7(), email, name, role: role === 'expired' ? 'marketer' : role, passwordHash: 'not-used-here' },
    Date.now(),
  )
  const id = randomBytes(32).toString('base64url')
  const now = Date.now()
  const at = role === 'expired' ? now - 2 * 3_600_000 : now
  await db.startSession(
    {
      idHash: sha256(id),
      previousHash: null,
      userId: user.id,
      userAgent: null,
      expiresAt: role === 'expired' ? now - 1 : now + 3_600_000,
      idleBefore: 0,
    },
    { at, actor: { id: user.id, email }, target: user.id, client: 'test' },
  )
  const csrf = await new Accounts({ store: on, limiter: new MemoryRateLimiter() }).csrfToken(id)
  return { cookie: `desk_session=${id}`, csrf }
}

const landing = landingPage([{ type: 'hero', headline: 'Outdoor Kitchens Built for Every Season' }])
const FILE = 'pages/studio-landing.json'

/** A save of the landing page from the editor's own page (same origin), with what `tab` has and `headers` on top. */
const save = (tab: Partial<Tab> | undefined, headers: Record<string, string> = {}, file = FILE) =>
  studio.inject({
    method: 'POST',
    url: `${STUDIO_PATH}/api/save`,
    headers: {
      host: HOST,
      origin: `http://${HOST}`,
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
      ...(tab?.cookie ? { cookie: tab.cookie } : {}),
      ...(tab?.csrf ? { 'x-csrf-token': tab.csrf } : {}),
      ...headers,
    },
    payload: JSON.stringify({ file, value: landing, create: true }),
  })
const get = (url: string, tab?: Tab) =>
  studio.inject({ method: 'GET', url, headers: { host: HOST, ...(tab ? { cookie: tab.cookie } : {}) } })

beforeAll(async () => {
  ;({ dir, cleanup } = await copyProject(['pages', 'data', 'biome.json', 'package.json']))
  git('init', '-q')
  git('add', '-A')
  git('-c', 'user.name=developer', '-c', 'user.email=dev@example.com', 'commit', '-qm', 'the site')
  dataDir = tempDir('studio-')
  store = new SqliteLeadStore(join(dataDir, 'leads.db'))
  await store.migrate()
  people.marketer = await signedIn(marketer.email, marketer.name, 'marketer')
  people.owner = await signedIn('owner@westchesterstone.com', 'Olga Owner', 'owner')
  people.expired = await signedIn('late@westchesterstone.com', 'Late Larry', 'expired')
  studio = await buildStudio({
    root: dir,
    accounts: { store, limiter: new MemoryRateLimiter() },
    previewManifest: { routes: {} } as unknown as ServerManifest,
  })
})
afterAll(async () => {
  await studio?.close()
  await store?.close()
  removeDir(dataDir)
  await cleanup()
})

describe('the studio behind the desk’s sign-in', () => {
  it('sends a page to the desk’s sign-in and answers 401 to the API without a live session', async () => {
    for (const tab of [undefined, people.expired, { cookie: `desk_session=${randomBytes(32).toString('base64url')}`, csrf: '' }]) {
      const page = await get(STUDIO_PATH, tab)
      expect(page.statusCode).toBe(303)
      expect(page.headers.location).toBe(DESK_APP)
      const list = await get(`${STUDIO_PATH}/api/project`, tab)
      expect(list.statusCode).toBe(401)
      expect(list.body).not.toContain(FILE)
      const saved = await save(tab)
      expect(saved.statusCode).toBe(401)
    }
    expect(existsSync(join(dir, FILE))).toBe(false)
  })

  it('lets a marketer and an owner read the pages, with the CSRF token the editor sends', async () => {
    for (const who of ['marketer', 'owner']) {
      const list = await get(`${STUDIO_PATH}/api/project`, people[who])
      expect(list.statusCode).toBe(200)
      expect(list.json().pages.map((p: { file: string }) => p.file)).toContain('pages/index.json')
      const session = await get(`${STUDIO_PATH}/api/session`, people[who])
      expect(session.json()).toMatchObject({ user: { role: who }, csrfToken: people[who].csrf })
    }
  })

  it('refuses a change without the CSRF token, with another session’s token, or from another site: nothing written', async () => {
    const before = commits()
    const refused = [
      await save({ cookie: people.marketer.cookie }),
      await save({ cookie: people.marketer.cookie, csrf: people.owner.csrf }),
      await save(people.marketer, { 'sec-fetch-site': 'cross-site' }),
      await save(people.marketer, { 'sec-fetch-site': 'same-site' }),
      await save(people.marketer, { 'sec-fetch-site': '', origin: 'https://evil.example' }),
    ]
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403])
    expect(existsSync(join(dir, FILE))).toBe(false)
    expect(commits()).toBe(before)
  })

  it('refuses page names that leave pages/ or hide a control character', async () => {
    const before = commits()
    for (const file of [
      'pages/../package.json',
      'pages/../../escape.json',
      'pages/a\u0000b.json',
      'pages/new\npage.json',
      'pages//x.json',
    ]) {
      const res = await save(people.marketer, {}, file)
      expect(res.statusCode, file).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, file).toBeLessThan(500)
    }
    expect(commits()).toBe(before)
    expect(git('status', '--porcelain').stdout.trim()).toBe('')
  })

  it('refuses a role below the one the studio lets in (STUDIO_ROLE=owner: a marketer gets 403)', async () => {
    const owners = await buildStudio({
      root: dir,
      accounts: { store, limiter: new MemoryRateLimiter() },
      previewManifest: { routes: {} } as unknown as ServerManifest,
      role: 'owner',
    })
    try {
      const as = (tab: Tab, method: 'GET' | 'POST', url: string) =>
        owners.inject({
          method,
          url,
          headers: {
            host: HOST,
            origin: `http://${HOST}`,
            cookie: tab.cookie,
            'x-csrf-token': tab.csrf,
            'content-type': 'application/json',
          },
          payload: method === 'POST' ? JSON.stringify({ file: FILE, value: landing, create: true }) : undefined,
        })
      expect((await as(people.marketer, 'GET', STUDIO_PATH)).statusCode).toBe(403)
      expect((await as(people.marketer, 'GET', `${STUDIO_PATH}/api/project`)).statusCode).toBe(403)
      expect((await as(people.marketer, 'POST', `${STUDIO_PATH}/api/save`)).statusCode).toBe(403)
      expect(existsSync(join(dir, FILE))).toBe(false)
      expect((await as(people.owner, 'GET', `${STUDIO_PATH}/api/project`)).statusCode).toBe(200)
    } finally {
      await owners.close()
    }
  })

  it('writes a marketer’s save and commits it authored by the marketer', async () => {
    const res = await save(people.marketer)
    expect(res.statusCode, res.body).toBe(200)
    expect(JSON.parse(await readFile(join(dir, FILE), 'utf8')).meta.title).toBe(landing.meta.title)
    expect(git('log', '-1', '--format=%an <%ae>|%s').stdout.trim()).toBe(`${marketer.name} <${marketer.email}>|Studio landing: new page`)
    expect(git('show', '--name-only', '--format=', 'HEAD').stdout.trim()).toBe(FILE)
  })
})

describe.skipIf(!PG_URL)('on PostgreSQL (DATABASE_URL): the desk’s sessions read from the same store', () => {
  const pgTest = pgSchemas()
  it('lets a marketer in, sends the others to the sign-in', async () => {
    const pgStore = new PgLeadStore(pgTest.options(await pgTest.create()))
    await pgStore.migrate()
    const onPg = await buildStudio({
      root: dir,
      accounts: { store: pgStore, limiter: new MemoryRateLimiter() },
      previewManifest: { routes: {} } as unknown as ServerManifest,
    })
    try {
      const tab = await signedIn(marketer.email, marketer.name, 'marketer', pgStore)
      const as = (cookie?: string) =>
        onPg.inject({ url: `${STUDIO_PATH}/api/project`, headers: { host: HOST, ...(cookie ? { cookie } : {}) } })
      expect((await as(tab.cookie)).statusCode).toBe(200)
      expect((await as(people.marketer.cookie)).statusCode).toBe(401) // a session of another store
      expect((await as()).statusCode).toBe(401)
    } finally {
      await onPg.close()
      await pgStore.close()
    }
  })
})

describe('pictures uploaded in the studio', () => {
  const upload = (name: string, payload: Buffer, filename = `${name}.png`) =>
    studio.inject({
      method: 'POST',
      url: `${STUDIO_PATH}/api/images?${new URLSearchParams({ filename, name, alt: 'A test picture' })}`,
      headers: {
        host: HOST,
        origin: `http://${HOST}`,
        cookie: people.marketer.cookie,
        'x-csrf-token': people.marketer.csrf,
        'content-type': 'application/octet-stream',
      },
      payload,
    })
  const registry = () => readFile(join(dir, 'data/images.json'), 'utf8')

  it('refuses a file that is not an image, or one over the size limit: nothing written, no commit', async () => {
    const [before, count] = [await registry(), commits()]
    expect((await upload('not-a-picture', Buffer.from('plain text, not a picture'))).statusCode).toBe(422)
    expect((await upload('too-large', Buffer.alloc(26 * 1024 * 1024, 1))).statusCode).toBe(413)
    expect(await registry()).toBe(before)
    expect(existsSync(join(dir, 'data/images/not-a-picture.png'))).toBe(false)
    expect(existsSync(join(dir, 'data/images/too-large.png'))).toBe(false)
    expect(commits()).toBe(count)
  })

  it('stores a picture and its entry as one commit authored by the marketer', async () => {
    const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#336699' } })
      .png()
      .toBuffer()
    const res = await upload('studio-test-photo', png)
    expect(res.statusCode, res.body).toBe(200)
    expect(JSON.parse(await registry())['studio-test-photo']).toMatchObject({ src: 'studio-test-photo.png', alt: 'A test picture' })
    expect(git('log', '-1', '--format=%an <%ae>').stdout.trim()).toBe(`${marketer.name} <${marketer.email}>`)
    expect(git('show', '--name-only', '--format=', 'HEAD').stdout.trim().split('\n').sort()).toEqual([
      'data/images.json',
      'data/images/studio-test-photo.png',
    ])
  })
})

describe('what of Vite’s server the studio passes on', () => {
  it('the modules of the editor’s page, never another file of the repository', () => {
    for (const url of [
      '/_editor/@vite/client',
      '/_editor/app/editor/client/main.tsx',
      '/_editor/app/browser/styles.css?direct',
      '/_editor/node_modules/.vite/deps/react.js?v=a5a8fda8',
      '/_editor/@fs/srv/site/node_modules/vite/dist/client/env.mjs',
      '/_editor/sections/_shared/Section.tsx',
      '/_editor/styled-system/css/index.mjs',
    ])
      expect(isEditorModule(url), url).toBe(true)
    for (const url of [
      '/_editor/var/leads.db',
      '/_editor/package.json',
      '/_editor/.env',
      '/_editor/.git/config',
      '/_editor/app/../var/leads.db',
      '/_editor/app/%2e%2e/var/leads.db',
      '/_editor/@fs/srv/site/var/leads.db',
      '/_editor/@fs/srv/site/node_modules/../var/leads.db',
      '/_editor/data/images/kitchen.jpg',
      '/_editor/sections/hero/.git/x.ts',
      '/app/editor/client/main.tsx',
    ])
      expect(isEditorModule(url), url).toBe(false)
  })
})

describe('with the studio off', () => {
  it('the public server answers none of the studio’s paths', async () => {
    const { app, cleanup: done } = await makeApp()
    try {
      const record = collections[collectionNames[0]].file
      for (const [method, url] of [
        ['GET', STUDIO_PATH],
        ['GET', `${STUDIO_PATH}/page?file=pages/index.json`],
        ['GET', `${STUDIO_PATH}/api/project`],
        ['GET', `${STUDIO_PATH}/api/session`],
        ['GET', `${STUDIO_PATH}/api/file?path=${record}`],
        ['GET', `${STUDIO_PATH}/events`],
        ['POST', `${STUDIO_PATH}/api/save`],
        ['POST', `${STUDIO_PATH}/api/images`],
      ] as const) {
        const res = await app.inject({
          method,
          url,
          headers: { 'content-type': 'application/json' },
          payload: method === 'POST' ? '{}' : undefined,
        })
        expect([404, 405], `${method} ${url}`).toContain(res.statusCode)
        expect(res.body).not.toMatch(/csrfToken|"pages":|text\/event-stream/)
      }
    } finally {
      await done()
    }
  })
})
