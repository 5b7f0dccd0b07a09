/**
 * The spam budget is kept as each lead arrives, not by a timer: a flood of bot posts (no page behind them: spam) on a
 * budget of 2 MB fills the budget and no more (the rest counted, not stored), the file stays within the budget plus
 * its margin, every real lead sent during the flood is answered 201 and stored; then the sweep deletes the oldest
 * spam and the file shrinks (incremental vacuum). /healthz shows the budget, what spam takes and the file's size.
 * A scaled-down version of `npm run faults:api flood` (3,000 posts/s for 60 s on a 200 MB volume; api/README.md).
 */
import fs from 'node:fs'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { SqliteLeadStore } from '../../../api/store/sqlite'
import { ADMIN_HEADERS, asBrowser, json, makeApp, formToken, type TestApp, tempDir, removeDir, validLead } from './helpers'

let t: TestApp | undefined
const dirs: string[] = []
afterEach(async () => {
  await t?.cleanup()
  t = undefined
  for (const dir of dirs.splice(0)) removeDir(dir)
})

const MB = 1_000_000
const fileBytes = (file: string) => [file, `${file}-wal`].reduce((n, f) => n + (fs.existsSync(f) ? fs.statSync(f).size : 0), 0)

describe('spam budget at insert', () => {
  it('a flood fills the budget and no more; every real lead during it is stored; the sweep shrinks the file', async () => {
    const budget = 2 * MB
    t = await makeApp({ spamMaxBytes: budget, rateLimitMax: 1_000_000 })
    const app = t.app
    const file = path.join(t.config.dataDir, 'leads.db')
    const bot = (n: number) =>
      app.inject({ method: 'POST', url: '/api/contact', ...json({ ...validLead(), message: `Flood ${n} ${'x'.repeat(1_900)}` }) })
    const real: string[] = []
    let largest = 0
    for (let round = 0; round < 40; round++) {
      // 100 bot posts at once, then a real lead through the browser flow (a page, a proof of work).
      const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => bot(round * 100 + i)))
      expect(answers.every((a) => a.statusCode === 201)).toBe(true) // answered like any lead: a bot learns nothing
      const token = await formToken(app)
      const lead = await app.inject({
        method: 'POST',
        url: '/api/contact',
        ...asBrowser({ ...validLead(), message: `Real request ${round}: granite island, 40 sq ft.` }, token),
      })
      expect(lead.statusCode).toBe(201)
      real.push(lead.json().id)
      largest = Math.max(largest, fileBytes(file))
    }
    const health = (await app.inject({ url: '/healthz', headers: ADMIN_HEADERS })).json()
    expect(health.checks.spam.budgetBytes).toBe(budget)
    expect(health.checks.spam.usedBytes).toBeLessThanOrEqual(budget)
    expect(health.checks.spam.usedBytes).toBeGreaterThan(budget * 0.95)
    expect(health.checks.spam.notKept).toBeGreaterThan(2_000) // 4,000 posted, about 880 fit
    // leads.db and its WAL (the health check's own write probe may add a page or two to the WAL meanwhile).
    expect(Math.abs(health.checks.spam.fileBytes - fileBytes(file))).toBeLessThan(64 * 1024)

    const db = new Database(file, { readonly: true })
    const rows = db.prepare("SELECT id, status FROM leads WHERE status <> 'spam'").all() as { id: string; status: string }[]
    const spamRows = (db.prepare("SELECT count(*) AS n FROM leads WHERE status = 'spam'").get() as { n: number }).n
    db.close()
    expect(real.filter((id) => !rows.some((r) => r.id === id))).toEqual([])
    expect(spamRows).toBeLessThan(1_000)
    // Within the budget plus the margin: the WAL (up to 1,000 pages before a checkpoint) and SQLite's own overhead.
    expect(largest).toBeLessThan(budget + 4.5 * MB + 200_000)

    // The sweep deletes the oldest spam beyond 90 % of the budget, and the file gives the space back.
    const before = fileBytes(file)
    await app.maintainStore()
    const after = (await app.inject({ url: '/healthz', headers: ADMIN_HEADERS })).json().checks.spam
    expect(after.usedBytes).toBeLessThanOrEqual(budget * 0.9)
    expect(after.fileBytes).toBeLessThan(before)
  }, 60_000)

  it('an existing file made before incremental vacuum is converted once at start, and shrinks after a sweep', async () => {
    const dir = tempDir()
    dirs.push(dir)
    const file = path.join(dir, 'leads.db')
    const old = new Database(file)
    old.exec('CREATE TABLE placeholder (x)') // a file with a table: auto_vacuum can no longer be set without VACUUM
    old.close()
    const converted: unknown[] = []
    const store = new SqliteLeadStore(file, { onVacuumed: (r) => converted.push(r) })
    await store.migrate()
    expect(converted).toHaveLength(1)
    await store.close()
    const check = new Database(file, { readonly: true })
    expect(check.pragma('auto_vacuum', { simple: true })).toBe(2) // INCREMENTAL
    check.close()
    const again = new SqliteLeadStore(file, { onVacuumed: (r) => converted.push(r) })
    await again.migrate()
    await again.close()
    expect(converted).toHaveLength(1) // once
  })
})
