import { spawn, type ChildProcess } from 'node:child_process'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort } from '../helpers/free-port'
import { copyProject } from '../helpers/project-copy'

/**
 * `npm run dev` on a copy of the project: a marketer edits a page's JSON and the open page shows the change by
 * itself (the browser reloads; no restart, no manual refresh).
 */
test.describe('dev server', () => {
  // One dev server for the whole group (it is heavy): its tests run one after another in one worker.
  test.describe.configure({ mode: 'serial', timeout: 120_000 })
  let copy: Awaited<ReturnType<typeof copyProject>>
  let server: ChildProcess
  let port: number

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    copy = await copyProject()
    port = await freePort()
    server = spawn(process.execPath, ['--import', 'tsx', 'app/editor/dev.ts'], {
      cwd: copy.dir,
      env: { ...process.env, DEV_PORT: String(port), DATA_DIR: join(copy.dir, 'var'), LOG_LEVEL: 'error' },
      stdio: 'ignore',
    })
    for (let i = 0; i < 600; i++) {
      if (
        await fetch(`http://127.0.0.1:${port}/gallery`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return
      await new Promise((r) => setTimeout(r, 200))
    }
    throw new Error('the dev server did not start')
  })
  test.afterAll(async () => {
    server?.kill()
    await copy?.cleanup()
  })

  test('editing a page JSON file reloads the open page with the change', async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(`http://127.0.0.1:${port}/gallery`)
    await expect(page.locator('html[data-interactive]')).toHaveCount(1, { timeout: 30_000 })
    const file = join(copy.dir, 'pages/gallery.json')
    const json = JSON.parse(await readFile(file, 'utf8')) as { sections: { headline?: string }[] }
    const hero = json.sections.find((s) => s.headline)!
    hero.headline = 'Freshly Edited Gallery Headline'
    await writeFile(file, `${JSON.stringify(json, null, 2)}\n`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Freshly Edited Gallery Headline', { timeout: 20_000 })
    expect(errors).toEqual([])
  })

  test('the section catalogue at /_sections shows every section type of the folders', async ({ page }) => {
    const types = (await readdir(join(copy.dir, 'sections'), { withFileTypes: true }))
      .filter((e) => e.isDirectory() && !e.name.startsWith('_'))
      .map((e) => e.name)
      .sort()
    const response = await page.goto(`http://127.0.0.1:${port}/_sections`, { waitUntil: 'domcontentloaded' })
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(types)
  })

  test('a problem page recovers once the file is fixed even when the hot-reload channel never connects', async ({ page }) => {
    // A busy machine can fold two quick saves into one watcher event: the page then notices the fix by itself.
    await page.route('**/@vite/client', (route) => route.abort())
    const file = join(copy.dir, 'pages/gallery.json')
    const good = await readFile(file, 'utf8')
    await writeFile(file, good.replace('"type"', '"typ"'))
    try {
      const response = await page.goto(`http://127.0.0.1:${port}/gallery`)
      expect(response?.status()).toBe(422)
      await expect(page.getByRole('heading', { level: 1 })).toContainText("This page can't be shown")
    } finally {
      await writeFile(file, good)
    }
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/problem/, { timeout: 20_000 })
  })

  type Page = { sections: Record<string, unknown>[] }
  const mistakes: { name: string; break: (page: Page) => void; text?: (json: string) => string; message: string | RegExp }[] = [
    {
      name: 'a trailing comma (invalid JSON)',
      break: () => {},
      // The comma after the first section's closing brace, with nothing after it in the list but the bracket.
      text: (json) => json.replace(/\}\n {2}\]\n\}\n?$/, '},\n  ]\n}\n'),
      message: /^pages\/gallery\.json: invalid JSON at line \d+, column \d+: trailing comma/,
    },
    {
      name: 'an unknown section type',
      break: (p) => (p.sections[0].type = 'heroo'),
      message: 'pages/gallery.json › sections[0] (heroo) › type: unknown section type "heroo" — did you mean "hero"?',
    },
    {
      name: 'a missing required prop',
      break: (p) => delete p.sections[0].headline,
      message: 'pages/gallery.json › sections[0] (hero) › headline: missing required property "headline"',
    },
    {
      name: 'an unknown image',
      break: (p) => (p.sections[0].image = 'kitchen-heroo'),
      message: 'pages/gallery.json › sections[0] (hero) › image: unknown image "kitchen-heroo" — did you mean "kitchen-hero"?',
    },
  ]
  for (const mistake of mistakes) {
    test(`${mistake.name} shows its precise message in the browser, and the page recovers once the file is fixed`, async ({ page }) => {
      const file = join(copy.dir, 'pages/gallery.json')
      const good = await readFile(file, 'utf8')
      const broken = JSON.parse(good)
      mistake.break(broken)
      const text = JSON.stringify(broken, null, 2)
      await writeFile(file, mistake.text ? mistake.text(`${text}\n`) : text)
      try {
        // The problem page listens for the fix through Vite's client: an author saves seconds later, a test at once.
        const listening = page.waitForEvent('console', { predicate: (m) => m.text().includes('[vite] connected'), timeout: 20_000 })
        const response = await page.goto(`http://127.0.0.1:${port}/gallery`)
        expect(response?.status()).toBe(422)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText("This page can't be shown: 1 problem to fix")
        await expect(page.getByRole('listitem')).toHaveText([mistake.message])
        await listening
      } finally {
        await writeFile(file, good)
      }
      // The open page reloads by itself once the file is saved again.
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/problem/, { timeout: 20_000 })
      await expect(page.locator('main')).toBeVisible()
    })
  }
})
