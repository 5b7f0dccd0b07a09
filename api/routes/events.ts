/**
 * POST /api/events (EVENTS_PATH): the page's counted events, as `navigator.sendBeacon` posts them (a JSON string:
 * `text/plain;charset=UTF-8`; `application/json` too), at most EVENT_BATCH_BYTES. Answered 204 with no body and no
 * cookie; nothing about the visitor is kept (the address only keys the rate limit, in memory; the User-Agent is read to
 * leave bots out, never kept).
 *
 * In order: another site's page (an `Origin` that is not this host, or `Sec-Fetch-Site: cross-site`) → 403; past
 * EVENTS_RATE_LIMIT_MAX batches a minute from one client (counted in this process: a flood of beacons never writes to
 * the lead store) → 429; a prefetch (`Sec-Purpose`/`Purpose: prefetch`) or a bot → 204, not counted; a body that is not
 * an event batch → 400 naming the field (api/events/batch.ts); else counted → 204. With Global Privacy Control
 * (`Sec-GPC: 1`) or Do Not Track (`DNT: 1`) the events are counted without their campaign.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { isbot } from 'isbot'
import { EVENT_BATCH_BYTES, EVENTS_PATH } from '../../schemas/attribution'
import { clientKey } from '../client-key'
import { parseBatch } from '../events/batch'
import type { EventCounter } from '../events/counter'
import { MemoryRateLimiter, retryAfterSeconds } from '../rate-limiter'

export interface EventsOptions {
  counter: EventCounter
  /** Batches per client per minute. */
  rateLimitMax: number
  ipv6Prefix: number
}

const TYPES = new Set(['text/plain', 'application/json'])

/** Another site's page: its Origin names another host, or the browser says the request is cross-site. */
export function crossSite(request: FastifyRequest): boolean {
  if (request.headers['sec-fetch-site'] === 'cross-site') return true
  const origin = request.headers.origin
  if (origin === undefined) return false
  try {
    return new URL(origin).host !== new URL(`${request.protocol}://${request.host}`).host
  } catch {
    return true
  }
}

/** A prefetch or prerender the visitor may never see, or a client that says it is a bot (or says nothing). */
export function notCounted(request: FastifyRequest): boolean {
  const purpose = `${request.headers['sec-purpose'] ?? ''} ${request.headers.purpose ?? ''} ${request.headers['x-moz'] ?? ''}`
  if (/prefetch|prerender/i.test(purpose)) return true
  const agent = request.headers['user-agent']
  return !agent || isbot(agent)
}

/** Global Privacy Control or Do Not Track: attribution off. */
export const optedOut = (request: FastifyRequest) => request.headers['sec-gpc'] === '1' || request.headers.dnt === '1'

const events: FastifyPluginAsync<EventsOptions> = async (app, { counter, rateLimitMax, ipv6Prefix }) => {
  const limiter = new MemoryRateLimiter()
  app.addHook('onClose', async () => limiter.close())
  // This context only: any media type is read as text (at most the batch's bytes), then judged in the handler.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: EVENT_BATCH_BYTES }, (_request, body, done) => done(null, body))

  const refuse = (reply: FastifyReply, status: number, error: string, fieldErrors?: Record<string, string>) =>
    reply.code(status).send(fieldErrors ? { error, fieldErrors } : { error })

  app.post(EVENTS_PATH, {
    bodyLimit: EVENT_BATCH_BYTES,
    onRequest: async (request, reply) => {
      reply.header('cache-control', 'no-store')
      if (crossSite(request)) return refuse(reply, 403, 'Forbidden: events are accepted from this site only')
      const hit = await limiter.hit(`events:${clientKey(request.ip, ipv6Prefix)}`, 60_000)
      if (hit.count > rateLimitMax)
        return refuse(reply.header('retry-after', retryAfterSeconds(hit)), 429, 'Too many requests, please try again later')
      if (notCounted(request)) return reply.code(204).send()
    },
    handler: async (request, reply) => {
      const type = (request.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase()
      if (!TYPES.has(type)) return refuse(reply, 415, 'Unsupported media type: send the batch as text/plain or application/json')
      let body: unknown
      try {
        body = JSON.parse(request.body as string)
      } catch {
        return refuse(reply, 400, 'Malformed JSON body')
      }
      const batch = parseBatch(body)
      if (!batch.ok) return refuse(reply, 400, 'Invalid event batch', { [batch.field]: batch.message })
      counter.count(batch.events, optedOut(request) ? {} : batch.campaign)
      return reply.code(204).send()
    },
  })
}

export default events
