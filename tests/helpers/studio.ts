import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { Accounts, sha256 } from '../../api/accounts/sessions'
import { AccountStore, type Role } from '../../api/accounts/store'
import { MemoryRateLimiter } from '../../api/rate-limiter'
import type { LeadStore } from '../../api/store/types'
import { uuidv7 } from '../../api/uuid'

/**
 * What the studio's API tests share (tests/unit/studio-*.test.ts): a person signed in at the desk, as a browser tab
 * holds it (the session cookie and its CSRF token), and a call to the studio app as that tab makes it — same-origin,
 * the token on a change — with anything taken away or added by the test.
 */

export type Tab = { cookie: string; csrf: string }
export const STUDIO_HOST = 'site.example.com'

/** An account of `role` with a live session in `store`, as the desk's sign-in leaves it. */
export async function signedIn(store: LeadStore, email: string, name: string, role: Role): Promise<Tab> {
  const db = new AccountStore(store)
  const { user } = await db.upsertFromCli({ id: uuidv7(), email, name, role, passwordHash: 'not-used-here' }, Date.now())
  const id = randomBytes(32).toString('base64url')
  const now = Date.now()
  await db.startSession(
    { idHash: sha256(id), previousHash: null, userId: user.id, userAgent: null, expiresAt: now + 3_600_000, idleBefore: 0 },
    { at: now, actor: { id: user.id, email }, target: user.id, client: 'test' },
  )
  return { cookie: `desk_session=${id}`, csrf: await new Accounts({ store, limiter: new MemoryRateLimiter() }).csrfToken(id) }
}

/** A request to the studio from the editor's page in `tab` (none: no session), `headers` on top. */
export const studioCall =
  (app: () => FastifyInstance) =>
  (method: 'GET' | 'POST', url: string, tab?: Partial<Tab>, body?: unknown, headers: Record<string, string> = {}) =>
    app().inject({
      method,
      url,
      headers: {
        host: STUDIO_HOST,
        ...(method === 'POST'
          ? { origin: `http://${STUDIO_HOST}`, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }
          : {}),
        ...(tab?.cookie ? { cookie: tab.cookie } : {}),
        ...(tab?.csrf && method === 'POST' ? { 'x-csrf-token': tab.csrf } : {}),
        ...headers,
      },
      payload: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    })
