/**
 * `npm run studio`: the editor on the deployed site, its own process beside the public server, behind the desk's sign-in
 * (./studio.ts). It listens on STUDIO_HOST:STUDIO_PORT (127.0.0.1:5175 by default) for a proxy that sends it the
 * site's /_editor paths, on the site's own host (the desk's cookie is the host's). It reads the desk's sessions from
 * the public server's store (DATA_DIR or DATABASE_URL) and writes the repository it runs in: every save a git commit.
 * STUDIO_ROLE=owner lets owners only. The editor's page and its modules come from Vite, under /_editor/. It publishes
 * the pages' scheduled times (./server/schedule.ts; SCHEDULE_TICK_MS, 15 s by default, how often it looks).
 */
import { spawn, spawnSync } from 'node:child_process'
import { join, relative, resolve, sep } from 'node:path'
import type { ServerManifest } from '@tanstack/router-core'
import { createServer as createViteServer } from 'vite'
import { loadConfig } from '../../api/config'
import { createRateLimiter } from '../../api/rate-limiter'
import { stderrLogger } from '../../api/stderr-logger'
import { openStore } from '../../api/store/index'
import { STYLES_ENTRY } from '../browser/boot'
import { oneRunAtATime, PANDA_BIN, type What } from '../builder/regenerate'
import { EDITOR_ENTRY } from './entry'
import { Publisher } from './server/publish'
import { ownerNotifier, Scheduler } from './server/schedule'
import { buildStudio, isEditorModule, STUDIO_PATH } from './studio'

process.env.SITE_EDITOR = '1' // the editor's styles join the stylesheet (panda.config.ts)
const root = process.cwd()
const host = process.env.STUDIO_HOST ?? '127.0.0.1'
const port = Number(process.env.STUDIO_PORT ?? 5175)
const role = process.env.STUDIO_ROLE ?? 'marketer'
if (role !== 'marketer' && role !== 'owner') {
  console.error(`STUDIO_ROLE must be marketer or owner, not "${role}"`)
  process.exit(2)
}

const config = loadConfig({ LOG_LEVEL: 'warn', ...process.env })
// Panda's styled-system, as `npm run edit` makes it (the editor's page uses css() and the recipes).
if (spawnSync(process.execPath, [join(root, PANDA_BIN), 'codegen', '--silent'], { stdio: 'inherit' }).status !== 0) process.exit(1)

/** The completions (routes, record keys, image names) follow a save, written by the generator in a child process. */
const regenerate = oneRunAtATime(
  (what: What) =>
    new Promise<void>((done) => {
      const args = ['--import', 'tsx', 'schemas/generate.ts', ...(what === 'completions' ? ['--completions'] : [])]
      spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
        .on('close', () => done())
        .on('error', () => done())
    }),
)

const vite = await createViteServer({
  configLoader: 'native',
  base: `${STUDIO_PATH}/`,
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  optimizeDeps: { entries: [EDITOR_ENTRY] },
})
const stylesheet = `${STUDIO_PATH}/${STYLES_ENTRY}`
const manifest = { routes: { __root__: { css: [stylesheet], scripts: [] } } } as unknown as ServerManifest

const { devTools } = await import('./tools')
const tools = await devTools({ vite, root, manifest, imagesDir: '.cache/studio', regenerate, signedIn: true })
const project = (file: string) => relative(root, file).split(sep).join('/')
vite.watcher.on('all', (event, file) => void tools.fileChanged(event, project(file)))
vite.watcher.add([join(root, 'pages'), join(root, 'data')])

/** The editor's own pages and its event stream (./tools.ts); else one of the modules of its page, from Vite. */
const EDITOR_PAGES = new Set([STUDIO_PATH, `${STUDIO_PATH}/`, `${STUDIO_PATH}/page`, `${STUDIO_PATH}/data`, `${STUDIO_PATH}/events`])

const { store } = await openStore(config, stderrLogger())
// Publishing: the builds the public server follows (SITE_DIR=<builds>/current/client); before the first publish, the
// developer's build (dist/) becomes the first live one.
// Inside the site's folder (a build's server renderer finds its packages in node_modules): SITE_BUILDS, else var/builds.
const publisher = new Publisher(root, resolve(root, process.env.SITE_BUILDS ?? 'var/builds'))
const adopted = await publisher.adopt()
if (adopted) console.log(`studio: dist/ is the first live build, ${publisher.builds}/current → ${adopted}`)
// Scheduled publishing (./server/schedule.ts): a failure is e-mailed to the owner (NOTIFY_TO over SMTP_URL, as the leads are).
const scheduler = new Scheduler(root, publisher, {
  tickMs: process.env.SCHEDULE_TICK_MS ? Number(process.env.SCHEDULE_TICK_MS) : undefined,
  notify: ownerNotifier({ smtpUrl: config.smtpUrl, to: config.notifyTo, from: config.notifyFrom }, (line) =>
    console.error(`studio: ${line}`),
  ),
  log: (line) => console.log(`studio: ${line}`),
})
scheduler.start()
const app = await buildStudio({
  root,
  accounts: { store, limiter: createRateLimiter(store), ipv6Prefix: config.ipv6Prefix },
  previewManifest: manifest,
  loadApi: () => vite.ssrLoadModule('/app/editor/server/api.ts') as Promise<typeof import('./server/api')>,
  regenerate: () => void regenerate('completions'),
  // TRUST_PROXY as the public server reads it (a number of hops, addresses, or none).
  trustProxy:
    typeof config.trustProxy === 'number' ? (_address: string, hop: number) => hop < (config.trustProxy as number) : config.trustProxy,
  role,
  builds: publisher.builds,
  publisher,
  scheduler,
  dataDir: config.dataDir,
  logger: false,
  rest(req, res) {
    const path = new URL(req.url ?? '/', 'http://studio.invalid').pathname
    if (EDITOR_PAGES.has(path)) return tools.handle(req, res)
    if (!isEditorModule(req.url ?? '')) return false
    vite.middlewares(req, res, () => res.writeHead(404).end())
    return true
  },
})
await app.listen({ host, port })
console.log(`studio: http://${host}:${port}${STUDIO_PATH} (behind the desk's sign-in; a proxy sends the site's ${STUDIO_PATH} paths here)`)

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    scheduler.stop()
    void Promise.allSettled([app.close(), vite.close()]).then(() => store.close().finally(() => process.exit(0)))
  })
