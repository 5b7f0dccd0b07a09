/**
 * The owner's desk: accounts and sign-in, under /api/accounts/* (a Fastify plugin, encapsulated: it decorates nothing).
 * Users (owner, marketer) with argon2id passwords (password.ts), server-side sessions and CSRF (sessions.ts), sign-in
 * throttled per account and per client, an audit log; SQL in store.ts. Other modules take `deskGuard(options)` (the
 * same guard these routes use) as their `guard`, narrowed with `requireRole('owner', guard)` where needed.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import { fieldErrors } from '../../schemas/quote'
import { clientKey } from '../client-key'
import { retryAfterSeconds } from '../rate-limiter'
import type { RateHit } from '../store/types'
import { uuidv7 } from '../uuid'
import { checkPassword, hashPassword, PASSWORD_MAX, PASSWORD_MIN, prepareDummyHash } from './password'
import {
  Accounts,
  type AccountsOptions,
  crossSite,
  type DeskGuard,
  type DeskUser,
  requireRole,
  sha256,
  stop,
  unavailable,
} from './sessions'
import { ROLES, type UserRow } from './store'

export { ADMIN_TOKEN_USER, type AccountsOptions, type DeskGuard, type DeskUser, requireRole, SESSION_COOKIE } from './sessions'

/** The guard other modules take: the session cookie (CSRF and same-origin on unsafe methods) or the ADMIN_TOKEN bearer. */
export function deskGuard(options: AccountsOptions): DeskGuard {
  return new Accounts(options).guard
}

export const ACCOUNTS_PATHS = {
  signIn: '/api/accounts/sign-in',
  session: '/api/accounts/session',
  signOut: '/api/accounts/sign-out',
  signOutEverywhere: '/api/accounts/sign-out-everywhere',
  users: '/api/accounts/users',
  audit: '/api/accounts/audit',
} as const

/** The methods of each fixed path (the static site's 405 answers). */
export const ACCOUNTS_METHODS: ReadonlyMap<string, readonly string[]> = new Map([
  [ACCOUNTS_PATHS.signIn, ['POST']],
  [ACCOUNTS_PATHS.session, ['GET', 'HEAD']],
  [ACCOUNTS_PATHS.signOut, ['POST']],
  [ACCOUNTS_PATHS.signOutEverywhere, ['POST']],
  [ACCOUNTS_PATHS.users, ['GET', 'HEAD', 'POST']],
  [ACCOUNTS_PATHS.audit, ['GET', 'HEAD']],
])

/** Failed sign-ins per account (normalised e-mail) and per client in SIGN_IN_WINDOW_MS; beyond, 429 even with the right password. */
export const SIGN_IN_ACCOUNT_MAX = 5
export const SIGN_IN_CLIENT_MAX = 20
export const SIGN_IN_WINDOW_MS = 15 * 60_000

const BODY_LIMIT = 8 * 1024

const Email = v.pipe(
  v.string('Enter an e-mail address'),
  v.trim(),
  v.nonEmpty('Enter an e-mail address'),
  v.maxLength(254, 'The e-mail address is too long'),
  v.email('Enter a valid e-mail address'),
  v.toLowerCase(),
)
const NewPassword = v.pipe(
  v.string('Enter a password'),
  v.check((p) => [...p].length >= PASSWORD_MIN, `The password must have at least ${PASSWORD_MIN} characters`),
  v.check((p) => [...p].length <= PASSWORD_MAX, `The password must have at most ${PASSWORD_MAX} characters`),
)
const Name = v.pipe(
  v.string('The name must be text'),
  v.trim(),
  v.maxLength(100, 'The name may have at most 100 characters'),
  v.regex(/^[^\p{Cc}]*$/u, 'The name may not contain control characters'),
)
const RoleSchema = v.picklist(ROLES, 'The role must be owner or marketer')

const SignIn = v.object({
  email: Email,
  password: v.pipe(v.string('Enter the password'), v.nonEmpty('Enter the password'), v.maxLength(PASSWORD_MAX, 'The password is too long')),
})
const NewUser = v.strictObject({ email: Email, name: v.optional(Name, ''), role: RoleSchema, password: NewPassword })
const UserChange = v.pipe(
  v.strictObject({ name: v.optional(Name), role: v.optional(RoleSchema), password: v.optional(NewPassword) }),
  v.check((c) => c.name !== undefined || c.role !== undefined || c.password !== undefined, 'Send a name, a role or a password'),
)
const AuditQuery = v.object({
  pageSize: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'pageSize must be from 1 to 100'),
      v.transform(Number),
      v.minValue(1, 'pageSize must be from 1 to 100'),
      v.maxValue(100, 'pageSize must be from 1 to 100'),
    ),
    '50',
  ),
  before: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}$/, 'before must be a nextCursor of a previous page'), v.transform(Number))),
})
/** A user id (a UUID v7); anything else is no user. */
const USER_ID = /^[0-9a-f-]{36}$/

