import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ServerManifest } from '@tanstack/router-core'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { type ApiContext, api } from '../../app/editor/server/api'
import { copyProject } from '../helpers/project-copy'
import { landingPage } from '../helpers/landing-page'

/**
 * Every save a git commit, when the editor's API is told who saves (the studio on a server): the commit is authored by
 * that person and its message says what changed, in words. Without an author (`npm run edit`) nothing is committed.
 * A page's name is its address: a name that could reach outside pages/ or hide a control character is refused.
 */
let dir: string
let cleanup: () => Promise<void>
const git = (...args: string[]) => spawnSync('git', args, { cwd: dir, encoding: 'utf8' })
beforeEach(async () => {
  ;({ dir, cleanup } = await copyProject(['pages', 'data', 'biome.json', 'package.json']))
  git('init', '-q')
  git('add', '-A')
  git('-c', 'user.name=developer', '-c', 'user.email=dev@example.com', 'commit', '-qm', 'the site')
})
afterEach(() => cleanup())

const marketer = { name: 'Maria Marketer', email: 'maria@westchesterstone.com' }
const context = (author?: ApiContext['author']): ApiContext => ({
  root: dir,
  previewManifest: { routes: {} } as unknown as ServerManifest,
  regenerate: () => {},
  author,
})
const post = (ctx: ApiContext, route: string, body: unknown) => api(ctx, 'POST', new URL(`http://127.0.0.1/_editor/api/${route}`), body)
const hashOf = async (file: string) =>
  ((await api(context(), 'GET', new URL(`http://127.0.0.1/_editor/api/file?path=${file}`), undefined)).body as { hash: string }).hash
const lastCommit = () => git('log', '-1', '--format=%an <%ae>|%s|%cn').stdout.trim().split('|')
const commits = () => Number(git('rev-list', '--count', 'HEAD').stdout.trim())

const landing = landingPage([
  { type: 'hero', headline: 'Outdoor Kitchens Built for Every Season', buttons: [{ label: 'Get Free Quote', href: '#quote' }] },
  { type: 'faq', items: [{ question: 'Can countertops stay outside all winter?', answer: 'Porcelain and granite can.' }] },
  { type: 'quote-form' },
])

describe('every save a git commit', () => {
  it('commits a new page and each change as the signed-in person, saying what changed', async () => {
    const file = 'pages/outdoor-kitchens.json'
    const created = await post(context(marketer), 'save', { file, value: landing, create: true })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect(lastCommit()).toEqual([`${marketer.name} <${marketer.email}>`, 'Outdoor kitchens: new page', 'Site studio'])
    expect(git('show', '--name-only', '--format=', 'HEAD').stdout.trim()).toBe(file)

    const edited = structuredClone(landing)
    ;(edited.sections[0] as { headline: string }).headline = 'Outdoor Kitchens for Every Season'
    ;(edited.sections[1] as { items: { question: string; answer: string }[] }).items.push({
      question: 'Do you install gas grill cutouts?',
      answer: 'Yes, to the grill maker’s template.',
    })
    const saved = await post(context(marketer), 'save', { file, value: edited, baseHash: await hashOf(file) })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(lastCommit()).toEqual([`${marketer.name} <${marketer.email}>`, 'Outdoor kitchens: hero headline; new FAQ item', 'Site studio'])
    expect(JSON.parse(git('show', `HEAD:${file}`).stdout)).toEqual(edited)
    // The work tree holds nothing the studio wrote and did not commit.
    expect(git('status', '--porcelain').stdout.trim()).toBe('')
  })

  it('says a record changed by its key, and a title change as the page’s', async () => {
    const reviews = JSON.parse(await readFile(join(dir, 'data/testimonials.json'), 'utf8'))
    const [first] = reviews.items
    first.quote = `${first.quote} Highly recommended.`
    const saved = await post(context(marketer), 'save', {
      file: 'data/testimonials.json',
      value: reviews,
      baseHash: await hashOf('data/testimonials.json'),
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(lastCommit()[1]).toBe(`Testimonials: ${first.id} quote`)
    const home = JSON.parse(await readFile(join(dir, 'pages/index.json'), 'utf8'))
    home.meta.title = `${home.meta.title} Today`.slice(-70)
    expect(
      (await post(context(marketer), 'save', { file: 'pages/index.json', value: home, baseHash: await hashOf('pages/index.json') })).status,
    ).toBe(200)
    expect(lastCommit()[1]).toBe('Home: page title')
  })

  it('commits nothing without an author (npm run edit): the developer commits', async () => {
    const before = commits()
    const saved = await post(context(), 'save', { file: 'pages/outdoor-kitchens.json', value: landing, create: true })
    expect(saved.status).toBe(200)
    expect(commits()).toBe(before)
    expect(git('status', '--porcelain').stdout).toContain('pages/outdoor-kitchens.json')
  })

  it('refuses a page name with "..", a slash outside the route grammar, a backslash or a control character', async () => {
    const before = commits()
    for (const file of [
      'pages/../package.json',
      'pages/../../outside.json',
      'pages//outdoor.json',
      'pages/outdoor/.json',
      'pages\\outdoor.json',
      'pages/out\u0000door.json',
      'pages/out\u0007door.json',
      'pages/out\ndoor.json',
      'pages/Outdoor.json',
      '/etc/passwd',
    ]) {
      const reply = await post(context(marketer), 'save', { file, value: landing, create: true })
      expect(reply.status, JSON.stringify(file)).toBe(400)
      expect(
        (await api(context(), 'GET', new URL(`http://127.0.0.1/_editor/api/file?path=${encodeURIComponent(file)}`), undefined)).status,
      ).toBe(404)
    }
    expect(existsSync(join(dir, '../outside.json'))).toBe(false)
    expect(commits()).toBe(before)
    expect(git('status', '--porcelain').stdout.trim()).toBe('')
  })
})
