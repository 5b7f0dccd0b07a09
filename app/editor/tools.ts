import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join, normalize } from 'node:path'
import type { ServerManifest } from '@tanstack/router-core'
import type { ViteDevServer } from 'vite'
import { STYLES_ENTRY } from '../browser/boot'
import type { Regenerate } from '../builder/regenerate'
import { EDITOR_ENTRY } from './entry'
import { refusal } from './server/guard'

/**
 * The authoring tools the dev server mounts (app/editor/dev.ts calls `devTools` once, `handle` first on every request and
 * `fileChanged` on every file event, `filesGenerated` after each run of the generator):
 *   - /_sections, the section catalogue, in `npm run dev` and `npm run edit`;
 *   - in `npm run edit` (SITE_EDITOR=1, set by app/editor/main.ts) the editor at /_editor: its page, its API and an
 *     event stream of file changes. It listens on 127.0.0.1 only, and refuses any request that is not from this
 *     computer or not for it (./server/guard.ts). Site pages keep working beside it, as in `npm run dev`.
 * None of this is imported by the site's entries: nothing of it reaches the production build.
 */

export type DevTools = {
  /** The address to listen on: loopback only when the editor is on. */
  host: string | undefined
  /** Answers the request when it is the tools' (true), else leaves it to the dev server (false). */
  handle: (req: IncomingMessage, res: ServerResponse) => boolean
  /** A file changed: true when the editor follows it itself (the dev server then reloads no page). */
  fileChanged: (event: string, path: string) => boolean
  /** A run of the generator has ended, having written these files (the registry, the JSON Schemas). */
  filesGenerated: (paths: string[]) => void
  /** Where to open the tools. */
  banner: (port: number) => string
}

type Options = {
  vite: ViteDevServer
  root: string
  manifest: ServerManifest
  imagesDir: string
  regenerate: Regenerate
  /** The studio (./studio.ts) stands in front with the desk's sign-in: no loopback check here. */
  signedIn?: boolean
}

const MAX_JSON = 5 * 1024 * 1024
const MAX_IMAGE = 25 * 1024 * 1024

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        reject(Object.assign(new Error(`the request is larger than ${Math.round(limit / 1024 / 1024)} MB`), { status: 413 }))
        req.destroy()
      } else chunks.push(chunk)
    })
    req.on('end', () => resolve(Buffer.concat(chunks)))
    req.on('error', reject)
  })
}

const send = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }).end(JSON.stringify(body))

