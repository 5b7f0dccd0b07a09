/**
 * Load test of POST /api/contact against a bare Fastify route with a JSON-schema body, then the page + post flow.
 *   node --import tsx tests/bench/api.ts [seconds=4] [connections=50] [rounds=5]
 * Targets: the API reaches >= 50 % of the bare route's req/s (median of the rounds' ratios), with p99 <= 20 ms; the
 * page + post flow (a visitor loads /contact, which sets its form token, then posts a lead with it) >= 2,000 leads/s
 * with p99 <= 25 ms (median of the rounds).
 *
 * The servers run in a child process (this file with --serve) so autocannon does not
 * share their event loop. Loopback only, bounded by duration. Leads go to a temp SQLite
 * file with synchronous=FULL, and every 201 is checked against the stored rows.
 *
 * Every guard is on: rate limit (set high), form-token check, proof-of-work check, burst
 * counters, spam judgement, duplicate detection, store deadline. Each request is a real lead,
 * as a visitor's browser would send it: a unique message (identical posts would be answered
 * as duplicates without a write), its own form token (a token backs one lead) and a proof of
 * work solved for that token (at a low difficulty: the server's cost of checking one does not
 * depend on it). Both targets get the same requests.
 */
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import readline from 'node:readline'
import Database from 'better-sqlite3'
import Fastify from 'fastify'
import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { buildApp } from '../../api/app'
import { testConfig } from '../../api/config'
import { powHeader } from '../../api/pow'
import { validLead } from '../unit/api/helpers'
import type { Autocannon, AutocannonResult } from './server-child'

/** A unique body per request, cheap to make: the lead with a counter in its message. */
const [HEAD, TAIL] = JSON.stringify({ ...validLead(), message: 'Granite island, about 40 sq ft. #@@' }).split('@@') as [string, string]
let counter = 0
const nextBody = () => `${HEAD}${counter++}${TAIL}`

/** Form tokens the child mints (as page views would), each with its solved challenge; each backs one lead. */
const TOKENS = Number(process.env.BENCH_TOKENS ?? 90_000)
const USER_AGENT = 'bench/1.0'

/** Child: both servers on 127.0.0.1, URLs and the form-token file on stdout, closed on SIGTERM. */
async function serve(dir: string): Promise<void> {
  // The built site when there is one (the flow loads its real /contact page), else a one-line page.
  const built = path.resolve(import.meta.dirname, '../../dist/client')
  const siteDir = fs.existsSync(path.join(built, 'contact', 'index.html')) ? built : path.join(dir, 'client')
  if (siteDir !== built) {
    fs.mkdirSync(path.join(siteDir, 'contact'), { recursive: true })
    fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>bench</title>')
    fs.writeFileSync(path.join(siteDir, 'contact', 'index.html'), '<!doctype html><title>bench</title>')
  }
  const api = await buildApp(
    testConfig({ dataDir: path.join(dir, 'data'), siteDir, rateLimitMax: 1_000_000, logLevel: 'silent', powMaxNumber: 100 }),
  )

  const bare = Fastify({ logger: false })
  const str = { type: 'string', minLength: 1 }
  bare.post(
    '/bare',
    {
      schema: {
        body: {
          type: 'object',
          required: ['firstName', 'lastName', 'email', 'phone', 'location', 'service', 'message'],
          properties: { firstName: str, lastName: str, email: str, phone: str, location: str, service: str, message: str },
          additionalProperties: false,
        },
      },
    },
    async (_request, reply) => reply.code(201).send({ id: randomUUID() }),
  )

  const tokens = path.join(dir, 'tokens.json')
  const pairs: [string, string][] = []
  for (let i = 0; i < TOKENS; i++) {
    const res = await api.inject({ url: '/api/contact/challenge', headers: { 'user-agent': USER_AGENT } })
    const challenge = res.json() as Challenge
    pairs.push([String(res.headers['x-form-token']), powHeader(challenge, (await solveChallenge({ challenge, deriveKey }))!)])
  }
  fs.writeFileSync(tokens, JSON.stringify(pairs))
  const origin = await api.listen({ port: 0, host: '127.0.0.1' })
  const urls = {
    bare: `${await bare.listen({ port: 0, host: '127.0.0.1' })}/bare`,
    api: `${origin}/api/contact`,
    origin,
    tokens,
    site: siteDir === built ? 'the built site' : 'a one-line page',
  }
  console.log(JSON.stringify(urls))
  process.once('SIGTERM', async () => {
    await Promise.all([api.close(), bare.close()])
    process.exit(0)
  })
}

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

/** One target: its URL and how many requests it was sent (so no form token backs more than one lead). */
interface Target {
  name: string
  url: string
  sent: number
}

async function load(target: Target, duration: number, connections: number, tokens: [string, string][]): Promise<AutocannonResult> {
  return autocannon({
    url: target.url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        setupRequest: (request: Record<string, unknown>) => {
          const [token, pow] = tokens[target.sent++ % tokens.length]!
          return {
            ...request,
            headers: { 'content-type': 'application/json', 'user-agent': USER_AGENT, 'x-form-token': token, 'x-altcha': pow },
            body: nextBody(),
          }
        },
      },
    ],
  })
}

/**
 * The page + post flow, as a visitor without the proof of work (a browser whose worker has not finished, or
 * autocannon): GET /contact, GET the challenge (its answer carries the form token), then POST /api/contact with that
 * token and a distinct lead.
 */
