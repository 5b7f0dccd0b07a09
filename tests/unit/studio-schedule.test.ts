import { spawnSync } from 'node:child_process'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Publisher } from '../../app/editor/server/publish'
import { ownerNotifier, Scheduler, SCHEDULE_PERSON } from '../../app/editor/server/schedule'
import { resolveFrame } from '../../app/builder/frame'
import { readProject } from '../../schemas/load'
import { pagesAt, readableTime } from '../../schemas/schedule'
import { checkProject } from '../../schemas/validate'
import { writeMissingTexts } from '../helpers/copies'
import { freePort } from '../helpers/free-port'
import { landingPage } from '../helpers/landing-page'
import { copyProject } from '../helpers/project-copy'
import { OWNER, type Sink, startSmtp } from './api/smtp'

/**
 * Scheduled publishing (schemas/schedule.ts, app/editor/server/schedule.ts) on a copy of the project with its own git
 * repository, the clock given: `validate` holds a page's times and the links to a scheduled page; the frame leaves out a
 * menu entry to a page not live yet; the scheduler builds ahead of a page's time and switches at it, publishes a time
 * that passed while the studio was stopped (a new scheduler and publisher on the same folders, as after a restart),
 * never publishes again after a rollback, and when a scheduled build fails leaves the live build, e-mails the owner
 * once (a real SMTP server) and tries again later. The build here is a quick stand-in that writes the instant it was
 * given (the switch and the clock are under test; the real build is the studio journey's, tests/e2e/studio-publish.spec.ts).
 */
let dir: string
let cleanup: () => Promise<void>
let smtp: Sink
let smtpPort: number
const git = (...args: string[]) => spawnSync('git', args, { cwd: dir, encoding: 'utf8' })
const commit = (message: string) => {
  git('add', '-A', 'pages', 'data')
  git('-c', 'user.name=Maria Marketer', '-c', 'user.email=maria@example.com', 'commit', '-qm', message)
}
const OFFER = 'pages/winter-offer.json'
const OFFER_ROUTE = '/winter-offer'
const T = Date.parse('2027-01-04T06:00:00-05:00')
const MIN = 60_000

const quickBuild = (outDir: string) => ({
  command: process.execPath,
  args: [
    '-e',
    `const fs = require('node:fs'), path = require('node:path')
     if (fs.existsSync(path.join(process.env.SITE_ROOT, 'FAIL'))) { console.error('▸ images  (0.1 s)'); console.error('sharp: the picture is broken'); process.exit(1) }
     fs.mkdirSync(path.join(process.env.OUT_DIR, 'client'), { recursive: true })
     fs.writeFileSync(path.join(process.env.OUT_DIR, 'client', 'index.html'), 'built for ' + process.env.BUILD_TIME)
     fs.writeFileSync(path.join(process.env.OUT_DIR, 'build-state.json'), '{}')`,
  ],
  env: { ...process.env, OUT_DIR: outDir, SITE_ROOT: dir },
})

let clock = 0
const builds = () => join(dir, 'var', 'builds')
const liveHtml = () => readFile(join(builds(), 'current', 'client', 'index.html'), 'utf8')
const schedulerOn = (publisher: Publisher) =>
  new Scheduler(dir, publisher, {
    now: () => clock,
    retryMs: 5 * MIN,
    notify: ownerNotifier({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, to: OWNER, from: 'website@example.com' }, () => {}),
  })

/** A landing page with its own title and description (`name`), shown in English under /es, and `schedule`. */
const offer = (name: string, schedule: object | undefined, link?: string) => {
  const page = landingPage([
    { type: 'hero', headline: name, ...(link ? { buttons: [{ label: 'See the offer', href: link, variant: 'primary' }] } : {}) },
  ])
  page.meta.title = `${name} | Westchester Countertops`
  page.meta.description = `${name}: winter pricing on granite and quartz countertops, fabricated and installed across Westchester.`
  return { ...page, fallbackToEnglish: ['es'], ...(schedule ? { schedule } : {}) }
}

beforeAll(async () => {
  ;({ dir, cleanup } = await copyProject())
  smtpPort = await freePort()
  smtp = await startSmtp(smtpPort)
  git('init', '-q')
  commit('the site')
}, 60_000)
afterAll(async () => {
  await smtp?.close()
  await cleanup?.()
})

