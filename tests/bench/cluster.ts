/**
 * `npm run drill:cluster` (root, or a user who may run PostgreSQL's initdb and pg_ctl; about two minutes; not in
 * `npm test`): the production topology of deploy/ on this machine — Caddy over HTTPS (its internal CA, trusted by the
 * clients), two web instances (OUTBOX=off), one mail worker, the drill's own PostgreSQL cluster (made in a temporary
 * folder on a free port, so no shared one is touched) and a real SMTP server in this process — and faults under load:
 *
 * 1. 500 quote requests, each by a browser-like visitor of its own (its own loopback address, so the rate limits and
 *    bursts see many clients: the page, then the challenge with its form token, the proof of work solved, the post;
 *    a 503 is sent again after its Retry-After, as the form keeps the lead), while one instance is killed (SIGKILL)
 *    and restarted, the mail worker is killed (SIGKILL) and restarted, and PostgreSQL is restarted once. Then every
 *    lead answered 201 must be stored and its owner's alert received exactly once (by Message-ID), no 5xx but 503 with
 *    Retry-After while PostgreSQL is down, and /healthz through Caddy 503 only then.
 * 2. A rolling restart under load (SIGTERM an instance, wait for its exit, start it, wait for its health, next): 0
 *    failed requests.
 * 3. A backup (pg_dump), the database dropped, the processes stopped, a restore (pg_restore), the site started
 *    again: every lead back with its status; the restore's time and the time until a lead is answered 201 again.
 *
 * Exit 1 when a check fails. DRILL_LEADS (500), DRILL_CLIENTS (8), DRILL_GAP_MS (250) change the load.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { promisify } from 'node:util'
import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import pg from 'pg'
import { SMTPServer } from 'smtp-server'
import { powHeader } from '../../api/pow'
import { backup } from '../../deploy/backup'
import { restore } from '../../deploy/restore'
import { ROOT, Topology, waitHealthy } from '../../deploy/topology'
import { freePort } from '../helpers/free-port'
import { validLead } from '../unit/api/helpers'

const LEADS = Number(process.env.DRILL_LEADS ?? 500)
const CLIENTS = Number(process.env.DRILL_CLIENTS ?? 8)
const GAP_MS = Number(process.env.DRILL_GAP_MS ?? 250)
const OWNER = 'office@example.com'
const ADMIN_TOKEN = 'drill-admin-token-0123456789'
const PG_BIN = fs.existsSync('/usr/lib/postgresql')
  ? path.join('/usr/lib/postgresql', fs.readdirSync('/usr/lib/postgresql').sort().at(-1)!, 'bin')
  : ''

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-drill-'))
const failures: string[] = []
const check = (what: string, ok: boolean) => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`)
  if (!ok) failures.push(what)
}

// ---- the drill's own PostgreSQL cluster -------------------------------------------------------------------------

function asPostgres(cmd: string, args: string[]): string {
  const root = process.getuid?.() === 0
  const full = root ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]
  return execFileSync(full[0] as string, full[1] as string[], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
}

/** The same without blocking this process (its clients, probes and SMTP server keep running). */
async function asPostgresAsync(cmd: string, args: string[]): Promise<void> {
  const root = process.getuid?.() === 0
  const [file, argv] = root ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args]
  await promisify(execFile)(file, argv)
}

async function startCluster(): Promise<{ url: string; port: number; dir: string; ctl(action: 'start' | 'stop'): Promise<void> }> {
  if (!PG_BIN) {
    if (process.getuid?.() !== 0) throw new Error('PostgreSQL is not installed: run `bash tests/pg.sh` once (it installs it), then again')
    spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit' })
  }
  const dir = path.join(tmp, 'pg')
  fs.mkdirSync(dir)
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', tmp])
  fs.chmodSync(tmp, 0o755)
  const port = await freePort()
  asPostgres(path.join(PG_BIN, 'initdb'), ['-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync'])
  const ctl = (action: 'start' | 'stop') =>
    asPostgresAsync(
      path.join(PG_BIN, 'pg_ctl'),
      action === 'start'
        ? [
            '-D',
            dir,
            '-l',
            path.join(dir, 'server.log'),
            '-w',
            '-o',
            `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`,
            'start',
          ]
        : ['-D', dir, '-m', 'fast', '-w', 'stop'],
    )
  await ctl('start')
  asPostgres(path.join(PG_BIN, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'drill'])
  return { url: `postgres://postgres@127.0.0.1:${port}/drill`, port, dir, ctl }
}

