/**
 * Fault drills against the real server (api/server.ts in a child process) under load:
 *   node --import tsx tests/bench/faults.ts [kill full readonly stall deleted smtp pg flood]   (default: all but flood)
 *
 *   kill -9      three kills under load, restarted each time
 *   disk full    DATA_DIR on a 16 MiB tmpfs, filled up under load, then freed
 *   read-only    DATA_DIR on an ext4 image that the kernel turns read-only under load (errors=remount-ro)
 *   disk stall   the same ext4 image frozen (fsfreeze) under load, then thawed
 *   deleted file leads.db deleted under load, then the whole DATA_DIR (rm -rf): taken again without a restart
 *   SMTP down    the mail server stops under load, then comes back
 *   PostgreSQL down   the database connection cut under load (a TCP proxy in front of it), then restored
 *   spam flood   only when named: 3,000 bot posts/s for FLOOD_SECONDS (60) on a 200 MB tmpfs, SPAM_MAX_MB=50, real
 *                leads through the browser flow beside it: the file stays within the budget and its margin
 *
 * For each: how many requests got 201, 503 or something else, what /healthz said (and how fast), and
 * whether every lead answered 201 is stored afterwards (the figure that must hold: 201s = stored).
 * The mount drills need root (tmpfs, loop device); they are reported as skipped otherwise. PostgreSQL
 * needs TEST_DATABASE_URL (tests/pg.sh). Exits 1 if any lead answered 201 is missing or a check fails.
 */
import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { powHeader } from '../../api/pow'
import { freePort } from '../helpers/free-port'
import { mimePart, startSmtp } from '../unit/api/smtp'
import { validLead } from '../unit/api/helpers'
import { ADMIN_TOKEN, type ServerChild, siteDir, startServer } from './server-child'

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const isRoot = process.getuid?.() === 0
const sh = (cmd: string, args: string[]) => execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString()
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'faults-'))
const site = siteDir(tmp)
let counter = 0
let visitorCount = 0

interface Load {
  statuses: Map<string, number>
  ids: string[]
  /** When each lead answered 201 was answered (Date.now()). */
  answeredAt: Map<string, number>
  /** When the last 503 came (0: none). */
  lastRefusedAt: number
  stop(): Promise<void>
}

/**
 * `concurrency` clients posting distinct valid leads until stopped, `gapMs` apart each, with a form token.
 * With `visitors`, each lead comes from a new visitor (its own address, through a server that trusts X-Forwarded-For
 * from loopback, and its own e-mail domain; a page load and a solved proof of work first: a real lead, mailed);
 * without, a client reuses its token (after three leads they count as spam: stored, not mailed).
 */
async function load(server: { port: number; base: string }, concurrency = 8, gapMs = 0, visitors = false): Promise<Load> {
  const firstToken = (await fetch(`${server.base}/api/contact/challenge`)).headers.get('x-form-token') ?? ''
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
  const statuses = new Map<string, number>()
  const ids: string[] = []
  const answeredAt = new Map<string, number>()
  let stopped = false
  const once = (jar: { token: string; visitor?: Record<string, string> }) =>
    new Promise<void>((resolve) => {
      const n = counter++
      const email = jar.visitor ? { email: `drill${n}@home${n}.example` } : {}
      const body = JSON.stringify({ ...validLead(), ...email, message: `Fault drill lead ${n} ${randomUUID()}.` })
      const req = http.request(
        {
          host: '127.0.0.1',
          port: server.port,
          path: '/api/contact',
          method: 'POST',
          agent,
          timeout: 15_000,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-form-token': jar.token,
            ...jar.visitor,
          },
        },
        (res) => {
          let text = ''
          res.on('data', (d) => (text += d))
          res.on('end', () => {
            const key = String(res.statusCode)
            statuses.set(key, (statuses.get(key) ?? 0) + 1)
            if (res.statusCode === 503) result.lastRefusedAt = Date.now()
            if (res.statusCode === 201) {
              const { id } = JSON.parse(text) as { id: string }
              ids.push(id)
              answeredAt.set(id, Date.now())
            }
            resolve()
          })
        },
      )
      req.on('timeout', () => req.destroy(new Error('client timeout')))
      req.on('error', () => {
        statuses.set('no answer', (statuses.get('no answer') ?? 0) + 1)
        setTimeout(resolve, 20)
      })
      req.end(body)
    })
  const workers = Array.from({ length: concurrency }, async () => {
    const jar: { token: string; visitor?: Record<string, string> } = { token: firstToken }
    while (!stopped) {
      if (visitors) {
        const k = visitorCount++
        const headers = { 'x-forwarded-for': `198.18.${(k >> 8) & 255}.${k & 255}`, 'user-agent': 'fault-drill/1.0' }
        await fetch(`${server.base}/`, { headers }).catch(() => null)
        const answer = await fetch(`${server.base}/api/contact/challenge`, { headers }).catch(() => null)
        jar.token = answer?.headers.get('x-form-token') ?? jar.token
        const challenge = (await answer?.json().catch(() => null)) as Challenge | null
        const solution = challenge && (await solveChallenge({ challenge, deriveKey }))
        jar.visitor = { ...headers, ...(challenge && solution ? { 'x-altcha': powHeader(challenge, solution) } : {}) }
      }
      await once(jar)
      if (gapMs) await sleep(gapMs)
    }
  })
  const result: Load = {
    statuses,
    ids,
    answeredAt,
    lastRefusedAt: 0,
    async stop() {
      stopped = true
      await Promise.all(workers)
      agent.destroy()
    },
  }
  return result
}