describe('a page’s schedule in validate and the frame', () => {
  it('lets a menu lead to a scheduled page, refuses a link that would outlive it and an unpublish before the publish', async () => {
    await writeFile(join(dir, OFFER), `${JSON.stringify(offer('The Winter Offer', { publish: '2027-01-04T06:00:00-05:00' }), null, 2)}\n`)
    const nav = JSON.parse(await readFile(join(dir, 'data/navigation.json'), 'utf8'))
    nav.drawer.links.push({ label: 'Winter Offer', href: OFFER_ROUTE })
    await writeFile(join(dir, 'data/navigation.json'), `${JSON.stringify(nav, null, 2)}\n`)
    // Released with it: a second page with the same time links to it.
    const companion = offer('Winter Offer Terms', { publish: '2027-01-04T06:00:00-05:00' }, OFFER_ROUTE)
    await writeFile(join(dir, 'pages/winter-offer-terms.json'), `${JSON.stringify(companion, null, 2)}\n`)
    await writeMissingTexts(dir)
    let checked = checkProject(await readProject(dir))
    expect(checked.issues).toEqual([])

    // An always-live page linking to it would show a link to a missing page until then.
    const always = offer('Always Here', undefined, OFFER_ROUTE)
    await writeFile(join(dir, 'pages/always-here.json'), `${JSON.stringify(always, null, 2)}\n`)
    // An unpublish before the publish, and a time without its offset.
    await writeFile(
      join(dir, 'pages/backwards.json'),
      `${JSON.stringify(offer('Backwards', { publish: '2027-01-04T06:00:00-05:00', unpublish: '2027-01-03T06:00:00-05:00' }), null, 2)}\n`,
    )
    await writeFile(join(dir, 'pages/no-offset.json'), `${JSON.stringify(offer('No Offset', { publish: '2027-01-04T06:00' }), null, 2)}\n`)
    checked = checkProject(await readProject(dir))
    const messages = checked.issues.map((i) => `${i.file} › ${i.path}: ${i.message}`)
    expect(messages).toContainEqual(
      `pages/always-here.json › sections[0] (hero) › buttons[0].href: links to "${OFFER_ROUTE}", which is live only from ${readableTime(T)} (its "schedule") — link to it from a menu, or from pages live no longer than it`,
    )
    expect(messages).toContainEqual(
      `pages/backwards.json › schedule.unpublish: unpublishes at ${readableTime(T - 24 * 60 * MIN)}, not after it publishes (${readableTime(T)}) — give a later time or leave it out`,
    )
    expect(
      messages.filter(
        (m) =>
          m ===
          'pages/no-offset.json › schedule.publish: "2027-01-04T06:00": expected a time with its offset, like "2026-12-14T06:00:00-05:00"',
      ),
    ).toHaveLength(1)
    expect(messages.filter((m) => !/always-here|backwards|no-offset/.test(m))).toEqual([])
    for (const file of ['always-here', 'backwards', 'no-offset']) {
      await rm(join(dir, `pages/${file}.json`))
      await rm(join(dir, `data/es/pages/${file}.json`), { force: true })
    }

    // The drawer shows the entry from the page's time on, not before.
    const project = checkProject(await readProject(dir))
    const drawerHrefs = (at: number) => resolveFrame({ ...project, pages: pagesAt(project.pages, at) }).drawer.links.map((l) => l.href)
    expect(drawerHrefs(T - 1)).not.toContain(OFFER_ROUTE)
    expect(drawerHrefs(T)).toContain(OFFER_ROUTE)
    commit('Winter offer: new page (scheduled)')
  }, 60_000)
})

/** Both pages leave the site at `at` (a commit). */
async function unpublishBoth(at: number) {
  for (const file of [OFFER, 'pages/winter-offer-terms.json']) {
    const page = JSON.parse(await readFile(join(dir, file), 'utf8'))
    page.schedule.unpublish = new Date(at).toISOString()
    await writeFile(join(dir, file), `${JSON.stringify(page, null, 2)}\n`)
  }
  commit('Winter offer: unpublish time')
}