export async function devTools({ vite, root, manifest, imagesDir, regenerate: generateFiles, signedIn }: Options): Promise<DevTools> {
  const editor = process.env.SITE_EDITOR === '1'
  const stylesheet = ((manifest.routes.__root__ as { css?: string[] }).css ?? [`/${STYLES_ENTRY}`])[0]
  const previewManifest = { routes: { __root__: { css: [stylesheet], scripts: [] } } } as unknown as ServerManifest
  const streams = new Set<ServerResponse>()

  // The completions (routes, record keys, image names) follow a saved page or record.
  const regenerate = () => void generateFiles('completions')

  /**
   * Loads a module of the project through Vite's server graph. After a section folder is removed, the graph can keep
   * a stale importer of it (Vite reports "Failed to load url"): the graph is then dropped and loaded again.
   */
  const load = async <T>(path: string): Promise<T> => {
    try {
      return (await vite.ssrLoadModule(path)) as T
    } catch (err) {
      if (!/Failed to load url/.test((err as Error).message)) throw err
      vite.environments.ssr.moduleGraph.invalidateAll()
      return (await vite.ssrLoadModule(path)) as T
    }
  }

  /**
   * Counts the changes of the images (a source under data/images/, or data/images.json) once their renditions are
   * encoded again: the preview's image addresses carry it, so a photo replaced under the same name is fetched anew.
   */
  let imagesVersion = 0
  let refreshing = Promise.resolve()

  const broadcast = (message: object) => {
    for (const res of streams) res.write(`data: ${JSON.stringify(message)}\n\n`)
  }

  async function serveApi(req: IncomingMessage, res: ServerResponse, url: URL) {
    const method = (req.method ?? 'GET').toUpperCase()
    let body: unknown
    if (method === 'POST') {
      const raw = await readBody(req, url.pathname.endsWith('/images') ? MAX_IMAGE : MAX_JSON)
      if (url.pathname.endsWith('/images')) body = raw
      else {
        try {
          body = JSON.parse(raw.toString('utf8') || 'null')
        } catch {
          return send(res, 400, { error: 'expected a JSON body' })
        }
      }
    }
    const { api } = await load<typeof import('./server/api')>('/app/editor/server/api.ts')
    const reply = await api({ root, previewManifest, regenerate, imagesVersion: () => imagesVersion }, method, url, body)
    send(res, reply.status, reply.body)
  }

  async function serveShell(res: ServerResponse, url: URL) {
    const html = await vite.transformIndexHtml(
      url.pathname,
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Page editor</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"></head>
<body><div id="editor"></div><script type="module" src="/${EDITOR_ENTRY}"></script></body></html>`,
    )
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html)
  }

  function serveEvents(req: IncomingMessage, res: ServerResponse) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive' })
    res.write(': connected\n\n')
    streams.add(res)
    req.on('close', () => streams.delete(res))
  }

  const handle = (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const path = url.pathname
    if (editor && !signedIn) {
      const refused = refusal(req)
      if (refused) {
        res.writeHead(refused.status, { 'content-type': 'text/plain; charset=utf-8' }).end(refused.reason)
        return true
      }
    }
    const fail = (err: unknown) => {
      console.error(err)
      if (!res.headersSent) send(res, (err as { status?: number }).status ?? 500, { error: (err as Error).message })
      else res.end()
    }
    if (path === '/_sections' || path.startsWith('/_sections/')) {
      load<typeof import('./server/catalogue')>('/app/editor/server/catalogue.tsx')
        .then(({ catalogue }) => catalogue(root, stylesheet, path))
        .then(({ status, html }) => res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(html))
        .catch(fail)
      return true
    }
    if (!editor) return false
    if (path === '/_editor/events') {
      serveEvents(req, res)
      return true
    }
    const thumb = /^\/_editor\/api\/thumb\/([a-z0-9-]+)$/.exec(path)
    if (thumb) {
      import('./server/images').then(({ serveThumb }) => serveThumb(root, thumb[1], res)).catch(fail)
      return true
    }
    if (path.startsWith('/_editor/api/')) {
      serveApi(req, res, url).catch(fail)
      return true
    }
    if (path === '/_editor' || path.startsWith('/_editor/')) {
      serveShell(res, url).catch(fail)
      return true
    }
    // A rendition the dev server did not encode at its start (an image dropped in the editor since).
    if (path.startsWith('/images/') && !existsSync(normalize(join(imagesDir, path)))) {
      import('./server/images').then(({ serveRendition }) => serveRendition(root, imagesDir, path, res)).catch(fail)
      return true
    }
    return false
  }

  const fileChanged = (event: string, path: string) => {
    if (!editor) return false
    // An image changed: its renditions are encoded again first, then the editor hears of it (one at a time).
    if (path === 'data/images.json' || (path.startsWith('data/images/') && event !== 'unlink')) {
      refreshing = refreshing
        .then(() => import('./server/images'))
        .then(({ refreshRenditions }) => refreshRenditions(root, imagesDir, path))
        .catch((err) => console.error(`images: ${(err as Error).message}`))
        .then(() => {
          imagesVersion++
          if (path.endsWith('.json')) announce(event, path)
          else broadcast({ event, path })
        })
      return true
    }
    announce(event, path)
    return true
  }

  /** Tells the open editors of a file event; a content file's with the hash of its text (what they have open). */
  const announce = (event: string, path: string) => {
    if (/\.json$/.test(path) && /^(pages|data)\//.test(path))
      readFile(join(root, path), 'utf8').then(
        (text) => broadcast({ event, path, hash: createHash('sha256').update(text).digest('hex').slice(0, 16) }),
        () => broadcast({ event, path, hash: null }),
      )
    else broadcast({ event, path })
  }

  const filesGenerated = (paths: string[]) => {
    if (editor) for (const path of paths) broadcast({ event: 'change', path })
  }

  return {
    host: editor ? '127.0.0.1' : undefined,
    handle,
    fileChanged,
    filesGenerated,
    banner: (port) =>
      editor
        ? `editor: http://127.0.0.1:${port}/_editor (this computer only) · section catalogue: http://127.0.0.1:${port}/_sections`
        : `section catalogue: http://localhost:${port}/_sections`,
  }
}
