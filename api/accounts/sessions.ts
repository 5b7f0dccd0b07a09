/**
 * Who is signed in to the desk: server-side sessions (desk_sessions, by a hash of the id), the `desk_session` cookie,
 * the CSRF token derived from the session, the same-origin check of unsafe requests, and the guard other modules take
 * (`deskGuard`), which also accepts the ADMIN_TOKEN bearer (machines) as an owner.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { AUTH_FAILURES_MAX, AUTH_WINDOW_MS, bearerChecker } from '../auth'
import { clientKey } from '../client-key'
import { type RateLimiter, retryAfterSeconds } from '../rate-limiter'
import type { LeadStore } from '../store/types'
import { AccountStore, type Role, type SessionRow } from './store'

/** Who the guard let in: exactly this shape (the desk's other modules rely on it). */
export type DeskUser = { id: string; email: string; role: 'owner' | 'marketer' }

/** Answers 401/403 (or 429, 503) itself and resolves undefined when the request must stop. */
export type DeskGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<DeskUser | undefined>

export const SESSION_COOKIE = 'desk_session'
/** A session unused this long ends. */
export const SESSION_IDLE_MS = 12 * 3_600_000
/** A session ends this long after its sign-in, used or not. */
export const SESSION_ABSOLUTE_MS = 30 * 86_400_000
/** A session's last use is written at most this often (its idle expiry is that precise). */
export const TOUCH_EVERY_MS = 60_000
/** What the ADMIN_TOKEN bearer is, as a desk user. */
export const ADMIN_TOKEN_USER: DeskUser = { id: 'admin-token', email: 'admin-token', role: 'owner' }

export interface AccountsOptions {
  store: LeadStore
  limiter: RateLimiter
  /** ADMIN_TOKEN: its bearer counts as an owner in the guard. */
  adminToken?: string
  /** IPv6 clients are told apart by this many bits (RATE_LIMIT_IPV6_PREFIX). */
  ipv6Prefix?: number
  /** The clock (tests move it). */
  now?: () => number
  idleMs?: number
  absoluteMs?: number
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** 32 random bytes, base64url. */
const SESSION_ID = /^[A-Za-z0-9_-]{43}$/

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

/** The request comes from another site: `Sec-Fetch-Site` says cross-site or same-site, or `Origin` names another host. */
export function crossSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site']
  if (site === 'cross-site' || site === 'same-site') return true
  const origin = request.headers.origin
  if (origin === undefined) return false
  try {
    return new URL(origin).host !== new URL(`${request.protocol}://${request.host}`).host
  } catch {
    return true // `null` (a sandboxed frame, a redirect) and anything unreadable
  }
}

/** The value of the `desk_session` cookie when it has the form of a session id, else null. */
export function sessionCookie(request: FastifyRequest): string | null {
  const header = request.headers.cookie
  if (!header) return null
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue
    const value = part.slice(eq + 1).trim()
    return SESSION_ID.test(value) ? value : null
  }
  return null
}

const equal = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

export function stop(reply: FastifyReply, status: number, error: string): undefined {
  reply.code(status).header('cache-control', 'no-store').send({ error })
  return undefined
}

/** A store call that failed: 503 with Retry-After (nothing was changed that the caller was told about). */
export function unavailable(request: FastifyRequest, reply: FastifyReply, error: unknown): undefined {
  request.log.error({ err: (error as Error).message }, 'desk accounts: store failed')
  reply.header('retry-after', '5')
  return stop(reply, 503, 'The desk is unavailable, please try again shortly')
}

export class Accounts {
  readonly db: AccountStore
  readonly now: () => number
  readonly idleMs: number
  readonly absoluteMs: number
  readonly ipv6Prefix: number
  readonly limiter: RateLimiter
  private readonly bearer?: (authorization: string | undefined) => boolean
  private keys?: Promise<{ csrf: Buffer; pseudonym: Buffer }>

  constructor(private readonly options: AccountsOptions) {
    this.db = new AccountStore(options.store)
    this.now = options.now ?? Date.now
    this.idleMs = options.idleMs ?? SESSION_IDLE_MS
    this.absoluteMs = options.absoluteMs ?? SESSION_ABSOLUTE_MS
    this.ipv6Prefix = options.ipv6Prefix ?? 64
    this.limiter = options.limiter
    if (options.adminToken) this.bearer = bearerChecker(options.adminToken)
  }

