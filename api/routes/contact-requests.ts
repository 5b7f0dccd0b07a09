/**
 * GET /api/contact-requests: stored leads, newest first, for the owner.
 * Registered only when ADMIN_TOKEN is set (otherwise the path is a 404).
 */
import type { FastifyPluginAsync } from 'fastify'
import * as v from 'valibot'
import { fieldErrors } from '../../schemas/quote'
import { bearerChecker } from '../auth'
import type { LeadStore } from '../store/types'

export interface ContactRequestsOptions {
  store: LeadStore
  adminToken: string
}

export const MAX_PAGE_SIZE = 100

const intParam = (name: string, max: number, fallback: number) => {
  const message = `${name} must be an integer from 1 to ${max}`
  return v.optional(
    v.pipe(v.string(message), v.regex(/^\d{1,9}$/, message), v.transform(Number), v.minValue(1, message), v.maxValue(max, message)),
    String(fallback),
  )
}

const QuerySchema = v.object({
  page: intParam('page', 1_000_000, 1),
  pageSize: intParam('pageSize', MAX_PAGE_SIZE, 20),
})

const contactRequests: FastifyPluginAsync<ContactRequestsOptions> = async (app, { store, adminToken }) => {
  const authorized = bearerChecker(adminToken)

  app.get(
    '/api/contact-requests',
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      onRequest: async (request, reply) => {
        reply.header('cache-control', 'no-store')
        if (!authorized(request.headers.authorization)) {
          return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'Unauthorized' })
        }
      },
    },
    async (request, reply) => {
      const query = v.safeParse(QuerySchema, request.query)
      if (!query.success) {
        return reply.code(400).send({ error: 'Invalid query', fieldErrors: fieldErrors(query.issues) })
      }
      const { page, pageSize } = query.output
      try {
        const [items, total] = await Promise.all([store.list({ page, pageSize }), store.count()])
        return { items, page, pageSize, total }
      } catch (error) {
        request.log.error({ err: (error as Error).message }, 'lead list failed')
        return reply.code(503).send({ error: 'The lead store is unavailable, try again later' })
      }
    },
  )
}

export default contactRequests
