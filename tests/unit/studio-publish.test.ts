import { spawnSync } from 'node:child_process'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import type { ServerManifest } from '@tanstack/router-core'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MemoryRateLimiter } from '../../api/rate-limiter'
import { SqliteLeadStore } from '../../api/store/sqlite'
import { hash } from '../../app/editor/server/api'
import { PreviewLinks } from '../../app/editor/server/preview-link'
import { Publisher, type PublishStatus } from '../../app/editor/server/publish'
import { buildStudio, STUDIO_PATH } from '../../app/editor/studio'
import { pageFileToRoute } from '../../schemas/routing'
import { copyBuild, copyProject } from '../helpers/project-copy'
import { signedIn, STUDIO_HOST as HOST, studioCall, type Tab } from '../helpers/studio'
import { makeApp, removeDir, tempDir, type TestApp, until } from './api/helpers'

/**
 * Publishing, history and preview links from the studio, on a copy of the project with its own git repository and
 * the project's build as the first live one: a publish builds into a new folder and the public server (the real app,
 * SITE_DIR = <builds>/current/client) switches to it; a rollback switches back; a build made to fail leaves the live
 * site and says why at the page and field; requests during publishes never see an error or two builds in one answer;
 * the history lists a page's versions with their author and fields, and restores one as a new commit; a preview link
 * opens without a session, marked and never indexed, and a changed one is refused.
 */
let dir: string
let cleanup: () => Promise<void>
let dataDir: string
let builds: string
let store: SqliteLeadStore
let studio: FastifyInstance
let publisher: Publisher
let site: TestApp
const git = (...args: string[]) => spawnSync('git', args, { cwd: dir, encoding: 'utf8' })
const people: Record<string, Tab> = {}
const marketer = { email: 'maria@westchesterstone.com', name: 'Maria Marketer' }

const call = studioCall(() => studio)

/** The first published page of the project whose first section is a hero with a headline (the content decides which). */
let FILE = ''
let ROUTE = ''
let DATA = ''
let original = ''
async function findHeroPage() {
  const files = (await readdir(join(dir, 'pages'), { recursive: true })).filter((f) => f.endsWith('.json')).sort()
  for (const f of files) {
    const page = JSON.parse(await readFile(join(dir, 'pages', f), 'utf8'))
    const route = pageFileToRoute(`pages/${f}`)
    if (route && !page.draft && page.sections?.[0]?.type === 'hero' && typeof page.sections[0].headline === 'string') {
      FILE = `pages/${f}`
      ROUTE = route
      DATA = route === '/' ? '/_data/index.json' : `/_data${route}.json`
      original = page.sections[0].headline
      return
    }
  }
  throw new Error('no page starts with a hero')
}

/** Saves the page with another headline through the studio, as the marketer: a commit authored by her. */
async function saveHeadline(headline: string | number) {
  const text = await readFile(join(dir, FILE), 'utf8')
  const value = JSON.parse(text)
  value.sections[0].headline = headline
  const res = await call('POST', `${STUDIO_PATH}/api/save`, people.marketer, { file: FILE, value, baseHash: hash(text) })
  expect(res.statusCode, res.body).toBe(200)
}

async function publish(): Promise<PublishStatus> {
  const res = await call('POST', `${STUDIO_PATH}/api/publish`, people.marketer)
  expect(res.statusCode, res.body).toBe(202)
  await publisher.settled()
  return (await call('GET', `${STUDIO_PATH}/api/publish`, people.marketer)).json()
}

const publicPage = async (url = ROUTE) => {
  const res = await site.app.inject({ method: 'GET', url })
  return { status: res.statusCode, body: res.body, build: res.headers['x-site-build'] }
}

