import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ServerManifest } from '@tanstack/router-core'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { pageFileToRoute } from '../../../schemas/routing'
import type { ApiContext } from './api'
import type { Author } from './commit'
import { GitRemote, gitRemoteFromEnv } from './git-remote'
import { history, historyFile, RestoreError, restore } from './history'
import { markAsPreview, PreviewLinks, refusalPage } from './preview-link'
import { Publisher } from './publish'
import type { Scheduler } from './schedule'

/**
 * The studio's own routes beside the editor's API (./api.ts): publishing (./publish.ts), the history with restore
 * (./history.ts), the shareable preview link (./preview-link.ts) and the repository's remote (./git-remote.ts: each
 * change pushed, a developer's commits pulled). They sit behind the studio's guard (./studio.ts:
 * a live desk session of a marketer or an owner; a change also needs the session's CSRF token and a same-origin
 * request), except the preview link's page, which opens without a session and is answered only for a signed,
 * unexpired link.
 */

export const PREVIEW_PATH = '/_editor/preview/'
/** The preview link's page: the one studio path a person without a session may open. */
export const isPreviewLink = (method: string, url: string) =>
  (method === 'GET' || method === 'HEAD') && url.startsWith(PREVIEW_PATH) && /^[A-Za-z0-9._-]+$/.test(url.slice(PREVIEW_PATH.length))

export type StudioRoutesOptions = {
  root: string
  /** The builds folder (`<builds>/<id>`, `<builds>/current`): SITE_BUILDS, else `<DATA_DIR>/builds`. */
  builds: string
  /** The data folder (the preview links' key and versions). */
  dataDir: string
  authorOf: (request: FastifyRequest) => Author | undefined
  context: (request: FastifyRequest) => ApiContext
  loadApi: () => Promise<typeof import('./api')>
  /** A quicker build for tests. */
  publisher?: Publisher
  /** Scheduled publishing (./schedule.ts): its times to come shown with the publishing status. */
  scheduler?: Scheduler
  /** The remote the studio's commits are pushed to and pulled from: STUDIO_GIT_REMOTE, STUDIO_GIT_BRANCH (./git-remote.ts). */
  git?: GitRemote
}

const API = '/_editor/api/'
const json = (reply: FastifyReply, status: number, body: unknown) => reply.code(status).type('application/json; charset=utf-8').send(body)
const bodyOf = (request: FastifyRequest): Record<string, unknown> => {
  const raw = Buffer.isBuffer(request.body) ? request.body.toString('utf8') : ''
  try {
    const parsed = JSON.parse(raw || 'null')
    return parsed && typeof parsed === 'object' ? parsed : {}
  } catch {
    return {}
  }
}

