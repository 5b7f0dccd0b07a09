/**
 * POST /api/contact: a quote request. JSON only, small bodies, rate limited per IP.
 * The lead (and its notification row) is committed before the 201.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import { QuoteRequestSchema, fieldErrors } from '../../schemas/quote'
import type { Lead, LeadStore } from '../store/types'
import { uuidv7 } from '../uuid'

export interface ContactOptions {
  store: LeadStore
  /** Requests per IP per minute. */
  rateLimitMax: number
  /** Set when notifications are configured: queue one and trigger a delivery pass. */
  notify?: () => void
}

export const CONTACT_BODY_LIMIT = 16 * 1024

const UNAVAILABLE = 'Your request could not be saved right now. Please try again in a few minutes or call us directly.'

/** preParsing guard (after the rate limit, before the body is read): JSON only. */
export async function requireJson(request: FastifyRequest, reply: FastifyReply) {
  const type = (request.headers['content-type'] ?? '').split(';', 1)[0].trim().toLowerCase()
  if (type !== 'application/json') {
    return reply.code(415).header('cache-control', 'no-store').send({ error: 'Unsupported media type: send application/json' })
  }
}

const contact: FastifyPluginAsync<ContactOptions> = async (app, { store, rateLimitMax, notify }) => {
  app.post(
    '/api/contact',
    {
      bodyLimit: CONTACT_BODY_LIMIT,
      preParsing: requireJson,
      config: { rateLimit: { max: rateLimitMax, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      const parsed = v.safeParse(QuoteRequestSchema, request.body)
      if (!parsed.success) {
        return reply.code(400).send({ error: 'Invalid request', fieldErrors: fieldErrors(parsed.issues) })
      }
      const { website, ...fields } = parsed.output
      if (website) {
        // Honeypot filled: look successful to the bot, keep nothing.
        request.log.info('honeypot: request discarded')
        return reply.code(201).send({ id: uuidv7() })
      }

      const lead: Lead = {
        id: uuidv7(),
        ...fields,
        receivedAt: new Date().toISOString(),
        userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
      }
      try {
        await store.insert(lead, { notify: notify !== undefined })
      } catch (error) {
        request.log.error({ leadId: lead.id, err: (error as Error).message }, 'lead not stored')
        return reply.code(503).header('retry-after', '60').send({ error: UNAVAILABLE })
      }
      request.log.info({ leadId: lead.id }, 'lead stored')
      notify?.()
      return reply.code(201).send({ id: lead.id })
    },
  )
}

export default contact
