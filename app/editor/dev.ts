/**
 * `npm run dev`: the site with hot reload at http://localhost:5173 — loaded, validated, resolved and rendered like
 * the build does, through Vite's module graph, on every request:
 *   - a page with a mistake (its own file, or a record, or the image registry) answers an error page listing the
 *     same path-precise messages as `npm run validate` (also printed in the terminal); fixing the file reloads it;
 *   - island components and styles hot-swap; an edit to anything only the server renders (page JSON, records,
 *     static sections, the layout) reloads the open pages;
 *   - a new or removed section folder regenerates the section registry.
 * /api/* goes to the real API app (embedded store in ./var).
 */
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readdir, readFile, stat } from 'node:fs/promises'
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { join, normalize, relative, sep } from 'node:path'
import type { ServerManifest } from '@tanstack/router-core'
import react from '@vitejs/plugin-react'
import { createServer as createViteServer } from 'vite'
import { CLIENT_ENTRY, STYLES_ENTRY } from '../browser/boot'
import { EDITOR_ENTRY } from './entry'
import type { PageSet } from '../render/entry-server'
import { oneRunAtATime, PANDA_BIN, type What } from '../builder/regenerate'
import { countOf } from '../../schemas/words'

const root = process.cwd()
const port = Number(process.env.DEV_PORT ?? 5173)

/**
 * The generated files, in a child process (it imports the section folders fresh) that the server does not wait on:
 * pages keep answering meanwhile; one run at a time, for this server and the editor alike (app/builder/regenerate.ts).
 */
const regenerate = oneRunAtATime(generateIn)
/** Told which files a run wrote, once it has ended (set below, once the dev server and the tools exist). */
let generated: (files: string[]) => void = () => {}

/**
 * A run of `all` is repeated (up to twice) when the section folders changed while it ran. The watcher's events do not
 * suffice: in a folder just created, a file written a moment after the folder may never be reported (the watcher
 * reads the new folder and starts watching it in separate steps), and a run that saw the folder half written wrote
 * nothing, so the new type would never appear.
 */
async function generateIn(what: What): Promise<void> {
  for (let run = 0; ; run++) {
    const before = what === 'all' ? await sectionFolders() : ''
    await generateOnce(what)
    if (what !== 'all' || run === 2 || (await sectionFolders()) === before) return
  }
}

/**
 * What the files under the folders are now (their names, sizes and change times, hashed), the files `skip` names left
 * out. The section folders, to tell whether they changed while the generator ran; the content files, for a problem
 * page (below).
 */
async function filesStamp(dirs: string[], skip: (name: string) => boolean = () => false): Promise<string> {
  const hash = createHash('sha256')
  for (const dir of dirs) {
    const entries = await readdir(join(root, dir), { recursive: true, withFileTypes: true }).catch(() => [])
    for (const e of entries
      .filter((e) => e.isFile() && !skip(e.name))
      .sort((a, b) => join(a.parentPath, a.name).localeCompare(join(b.parentPath, b.name)))) {
      const file = join(e.parentPath, e.name)
      const { size, mtimeMs } = await stat(file).catch(() => ({ size: -1, mtimeMs: 0 }))
      hash.update(`${file}\0${size}\0${mtimeMs}\n`)
    }
  }
  return hash.digest('hex').slice(0, 16)
}
/** The section folders as they stand (the registry the generator writes beside them left out). */
const sectionFolders = () => filesStamp(['sections'], (name) => name.endsWith('.gen.ts'))

function generateOnce(what: What): Promise<void> {
  return new Promise<void>((done) => {
    const args = ['--import', 'tsx', 'schemas/generate.ts', ...(what === 'completions' ? ['--completions'] : [])]
    const child = spawn(process.execPath, args, { cwd: root })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (err += chunk))
    child.on('close', (code) => {
      if (out.trim()) console.log(out.trim())
      if (code !== 0) console.error(err.trim())
      generated([...out.matchAll(/^wrote (.+)$/gm)].map((m) => m[1]))
      done()
    })
    child.on('error', (error) => {
      console.error(`the generated files could not be written: ${error.message}`)
      done()
    })
  })
}
await regenerate('all')
// Panda's styled-system (recipes, css()) is generated, as the build does, after the registry (panda.config.ts reads the
// section recipes from it); the PostCSS plugin keeps the CSS current.
if (spawnSync(process.execPath, [join(root, PANDA_BIN), 'codegen', '--silent'], { stdio: 'inherit' }).status !== 0) process.exit(1)