export function studioRoutes(app: FastifyInstance, options: StudioRoutesOptions) {
  const publisher = options.publisher ?? new Publisher(options.root, options.builds)
  const previews = new PreviewLinks(options.dataDir)
  const author = (request: FastifyRequest, reply: FastifyReply) => {
    const who = options.authorOf(request)
    if (!who) json(reply, 401, { error: 'Sign in to the desk first' })
    return who
  }

  app.get(`${API}publish`, async () => ({ ...(await publisher.status()), schedule: await options.scheduler?.status() }))

  app.post(`${API}publish`, async (request, reply) => {
    const who = author(request, reply)
    if (!who) return reply
    const started = publisher.start(who)
    if (!started) return json(reply, 409, { error: 'A publish is under way: wait for it to finish' })
    return json(reply, 202, { run: started })
  })

  app.post(`${API}publish/rollback`, async (request, reply) => {
    const who = author(request, reply)
    if (!who) return reply
    const done = await publisher.rollback(who)
    if (!done) return json(reply, 409, { error: 'There is no earlier build to go back to (or a publish is under way)' })
    return json(reply, 200, done)
  })

  app.get<{ Querystring: { file?: string } }>(`${API}history`, async (request, reply) => {
    const file = request.query.file
    if (file !== undefined && !historyFile(file)) return json(reply, 400, { error: 'expected a page or data file' })
    return { file: file ?? null, versions: await history(options.root, file) }
  })

  app.post(`${API}history/restore`, async (request, reply) => {
    const who = author(request, reply)
    if (!who) return reply
    const { file, commit } = bodyOf(request)
    if (typeof file !== 'string' || typeof commit !== 'string') return json(reply, 400, { error: 'expected a file and a version' })
    try {
      return await restore(options.root, file, commit, who)
    } catch (error) {
      if (error instanceof RestoreError) return json(reply, error.status, { error: error.message, issues: error.issues })
      throw error
    }
  })

  app.post(`${API}preview-link`, async (request, reply) => {
    const who = author(request, reply)
    if (!who) return reply
    const { file, value } = bodyOf(request)
    if (typeof file !== 'string' || !file.startsWith('pages/') || !historyFile(file) || !value || typeof value !== 'object')
      return json(reply, 400, { error: 'expected a page file and its version' })
    const { token, expires } = await previews.create(file, value, who.name)
    return json(reply, 201, { url: `${PREVIEW_PATH}${token}`, expires: new Date(expires).toISOString() })
  })

  /** The site's stylesheet, inlined: the page opens without a session, so it loads nothing from the studio. */
  const stylesheet = async () => {
    for (const site of [join(publisher.builds, 'current', 'client'), join(options.root, 'dist', 'client')]) {
      if (!existsSync(join(site, 'index.html'))) continue
      const href = /<link rel="stylesheet" href="\/(assets\/[^"]+\.css)"/.exec(await readFile(join(site, 'index.html'), 'utf8'))?.[1]
      if (href) return readFile(join(site, href), 'utf8').catch(() => '')
    }
    return ''
  }

  app.get<{ Params: { token: string } }>(`${PREVIEW_PATH}:token`, async (request, reply) => {
    reply.header('x-robots-tag', 'noindex, nofollow').header('referrer-policy', 'no-referrer')
    const verdict = await previews.open(request.params.token)
    if (!verdict.ok) return reply.code(verdict.status).type('text/html; charset=utf-8').send(refusalPage(verdict.status, verdict.reason))
    const { snapshot, expires } = verdict
    const { api } = await options.loadApi()
    const manifest = { routes: { __root__: { css: [], scripts: [] } } } as unknown as ServerManifest
    const ctx = { ...options.context(request), previewManifest: manifest, author: undefined }
    const answer = await api(ctx, 'POST', new URL(`${API}check`, 'http://studio.invalid'), {
      file: snapshot.file,
      value: snapshot.value,
      preview: true,
    })
    const html = (answer.body as { preview?: { html?: string; error?: string } })?.preview?.html
    if (answer.status !== 200 || !html) {
      const reason = 'This version of the page could not be shown.'
      return reply.code(500).type('text/html; charset=utf-8').send(refusalPage(500, reason))
    }
    const css = (await stylesheet()).replace(/<\/style/gi, '<\\/style')
    const page = markAsPreview(html.replace(/<\/head>/i, `<style>${css}</style></head>`), {
      by: snapshot.by,
      expires,
      route: pageFileToRoute(snapshot.file) ?? snapshot.file,
    })
    return reply.type('text/html; charset=utf-8').send(page)
  })

  // ── The site's repository and its remote (./git-remote.ts): the studio's commits pushed, a developer's pulled. ──
  const remote = options.git ?? new GitRemote(options.root, gitRemoteFromEnv(process.env))
  // After each change the studio answered (a save, a rename, an upload, a restore, a pull): what the remote lacks is
  // pushed, in the background; a failure keeps the commits and is shown in the Live site panel.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'POST' || !request.url.startsWith(API) || reply.statusCode >= 300 || !remote.config) return
    if (request.url.startsWith(`${API}check`) || request.url.startsWith(`${API}preview-link`)) return
    void remote.push().catch(() => undefined)
  })

  app.get(`${API}git`, async () => remote.status())

  app.post(`${API}git/pull`, async (request, reply) => {
    const who = author(request, reply)
    if (!who) return reply
    const running = (await publisher.status()).run
    if (running && !running.done) return json(reply, 409, { error: 'A publish is under way: pull when it is done', conflicts: [] })
    const result = await remote.pull(who)
    if (result.status === 200 && result.body.pulled.length) options.context(request).regenerate()
    return json(reply, result.status, result.body)
  })

  return { publisher, previews, remote }
}
