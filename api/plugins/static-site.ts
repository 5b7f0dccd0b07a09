/**
 * The prerendered site. Layout (build contract): `index.html` for `/`,
 * `<route>/index.html` for other routes, `404.html`, `assets/` (hashed), `images/`,
 * and `.br`/`.gz` twins of text files.
 *
 * @fastify/static sends the files (precompressed twin by Accept-Encoding, ETag, ranges,
 * Vary); this plugin maps URLs to files itself: `/a/b` and `/a/b/` → `a/b/index.html`
 * (preCompressed does not apply through `extensions`), sets Cache-Control per kind of
 * file, and answers unknown paths with 404 + `404.html` (`es/404.html` under /es/; JSON under /api/), and a method
 * a path does not support with 405 and `Allow` (pages: GET, HEAD; API routes: their own).
 *
 * HTML is `public, no-cache`: a page is the same bytes for every visitor (no cookie), so a shared cache or CDN may keep
 * it and revalidate it (ETag) on every use; a page rendered for one visitor (a choice in the address, a native post's
 * messages) is `no-store`.
 *
 * What a URL resolves to, and the HTML pages with their twins, are held in memory and looked at again at most once a
 * second (api/plugins/page-cache.ts): a page is sent without a filesystem call (a Range request still reads the file).
 *
 * A site published from the studio (SITE_DIR = `<builds>/current/client`, `current` a link): each request is answered
 * from the one build live when it began, earlier builds still answer for their hashed files, and each answer names its
 * build in `x-site-build` (api/plugins/live-site.ts).
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { DESK_APP } from '../../schemas/desk'
import { queryHasChoice } from '../../schemas/quote'
import { hrefPath } from '../../schemas/routing'
import { FORM_STATE_PARAM, type FormStates } from '../form-state'
import type { QuotePageRenderer } from '../quote-page'
import { LiveSite, type SiteBuild } from './live-site'
import type { PageCache } from './page-cache'

export interface StaticSiteOptions {
  root: string
  /** Exact API paths → the methods they answer (for 405 + Allow). */
  apiMethods: ReadonlyMap<string, readonly string[]>
  /**
   * Pages with a quote form rendered for one visitor instead of sent as files: when the address names a choice
   * (`/contact?slab=…`, `?plan=…`) or a native post's state came back to the page (api/form-state.ts).
   */
  quotePages?: { renderer: QuotePageRenderer; states: FormStates }
}

const IMMUTABLE = 'public, max-age=31536000, immutable'
const REVALIDATE = 'public, no-cache'
const PAGE_METHODS = ['GET', 'HEAD'] as const
const ONE_DAY = 'public, max-age=86400'

/** Cache-Control for a file path relative to the root (no leading slash). */
export function cacheControlFor(file: string): string {
  if (file.startsWith('assets/') || file.startsWith('desk/assets/')) return IMMUTABLE
  // Pages and their data change with every content build (data files name their code build: app/builder/prerender.ts).
  if (file.endsWith('.html') || file.startsWith('_data/')) return REVALIDATE
  return ONE_DAY
}

/**
 * URL path → path segments, or null when the path is not servable: bad escapes,
 * `.`/`..`/empty segments, dotfiles, backslashes, NUL.
 */
export function safeSegments(urlPath: string): string[] | null {
  const parts = urlPath.split('/').slice(1)
  if (parts.at(-1) === '') parts.pop() // trailing slash
  const out: string[] = []
  for (const raw of parts) {
    let part: string
    try {
      part = decodeURIComponent(raw)
    } catch {
      return null
    }
    if (part === '' || part.startsWith('.') || /[/\\\0]/.test(part)) return null
    out.push(part)
  }
  return out
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile()
  } catch {
    return false
  }
}

