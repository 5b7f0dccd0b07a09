/**
 * GET /api/contact-requests: stored leads, newest first, for the owner: `?status=leads` (default: real and
 * suspect leads), `spam` (kept, never e-mailed) or `all`; `?before=<nextCursor>` pages by key (no deep OFFSET: paging
 * deep into a long list costs what the first page does). Registered only when ADMIN_TOKEN is set (otherwise
 * the path is a 404). Failed authentications are counted per client (shared across instances on PostgreSQL):
 * past AUTH_FAILURES_MAX in the window every attempt from that client is a 429, and each failure is logged
 * with a pseudonym of the client address (never the address itself).
 */
import type { FastifyPluginAsync } from 'fastify'
import * as v from 'valibot'
import { fieldErrors } from '../../schemas/quote'
import { adminOnly } from '../auth'
import type { RateLimiter } from '../rate-limiter'
import type { LeadStore } from '../store/types'

export interface ContactRequestsOptions {
  store: LeadStore
  adminToken: string
  limiter: RateLimiter
}

export { AUTH_FAILURES_MAX, AUTH_WINDOW_MS } from '../auth'

export const MAX_PAGE_SIZE = 100

const intParam = (name: string, max: number, fallback: number) => {
  const message = `${name} must be an integer from 1 to ${max}`
  return v.optional(
    v.pipe(v.string(message), v.regex(/^\d{1,9}$/, message), v.transform(Number), v.minValue(1, message), v.maxValue(max, message)),
    String(fallback),
  )
}

/** `page` reads with OFFSET: fine near the top; deeper, follow `before` (the previous page's `nextCursor`). */
export const MAX_PAGE_OFFSET = 10_000

const QuerySchema = v.pipe(
  v.object({
    page: intParam('page', 1_000_000, 1),
    pageSize: intParam('pageSize', MAX_PAGE_SIZE, 20),
    status: v.optional(v.picklist(['leads', 'spam', 'all'], 'status must be leads, spam or all'), 'leads'),
    before: v.optional(
      v.pipe(
        v.string('before must be a cursor'),
        v.regex(/^\d{1,15}$/, 'before must be a nextCursor of a previous page'),
        v.transform(Number),
      ),
    ),
  }),
  v.forward(
    v.check(
      (q) => q.before !== undefined || (q.page - 1) * q.pageSize <= MAX_PAGE_OFFSET,
      `page is too deep for paging by number: follow nextCursor with before= (the first ${MAX_PAGE_OFFSET} leads can be paged by number)`,
    ),
    ['page'],
  ),
)

const contactRequests: FastifyPluginAsync<ContactRequestsOptions> = async (app, { store, adminToken, limiter }) => {
  app.get('/api/contact-requests', { onRequest: adminOnly(adminToken, limiter, 'lead list') }, async (request, reply) => {
    const query = v.safeParse(QuerySchema, request.query)
    if (!query.success) {
      return reply.code(400).send({ error: 'Invalid query', fieldErrors: fieldErrors(query.issues) })
    }
    const { page, pageSize, status, before } = query.output
    try {
      // The total is counted for the first page of a walk only: a deep walk by cursor costs what its pages do.
      const [{ items, nextCursor }, total] = await Promise.all([
        store.list({ page, pageSize, status, before }),
        before === undefined ? store.count(status) : null,
      ])
      return { items, page, pageSize, status, total, nextCursor }
    } catch (error) {
      request.log.error({ err: (error as Error).message }, 'lead list failed')
      return reply.code(503).header('retry-after', '10').send({ error: 'The lead store is unavailable, try again later' })
    }
  })
}

export default contactRequests
