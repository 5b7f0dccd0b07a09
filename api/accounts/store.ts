/**
 * The desk's tables (migration 5: desk_users, desk_sessions, desk_audit) through the lead store's one port,
 * `store.batch`: each operation is one batch (one transaction), its decisions written as single statements. The SQL is
 * written once with `?` parameters; on PostgreSQL they become `$1…` (no statement here has a `?` in a literal).
 * PostgreSQL answers BIGINT and count() as text: every number is read through Number().
 */
import type { LeadStore, Statement } from '../store/types'

export type Role = 'owner' | 'marketer'
export const ROLES = ['owner', 'marketer'] as const satisfies readonly Role[]

export interface UserRow {
  id: string
  email: string
  name: string
  role: Role
  createdAt: number
  updatedAt: number
}

export interface SessionRow {
  user: UserRow
  createdAt: number
  lastSeenAt: number
  expiresAt: number
}

export interface AuditEntry {
  at: number
  action: AuditAction
  actor?: { id: string; email: string } | null
  target?: string | null
  client?: string | null
  detail?: string | null
}

export type AuditAction =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-out'
  | 'sign-out-everywhere'
  | 'user-created'
  | 'user-changed'
  | 'user-deleted'
  | 'password-reset'

export interface AuditRow {
  seq: number
  at: string
  action: AuditAction
  actor: { id: string; email: string } | null
  target: string | null
  client: string | null
  detail: string | null
}

type Raw = Record<string, unknown>

/** The row is not the only owner (a condition on desk_users). */
const NOT_LAST_OWNER = "role <> 'owner' OR (SELECT count(*) FROM desk_users WHERE role = 'owner') > 1"

const USER_COLUMNS = 'u.id, u.email, u.name, u.role, u.created_at, u.updated_at'

const toUser = (r: Raw): UserRow => ({
  id: String(r.id),
  email: String(r.email),
  name: String(r.name),
  role: r.role as Role,
  createdAt: Number(r.created_at),
  updatedAt: Number(r.updated_at),
})

const auditInsert = (e: AuditEntry): Statement => ({
  sql: 'INSERT INTO desk_audit (at, action, actor_id, actor_email, target, client, detail) VALUES (?, ?, ?, ?, ?, ?, ?)',
  params: [e.at, e.action, e.actor?.id ?? null, e.actor?.email ?? null, e.target ?? null, e.client ?? null, e.detail ?? null],
})

/** A text parameter where PostgreSQL can not tell its type from the context (a SELECT list). */
const TEXT = 'CAST(? AS TEXT)'

/**
 * An audit row written only when `where` (on desk_users) finds a row: the decision and the write in one statement.
 * The time is cast: PostgreSQL types a parameter in a SELECT list as text.
 */
const auditWhere = (e: AuditEntry, where: string, whereParams: unknown[], detailSql = TEXT): Statement => ({
  sql: `INSERT INTO desk_audit (at, action, actor_id, actor_email, target, client, detail)
        SELECT CAST(? AS BIGINT), ${TEXT}, ${TEXT}, ${TEXT}, ${TEXT}, ${TEXT}, ${detailSql} FROM desk_users WHERE ${where}`,
  params: [...auditInsert(e).params!.slice(0, detailSql === TEXT ? 7 : 6), ...whereParams],
})

export class AccountStore {
  constructor(private readonly store: LeadStore) {}

  /** Runs `statements` in one transaction, `?` turned into `$n` on PostgreSQL. */
  private run(statements: Statement[], write: boolean, what: string): Promise<unknown[]> {
    const pg = this.store.kind === 'postgres'
    const dialect = statements.map((s) => {
      if (!pg) return s
      let n = 0
      return { ...s, sql: s.sql.replace(/\?/g, () => `$${++n}`) }
    })
    return this.store.batch(dialect, { write, what: `The desk's ${what}` })
  }

  /** The user with this (normalised) e-mail and its password hash, or null. */
  async userByEmail(email: string): Promise<(UserRow & { passwordHash: string }) | null> {
    const [row] = await this.run(
      [{ sql: `SELECT ${USER_COLUMNS}, u.password_hash FROM desk_users u WHERE u.email = ?`, params: [email], mode: 'get' }],
      false,
      'user lookup',
    )
    return row ? { ...toUser(row as Raw), passwordHash: String((row as Raw).password_hash) } : null
  }

  async users(): Promise<UserRow[]> {
    const [rows] = await this.run(
      [{ sql: `SELECT ${USER_COLUMNS} FROM desk_users u ORDER BY u.created_at, u.id`, mode: 'all' }],
      false,
      'user list',
    )
    return (rows as Raw[]).map(toUser)
  }

