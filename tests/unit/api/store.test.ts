/**
 * One contract suite, run against every store backend: SQLite always, PostgreSQL when
 * TEST_DATABASE_URL is set (`bash tests/pg.sh npx vitest run tests/unit/api`).
 * Each PostgreSQL run works in its own schema, dropped afterwards.
 */
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { PgLeadStore } from '../../../api/store/postgres'
import { SqliteLeadStore } from '../../../api/store/sqlite'
import type { Lead, LeadStore } from '../../../api/store/types'
import { removeDir, tempDir, validLead } from './helpers'

const PG_URL = process.env.TEST_DATABASE_URL
if (!PG_URL) {
  console.warn(
    'store.test.ts: TEST_DATABASE_URL is not set, skipping the PostgreSQL store suite (run: bash tests/pg.sh npx vitest run tests/unit/api)',
  )
}

function lead(n: number, overrides: Partial<Lead> = {}): Lead {
  return {
    id: randomUUID(),
    ...validLead(),
    firstName: `Lead${n}`,
    receivedAt: new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString(),
    userAgent: 'vitest',
    ...overrides,
  }
}

interface Backend {
  name: string
  skip: boolean
  /** A fresh, empty, migrated store. */
  open(): Promise<LeadStore>
  /** A second store on the same data (re-open / second instance). */
  reopen(): Promise<LeadStore>
  teardown(): Promise<void>
}

function sqliteBackend(): Backend {
  let dir = ''
  const dirs: string[] = []
  return {
    name: 'sqlite',
    skip: false,
    async open() {
      dir = tempDir('store-sqlite-')
      dirs.push(dir)
      const store = new SqliteLeadStore(path.join(dir, 'leads.db'))
      await store.migrate()
      return store
    },
    async reopen() {
      const store = new SqliteLeadStore(path.join(dir, 'leads.db'))
      await store.migrate()
      return store
    },
    async teardown() {
      dirs.forEach(removeDir)
    },
  }
}

function postgresBackend(): Backend {
  const admin = PG_URL ? new pg.Pool({ connectionString: PG_URL, max: 2 }) : undefined
  let schema = ''
  const storeFor = () => new PgLeadStore({ connectionString: PG_URL, options: `-c search_path=${schema}` })
  return {
    name: 'postgres',
    skip: !PG_URL,
    async open() {
      schema = `test_${randomUUID().replaceAll('-', '')}`
      await admin!.query(`CREATE SCHEMA ${schema}`)
      const store = storeFor()
      await store.migrate()
      return store
    },
    async reopen() {
      const store = storeFor()
      await store.migrate()
      return store
    },
    async teardown() {
      if (schema) await admin!.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
      await admin?.end()
    },
  }
}

