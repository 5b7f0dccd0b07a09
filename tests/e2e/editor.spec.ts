import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import http from 'node:http'
import net from 'node:net'
import { networkInterfaces } from 'node:os'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import sharp from 'sharp'
import { launchPlaceholders } from '../../schemas/launch'
import { readImageSize, readProject } from '../../schemas/load'
import { freePort } from '../helpers/free-port'
import { copyBuild, copyProject } from '../helpers/project-copy'
import { axeOf } from './live'

/**
 * `npm run edit` on a copy of the project (one editor process for the whole file, its tests in order), driven as a
 * marketer drives it: every file is written by the editor, then read back, diffed with git, validated and built.
 */
test.describe('the editor', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 })
  let copy: Awaited<ReturnType<typeof copyProject>>
  let server: ChildProcess
  let base: string
  let serverOutput = ''
  const git = (...args: string[]) => spawnSync('git', args, { cwd: copy.dir, encoding: 'utf8' })
  const run = (command: string, args: string[]) =>
    spawnSync(command, args, { cwd: copy.dir, encoding: 'utf8', env: { ...process.env, CI: '1' } })
  const read = async (file: string) => readFile(join(copy.dir, file), 'utf8')
  const json = async (file: string) => JSON.parse(await read(file))

  test.beforeAll(async () => {
    test.setTimeout(300_000)
    copy = await copyProject([
      ...['app', 'ui', 'sections', 'schemas', 'pages', 'data', 'api', 'tools', 'tests'],
      ...[
        'package.json',
        'tsconfig.json',
        'panda.config.ts',
        'postcss.config.cjs',
        'vite.config.ts',
        'vitest.config.ts',
        'playwright.config.ts',
      ],
      ...['biome.json', '.gitignore', 'README.md'],
    ])
    // A repository of its own: what the editor changes is read with `git diff`.
    git('init', '-q')
    git('add', '-A')
    git('-c', 'user.name=test', '-c', 'user.email=test@example.com', 'commit', '-qm', 'copy')
    const port = await freePort()
    base = `http://127.0.0.1:${port}`
    server = spawn(process.execPath, ['--import', 'tsx', 'app/editor/main.ts'], {
      cwd: copy.dir,
      env: { ...process.env, EDIT_PORT: String(port), DATA_DIR: join(copy.dir, 'var'), LOG_LEVEL: 'error', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    // What the editor's server printed (its last 100 KB), attached to a failed test as a file (below).
    const keep = (chunk: Buffer) => (serverOutput = (serverOutput + chunk.toString()).slice(-100_000))
    server.stdout?.on('data', keep)
    server.stderr?.on('data', keep)
    for (let i = 0; i < 1200; i++) {
      if (
        await fetch(`${base}/_editor/api/project`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return
      await new Promise((r) => setTimeout(r, 250))
    }
    throw new Error('the editor did not start')
  })
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from its first parameter's pattern
  test.afterEach(async ({}, info) => {
    if (info.status !== info.expectedStatus) {
      const path = info.outputPath('editor-server.log')
      await writeFile(path, serverOutput)
      await info.attach('the editor server’s output', { path, contentType: 'text/plain' })
    }
  })
  test.afterAll(async () => {
    // The copy goes once the editor has stopped: a run it started (a save's regeneration) may still be writing.
    if (server && server.exitCode === null && server.signalCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve))
      server.kill()
      await exited
    }
    await copy?.cleanup()
  })

  const openPage = async (page: Page, route: string) => {
    await page.goto(`${base}/_editor`)
    await page.getByRole('link', { name: route, exact: true }).click()
    await expect(page.locator('[data-save-status]')).toHaveText('Saved · valid', { timeout: 30_000 })
  }
  const section = (page: Page, name: string) => page.getByRole('group', { name })
  const preview = (page: Page) => page.frameLocator('iframe[title^="Preview of"]')
  const axe = async (page: Page) => {
    const results = await axeOf(page).exclude('iframe').analyze()
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  }

  test('lists every page with its check and last change, and finds one by search', async ({ page }) => {
    let navigations = 0
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations++)
    await page.goto(`${base}/_editor`)
    const files = git('ls-files', 'pages').stdout.trim().split('\n')
    await expect(page.locator('tbody tr')).toHaveCount(files.length)
    await expect(page.getByRole('status')).toHaveText(`${files.length} pages`)
    await expect(page.getByRole('row', { name: /\/gallery/ })).toContainText('valid')
    await axe(page)
    const search = page.getByLabel('Search pages', { exact: true })
    await search.fill('gallery')
    await expect(page.locator('tbody tr')).toHaveCount(1)
    await expect(page.getByRole('status')).toHaveText(`1 of ${files.length} pages matches “gallery”`)
    // A search that finds nothing says so, and where it looked, in place of an empty table (words no page will hold).
    await search.fill('zqx no such page')
    await expect(page.getByRole('status')).toHaveText(
      'No page matches “zqx no such page”: the search looks at addresses, titles and file names.',
    )
    await expect(page.getByRole('table')).toBeHidden()
    // The collections are listed from schemas/collections.ts.
    await expect(page.getByRole('link', { name: 'catalog', exact: true })).toBeVisible()
    // Every dependency of the editor was bundled before its first load: none found later reloaded it under the marketer.
    expect(serverOutput).not.toContain('optimized dependencies changed')
    expect(navigations, 'the editor opened once, not reloaded').toBe(1)
  })

  test('builds a new landing page from nothing; the preview shows it before it is saved; the file validates and builds', async ({
    page,
  }) => {
    // The copy's checks and build run inside this test.
    test.setTimeout(300_000)
    const route = '/outdoor-kitchens-from-the-editor'
    const file = `pages${route}.json`
    const expected = {
      $schema: '../schemas/page.schema.json',
      meta: {
        title: 'Outdoor Kitchen Countertops | Westchester Editor Test',
        description:
          'Porcelain and granite outdoor kitchen countertops that shrug off sun, frost and grill heat, installed across Westchester. Quotes within {site.replyTime}.',
        keywords: ['outdoor kitchen countertops', 'Westchester County'],
      },
      // Shown in English in the other language until its copy is written (validate and the build then pass).
      fallbackToEnglish: ['es'],
      sections: [
        {
          type: 'hero',
          headline: 'Outdoor Kitchens Built for Every Season',
          text: 'Porcelain and granite that shrug off sun, frost and grill heat.',
          buttons: [{ label: 'Get Free Quote', href: '#quote' }],
        },
        {
          type: 'card-grid',
          title: 'Materials That Live Outdoors',
          cards: [
            { title: 'Porcelain', text: 'UV-stable colour and no sealing.' },
            { title: 'Granite', text: 'Dense stone that takes the heat of a grill.' },
            { title: 'Quartzite', text: 'Natural stone harder than granite.' },
          ],
        },
        {
          type: 'faq',
          items: [
            { question: 'Can countertops stay outside all winter?', answer: 'Porcelain and granite can: both shrug off freeze and thaw.' },
          ],
        },
        { type: 'quote-form' },
      ],
    }
    await page.goto(`${base}/_editor`)
    await page.getByRole('button', { name: 'New page' }).click()
    // An existing address is refused.
    await page.getByLabel('Address', { exact: true }).fill('/gallery')
    await page.keyboard.press('Enter')
    await expect(page.getByText('a page with the address "/gallery" exists already')).toBeVisible()
    await page.getByLabel('Address', { exact: true }).fill(route)
    await page.keyboard.press('Enter')
    await expect(page.locator('[data-save-status]')).toHaveText(/problems? to fix/)

    // Page settings: title, description, keywords.
    await page.getByRole('radio', { name: 'Page settings' }).click({ force: true })
    await page.getByLabel('Title', { exact: true }).fill(expected.meta.title)
    await page.getByLabel('Description', { exact: true }).fill(expected.meta.description)
    await page.getByLabel('Keyword 1', { exact: true }).fill(expected.meta.keywords[0])
    await page.getByRole('button', { name: 'Add keyword' }).click()
    await page.getByLabel('Keyword 2', { exact: true }).fill(expected.meta.keywords[1])
    await page.getByRole('button', { name: 'Add language' }).click()
    await page.locator('[data-field="f-fallbackToEnglish"] input').first().fill(expected.fallbackToEnglish[0])
    // The search result it will make: the site's name and address (data/site.json), the page's title.
    const site = await json('data/site.json')
    const result = page.getByRole('region', { name: 'Search result preview' })
    await expect(result).toContainText(site.name)
    await expect(result).toContainText(`${new URL(site.url).host} › outdoor-kitchens-from-the-editor`)
    await expect(result).toContainText(expected.meta.title)
    // A site fact in the text shows as the site will show it.
    await expect(result).toContainText(`Quotes within ${site.replyTime}.`)
    await expect(result).not.toContainText('{site.')
    // Its length is counted as the validator counts it: on the text as shown.
    const shown = expected.meta.description.replace('{site.replyTime}', site.replyTime)
    await expect(page.getByLabel('Description', { exact: true }).locator('xpath=ancestor::*[@data-field][1]')).toContainText(
      `${shown.length} / 170`,
    )
    await page.getByRole('radio', { name: /^Sections/ }).click({ force: true })

    const add = async (type: string) => {
      await page.getByRole('button', { name: 'Add section' }).click()
      await page.getByRole('button', { name: `Add ${type}`, exact: true }).click()
    }
    await add('Hero')
    const hero = section(page, 'Hero (section 1)')
    await hero.getByLabel('Headline', { exact: true }).fill(expected.sections[0].headline as string)
    await hero.getByLabel('Text', { exact: true }).fill(expected.sections[0].text as string)
    await hero.getByRole('button', { name: 'Add button' }).click()
    await hero.getByLabel('Label', { exact: true }).fill('Get Free Quote')
    await hero.getByLabel('Link', { exact: true }).fill('#quote')
    await page.keyboard.press('Tab')

    await add('Card grid')
    const grid = section(page, 'Card grid (section 2)')
    await grid.getByLabel('Title', { exact: true }).first().fill('Materials That Live Outdoors')
    const cards = expected.sections[1].cards as { title: string; text: string }[]
    for (const [i, card] of cards.entries()) {
      if (i > 0) await grid.getByRole('button', { name: 'Add card' }).click()
      const item = grid
        .getByRole('listitem')
        .filter({ has: page.getByRole('button', { name: `Card ${i + 1}`, exact: false }) })
        .first()
      await item.getByLabel('Title', { exact: true }).fill(card.title)
      await item.getByLabel('Text', { exact: true }).fill(card.text)
    }

    await add('FAQ')
    const faq = section(page, 'FAQ (section 3)')
    const qa = (expected.sections[2].items as { question: string; answer: string }[])[0]
    await faq.getByLabel('Question', { exact: true }).fill(qa.question)
    await faq.getByLabel('Answer', { exact: true }).fill(qa.answer)
    await add('Quote form')

    // Before saving: the preview renders the page with the real components.
    await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(expected.sections[0].headline as string, { timeout: 15_000 })
    await expect(preview(page).getByRole('heading', { name: 'Materials That Live Outdoors' })).toBeVisible()
    await expect(preview(page).getByText(qa.question)).toBeVisible()
    await expect(page.locator('[data-save-status]')).toHaveText('New page, not saved yet')
    await axe(page)

    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.locator('[data-save-status]')).toHaveText('Saved · valid', { timeout: 20_000 })
    expect(await json(file)).toEqual(expected)

    // What `npm test` checks of content, as CI runs it: format and lint, generated files, validate, build (from the
    // project's own build: only the new page is built). A saved page is data: the type check is not its business
    // (tests/e2e/marketer-change.spec.ts runs it on a copy with a new page).
    for (let i = 0; i < 40 && run('npm', ['run', '-s', 'schemas', '--', '--check']).status !== 0; i++)
      await new Promise((r) => setTimeout(r, 500))
    await copyBuild(copy.dir)
    for (const [command, args] of [
      ['npx', ['biome', 'check', '.']],
      ['npm', ['run', '-s', 'schemas', '--', '--check']],
      ['npm', ['run', '-s', 'validate']],
      ['npm', ['run', '-s', 'build']],
    ] as const) {
      const result = run(command, [...args])
      expect(result.status, `${command} ${args.join(' ')}\n${result.stdout}\n${result.stderr}`).toBe(0)
    }
    const html = await read(`dist/client${route}/index.html`)
    expect(html).toContain('Outdoor Kitchens Built for Every Season')
    expect(html).toContain('Can countertops stay outside all winter?')
    expect(html).toContain(`Quotes within ${site.replyTime}.`)
  })

  test('edits an existing page: the saved diff touches only the lines that changed', async ({ page }) => {
    const file = 'pages/index.json'
    const original = await read(file)
    const before = JSON.parse(original)
    const heroIndex = before.sections.findIndex((s: { type: string }) => s.type === 'hero')
    // A review from the testimonials collection, picked for the last place of a testimonials section.
    const reviewsIndex = before.sections.findIndex(
      (s: { type: string; items?: unknown }) => s.type === 'testimonials' && Array.isArray(s.items),
    )
    const items = before.sections[reviewsIndex].items as string[]
    const reviews = (await json('data/testimonials.json')).items.map((i: { id: string }) => i.id) as string[]
    const record = reviews.find((id) => !items.includes(id))!
    // Two neighbouring sections to swap (neither the hero nor the reviews).
    const a = before.sections.findIndex((_: unknown, i: number) => i > 0 && ![heroIndex, reviewsIndex].some((x) => x === i || x === i + 1))
    const b = a + 1
    // Another picture wide enough for a hero (sizes are read from the files, as the build does).
    const images = (await json('data/images.json')) as Record<string, { src?: string }>
    let image = ''
    for (const [name, entry] of Object.entries(images)) {
      if (name === before.sections[heroIndex].image || !entry.src) continue
      const size = await readImageSize(join(copy.dir, 'data/images', entry.src))
      if (size && 'width' in size && size.width >= 1200) {
        image = name
        break
      }
    }
    expect(image, 'a second hero-wide image in data/images.json').not.toBe('')
    const headline = 'Countertops Made for Westchester Homes'

    await openPage(page, '/')
    const typeName = (i: number) => before.sections[i].type.replace(/-/g, ' ').replace(/^./, (c: string) => c.toUpperCase())
    // The headline.
    await page.getByRole('button', { name: /^Hero/ }).click()
    const hero = section(page, `Hero (section ${heroIndex + 1})`)
    await hero.getByLabel('Headline', { exact: true }).fill(headline)
    // An image from the picker.
    await hero.getByRole('button', { name: 'Choose image…' }).click()
    await page.getByLabel('Search images', { exact: true }).fill(image)
    await page.getByRole('button', { name: new RegExp(`^${image} `) }).click()
    await expect(hero.getByLabel('Image', { exact: true })).toHaveValue(image)
    // A record from the searchable picker (the section's last item).
    await page.getByRole('button', { name: /^Testimonials/ }).click()
    const reviewsSection = section(page, `Testimonials (section ${reviewsIndex + 1})`)
    const last = reviewsSection.getByLabel(`Item ${items.length}`, { exact: true })
    await last.fill('')
    await page.getByRole('option', { name: new RegExp(record) }).click()
    await expect(last).toHaveValue(record)
    // Two sections swapped with the keyboard: Space picks the section up, an arrow moves it, Space drops it — each
    // key once the previous one is announced, as a screen-reader user hears it.
    const announced = page.locator('[id^="DndLiveRegion"]')
    await page.getByRole('button', { name: `Drag ${typeName(a)} (section ${a + 1}) to reorder` }).focus()
    await page.keyboard.press('Space')
    // Picked up: said at once, then, as the drag starts over its own place, "… is over position <its own>".
    await expect(announced).toContainText(new RegExp(`Picked up|is over position ${a + 1}\\.`))
    // The drag library listens for the arrow keys from a timer it sets as the pickup starts, so the announcement can
    // come first; a timer of the page's own, set now, runs after it (a person's next key comes long after).
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
    await page.keyboard.press('ArrowDown')
    await expect(announced).toContainText(`is over position ${b + 1}`)
    await page.keyboard.press('Space')
    await expect(announced).toContainText(`dropped at position ${b + 1}`)
    await expect(page.locator('[data-section-card]').nth(a)).toContainText(typeName(b))
    await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(headline, { timeout: 15_000 })

    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.locator('[data-save-status]')).toHaveText('Saved · valid', { timeout: 20_000 })

    const after = await json(file)
    const expected = structuredClone(before)
    expected.sections[heroIndex].headline = headline
    expected.sections[heroIndex].image = image
    expected.sections[reviewsIndex].items[items.length - 1] = record
    ;[expected.sections[a], expected.sections[b]] = [expected.sections[b], expected.sections[a]]
    expect(after).toEqual(expected)
    // The diff: the three changed lines, and the two sections' lines (moved); nothing else.
    const diff = git('diff', '-U0', '--', file).stdout.split('\n')
    const removed = diff.filter((l) => l.startsWith('-') && !l.startsWith('---')).map((l) => l.slice(1))
    const added = diff.filter((l) => l.startsWith('+') && !l.startsWith('+++')).map((l) => l.slice(1))
    const lines = original.split('\n')
    const movedLines = (i: number) => {
      const text = JSON.stringify(before.sections[i].type)
      const start = lines.findIndex((l, n) => l.includes(`"type": ${text}`) && n > 0)
      let end = start
      while (end < lines.length && lines[end] !== '    },' && lines[end] !== '    }') end++
      return lines.slice(start - 1, end + 1)
    }
    const allowedOld = new Set([
      ...movedLines(a),
      ...movedLines(b),
      ...lines.filter(
        (l) =>
          l.includes(JSON.stringify(before.sections[heroIndex].headline)) ||
          l.includes(`"image": "${before.sections[heroIndex].image}"`) ||
          l.includes('"items": ['),
      ),
    ])
    expect(removed.filter((l) => !allowedOld.has(l))).toEqual([])
    expect(removed.length).toBeLessThanOrEqual(movedLines(a).length + movedLines(b).length + 3)
    expect(added.length).toBe(removed.length)
    // Formatted as the formatter writes content JSON (content files are not linted: a neutral name formats it).
    const saved = await read(file)
    const formatted = spawnSync('npx', ['biome', 'format', '--stdin-file-path=content.json'], {
      cwd: copy.dir,
      input: saved,
      encoding: 'utf8',
    })
    expect(formatted.status, formatted.stderr).toBe(0)
    expect(formatted.stdout).toBe(saved)
  })

  test('an invalid value shows the validator’s message at its field and blocks the save until it is fixed', async ({ page }) => {
    const file = 'pages/gallery.json'
    const original = await read(file)
    await openPage(page, '/gallery')
    await page.getByRole('button', { name: /^Hero/ }).click()
    const hero = section(page, 'Hero (section 1)')
    const headline = hero.getByLabel('Headline', { exact: true })
    const was = await headline.inputValue()
    await headline.fill('')
    await expect(headline).toHaveAccessibleDescription(/expected a non-empty string/)
    const link = hero.getByLabel('Link', { exact: true }).first()
    const linkWas = await link.inputValue()
    await link.fill('/contactt')
    await expect(link).toHaveAccessibleDescription(/links to "\/contactt", which is not a page — did you mean "\/contact"\?/)
    await expect(page.locator('[data-save-status]')).toHaveText('2 problems to fix')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.locator('[data-save-refused]')).toContainText('Not saved')
    expect(await read(file)).toBe(original)
    // Fixing both unblocks it.
    await headline.fill(`${was}, Fixed`)
    await link.fill(linkWas)
    await page.keyboard.press('Tab')
    await expect(page.locator('[data-save-status]')).toHaveText('Unsaved changes')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.locator('[data-save-status]')).toHaveText('Saved · valid', { timeout: 20_000 })
    const expected = JSON.parse(original)
    expected.sections[0].headline = `${was}, Fixed`
    expect(JSON.parse(await read(file))).toEqual(expected)
  })

  test('keeps the draft across a reload, undoes a removal, and never writes over a change made on disk', async ({ page }) => {
    const file = 'pages/process.json'
    await openPage(page, '/process')
    const count = await page.locator('[data-section-card]').count()
    await page.getByRole('button', { name: /^Hero/ }).click()
    await section(page, 'Hero (section 1)').getByLabel('Headline', { exact: true }).fill('A Draft Headline Kept Across Reloads')
    await page.waitForTimeout(400)
    await page.reload()
    await expect(page.getByText(/Your unsaved changes from .* were kept/)).toBeVisible({ timeout: 20_000 })
    await page.getByRole('button', { name: /^Hero/ }).click()
    await expect(section(page, 'Hero (section 1)').getByLabel('Headline', { exact: true })).toHaveValue(
      'A Draft Headline Kept Across Reloads',
    )
    // Remove the last section, then undo from the notification; Ctrl+Z and Ctrl+Shift+Z step through the history.
    await page.getByRole('button', { name: `Actions for`, exact: false }).last().click()
    await page.getByRole('menuitem', { name: 'Remove' }).click()
    await expect(page.locator('[data-section-card]')).toHaveCount(count - 1)
    await page.getByRole('button', { name: 'Undo', exact: true }).last().click()
    await expect(page.locator('[data-section-card]')).toHaveCount(count)
    await page.keyboard.press('Control+z')
    await expect(page.locator('[data-section-card]')).toHaveCount(count - 1)
    await page.keyboard.press('Control+Shift+z')
    await expect(page.locator('[data-section-card]')).toHaveCount(count)
    // Someone changes the file on disk: detected, and the save does not write over it.
    const disk = JSON.parse(await read(file))
    disk.meta.keywords = [...disk.meta.keywords, 'changed on disk']
    await writeFile(join(copy.dir, file), `${JSON.stringify(disk, null, 2)}\n`)
    await expect(page.getByText(`${file} changed on disk since you opened it`)).toBeVisible({ timeout: 20_000 })
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.locator('[data-save-refused]')).toContainText('changed on disk')
    expect(JSON.parse(await read(file)).meta.keywords).toContain('changed on disk')
    await page.getByRole('button', { name: /Load the version on disk/ }).click()
    await expect(page.locator('[data-save-status]')).toHaveText('Saved · valid')
    git('checkout', '--', file)
  })

  test('a photo replaced under its name shows at once in the preview', async ({ page }) => {
    // The first page whose hero shows a picture of data/images.json.
    const images = await json('data/images.json')
    const files = git('ls-files', 'pages').stdout.trim().split('\n')
    let found: { route: string; src: string } | undefined
    for (const file of files) {
      const hero = (await json(file)).sections?.[0]
      if (hero?.type === 'hero' && typeof hero.image === 'string' && !images[hero.image].src.endsWith('.svg'))
        found = { route: `/${file.replace(/^pages\//, '').replace(/(\/?index)?\.json$/, '')}`, src: images[hero.image].src }
      if (found) break
    }
    if (!found) throw new Error('no page has a hero with a photo')
    const { route, src } = found
    await openPage(page, route)
    const picture = preview(page).locator('main img').first()
    await expect(picture).toBeVisible({ timeout: 15_000 })
    // (The preview swaps its content as it renders again: a picture taken away meanwhile is looked at again.)
    const red = async () => {
      const shot = await picture.screenshot({ timeout: 5_000 }).catch(() => undefined)
      if (!shot) return undefined
      const { dominant } = await sharp(shot).stats()
      return dominant.r > 200 && dominant.g < 60 && dominant.b < 60
    }
    await expect.poll(red, { timeout: 15_000 }).toBe(false)
    // The marketer drops a red photo over the old file, under the same name.
    const source = join(copy.dir, 'data/images', src)
    const { width, height } = await sharp(source).metadata()
    const original = await readFile(source)
    const solid = sharp({ create: { width: width!, height: height!, channels: 3, background: '#e00000' } })
    await writeFile(source, await (src.endsWith('.png') ? solid.png() : src.endsWith('.jpg') ? solid.jpeg() : solid.webp()).toBuffer())
    await expect.poll(red, { timeout: 30_000 }).toBe(true)
    await writeFile(source, original)
    await expect.poll(red, { timeout: 30_000 }).toBe(false)
  })

  test('a new page not saved yet stays in the list; the service is chosen from the form’s; new list items open; no empty entry is null', async ({
    page,
  }) => {
    const route = '/spring-offer-unsaved'
    await page.goto(`${base}/_editor`)
    // What to replace before launch (the launch check's list), each linked to its place.
    const launch = launchPlaceholders(await readProject(copy.dir))
    await page.getByText(/still on the site: replace each before it goes live/).click()
    await expect(page.locator('[data-launch-item]')).toHaveCount(launch.length)
    await page.getByRole('link', { name: 'data/site.json › phone.display' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toContainText('data/site.json')
    await page.goto(`${base}/_editor`)
    await page.getByRole('button', { name: 'New page' }).click()
    await page.getByLabel('Address', { exact: true }).fill(route)
    await page.keyboard.press('Enter')
    await page.getByRole('radio', { name: 'Page settings' }).click({ force: true })
    await page.getByLabel('Title', { exact: true }).fill('Spring Offer Not Saved Yet')
    await page.waitForTimeout(400)
    // Back to the list: the page is there, marked, and opens where it was left.
    await page.goto(`${base}/_editor`)
    const row = page.getByRole('row', { name: new RegExp(route) })
    await expect(row).toContainText('new page, not saved yet')
    await expect(row).toContainText('Spring Offer Not Saved Yet')
    await expect(page.getByRole('status')).toContainText('1 new page not saved yet')
    await row.getByRole('link', { name: route }).click()
    await page.getByRole('radio', { name: 'Page settings' }).click({ force: true })
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Spring Offer Not Saved Yet')
    await page.getByRole('radio', { name: /^Sections/ }).click({ force: true })
    const add = async (type: string) => {
      await page.getByRole('button', { name: 'Add section' }).click()
      await page.getByRole('button', { name: `Add ${type}`, exact: true }).click()
    }

    // The quote form's Service offers the services of data/quote-form.json.
    await add('Quote form')
    const form = section(page, 'Quote form (section 1)')
    await form.getByRole('button', { name: 'Show choices for Service' }).click()
    const services: { value: string; label: string }[] = (await json('data/quote-form.json')).services
    for (const service of services) await expect(page.getByRole('option', { name: new RegExp(service.label) })).toBeVisible()
    await page.getByRole('option', { name: new RegExp(services[1].label) }).click()
    await expect(form.getByLabel('Service', { exact: true })).toHaveValue(services[1].value)

    // A card duplicated opens, to be changed; a topic added is a topic, never an empty (null) entry.
    await add('Card grid')
    const grid = section(page, 'Card grid (section 2)')
    await grid.getByLabel('Title', { exact: true }).last().fill('Spring Granite')
    await grid.getByRole('button', { name: 'Duplicate Card 1' }).click()
    await expect(grid.getByRole('button', { name: /^Card 2/ })).toHaveAttribute('aria-expanded', 'true')
    await add('Testimonials')
    const reviews = section(page, 'Testimonials (section 3)')
    await reviews.getByRole('button', { name: 'Add topic' }).click()
    await expect(reviews.getByRole('combobox', { name: 'Topic 1' })).not.toHaveText(/Choose/)
    await page.waitForTimeout(500)
    await expect(page.getByText('got null')).toHaveCount(0)
  })

  test('a section type added as a folder only is edited with the generated forms', async ({ page }) => {
    const folder = join(copy.dir, 'sections/fixture-banner')
    await mkdir(folder, { recursive: true })
    await writeFile(
      join(folder, 'schema.ts'),
      `import * as v from 'valibot'
import { Href, ImageName, ref } from '../../schemas/fields'

const d = v.description

export const schema = v.pipe(
  v.strictObject({
    type: v.literal('fixture-banner'),
    heading: v.pipe(v.string(), v.minLength(1, 'expected a non-empty string'), d('The banner heading.')),
    mood: v.optional(v.pipe(v.picklist(['calm', 'bold']), d('How loud the banner is.'))),
    count: v.optional(v.pipe(v.number(), d('A number shown beside the heading.'))),
    link: v.optional(v.pipe(Href, d('Where the banner goes.'))),
    picture: v.optional(v.pipe(ImageName, d('An image beside the heading.'))),
    material: v.optional(v.pipe(ref('catalog'), d('A catalogue record named on the banner.'))),
    points: v.optional(v.pipe(v.array(v.strictObject({ label: v.pipe(v.string(), d('The point.')) })), d('Points listed under the heading.'))),
  }),
  d('A test banner: one of each kind of prop.'),
)
`,
    )
    await writeFile(
      join(folder, 'FixtureBanner.tsx'),
      `import type { SectionProps } from '../schemas'

export default function FixtureBanner({ heading, count, points }: SectionProps<'fixture-banner'>) {
  return (
    <section>
      <h2>{heading}{count !== undefined ? \` (\${count})\` : ''}</h2>
      <ul>{(points ?? []).map((p) => <li key={p.label}>{p.label}</li>)}</ul>
    </section>
  )
}
`,
    )
    await writeFile(
      join(folder, 'examples.json'),
      JSON.stringify([{ type: 'fixture-banner', heading: 'A fixture banner', points: [{ label: 'One' }] }], null, 2),
    )
    try {
      await openPage(page, '/about')
      // The new type appears in the open picker once the dev server has regenerated the registry (the picker follows
      // the change while it is open; a click on "Add section" behind it would wait for the modal to close).
      await page.getByRole('button', { name: 'Add section' }).click()
      await expect(page.getByRole('button', { name: 'Add Fixture banner', exact: true })).toBeVisible({ timeout: 60_000 })
      await page.getByRole('button', { name: 'Add Fixture banner', exact: true }).click()
      const count = await page.locator('[data-section-card]').count()
      const banner = section(page, `Fixture banner (section ${count})`)
      await banner.getByLabel('Heading', { exact: true }).fill('Made with Generated Forms')
      await banner.getByRole('combobox', { name: /Mood/ }).click()
      await page.getByRole('option', { name: 'bold' }).click()
      await banner.getByLabel('Count', { exact: true }).fill('3')
      await banner.getByLabel('Link', { exact: true }).fill('/contact')
      await page.keyboard.press('Tab')
      await banner.getByLabel('Material', { exact: true }).fill('granite')
      await page.keyboard.press('Tab')
      // A photo dropped in the image picker: stored with its real size and the alt text, which is required.
      await banner.getByRole('button', { name: 'Choose image…' }).click()
      const photo = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#b07d4b' } })
        .png()
        .toBuffer()
      await page.getByTestId('image-file').setInputFiles({ name: 'Outdoor Kitchen.png', mimeType: 'image/png', buffer: photo })
      await expect(page.getByLabel('Name', { exact: true })).toHaveValue('outdoor-kitchen')
      await page.getByRole('button', { name: 'Store image' }).click()
      await expect(page.getByText('describe the image for visitors who cannot see it')).toBeVisible()
      await page.getByLabel('Alt text', { exact: true }).fill('An outdoor kitchen with a bronze stone counter')
      await page.getByRole('button', { name: 'Store image' }).click()
      // Stored by the editor's server (the file written, its size read), as the other saves here: up to 20 s.
      await expect(banner.getByLabel('Picture', { exact: true })).toHaveValue('outdoor-kitchen', { timeout: 20_000 })
      // The entry names the file and its text; the size is read from the file itself, by the build as here.
      expect((await json('data/images.json'))['outdoor-kitchen']).toMatchObject({
        src: 'outdoor-kitchen.png',
        alt: 'An outdoor kitchen with a bronze stone counter',
      })
      expect(await readImageSize(join(copy.dir, 'data/images/outdoor-kitchen.png'))).toEqual({ width: 640, height: 400 })
      expect((await readFile(join(copy.dir, 'data/images/outdoor-kitchen.png'))).equals(photo)).toBe(true)
      await banner.getByRole('button', { name: 'Add point' }).click()
      await banner.getByLabel('Label', { exact: true }).fill('Generated')
      await expect(preview(page).getByRole('heading', { name: 'Made with Generated Forms (3)' })).toBeVisible({ timeout: 15_000 })
      await page.getByRole('button', { name: 'Save', exact: true }).click()
      await expect(page.locator('[data-save-status]')).toHaveText('Saved · valid', { timeout: 20_000 })
      const saved = (await json('pages/about.json')).sections.at(-1)
      expect(saved).toEqual({
        type: 'fixture-banner',
        heading: 'Made with Generated Forms',
        mood: 'bold',
        count: 3,
        link: '/contact',
        picture: 'outdoor-kitchen',
        material: 'granite',
        points: [{ label: 'Generated' }],
      })
    } finally {
      git('checkout', '--', 'pages/about.json', 'data/images.json')
      await rm(join(copy.dir, 'data/images/outdoor-kitchen.png'), { force: true })
      await rm(folder, { recursive: true, force: true })
      // The registry follows the folder's removal (the dev server regenerates it).
      await expect(async () => {
        const res = await fetch(`${base}/_editor/api/schema`)
        expect(res.ok).toBe(true)
        expect(JSON.stringify((await res.json()).sections)).not.toContain('fixture-banner')
      }).toPass({ timeout: 60_000 })
    }
  })

  test('the section catalogue shows every section type with its examples, and axe finds nothing on the editor’s views', async ({
    page,
  }) => {
    const types = spawnSync('git', ['ls-files', 'sections/*/examples.json'], { cwd: copy.dir, encoding: 'utf8' }).stdout.trim().split('\n')
    await page.goto(`${base}/_sections`, { waitUntil: 'domcontentloaded' })
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(types.length)
    await page.locator('iframe[title="hero: example 1"]').scrollIntoViewIfNeeded()
    await expect(page.frameLocator('iframe[title="hero: example 1"]').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 })
    await axe(page)
    await openPage(page, '/gallery')
    await page.getByRole('button', { name: /^Hero/ }).click()
    await axe(page)
    await page.getByRole('button', { name: 'Add section' }).click()
    // Open, and the focus in it (the dialog moves it there a frame after opening), as a keyboard user finds it.
    await expect(page.getByRole('dialog', { name: 'Add a section' })).toBeVisible()
    await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true)
    await axe(page)
    await page.keyboard.press('Escape')
    await page.getByRole('radio', { name: 'Page settings' }).click({ force: true })
    await axe(page)
    await page.goto(`${base}/_editor/data?name=catalog`)
    await expect(page.locator('[data-save-status]')).toHaveText('Saved · valid', { timeout: 20_000 })
    // Its records are named as the collection calls one (schemas/collections.ts), not "Item 1".
    await expect(page.getByRole('group', { name: 'Services', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add service', exact: true })).toBeVisible()
    await axe(page)
  })

  test('answers this computer only', async () => {
    const port = Number(new URL(base).port)
    // Another interface of this machine: nothing listens there.
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((i) => i && !i.internal && i.family === 'IPv4')?.address
    if (outside) {
      const refused = await new Promise<boolean>((resolve) => {
        const socket = net.connect(port, outside)
        socket.on('connect', () => {
          socket.destroy()
          resolve(false)
        })
        socket.on('error', () => resolve(true))
      })
      expect(refused).toBe(true)
    }
    // A page of another site (a DNS name pointed at 127.0.0.1, or a form posting here) is refused.
    const foreignHost = await new Promise<number>((resolve, reject) =>
      http
        .get({ host: '127.0.0.1', port, path: '/_editor/api/project', headers: { host: 'evil.example' } }, (res) =>
          resolve(res.statusCode ?? 0),
        )
        .on('error', reject),
    )
    expect(foreignHost).toBe(403)
    const post = await fetch(`${base}/_editor/api/save`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: JSON.stringify({ file: 'pages/index.json', value: {}, baseHash: null, create: false }),
    })
    expect(post.status).toBe(403)
    expect(JSON.parse(await read('pages/index.json')).sections.length).toBeGreaterThan(0)
  })
})
