import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { clientKey } from './client-key'
import { type RateLimiter, retryAfterSeconds } from './rate-limiter'

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()

/** Checks `Authorization: Bearer <token>` in constant time (equal-length SHA-256 digests). */
export function bearerChecker(token: string): (authorization: string | undefined) => boolean {
  const expected = digest(token)
  return (authorization) => {
    const match = /^Bearer +(\S+) *$/i.exec(authorization ?? '')
    return match !== null && timingSafeEqual(digest(match[1]!), expected)
  }
}

export const AUTH_FAILURES_MAX = 10
export const AUTH_WINDOW_MS = 15 * 60_000

/**
 * The onRequest hook of the owner's routes (the lead list, the reports): `Authorization: Bearer <ADMIN_TOKEN>` or 401.
 * Failed authentications are counted per client in one counter for every such route (shared across instances on
 * PostgreSQL): past AUTH_FAILURES_MAX in the window every attempt from that client is a 429, and each failure is logged
 * with a pseudonym of the client address (never the address itself). `what` names the route in the log.
 */
export function adminOnly(adminToken: string, limiter: RateLimiter, what: string) {
  const authorized = bearerChecker(adminToken)
  const pseudonymKey = randomBytes(16)
  const pseudonym = (ip: string) => createHmac('sha256', pseudonymKey).update(ip).digest('hex').slice(0, 12)
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store')
    const key = `auth:${clientKey(request.ip)}` // short whatever the address: a key is never too long to store
    const failures = await limiter.peek(key).catch(() => null)
    if (failures && failures.count >= AUTH_FAILURES_MAX) {
      request.log.warn(
        { client: pseudonym(request.ip), failures: failures.count },
        `${what}: client locked out after failed authentications`,
      )
      return reply.code(429).header('retry-after', retryAfterSeconds(failures)).send({ error: 'Too many requests, please try again later' })
    }
    if (!authorized(request.headers.authorization)) {
      const hit = await limiter.hit(key, AUTH_WINDOW_MS).catch(() => null)
      request.log.warn({ client: pseudonym(request.ip), failures: hit?.count }, `${what}: authentication failed`)
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'Unauthorized' })
    }
  }
}
