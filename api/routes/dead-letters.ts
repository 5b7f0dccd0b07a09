/**
 * GET /api/desk/dead-letters: the mail the outbox gave up on (after its last retry, about a day), newest first, for
 * the owner (the desk's session, or ADMIN_TOKEN as a bearer — the desk's guard narrowed to owners; a marketer gets
 * 403): which lead, which message (`owner`: the alert; `ack`: the homeowner's acknowledgement), how many attempts, the
 * last error. Each lead stays in the lead list and the desk; this says whose e-mail never went. At most 500. The desk
 * shows them to the owner above the inbox.
 */
import type { FastifyPluginAsync } from 'fastify'
import { DESK_API } from '../../schemas/desk'
import type { DeskGuard } from '../accounts'
import type { LeadStore } from '../store/types'

export const DEAD_LETTERS_PATH = DESK_API.deadLetters

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

const deadLetterRoutes: FastifyPluginAsync<{ store: LeadStore; guard: DeskGuard }> = async (app, { store, guard }) => {
  app.get(DEAD_LETTERS_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex')
    if (!(await guard(request, reply))) return reply
    try {
      return { items: await deadLetters(store) }
    } catch (error) {
      request.log.error({ err: (error as Error).message }, 'dead letters failed')
      return reply.code(503).header('retry-after', '10').send({ error: 'The lead store is unavailable, try again later' })
    }
  })
}

export default deadLetterRoutes