interface HealthLog {
  seen: Map<string, number>
  /** The last answer seen. */
  last: string
  maxMs: number
  stop(): Promise<void>
}

/** Polls /healthz every 200 ms, recording "status reasons" and the slowest answer. */
function watchHealth(base: string): HealthLog {
  const seen = new Map<string, number>()
  const log = { seen, last: '', maxMs: 0, stop: async () => {} }
  let stopped = false
  const loop = (async () => {
    while (!stopped) {
      const started = Date.now()
      try {
        // The reasons are for the admin token (in public /healthz says the status alone).
        const res = await fetch(`${base}/healthz`, {
          signal: AbortSignal.timeout(5_000),
          headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        })
        const body = (await res.json()) as { reasons?: string[]; warnings?: string[] }
        const key = `${res.status}${body.reasons ? ` ${body.reasons.join('+')}` : ''}${body.warnings ? ` (${body.warnings.join('+')})` : ''}`
        seen.set(key, (seen.get(key) ?? 0) + 1)
        log.last = key
      } catch {
        seen.set('no answer', (seen.get('no answer') ?? 0) + 1)
        log.last = 'no answer'
      }
      log.maxMs = Math.max(log.maxMs, Date.now() - started)
      await sleep(200)
    }
  })()
  log.stop = async () => {
    stopped = true
    await loop
  }
  return log
}

function sqliteIds(file: string): Set<string> {
  if (!fs.existsSync(file)) return new Set()
  const db = new Database(file, { readonly: true })
  const ids = new Set((db.prepare('SELECT id FROM leads').all() as { id: string }[]).map((r) => r.id))
  db.close()
  return ids
}

interface Outcome {
  name: string
  requests: number
  statuses: Map<string, number>
  answered201: number
  stored: number
  health?: HealthLog
  checks: [string, boolean][]
  note?: string
}

const outcomes: Outcome[] = []