for (const backend of [sqliteBackend(), postgresBackend()]) {
  describe.skipIf(backend.skip)(`LeadStore contract: ${backend.name}`, () => {
    let store: LeadStore
    const others: LeadStore[] = []

    beforeEach(async () => {
      await store?.close()
      await Promise.all(others.splice(0).map((s) => s.close()))
      store = await backend.open()
    })

    afterAll(async () => {
      await store?.close()
      await Promise.all(others.map((s) => s.close()))
      await backend.teardown()
    })

    it('starts empty and answers ping', async () => {
      await store.ping()
      expect(await store.count()).toBe(0)
      expect(await store.list({ page: 1, pageSize: 10 })).toEqual([])
    })

    it('stores a lead and lists it back unchanged', async () => {
      const a = lead(1, { message: 'Quotes "quoted" <b>bold</b> & ünïcödé ✓' })
      await store.insert(a, { notify: false })
      expect(await store.count()).toBe(1)
      expect(await store.list({ page: 1, pageSize: 10 })).toEqual([a])
    })

    it('lists newest first, paginated', async () => {
      const leads = Array.from({ length: 5 }, (_, i) => lead(i))
      for (const l of leads) await store.insert(l, { notify: false })
      const newestFirst = [...leads].reverse()
      expect(await store.list({ page: 1, pageSize: 2 })).toEqual(newestFirst.slice(0, 2))
      expect(await store.list({ page: 2, pageSize: 2 })).toEqual(newestFirst.slice(2, 4))
      expect(await store.list({ page: 3, pageSize: 2 })).toEqual(newestFirst.slice(4))
      expect(await store.list({ page: 4, pageSize: 2 })).toEqual([])
      expect(await store.count()).toBe(5)
    })

    it('commits concurrent inserts (group commit) and each one resolves', async () => {
      const leads = Array.from({ length: 50 }, (_, i) => lead(i))
      await Promise.all(leads.map((l) => store.insert(l, { notify: true })))
      expect(await store.count()).toBe(50)
      expect(await store.pendingOutbox()).toBe(50)
    })

    it('rejects a duplicate id without losing the other leads of the batch', async () => {
      const a = lead(1)
      await store.insert(a, { notify: true })
      const results = await Promise.allSettled([
        store.insert(lead(2), { notify: true }),
        store.insert({ ...lead(3), id: a.id }, { notify: true }),
        store.insert(lead(4), { notify: true }),
      ])
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
      expect(await store.count()).toBe(3)
      expect(await store.pendingOutbox()).toBe(3) // the failed lead left no outbox row behind
    })

    it('keeps data across a re-open and re-running migrations is a no-op', async () => {
      const a = lead(1)
      await store.insert(a, { notify: false })
      await store.close()
      store = await backend.reopen()
      await store.migrate()
      expect(await store.list({ page: 1, pageSize: 10 })).toEqual([a])
    })

    it('queues an outbox row only when asked', async () => {
      await store.insert(lead(1), { notify: false })
      expect(await store.pendingOutbox()).toBe(0)
      await store.insert(lead(2), { notify: true })
      expect(await store.pendingOutbox()).toBe(1)
    })

    it('claims due outbox items once, with their lead, and leases them', async () => {
      const a = lead(1)
      await store.insert(a, { notify: true })
      const now = Date.now()
      const claimed = await store.claimOutbox(now, 10, 60_000)
      expect(claimed).toHaveLength(1)
      expect(claimed[0]).toMatchObject({ leadId: a.id, attempts: 1, lead: a })
      // Leased: not claimable again until the lease passes.
      expect(await store.claimOutbox(now, 10, 60_000)).toEqual([])
      expect(await store.claimOutbox(now + 60_001, 10, 60_000)).toHaveLength(1)
    })

    it('retries failed items when due, and never returns sent ones', async () => {
      await store.insert(lead(1), { notify: true })
      const now = Date.now()
      const [item] = await store.claimOutbox(now, 10, 60_000)
      await store.markOutboxFailed(item!.id, 'ECONNREFUSED', now + 1_000)
      expect(await store.claimOutbox(now + 500, 10, 60_000)).toEqual([])
      const [retry] = await store.claimOutbox(now + 1_000, 10, 60_000)
      expect(retry).toMatchObject({ id: item!.id, attempts: 2 })
      await store.markOutboxSent(item!.id, now + 1_000)
      expect(await store.pendingOutbox()).toBe(0)
      expect(await store.claimOutbox(now + 10_000_000, 10, 60_000)).toEqual([])
    })

    it('gives up on an item when told to (retryAt null)', async () => {
      await store.insert(lead(1), { notify: true })
      const [item] = await store.claimOutbox(Date.now(), 10, 0)
      await store.markOutboxFailed(item!.id, 'permanent', null)
      expect(await store.pendingOutbox()).toBe(0)
      expect(await store.claimOutbox(Date.now() + 10_000_000, 10, 0)).toEqual([])
    })

    it('never hands the same item to two concurrent claimers', async () => {
      for (let i = 0; i < 10; i++) await store.insert(lead(i), { notify: true })
      const second = await backend.reopen()
      others.push(second)
      const now = Date.now()
      const [x, y] = await Promise.all([store.claimOutbox(now, 10, 60_000), second.claimOutbox(now, 10, 60_000)])
      const ids = [...x, ...y].map((i) => i.id)
      expect(ids).toHaveLength(10)
      expect(new Set(ids).size).toBe(10)
    })

    it('rejects every operation after close, and close is idempotent', async () => {
      await store.close()
      await store.close()
      await expect(store.insert(lead(1), { notify: false })).rejects.toThrow()
      await expect(store.ping()).rejects.toThrow()
      await expect(store.list({ page: 1, pageSize: 1 })).rejects.toThrow()
    })
  })
}

describe('SQLite specifics', () => {
  it('uses WAL with synchronous=FULL and records migrations', async () => {
    const dir = tempDir('store-sqlite-')
    try {
      const file = path.join(dir, 'nested', 'leads.db')
      const store = new SqliteLeadStore(file)
      await store.migrate()
      const db = (store as unknown as { db: Database.Database }).db
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
      expect(db.pragma('synchronous', { simple: true })).toBe(2) // FULL
      await store.close()
      const raw = new Database(file, { readonly: true })
      expect(raw.prepare('SELECT version FROM migrations').all()).toEqual([{ version: 1 }])
      raw.close()
    } finally {
      removeDir(dir)
    }
  })

  it('restarts its writer thread if it dies', async () => {
    const dir = tempDir('store-sqlite-')
    const store = new SqliteLeadStore(path.join(dir, 'leads.db'))
    try {
      await store.migrate()
      await store.insert(lead(1), { notify: false })
      const writer = (store as unknown as { writer: { worker: { terminate(): Promise<number> } } }).writer
      await writer.worker.terminate()
      await store.insert(lead(2), { notify: true })
      expect(await store.count()).toBe(2)
      expect(await store.pendingOutbox()).toBe(1)
    } finally {
      await store.close()
      removeDir(dir)
    }
  })
})