/** Resolves a URL path to a file relative to root, or null. */
async function resolveFile(root: string, urlPath: string, cache: PageCache): Promise<string | null> {
  const segments = safeSegments(urlPath)
  if (!segments) return null
  const rel = segments.join('/')
  const candidates = (urlPath.endsWith('/') || rel === '' ? [`${rel}/index.html`] : [rel, `${rel}/index.html`]).map((c) =>
    c.replace(/^\//, ''),
  )
  for (const file of candidates) if (!path.join(root, file).startsWith(root + path.sep)) return null
  return cache.resolve(urlPath, candidates)
}

type RedirectTable = Record<string, { to: string; status: number }>

/**
 * The site's redirects (data/redirects.json, written by the build as redirects.json beside the site folder): an old
 * page and its page data both answer with the redirect. Read once the build has written it.
 */
function redirectsOf(root: string) {
  let table: RedirectTable | undefined
  const dataPath = (route: string) => (route === '/' ? '/_data/index.json' : `/_data${route}.json`)
  const answer = (urlPath: string) => {
    if (!table) return undefined
    const route = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath
    const page = table[route]
    if (page) return page
    const data = /^\/_data(\/.+)\.json$/.exec(route)
    const moved = data ? table[data[1]] : undefined
    return moved?.to.startsWith('/') ? { to: dataPath(moved.to.split(/[?#]/)[0]!), status: moved.status } : undefined
  }
  let triedAt = Number.NEGATIVE_INFINITY
  return async () => {
    // Not there yet: looked for again at most once a second (not on every request).
    if (!table && Date.now() - triedAt >= 1_000) {
      triedAt = Date.now()
      table = await fs
        .readFile(path.join(root, '..', 'redirects.json'), 'utf8')
        .then((text) => JSON.parse(text) as RedirectTable)
        .catch(() => undefined)
    }
    return { answer }
  }
}

/**
 * The page rendered for this visitor when its quote form has something to show them: a choice named by the address, or
 * the state of a native post that came back here. Null: send the page's file (also when the render fails).
 */
async function visitorPage(request: FastifyRequest, urlPath: string, { renderer, states }: NonNullable<StaticSiteOptions['quotePages']>) {
  const query = request.url.slice(urlPath.length).split('#', 1)[0]!
  const route = hrefPath(urlPath)
  const state = states.read(new URLSearchParams(query).get(FORM_STATE_PARAM) ?? undefined, route)
  if (!state && !queryHasChoice(query)) return null
  return renderer.render(route, { ...state, query }).catch((error: Error) => {
    request.log.error({ err: error.message }, 'visitor page: rendering failed')
    return null
  })
}

/** The desk's one page (app/builder/desk.ts). */
const DESK_PAGE = 'desk/index.html'

/** Hashed or long-lived files a page of an earlier build may still ask for after a switch. */
const isKeptFile = (urlPath: string) => /^\/(assets|images|desk\/assets)\//.test(urlPath)

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')

export default fp<StaticSiteOptions>(
  async (app, { root, apiMethods, quotePages }) => {
    root = path.resolve(root)
    const live = await LiveSite.open(root)
    app.addHook('onClose', async () => live.close())
    /** The build each request is answered from: the one live when it began. */
    const buildOf = new WeakMap<FastifyRequest, SiteBuild>()
    const siteOf = (request: FastifyRequest) => buildOf.get(request) ?? live.current()
    await app.register(fastifyStatic, {
      root,
      serve: false,
      preCompressed: true,
      cacheControl: false, // set per file below
      dotfiles: 'deny',
      index: false,
      suppressWarning: true, // the site may be built after the server starts (tests, dev)
    })

    const send404 = async (request: FastifyRequest, reply: FastifyReply) => {
      const urlPath = request.url.split('?', 1)[0]!
      const allowed = isApi(urlPath) ? apiMethods.get(urlPath) : PAGE_METHODS
      if (allowed && !allowed.includes(request.method)) {
        return reply.code(405).header('allow', allowed.join(', ')).header('cache-control', 'no-store').send({ error: 'Method not allowed' })
      }
      reply.code(404).header('cache-control', REVALIDATE)
      if (isApi(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.header('cache-control', 'no-store').send({ error: 'Not found' })
      }
      // No ETag/Last-Modified: a 304 must not stand in for a 404. Under a language's prefix (/es/…), that language's
      // not-found page (es/404.html), which the build writes beside its pages.
      const site = siteOf(request)
      const prefix = /^\/([a-z0-9-]+)(?:\/|$)/.exec(urlPath)?.[1]
      const own = prefix && (await isFile(path.join(site.root, prefix, '404.html'))) ? `${prefix}/404.html` : '404.html'
      if (await isFile(path.join(site.root, own))) {
        request.siteFile = own
        if (site.csp) request.siteCsp = site.csp.perFile.get(own) ?? site.csp.base
        return reply.sendFile(`/${own}`, site.root, { etag: false, lastModified: false })
      }
      return reply.type('text/html; charset=utf-8').send('<!doctype html><title>404 Page Not Found</title><h1>404 Page Not Found</h1>')
    }
    app.setNotFoundHandler(send404)

    const redirectsByBuild = new WeakMap<SiteBuild, ReturnType<typeof redirectsOf>>()
    const redirectsOfBuild = (site: SiteBuild) => {
      const known = redirectsByBuild.get(site)
      if (known) return known
      const found = redirectsOf(site.root)
      redirectsByBuild.set(site, found)
      return found
    }
    app.get('/*', async (request, reply) => {
      const [urlPath, query] = request.url.split('?', 2) as [string, string | undefined]
      if (isApi(urlPath)) return reply.callNotFound()
      let site = live.current()
      buildOf.set(request, site)
      const { root, cache } = site
      if (live.following) reply.header('x-site-build', site.id)
      const moved = (await redirectsOfBuild(site)()).answer(urlPath)
      if (moved)
        return reply.header('cache-control', REVALIDATE).redirect(query === undefined ? moved.to : `${moved.to}?${query}`, moved.status)
      if (urlPath === DESK_APP || urlPath.startsWith(`${DESK_APP}/`)) {
        // The owner's desk (app/desk/): its files, else its one page for every address under it; never stored, never indexed.
        if (urlPath.startsWith(`${DESK_APP}/assets/`)) {
          const asset = await resolveFile(root, urlPath, cache)
          return asset ? reply.header('cache-control', cacheControlFor(asset)).sendFile(`/${asset}`, root) : reply.callNotFound()
        }
        if (!(await isFile(path.join(root, DESK_PAGE)))) return reply.callNotFound()
        request.siteFile = DESK_PAGE
        return reply
          .header('cache-control', 'no-store')
          .header('x-robots-tag', 'noindex')
          .sendFile(`/${DESK_PAGE}`, root, { etag: false, lastModified: false })
      }
      let file = await resolveFile(root, urlPath, cache)
      // A hashed file of a build live before this one (a page opened before the switch): answered from that build.
      if (!file && isKeptFile(urlPath))
        for (const earlier of live.earlier()) {
          file = await resolveFile(earlier.root, urlPath, earlier.cache)
          if (file) {
            site = earlier
            break
          }
        }
      if (!file) return reply.callNotFound()
      if (file.endsWith('.html')) {
        request.siteFile = file
        if (site.csp) request.siteCsp = site.csp.perFile.get(file) ?? site.csp.base
        const rendered = quotePages && (await visitorPage(request, urlPath, quotePages))
        if (rendered) {
          request.cspScripts = rendered.scriptHashes
          // One visitor's view of the page: never stored by a cache, never served to anyone else.
          return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(rendered.html)
        }
      }
      reply.header('cache-control', cacheControlFor(file))
      const page =
        file.endsWith('.html') && !request.headers.range && (await site.cache.page(file, request.headers['accept-encoding'] ?? ''))
      if (!page) return reply.sendFile(`/${file}`, site.root)
      reply
        .type('text/html; charset=utf-8')
        .header('vary', 'accept-encoding')
        .header('etag', page.etag)
        .header('last-modified', page.lastModified)
      if (page.encoding) reply.header('content-encoding', page.encoding)
      if (request.headers['if-none-match'] === page.etag) return reply.code(304).send()
      return reply.send(page.body)
    })
  },
  { name: 'static-site' },
)
