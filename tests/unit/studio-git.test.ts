import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ServerManifest } from '@tanstack/router-core'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MemoryRateLimiter } from '../../api/rate-limiter'
import { SqliteLeadStore } from '../../api/store/sqlite'
import { hash } from '../../app/editor/server/api'
import type { GitStatus } from '../../app/editor/server/git-remote'
import { buildStudio, STUDIO_PATH } from '../../app/editor/studio'
import { copyProject } from '../helpers/project-copy'
import { signedIn, STUDIO_HOST as HOST, studioCall, type Tab } from '../helpers/studio'
import { removeDir, tempDir, until } from './api/helpers'

/**
 * The studio and a remote repository: a copy of the project with its own git repository, a bare repository as its
 * remote (STUDIO_GIT_REMOTE=origin) and a second clone as the developer. A studio save is pushed, authored by the
 * marketer; a push the remote refuses keeps the commit, says why, and goes out after the next pull; a developer's
 * commit is pulled (a fast-forward, or a merge with the studio's own); a conflict is refused with its file listed and
 * leaves the studio's files and HEAD as they were; the pull refuses a request without a session, the role, the CSRF
 * token or from another site.
 */
let dir: string
let cleanup: () => Promise<void>
let dataDir: string
let remote: string
let developer: string
let store: SqliteLeadStore
let studio: FastifyInstance
const gitIn = (cwd: string, ...args: string[]) => {
  const out = spawnSync('git', args, { cwd, encoding: 'utf8' })
  if (out.status !== 0) throw new Error(`git ${args.join(' ')}: ${out.stderr}`)
  return out.stdout.trim()
}
const git = (...args: string[]) => gitIn(dir, ...args)
const dev = (...args: string[]) => gitIn(developer, '-c', 'user.name=Dana Developer', '-c', 'user.email=dana@example.com', ...args)
const people: Record<string, Tab> = {}
const marketer = { email: 'maria@westchesterstone.com', name: 'Maria Marketer' }

const call = studioCall(() => studio)

/** Two published pages that start with a hero with a headline (the content decides which). */
const heroPages: string[] = []
async function findHeroPages() {
  const files = (await readdir(join(dir, 'pages'), { recursive: true })).filter((f) => f.endsWith('.json')).sort()
  for (const f of files) {
    const page = JSON.parse(await readFile(join(dir, 'pages', f), 'utf8'))
    if (!page.draft && page.sections?.[0]?.type === 'hero' && typeof page.sections[0].headline === 'string') heroPages.push(`pages/${f}`)
  }
  if (heroPages.length < 2) throw new Error('fewer than two pages start with a hero')
}

/** The marketer saves a page with another headline in the studio: a commit authored by her. */
async function studioSaves(file: string, headline: string) {
  const text = await readFile(join(dir, file), 'utf8')
  const value = JSON.parse(text)
  value.sections[0].headline = headline
  const res = await call('POST', `${STUDIO_PATH}/api/save`, people.marketer, { file, value, baseHash: hash(text) })
  expect(res.statusCode, res.body).toBe(200)
}

/** The developer changes a page's headline in their clone, commits and pushes it. */
async function developerPushes(file: string, headline: string) {
  dev('pull', '--quiet', '--no-rebase', 'origin', 'main')
  const value = JSON.parse(await readFile(join(developer, file), 'utf8'))
  value.sections[0].headline = headline
  await writeFile(join(developer, file), `${JSON.stringify(value, null, 2)}\n`)
  dev('commit', '--quiet', '-am', `${file}: ${headline}`)
  dev('push', '--quiet', 'origin', 'main')
  return dev('rev-parse', 'HEAD')
}

const gitStatus = async () => (await call('GET', `${STUDIO_PATH}/api/git`, people.marketer)).json() as GitStatus
const headlineIn = async (root: string, file: string) => JSON.parse(await readFile(join(root, file), 'utf8')).sections[0].headline
const remoteLog = () => gitIn(remote, 'log', '--format=%an|%s', 'main').split('\n')

