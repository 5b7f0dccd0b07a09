/**
 * GET /api/outbox/dead-letters: the mail the outbox gave up on (after its last retry, about a day), newest first, for
 * the owner (ADMIN_TOKEN, with the lead list's lockout): which lead, which message (`owner`: the alert; `ack`: the
 * homeowner's acknowledgement), how many attempts, the last error. Each lead stays in the lead list and the desk; this
 * says whose e-mail never went. At most 500.
 */
import type { FastifyPluginAsync } from 'fastify'
import { adminOnly } from '../auth'
import type { RateLimiter } from '../rate-limiter'
import type { LeadStore } from '../store/types'

export const DEAD_LETTERS_PATH = '/api/outbox/dead-letters'

export interface DeadLetter {
  leadId: string
  kind: 'owner' | 'ack'
  attempts: number
  createdAt: number
  lastError: string | null
  name: string
  email: string
  receivedAt: string
}

/** Rows never sent whose retries ended (`next_attempt_at` cleared by the outbox's give-up), both stores. */
export async function deadLetters(store: LeadStore, limit = 500): Promise<DeadLetter[]> {
  const cast = store.kind === 'postgres' ? '::text' : ''
  const sql = `SELECT o.lead_id${cast} AS lead_id, o.kind, o.attempts, o.created_at, o.last_error,
      l.first_name, l.last_name, l.email, l.received_at
    FROM outbox o JOIN leads l ON l.id = o.lead_id
    WHERE o.sent_at IS NULL AND o.next_attempt_at IS NULL
    ORDER BY o.created_at DESC LIMIT ${Math.floor(limit)}`
  const [rows] = (await store.batch([{ sql, mode: 'all' }], { write: false, what: 'The dead letters' })) as [Record<string, unknown>[]]
  return rows.map((r) => ({
    leadId: String(r.lead_id),
    kind: r.kind as DeadLetter['kind'],
    attempts: Number(r.attempts),
    createdAt: Number(r.created_at),
    lastError: (r.last_error as string | null) ?? null,
    name: `${r.first_name} ${r.last_name}`,
    email: String(r.email),
    receivedAt: String(r.received_at),
  }))
}

const deadLetterRoutes: FastifyPluginAsync<{ store: LeadStore; adminToken: string; limiter: RateLimiter }> = async (
  app,
  { store, adminToken, limiter },
) => {
  app.get(DEAD_LETTERS_PATH, { onRequest: adminOnly(adminToken, limiter, 'dead letters') }, async (request, reply) => {
    try {
      return { items: await deadLetters(store) }
    } catch (error) {
      request.log.error({ err: (error as Error).message }, 'dead letters failed')
      return reply.code(503).header('retry-after', '10').send({ error: 'The lead store is unavailable, try again later' })
    }
  })
}

export default deadLetterRoutes
