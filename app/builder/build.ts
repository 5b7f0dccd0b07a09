/**
 * `npm run build`: load and validate every page and record (stop on any problem) — with the section registry and
 * JSON Schemas regenerated first when the code changed, after when only the routes, keys or image names did — then
 * build what changed since the last build:
 *   - the code (app/, ui/, sections/, schemas/, the configs, the installed packages and the data files code imports) changed,
 *     or there is no earlier build, or `--full`: a full build — Panda's styled-system and stylesheet (in one child
 *     process: app/builder/styled-system.ts), the client and the server renderer with Vite, every image (from the image
 *     cache: only new or changed ones are encoded, on as many workers as cores, while Vite builds), every page;
 *   - otherwise only the images that changed, and only the routes whose inputs changed (app/builder/route-inputs.ts: a
 *     page file, a collection it reads, an image it shows) are rendered again, with their HTML, page data and
 *     compressed twins; the sitemap and csp.json are written from every page's record. Routes that no longer exist
 *     lose their files.
 * Either way the output is byte for byte the same (tests/unit/build.test.ts compares them).
 * Options (env): SITE_ROOT — the project folder to build (default: this one); OUT_DIR — default <root>/dist;
 * BUILD_FULL=1 or `--full` — a full build; BUILD_TIME — the instant the site is built for (an ISO time; default now:
 * which scheduled pages are live, schemas/schedule.ts).
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { join, relative, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { STYLES_ENTRY } from '../browser/boot'
import { PANDA_BUILD, STYLESHEET } from './regenerate'
import type { RouteInputs } from './route-inputs'
import { STONE_TEXTURE } from '../../ui/image-sources'
import type { PageRecord } from './prerender'
import { countOf } from '../../schemas/words'

const started = performance.now()
// A build is a production build whatever runs it (a test runner sets NODE_ENV=test, which Vite would honour and bundle
// React's development code): the same sources give the same bytes from any shell.
process.env.NODE_ENV = 'production'
const root = resolve(process.env.SITE_ROOT ?? '.')
const dist = resolve(process.env.OUT_DIR ?? join(root, 'dist'))
const client = join(dist, 'client')
const forceFull = process.argv.includes('--full') || process.env.BUILD_FULL === '1'
const seconds = () => ((performance.now() - started) / 1000).toFixed(1)
const step = (name: string) => console.log(`\n▸ ${name}  (${seconds()} s)`)
// The project's own modules (a copy under test builds its own sections, pages and data).
const local = <T>(file: string) => import(pathToFileURL(join(root, file)).href) as Promise<T>
const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('base64url')

/** What the last build left in dist/build-state.json: enough to build only what changed since. */
type BuildState = {
  version: number
  /** Fingerprint of the code, the configs, the lockfile and the data files the bundles import … */
  code: string
  /** … and of each of those files, to say which changed. */
  codeFiles: Record<string, string>
  /** Data files the bundles imported (data/site.json, …): code inputs while the frame reads them directly. */
  codeData: string[]
  /** Fingerprint of the routes, record keys and image names (the JSON Schemas offer them as completions). */
  completions: string
  /**
   * Per page file and language ("pages/x.json", "es:pages/x.json"): its inputs, their fingerprint and its record for
   * the site-wide files.
   */
  pages: Record<string, { inputs: RouteInputs; fingerprint: string; record: PageRecord }>
}
const STATE_VERSION = 4
const stateFile = join(dist, 'build-state.json')

/** Code inputs: files the bundles, the CSS and the renderer are made from. */
const CODE_DIRS = ['app', 'ui', 'sections', 'schemas']
// The installed dependencies (npm writes node_modules/.package-lock.json on every install), not the lockfile: a copy
// of the project that links node_modules builds with the same ones.
const CODE_FILES = ['node_modules/.package-lock.json', 'panda.config.ts', 'vite.config.ts', 'postcss.config.cjs', 'tsconfig.json']