beforeAll(async () => {
  ;({ dir, cleanup } = await copyProject())
  git('init', '-q', '-b', 'main')
  git('add', '-A', 'pages', 'data')
  git('-c', 'user.name=developer', '-c', 'user.email=dev@example.com', 'commit', '-qm', 'the site')
  await findHeroPages()
  dataDir = tempDir('studio-git-')
  remote = join(dataDir, 'site.git')
  developer = join(dataDir, 'developer')
  gitIn(dataDir, 'init', '-q', '--bare', '-b', 'main', remote)
  git('remote', 'add', 'origin', remote)
  git('push', '-q', 'origin', 'main')
  gitIn(dataDir, 'clone', '-q', remote, developer)
  store = new SqliteLeadStore(join(dataDir, 'leads.db'))
  await store.migrate()
  people.marketer = await signedIn(store, marketer.email, marketer.name, 'marketer')
  process.env.STUDIO_GIT_REMOTE = 'origin'
  try {
    studio = await buildStudio({
      root: dir,
      accounts: { store, limiter: new MemoryRateLimiter() },
      previewManifest: { routes: {} } as unknown as ServerManifest,
      builds: join(dir, 'var', 'builds'),
      dataDir,
    })
  } finally {
    delete process.env.STUDIO_GIT_REMOTE
  }
}, 60_000)
afterAll(async () => {
  await studio?.close()
  await store?.close()
  removeDir(dataDir)
  await cleanup()
})