beforeAll(async () => {
  ;({ dir, cleanup } = await copyProject())
  await copyBuild(dir)
  git('init', '-q')
  git('add', '-A', 'pages', 'data')
  git('-c', 'user.name=developer', '-c', 'user.email=dev@example.com', 'commit', '-qm', 'the site')
  await findHeroPage()
  dataDir = tempDir('studio-publish-')
  // Inside the site's folder, as on a server (var/builds): a build's server renderer finds its packages in node_modules.
  builds = join(dir, 'var', 'builds')
  store = new SqliteLeadStore(join(dataDir, 'leads.db'))
  await store.migrate()
  people.marketer = await signedIn(store, marketer.email, marketer.name, 'marketer')
  people.owner = await signedIn(store, 'owner@westchesterstone.com', 'Olga Owner', 'owner')
  publisher = new Publisher(dir, builds)
  expect(await publisher.adopt()).toBeTruthy()
  studio = await buildStudio({
    root: dir,
    accounts: { store, limiter: new MemoryRateLimiter() },
    previewManifest: { routes: {} } as unknown as ServerManifest,
    builds,
    dataDir,
    publisher,
  })
  site = await makeApp({ siteDir: join(builds, 'current', 'client') })
}, 120_000)
afterAll(async () => {
  await site?.cleanup()
  await studio?.close()
  await store?.close()
  removeDir(dataDir)
  await cleanup()
})

describe('publishing from the studio', () => {
  it('publishes a changed headline to the live site, and a rollback brings the old one back', async () => {
    const before = await publicPage()
    expect(before.body).toContain(original)
    await saveHeadline('Published from the studio today')
    const status = await publish()
    expect(status.run?.done, JSON.stringify(status.run)).toMatchObject({ ok: true })
    expect(status.run?.steps.map((s) => s.text)).toContain('Switching the live site')
    expect(status.live).toBe(status.run?.build)
    expect(status.previous).toBe(before.build)
    expect(status.history[0]).toMatchObject({ kind: 'publish', by: marketer.name, build: status.live })
    await until(async () => (await publicPage()).build === status.live, 5_000, 'the public server follows the link')
    const after = await publicPage()
    expect(after.body).toContain('Published from the studio today')
    expect(after.body).not.toContain(original)
    expect((await publicPage(DATA)).body).toContain('Published from the studio today')

    const back = await call('POST', `${STUDIO_PATH}/api/publish/rollback`, people.owner)
    expect(back.statusCode, back.body).toBe(200)
    expect(back.json()).toEqual({ live: before.build, previous: status.live })
    await until(async () => (await publicPage()).build === before.build, 5_000, 'the rollback is live')
    expect((await publicPage()).body).toContain(original)
    // A second rollback goes forward again.
    expect((await call('POST', `${STUDIO_PATH}/api/publish/rollback`, people.marketer)).statusCode).toBe(200)
    await until(async () => (await publicPage()).body.includes('Published from the studio today'), 5_000, 'forward again')
  }, 90_000)

  it('leaves the live site as it was when the build fails, and says why at the page and field', async () => {
    const live = await publicPage()
    // A developer's commit that breaks the page (the studio itself never saves one).
    const value = JSON.parse(await readFile(join(dir, FILE), 'utf8'))
    value.sections[0].headline = 42
    await writeFile(join(dir, FILE), `${JSON.stringify(value, null, 2)}\n`)
    git('-c', 'user.name=developer', '-c', 'user.email=dev@example.com', 'commit', '-qam', 'a broken headline')
    try {
      const status = await publish()
      expect(status.run?.done).toMatchObject({ ok: false })
      const done = status.run?.done as { issues: { file: string; route: string; path: string; at: unknown[]; message: string }[] }
      expect(done.issues).toContainEqual(
        expect.objectContaining({ file: FILE, route: ROUTE, path: 'sections[0] (hero) › headline', at: ['sections', 0, 'headline'] }),
      )
      expect(status.live).toBe(live.build)
      await new Promise((r) => setTimeout(r, 600))
      expect(await publicPage()).toEqual(live)
    } finally {
      git('-c', 'user.name=developer', '-c', 'user.email=dev@example.com', 'revert', '--no-edit', 'HEAD')
    }
  }, 60_000)

  it('answers every request during publishes from one build: no error, no page with another build’s data', async () => {
    await site.app.listen({ port: 0, host: '127.0.0.1' })
    const base = `http://127.0.0.1:${(site.app.server.address() as AddressInfo).port}`
    const first = await fetch(`${base}${ROUTE}`)
    const html = await first.text()
    const asset = /(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(asset).toBeTruthy()
    // Which headline each build shows: known for the build live now, added as each publish goes live.
    const headlineOf = new Map<string, string>()
    const liveNow = first.headers.get('x-site-build')!
    headlineOf.set(liveNow, /Published from the studio today/.test(html) ? 'Published from the studio today' : original)
    const seen: { url: string; status: number; build: string | null; body: string }[] = []
    let stop = false
    const hammer = async () => {
      for (let i = 0; !stop; i++) {
        const url = [ROUTE, DATA, asset!][i % 3]!
        const res = await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'identity' } })
        seen.push({ url, status: res.status, build: res.headers.get('x-site-build'), body: url === asset ? '' : await res.text() })
        await new Promise((r) => setTimeout(r, 10))
      }
    }
    const clients = Array.from({ length: 3 }, hammer)
    try {
      for (const n of [1, 2]) {
        await saveHeadline(`Headline of publish ${n}`)
        const status = await publish()
        expect(status.run?.done, JSON.stringify(status.run)).toMatchObject({ ok: true })
        headlineOf.set(status.live!, `Headline of publish ${n}`)
        await until(async () => (await publicPage()).build === status.live, 5_000, 'live')
        await new Promise((r) => setTimeout(r, 300))
      }
    } finally {
      stop = true
      await Promise.all(clients)
    }
    expect(seen.length).toBeGreaterThan(50)
    expect(seen.filter((r) => r.status !== 200)).toEqual([])
    const builds = new Set(seen.map((r) => r.build))
    expect(builds.size).toBeGreaterThanOrEqual(3)
    for (const r of seen.filter((r) => r.url !== asset)) {
      const headline = headlineOf.get(r.build!)
      expect(headline, `${r.url} from ${r.build}`).toBeTruthy()
      expect(r.body.includes(headline!), `${r.url} from ${r.build} shows ${headline}`).toBe(true)
      for (const [other, text] of headlineOf)
        if (other !== r.build && text !== headline && text !== original) expect(r.body.includes(text)).toBe(false)
    }
  }, 180_000)
})

