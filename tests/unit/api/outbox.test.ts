import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { OutboxWorker } from '../../../api/notify/outbox'
import { SqliteLeadStore } from '../../../api/store/sqlite'
import { newLead, removeDir, SUBMIT, tempDir } from './helpers'

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

let n = 0
const lead = () => newLead(n++)

describe('OutboxWorker', () => {
  it('sends each queued lead once and marks it sent', async () => {
    const store = await setup()
    const sent: string[] = []
    const leads = [lead(), lead(), lead()]
    for (const l of leads) await store.submit(l, SUBMIT)
    const worker = new OutboxWorker(store, async (item) => void sent.push(item.lead.id), quiet, { batchSize: 2 })
    expect(await worker.runOnce()).toBe(2)
    expect(await worker.runOnce()).toBe(1)
    expect(await worker.runOnce()).toBe(0)
    expect(sent).toEqual(leads.map((l) => l.id))
    expect(await store.pendingOutbox()).toBe(0)
  })

  it('backs off exponentially and gives up after maxAttempts', async () => {
    const store = await setup()
    await store.submit(lead(), SUBMIT)
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
    expect(worker.health()).toMatchObject({ consecutiveFailures: 3, lastError: 'ECONNREFUSED: connect ECONNREFUSED', lastSuccessAt: null })
  })

  it('sends real leads before suspect ones, whatever their order of arrival', async () => {
    const store = await setup()
    const suspects = [lead(), lead(), lead()].map((l) => ({ ...l, status: 'suspect' as const, spamScore: 2, spamReasons: ['link'] }))
    for (const l of suspects) await store.submit(l, SUBMIT)
    const real = lead()
    await store.submit(real, SUBMIT)
    const sent: string[] = []
    const worker = new OutboxWorker(store, async (item) => void sent.push(item.lead.id), quiet, { batchSize: 2 })
    while ((await worker.runOnce()) > 0);
    expect(sent).toEqual([real.id, ...suspects.map((l) => l.id)])
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