describe('the studio’s commits pushed to the remote', () => {
  it('pushes a save: the remote’s log shows the marketer’s commit', async () => {
    expect(await gitStatus()).toMatchObject({ remote: 'origin', branch: 'main', unpushed: 0 })
    await studioSaves(heroPages[0]!, 'Saved in the studio, sent to the repository')
    const head = git('rev-parse', 'HEAD')
    await until(async () => (await gitStatus()).push?.commit === head, 10_000, 'the push')
    expect(await gitStatus()).toMatchObject({ unpushed: 0, push: { ok: true, commit: head } })
    expect(gitIn(remote, 'rev-parse', 'main')).toBe(head)
    expect(remoteLog()[0]).toMatch(new RegExp(`^${marketer.name}\\|.*hero headline`))
  })

  it('keeps a save the remote refuses, shows why, and pushes it after the developer’s commits are pulled (a merge)', async () => {
    const devCommit = await developerPushes(heroPages[1]!, 'The developer’s own headline')
    await studioSaves(heroPages[0]!, 'Saved while the remote moved on')
    const saved = git('rev-parse', 'HEAD')
    await until(async () => (await gitStatus()).push?.commit === saved, 10_000, 'the push tried')
    const refused = await gitStatus()
    expect(refused.push).toMatchObject({ ok: false, commit: saved })
    expect(refused.push?.error).toMatch(/not pulled/)
    expect(refused.unpushed).toBe(1)
    expect(git('log', '-1', '--format=%an')).toBe(marketer.name)
    expect(await headlineIn(dir, heroPages[0]!)).toBe('Saved while the remote moved on')

    const pulled = await call('POST', `${STUDIO_PATH}/api/git/pull`, people.marketer)
    expect(pulled.statusCode, pulled.body).toBe(200)
    expect(pulled.json()).toMatchObject({ merged: true, pulled: [{ commit: devCommit, author: 'Dana Developer' }] })
    expect(await headlineIn(dir, heroPages[1]!)).toBe('The developer’s own headline')
    expect(await headlineIn(dir, heroPages[0]!)).toBe('Saved while the remote moved on')
    const merge = git('rev-parse', 'HEAD')
    expect(git('log', '-1', '--format=%an|%P')).toMatch(new RegExp(`^${marketer.name}\\|${saved} ${devCommit}$`))
    // The pull was a change: the save the remote refused goes out with the merge.
    await until(async () => (await gitStatus()).push?.commit === merge, 10_000, 'the push after the pull')
    expect(await gitStatus()).toMatchObject({ unpushed: 0, push: { ok: true } })
    expect(gitIn(remote, 'rev-parse', 'main')).toBe(merge)
  })

  it('pulls a developer’s commit as a fast-forward: the file changes, the commit is listed', async () => {
    const devCommit = await developerPushes(heroPages[1]!, 'A second headline from the developer')
    const pulled = await call('POST', `${STUDIO_PATH}/api/git/pull`, people.marketer)
    expect(pulled.statusCode, pulled.body).toBe(200)
    expect(pulled.json()).toEqual({
      merged: false,
      head: devCommit,
      pulled: [
        expect.objectContaining({ commit: devCommit, author: 'Dana Developer', message: expect.stringContaining('second headline') }),
      ],
    })
    expect(git('rev-parse', 'HEAD')).toBe(devCommit)
    expect(await headlineIn(dir, heroPages[1]!)).toBe('A second headline from the developer')
    // Nothing new since: an empty list.
    expect((await call('POST', `${STUDIO_PATH}/api/git/pull`, people.marketer)).json()).toMatchObject({ pulled: [] })
  })

  it('refuses a conflicting change with 409, its file listed, and leaves the studio’s file and HEAD as they were', async () => {
    await developerPushes(heroPages[0]!, 'The developer’s headline here')
    await studioSaves(heroPages[0]!, 'The marketer’s headline here')
    const head = git('rev-parse', 'HEAD')
    const text = await readFile(join(dir, heroPages[0]!), 'utf8')
    const res = await call('POST', `${STUDIO_PATH}/api/git/pull`, people.marketer)
    expect(res.statusCode, res.body).toBe(409)
    expect(res.json().conflicts).toEqual([heroPages[0]])
    expect(res.json().error).toMatch(/nothing was pulled/)
    expect(git('rev-parse', 'HEAD')).toBe(head)
    expect(await readFile(join(dir, heroPages[0]!), 'utf8')).toBe(text)
    expect(git('status', '--porcelain', '--', 'pages', 'data')).toBe('')
    expect(existsSync(join(dir, '.git', 'MERGE_HEAD'))).toBe(false)
    // The save stays unsent (the remote has the developer's) and says so.
    await until(async () => (await gitStatus()).push?.commit === head, 10_000, 'the push tried')
    expect((await gitStatus()).push).toMatchObject({ ok: false })
  })

  it('refuses the pull without a session (401), the CSRF token or from another site (403); STUDIO_ROLE=owner refuses a marketer (403)', async () => {
    const head = git('rev-parse', 'HEAD')
    const url = `${STUDIO_PATH}/api/git/pull`
    expect((await call('POST', url)).statusCode).toBe(401)
    expect((await call('GET', `${STUDIO_PATH}/api/git`)).statusCode).toBe(401)
    expect((await call('POST', url, { cookie: people.marketer.cookie })).statusCode).toBe(403)
    for (const site of ['cross-site', 'same-site'])
      expect((await call('POST', url, people.marketer, {}, { 'sec-fetch-site': site })).statusCode).toBe(403)
    expect((await call('POST', url, people.marketer, {}, { 'sec-fetch-site': '', origin: 'https://evil.example' })).statusCode).toBe(403)
    const owners = await buildStudio({
      root: dir,
      accounts: { store, limiter: new MemoryRateLimiter() },
      previewManifest: { routes: {} } as unknown as ServerManifest,
      role: 'owner',
      builds: join(dir, 'var', 'builds'),
      dataDir,
    })
    try {
      const res = await owners.inject({
        method: 'POST',
        url,
        headers: {
          host: HOST,
          origin: `http://${HOST}`,
          cookie: people.marketer.cookie,
          'x-csrf-token': people.marketer.csrf,
          'content-type': 'application/json',
        },
        payload: '{}',
      })
      expect(res.statusCode).toBe(403)
    } finally {
      await owners.close()
    }
    expect(git('rev-parse', 'HEAD')).toBe(head)
  })
})