describe('the history of a page', () => {
  it('lists its versions with their author and the fields that changed, and restores one as a new commit', async () => {
    const res = await call('GET', `${STUDIO_PATH}/api/history?file=${encodeURIComponent(FILE)}`, people.marketer)
    expect(res.statusCode).toBe(200)
    const versions = res.json().versions as {
      commit: string
      author: string
      files: { fields: { path: string; old: string; new: string }[] }[]
    }[]
    const byMaria = versions.find((v) => v.files[0]?.fields.some((f) => f.new === 'Headline of publish 2'))
    expect(byMaria).toBeTruthy()
    expect(byMaria!.author).toBe(marketer.name)
    expect(byMaria!.files[0]!.fields).toContainEqual({
      path: 'sections[0] (hero) › headline',
      old: 'Headline of publish 1',
      new: 'Headline of publish 2',
    })
    const first = versions.at(-1)!
    const restored = await call('POST', `${STUDIO_PATH}/api/history/restore`, people.marketer, { file: FILE, commit: first.commit })
    expect(restored.statusCode, restored.body).toBe(200)
    expect(JSON.parse(await readFile(join(dir, FILE), 'utf8')).sections[0].headline).toBe(original)
    expect(git('log', '-1', '--format=%an|%H|%s').stdout.trim()).toMatch(
      new RegExp(`^${marketer.name}\\|${restored.json().commit}\\|.*restored to the version of`),
    )
    const site = await call('GET', `${STUDIO_PATH}/api/history`, people.owner)
    expect(site.json().versions[0].commit).toBe(restored.json().commit)
  }, 30_000)
})