function report(o: Outcome): void {
  outcomes.push(o)
  const statuses = [...o.statuses]
    .sort()
    .map(([k, n]) => `${k}: ${n}`)
    .join(', ')
  const health = o.health ? [...o.health.seen].map(([k, n]) => `${k} ×${n}`).join(', ') : '-'
  console.log(`\n${o.name}${o.note ? ` — ${o.note}` : ''}`)
  console.log(`  requests ${o.requests} (${statuses})`)
  console.log(`  answered 201: ${o.answered201}, stored: ${o.stored}, missing: ${o.answered201 - o.stored}`)
  if (o.health) console.log(`  /healthz: ${health}; slowest answer ${o.health.maxMs} ms`)
  for (const [what, ok] of o.checks) console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`)
}

function total(statuses: Map<string, number>): number {
  return [...statuses.values()].reduce((a, b) => a + b, 0)
}

function merge(into: Map<string, number>, from: Map<string, number>): void {
  for (const [k, n] of from) into.set(k, (into.get(k) ?? 0) + n)
}

const healthSaw = (h: HealthLog, pattern: RegExp) => [...h.seen.keys()].some((k) => pattern.test(k))

async function killNine(): Promise<void> {
  const dataDir = path.join(tmp, 'kill')
  const port = await freePort()
  const statuses = new Map<string, number>()
  const ids: string[] = []
  for (let round = 0; round < 3; round++) {
    const server = await startServer({ DATA_DIR: dataDir, SITE_DIR: site, RATE_LIMIT_MAX: '1000000' }, port)
    const l = await load(server, 16)
    await sleep(1_500)
    server.child.kill('SIGKILL')
    await server.exited
    await l.stop()
    merge(statuses, l.statuses)
    ids.push(...l.ids)
  }
  const stored = sqliteIds(path.join(dataDir, 'leads.db'))
  const kept = ids.filter((id) => stored.has(id)).length
  report({
    name: 'kill -9 under load (3 times)',
    requests: total(statuses),
    statuses,
    answered201: ids.length,
    stored: kept,
    checks: [['every lead answered 201 survives kill -9', kept === ids.length && ids.length > 0]],
  })
}

/** A fault in the middle of a load: before (1 s), during (`during` ms), after recovery (1 s). */
async function drill(
  name: string,
  env: Record<string, string>,
  fault: {
    start(server: ServerChild): Promise<void> | void
    end?(server: ServerChild): Promise<void> | void
    during?: number
    /** Load shape: clients, the pause between each one's requests, a page load before each lead. */
    clients?: number
    gapMs?: number
    visitors?: boolean
  },
  verify: (server: ServerChild, l: Load, h: HealthLog) => Promise<{ stored: Set<string>; checks: [string, boolean][]; note?: string }>,
): Promise<void> {
  const server = await startServer({ SITE_DIR: site, RATE_LIMIT_MAX: '1000000', STORE_TIMEOUT_MS: '1500', ...env })
  const h = watchHealth(server.base)
  const l = await load(server, fault.clients, fault.gapMs, fault.visitors)
  try {
    await sleep(1_000)
    await fault.start(server)
    await sleep(fault.during ?? 2_500)
    await fault.end?.(server)
    await sleep(fault.end ? 2_000 : 0)
  } finally {
    await l.stop()
    await h.stop()
  }
  const { stored, checks, note } = await verify(server, l, h)
  await server.stop('SIGTERM')
  const kept = l.ids.filter((id) => stored.has(id)).length
  report({
    name,
    note,
    requests: total(l.statuses),
    statuses: l.statuses,
    answered201: l.ids.length,
    stored: kept,
    health: h,
    checks: [['every lead answered 201 is stored', kept === l.ids.length], ...checks],
  })
}

async function diskFull(): Promise<void> {
  const mnt = path.join(tmp, 'tmpfs')
  fs.mkdirSync(mnt)
  sh('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', mnt])
  const filler = path.join(mnt, 'filler')
  try {
    await drill(
      'disk full (16 MiB tmpfs filled under load, then freed)',
      { DATA_DIR: path.join(mnt, 'data') },
      {
        start() {
          try {
            execFileSync('dd', ['if=/dev/zero', `of=${filler}`, 'bs=64k'], { stdio: 'ignore' })
          } catch {} // ENOSPC: the disk is full
        },
        end() {
          fs.rmSync(filler)
        },
      },
      async (server, l, h) => {
        await server.stop('SIGTERM')
        return {
          stored: sqliteIds(path.join(mnt, 'data', 'leads.db')),
          checks: [
            ['POST answered 503 while the disk was full', (l.statuses.get('503') ?? 0) > 0],
            ['/healthz said 503 with a reason', healthSaw(h, /^503 (write-failed|disk-full)/)],
            ['/healthz back to 200 once space returned', h.last.startsWith('200')],
            ['no 5xx other than 503', ![...l.statuses.keys()].some((k) => /^5/.test(k) && k !== '503')],
          ],
        }
      },
    )
  } finally {
    sh('umount', ['-l', mnt])
  }
}

/** An ext4 image on a loop device (errors=remount-ro), mounted at `mnt`. */
function ext4(mnt: string): { device: string; cleanup(): void } {
  const image = `${mnt}.img`
  fs.mkdirSync(mnt)
  execFileSync('truncate', ['-s', '64M', image])
  sh('mkfs.ext4', ['-q', '-F', image])
  sh('mount', ['-o', 'loop,errors=remount-ro', image, mnt])
  const device = sh('findmnt', ['-n', '-o', 'SOURCE', mnt]).trim()
  return {
    device,
    cleanup() {
      try {
        sh('fsfreeze', ['-u', mnt])
      } catch {}
      sh('umount', ['-l', mnt])
      fs.rmSync(image, { force: true })
    },
  }
}

async function readOnly(): Promise<void> {
  const mnt = path.join(tmp, 'ro')
  const disk = ext4(mnt)
  const sysfs = `/sys/fs/ext4/${path.basename(disk.device)}/trigger_fs_error`
  let triggeredAt = 0
  try {
    await drill(
      'read-only file system (ext4 errors=remount-ro, turned read-only under load)',
      { DATA_DIR: path.join(mnt, 'data') },
      {
        start: () => {
          triggeredAt = Date.now()
          fs.writeFileSync(sysfs, '1')
        },
        during: 3_000,
      },
      async (server, l, h) => {
        await server.stop('SIGTERM')
        // What an operator does: unmount, repair (e2fsck replays the journal), mount again; then read what is there.
        sh('umount', [mnt])
        const before = fs.readFileSync(`${mnt}.img`)
        try {
          sh('e2fsck', ['-fy', `${mnt}.img`])
        } catch {} // exit 1 = errors corrected
        sh('mount', ['-o', 'loop', `${mnt}.img`, mnt])
        const stored = sqliteIds(path.join(mnt, 'data', 'leads.db'))
        return {
          stored,
          note: lostLeadsReport(l, stored, triggeredAt, before, `${mnt}.img`, path.join(mnt, 'data', 'leads.db')),
          checks: [
            ['POST answered 503 once read-only', (l.statuses.get('503') ?? 0) > 0],
            ['/healthz said 503 write-failed', healthSaw(h, /^503 write-failed/)],
          ],
        }
      },
    )
  } finally {
    disk.cleanup()
  }
}

/**
 * For a lead answered 201 and missing after the repair (this drill once lost 8, answered 44 ms after the fault and
 * found in the image but in neither file: an fsync under way when ext4 aborted its journal returned success; the
 * writer now confirms every commit with a change to the folder, see sqlite-worker.js): when it was
 * answered against the moment the disk turned read-only, and where its id is found, as bytes — in the disk image
 * before the repair (the journal included), after it, in leads.db-wal and in leads.db — so a failing run says whether
 * the commit reached the disk and the repair dropped it, or never reached it.
 */
function lostLeadsReport(l: Load, stored: Set<string>, triggeredAt: number, before: Buffer, image: string, db: string): string | undefined {
  const missing = l.ids.filter((id) => !stored.has(id))
  if (!missing.length) return undefined
  const after = fs.readFileSync(image)
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0))
  const [wal, main] = [read(`${db}-wal`), read(db)]
  const where = (id: string) =>
    [
      ['image before repair', before],
      ['image after', after],
      ['WAL', wal],
      ['leads.db', main],
    ]
      .filter(([, bytes]) => (bytes as Buffer).includes(id))
      .map(([name]) => name)
      .join(', ') || 'nowhere'
  const lines = missing
    .slice(0, 10)
    .map((id) => `${id}: answered ${(l.answeredAt.get(id) ?? 0) - triggeredAt} ms after the fault; found in ${where(id)}`)
  return `LOST ${missing.length}:\n    ${lines.join('\n    ')}`
}

async function stall(): Promise<void> {
  const mnt = path.join(tmp, 'stall')
  const disk = ext4(mnt)
  let pageMs = 0
  try {
    await drill(
      'disk stall (fsfreeze under load for 4 s, then thawed)',
      { DATA_DIR: path.join(mnt, 'data') },
      {
        async start(server) {
          sh('fsfreeze', ['-f', mnt])
          await sleep(2_000)
          const started = Date.now()
          await fetch(`${server.base}/`)
          pageMs = Date.now() - started
        },
        end: () => void sh('fsfreeze', ['-u', mnt]),
        during: 2_000,
      },
      async (server, l, h) => {
        await server.stop('SIGTERM')
        return {
          stored: sqliteIds(path.join(mnt, 'data', 'leads.db')),
          note: `a page during the stall took ${pageMs} ms`,
          checks: [
            ['POST answered 503 (not hung) during the stall', (l.statuses.get('503') ?? 0) > 0 && !l.statuses.has('no answer')],
            // The server answers at its 1 s deadline (api/health.ts; tests/unit/api/faults.test.ts holds it to that on
            // an idle machine); here, with both cores busy with the browser tests beside the drill, that answer has
            // reached the poller up to 1.7 s after it asked.
            ['/healthz said 503 stalled, at its 1 s deadline', healthSaw(h, /^503 stalled/) && h.maxMs < 2_000],
            // Held by the frozen disk, a page would never come (the thaw waits for this fetch). With both cores busy
            // with the browser tests beside the drill, one has taken 1,066 ms (116 ms on an idle machine): held to 2 s,
            // as /healthz is.
            ['pages kept answering during the stall', pageMs < 2_000],
            ['/healthz back to 200 after the thaw', h.last.startsWith('200')],
          ],
        }
      },
    )
  } finally {
    disk.cleanup()
  }
}

async function deletedFile(): Promise<void> {
  for (const [what, remove] of [
    ['leads.db', (dataDir: string) => fs.rmSync(path.join(dataDir, 'leads.db'))],
    [
      'DATA_DIR (rm -rf)',
      (dataDir: string) => {
        try {
          fs.rmSync(dataDir, { recursive: true, force: true })
        } catch (error) {
          // The server wrote into the folder as it went (a commit's marker, its rescue copy): as rm -rf, files gone.
          if ((error as NodeJS.ErrnoException).code !== 'ENOTEMPTY') throw error
        }
      },
    ],
  ] as const) {
    const dataDir = path.join(tmp, `deleted-${what.split(' ')[0]}`)
    let removedAt = 0
    await drill(
      `${what} deleted under load`,
      { DATA_DIR: dataDir, LOG_LEVEL: 'info' },
      {
        start() {
          removedAt = Date.now()
          remove(dataDir)
        },
        during: 5_000,
      },
      async (server, l, h) => {
        await server.stop('SIGTERM')
        // Taken again: the first 201 after the last 503 the removal caused.
        const refusedUntil = Math.max(l.lastRefusedAt, removedAt)
        const after = [...l.answeredAt.values()].filter((at) => at > refusedUntil).sort((a, b) => a - b)
        const back = after.length > 0 ? after[0]! - removedAt : Number.POSITIVE_INFINITY
        if (back >= 5_000)
          console.log(
            server
              .output()
              .split('\n')
              .filter((line) => /"level":(4|5)0/.test(line))
              .slice(0, 8)
              .join('\n'),
          )
        return {
          stored: sqliteIds(path.join(dataDir, 'leads.db')),
          note: `201 again ${back} ms after the removal, without a restart; ${after.length} leads answered 201 after the last 503`,
          checks: [
            ['201 again within 5 s, without a restart', back < 5_000 && after.length > 20],
            ['the server made the database again and merged the rescue copy', /made again while running/.test(server.output())],
            ['/healthz back to 200', h.last.startsWith('200')],
          ],
        }
      },
    )
  }
}

/**
 * A spam flood on a small volume: 3,000 bot posts/s (no page behind them: spam) from one client with the rate limit
 * raised, for FLOOD_SECONDS, on a 200 MB tmpfs with the default spam budget (SPAM_MAX_MB=50); real leads through the
 * browser flow (a page, a proof of work) beside it. Spam beyond the budget is counted, not stored, as it arrives: the
 * database and its WAL stay within the budget plus FLOOD_MARGIN_MB, and every real lead is answered 201 and stored.
 */
async function spamFlood(): Promise<void> {
  const seconds = Number(process.env.FLOOD_SECONDS ?? 60)
  const rate = Number(process.env.FLOOD_RATE ?? 3_000)
  const budgetMb = 50
  const marginMb = Number(process.env.FLOOD_MARGIN_MB ?? 10)
  const mnt = path.join(tmp, 'flood')
  fs.mkdirSync(mnt)
  sh('mount', ['-t', 'tmpfs', '-o', 'size=200m', 'tmpfs', mnt])
  const dataDir = path.join(mnt, 'data')
  const file = path.join(dataDir, 'leads.db')
  const size = (f: string) => (fs.existsSync(f) ? fs.statSync(f).size : 0)
  let largest = 0
  let sampler: NodeJS.Timeout | undefined
  let flood: Promise<{ requests: { average: number; total: number }; non2xx: number; '2xx': number }> | undefined
  const autocannon = createRequire(import.meta.url)('autocannon') as (o: Record<string, unknown>) => typeof flood
  try {
    await drill(
      `spam flood: ${rate} posts/s for ${seconds} s on a 200 MB tmpfs (SPAM_MAX_MB=${budgetMb}), real leads beside it`,
      {
        DATA_DIR: dataDir,
        SPAM_MAX_MB: String(budgetMb),
        TRUST_PROXY: 'loopback',
        POW_DIFFICULTY: '1000',
        MAX_CONNECTIONS_PER_CLIENT: '1000',
      },
      {
        async start(server) {
          sampler = setInterval(() => (largest = Math.max(largest, size(file) + size(`${file}-wal`))), 100)
          let n = 0
          flood = autocannon({
            url: `${server.base}/api/contact`,
            connections: 50,
            overallRate: rate,
            duration: seconds,
            requests: [
              {
                method: 'POST',
                setupRequest: (request: Record<string, unknown>) => ({
                  ...request,
                  headers: { 'content-type': 'application/json', 'user-agent': 'flood/1.0' },
                  body: JSON.stringify({ ...validLead(), message: `Flood ${n++} ${'x'.repeat(1_900)}` }),
                }),
              },
            ],
          })
          await flood
        },
        during: 0,
        clients: 2,
        gapMs: 200,
        visitors: true,
      },
      async (server, l) => {
        clearInterval(sampler)
        const f = (await flood)!
        const health = (await (await fetch(`${server.base}/healthz`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).json()) as {
          checks: { spam?: { usedBytes: number; notKept: number; fileBytes: number } }
        }
        await server.stop('SIGTERM')
        const spam = health.checks.spam!
        const MB = 1_000_000
        return {
          stored: sqliteIds(file),
          note:
            `flood: ${f.requests.total} posts (${f.requests.average.toFixed(0)}/s), ${f['2xx']} answered 201; spam kept ` +
            `${(spam.usedBytes / MB).toFixed(1)} MB, ${spam.notKept} counted, not stored; largest leads.db + WAL ` +
            `${(largest / MB).toFixed(1)} MB (budget ${budgetMb} MB + margin ${marginMb} MB); real leads ${l.ids.length}`,
          checks: [
            ['the file stayed within the budget plus its margin', largest <= (budgetMb + marginMb) * MB],
            ['spam within its budget', spam.usedBytes <= budgetMb * MB],
            [`the flood reached ${rate * 0.9} posts/s`, f.requests.average >= rate * 0.9],
            ['real leads answered 201 during the flood', l.ids.length > 0 && (l.statuses.get('201') ?? 0) === total(l.statuses)],
          ],
        }
      },
    )
  } finally {
    clearInterval(sampler)
    sh('umount', ['-l', mnt])
  }
}

async function smtpDown(): Promise<void> {
  const smtpPort = await freePort()
  let sink = await startSmtp(smtpPort)
  const sinks = [sink]
  const dataDir = path.join(tmp, 'smtp')
  const delivered = new Set<string>()
  const collect = () => {
    for (const m of sinks.flatMap((s) => s.messages)) {
      const id = /Lead id: ([0-9a-f-]{36})/.exec(mimePart(m, 'text/plain'))?.[1]
      if (id) delivered.add(id)
    }
  }
  await drill(
    'SMTP down under load (stopped for 3 s, then back; retries wait their 30 s backoff)',
    {
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NOTIFY_TO: 'office@example.com',
      // Visitors from many addresses (this drill is their proxy) with a proof of work quick to solve here.
      TRUST_PROXY: 'loopback',
      POW_DIFFICULTY: '1000',
    },
    {
      async start() {
        collect()
        await sink.close()
      },
      async end() {
        sink = await startSmtp(smtpPort)
        sinks.push(sink)
      },
      during: 3_000,
      clients: 2,
      gapMs: 50,
      visitors: true,
    },
    async (server, l, h) => {
      // Every lead must be mailed in the end: wait for the retries (30 s backoff) to go through.
      const end = Date.now() + 75_000
      while (Date.now() < end) {
        collect()
        if (l.ids.every((id) => delivered.has(id))) break
        await sleep(500)
      }
      await server.stop('SIGTERM')
      await sink.close()
      collect()
      const mailed = l.ids.filter((id) => delivered.has(id)).length
      return {
        stored: sqliteIds(path.join(dataDir, 'leads.db')),
        note: `${mailed} of ${l.ids.length} leads mailed in the end`,
        checks: [
          ['POST kept answering 201 while SMTP was down', (l.statuses.get('201') ?? 0) === total(l.statuses)],
          ['/healthz stayed 200 and warned mail-failing', healthSaw(h, /^200 \(.*mail-failing/) && !healthSaw(h, /^503/)],
          ['every lead was mailed once SMTP was back', mailed === l.ids.length],
        ],
      }
    },
  )
}

/** A TCP proxy to PostgreSQL that can be cut (listener closed, connections reset) and restored. */
async function pgProxy(target: URL) {
  const port = await freePort()
  const sockets = new Set<net.Socket>()
  let server: net.Server | undefined
  const up = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname)
        for (const s of [client, upstream]) {
          sockets.add(s)
          s.on('close', () => sockets.delete(s))
          s.on('error', () => {})
        }
        client.pipe(upstream).pipe(client)
      })
      server.listen(port, '127.0.0.1', resolve)
    })
  await up()
  return {
    port,
    async down() {
      const closed = new Promise((resolve) => (server ? server.close(resolve) : resolve(null)))
      for (const s of sockets) s.destroy() // close() waits for open connections: cut them first
      await closed
    },
    up,
  }
}

async function postgresDown(pgUrl: string): Promise<void> {
  const schema = `faults_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Pool({ connectionString: pgUrl, max: 1 })
  await admin.query(`CREATE SCHEMA ${schema}`)
  const target = new URL(pgUrl)
  const proxy = await pgProxy(target)
  const viaProxy = new URL(pgUrl)
  viaProxy.hostname = '127.0.0.1'
  viaProxy.port = String(proxy.port)
  viaProxy.searchParams.set('options', `-c search_path=${schema}`)
  try {
    await drill(
      'PostgreSQL down under load (connection cut for 3 s, then restored)',
      { DATA_DIR: path.join(tmp, 'pg'), DATABASE_URL: viaProxy.toString() },
      { start: () => proxy.down(), end: () => proxy.up(), during: 3_000 },
      async (_server, l, h) => ({
        stored: new Set((await admin.query<{ id: string }>(`SELECT id FROM ${schema}.leads`)).rows.map((r) => r.id)),
        checks: [
          ['POST answered 503 (not hung) while the database was away', (l.statuses.get('503') ?? 0) > 0 && !l.statuses.has('no answer')],
          ['/healthz said 503 with a reason', healthSaw(h, /^503 (write-failed|stalled)/)],
          ['/healthz back to 200 once it returned', h.last.startsWith('200')],
        ],
      }),
    )
  } finally {
    await proxy.down()
    await admin.query(`DROP SCHEMA ${schema} CASCADE`)
    await admin.end()
  }
}