  /**
   * The command line's upsert: a new user, or the existing one's password (and name when given) replaced and its
   * sessions ended. Answers whether the user was made now.
   */
  async upsertFromCli(user: { id: string; email: string; name?: string; role: Role; passwordHash: string }, now: number) {
    const [existing, saved] = await this.run(
      [
        { sql: 'SELECT id, role FROM desk_users WHERE email = ?', params: [user.email], mode: 'get' },
        {
          sql: `INSERT INTO desk_users (id, email, name, role, password_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (email) DO UPDATE SET password_hash = excluded.password_hash, updated_at = excluded.updated_at,
                  name = CASE WHEN ? = 1 THEN excluded.name ELSE desk_users.name END
                RETURNING id, email, name, role, created_at, updated_at`,
          params: [user.id, user.email, user.name ?? '', user.role, user.passwordHash, now, now, user.name === undefined ? 0 : 1],
          mode: 'get',
        },
        { sql: 'DELETE FROM desk_sessions WHERE user_id = (SELECT id FROM desk_users WHERE email = ?)', params: [user.email] },
        {
          sql: `INSERT INTO desk_audit (at, action, target, detail)
                SELECT CAST(? AS BIGINT), CASE WHEN created_at = ? THEN 'user-created' ELSE 'password-reset' END, id, 'command line'
                FROM desk_users WHERE email = ?`,
          params: [now, now, user.email],
        },
      ],
      true,
      'user upsert',
    )
    return { created: existing === null, user: toUser(saved as Raw) }
  }

  /** A new user, or null when the e-mail is taken. */
  async createUser(
    user: { id: string; email: string; name: string; role: Role; passwordHash: string },
    audit: Omit<AuditEntry, 'action' | 'target'>,
  ): Promise<UserRow | null> {
    const [row] = await this.run(
      [
        {
          sql: `INSERT INTO desk_users (id, email, name, role, password_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT (email) DO NOTHING RETURNING id, email, name, role, created_at, updated_at`,
          params: [user.id, user.email, user.name, user.role, user.passwordHash, audit.at, audit.at],
          mode: 'get',
        },
        auditWhere(
          { ...audit, action: 'user-created', target: user.id, detail: `${user.email} (${user.role})` },
          'id = ? AND created_at = ?',
          [user.id, audit.at],
        ),
      ],
      true,
      'user creation',
    )
    return row ? toUser(row as Raw) : null
  }

  /** The owners' rows locked first on PostgreSQL, so two demotions at once can not leave no owner (SQLite has one writer). */
  private lockOwners(): Statement[] {
    return this.store.kind === 'postgres' ? [{ sql: "SELECT id FROM desk_users WHERE role = 'owner' FOR UPDATE", mode: 'all' }] : []
  }

  /**
   * Changes a user's name, role or password (a new password ends its sessions). `missing` when there is no such user,
   * `last-owner` when it would demote the only owner.
   */
  async updateUser(
    id: string,
    change: { name?: string; role?: Role; passwordHash?: string },
    audit: Omit<AuditEntry, 'action' | 'target'>,
  ): Promise<UserRow | 'missing' | 'last-owner'> {
    const sets: string[] = ['updated_at = ?']
    const params: unknown[] = [audit.at]
    const set = (column: string, value: unknown) => {
      sets.push(`${column} = ?`)
      params.push(value)
    }
    if (change.name !== undefined) set('name', change.name)
    if (change.role !== undefined) set('role', change.role)
    if (change.passwordHash !== undefined) set('password_hash', change.passwordHash)
    const what = [change.name !== undefined && 'name', change.role && `role ${change.role}`, change.passwordHash && 'password']
      .filter(Boolean)
      .join(', ')
    const results = await this.run(
      [
        ...this.lockOwners(),
        { sql: 'SELECT id FROM desk_users WHERE id = ?', params: [id], mode: 'get' },
        {
          sql: `UPDATE desk_users SET ${sets.join(', ')} WHERE id = ?
                AND (? <> 'marketer' OR ${NOT_LAST_OWNER})
                RETURNING id, email, name, role, created_at, updated_at`,
          params: [...params, id, change.role ?? 'owner'],
          mode: 'get',
        },
        ...(change.passwordHash !== undefined
          ? [
              {
                sql: 'DELETE FROM desk_sessions WHERE user_id = ? AND EXISTS (SELECT 1 FROM desk_users WHERE id = ? AND updated_at = ?)',
                params: [id, id, audit.at],
              },
            ]
          : []),
        auditWhere({ ...audit, action: 'user-changed', target: id, detail: what }, 'id = ? AND updated_at = ?', [id, audit.at]),
      ],
      true,
      'user change',
    )
    const [existing, updated] = results.slice(this.lockOwners().length) as [Raw | null, Raw | null]
    if (!existing) return 'missing'
    if (!updated) return 'last-owner'
    return toUser(updated)
  }

