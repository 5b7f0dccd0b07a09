/**
 * One contract suite, run against every store backend: SQLite always, PostgreSQL when
 * TEST_DATABASE_URL is set (`npm test` sets it; alone: `bash tests/pg.sh npx vitest run tests/unit/api`).
 * Each PostgreSQL run works in its own schema, dropped afterwards.
 */
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../../../api/config'
import { PgLeadStore } from '../../../api/store/postgres'
import { MIGRATIONS } from '../../../api/store/migrations'
import { SqliteLeadStore } from '../../../api/store/sqlite'
import { spamRowBytes } from '../../../api/store/rows'
import type { LeadStore, ListQuery, NewLead } from '../../../api/store/types'
import { newLead, removeDir, SUBMIT, tempDir, until } from './helpers'

const PG_URL = process.env.TEST_DATABASE_URL
if (!PG_URL && process.env.REQUIRE_POSTGRES === '1')
  throw new Error('REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: run through tests/pg.sh')
if (!PG_URL) {
  console.warn(
    'store.test.ts: TEST_DATABASE_URL is not set, skipping the PostgreSQL store suite (run: bash tests/pg.sh npx vitest run tests/unit/api)',
  )
}

const V1_COLUMNS = 'id, first_name, last_name, email, phone, location, service, message, received_at, user_agent'
const lead = newLead
/** What list() returns for a stored lead: its fields, and its reference (the last 8 characters of its id, in capitals). */
const listed = ({ fingerprint: _f, tokenId: _t, idempotencyKey: _k, ...rest }: NewLead) => ({
  ...rest,
  urgent: rest.urgent ?? false,
  language: rest.language ?? 'en',
  reference: rest.id.replace(/-/g, '').slice(-8).toUpperCase(),
})
const insert = (store: LeadStore, l: NewLead, notify = true) => store.submit(l, { ...SUBMIT, notify })
const items = async (store: LeadStore, query: ListQuery) => (await store.list(query)).items

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
  const schemas: string[] = []
  const storeFor = () => new PgLeadStore({ connectionString: PG_URL, options: `-c search_path=${schema}` }, { timeoutMs: 5_000 })
  return {
    name: 'postgres',
    skip: !PG_URL,
    async open() {
      schema = `test_${randomUUID().replaceAll('-', '')}`
      schemas.push(schema)
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
      for (const s of schemas) await admin!.query(`DROP SCHEMA IF EXISTS ${s} CASCADE`)
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
      expect(await items(store, { page: 1, pageSize: 10 })).toEqual([])
    })

    it("runs a module's statements in one transaction: all of them or none", async () => {
      const ph = (n: number) => (store.kind === 'postgres' ? `$${n}` : '?')
      const setting = (name: string) => ({ sql: `SELECT value FROM settings WHERE name = ${ph(1)}`, params: [name], mode: 'get' as const })
      await store.batch([{ sql: `INSERT INTO settings (name, value) VALUES (${ph(1)}, ${ph(2)})`, params: ['batch-a', '1'] }], {
        write: true,
        what: 'A test',
      })
      const bad = store.batch(
        [
          { sql: `UPDATE settings SET value = ${ph(1)} WHERE name = ${ph(2)}`, params: ['2', 'batch-a'] },
          { sql: 'INSERT INTO no_such_table VALUES (1)' },
        ],
        { write: true, what: 'A test' },
      )
      await expect(bad).rejects.toThrow()
      const [row, rows] = await store.batch([setting('batch-a'), { ...setting('batch-a'), mode: 'all' }], { write: false, what: 'A test' })
      expect(row).toEqual({ value: '1' })
      expect(rows).toEqual([{ value: '1' }])
    })

    it('stores a lead and lists it back unchanged', async () => {
      const a = lead(1, { message: 'Quotes "quoted" <b>bold</b> & ünïcödé ✓' })
      await insert(store, a, false)
      expect(await store.count()).toBe(1)
      expect(await items(store, { page: 1, pageSize: 10 })).toEqual([listed(a)])
    })

    it('keeps the language of the page a lead was sent from (migration 10), English when none is given', async () => {
      const spanish = lead(1, { language: 'es' })
      const unsaid = lead(2)
      await insert(store, spanish, false)
      await insert(store, unsaid, false)
      const byId = new Map((await items(store, { page: 1, pageSize: 10 })).map((l) => [l.id, l.language]))
      expect(Object.fromEntries(byId)).toEqual({ [spanish.id]: 'es', [unsaid.id]: 'en' })
    })

    it('lists a lead with its reference, the one its visitor was shown', async () => {
      const a = lead(1, { id: '019a2b3c-4d5e-7f60-8a1b-2c3d4e5f6a7b' })
      await insert(store, a, false)
      expect((await items(store, { page: 1, pageSize: 10 })).find((l) => l.id === a.id)?.reference).toBe('4E5F6A7B')
    })

    it('lists newest first, paginated', async () => {
      const leads = Array.from({ length: 5 }, (_, i) => lead(i))
      for (const l of leads) await insert(store, l, false)
      const newestFirst = [...leads].reverse().map(listed)
      expect(await items(store, { page: 1, pageSize: 2 })).toEqual(newestFirst.slice(0, 2))
      expect(await items(store, { page: 2, pageSize: 2 })).toEqual(newestFirst.slice(2, 4))
      expect(await items(store, { page: 3, pageSize: 2 })).toEqual(newestFirst.slice(4))
      expect(await items(store, { page: 4, pageSize: 2 })).toEqual([])
      expect(await store.count()).toBe(5)
    })

    it('commits concurrent inserts (group commit) and each one resolves', async () => {
      const leads = Array.from({ length: 50 }, (_, i) => lead(i))
      await Promise.all(leads.map((l) => insert(store, l, true)))
      expect(await store.count()).toBe(50)
      expect(await store.pendingOutbox()).toBe(50)
    })

    it('rejects a duplicate id without losing the other leads of the batch', async () => {
      const a = lead(1)
      await insert(store, a, true)
      const results = await Promise.allSettled([
        insert(store, lead(2), true),
        insert(store, { ...lead(3), id: a.id }, true),
        insert(store, lead(4), true),
      ])
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled'])
      expect(await store.count()).toBe(3)
      expect(await store.pendingOutbox()).toBe(3) // the failed lead left no outbox row behind
    })

    it('keeps data across a re-open and re-running migrations is a no-op', async () => {
      const a = lead(1)
      await insert(store, a, false)
      await store.close()
      store = await backend.reopen()
      await store.migrate()
      expect(await items(store, { page: 1, pageSize: 10 })).toEqual([listed(a)])
    })

    it('queues an outbox row only when asked', async () => {
      await insert(store, lead(1), false)
      expect(await store.pendingOutbox()).toBe(0)
      await insert(store, lead(2), true)
      expect(await store.pendingOutbox()).toBe(1)
    })

    it('claims due outbox items once, with their lead, and leases them', async () => {
      const a = lead(1)
      await insert(store, a, true)
      const now = Date.now()
      const claimed = await store.claimOutbox(now, 10, 60_000)
      expect(claimed).toHaveLength(1)
      expect(claimed[0]).toMatchObject({ leadId: a.id, attempts: 1, lead: listed(a) })
      // Leased: not claimable again until the lease passes.
      expect(await store.claimOutbox(now, 10, 60_000)).toEqual([])
      expect(await store.claimOutbox(now + 60_001, 10, 60_000)).toHaveLength(1)
    })

    it('retries failed items when due, and never returns sent ones', async () => {
      await insert(store, lead(1), true)
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
      await insert(store, lead(1), true)
      const [item] = await store.claimOutbox(Date.now(), 10, 0)
      await store.markOutboxFailed(item!.id, 'permanent', null)
      expect(await store.pendingOutbox()).toBe(0)
      expect(await store.claimOutbox(Date.now() + 10_000_000, 10, 0)).toEqual([])
    })

    it('never hands the same item to two concurrent claimers', async () => {
      for (let i = 0; i < 10; i++) await insert(store, lead(i), true)
      const second = await backend.reopen()
      others.push(second)
      const now = Date.now()
      const [x, y] = await Promise.all([store.claimOutbox(now, 10, 60_000), second.claimOutbox(now, 10, 60_000)])
      const ids = [...x, ...y].map((i) => i.id)
      expect(ids).toHaveLength(10)
      expect(new Set(ids).size).toBe(10)
    })

    it('answers the same lead within the window with the first id and stores it once', async () => {
      const a = lead(1, { fingerprint: 'fp-same' })
      expect(await insert(store, a)).toEqual({ outcome: 'stored', id: a.id, status: 'ok' })
      const again = await insert(store, lead(2, { fingerprint: 'fp-same' }))
      expect(again).toEqual({ outcome: 'duplicate', id: a.id, status: 'ok' })
      // Concurrent identical submits: one row, one id.
      const burst = await Promise.all(Array.from({ length: 10 }, (_, i) => insert(store, lead(10 + i, { fingerprint: 'fp-burst' }))))
      expect(new Set(burst.map((r) => (r as { id: string }).id)).size).toBe(1)
      expect(burst.filter((r) => r.outcome === 'stored')).toHaveLength(1)
      expect(await store.count()).toBe(2)
      expect(await store.pendingOutbox()).toBe(2)
      // Outside the window it is a new lead.
      expect((await store.submit(lead(3, { fingerprint: 'fp-same' }), { ...SUBMIT, duplicateWindowMs: 0 })).outcome).toBe('stored')
    })

    it('holds the duplicate window as long as DUPLICATE_WINDOW_MINUTES says: 1440 minutes is 24 hours', async () => {
      const { duplicateWindowMs } = loadConfig({ DUPLICATE_WINDOW_MINUTES: '1440' })
      const options = { ...SUBMIT, duplicateWindowMs }
      const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString()
      const yesterday = lead(1, { fingerprint: 'fp-23h', receivedAt: hoursAgo(23) })
      await store.submit(yesterday, options)
      expect(await store.submit(lead(2, { fingerprint: 'fp-23h' }), options)).toEqual({
        outcome: 'duplicate',
        id: yesterday.id,
        status: 'ok',
      })
      await store.submit(lead(3, { fingerprint: 'fp-25h', receivedAt: hoursAgo(25) }), options)
      expect((await store.submit(lead(4, { fingerprint: 'fp-25h' }), options)).outcome).toBe('stored')
      expect(await store.count()).toBe(3)
    })

    it('replays an Idempotency-Key with the same lead and refuses it with another', async () => {
      const a = lead(1, { idempotencyKey: 'key-1', fingerprint: 'fp-a' })
      await insert(store, a)
      const noWindow = { ...SUBMIT, duplicateWindowMs: 0 }
      expect(await store.submit(lead(2, { idempotencyKey: 'key-1', fingerprint: 'fp-a' }), noWindow)).toEqual({
        outcome: 'replayed',
        id: a.id,
        status: 'ok',
      })
      expect(await store.submit(lead(3, { idempotencyKey: 'key-1', fingerprint: 'fp-b' }), noWindow)).toEqual({ outcome: 'conflict' })
      expect(await store.count()).toBe(1)
    })

    it('makes the lead after maxTokenUses on one form token spam', async () => {
      const results = []
      for (let i = 0; i < 4; i++) results.push(await insert(store, lead(i, { tokenId: 'token-aaaaaaaaaaa' })))
      expect(results.map((r) => (r as { status: string }).status)).toEqual(['ok', 'ok', 'ok', 'spam'])
      const [latest] = await items(store, { page: 1, pageSize: 1, status: 'spam' })
      expect(latest).toMatchObject({ status: 'spam', spamReasons: ['token-reused'], spamScore: 10 })
      expect(await store.pendingOutbox()).toBe(3) // spam is never queued
    })

    it('keeps spam apart and queues real leads before suspect ones', async () => {
      const suspect = lead(1, { status: 'suspect', spamScore: 2, spamReasons: ['link'] })
      const spam = lead(2, { status: 'spam', spamScore: 10, spamReasons: ['no-form-token'] })
      const real = lead(3)
      for (const l of [suspect, spam, real]) await insert(store, l)
      expect((await items(store, { page: 1, pageSize: 10 })).map((l) => l.id)).toEqual([real.id, suspect.id])
      expect((await items(store, { page: 1, pageSize: 10, status: 'spam' })).map((l) => l.id)).toEqual([spam.id])
      expect((await items(store, { page: 1, pageSize: 10, status: 'all' })).map((l) => l.id)).toEqual([real.id, spam.id, suspect.id])
      expect([await store.count(), await store.count('spam'), await store.count('all')]).toEqual([2, 1, 3])
      const claimed = await store.claimOutbox(Date.now(), 10, 60_000)
      expect(claimed.map((c) => c.leadId)).toEqual([real.id, suspect.id])
      expect(await store.outboxStats()).toEqual({ pending: 2, oldestCreatedAt: expect.any(Number) })
    })

    it('keeps the spam budget as leads arrive: spam beyond it counted, not stored; real and suspect leads always stored', async () => {
      const spam = (n: number) => lead(n, { status: 'spam', spamScore: 10, spamReasons: ['no-page'], message: 'x'.repeat(1_500) })
      const budget = { ...SUBMIT, spamMaxBytes: 5 * spamRowBytes(spam(0)) + 100 }
      const results = []
      for (let n = 1; n <= 12; n++) results.push(await store.submit(spam(n), budget))
      const real = lead(20, { message: 'y'.repeat(1_500) })
      const suspect = lead(21, { status: 'suspect', spamScore: 2, spamReasons: ['links'], message: 'z'.repeat(1_500) })
      for (const l of [real, suspect]) expect((await store.submit(l, budget)).outcome).toBe('stored')
      expect(results.every((r) => r.outcome === 'stored' && r.status === 'spam')).toBe(true) // answered alike
      expect(await store.count('spam')).toBe(5)
      expect(await store.count()).toBe(2)
      const usage = await store.spamUsage!()
      expect(usage.usedBytes).toBeLessThanOrEqual(budget.spamMaxBytes)
      expect(usage.notKept).toBe(12 - (await store.count('spam')))
      expect(usage.fileBytes).toBeGreaterThan(0)
      // The sweep recounts what spam takes.
      await store.pruneSpam({ olderThan: 0, maxBytes: 0 })
      expect(await store.count('spam')).toBe(0)
      expect((await store.spamUsage!()).usedBytes).toBe(0)
      expect((await store.submit(spam(30), budget)).outcome).toBe('stored')
      expect(await store.count('spam')).toBe(1)
    })

    it('commits a write probe and keeps one secret per database', async () => {
      await store.probe()
      expect(store.state().busyMs).toBe(0)
      const secret = await store.secret('form-token')
      expect(secret).toHaveLength(32)
      const second = await backend.reopen()
      others.push(second)
      expect((await second.secret('form-token')).equals(secret)).toBe(true)
    })

    it('rejects every operation after close, and close is idempotent', async () => {
      await store.close()
      await store.close()
      await expect(insert(store, lead(1), false)).rejects.toThrow()
      await expect(store.ping()).rejects.toThrow()
      await expect(store.probe()).rejects.toThrow()
      await expect(store.list({ page: 1, pageSize: 1 })).rejects.toThrow()
    })
  })
}