const started = Date.now()
const canMount =
  isRoot &&
  ['mount', 'losetup', 'mkfs.ext4', 'fsfreeze', 'findmnt'].every((cmd) => {
    try {
      sh('which', [cmd])
      return true
    } catch {
      return false
    }
  })
/** `node … faults.ts smtp pg` runs only those drills. */
const only = new Set(process.argv.slice(2))
const want = (name: string) => only.size === 0 || only.has(name)
try {
  if (want('kill')) await killNine()
  if (canMount) {
    if (want('full')) await diskFull()
    if (want('readonly')) await readOnly()
    if (want('stall')) await stall()
  } else {
    console.log('\ndisk full, read-only, disk stall: skipped (they need root to mount a tmpfs and a loop device)')
  }
  if (want('deleted')) await deletedFile()
  if (only.has('flood')) {
    if (canMount) await spamFlood()
    else console.log('\nspam flood: skipped (it needs root to mount a 200 MB tmpfs)')
  }
  if (want('smtp')) await smtpDown()
  if (!want('pg')) {
  } else if (process.env.TEST_DATABASE_URL) await postgresDown(process.env.TEST_DATABASE_URL)
  else console.log('\nPostgreSQL down: skipped (TEST_DATABASE_URL is not set; run through tests/pg.sh)')
} finally {
  fs.rmSync(tmp, { recursive: true, force: true })
}

const failed = outcomes.flatMap((o) => o.checks.filter(([, ok]) => !ok).map(([what]) => `${o.name}: ${what}`))
const answered = outcomes.reduce((n, o) => n + o.answered201, 0)
const stored = outcomes.reduce((n, o) => n + o.stored, 0)
console.log(
  `\nall drills: ${answered} leads answered 201, ${stored} stored, ${answered - stored} missing; ${((Date.now() - started) / 1000).toFixed(0)} s`,
)
for (const f of failed) console.log(`FAILED: ${f}`)
console.log(failed.length === 0 ? 'faults: passed' : 'faults: FAILED')
process.exit(failed.length === 0 ? 0 : 1)
