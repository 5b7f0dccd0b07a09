/**
 * `npm run dev`: the site with hot reload at http://localhost:5173 — server-rendered like production, through
 * Vite's module graph. Island components and styles hot-swap; an edit to anything only the server renders (page
 * JSON, records, static sections, the layout) reloads the open pages.
 * /api/* goes to the real API app (embedded store in ./var).
 */
import { spawnSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { join, normalize } from 'node:path'
import { createServer as createViteServer } from 'vite'
import react from '@vitejs/plugin-react'
import type { ServerManifest } from '@tanstack/router-core'

const port = Number(process.env.DEV_PORT ?? 5173)

// Panda's styled-system (recipes, css()) is generated, as the build does; the PostCSS plugin keeps the CSS current.
if (spawnSync('npx', ['panda', 'codegen', '--silent'], { stdio: 'inherit' }).status !== 0) process.exit(1)
let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.writeHead(503).end('starting')
const http = createHttpServer((req, res) => handle(req, res))
// Hot updates travel over the dev server's own port (no second port to clash with another dev server).
const vite = await createViteServer({ server: { middlewareMode: true, hmr: { server: http } }, appType: 'custom' })

// Vite's client and React's refresh preamble go through the router manifest (not transformIndexHtml).
const devManifest: ServerManifest = {
  routes: {
    __root__: {
      css: ['/app/styles.css'],
      scripts: [
        { attrs: { type: 'module' }, children: react.preambleCode.replace('__BASE__', '/') },
        { attrs: { type: 'module', src: '/@vite/client' } },
        { attrs: { type: 'module', src: '/app/entry-client.tsx' } },
      ],
    },
  },
}

// Images are encoded once (cached) into a dev folder and served from there, as the build does for dist/.
const devOut = 'node_modules/.cache/dev-site'
const { buildImages } = await import('./images/pipeline')
await buildImages(devOut)
const IMAGE_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }

let api: { routing: (req: unknown, res: unknown) => void } | undefined
try {
  const { loadConfig } = await import('../api/config')
  const { buildApp } = await import('../api/app')
  const app = await buildApp(loadConfig())
  await app.ready()
  api = app as never
} catch (err) {
  console.warn(`API not mounted in dev: ${(err as Error).message}`)
}

// Server-only modules have nothing in the browser to hot-swap: when one changes (Vite has already invalidated it
// for the next server render), reload the open pages.
vite.watcher.on('change', (file) => {
  const inBrowser = vite.environments.client.moduleGraph.getModulesByFile(normalize(file))?.size
  const rendered = vite.environments.ssr.moduleGraph.getModulesByFile(normalize(file))?.size
  if (rendered && !inBrowser) vite.environments.client.hot.send({ type: 'full-reload' })
})

handle = (req, res) => {
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
    try {
      const { render } = await vite.ssrLoadModule('/app/entry-server.tsx')
      const { status, html } = await render(req.url ?? '/', devManifest)
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html)
    } catch (err) {
      vite.ssrFixStacktrace(err as Error)
      console.error(err)
      res.writeHead(500, { 'content-type': 'text/plain' }).end((err as Error).stack)
    }
  })
}
http.listen(port, () => console.log(`dev server: http://localhost:${port}`))
