import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { editHeadline, gitIn, marketer, type StudioSite, startStudioSite } from './studio-servers'

/**
 * The studio and the site's remote repository as a marketer sees them, on a copy of the project with its own
 * repository, a bare repository as its remote (STUDIO_GIT_REMOTE=origin) and a second clone as the developer: her
 * save reaches the remote (the Live site panel says every save is there); the panel's Pull brings in the developer's
 * commit and lists it; a save the remote refuses is shown as not sent, with why; a conflicting commit's pull is
 * refused in the panel with the file listed, and her file stays as she saved it.
 */
test.describe('the studio and the repository’s remote', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 })
  let servers: StudioSite
  let dir: string
  let studio: string
  let page: Page
  const git = (...args: string[]) => gitIn(dir, ...args)
  const dev = (...args: string[]) =>
    gitIn(join(dir, 'var/developer'), '-c', 'user.name=Dana Developer', '-c', 'user.email=dana@example.com', ...args)
  const remoteLog = () => gitIn(join(dir, 'var/site.git'), 'log', '--format=%an|%s', 'main')
  /** Two published pages that open with a hero's headline (the content decides which). */
  let files: string[] = []

  const headlineOf = async (root: string, file: string) => JSON.parse(await readFile(join(root, file), 'utf8')).sections[0].headline

  /** The developer changes a page's headline in their clone, commits and pushes. */
  const developerPushes = async (file: string, headline: string) => {
    dev('pull', '--quiet', '--no-rebase', 'origin', 'main')
    const json = JSON.parse(await readFile(join(dir, 'var/developer', file), 'utf8'))
    json.sections[0].headline = headline
    await writeFile(join(dir, 'var/developer', file), `${JSON.stringify(json, null, 2)}\n`)
    dev('commit', '--quiet', '-am', `New headline: ${headline}`)
    dev('push', '--quiet', 'origin', 'main')
  }

  const panel = () => page.getByRole('region', { name: 'Live site' })

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(300_000)
    servers = await startStudioSite(browser, {
      studioEnv: { STUDIO_GIT_REMOTE: 'origin' },
      // The site's remote (a bare repository) and the developer's clone of it.
      beforeStart: (root) => {
        gitIn(root, 'init', '-q', '--bare', '-b', 'main', 'var/site.git')
        gitIn(root, 'remote', 'add', 'origin', join(root, 'var/site.git'))
        gitIn(root, 'push', '-q', 'origin', 'main')
        gitIn(root, 'clone', '-q', join(root, 'var/site.git'), 'var/developer')
      },
    })
    ;({ dir, studio, page } = servers)
    files = servers.heroPages.map((p) => p.file)
  })
  test.afterAll(async () => {
    await servers?.stop()
  })
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from its first parameter's pattern
  test.afterEach(async ({}, info) => {
    if (info.status !== info.expectedStatus) await info.attach('the servers’ output', { body: servers.output(), contentType: 'text/plain' })
  })

  test('her save reaches the remote, and the panel says every save is there', async () => {
    await editHeadline(page, studio, files[0]!, 'Saved in the Studio, Sent to the Repository')
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
    expect(await headlineOf(dir, files[1]!)).toBe('Written by the Developer')
  })

  test('a save the remote refuses is shown as not sent; a conflicting pull is refused with its file, her file kept', async () => {
    await developerPushes(files[0]!, 'The Developer’s Own Headline')
    await editHeadline(page, studio, files[0]!, 'The Marketer’s Own Headline')
    const saved = await readFile(join(dir, files[0]!), 'utf8')
    const head = git('rev-parse', 'HEAD')
    await page.goto(`${studio}/_editor`)
    await expect(panel().getByTestId('repository-state')).toContainText('1 commit not sent yet', { timeout: 15_000 })
    await expect(panel().getByTestId('push-failure')).toContainText('not pulled yet', { timeout: 15_000 })
    await panel().getByRole('button', { name: 'Pull the developer’s changes' }).click()
    const conflict = panel().getByTestId('pull-conflict')
    await expect(conflict).toContainText('nothing was pulled')
    await expect(conflict.getByRole('link', { name: files[0]!, exact: true })).toBeVisible()
    expect(await readFile(join(dir, files[0]!), 'utf8')).toBe(saved)
    expect(git('rev-parse', 'HEAD')).toBe(head)
    await page.screenshot({ path: 'var/studio-screens/studio-git-conflict-1440.png' })
  })
})
