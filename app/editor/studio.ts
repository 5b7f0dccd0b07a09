import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ServerManifest } from '@tanstack/router-core'
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify'
import type { AccountsOptions } from '../../api/accounts/index'
import { Accounts, requireRole, unavailable } from '../../api/accounts/sessions'
import type { Role } from '../../api/accounts/store'
import { DESK_APP } from '../../schemas/desk'
import type { ApiContext } from './server/api'
import { serveThumb } from './server/images'
import type { Publisher } from './server/publish'
import type { Scheduler } from './server/schedule'
import { isPreviewLink, studioRoutes } from './server/studio-routes'

/**
 * The studio: the editor on the deployed site, behind the desk's sign-in (`npm run studio`, ./studio-main.ts). A Fastify
 * app of its own process; every request passes the desk's guard first (api/accounts: the `desk_session` cookie read
 * from the same store, the CSRF token and the same-origin check on unsafe methods), narrowed to the marketer role (an
 * owner may too):
 *   - no live session: a page is sent to the desk's sign-in (303), the API answers 401;
 *   - a role below marketer: 403; a cross-site change or one without the session's CSRF token: 403;
 *   - each save and rename is a git commit authored by the signed-in user (`ApiContext.author`, ./server/commit.ts).
 * The ADMIN_TOKEN bearer is not taken here: every change has a person as its author.
 * The API (/_editor/api/*) is answered here, by the editor's own API module; everything else the editor's page needs
 * (its shell, its modules, the file events) is left to `rest`: the editor's tools over Vite in the real process.
 */

export type StudioOptions = {
  root: string
  /** The desk's store and rate limiter (the same DATA_DIR or DATABASE_URL as the public server). */
  accounts: Pick<AccountsOptions, 'store' | 'limiter' | 'now' | 'ipv6Prefix'>
  previewManifest: ServerManifest
  regenerate?: () => void
  imagesVersion?: () => number
  /**
   * The editor's API module: through Vite's server graph in the real process (it renders the preview with the site's
   * modules, which import Vite's aliases), imported as it is where those resolve already (the tests).
   */
  loadApi?: () => Promise<typeof import('./server/api')>
  /** Everything but the API, after the guard: true when answered. */
  rest?: (req: IncomingMessage, res: ServerResponse) => boolean
  /** Behind a proxy (TRUST_PROXY): the client's address and protocol from its headers. */
  trustProxy?: FastifyServerOptions['trustProxy']
  logger?: boolean
  /** The least role let in (STUDIO_ROLE): marketer (an owner too), or owner only. */
  role?: Role
  /** Publishing, history and preview links (./server/studio-routes.ts): the builds folder and the data folder. */
  builds?: string
  dataDir?: string
  publisher?: Publisher
  scheduler?: Scheduler
}

export const STUDIO_PATH = '/_editor'
const API = `${STUDIO_PATH}/api/`
const MAX_JSON = 5 * 1024 * 1024
const MAX_IMAGE = 25 * 1024 * 1024

/**
 * What of Vite's server the editor's page may load (its path, query left out): Vite's client, the pre-bundled
 * dependencies and packages, and the source modules of the code folders — never another file of the repository (the
 * data folder's lead database, package.json, .git), which Vite's server would otherwise send to any signed-in user.
 */
const MODULE =
  /^\/_editor\/(@vite\/client|@react-refresh|@id\/[\w@./-]+|node_modules\/[\w@./-]+|@fs\/[\w@./-]*\/node_modules\/[\w@./-]+|(app|ui|schemas|sections|styled-system|data)\/[\w@./-]+\.(tsx?|jsx?|mjs|css|json))$/
export const isEditorModule = (url: string) => {
  const path = url.split('?')[0]
  return !path.includes('..') && !path.includes('%') && !path.includes('/.git') && MODULE.test(path)
}

/** A page the browser opens (sent to the sign-in without a session), not a call of the API or the event stream. */
const isPage = (request: FastifyRequest) =>
  (request.method === 'GET' || request.method === 'HEAD') &&
  !request.url.startsWith(API) &&
  !request.url.startsWith(`${STUDIO_PATH}/events`)