  /** The secrets, from the store (shared by every instance on it): CSRF tokens and client pseudonyms. */
  private secrets() {
    this.keys ??= Promise.all([this.options.store.secret('desk-csrf'), this.options.store.secret('desk-client-pseudonym')]).then(
      ([csrf, pseudonym]) => ({ csrf, pseudonym }),
    )
    this.keys.catch(() => {
      this.keys = undefined
    })
    return this.keys
  }

  async csrfToken(sessionId: string): Promise<string> {
    return createHmac('sha256', (await this.secrets()).csrf)
      .update(sessionId)
      .digest('base64url')
  }

  /** A pseudonym of the client's address (keyed, the same on every instance): the audit log never holds the address. */
  async pseudonym(request: FastifyRequest): Promise<string> {
    return createHmac('sha256', (await this.secrets()).pseudonym)
      .update(clientKey(request.ip, this.ipv6Prefix))
      .digest('hex')
      .slice(0, 12)
  }

  /** The request's `x-csrf-token` header is the session's token. */
  async csrfOk(request: FastifyRequest, sessionId: string): Promise<boolean> {
    const sent = request.headers['x-csrf-token']
    return typeof sent === 'string' && equal(sent, await this.csrfToken(sessionId))
  }

  newSessionId(): string {
    return randomBytes(32).toString('base64url')
  }

  cookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
    const secure = request.protocol === 'https' ? '; Secure' : ''
    return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure}`
  }

  /** The live session the request's cookie names (its last use written at most once a TOUCH_EVERY_MS), or null. */
  async current(request: FastifyRequest): Promise<{ id: string; idHash: string; session: SessionRow } | null> {
    const id = sessionCookie(request)
    if (!id) return null
    const idHash = sha256(id)
    const now = this.now()
    const session = await this.db.session(idHash, now, now - this.idleMs)
    if (!session) return null
    if (now - session.lastSeenAt >= TOUCH_EVERY_MS) await this.db.touch(idHash, now)
    return { id, idHash, session }
  }

  /**
   * The guard: the ADMIN_TOKEN bearer (an owner; wrong tokens counted and locked out as for the lead list), else the
   * session cookie. Unsafe methods must come from this site and carry the session's CSRF token.
   */
  guard: DeskGuard = async (request, reply) => {
    const unsafe = UNSAFE.has(request.method)
    if (unsafe && crossSite(request)) return stop(reply, 403, 'Cross-site request refused')
    if (this.bearer && request.headers.authorization !== undefined) return this.bearerUser(request, reply)
    let current: Awaited<ReturnType<Accounts['current']>>
    try {
      current = await this.current(request)
    } catch (error) {
      return unavailable(request, reply, error)
    }
    if (!current) return stop(reply, 401, 'Sign in to the desk first')
    if (unsafe && !(await this.csrfOk(request, current.id))) return stop(reply, 403, 'Missing or wrong x-csrf-token header')
    const { id, email, role } = current.session.user
    return { id, email, role }
  }

  private async bearerUser(request: FastifyRequest, reply: FastifyReply): Promise<DeskUser | undefined> {
    const key = `auth:${clientKey(request.ip, this.ipv6Prefix)}` // the lead list's lockout counter
    const failures = await this.limiter.peek(key).catch(() => null)
    if (failures && failures.count >= AUTH_FAILURES_MAX) {
      reply.header('retry-after', retryAfterSeconds(failures))
      return stop(reply, 429, 'Too many requests, please try again later')
    }
    if (this.bearer?.(request.headers.authorization)) return { ...ADMIN_TOKEN_USER }
    await this.limiter.hit(key, AUTH_WINDOW_MS).catch(() => null)
    request.log.warn({ client: await this.pseudonym(request).catch(() => '?') }, 'desk: bearer authentication failed')
    reply.header('www-authenticate', 'Bearer')
    return stop(reply, 401, 'Unauthorized')
  }
}

const RANK: Record<Role, number> = { marketer: 1, owner: 2 }

/** `guard` narrowed to users with at least `role` (an owner may do what a marketer may): 403 for the others. */
export function requireRole(role: Role, guard: DeskGuard): DeskGuard {
  return async (request, reply) => {
    const user = await guard(request, reply)
    if (!user) return undefined
    if (RANK[user.role] < RANK[role]) return stop(reply, 403, `This needs the ${role} role`)
    return user
  }
}