async function flow(origin: string, duration: number, connections: number): Promise<AutocannonResult & { leads: number }> {
  const r = await autocannon({
    url: origin,
    connections,
    duration,
    requests: [
      {
        method: 'GET',
        path: '/contact',
        headers: { 'user-agent': USER_AGENT, 'accept-encoding': 'br' },
      },
      {
        method: 'GET',
        path: '/api/contact/challenge',
        headers: { 'user-agent': USER_AGENT },
        onResponse: (_status: number, _body: string, context: Record<string, string>, headers: Record<string, string>) => {
          context.token = String(headers['x-form-token'] ?? '')
        },
      },
      {
        method: 'POST',
        path: '/api/contact',
        setupRequest: (request: Record<string, unknown>, context: Record<string, string>) => ({
          ...request,
          headers: { 'content-type': 'application/json', 'user-agent': USER_AGENT, 'x-form-token': context.token! },
          body: nextBody(),
        }),
      },
    ],
  })
  return { ...r, leads: r['2xx'] / 3 / duration }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const line = (name: string, r: AutocannonResult) =>
  `${name.padEnd(18)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(3)} ms   ` +
  `p99 ${String(r.latency.p99).padStart(3)} ms   non-2xx ${r.non2xx}   errors ${r.errors + r.timeouts}`

async function main(): Promise<void> {
  const duration = Number(process.argv[2] ?? 4)
  const connections = Number(process.argv[3] ?? 50)
  const rounds = Number(process.argv[4] ?? 5)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'))
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, '--serve', dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    const first = await new Promise<string>((resolve, reject) => {
      readline.createInterface({ input: child.stdout! }).once('line', resolve)
      child.once('exit', () => reject(new Error('server process exited early')))
    })
    const urls = JSON.parse(first) as { bare: string; api: string; origin: string; tokens: string; site: string }
    const tokens = JSON.parse(fs.readFileSync(urls.tokens, 'utf8')) as [string, string][]
    const bare: Target = { name: 'bare POST /bare', url: urls.bare, sent: 0 }
    const api: Target = { name: 'POST /api/contact', url: urls.api, sent: 0 }
    console.log(
      `autocannon: ${connections} connections, ${rounds} rounds of ${duration} s per target (after 2 s of warm-up each), ` +
        `${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}\n`,
    )

    await load(bare, 2, connections, tokens)
    let answered = (await load(api, 2, connections, tokens))['2xx']
    const ratios: number[] = []
    const p99s: number[] = []
    let failures = 0
    for (let round = 1; round <= rounds; round++) {
      // Each round measures both targets back to back, in alternating order: a change in the machine's load
      // between rounds moves both figures of a round, not their ratio.
      const order = round % 2 === 1 ? [bare, api] : [api, bare]
      const results = new Map<Target, AutocannonResult>()
      for (const target of order) {
        const r = await load(target, duration, connections, tokens)
        results.set(target, r)
        console.log(`round ${round}  ${line(target.name, r)}`)
      }
      const a = results.get(api)!
      const ratio = a.requests.average / results.get(bare)!.requests.average
      ratios.push(ratio)
      p99s.push(a.latency.p99)
      answered += a['2xx']
      failures += a.non2xx + a.errors + a.timeouts
      console.log(`round ${round}  api / bare: ${(ratio * 100).toFixed(0)} %\n`)
    }
    // The page + post flow (after the ratio's rounds, so its leads do not change theirs).
    await flow(urls.origin, 2, connections)
    const flows: { leads: number; p99: number }[] = []
    for (let round = 1; round <= rounds; round++) {
      const r = await flow(urls.origin, duration, connections)
      flows.push({ leads: r.leads, p99: r.latency.p99 })
      answered += r['2xx'] / 3 // the page, the challenge and the post each answered 2xx
      failures += r.non2xx + r.errors + r.timeouts
      console.log(
        `flow ${round}   page + post on ${urls.site}: ${r.leads.toFixed(0)} leads/s   p50 ${r.latency.p50} ms   p99 ${r.latency.p99} ms   non-2xx ${r.non2xx}`,
      )
    }
    child.kill('SIGTERM')
    await exited

    const db = new Database(path.join(dir, 'data', 'leads.db'), { readonly: true })
    const stored = (db.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n
    const spam = (db.prepare("SELECT count(*) AS n FROM leads WHERE status = 'spam'").get() as { n: number }).n
    const reasons = db.prepare('SELECT spam_reasons AS r, count(*) AS n FROM leads GROUP BY 1 ORDER BY 2 DESC LIMIT 3').all()
    db.close()

    const ratio = median(ratios)
    const p99 = median(p99s)
    const flowLeads = median(flows.map((f) => f.leads))
    const flowP99 = median(flows.map((f) => f.p99))
    console.log(
      `api / bare, median of ${rounds} rounds: ${(ratio * 100).toFixed(0)} % (rounds: ${ratios.map((r) => (r * 100).toFixed(0)).join(', ')} %; ` +
        `target >= 50 %); api p99, median: ${p99} ms (target <= 20 ms)`,
    )
    console.log(
      `stored leads: ${stored}, ${spam} judged spam (signals: ${JSON.stringify(reasons)}); answered 201: ${answered}; ` +
        `every 201 stored: ${stored >= answered ? 'yes' : 'NO'}`,
    )
    console.log(
      `page + post flow, median of ${rounds} rounds: ${flowLeads.toFixed(0)} leads/s (target >= 2,000), p99 ${flowP99} ms (target <= 25 ms)`,
    )
    const met = ratio >= 0.5 && p99 <= 20 && flowLeads >= 2_000 && flowP99 <= 25 && failures === 0 && stored >= answered
    console.log(met ? 'targets met' : 'TARGETS MISSED')
  } finally {
    child.kill('SIGKILL')
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv[2] === '--serve') await serve(process.argv[3]!)
else await main()
