/**
 * The owner's webhooks under /api/desk/webhooks: list, add (the secret shown in the answer), read the secret again,
 * change, delete, the delivery log (newest first, paged by key), Replay (one more delivery with the same
 * `webhook-id`) and a signed test ping. Owner only: the `guard` says who is signed in (401/403 answered by it); a
 * marketer gets 403. Bodies are validated (400 `{ error, fieldErrors }`), URLs by the target policy (api/webhooks/target.ts).
 */
import { randomBytes } from 'node:crypto'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import { fieldErrors } from '../../schemas/quote'
import { pageSizeParam } from '../page-size'
import { type RateLimiter, retryAfterSeconds } from '../rate-limiter'
import { deliver } from './deliver'
import { type Endpoint, WEBHOOK_EVENTS } from './store'
import { MAX_URL_LENGTH, type TargetPolicy, targetProblem } from './target'
import type { WebhookWorker } from './worker'

/** Who is signed in (the desk's shape; the accounts module provides the real one). */
import type { DeskUser } from '../accounts/sessions'

export type { DeskUser }

export interface WebhookRoutesOptions {
  worker: WebhookWorker
  /** Answers 401/403 itself and returns undefined when the request must stop. */
  guard: (request: FastifyRequest, reply: FastifyReply) => Promise<DeskUser | undefined>
  /** Changes (add, edit, delete, replay, test) per user per minute are held to CHANGES_PER_MINUTE with it. */
  limiter?: RateLimiter
}

export const WEBHOOKS_PATH = '/api/desk/webhooks'
/** A person manages a few webhooks; more changes than this in a minute are a script (Replay and test send requests out). */
export const CHANGES_PER_MINUTE = 30
const BODY_LIMIT = 8 * 1024
export const MAX_DELIVERIES_PAGE = 100

const urlField = v.pipe(
  v.string('url must be a text'),
  v.trim(),
  v.nonEmpty('Enter the URL to send leads to'),
  v.maxLength(MAX_URL_LENGTH, `The URL may be ${MAX_URL_LENGTH} characters at most`),
)
const fields = {
  url: urlField,
  description: v.pipe(v.string('description must be a text'), v.trim(), v.maxLength(200, 'The description may be 200 characters at most')),
  events: v.pipe(
    v.array(v.picklist(WEBHOOK_EVENTS, `events are ${WEBHOOK_EVENTS.join(', ')}`), 'events must be a list'),
    v.minLength(1, 'Choose at least one event'),
    v.transform((events) => [...new Set(events)]),
  ),
  enabled: v.boolean('enabled must be true or false'),
}
const CreateSchema = v.strictObject(
  {
    url: fields.url,
    description: v.optional(fields.description, ''),
    events: v.optional(fields.events, ['lead.created']),
    enabled: v.optional(fields.enabled, true),
  },
  'Unknown field',
)
const PatchSchema = v.pipe(
  v.strictObject(
    {
      url: v.optional(fields.url),
      description: v.optional(fields.description),
      events: v.optional(fields.events),
      enabled: v.optional(fields.enabled),
    },
    'Unknown field',
  ),
  v.check((patch) => Object.keys(patch).length > 0, 'Nothing to change'),
)
const ID = /^ep_[0-9a-f]{24}$/
const MESSAGE_ID = /^msg_[0-9a-f]{32}$/
const PageSchema = v.strictObject(
  {
    pageSize: pageSizeParam(MAX_DELIVERIES_PAGE, 20),
    before: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'before must be a nextCursor of a previous page'), v.transform(Number))),
  },
  'Unknown query parameter',
)

const invalid = (reply: FastifyReply, issues: readonly v.BaseIssue<unknown>[], error = 'Invalid request') => {
  const errors = fieldErrors(issues) as Record<string, string>
  if (Object.keys(errors).length === 0) errors.form = issues[0]?.message ?? error
  return reply.code(400).send({ error, fieldErrors: errors })
}
const notFound = (reply: FastifyReply) => reply.code(404).send({ error: 'No such webhook' })

const shown = (endpoint: Endpoint) => ({
  id: endpoint.id,
  url: endpoint.url,
  description: endpoint.description,
  events: endpoint.events,
  enabled: endpoint.enabled,
  disabledReason: endpoint.disabledReason,
  createdAt: endpoint.createdAt,
})