const invalid = (reply: FastifyReply, issues: readonly v.BaseIssue<unknown>[]) =>
  reply.code(400).send({ error: 'Invalid request', fieldErrors: fieldErrors(issues) })

const publicUser = (u: UserRow) => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: u.role,
  createdAt: new Date(u.createdAt).toISOString(),
  updatedAt: new Date(u.updatedAt).toISOString(),
})

const accounts: FastifyPluginAsync<AccountsOptions> = async (app, options) => {
  const desk = new Accounts(options)
  const { db, limiter } = desk
  const owner = requireRole('owner', desk.guard)
  void prepareDummyHash() // made once, at start: the first unknown e-mail then costs one hash like any other

  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex')
  })

  /** Runs `handler` for the user `guard` lets in; a store failure is a 503. */
  const guarded =
    (guard: DeskGuard, handler: (user: DeskUser, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const user = await guard(request, reply)
      if (!user) return reply
      try {
        return await handler(user, request, reply)
      } catch (error) {
        return unavailable(request, reply, error) ?? reply
      }
    }
  const actor = async (user: DeskUser, request: FastifyRequest) => ({
    at: desk.now(),
    actor: { id: user.id, email: user.email },
    client: await desk.pseudonym(request),
  })

  app.post(ACCOUNTS_PATHS.signIn, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    if (crossSite(request)) return stop(reply, 403, 'Cross-site request refused') ?? reply
    const parsed = v.safeParse(SignIn, request.body)
    if (!parsed.success) return invalid(reply, parsed.issues)
    const { email, password } = parsed.output
    const keys = [
      { key: `desk-sign-in:account:${sha256(email).slice(0, 32)}`, max: SIGN_IN_ACCOUNT_MAX },
      { key: `desk-sign-in:client:${clientKey(request.ip, desk.ipv6Prefix)}`, max: SIGN_IN_CLIENT_MAX },
    ]
    const windows = await Promise.all(keys.map(({ key }) => limiter.peek(key).catch((): RateHit | null => null)))
    const over = windows.filter((w, i): w is RateHit => w !== null && w.count >= keys[i]!.max)
    if (over.length > 0) {
      const latest = over.reduce((a, b) => (a.resetAt >= b.resetAt ? a : b))
      request.log.warn({ client: await desk.pseudonym(request).catch(() => '?') }, 'desk: sign-in throttled')
      reply.header('retry-after', retryAfterSeconds(latest))
      return stop(reply, 429, 'Too many failed sign-ins, please try again later') ?? reply
    }
    try {
      const user = await db.userByEmail(email)
      const ok = await checkPassword(user?.passwordHash ?? null, password) // a dummy hash for an unknown e-mail
      const client = await desk.pseudonym(request)
      if (!user || !ok) {
        await Promise.all(keys.map(({ key }) => limiter.hit(key, SIGN_IN_WINDOW_MS).catch(() => null)))
        await db.audit({
          at: desk.now(),
          action: 'sign-in-failed',
          target: email,
          client,
          detail: user ? 'wrong password' : 'unknown e-mail',
        })
        return stop(reply, 401, 'Wrong e-mail or password') ?? reply
      }
      // A new id at every sign-in; the session the request came with (if any) ends: a planted cookie is never kept.
      const id = desk.newSessionId()
      const previous = request.headers.cookie ? sessionCookieHash(request) : null
      const now = desk.now()
      await db.startSession(
        {
          idHash: sha256(id),
          previousHash: previous,
          userId: user.id,
          userAgent: shortAgent(request.headers['user-agent']),
          expiresAt: now + desk.absoluteMs,
          idleBefore: now - desk.idleMs,
        },
        { at: now, actor: { id: user.id, email: user.email }, target: user.id, client },
      )
      reply.header('set-cookie', desk.cookie(request, id, Math.floor(desk.absoluteMs / 1000)))
      return { user: publicUser(user), csrfToken: await desk.csrfToken(id) }
    } catch (error) {
      return unavailable(request, reply, error) ?? reply
    }
  })

  app.get(ACCOUNTS_PATHS.session, async (request, reply) => {
    try {
      const current = await desk.current(request)
      if (!current) return stop(reply, 401, 'Not signed in') ?? reply
      return { user: publicUser(current.session.user), csrfToken: await desk.csrfToken(current.id) }
    } catch (error) {
      return unavailable(request, reply, error) ?? reply
    }
  })

  for (const [path, everywhere] of [
    [ACCOUNTS_PATHS.signOut, false],
    [ACCOUNTS_PATHS.signOutEverywhere, true],
  ] as const) {
    app.post(path, { bodyLimit: BODY_LIMIT }, async (request, reply) => {
      if (crossSite(request)) return stop(reply, 403, 'Cross-site request refused') ?? reply
      try {
        const current = await desk.current(request)
        if (!current) return stop(reply, 401, 'Not signed in') ?? reply
        if (!(await desk.csrfOk(request, current.id))) return stop(reply, 403, 'Missing or wrong x-csrf-token header') ?? reply
        const { user } = current.session
        await db.endSessions(current.idHash, everywhere, { ...(await actor(user, request)), target: user.id })
        reply.header('set-cookie', desk.cookie(request, '', 0))
        return reply.code(204).send()
      } catch (error) {
        return unavailable(request, reply, error) ?? reply
      }
    })
  }

  app.get(
    ACCOUNTS_PATHS.users,
    guarded(owner, async () => ({ items: (await db.users()).map(publicUser) })),
  )

  app.post(
    ACCOUNTS_PATHS.users,
    { bodyLimit: BODY_LIMIT },
    guarded(owner, async (user, request, reply) => {
      const parsed = v.safeParse(NewUser, request.body)
      if (!parsed.success) return invalid(reply, parsed.issues)
      const { email, name, role, password } = parsed.output
      const created = await db.createUser(
        { id: uuidv7(), email, name, role, passwordHash: await hashPassword(password) },
        await actor(user, request),
      )
      if (!created)
        return reply.code(409).send({ error: 'Invalid request', fieldErrors: { email: 'A user with this e-mail address exists already' } })
      return reply.code(201).send({ user: publicUser(created) })
    }),
  )

  app.patch<{ Params: { id: string } }>(
    `${ACCOUNTS_PATHS.users}/:id`,
    { bodyLimit: BODY_LIMIT },
    guarded(owner, async (user, request, reply) => {
      const { id } = request.params as { id: string }
      if (!USER_ID.test(id)) return reply.code(404).send({ error: 'No such user' })
      const parsed = v.safeParse(UserChange, request.body)
      if (!parsed.success) return invalid(reply, parsed.issues)
      const { name, role, password } = parsed.output
      const passwordHash = password === undefined ? undefined : await hashPassword(password)
      const result = await db.updateUser(id, { name, role, passwordHash }, await actor(user, request))
      if (result === 'missing') return reply.code(404).send({ error: 'No such user' })
      if (result === 'last-owner') {
        return reply
          .code(409)
          .send({ error: 'Invalid request', fieldErrors: { role: 'The last owner can not become a marketer: make another owner first' } })
      }
      return { user: publicUser(result) }
    }),
  )

  app.delete<{ Params: { id: string } }>(
    `${ACCOUNTS_PATHS.users}/:id`,
    guarded(owner, async (user, request, reply) => {
      const { id } = request.params as { id: string }
      if (!USER_ID.test(id)) return reply.code(404).send({ error: 'No such user' })
      const result = await db.deleteUser(id, await actor(user, request))
      if (result === 'missing') return reply.code(404).send({ error: 'No such user' })
      if (result === 'last-owner') return reply.code(409).send({ error: 'The last owner can not be deleted: make another owner first' })
      return reply.code(204).send()
    }),
  )

  app.get(
    ACCOUNTS_PATHS.audit,
    guarded(owner, async (_user, request, reply) => {
      const parsed = v.safeParse(AuditQuery, request.query)
      if (!parsed.success) return reply.code(400).send({ error: 'Invalid query', fieldErrors: fieldErrors(parsed.issues) })
      return db.auditPage(parsed.output.pageSize, parsed.output.before)
    }),
  )

  /** The hash of the session cookie the request came with (well-formed or not: any value it names is ended). */
  function sessionCookieHash(request: FastifyRequest): string | null {
    const match = /(?:^|;\s*)desk_session=([^;]*)/.exec(request.headers.cookie ?? '')
    return match?.[1] ? sha256(match[1].trim()) : null
  }
}

/** The client's User-Agent, short (what the desk shows beside a session): at most 200 printable characters. */
function shortAgent(agent: string | undefined): string | null {
  if (!agent) return null
  return agent.replace(/[^\x20-\x7e]/g, '').slice(0, 200) || null
}

export default accounts