describe('SQLite specifics', () => {
  const dirs: string[] = []
  afterAll(() => dirs.forEach(removeDir))
  async function open(options = {}) {
    const dir = tempDir('store-sqlite-')
    dirs.push(dir)
    const store = new SqliteLeadStore(path.join(dir, 'leads.db'), options)
    await store.migrate()
    return store
  }

  it('uses WAL with synchronous=FULL on the connections that write and read, and records migrations', async () => {
    const dir = tempDir('store-sqlite-')
    try {
      const file = path.join(dir, 'nested', 'leads.db')
      const store = new SqliteLeadStore(file)
      await store.migrate()
      await insert(store, lead(1))
      // synchronous is a setting of each connection: asked of the threads' own connections (2 is FULL, 1 NORMAL).
      expect(await store.pragmas()).toEqual({
        writer: { journal_mode: 'wal', synchronous: 2 },
        reader: { journal_mode: 'wal', synchronous: 2 },
      })
      const raw = new Database(file)
      expect(raw.pragma('journal_mode', { simple: true })).toBe('wal')
      expect(raw.prepare('SELECT version FROM migrations').all()).toEqual(MIGRATIONS.map((m) => ({ version: m.version })))
      raw.close()
      await store.close()
    } finally {
      removeDir(dir)
    }
  })

  it('upgrades a database of the first version in place: its leads are kept, listed as real leads', async () => {
    const dir = tempDir('store-sqlite-')
    dirs.push(dir)
    const file = path.join(dir, 'leads.db')
    const old = new Database(file)
    old.exec('CREATE TABLE migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)')
    old.exec(MIGRATIONS[0]!.sqlite)
    old.prepare("INSERT INTO migrations VALUES (1, 'v1', '2026-01-01')").run()
    old
      .prepare(
        `INSERT INTO leads (${V1_COLUMNS}) VALUES (?, 'Old', 'Lead', 'old@example.com', '(914) 555-0100', 'rye', 'bar-countertops', 'From before the upgrade.', '2026-01-01T00:00:00.000Z', NULL)`,
      )
      .run('00000000-0000-7000-8000-000000000001')
    old.prepare('INSERT INTO outbox (lead_id, next_attempt_at, created_at) VALUES (?, 1, 1)').run('00000000-0000-7000-8000-000000000001')
    old.close()
    const store = new SqliteLeadStore(file)
    await store.migrate()
    try {
      expect(await items(store, { page: 1, pageSize: 10 })).toEqual([
        expect.objectContaining({
          id: '00000000-0000-7000-8000-000000000001',
          firstName: 'Old',
          status: 'ok',
          spamScore: 0,
          spamReasons: [],
        }),
      ])
      expect(await store.pendingOutbox()).toBe(1)
      expect((await insert(store, lead(1))).outcome).toBe('stored')
    } finally {
      await store.close()
    }
  })

  it('restarts its writer thread if it dies', async () => {
    const store = await open()
    try {
      await insert(store, lead(1), false)
      const writer = (store as unknown as { writer: { worker: { terminate(): Promise<number> } } }).writer
      await writer.worker.terminate()
      await insert(store, lead(2), true)
      expect(await store.count()).toBe(2)
      expect(await store.pendingOutbox()).toBe(1)
    } finally {
      await store.close()
    }
  })

  it('remembers duplicates, keys and token uses across a restart', async () => {
    const store = await open()
    const a = lead(1, { fingerprint: 'fp-restart', idempotencyKey: 'key-r', tokenId: 'token-restart-01' })
    await insert(store, a)
    await insert(store, lead(2, { tokenId: 'token-restart-01' }))
    await store.close()
    const again = new SqliteLeadStore(store.file)
    await again.migrate()
    try {
      expect(await insert(again, lead(3, { fingerprint: 'fp-restart' }))).toEqual({ outcome: 'duplicate', id: a.id, status: 'ok' })
      expect(
        await again.submit(lead(4, { fingerprint: 'fp-restart', idempotencyKey: 'key-r' }), { ...SUBMIT, duplicateWindowMs: 0 }),
      ).toMatchObject({
        outcome: 'replayed',
        id: a.id,
      })
      expect(await insert(again, lead(5, { tokenId: 'token-restart-01' }))).toMatchObject({ status: 'ok' })
      expect(await insert(again, lead(6, { tokenId: 'token-restart-01' }))).toMatchObject({ status: 'spam' })
    } finally {
      await again.close()
    }
  })

  it('answers a stalled disk with a timeout, never a hang, and commits once it answers again', async () => {
    const store = await open({ timeoutMs: 300 })
    try {
      store.faults.stall(true)
      const started = Date.now()
      await expect(insert(store, lead(1))).rejects.toMatchObject({ code: 'STORE_TIMEOUT' })
      await expect(store.list({ page: 1, pageSize: 1 })).rejects.toMatchObject({ code: 'STORE_TIMEOUT' })
      expect(Date.now() - started).toBeLessThan(1_500)
      expect(store.state().busyMs).toBeGreaterThan(250)
      // While the write is stalled past its deadline, new writes are refused at once.
      const quick = Date.now()
      await expect(insert(store, lead(2))).rejects.toMatchObject({ code: 'STORE_TIMEOUT' })
      expect(Date.now() - quick).toBeLessThan(100)
      store.faults.stall(false)
      await expect.poll(() => store.state().busyMs).toBe(0)
      // The first one was in the writer when it stalled: it committed late (its retry is a duplicate).
      expect(await store.count()).toBe(1)
      expect((await insert(store, lead(3))).outcome).toBe('stored')
    } finally {
      await store.close()
    }
  })

  it('refuses writes once its file is deleted, saves a copy of what the open file held, and makes it again running', async () => {
    const errors: Error[] = []
    const store = await open({ onBroken: (e: Error) => errors.push(e) })
    try {
      const kept = [lead(1), lead(2)]
      for (const l of kept) await insert(store, l)
      const fs = await import('node:fs')
      fs.rmSync(store.file)
      await expect(insert(store, lead(3))).rejects.toMatchObject({ code: 'STORE_BROKEN' })
      expect(errors).toHaveLength(1)
      expect(errors[0]!.message).toMatch(/leads\.db was deleted while the server was running/)
      const copy = /written to (\S+recovered-\S+?)\./.exec(errors[0]!.message)![1]!
      // Made again without a restart: the next writes are taken, and the copy is merged back (and kept as .merged-).
      const later = lead(4)
      await until(
        () =>
          insert(store, later).then(
            () => true,
            () => false,
          ),
        5_000,
        'writes taken again',
      )
      expect(store.state().broken).toBeUndefined()
      const ids = (await items(store, { page: 1, pageSize: 10 })).map((l) => l.id)
      expect(ids).toEqual([later.id, ...kept.map((l) => l.id).reverse()])
      const raw = new Database(copy.replace('.recovered-', '.merged-'), { readonly: true })
      expect(raw.prepare('SELECT id FROM leads ORDER BY seq').all()).toEqual(kept.map((l) => ({ id: l.id })))
      raw.close()
    } finally {
      await store.close()
    }
  })

  it('refuses writes when its file is replaced by another', async () => {
    const store = await open()
    try {
      await insert(store, lead(1))
      const fs = await import('node:fs')
      fs.copyFileSync(store.file, `${store.file}.copy`)
      fs.renameSync(`${store.file}.copy`, store.file)
      await expect(insert(store, lead(2))).rejects.toMatchObject({ code: 'STORE_BROKEN' })
      expect(store.state().broken).toMatch(/replaced by another file/)
    } finally {
      await store.close()
    }
  })
})