const webhookRoutes: FastifyPluginAsync<WebhookRoutesOptions> = async (app, { worker, guard, limiter }) => {
  const hooks = worker.hooks
  const policy: TargetPolicy = { allowHttp: worker.opts.allowHttp, allowPrivate: worker.opts.allowPrivate }

  app.addHook('onRequest', async (request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex')
    const user = await guard(request, reply)
    if (!user) {
      if (!reply.sent) reply.code(401).send({ error: 'Unauthorized' })
      return reply
    }
    if (user.role !== 'owner') return reply.code(403).send({ error: 'Only the owner may manage webhooks' })
    if (limiter && request.method !== 'GET' && request.method !== 'HEAD') {
      const hit = await limiter.hit(`webhooks-change:${user.id}`, 60_000).catch(() => null)
      if (hit && hit.count > CHANGES_PER_MINUTE)
        return reply.code(429).header('retry-after', retryAfterSeconds(hit)).send({ error: 'Too many requests, please try again later' })
    }
  })
  // The store stalled or away: 503, never a 500.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error.statusCode && error.statusCode < 500) throw error
    request.log.error({ err: error.message }, 'webhooks: store call failed')
    return reply.code(503).header('retry-after', '10').send({ error: 'The store is unavailable, try again later' })
  })

  const checkUrl = async (reply: FastifyReply, url: string | undefined) => {
    if (url === undefined) return true
    const problem = await targetProblem(url, policy)
    if (!problem) return true
    reply.code(400).send({ error: 'Invalid request', fieldErrors: { url: problem } })
    return false
  }

  app.get(WEBHOOKS_PATH, async () => ({ items: (await hooks.list()).map(shown) }))

  app.post(WEBHOOKS_PATH, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const body = v.safeParse(CreateSchema, request.body ?? {})
    if (!body.success) return invalid(reply, body.issues)
    if (!(await checkUrl(reply, body.output.url))) return reply
    const created = await hooks.create(body.output, worker.opts.now())
    request.log.info({ endpoint: created.id }, 'webhook added')
    // The secret is in this answer and in GET …/:id/secret, never in a list or a log.
    return reply.code(201).send({ ...shown(created), secret: created.secret })
  })

  app.get<{ Params: { id: string } }>(`${WEBHOOKS_PATH}/:id/secret`, async (request, reply) => {
    const endpoint = ID.test(request.params.id) ? await hooks.get(request.params.id) : null
    if (!endpoint) return notFound(reply)
    return { id: endpoint.id, secret: endpoint.secret }
  })

  app.patch<{ Params: { id: string } }>(`${WEBHOOKS_PATH}/:id`, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    if (!ID.test(request.params.id)) return notFound(reply)
    const body = v.safeParse(PatchSchema, request.body ?? {})
    if (!body.success) return invalid(reply, body.issues)
    if (!(await checkUrl(reply, body.output.url))) return reply
    const updated = await hooks.update(request.params.id, body.output)
    if (!updated) return notFound(reply)
    request.log.info({ endpoint: updated.id, changed: Object.keys(body.output) }, 'webhook changed')
    return shown(updated)
  })

  app.delete<{ Params: { id: string } }>(`${WEBHOOKS_PATH}/:id`, async (request, reply) => {
    if (!ID.test(request.params.id) || !(await hooks.remove(request.params.id))) return notFound(reply)
    request.log.info({ endpoint: request.params.id }, 'webhook deleted')
    return reply.code(204).send()
  })

  app.get<{ Params: { id: string } }>(`${WEBHOOKS_PATH}/:id/deliveries`, async (request, reply) => {
    if (!ID.test(request.params.id)) return notFound(reply)
    const query = v.safeParse(PageSchema, request.query ?? {})
    if (!query.success) return invalid(reply, query.issues, 'Invalid query')
    if (!(await hooks.get(request.params.id))) return notFound(reply)
    const { pageSize, before } = query.output
    return { ...(await hooks.deliveries(request.params.id, pageSize, before)), pageSize }
  })

  app.post<{ Params: { messageId: string } }>(`${WEBHOOKS_PATH}/deliveries/:messageId/replay`, async (request, reply) => {
    const result = MESSAGE_ID.test(request.params.messageId) ? await worker.replay(request.params.messageId) : null
    if (!result) return reply.code(404).send({ error: 'No such delivery' })
    return { id: request.params.messageId, ...result }
  })

  // A signed `webhook.test` message with a fresh id, not kept: to check a receiver and its secret.
  app.post<{ Params: { id: string } }>(`${WEBHOOKS_PATH}/:id/test`, async (request, reply) => {
    const endpoint = ID.test(request.params.id) ? await hooks.get(request.params.id) : null
    if (!endpoint) return notFound(reply)
    const now = worker.opts.now()
    const id = `msg_${randomBytes(16).toString('hex')}`
    const payload = JSON.stringify({ type: 'webhook.test', timestamp: new Date(now).toISOString(), data: { endpoint: endpoint.id } })
    const { timeoutMs, allowHttp, allowPrivate } = worker.opts
    return { id, ...(await deliver(endpoint, { id, payload }, { timeoutMs, allowHttp, allowPrivate, now })) }
  })
}

export default webhookRoutes
