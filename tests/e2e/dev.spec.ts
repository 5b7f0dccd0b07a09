import { spawn, type ChildProcess } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { freePort } from '../helpers/free-port'
import { copyProject } from '../helpers/project-copy'

/**
 * `npm run dev` on a copy of the project: a marketer edits a page's JSON and the open page shows the change by
 * itself (the browser reloads; no restart, no manual refresh).
 */
test.describe('dev server', () => {
  test.describe.configure({ timeout: 120_000 })
  let copy: Awaited<ReturnType<typeof copyProject>>
  let server: ChildProcess
  let port: number

  test.beforeAll(async () => {
    test.setTimeout(120_000)
    copy = await copyProject()
    port = await freePort()
    server = spawn(process.execPath, ['--import', 'tsx', 'app/dev.ts'], {
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
})
