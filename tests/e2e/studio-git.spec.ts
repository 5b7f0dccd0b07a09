import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { pageFileToRoute } from '../../schemas/routing'
import { freePort } from '../helpers/free-port'
import { copyBuild, copyProject } from '../helpers/project-copy'

/**
 * The studio and the site's remote repository as a marketer sees them, on a copy of the project with its own
 * repository, a bare repository as its remote (STUDIO_GIT_REMOTE=origin) and a second clone as the developer: her
 * save reaches the remote (the Live site panel says every save is there); the panel's Pull brings in the developer's
 * commit and lists it; a save the remote refuses is shown as not sent, with why; a conflicting commit's pull is
 * refused in the panel with the file listed, and her file stays as she saved it.
 */
test.describe('the studio and the repository’s remote', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 })
  let copy: Awaited<ReturnType<typeof copyProject>>
  const processes: ChildProcess[] = []
  let output = ''
  let studio: string
  let site: string
  let context: BrowserContext
  let page: Page
  const marketer = { email: 'maria@westchesterstone.com', name: 'Maria Marketer', password: 'maria-marketer-password' }
  const run = (cwd: string, ...args: string[]) => {
    const out = spawnSync('git', args, { cwd, encoding: 'utf8' })
    if (out.status !== 0) throw new Error(`git ${args.join(' ')}: ${out.stderr}`)
    return out.stdout.trim()
  }
  const git = (...args: string[]) => run(copy.dir, ...args)
  const dev = (...args: string[]) =>
    run(join(copy.dir, 'var/developer'), '-c', 'user.name=Dana Developer', '-c', 'user.email=dana@example.com', ...args)
  const remoteLog = () => run(join(copy.dir, 'var/site.git'), 'log', '--format=%an|%s', 'main')
  /** Two published pages that open with a hero's headline (the content decides which). */
  const files: string[] = []

  const start = (file: string, env: Record<string, string>) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file], {
      cwd: copy.dir,
      env: { ...process.env, DATA_DIR: join(copy.dir, 'var/data'), DATABASE_URL: '', LOG_LEVEL: 'error', NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-50_000))
    child.stdout?.on('data', keep)
    child.stderr?.on('data', keep)
    processes.push(child)
  }
  const up = async (url: string) => {
    for (let i = 0; i < 600; i++) {
      const status = await fetch(url).then(
        (r) => r.status,
        () => 0,
      )
      if (status && status < 500) return
      await new Promise((r) => setTimeout(r, 250))
    }
    throw new Error(`${url} did not answer:\n${output}`)
  }
  const headlineOf = async (root: string, file: string) => JSON.parse(await readFile(join(root, file), 'utf8')).sections[0].headline

  /** The developer changes a page's headline in their clone, commits and pushes. */
  const developerPushes = async (file: string, headline: string) => {
    dev('pull', '--quiet', '--no-rebase', 'origin', 'main')
    const json = JSON.parse(await readFile(join(copy.dir, 'var/developer', file), 'utf8'))
    json.sections[0].headline = headline
    await writeFile(join(copy.dir, 'var/developer', file), `${JSON.stringify(json, null, 2)}\n`)
    dev('commit', '--quiet', '-am', `New headline: ${headline}`)
    dev('push', '--quiet', 'origin', 'main')
  }

  const editHeadline = async (file: string, headline: string) => {
    await page.goto(`${studio}/_editor/page?file=${encodeURIComponent(file)}`)
    await page.getByRole('radio', { name: /^Sections/ }).click({ force: true })
    await page
      .getByRole('button', { name: /^Hero · / })
      .first()
      .click()
    await page.getByLabel('Headline', { exact: true }).first().fill(headline)
    await page.keyboard.press('Tab')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.locator('[data-save-status]')).toHaveText('Saved · valid', { timeout: 30_000 })
  }
  const panel = () => page.getByRole('region', { name: 'Live site' })

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(300_000)
    copy = await copyProject([
      ...['app', 'ui', 'sections', 'schemas', 'pages', 'data', 'api'],
      ...['package.json', 'tsconfig.json', 'panda.config.ts', 'postcss.config.cjs', 'vite.config.ts', 'biome.json'],
    ])
    await copyBuild(copy.dir)
    git('init', '-q', '-b', 'main')
    git('add', '-A', 'pages', 'data')
    git('-c', 'user.name=developer', '-c', 'user.email=dev@example.com', 'commit', '-qm', 'the site')
    run(copy.dir, 'init', '-q', '--bare', '-b', 'main', 'var/site.git')
    git('remote', 'add', 'origin', join(copy.dir, 'var/site.git'))
    git('push', '-q', 'origin', 'main')
    run(copy.dir, 'clone', '-q', join(copy.dir, 'var/site.git'), 'var/developer')
    for (const f of (await readdir(join(copy.dir, 'pages'), { recursive: true })).filter((f) => f.endsWith('.json')).sort()) {
      const json = JSON.parse(await readFile(join(copy.dir, 'pages', f), 'utf8'))
      if (
        pageFileToRoute(`pages/${f}`) &&
        !json.draft &&
        json.sections?.[0]?.type === 'hero' &&
        typeof json.sections[0].headline === 'string'
      )
        files.push(`pages/${f}`)
    }
    expect(files.length).toBeGreaterThanOrEqual(2)
    const made = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'api/accounts/cli.ts', '--email', marketer.email, '--role', 'marketer', '--name', marketer.name],
      {
        cwd: copy.dir,
        env: { ...process.env, DATA_DIR: join(copy.dir, 'var/data'), DATABASE_URL: '', DESK_PASSWORD: marketer.password },
        encoding: 'utf8',
      },
    )
    expect(made.status, made.stdout + made.stderr).toBe(0)
    const [studioPort, sitePort] = [await freePort(), await freePort()]
    studio = `http://127.0.0.1:${studioPort}`
    site = `http://127.0.0.1:${sitePort}`
    start('app/editor/studio-main.ts', { STUDIO_PORT: String(studioPort), STUDIO_GIT_REMOTE: 'origin' })
    await up(`${studio}/_editor/api/session`)
    start('api/server.ts', { PORT: String(sitePort), HOST: '127.0.0.1', SKIP_BUILD: '1', SITE_DIR: 'var/builds/current/client' })
    await up(`${site}/healthz`)
    context = await browser.newContext({ viewport: { width: 1440, height: 1000 } })
    const signIn = await context.request.post(`${site}/api/accounts/sign-in`, {
      data: { email: marketer.email, password: marketer.password },
      headers: { origin: site },
    })
    expect(signIn.status()).toBe(200)
    page = await context.newPage()
  })
  test.afterAll(async () => {
    await context?.close()
    for (const child of processes) child.kill()
    await copy?.cleanup()
  })
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from its first parameter's pattern
  test.afterEach(async ({}, info) => {
    if (info.status !== info.expectedStatus) await info.attach('the servers’ output', { body: output, contentType: 'text/plain' })
  })

  test('her save reaches the remote, and the panel says every save is there', async () => {
    await editHeadline(files[0]!, 'Saved in the Studio, Sent to the Repository')
    await expect.poll(remoteLog, { timeout: 15_000 }).toMatch(new RegExp(`^${marketer.name}\\|`))
    await page.goto(`${studio}/_editor`)
    await expect(panel().getByTestId('repository-state')).toHaveText('Repository origin/main: every save is there.', { timeout: 15_000 })
  })

  test('Pull brings in the developer’s commit and lists it', async () => {
    await developerPushes(files[1]!, 'Written by the Developer')
    await page.goto(`${studio}/_editor`)
    await panel().getByRole('button', { name: 'Pull the developer’s changes' }).click()
    const result = panel().getByTestId('pull-result')
    await expect(result).toContainText('Pulled 1 commit')
    await expect(result).toContainText('New headline: Written by the Developer')
    await expect(result).toContainText('Dana Developer')
    expect(await headlineOf(copy.dir, files[1]!)).toBe('Written by the Developer')
  })

  test('a save the remote refuses is shown as not sent; a conflicting pull is refused with its file, her file kept', async () => {
    await developerPushes(files[0]!, 'The Developer’s Own Headline')
    await editHeadline(files[0]!, 'The Marketer’s Own Headline')
    const saved = await readFile(join(copy.dir, files[0]!), 'utf8')
    const head = git('rev-parse', 'HEAD')
    await page.goto(`${studio}/_editor`)
    await expect(panel().getByTestId('repository-state')).toContainText('1 commit not sent yet', { timeout: 15_000 })
    await expect(panel().getByTestId('push-failure')).toContainText('not pulled yet', { timeout: 15_000 })
    await panel().getByRole('button', { name: 'Pull the developer’s changes' }).click()
    const conflict = panel().getByTestId('pull-conflict')
    await expect(conflict).toContainText('nothing was pulled')
    await expect(conflict.getByRole('link', { name: files[0]!, exact: true })).toBeVisible()
    expect(await readFile(join(copy.dir, files[0]!), 'utf8')).toBe(saved)
    expect(git('rev-parse', 'HEAD')).toBe(head)
    await page.screenshot({ path: 'var/studio-screens/studio-git-conflict-1440.png' })
  })
})