describe('a shareable preview link', () => {
  it('opens without a session, marked as a preview and never indexed; a changed link is refused, an old one gone', async () => {
    const value = JSON.parse(await readFile(join(dir, FILE), 'utf8'))
    value.sections[0].headline = 'Not saved yet: for the owner’s eyes'
    const made = await call('POST', `${STUDIO_PATH}/api/preview-link`, people.marketer, { file: FILE, value })
    expect(made.statusCode, made.body).toBe(201)
    const { url } = made.json() as { url: string }
    const open = await studio.inject({ method: 'GET', url, headers: { host: HOST } })
    expect(open.statusCode).toBe(200)
    expect(open.headers['x-robots-tag']).toContain('noindex')
    expect(open.body).toContain('<meta name="robots" content="noindex, nofollow">')
    expect(open.body).toContain('data-preview-banner')
    expect(open.body).toContain('Not saved yet: for the owner’s eyes')
    const token = url.split('/').pop()!
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
    const refused = await studio.inject({ method: 'GET', url: url.replace(token, tampered), headers: { host: HOST } })
    expect(refused.statusCode).toBe(403)
    expect(refused.body).toContain('not valid')
    const later = new PreviewLinks(dataDir, undefined, () => Date.now() + 8 * 86_400_000)
    expect(await later.open(token)).toMatchObject({ ok: false, status: 410 })
    const longer = token.replace(/\.(\d{13})\./, (_m, end) => `.${Number(end) + 86_400_000}.`)
    expect((await studio.inject({ method: 'GET', url: url.replace(token, longer), headers: { host: HOST } })).statusCode).toBe(403)
  }, 30_000)
})

describe('the new studio endpoints behind the desk’s sign-in', () => {
  const endpoints: ['GET' | 'POST', string, unknown?][] = [
    ['GET', '/api/publish'],
    ['POST', '/api/publish'],
    ['POST', '/api/publish/rollback'],
    ['GET', '/api/history'],
    ['POST', '/api/history/restore', { file: 'pages/index.json', commit: 'HEAD' }],
    ['POST', '/api/preview-link', { file: 'pages/index.json', value: { sections: [] } }],
  ]
  it('refuses no session (401), a missing CSRF token and another site (403); STUDIO_ROLE=owner refuses a marketer (403)', async () => {
    const commits = git('rev-list', '--count', 'HEAD').stdout
    const live = await publisher.linked()
    for (const [method, path, body] of endpoints) {
      expect((await call(method, `${STUDIO_PATH}${path}`, undefined, body)).statusCode, path).toBe(401)
      if (method === 'POST') {
        expect((await call(method, `${STUDIO_PATH}${path}`, { cookie: people.marketer.cookie }, body)).statusCode, path).toBe(403)
        for (const site of ['cross-site', 'same-site'])
          expect((await call(method, `${STUDIO_PATH}${path}`, people.marketer, body, { 'sec-fetch-site': site })).statusCode, path).toBe(
            403,
          )
        expect(
          (await call(method, `${STUDIO_PATH}${path}`, people.marketer, body, { 'sec-fetch-site': '', origin: 'https://evil.example' }))
            .statusCode,
          path,
        ).toBe(403)
      }
    }
    const owners = await buildStudio({
      root: dir,
      accounts: { store, limiter: new MemoryRateLimiter() },
      previewManifest: { routes: {} } as unknown as ServerManifest,
      role: 'owner',
      builds,
      dataDir,
      publisher,
    })
    try {
      for (const [method, path, body] of endpoints) {
        const res = await owners.inject({
          method,
          url: `${STUDIO_PATH}${path}`,
          headers: {
            host: HOST,
            origin: `http://${HOST}`,
            cookie: people.marketer.cookie,
            'x-csrf-token': people.marketer.csrf,
            'content-type': 'application/json',
          },
          payload: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
        })
        expect(res.statusCode, path).toBe(403)
      }
    } finally {
      await owners.close()
    }
    expect(git('rev-list', '--count', 'HEAD').stdout).toBe(commits)
    expect(await publisher.linked()).toBe(live)
    await publisher.settled()
  })
})
