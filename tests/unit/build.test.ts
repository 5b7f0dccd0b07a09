import { spawnSync } from 'node:child_process'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyBuild, copyProject } from '../helpers/project-copy'

/**
 * The incremental build gives, byte for byte, what a full build gives: a navigation edit, then a page edit and a
 * record edit, each built incrementally on a copy of the project, against one full build of the result. And it
 * renders only what changed: the page alone for a page edit, the pages that show a record for a record edit.
 * The copy starts from the project's own build when there is one (`npm test` builds first): the same code, so its
 * first build renders nothing.
 */
type Copy = Awaited<ReturnType<typeof copyProject>>
const build = (copy: Copy, env: Record<string, string> = {}, args: string[] = []) => {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'app/builder/build.ts', ...args], {
    cwd: copy.dir,
    encoding: 'utf8',
    timeout: 600_000,
    env: { ...process.env, ...env },
  })
  expect(run.stderr).not.toMatch(/✖/)
  expect(run.status, run.stderr).toBe(0)
  return run.stdout
}
/** Routes an incremental build says it rendered ("rendered: /a /b"). */
const renderedRoutes = (log: string) => (/^ {2}rendered: (.*)$/m.exec(log)?.[1] ?? '').split(' ').filter(Boolean)
const routeCount = (log: string) => /(\d+) of (\d+) routes rendered/.exec(log)!.slice(1).map(Number)

async function files(dir: string): Promise<Map<string, Buffer>> {
  const out = new Map<string, Buffer>()
  for (const f of await readdir(dir, { recursive: true, withFileTypes: true }))
    if (f.isFile()) out.set(join(f.parentPath, f.name).slice(dir.length + 1), await readFile(join(f.parentPath, f.name)))
  // The state is the build's own memory, not the site.
  out.delete('build-state.json')
  return out
}

describe('an incremental build', () => {
  let copy: Copy
  let navLog: string
  let editLog: string
  let editedTitle: string

  beforeAll(async () => {
    copy = await copyProject()
    await copyBuild(copy.dir)
    build(copy)

    // A navigation edit: the menus are data (data/navigation.json), read by the frame around every page.
    const nav = join(copy.dir, 'data/navigation.json')
    const navText = await readFile(nav, 'utf8')
    expect(navText).toContain('"label": "Gallery"')
    await writeFile(nav, navText.replace('"label": "Gallery"', '"label": "Project Gallery"'))
    navLog = build(copy)

    // A page edit and a record edit, built together.
    const about = join(copy.dir, 'pages/about.json')
    const page = JSON.parse(await readFile(about, 'utf8'))
    editedTitle = `${page.meta.title} (edited)`
    page.meta.title = editedTitle
    await writeFile(about, JSON.stringify(page, null, 2))
    const testimonials = join(copy.dir, 'data/testimonials.json')
    const records = JSON.parse(await readFile(testimonials, 'utf8'))
    records.items[0].quote = `${records.items[0].quote} Edited for the test.`
    await writeFile(testimonials, JSON.stringify(records, null, 2))
    editLog = build(copy)
  }, 900_000)
  afterAll(() => copy?.cleanup())

  it('renders every route again, without rebuilding the code, when the navigation changes, and shows the new label on each', async () => {
    expect(navLog).not.toMatch(/full build/)
    const [rendered, total] = routeCount(navLog)
    expect(rendered).toBe(total)
    const home = await readFile(join(copy.dir, 'dist/client/index.html'), 'utf8')
    expect(home).toContain('Project Gallery')
  })

  it('renders only the edited page and the pages that show the edited record', async () => {
    const rendered = renderedRoutes(editLog)
    const [count, total] = routeCount(editLog)
    expect(count).toBe(rendered.length)
    expect(rendered).toContain('/about')
    expect(count).toBeLessThan(total)
    const html = async (route: string) =>
      readFile(join(copy.dir, 'dist/client', route === '/' ? 'index.html' : `${route.slice(1)}/index.html`), 'utf8')
    expect(await html('/about')).toContain(`<title>${editedTitle}</title>`)
    // Every page that shows the review now shows the new words, and it was rendered again.
    const routes = (await readdir(join(copy.dir, 'pages'), { recursive: true }))
      .filter((f) => f.endsWith('.json') && f !== '404.json')
      .map((f) => (f === 'index.json' ? '/' : `/${f.replace(/(\/index)?\.json$/, '')}`))
    const showing: string[] = []
    for (const route of routes) if ((await html(route)).includes('Edited for the test.')) showing.push(route)
    expect(showing.length).toBeGreaterThan(0)
    for (const route of showing) expect(rendered).toContain(route)
  })

  it('gives the same bytes as a full build of the same sources', async () => {
    build(copy, { OUT_DIR: join(copy.dir, 'dist-full') }, ['--full'])
    const incremental = await files(join(copy.dir, 'dist'))
    const full = await files(join(copy.dir, 'dist-full'))
    expect([...incremental.keys()].sort()).toEqual([...full.keys()].sort())
    const differing = [...full].filter(([file, bytes]) => !incremental.get(file)?.equals(bytes)).map(([file]) => file)
    expect(differing).toEqual([])
  }, 600_000)

  it('stops, naming the file, when the styles do not compile', async () => {
    const config = join(copy.dir, 'panda.config.ts')
    const text = await readFile(config, 'utf8')
    await writeFile(config, `${text}\nexport const unfinished = (\n`)
    try {
      const out = join(copy.dir, 'dist-broken')
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'app/builder/build.ts', '--full'], {
        cwd: copy.dir,
        encoding: 'utf8',
        timeout: 120_000,
        env: { ...process.env, OUT_DIR: out },
      })
      expect(run.status).toBe(1)
      expect(run.stderr).toMatch(/panda\.config\.ts:\d+:\d+: ERROR: Unexpected end of file/)
      expect(run.stdout).not.toMatch(/vite build/)
      // Nothing of a site: no page, no bundle (the images may have begun encoding beside it).
      const written = await readdir(join(out, 'client')).catch(() => [])
      expect(written).not.toContain('index.html')
      expect(written).not.toContain('assets')
    } finally {
      await writeFile(config, text)
    }
  }, 120_000)
})