let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end('starting')
const http = createHttpServer((req, res) => handle(req, res))
// Hot updates travel over the dev server's own port (no second port to clash with another dev server).
const vite = await createViteServer({
  // The config imported as the build imports it (this process runs under tsx): not bundled first, and no warning
  // about the native loader on every start.
  configLoader: 'native',
  server: { middlewareMode: true, hmr: { server: http } },
  appType: 'custom',
  // The dependency scan starts from every browser entry this server serves (by default only the site's, the build's
  // input): a dependency found later, as a page imports it, is bundled then and every open page reloads.
  optimizeDeps: { entries: [CLIENT_ENTRY, ...(process.env.SITE_EDITOR ? [EDITOR_ENTRY] : [])] },
})

// Vite's client and React's refresh preamble go through the router manifest (not transformIndexHtml).
const viteClient = { attrs: { type: 'module', src: '/@vite/client' } }
const devManifest: ServerManifest = {
  routes: {
    __root__: {
      css: [`/${STYLES_ENTRY}`],
      scripts: [
        { attrs: { type: 'module' }, children: react.preambleCode.replace('__BASE__', '/') },
        viteClient,
        { attrs: { type: 'module', src: `/${CLIENT_ENTRY}` } },
      ],
    },
  },
}

// Images are encoded once (cached) into a dev folder and served from there, as the build does for dist/: every
// entry the registry holds (one with a mistake is shown on the error page instead).
const devOut = '.cache/dev-site'
const { buildImages } = await import('../builder/images/pipeline')
const { loadProject: loadImages } = await import('../../schemas/load')
await buildImages(devOut, { images: (await loadImages(root)).images, root, prune: false, log: false })
const IMAGE_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }

// The authoring tools: the section catalogue (/_sections) and, in `npm run edit`, the editor (app/editor/tools.ts).
const { devTools } = await import('./tools')
const tools = await devTools({ vite, root, manifest: devManifest, imagesDir: devOut, regenerate })
// The watcher reports the written files a moment later (or, as seen above, not at all), and Vite drops their modules
// only after its own asynchronous plugin hooks: a request in between (the editor refetching the section types) could
// get the old registry. So the modules go now, and the editor hears of the files once they are all written.
generated = (files) => {
  for (const file of files) vite.environments.ssr.moduleGraph.onFileChange(join(root, file))
  tools.filesGenerated(files)
}

let api: { routing: (req: unknown, res: unknown) => void; formTokenCookie: (secure: boolean) => string } | undefined
try {
  const { loadConfig } = await import('../../api/config')
  const { buildApp } = await import('../../api/app')
  // Warnings and errors only, unless LOG_LEVEL says otherwise: the terminal is the marketer's, not a log collector.
  const app = await buildApp(loadConfig({ LOG_LEVEL: 'warn', ...process.env }))
  await app.ready()
  api = app as never
} catch (err) {
  console.warn(`API not mounted in dev: ${(err as Error).message}`)
}

const project = (file: string) => relative(root, file).split(sep).join('/')
let registryChanged: ReturnType<typeof setTimeout> | undefined
vite.watcher.on('all', (event, file) => {
  const path = project(file)
  // The editor follows file changes itself: its page is not reloaded under the marketer's hands.
  const followed = tools.fileChanged(event, path)
  const reload = () => followed || vite.environments.client.hot.send({ type: 'full-reload' })
  // A section folder, or a file of one, appeared or went: the registry follows, once for a burst of such events (a
  // folder copied in is an event per file; each regeneration is a child process of a second or two). A run that saw
  // the folder half copied or half removed is followed by one that sees it whole.
  if (/^sections\/[^/_.][^/]*(\/[^/]+)?$/.test(path) && ['add', 'unlink', 'addDir', 'unlinkDir'].includes(event)) {
    clearTimeout(registryChanged)
    registryChanged = setTimeout(() => void regenerate('all').then(reload), 150)
    return
  }
  if (event !== 'change' && event !== 'add' && event !== 'unlink') return
  // Pages, records and the image registry are read per request: reload the open pages.
  if (/^(pages|data)\/.*\.json$/.test(path) || path === 'data/images.json') {
    reload()
    return
  }
  // Server-only modules have nothing in the browser to hot-swap: when one changes (Vite has already invalidated it
  // for the next server render), reload the open pages.
  const inBrowser = vite.environments.client.moduleGraph.getModulesByFile(normalize(file))?.size
  const rendered = vite.environments.ssr.moduleGraph.getModulesByFile(normalize(file))?.size
  if (rendered && !inBrowser) reload()
})
vite.watcher.add([join(root, 'pages'), join(root, 'data'), join(root, 'data/images.json')])

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/**
 * What the content files are now: a problem page asks for it every second and reloads when it moved, so the fix shows
 * even when the file watcher folded two quick saves into one event (it drops a second change of one file within
 * 50 ms) or a busy machine delivered the event before the page was listening.
 */
const contentStamp = () => filesStamp(['pages', 'data'])

