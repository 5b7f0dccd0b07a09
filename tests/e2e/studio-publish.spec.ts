import { spawnSync } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { readableTime, wallClockOf } from '../../schemas/schedule'
import { editHeadline as edit, marketer, type StudioSite, startStudioSite } from './studio-servers'

/**
 * Publishing, history and the preview link as a marketer uses them, on a copy of the project with its own repository:
 * the studio (`npm run studio`) and the public server (SITE_DIR = var/builds/current/client) run side by side on one
 * store, as on the server. She signs in at the desk, changes a headline, publishes it — the public server shows it —
 * and rolls it back; a build made to fail leaves the public page and shows why at the page and field; the history
 * shows her version with its field change and restores the first one; a preview link of an unsaved change opens in a
 * browser without a session, marked and never indexed, and a changed link is refused. Screenshots of the publishing
 * panel and the history at 390 and 1440 px go to var/studio-screens/ (those in app/editor/screenshots/ were taken from them).
 */
test.describe('publishing from the studio', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 })
  let servers: StudioSite
  let dir: string
  let studio: string
  let site: string
  let page: Page
  const git = (...args: string[]) => spawnSync('git', args, { cwd: dir, encoding: 'utf8' })
  let FILE = ''
  let ROUTE = ''
  let original = ''

  /** The public page's text (what a visitor gets now). */
  const publicText = () => fetch(`${site}${ROUTE}`).then((r) => r.text())
  const shot = (name: string) => page.screenshot({ path: `var/studio-screens/${name}.png`, fullPage: false })

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(300_000)
    // The scheduler looks every 2 s (15 s on a server): a scheduled minute is kept to the second.
    servers = await startStudioSite(browser, { studioEnv: { SCHEDULE_TICK_MS: '2000' } })
    ;({ dir, studio, site, page } = servers)
    ;({ file: FILE, route: ROUTE, headline: original } = servers.heroPages[0]!)
  })
  test.afterAll(async () => {
    await servers?.stop()
  })
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from its first parameter's pattern
  test.afterEach(async ({}, info) => {
    if (info.status !== info.expectedStatus) await info.attach('the servers’ output', { body: servers.output(), contentType: 'text/plain' })
  })

  const editHeadline = (headline: string, save = true) => edit(page, studio, FILE, headline, save)

  test('a marketer publishes a new headline to the live site and rolls it back in one click', async () => {
    expect(await publicText()).toContain(original)
    await editHeadline('Countertops Published from the Studio')
    await page.goto(`${studio}/_editor`)
    const panel = page.getByRole('region', { name: 'Live site' })
    await expect(panel).toBeVisible()
    await panel.getByRole('button', { name: 'Publish', exact: true }).click()
    await expect(panel.getByRole('status')).toContainText('Building', { timeout: 30_000 })
    await expect(panel.getByRole('status')).toContainText(`by ${marketer.name}`, { timeout: 120_000 })
    await expect.poll(publicText, { timeout: 10_000 }).toContain('Countertops Published from the Studio')
    await page.reload()
    await expect(page.getByRole('link', { name: ROUTE, exact: true }).first()).toBeVisible()
    await expect(panel.getByRole('status')).toContainText(`by ${marketer.name}`)
    await shot('studio-publish-1440')
    await page.setViewportSize({ width: 390, height: 844 })
    await panel.scrollIntoViewIfNeeded()
    await shot('studio-publish-390')
    await page.setViewportSize({ width: 1440, height: 1000 })
    await panel.getByRole('button', { name: 'Roll back', exact: true }).click()
    await expect(page.getByText('The previous build is live again')).toBeVisible()
    await expect.poll(publicText, { timeout: 10_000 }).toContain(original)
    expect(await publicText()).not.toContain('Countertops Published from the Studio')
    // And forward again: the rollback's own rollback.
    await panel.getByRole('button', { name: 'Roll back', exact: true }).click()
    await expect.poll(publicText, { timeout: 10_000 }).toContain('Countertops Published from the Studio')
  })

  test('a build made to fail leaves the live page as it was and shows why at the page and field', async () => {
    const before = await publicText()
    const json = JSON.parse(await readFile(join(dir, FILE), 'utf8'))
    json.sections[0].headline = 42
    await writeFile(join(dir, FILE), `${JSON.stringify(json, null, 2)}\n`)
    git('-c', 'user.name=developer', '-c', 'user.email=dev@example.com', 'commit', '-qam', 'a broken headline')
    try {
      await page.goto(`${studio}/_editor`)
      const panel = page.getByRole('region', { name: 'Live site' })
      await panel.getByRole('button', { name: 'Publish', exact: true }).click()
      const failure = panel.getByTestId('publish-failure')
      await expect(failure).toContainText('nothing was published', { timeout: 60_000 })
      await expect(failure.getByRole('link', { name: ROUTE, exact: true })).toBeVisible()
      await expect(failure).toContainText('sections[0] (hero) › headline')
      expect(await publicText()).toBe(before)
    } finally {
      git('-c', 'user.name=developer', '-c', 'user.email=dev@example.com', 'revert', '--no-edit', 'HEAD')
    }
  })

  test('the history shows her version as fields, and a restore is a new commit with the old text', async () => {
    await page.goto(`${studio}/_editor/page?file=${encodeURIComponent(FILE)}`)
    await page.getByRole('button', { name: 'History', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'History of this page' })
    const hers = dialog.getByTestId('version').filter({ hasText: marketer.name }).first()
    await expect(hers).toBeVisible()
    const change = hers.getByTestId('field-change')
    await expect(change).toContainText('sections[0] (hero) › headline')
    await expect(change).toContainText(`${original} → Countertops Published from the Studio`)
    await shot('studio-history-1440')
    await page.setViewportSize({ width: 390, height: 844 })
    await shot('studio-history-390')
    await page.setViewportSize({ width: 1440, height: 1000 })
    const commits = Number(git('rev-list', '--count', 'HEAD').stdout)
    const versions = dialog.getByTestId('version')
    // The first version (the developer's): its headline comes back.
    await versions.last().getByRole('button', { name: 'Restore this version' }).click()
    await expect(page.getByText('Version restored')).toBeVisible()
    expect(Number(git('rev-list', '--count', 'HEAD').stdout)).toBe(commits + 1)
    expect(git('log', '-1', '--format=%an|%s').stdout).toMatch(new RegExp(`^${marketer.name}\\|.*restored to the version of`))
    expect(JSON.parse(await readFile(join(dir, FILE), 'utf8')).sections[0].headline).toBe(original)
    // Live at the next publish (the scheduled one, below).
    expect(await publicText()).toContain('Countertops Published from the Studio')
  })

  test('a preview link of an unsaved change opens on a phone without signing in, marked and never indexed', async ({ browser }) => {
    await editHeadline('Only in the Preview, Not Saved', false)
    await page.getByRole('button', { name: 'Share preview' }).click()
    const link = await expect
      .poll(
        () =>
          page
            .locator('#preview-link')
            .inputValue()
            .catch(() => ''),
        { timeout: 20_000 },
      )
      .toContain('/_editor/preview/')
      .then(() => page.locator('#preview-link').inputValue())
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    try {
      const visitor = await phone.newPage()
      const answer = await visitor.goto(link)
      expect(answer?.status()).toBe(200)
      expect(answer?.headers()['x-robots-tag']).toContain('noindex')
      await expect(visitor.getByRole('note')).toContainText(`Preview of ${ROUTE}`)
      await expect(visitor.getByRole('heading', { name: 'Only in the Preview, Not Saved' })).toBeVisible()
      await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
      const token = link.split('/').pop()!
      const tampered = link.replace(token, `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`)
      const refused = await visitor.goto(tampered)
      expect(refused?.status()).toBe(403)
      await expect(visitor.getByRole('heading', { name: 'Preview unavailable' })).toBeVisible()
    } finally {
      await phone.close()
    }
  })

  test('a new landing page, previewed on a phone, goes live at its scheduled minute with its menu entry and sitemap line', async ({
    browser,
  }) => {
    test.setTimeout(300_000)
    const route = '/winter-countertop-offer'
    const file = `pages${route}.json`
    const headline = 'Winter Countertop Offer'
    await page.goto(`${studio}/_editor`)
    await page.getByRole('button', { name: 'New page' }).click()
    await page.getByLabel('Address', { exact: true }).fill(route)
    await page.keyboard.press('Enter')
    await page.getByRole('radio', { name: /^Sections/ }).click({ force: true })
    await page.getByRole('button', { name: 'Add section' }).click()
    await page.getByRole('button', { name: 'Add Hero', exact: true }).click()
    await page.getByLabel('Headline', { exact: true }).fill(headline)
    await page.keyboard.press('Tab')
    await expect(async () => {
      await page.getByRole('radio', { name: 'Page settings' }).click({ force: true })
      await expect(page.getByLabel('Title', { exact: true })).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 20_000 })
    await page.getByLabel('Title', { exact: true }).fill('Winter Countertop Offer | Westchester Countertops')
    await page
      .getByLabel('Description', { exact: true })
      .fill('Winter pricing on granite and quartz countertops, templated, fabricated and installed across Westchester County.')
    await page.getByLabel('Keyword 1', { exact: true }).fill('winter countertop offer')
    await page.getByRole('button', { name: 'Add language' }).click()
    await page.locator('[data-field="f-fallbackToEnglish"] input').first().fill('es')
    // One minute ahead, on the site's clock (the field's), to the minute.
    const at = Math.ceil((Date.now() + 60_000) / 60_000) * 60_000
    await page.getByRole('button', { name: 'Add schedule' }).click()
    await page.getByLabel('Publish at', { exact: true }).fill(wallClockOf(new Date(at).toISOString()))
    await expect(page.getByText(readableTime(at))).toBeVisible()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.locator('[data-save-status]')).toHaveText('Saved · valid', { timeout: 30_000 })
    const saved = JSON.parse(await readFile(join(dir, file), 'utf8'))
    expect(Date.parse(saved.schedule.publish)).toBe(at)

    // Its menu entry, in the drawer (released with the page: shown from its time on), and its words in Spanish.
    await page.goto(`${studio}/_editor/data?name=navigation`)
    const links = page.locator('[data-field="f-drawer_links"]')
    await links.getByRole('button', { name: 'Add link' }).click()
    const entry = links.getByRole('listitem').last()
    await entry.getByLabel('Label', { exact: true }).fill('Winter Offer')
    await entry.getByLabel('Link', { exact: true }).fill(route)
    await page.keyboard.press('Tab')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.locator('[data-save-status]')).toHaveText('Saved · valid', { timeout: 30_000 })
    // Its Spanish, beside it (saved to the copy, data/es/navigation.json, when the field is left).
    const spanish = entry.locator('[data-translation="es"]').first()
    await spanish.fill('Oferta de invierno')
    await page.keyboard.press('Tab')
    await expect
      .poll(async () => JSON.parse(await readFile(join(dir, 'data/es/navigation.json'), 'utf8')).drawer.links.at(-1)?.label)
      .toBe('Oferta de invierno')

    // The owner sees the page on his phone first, from a link, without signing in.
    await page.goto(`${studio}/_editor/page?file=${encodeURIComponent(file)}`)
    await page.getByRole('button', { name: 'Share preview' }).click()
    await expect(page.locator('#preview-link')).toHaveValue(/\/_editor\/preview\//, { timeout: 20_000 })
    const link = await page.locator('#preview-link').inputValue()
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    try {
      const owner = await phone.newPage()
      expect((await owner.goto(link))?.status()).toBe(200)
      await expect(owner.getByRole('heading', { level: 1, name: headline })).toBeVisible()
      await expect(owner.getByRole('note')).toContainText(`Preview of ${route}`)
    } finally {
      await phone.close()
    }

    // Listed as scheduled; not on the public site before its minute.
    await page.goto(`${studio}/_editor`)
    const release = page.getByRole('region', { name: 'Live site' }).getByTestId('release')
    await expect(release).toContainText(readableTime(at))
    await expect(release.getByRole('link', { name: route })).toBeVisible()
    await shot('studio-schedule-1440')
    await page.setViewportSize({ width: 390, height: 844 })
    await release.scrollIntoViewIfNeeded()
    await shot('studio-schedule-390')
    await page.setViewportSize({ width: 1440, height: 1000 })
    const status = (path: string) => fetch(`${site}${path}`).then((r) => r.status)
    if (Date.now() < at - 2_000) {
      expect(await status(route)).toBe(404)
      expect(await fetch(`${site}/`).then((r) => r.text())).not.toContain('Winter Offer')
    }

    // At its minute (within a minute): the page, its drawer entry and its sitemap line, all in one build.
    await expect.poll(() => status(route), { timeout: 170_000, intervals: [2_000] }).toBe(200)
    const liveAt = Date.now()
    expect(liveAt).toBeGreaterThanOrEqual(at)
    expect(liveAt - at).toBeLessThan(60_000)
    const home = await fetch(`${site}/`).then((r) => r.text())
    expect(home).toMatch(new RegExp(`<a[^>]*href="${route}"[^>]*>[^<]*Winter Offer`))
    expect(await fetch(`${site}/sitemap.xml`).then((r) => r.text())).toContain(`${route}</loc>`)
    expect(await publicText()).toContain(original)
    // Her commits, authored by her.
    expect(git('log', '-1', '--format=%an|%s', '--', file).stdout.trim()).toBe(`${marketer.name}|Winter countertop offer: new page`)
    expect(git('log', '-1', '--format=%an', '--', 'data/navigation.json').stdout.trim()).toBe(marketer.name)
  })
})