// ---- the SMTP server: every message accepted, by Message-ID ------------------------------------------------------

interface Mail {
  messageId: string
  leadId?: string
  toOwner: boolean
  at: number
}

async function startSink(): Promise<{ port: number; mails: Mail[]; close(): void }> {
  const mails: Mail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      let text = ''
      stream.on('data', (c: Buffer) => (text += c.toString('utf8')))
      stream.on('end', () => {
        const toOwner = session.envelope.rcptTo.some((r) => r.address.toLowerCase() === OWNER)
        const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(text)?.[1] ?? `(none ${mails.length})`
        const leadId = /^<lead-([0-9a-f-]{36})\./.exec(messageId)?.[1]
        mails.push({ messageId, leadId, toOwner, at: Date.now() })
        callback()
      })
    },
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { port, mails, close: () => server.close() }
}

// ---- browser-like visitors through Caddy --------------------------------------------------------------------------

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

let visitorCount = 0

function request(
  topology: Topology,
  ca: Buffer,
  localAddress: string,
  agent: https.Agent,
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<Answer> {
  return new Promise((resolve) => {
    const req = https.request(
      `${topology.base}${target}`,
      {
        method,
        agent,
        ca,
        localAddress,
        headers: { ...headers, ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}) },
        timeout: 30_000,
      },
      (res) => {
        let text = ''
        res.on('data', (d) => (text += d))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
        res.on('error', () => resolve({ status: 0, headers: {}, body: '' }))
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', () => resolve({ status: 0, headers: {}, body: '' }))
    req.end(body)
  })
}

interface Load {
  /** Every answer to a quote post: status → count. */
  statuses: Map<string, number>
  /** 5xx answers other than 503 with Retry-After, and 503 with Retry-After, with their time. */
  fivexx: { at: number; status: number; retryAfter: boolean }[]
  /** Any request (page, challenge, post) that failed: no answer, or a status a visitor would see as an error. */
  failed: { at: number; what: string }[]
  ids: string[]
  /** When each 201 came (Date.now()), in order. */
  answeredAt: number[]
  sent: number
  stop(): Promise<void>
  done: Promise<void>
}

/** `clients` visitors at a time, each a new visitor per lead, `gapMs` between leads, until `max` leads were sent. */
function load(topology: Topology, ca: Buffer, clients: number, gapMs: number, max: number): Load {
  const result: Load = {
    statuses: new Map(),
    fivexx: [],
    failed: [],
    ids: [],
    answeredAt: [],
    sent: 0,
    stop: async () => {},
    done: Promise.resolve(),
  }
  let stopped = false
  const one = async () => {
    const k = visitorCount++
    const localAddress = `127.${1 + ((k >> 16) & 127)}.${(k >> 8) & 255}.${1 + (k & 127)}`
    const agent = new https.Agent({ keepAlive: true, maxSockets: 2 })
    const ua = `Mozilla/5.0 (X11; Linux x86_64) drill/${k}`
    const note = (what: string, a: Answer) => {
      if (a.status === 0 || a.status >= 500) {
        result.failed.push({ at: Date.now(), what: `${what} ${a.status}` })
        if (a.status >= 500) result.fivexx.push({ at: Date.now(), status: a.status, retryAfter: a.headers['retry-after'] !== undefined })
      }
    }
    try {
      const page = await request(topology, ca, localAddress, agent, 'GET', '/contact', { 'user-agent': ua, 'accept-encoding': 'br' })
      note('page', page)
      let challenge: Answer | undefined
      for (let i = 0; i < 10; i++) {
        challenge = await request(topology, ca, localAddress, agent, 'GET', '/api/contact/challenge', {
          'user-agent': ua,
          referer: `${topology.base}/contact`,
        })
        note('challenge', challenge)
        if (challenge.status === 200) break
        await sleep(Math.min(2_000, Number(challenge.headers['retry-after'] ?? 1) * 1000))
      }
      if (challenge?.status !== 200) return
      const token = String(challenge.headers['x-form-token'] ?? '')
      const ch = JSON.parse(challenge.body) as Challenge
      const solution = await solveChallenge({ challenge: ch, deriveKey })
      const body = JSON.stringify({
        ...validLead(),
        email: `visitor${k}@home${k}.example`,
        message: `Cluster drill lead ${k} ${randomUUID()}: a kitchen of granite.`,
      })
      const headers = {
        'user-agent': ua,
        'content-type': 'application/json',
        referer: `${topology.base}/contact`,
        origin: topology.base,
        'x-form-token': token,
        ...(solution ? { 'x-altcha': powHeader(ch, solution) } : {}),
      }
      result.sent++
      // As the form does: the lead stays in the form after a 503 and the visitor sends it again.
      for (let attempt = 0; attempt < 20; attempt++) {
        const answer = await request(topology, ca, localAddress, agent, 'POST', '/api/contact', headers, body)
        result.statuses.set(String(answer.status), (result.statuses.get(String(answer.status)) ?? 0) + 1)
        note('post', answer)
        if (answer.status === 201) {
          result.ids.push((JSON.parse(answer.body) as { id: string }).id)
          result.answeredAt.push(Date.now())
          return
        }
        if (answer.status !== 503 && answer.status !== 0) return
        await sleep(Math.min(2_000, Number(answer.headers['retry-after'] ?? 1) * 1000))
      }
    } finally {
      agent.destroy()
    }
  }
  const workers = Array.from({ length: clients }, async () => {
    while (!stopped && result.sent < max) {
      await one()
      await sleep(gapMs)
    }
  })
  result.done = Promise.all(workers).then(() => {})
  result.stop = async () => {
    stopped = true
    await result.done
  }
  return result
}

/** /healthz through Caddy every 200 ms (each probe on its own, so a slow answer holds no other): when each was sent, its status. */
function probeHealth(topology: Topology, ca: Buffer) {
  const seen: { at: number; done: number; status: number }[] = []
  const agent = new https.Agent({ keepAlive: true })
  const pending = new Set<Promise<void>>()
  const timer = setInterval(() => {
    const at = Date.now()
    const p = request(topology, ca, '127.0.0.1', agent, 'GET', '/healthz').then((a) => {
      seen.push({ at, done: Date.now(), status: a.status })
      pending.delete(p)
    })
    pending.add(p)
  }, 200)
  return {
    seen,
    async stop() {
      clearInterval(timer)
      await Promise.all(pending)
      agent.destroy()
    },
  }
}

async function untilTrue(what: string, fn: () => Promise<boolean> | boolean, ms: number, every = 100): Promise<number> {
  const started = Date.now()
  while (Date.now() - started < ms) {
    if (await fn()) return Date.now() - started
    await sleep(every)
  }
  throw new Error(`${what}: not within ${ms} ms`)
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

async function main(): Promise<void> {
  const siteDir = path.join(ROOT, 'dist', 'client')
  if (!fs.existsSync(path.join(siteDir, 'index.html'))) {
    console.log('No built site: running "npm run build" first.')
    if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: ROOT }).status !== 0) process.exit(1)
  }
  const cluster = await startCluster()
  const sink = await startSink()
  const [a1, a2, w1, httpsPort, httpPort, adminPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ])
  const topology = new Topology({
    databaseUrl: cluster.url,
    smtpUrl: `smtp://127.0.0.1:${sink.port}`,
    notifyTo: OWNER,
    siteDir,
    appPorts: [a1, a2],
    workerPorts: [w1],
    httpsPort,
    httpPort,
    adminPort,
    caddyData: path.join(tmp, 'caddy'),
    logDir: path.join(tmp, 'logs'),
    env: {
      ADMIN_TOKEN,
      POW_DIFFICULTY: '1000',
      FORM_MIN_SECONDS: '0',
      // A killed worker's claimed mail waits for its lease: 30 s here (the SMTP server is local), 5 min by default.
      OUTBOX_LEASE_MS: '30000',
      STORE_TIMEOUT_MS: '2000',
    },
  })
  const pool = new pg.Pool({ connectionString: cluster.url, max: 2 })
  pool.on('error', () => {})
  const figures: Record<string, string | number> = {}
  try {
    await topology.start()
    const ca = fs.readFileSync(topology.caRoot)
    console.log(`topology up: ${topology.base}, instances ${a1} and ${a2}, mail worker ${w1}, PostgreSQL ${cluster.port}; logs ${tmp}/logs`)

    // ---- 1. faults under load ----
    const health = probeHealth(topology, ca)
    const started = Date.now()
    // The load runs until every fault is over and LEADS leads were sent, whichever is later.
    const l = load(topology, ca, CLIENTS, GAP_MS, Number.POSITIVE_INFINITY)
    const progress = (n: number) => untilTrue(`${n} leads sent`, () => l.sent >= n, 300_000)
    await progress(Math.round(LEADS * 0.15))
    console.log(`killing an instance; ${l.sent} leads sent, ${l.ids.length} answered 201, ${sink.mails.length} mails`)
    const killApp = Date.now()
    await Topology.signal(topology.apps[0], 'SIGKILL')
    await sleep(1_000) // systemd's RestartSec
    await topology.startApp(0)
    const appBack = Date.now() - killApp
    await progress(Math.round(LEADS * 0.4))
    const killWorker = Date.now()
    const mailsBefore = sink.mails.length
    await Topology.signal(topology.workers[0], 'SIGKILL')
    await sleep(1_000)
    await topology.startWorker(0)
    const workerUp = Date.now() - killWorker
    const workerMailing = await untilTrue(
      'a mail after the worker restarted',
      () => sink.mails.some((m, i) => i >= mailsBefore && m.at > killWorker + workerUp),
      60_000,
    )
    await progress(Math.round(LEADS * 0.65))
    const pgDownAt = Date.now()
    await cluster.ctl('stop')
    const pgStoppedAt = Date.now()
    await sleep(2_000)
    const pgStartAt = Date.now()
    await cluster.ctl('start')
    const pgUpAt = Date.now()
    console.log(`PostgreSQL restarted; ${l.sent} leads sent, ${l.ids.length} answered 201, ${sink.mails.length} mails`)
    await untilTrue('a 201 after PostgreSQL was back', () => l.answeredAt.some((at) => at > pgUpAt), 60_000).catch(() => 0)
    await progress(LEADS)
    await l.stop()
    const firstAfter = l.answeredAt.find((at) => at > pgUpAt)
    const pgRecover = firstAfter === undefined ? Number.NaN : firstAfter - pgUpAt
    const elapsed = Date.now() - started
    await health.stop()
    console.log(`load done: ${l.sent} leads sent, ${l.ids.length} answered 201, ${sink.mails.length} mails`)

    // Every lead's alert: wait for the outbox (a killed worker's lease ends after 30 s).
    const stored = async () =>
      new Map((await pool.query<{ id: string; status: string }>('SELECT id::text, status FROM leads')).rows.map((r) => [r.id, r.status]))
    const ownerMailed = () => new Set(sink.mails.filter((m) => m.toOwner && m.leadId).map((m) => m.leadId!))
    const drained = await untilTrue(
      'every stored lead mailed',
      async () => [...(await stored()).keys()].every((id) => ownerMailed().has(id)),
      600_000,
      1_000,
    ).catch(() => -1)
    const rows = await stored()
    const byId = new Map<string, number>()
    for (const m of sink.mails) byId.set(m.messageId, (byId.get(m.messageId) ?? 0) + 1)
    const duplicates = [...byId.values()].reduce((n, c) => n + c - 1, 0)
    const ownerCounts = new Map<string, number>()
    for (const m of sink.mails) if (m.toOwner && m.leadId) ownerCounts.set(m.leadId, (ownerCounts.get(m.leadId) ?? 0) + 1)
    const answered = l.ids.length
    const storedAnswered = l.ids.filter((id) => rows.has(id)).length
    const mailedOnce = l.ids.filter((id) => ownerCounts.get(id) === 1).length
    const pgWindow = (at: number) => at >= pgDownAt - 500 && at <= pgUpAt + (Number.isNaN(pgRecover) ? 0 : pgRecover) + 2_000
    // Caddy 2.6 can not send a post's body twice: a post in flight on the instance killed is answered 503 with
    // Retry-After, and the visitor sends it again (stored once). Counted apart.
    const killWindow = (at: number) => at >= killApp && at <= killApp + 12_000
    const atKill = l.fivexx.filter((f) => f.status === 503 && f.retryAfter && killWindow(f.at) && !pgWindow(f.at))
    const bad5xx = l.fivexx.filter((f) => !(f.status === 503 && f.retryAfter && (pgWindow(f.at) || killWindow(f.at))))
    const healthOutside = health.seen.filter((h) => h.status !== 200 && !pgWindow(h.at))
    // While PostgreSQL was down: 503 (the app's answer, then Caddy's once it took every instance out; a probe may also
    // wait for an instance until PostgreSQL is back), never 200 from 2 s after the stop began (the app's probe is kept
    // a second, Caddy asks every second) until it was started again.
    const healthDuringPg = health.seen.filter((h) => h.done > pgDownAt && h.done < pgStartAt && h.status !== 200)
    const healthLying = health.seen.filter((h) => h.done > pgDownAt + 2_000 && h.done < pgStartAt && h.status === 200)
    Object.assign(figures, {
      'requests sent (leads)': l.sent,
      'answered 201': answered,
      'stored (of those answered 201)': storedAnswered,
      'owner alerts received exactly once': mailedOnce,
      'messages received (alerts and acknowledgements)': sink.mails.length,
      'duplicates (a Message-ID received twice)': duplicates,
      '5xx outside the PostgreSQL restart': bad5xx.length,
      '503 with Retry-After while PostgreSQL was down': l.fivexx.length - bad5xx.length - atKill.length,
      '503 with Retry-After for requests in flight on the instance killed': atKill.length,
      'post statuses': JSON.stringify(Object.fromEntries(l.statuses)),
      'instance SIGKILLed: healthy again after (restart 1 s after the kill)': seconds(appBack),
      'mail worker SIGKILLed: up again after / mail flowing again after': `${seconds(workerUp)} / ${seconds(workerMailing)}`,
      'PostgreSQL stopped 2 s: first 201 after it was back': Number.isNaN(pgRecover) ? 'none (the load had ended)' : seconds(pgRecover),
      'all mail delivered (after the load ended)': drained < 0 ? 'not within 600 s' : seconds(drained),
      'load duration': seconds(elapsed),
    })
    const t = (at: number) => `+${seconds(at - started)}`
    console.log(`faults: instance killed ${t(killApp)}, worker killed ${t(killWorker)}, PostgreSQL down ${t(pgDownAt)} up ${t(pgUpAt)}`)
    const pgSeen = health.seen.filter((h) => h.at > pgDownAt - 1_000 && h.at < pgUpAt + 5_000)
    console.log(
      `  PostgreSQL stopped ${t(pgStoppedAt)}, started ${t(pgStartAt)}; /healthz through Caddy, answered: ${pgSeen.map((h) => `${t(h.done)} ${h.status}`).join(', ')}`,
    )
    for (const h of healthOutside) console.log(`  /healthz ${h.status} at ${t(h.at)}`)
    for (const f of bad5xx) console.log(`  5xx ${f.status}${f.retryAfter ? ' (Retry-After)' : ''} at ${t(f.at)}`)
    for (const [id, n] of byId)
      if (n > 1)
        console.log(
          `  ${id} received ${n} times, at ${sink.mails
            .filter((m) => m.messageId === id)
            .map((m) => t(m.at))
            .join(', ')}`,
        )
    check('every lead answered 201 is stored', storedAnswered === answered && answered > 0)
    check('every lead answered 201 is mailed to the owner exactly once', mailedOnce === answered)
    check('no message received twice', duplicates === 0)
    check('no 5xx but 503 with Retry-After (PostgreSQL down, or in flight on the instance killed)', bad5xx.length === 0)
    check('every lead sent was answered 201 in the end', answered === l.sent)
    check('/healthz through Caddy: 200 outside the PostgreSQL restart', healthOutside.length === 0)
    check(
      '/healthz through Caddy: 503 while PostgreSQL was down, never 200',
      healthDuringPg.length > 0 && healthDuringPg.every((h) => h.status === 503) && healthLying.length === 0,
    )

    // ---- 2. a rolling restart under load ----
    const rolling = load(topology, ca, 4, 100, Number.POSITIVE_INFINITY)
    const rollStart = Date.now()
    for (let i = 0; i < topology.apps.length; i++) {
      console.log(`  rolling restart: instance ${i + 1} stopped at +${seconds(Date.now() - rollStart)}`)
      await Topology.signal(topology.apps[i], 'SIGTERM')
      await topology.startApp(i)
      await waitHealthy(topology.opts.appPorts[i]!)
      await sleep(2_500) // Caddy's health check (every second) takes it back before the next one stops
    }
    await sleep(1_000)
    await rolling.stop()
    for (const f of rolling.failed) console.log(`  rolling restart: ${f.what} at +${seconds(f.at - rollStart)}`)
    Object.assign(figures, {
      'rolling restart: leads answered 201 during it': rolling.ids.length,
      'rolling restart: failed requests': rolling.failed.length,
      'rolling restart: duration': seconds(Date.now() - rollStart),
    })
    check('rolling restart: 0 failed requests', rolling.failed.length === 0 && rolling.ids.length > 0)

    // ---- 3. backup, wipe, restore ----
    await untilTrue(
      'the rolling restart’s mail delivered',
      async () => [...(await stored()).keys()].every((id) => ownerMailed().has(id)),
      60_000,
      500,
    ).catch(() => 0)
    const beforeBackup = await stored()
    const backupDir = path.join(tmp, 'backups')
    const made = await backup({ dataDir: tmp, databaseUrl: cluster.url }, backupDir)
    await topology.stop()
    await pool.end()
    const wipedAt = Date.now()
    asPostgres(path.join(PG_BIN, 'dropdb'), ['-h', '127.0.0.1', '-p', String(cluster.port), '-U', 'postgres', '--force', 'drill'])
    asPostgres(path.join(PG_BIN, 'createdb'), ['-h', '127.0.0.1', '-p', String(cluster.port), '-U', 'postgres', 'drill'])
    const restored = await restore({ dataDir: tmp, databaseUrl: cluster.url }, made.dir)
    const check2 = new pg.Pool({ connectionString: cluster.url, max: 1 })
    const after = new Map(
      (await check2.query<{ id: string; status: string }>('SELECT id::text, status FROM leads')).rows.map((r) => [r.id, r.status]),
    )
    await check2.end()
    await topology.start()
    const ca2 = fs.readFileSync(topology.caRoot)
    const post = load(topology, ca2, 1, 0, 1)
    await post.done
    const rto = Date.now() - wipedAt
    const sameStatus = [...beforeBackup].every(([id, status]) => after.get(id) === status)
    Object.assign(figures, {
      'backup: leads / time': `${made.manifest.leads} / ${seconds(made.manifest.ms)}`,
      'restore: leads back / time': `${restored.leads} / ${seconds(restored.ms)}`,
      'from the wipe to a lead answered 201 again (restore + start)': seconds(rto),
    })
    check('restore: every lead back with its status', after.size === beforeBackup.size && sameStatus && beforeBackup.size > 0)
    check('after the restore a lead is answered 201 through Caddy', post.ids.length === 1)
  } finally {
    await topology.stop().catch(() => {})
    try {
      await cluster.ctl('stop')
    } catch {}
    sink.close()
  }
  console.log('\nfigures:')
  for (const [k, v] of Object.entries(figures)) console.log(`  ${k}: ${v}`)
  if (failures.length > 0) {
    console.log(`\n${failures.length} check(s) failed; logs kept in ${tmp}`)
    process.exit(1)
  }
  fs.rmSync(tmp, { recursive: true, force: true })
  process.exit(0)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  console.error(`logs kept in ${tmp}`)
  process.exit(1)
})