/** The page shown instead of a page with mistakes: every message, and a live reload once the file is fixed. */
async function problemPage(url: string, messages: string[]) {
  const stamp = await contentStamp()
  const items = messages.map((m) => `<li><code>${escapeHtml(m)}</code></li>`).join('\n')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Page has problems · ${escapeHtml(url)}</title>
<script type="module" src="/@vite/client"></script>
<script type="module">setInterval(async () => { const now = await fetch('/_dev/stamp').then((r) => r.text(), () => '${stamp}'); if (now !== '${stamp}') location.reload() }, 1000)</script>
<style>body{font:16px/1.55 system-ui,sans-serif;margin:0;background:#faf8f5;color:#221f1b}main{max-width:60rem;margin:0 auto;padding:3rem 1.5rem}
h1{font-size:1.6rem;margin:0 0 .5rem}p{color:#57534e}ul{padding:0;list-style:none}li{background:#fff;border:1px solid #e7e2da;border-left:4px solid #b42318;border-radius:8px;padding:.9rem 1rem;margin:.75rem 0}
code{font:14px/1.5 ui-monospace,Menlo,monospace;white-space:pre-wrap;word-break:break-word}</style></head>
<body><main><h1 data-problems>This page can't be shown: ${countOf(messages.length, 'problem')} to fix</h1>
<p>Each line names the file, the place in it and the fix (the same messages as <code>npm run validate</code>). Save the file and this page reloads by itself.</p>
<ul>${items}</ul></main></body></html>`
}

handle = (req, res) => {
  if (tools.handle(req, res)) return
  if (req.url === '/_dev/stamp')
    return void contentStamp().then(
      (stamp) => res.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'no-store' }).end(stamp),
      () => res.writeHead(500).end(),
    )
  if (api && (req.url?.startsWith('/api/') || req.url === '/healthz')) return api.routing(req, res)
  if (req.url?.startsWith('/images/')) {
    const file = normalize(join(devOut, req.url.split('?')[0]))
    if (!file.startsWith(normalize(join(devOut, 'images')))) return res.writeHead(404).end()
    return void readFile(file).then(
      (body) => res.writeHead(200, { 'content-type': IMAGE_TYPES[file.split('.').pop() ?? ''] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end(),
    )
  }
  vite.middlewares(req, res, async () => {
    const url = req.url ?? '/'
    try {
      const { loadProject } = (await vite.ssrLoadModule('/schemas/load.ts')) as typeof import('../../schemas/load')
      const { formatIssue } = (await vite.ssrLoadModule('/schemas/validate.ts')) as typeof import('../../schemas/validate')
      const { pathRoute, pageFileToRoute } = (await vite.ssrLoadModule('/schemas/routing.ts')) as typeof import('../../schemas/routing')
      const { resolvePage } = (await vite.ssrLoadModule('/app/builder/resolve.ts')) as typeof import('../builder/resolve')
      const { resolveFrame } = (await vite.ssrLoadModule('/app/builder/frame.ts')) as typeof import('../builder/frame')
      const checked = await loadProject(root)
      const route = pathRoute(url)
      const target = checked.pages.find((p) => p.route === route) ?? checked.notFound
      // The problems that stop this page: those of its own file (found by its route: a file that does not even parse
      // is not among the loaded pages), and those of files every page reads.
      const ownFile = (file: string) => file === target?.file || (file.startsWith('pages/') && pageFileToRoute(file) === route)
      const relevant = checked.issues.filter((i) => ownFile(i.file) || !i.file.startsWith('pages/') || !target)
      if (relevant.length || !target || !checked.notFound) {
        const messages = relevant.map(formatIssue)
        console.error(`\n✖ ${url}\n${messages.map((m) => `  ${m}`).join('\n')}`)
        res.writeHead(422, { 'content-type': 'text/html; charset=utf-8' }).end(await problemPage(url, messages))
        return
      }
      const pages: PageSet = {
        page: (r) => (r === route && target.route !== null ? resolvePage(target, checked) : undefined),
        notFound: resolvePage(checked.notFound, checked),
        frame: resolveFrame(checked),
        build: 'dev',
      }
      const { render } = (await vite.ssrLoadModule('/app/render/entry-server.tsx')) as typeof import('../render/entry-server')
      const { status, html } = await render(url, devManifest, pages)
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html)
    } catch (err) {
      // A bug in the code (not a page mistake): the message and where, with Vite's source-mapped stack.
      vite.ssrFixStacktrace(err as Error)
      console.error(err)
      res.writeHead(500, { 'content-type': 'text/html; charset=utf-8' }).end(
        await problemPage(url, [
          `The page could not be rendered: ${(err as Error).message}`,
          ...String((err as Error).stack ?? '')
            .split('\n')
            .slice(1, 6),
        ]),
      )
    }
  })
}
http.listen(port, tools.host, () => console.log(`dev server: http://localhost:${port}\n${tools.banner(port)}`))