describe('the scheduler', () => {
  let publisher: Publisher
  let scheduler: Scheduler

  it('builds ahead of a page’s time and makes that build live at it; the time is then done', async () => {
    publisher = new Publisher(dir, builds(), quickBuild)
    scheduler = schedulerOn(publisher)
    // The live site before: published by hand half an hour before the time.
    clock = T - 30 * MIN
    publisher.start({ name: 'Maria Marketer', email: 'maria@example.com' }, clock)
    await publisher.settled()
    expect(await liveHtml()).toBe(`built for ${new Date(T - 30 * MIN).toISOString()}`)
    const upcoming = (await scheduler.status()).upcoming
    expect(upcoming).toEqual([
      expect.objectContaining({
        at: new Date(T).toISOString(),
        kind: 'publish',
        pages: [
          { file: 'pages/winter-offer-terms.json', route: '/winter-offer-terms' },
          { file: OFFER, route: OFFER_ROUTE },
        ],
      }),
    ])
    // 20 minutes before: nothing yet; 5 minutes before: a build made ahead, not live.
    clock = T - 20 * MIN
    expect(await scheduler.tick()).toBeNull()
    expect(publisher.prepared).toBeNull()
    clock = T - 5 * MIN
    expect(await scheduler.tick()).toBeNull()
    expect(publisher.prepared).toMatchObject({ at: T })
    expect(await liveHtml()).toBe(`built for ${new Date(T - 30 * MIN).toISOString()}`)
    // At the time: that build goes live, built for the page's time.
    clock = T + 10_000
    const run = await scheduler.tick()
    expect(run?.done).toMatchObject({ ok: true })
    expect(run?.steps.map((s) => s.text)).toEqual(['Taking the build made ahead for this time', 'Switching the live site'])
    expect(await liveHtml()).toBe(`built for ${new Date(T).toISOString()}`)
    expect((await publisher.status()).history[0]).toMatchObject({ kind: 'publish', by: SCHEDULE_PERSON.name })
    expect((await scheduler.status()).upcoming).toEqual([])
    clock = T + 60_000
    expect(await scheduler.tick()).toBeNull()
  }, 60_000)

  it('after a rollback, does not publish the same time again', async () => {
    expect(await publisher.rollback({ name: 'Olga Owner', email: 'owner@example.com' })).toBeTruthy()
    clock = T + 2 * MIN
    expect(await scheduler.tick()).toBeNull()
    expect(await liveHtml()).toBe(`built for ${new Date(T - 30 * MIN).toISOString()}`)
  })

  it('publishes a time that passed while the studio was stopped, at its first look after the restart', async () => {
    scheduler.stop()
    // An unpublish time for both pages (the terms link to the offer: they leave together), then the process stops; it
    // starts again after the time.
    await unpublishBoth(T + 60 * MIN)
    publisher = new Publisher(dir, builds(), quickBuild)
    scheduler = schedulerOn(publisher)
    clock = T + 75 * MIN
    const run = await scheduler.tick()
    expect(run?.done, JSON.stringify(run?.done)).toMatchObject({ ok: true })
    expect(run?.steps.map((s) => s.text)).toContain('Building')
    expect(await liveHtml()).toBe(`built for ${new Date(T + 75 * MIN).toISOString()}`)
  }, 60_000)

  it('leaves the live site when a scheduled build fails, e-mails the owner once, and tries again later', async () => {
    const live = await liveHtml()
    await unpublishBoth(T + 120 * MIN)
    await writeFile(join(dir, 'FAIL'), '')
    const before = smtp.messages.length
    clock = T + 121 * MIN
    const run = await scheduler.tick()
    expect(run?.done).toMatchObject({ ok: false, reason: 'The build stopped: the live site is unchanged' })
    expect(await liveHtml()).toBe(live)
    await expect.poll(() => smtp.messages.length, { timeout: 10_000 }).toBe(before + 1)
    const mail = smtp.messages.at(-1)!.replace(/=\r?\n/g, '')
    expect(mail).toContain(`Subject: Scheduled publish failed: ${readableTime(T + 120 * MIN)}`)
    expect(mail).toContain('sharp: the picture is broken')
    expect((await scheduler.status()).failed).toMatchObject({ for: new Date(T + 120 * MIN).toISOString() })
    // A minute later: not tried again yet. Six minutes later: tried again, no second e-mail.
    clock = T + 122 * MIN
    expect(await scheduler.tick()).toBeNull()
    clock = T + 127 * MIN
    expect((await scheduler.tick())?.done).toMatchObject({ ok: false })
    await rm(join(dir, 'FAIL'))
    clock = T + 133 * MIN
    expect((await scheduler.tick())?.done).toMatchObject({ ok: true })
    expect(await liveHtml()).toBe(`built for ${new Date(T + 133 * MIN).toISOString()}`)
    expect((await scheduler.status()).failed).toBeNull()
    await new Promise((r) => setTimeout(r, 300))
    expect(smtp.messages.length).toBe(before + 1)
  }, 60_000)
})
