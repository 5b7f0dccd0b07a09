import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test'
import { pageFileToRoute } from '../../schemas/routing'
import { freePort } from '../helpers/free-port'
import { copyBuild, copyProject } from '../helpers/project-copy'

/**
 * The studio (`npm run studio`) and the public server (SITE_DIR = var/builds/current/client) side by side on one
 * store, as on the server, on a copy of the project with a repository of its own — what the studio's browser tests
 * (studio-*.spec.ts) run against — and a marketer signed in at the desk in a browser context (the desk's cookie is
 * the host's: the studio reads the same session).
 */

export const marketer = { email: 'maria@westchesterstone.com', name: 'Maria Marketer', password: 'maria-marketer-password' }

export type StudioSite = Awaited<ReturnType<typeof startStudioSite>>

/** Runs git in `cwd`; its output, or an error with git's own words. */
export const gitIn = (cwd: string, ...args: string[]) => {
  const out = spawnSync('git', args, { cwd, encoding: 'utf8' })
  if (out.status !== 0) throw new Error(`git ${args.join(' ')}: ${out.stderr}`)
  return out.stdout.trim()
}

export async function startStudioSite(
  browser: Browser,
  options: { studioEnv?: Record<string, string>; beforeStart?: (dir: string) => Promise<void> | void } = {},
) {
  const copy = await copyProject([
    ...['app', 'ui', 'sections', 'schemas', 'pages', 'data', 'api'],
    ...['package.json', 'tsconfig.json', 'panda.config.ts', 'postcss.config.cjs', 'vite.config.ts', 'biome.json'],
  ])
  const processes: ChildProcess[] = []
  let output = ''
  let context: BrowserContext | undefined
  const stop = async () => {
    await context?.close()
    for (const child of processes) child.kill()
    await copy.cleanup()
  }
  try {
    await copyBuild(copy.dir)
    const git = (...args: string[]) => gitIn(copy.dir, ...args)
    git('init', '-q', '-b', 'main')
    git('add', '-A', 'pages', 'data')
    git('-c', 'user.name=developer', '-c', 'user.email=dev@example.com', 'commit', '-qm', 'the site')
    await options.beforeStart?.(copy.dir)
    // The published pages that open with a hero's headline (the content decides which).
    const heroPages: { file: string; route: string; headline: string }[] = []
    for (const f of (await readdir(join(copy.dir, 'pages'), { recursive: true })).filter((f) => f.endsWith('.json')).sort()) {
      const json = JSON.parse(await readFile(join(copy.dir, 'pages', f), 'utf8'))
      const route = pageFileToRoute(`pages/${f}`)
      if (route && !json.draft && json.sections?.[0]?.type === 'hero' && typeof json.sections[0].headline === 'string')
        heroPages.push({ file: `pages/${f}`, route, headline: json.sections[0].headline })
    }
    expect(heroPages.length).toBeGreaterThanOrEqual(2)
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
    const [studioPort, sitePort] = [await freePort(), await freePort()]
    const studio = `http://127.0.0.1:${studioPort}`
    const site = `http://127.0.0.1:${sitePort}`
    // The studio first: it makes the project's build the first live one (var/builds/current), which the server follows.
    start('app/editor/studio-main.ts', { STUDIO_PORT: String(studioPort), ...options.studioEnv })
    await up(`${studio}/_editor/api/session`)
    start('api/server.ts', { PORT: String(sitePort), HOST: '127.0.0.1', SKIP_BUILD: '1', SITE_DIR: 'var/builds/current/client' })
    await up(`${site}/healthz`)
    context = await browser.newContext({ viewport: { width: 1440, height: 1000 } })
    const signIn = await context.request.post(`${site}/api/accounts/sign-in`, {
      data: { email: marketer.email, password: marketer.password },
      headers: { origin: site },
    })
    expect(signIn.status()).toBe(200)
    const page = await context.newPage()
    return { dir: copy.dir, studio, site, git, heroPages, context, page, output: () => output, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

/** Gives a page's hero a new headline in the studio's form (its sections open folded: the hero opens on its button), saved unless told. */
export async function editHeadline(page: Page, studio: string, file: string, headline: string, save = true) {
  await page.goto(`${studio}/_editor/page?file=${encodeURIComponent(file)}`)
  await page.getByRole('radio', { name: /^Sections/ }).click({ force: true })
  await page
    .getByRole('button', { name: /^Hero · / })
    .first()
    .click()
  await page.getByLabel('Headline', { exact: true }).first().fill(headline)
  await page.keyboard.press('Tab')
  if (!save) return
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.locator('[data-save-status]')).toHaveText('Saved · valid', { timeout: 30_000 })
}