async function codeFingerprint(codeData: string[]): Promise<{ code: string; codeFiles: Record<string, string> }> {
  const files: string[] = [...CODE_FILES, ...codeData]
  for (const dir of CODE_DIRS) {
    const entries = await readdir(join(root, dir), { recursive: true, withFileTypes: true }).catch(() => [])
    // The JSON Schemas are generated for editors (with content as completions) and are no input of the bundles.
    for (const e of entries)
      if (e.isFile() && !e.name.endsWith('.schema.json')) files.push(relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
  }
  const codeFiles: Record<string, string> = {}
  await Promise.all(
    [...new Set(files)].sort().map(async (f) => (codeFiles[f] = sha((await readFile(join(root, f)).catch(() => '')) as Buffer | string))),
  )
  const parts = Object.keys(codeFiles)
    .sort()
    .map((f) => `${f}\0${codeFiles[f]}`)
  // panda.config.ts reads the stone texture's registry entry (its CSS background), and the critical CSS of every
  // page that shows it carries its smallest rendition inline (prerender.ts): both follow its entry and its file. The
  // year is in every footer.
  const stone = await readFile(join(root, 'data/images.json'), 'utf8').then(
    async (t) => {
      const entry = (JSON.parse(t) as Record<string, { src?: string }>)[STONE_TEXTURE]
      const file = entry?.src ? await readFile(join(root, 'data/images', entry.src)).catch(() => '') : ''
      return `${JSON.stringify(entry ?? null)}\0${sha(file as Buffer | string)}`
    },
    () => '',
  )
  return { code: sha([...parts, stone, String(new Date().getFullYear()), process.version].join('\n')), codeFiles }
}

async function readState(): Promise<BuildState | undefined> {
  try {
    const state = JSON.parse(await readFile(stateFile, 'utf8')) as BuildState
    return state.version === STATE_VERSION ? state : undefined
  } catch {
    return undefined
  }
}

const previous = forceFull ? undefined : await readState()
let { code, codeFiles } = await codeFingerprint(previous?.codeData ?? [])
const full = !previous || previous.code !== code
const changed = Object.keys({ ...codeFiles, ...previous?.codeFiles }).filter((f) => codeFiles[f] !== previous?.codeFiles?.[f])
// A build that stops half-way leaves no state: the next one is full.
await rm(stateFile, { force: true })
let codeData = previous?.codeData ?? []

/**
 * The section registry and the JSON Schemas: made from the section folders (code) and, as the editor's
 * completions, from the routes, record keys and image names. Before loading when the code changed (a new section
 * folder must be in the registry); otherwise only when the completions did.
 */
const { generate } = await local<typeof import('../../schemas/generate')>('schemas/generate.ts')
const regenerate = async () => {
  step('section registry and JSON Schemas')
  const generated = await generate(root)
  for (const p of generated.problems) console.error(`✖ ${p.file}: ${p.message}`)
  if (generated.problems.length) process.exit(1)
  for (const file of generated.written) console.log(`  wrote ${file}`)
}
if (full) {
  await regenerate()
  ;({ code, codeFiles } = await codeFingerprint(codeData))
}
// A full build's Panda — styled-system/ (recipes, css()) and the stylesheet — in a child process beside the loading and
// the images (it reads the section recipes the registry holds, so after it); awaited before Vite builds.
const panda = full ? spawn(process.execPath, ['--import', 'tsx', join(root, PANDA_BUILD)], { cwd: root, stdio: 'inherit' }) : undefined
const styledSystem = new Promise<number | null>((done) => (panda ? panda.on('close', done).on('error', () => done(1)) : done(0)))

step('load and validate pages and records')
const { loadProject } = await local<typeof import('../../schemas/load')>('schemas/load.ts')
const { formatIssues } = await local<typeof import('../../schemas/validate')>('schemas/validate.ts')
const { collections } = await local<typeof import('../../schemas/collections')>('schemas/collections.ts')
const checked = await loadProject(root)
if (checked.issues.length) {
  console.error(formatIssues(checked.issues))
  console.error(`\n✖ ${checked.issues.length} problem(s): the build stops here.`)
  panda?.kill()
  process.exit(1)
}
// The site as it is at the build's instant (BUILD_TIME, else now): a scheduled page not live then is left out as a
// draft is, with its menu entries (schemas/schedule.ts; the studio's scheduler publishes again when its time comes).
const { buildInstant, pagesAt } = await local<typeof import('../../schemas/schedule')>('schemas/schedule.ts')
const project = { ...checked, pages: pagesAt(checked.pages, buildInstant()) }
const completions = sha(
  JSON.stringify({
    routes: project.routes,
    images: Object.keys(project.images),
    keys: Object.entries(collections).map(([name, c]) => {
      const items = (project.collections as Record<string, unknown>)[name]
      return 'key' in c && Array.isArray(items) ? items.map((item) => (item as Record<string, unknown>)[c.key as string]) : []
    }),
  }),
)
if (!full && completions !== previous?.completions) await regenerate()

const { buildImages } = await local<typeof import('./images/pipeline')>('app/builder/images/pipeline.ts')
const images = (log: (line: string) => void, only?: string[]) => buildImages(client, { images: project.images, root, log, only })
/** A full build's image encode, still running beside the prerender (awaited before the files are compressed). */
let encoding: Promise<unknown> | undefined
const encodeLines: string[] = []

if (full) {
  console.log(
    forceFull
      ? '  full build (asked for)'
      : !previous
        ? '  no earlier build: full build'
        : `  the code changed${changed.length ? ` (${changed.slice(0, 3).join(', ')}${changed.length > 3 ? ` and ${changed.length - 3} more` : ''})` : ''}: full build`,
  )
  await rm(client, { recursive: true, force: true })
  await rm(join(dist, 'server'), { recursive: true, force: true })
  // Images encode on the thread pool while Vite builds and the pages render: on a cold cache they take the longest.
  // The stone texture first: the pages carry its smallest rendition inline (prerender.ts), so they wait for it alone.
  const log = (line: string) => encodeLines.push(line)
  const texture = images(log, [STONE_TEXTURE]).catch((error: Error) => error)
  encoding = texture.then((done) => (done instanceof Error ? done : images(log).catch((error: Error) => error)))

  step('panda: styled-system and stylesheet')
  const status = await styledSystem
  if (status !== 0) process.exit(status ?? 1)

  const imported = new Set<string>()
  const noteModules = (out: unknown) => {
    for (const o of [out].flat() as { output?: { moduleIds?: string[] }[] }[])
      for (const chunk of o.output ?? [])
        for (const id of chunk.moduleIds ?? []) {
          const file = relative(root, id.split('?')[0]).split(sep).join('/')
          if (file.startsWith('data/')) imported.add(file)
        }
  }
  step('vite build (client)')
  const { build: viteBuild, createLogger } = await import('vite')
  const logger = createLogger('warn')
  const warnOnce = logger.warnOnce
  // The site's images are written by the image pipeline, not by Vite: the stylesheet's stone texture (/images/…) is
  // not there for Vite to find, and that is no problem.
  const ours = /^\s*\/images\/\S+ referenced in .* didn't resolve at build time/
  logger.warnOnce = (message, options) => (ours.test(message) ? undefined : warnOnce(message, options))
  const shared = {
    root,
    configFile: join(root, 'vite.config.ts'),
    // Imported as the build imports its modules (tsx): no bundling of the config, nor its warning about doing so.
    configLoader: 'native',
    logLevel: 'warn',
    customLogger: logger,
  } as const
  const stylesheet = join(root, STYLESHEET)
  noteModules(
    await viteBuild({
      ...shared,
      build: { outDir: client, emptyOutDir: false },
      // The stylesheet Panda's child wrote, in place of app/browser/styles.css, and no PostCSS: Panda's plugin would load and extract
      // it all again (app/builder/styled-system.ts).
      css: { postcss: { plugins: [] } },
      plugins: [
        {
          name: 'panda-stylesheet',
          enforce: 'pre',
          load: (id) => (id === join(root, STYLES_ENTRY) ? readFile(stylesheet, 'utf8') : undefined),
        },
      ],
    }),
  )

  step('vite build (the desk)')
  const { buildDesk } = await local<typeof import('./desk')>('app/builder/desk.ts')
  await buildDesk(viteBuild, root, client, shared)

  step('vite build (server renderer)')
  noteModules(
    await viteBuild({
      ...shared,
      publicDir: false,
      build: {
        ssr: 'app/render/entry-server.tsx',
        outDir: join(dist, 'server'),
        emptyOutDir: true,
        manifest: false,
        // The renderer imports every section statically (it renders them all) and the island map imports the
        // interactive ones lazily (for the browser): in this one server bundle that is expected, not a lost split.
        rolldownOptions: { input: 'app/render/entry-server.tsx', checks: { ineffectiveDynamicImport: false } },
      },
    }),
  )
  codeData = [...imported].sort()
  ;({ code, codeFiles } = await codeFingerprint(codeData))

  const ready = await texture
  if (ready instanceof Error) {
    console.error(`✖ ${ready.message}`)
    process.exit(1)
  }
} else {
  step('images')
  await images((line) => console.log(line))
  const { refreshDeskText } = await local<typeof import('./desk')>('app/builder/desk.ts')
  await refreshDeskText(root, client)
}

step(full ? 'resolve and prerender every route' : 'resolve and prerender the routes whose inputs changed')
const { resolveWithInputs, inputFingerprints } = await local<typeof import('./route-inputs')>('app/builder/route-inputs.ts')
const { renderPages, writeSiteFiles, readViteManifest, routerManifest, routerFiles, sectionCode, compressTree, compressFiles, buildId } =
  await local<typeof import('./prerender')>('app/builder/prerender.ts')
const { resolveFrame } = await local<typeof import('./frame')>('app/builder/frame.ts')
const { quoteOptions } = await local<typeof import('../../schemas/quote')>('schemas/quote.ts')
const { leadMail } = await local<typeof import('../../schemas/lead-mail')>('schemas/lead-mail.ts')
const vite = await readViteManifest(client)
const manifest = routerManifest(vite)
const build = buildId(vite)
const { localePlan, asLanguagePage, frameIn, pageIn, redirectsInAll } = await local<typeof import('./locales')>('app/builder/locales.ts')
const { frameDataFile, notFoundFiles } = await local<typeof import('../render/locale')>('app/render/locale.ts')
const { DEFAULT_LOCALE, localeRoute } = await local<typeof import('../../schemas/locales')>('schemas/locales.ts')
const { HOME_ROUTE } = await local<typeof import('../../schemas/routing')>('schemas/routing.ts')
// Every page in English, and in each other language it is built in (app/builder/locales.ts): its words from that
// language's project, the frame around it in that language.
const plan = localePlan(project)
const siteUrl = project.collections.site.url
const languages = [{ code: DEFAULT_LOCALE, project }, ...plan.others.map((o) => ({ code: o.locale.code, project: o.project }))]
const frames = Object.fromEntries(languages.map((l) => [l.code, frameIn(resolveFrame(l.project), l.code, plan, siteUrl)]))
const frame = frames[DEFAULT_LOCALE]
// What every route shares: the code, and the languages' plan and frames (each page's links, switch and alternates).
const shared = sha(code + JSON.stringify(manifest) + plan.fingerprint + JSON.stringify(frames))
const fingerprints = new Map<string, ReturnType<typeof inputFingerprints>>()
const fingerprintIn = (source: typeof project, key: string) => {
  if (!fingerprints.has(key)) fingerprints.set(key, inputFingerprints(source, sha(shared + key)))
  return fingerprints.get(key)!
}
// Drafts are not built (the dev server shows them); a page that became one loses its files below.
const loadedPages = [...project.pages.filter((p) => !p.page.draft), project.notFound!]
const pagesState: BuildState['pages'] = {}
const allRecords: PageRecord[][] = loadedPages.map(() => [])
const written: string[] = []
const rendered: string[] = []
for (const language of languages) {
  const isDefault = language.code === DEFAULT_LOCALE
  const home = localeRoute(HOME_ROUTE, language.code, plan.locales)
  // Each page built in this language: its state key, where its words come from, and how.
  const variants = loadedPages.flatMap((english, index) => {
    const status = isDefault ? undefined : (plan.status(english.file, language.code) ?? (english.route === null ? 'fallback' : undefined))
    if (!isDefault && !status) return []
    const source = status === 'fallback' ? project : language.project
    const loaded = pageIn(source, english.file) ?? english
    const key = isDefault ? english.file : `${language.code}:${english.file}`
    return [{ index, key, status, source, loaded, fingerprint: fingerprintIn(source, `${language.code}:${status ?? ''}`) }]
  })
  const toRender = variants.filter((v) => {
    const before = previous?.pages[v.key]
    if (full || !before || v.fingerprint(before.inputs) !== before.fingerprint) return true
    pagesState[v.key] = before
    allRecords[v.index].push(before.record)
    return false
  })
  const localised = (v: (typeof variants)[number]) => {
    const r = resolveWithInputs(v.loaded, v.source)
    return { ...r, page: asLanguagePage(r.page, { plan, code: language.code, status: v.status, siteUrl, frames }) }
  }
  const resolved = toRender.map((v) => ({ v, ...localised(v) }))
  const out = await renderPages({
    outDir: client,
    serverEntry: join(dist, 'server/entry-server.js'),
    manifest,
    build,
    frame: frames[language.code],
    router: routerFiles(vite),
    code: sectionCode(vite),
    pages: resolved.filter((r) => r.page.route !== null).map((r) => r.page),
    notFound: resolved.find((r) => r.page.route === null)?.page,
    // A route renders from its own data; the not-found page is there for the router's fallback.
    pageSet: (() => {
      const byRoute = new Map(resolved.map((r) => [r.page.route, r.page]))
      const notFound = byRoute.get(null) ?? localised(variants.find((v) => v.loaded.route === null)!).page
      return { page: (route: string) => byRoute.get(route), notFound }
    })(),
    ...(isDefault ? {} : { notFoundAt: { ...notFoundFiles(home), url: `${home}/this-page-does-not-exist` } }),
  })
  written.push(...out.written)
  for (const r of resolved) {
    const record = out.records.find((x) => x.route === r.page.route)!
    pagesState[r.v.key] = { inputs: r.inputs, fingerprint: r.v.fingerprint(r.inputs)!, record }
    allRecords[r.v.index].push(record)
    if (r.page.route !== null) rendered.push(r.page.route)
  }
}

// Routes that are gone lose their HTML, data and twins.
for (const [key, before] of Object.entries(previous?.pages ?? {})) {
  if (full || pagesState[key]) continue
  for (const f of [before.record.file, before.record.data])
    for (const ext of ['', '.br', '.gz']) await rm(join(client, f + ext), { force: true })
  console.log(`  removed ${before.record.route}`)
}

const site = await writeSiteFiles({
  outDir: client,
  site: project.collections.site,
  records: allRecords.flat(),
  frame,
  frames: plan.others.map(({ locale }) => ({
    file: frameDataFile(localeRoute(HOME_ROUTE, locale.code, plan.locales)),
    frame: frames[locale.code],
  })),
  build,
  redirects: redirectsInAll(project.collections.redirects, plan),
  // Derived from data/locations.json and data/quote-form.json on every build, full or not: the server reads it at start.
  quoteOptions: quoteOptions(project.collections),
  // The business, the acknowledgement's words and the urgent forms (api/notify/lead-mail.ts), on every build too.
  leadMail: leadMail(project),
})
if (encoding) {
  step('images')
  const result = await encoding
  for (const line of encodeLines) console.log(line)
  if (result instanceof Error) {
    console.error(`✖ ${result.message}`)
    process.exit(1)
  }
}
if (full) {
  await rm(join(client, '.vite'), { recursive: true, force: true })
  await writeFile(join(dist, 'vite-manifest.json'), JSON.stringify(vite, null, 2))
  await writeFile(join(dist, 'server-manifest.json'), JSON.stringify(manifest))
  await compressTree(client)
} else await compressFiles([...written, ...site.written])
await writeFile(
  stateFile,
  JSON.stringify({ version: STATE_VERSION, code, codeFiles, codeData, completions, pages: pagesState } satisfies BuildState),
)

const routes = Object.values(pagesState).filter((p) => p.record.route !== null).length
const notFounds = written.filter((f) => f.endsWith('404.html')).map((f) => relative(client, f))
const drafts = project.pages.length - (loadedPages.length - 1)
console.log(
  `  ${rendered.length} of ${routes} routes rendered${notFounds.length ? `, ${notFounds.join(', ')}` : ''}; sitemap.xml (${site.sitemap.length} URLs), robots.txt, csp.json, redirects.json, quote-options.json, lead-mail.json${drafts ? `; ${countOf(drafts, 'draft')} left out` : ''}`,
)
if (!full && rendered.length) console.log(`  rendered: ${rendered.join(' ')}`)
console.log(`\n✔ built in ${seconds()} s → ${dist}`)
// @tanstack/react-form keeps a timer alive in Node; the build is done.
process.exit(0)
