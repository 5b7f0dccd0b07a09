import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { OutboxWorker } from '../../../api/notify/outbox'
import { SqliteLeadStore } from '../../../api/store/sqlite'
import type { Lead } from '../../../api/store/types'
import { removeDir, tempDir, validLead } from './helpers'

const quiet = { info() {}, warn() {}, error() {} }
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const fn of cleanups.splice(0).reverse()) await fn()
})

async function setup() {
  const dir = tempDir('outbox-')
  const store = new SqliteLeadStore(path.join(dir, 'leads.db'))
  await store.migrate()
  cleanups.push(
    () => removeDir(dir),
    () => store.close(),
  )
  return store
}

const lead = (): Lead => ({ id: randomUUID(), ...validLead(), receivedAt: new Date().toISOString(), userAgent: null })

describe('OutboxWorker', () => {
  it('sends each queued lead once and marks it sent', async () => {
    const store = await setup()
    const sent: string[] = []
    const leads = [lead(), lead(), lead()]
    for (const l of leads) await store.insert(l, { notify: true })
    const worker = new OutboxWorker(store, async (l) => void sent.push(l.id), quiet, { batchSize: 2 })
    expect(await worker.runOnce()).toBe(2)
    expect(await worker.runOnce()).toBe(1)
    expect(await worker.runOnce()).toBe(0)
    expect(sent).toEqual(leads.map((l) => l.id))
    expect(await store.pendingOutbox()).toBe(0)
  })

  it('backs off exponentially and gives up after maxAttempts', async () => {
    const store = await setup()
    await store.insert(lead(), { notify: true })
    let calls = 0
    const errors: object[] = []
    const worker = new OutboxWorker(
      store,
      async () => {
        calls++
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
      },
      { ...quiet, error: (obj) => void errors.push(obj) },
      { backoffBaseMs: 0, maxAttempts: 3 },
    )
    for (let i = 0; i < 5; i++) await worker.runOnce()
    expect(calls).toBe(3)
    expect(await store.pendingOutbox()).toBe(0) // abandoned, not pending
    expect(errors).toHaveLength(1)
  })

  it('survives an unavailable store and stops cleanly', async () => {
    const store = await setup()
    const warnings: object[] = []
    const worker = new OutboxWorker(store, async () => {}, { ...quiet, warn: (o) => void warnings.push(o) }, { intervalMs: 10 })
    await store.close()
    worker.start()
    await new Promise((r) => setTimeout(r, 50))
    await worker.stop()
    expect(warnings.length).toBeGreaterThan(0)
  })
})