export async function buildStudio(options: StudioOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false, bodyLimit: MAX_JSON })
  // The desk's own sessions: no ADMIN_TOKEN (a change always has a person as its author).
  const accounts = new Accounts({ store: options.accounts.store, limiter: options.accounts.limiter, now: options.accounts.now })
  const guard = requireRole(options.role ?? 'marketer', accounts.guard)
  const users = new WeakMap<FastifyRequest, { name: string; email: string }>()

  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex').header('x-frame-options', 'DENY')
    // A shareable preview opens without a session: its route answers a signed, unexpired link only.
    if (isPreviewLink(request.method, request.url)) return
    if (isPage(request)) {
      let signedIn: boolean
      try {
        signedIn = (await accounts.current(request)) !== null
      } catch (error) {
        return unavailable(request, reply, error) ?? reply
      }
      if (!signedIn) return reply.redirect(DESK_APP, 303)
    }
    const user = await guard(request, reply)
    if (!user) return reply
    if (request.method !== 'POST') return
    // Who saves: the name the desk holds for this user (the e-mail when none was given).
    const current = await accounts.current(request).catch(() => null)
    if (!current) return reply.code(401).send({ error: 'Sign in to the desk first' })
    users.set(request, { name: current.session.user.name || current.session.user.email, email: current.session.user.email })
  })

  // The body as bytes: an image upload is kept as it came, anything else read as JSON by the route (as `npm run edit` does).
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_IMAGE }, (_request, body, done) => done(null, body))

  const context = (request: FastifyRequest): ApiContext => ({
    root: options.root,
    previewManifest: options.previewManifest,
    regenerate: options.regenerate ?? (() => {}),
    imagesVersion: options.imagesVersion,
    author: users.get(request),
  })

  /** Who is signed in and the CSRF token the editor's page sends with each change. */
  app.get(`${API}session`, async (request, reply) => {
    const current = await accounts.current(request).catch(() => null)
    if (!current) return reply.code(401).send({ error: 'Sign in to the desk first' })
    const { email, name, role } = current.session.user
    return { user: { email, name, role }, csrfToken: await accounts.csrfToken(current.id) }
  })

  app.get<{ Params: { name: string } }>(`${API}thumb/:name`, async (request, reply) => {
    if (!/^[a-z0-9-]+$/.test(request.params.name)) return reply.code(404).send({ error: 'no such image' })
    reply.hijack()
    await serveThumb(options.root, request.params.name, reply.raw)
  })

  const loadApi = options.loadApi ?? (() => import('./server/api'))
  studioRoutes(app, {
    root: options.root,
    builds: options.builds ?? options.publisher?.builds ?? `${options.root}/var/builds`,
    dataDir: options.dataDir ?? `${options.root}/var`,
    authorOf: (request) => users.get(request),
    context,
    loadApi,
    publisher: options.publisher,
    scheduler: options.scheduler,
  })

  app.route({
    method: ['GET', 'POST'],
    url: `${API}*`,
    async handler(request: FastifyRequest, reply: FastifyReply) {
      const url = new URL(request.url, 'http://studio.invalid')
      const upload = url.pathname === `${API}images`
      let body: unknown
      if (request.method === 'POST') {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
        if (upload) body = raw
        else if (raw.length > MAX_JSON) return reply.code(413).send({ error: 'the request is larger than 5 MB' })
        else {
          try {
            body = JSON.parse(raw.toString('utf8') || 'null')
          } catch {
            return reply.code(400).send({ error: 'expected a JSON body' })
          }
        }
      }
      const { api } = await loadApi()
      const answer = await api(context(request), request.method, url, body)
      return reply.code(answer.status).type('application/json; charset=utf-8').send(JSON.stringify(answer.body))
    },
  })

  // The editor's page, its modules and its event stream.
  app.setNotFoundHandler((request, reply) => {
    if (options.rest) {
      reply.hijack()
      if (options.rest(request.raw, reply.raw)) return
      reply.raw.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    reply.code(404).send({ error: 'Not found' })
  })
  return app
}