  /** Deletes a user and its sessions: `missing`, `last-owner` (the only owner is never deleted) or `deleted`. */
  async deleteUser(id: string, audit: Omit<AuditEntry, 'action' | 'target'>): Promise<'missing' | 'last-owner' | 'deleted'> {
    const results = await this.run(
      [
        ...this.lockOwners(),
        { sql: 'SELECT id, email FROM desk_users WHERE id = ?', params: [id], mode: 'get' },
        auditWhere({ ...audit, action: 'user-deleted', target: id }, `id = ? AND (${NOT_LAST_OWNER})`, [id], 'email'),
        {
          sql: `DELETE FROM desk_users WHERE id = ? AND (${NOT_LAST_OWNER})`,
          params: [id],
        },
      ],
      true,
      'user deletion',
    )
    const [existing, , deleted] = results.slice(this.lockOwners().length) as [Raw | null, number, number]
    if (!existing) return 'missing'
    return Number(deleted) > 0 ? 'deleted' : 'last-owner'
  }

  /**
   * A new session for a signed-in user: the session sent with the sign-in (if any) and every expired one deleted, the
   * new one stored by its hash, the sign-in audited; one transaction.
   */
  async startSession(
    session: {
      idHash: string
      previousHash: string | null
      userId: string
      userAgent: string | null
      expiresAt: number
      idleBefore: number
    },
    audit: Omit<AuditEntry, 'action'>,
  ): Promise<void> {
    await this.run(
      [
        {
          sql: 'DELETE FROM desk_sessions WHERE id_hash = ? OR expires_at <= ? OR last_seen_at <= ?',
          params: [session.previousHash ?? '', audit.at, session.idleBefore],
        },
        {
          sql: 'INSERT INTO desk_sessions (id_hash, user_id, created_at, last_seen_at, expires_at, user_agent) VALUES (?, ?, ?, ?, ?, ?)',
          params: [session.idHash, session.userId, audit.at, audit.at, session.expiresAt, session.userAgent],
        },
        auditInsert({ ...audit, action: 'sign-in' }),
      ],
      true,
      'sign-in',
    )
  }

  /** The live session with this id hash and its user, or null (unknown, past its absolute expiry or idle too long). */
  async session(idHash: string, now: number, idleBefore: number): Promise<SessionRow | null> {
    const [row] = await this.run(
      [
        {
          sql: `SELECT ${USER_COLUMNS}, s.created_at AS s_created, s.last_seen_at, s.expires_at
                FROM desk_sessions s JOIN desk_users u ON u.id = s.user_id
                WHERE s.id_hash = ? AND s.expires_at > ? AND s.last_seen_at > ?`,
          params: [idHash, now, idleBefore],
          mode: 'get',
        },
      ],
      false,
      'session lookup',
    )
    if (!row) return null
    const r = row as Raw
    return { user: toUser(r), createdAt: Number(r.s_created), lastSeenAt: Number(r.last_seen_at), expiresAt: Number(r.expires_at) }
  }

  /** Marks a session as seen now (its idle expiry starts again). */
  async touch(idHash: string, now: number): Promise<void> {
    await this.run(
      [{ sql: 'UPDATE desk_sessions SET last_seen_at = ? WHERE id_hash = ? AND last_seen_at < ?', params: [now, idHash, now] }],
      true,
      'session',
    )
  }

  /** Ends one session (`everywhere`: every session of its user); audited. Answers whether one was ended. */
  async endSessions(idHash: string, everywhere: boolean, audit: Omit<AuditEntry, 'action'>): Promise<number> {
    const action: AuditAction = everywhere ? 'sign-out-everywhere' : 'sign-out'
    const [, ended] = await this.run(
      [
        auditInsert({ ...audit, action }),
        everywhere
          ? { sql: 'DELETE FROM desk_sessions WHERE user_id = (SELECT user_id FROM desk_sessions WHERE id_hash = ?)', params: [idHash] }
          : { sql: 'DELETE FROM desk_sessions WHERE id_hash = ?', params: [idHash] },
      ],
      true,
      'sign-out',
    )
    return Number(ended)
  }

  async audit(entry: AuditEntry): Promise<void> {
    await this.run([auditInsert(entry)], true, 'audit log')
  }

  /** Newest first, `limit` rows older than `before` (a seq), and the cursor of the next page (null at the end). */
  async auditPage(limit: number, before?: number): Promise<{ items: AuditRow[]; nextCursor: number | null }> {
    const [rows] = await this.run(
      [
        {
          sql: `SELECT seq, at, action, actor_id, actor_email, target, client, detail FROM desk_audit
                ${before === undefined ? '' : 'WHERE seq < ?'} ORDER BY seq DESC LIMIT ?`,
          params: before === undefined ? [limit + 1] : [before, limit + 1],
          mode: 'all',
        },
      ],
      false,
      'audit log',
    )
    const all = (rows as Raw[]).map(
      (r): AuditRow => ({
        seq: Number(r.seq),
        at: new Date(Number(r.at)).toISOString(),
        action: r.action as AuditAction,
        actor: r.actor_id ? { id: String(r.actor_id), email: String(r.actor_email ?? '') } : null,
        target: (r.target as string | null) ?? null,
        client: (r.client as string | null) ?? null,
        detail: (r.detail as string | null) ?? null,
      }),
    )
    const items = all.slice(0, limit)
    return { items, nextCursor: all.length > limit ? items[items.length - 1]!.seq : null }
  }
}
