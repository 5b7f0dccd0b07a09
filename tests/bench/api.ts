/**
 * Load test of POST /api/contact against a bare Fastify route with a JSON-schema body.
 *   node --import tsx tests/bench/api.ts [seconds=10] [connections=50]
 * Targets: the API reaches >= 50 % of the bare route's req/s, with p99 <= 20 ms.
 *
 * The servers run in a child process (this file with --serve) so autocannon does not
 * share their event loop. Loopback only, bounded by duration. Leads go to a temp SQLite
 * file with synchronous=FULL, and every 201 is checked against the stored rows.
 *
 * Every guard is on: rate limit (set high), form-token check (the client holds a page's
 * cookie), spam judgement, duplicate detection, store deadline. Each request's message is
 * unique (identical posts would be answered as duplicates without a write); both targets
 * get the same bodies.
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
import { buildApp } from '../../api/app'
import { testConfig } from '../../api/config'
import { validLead } from '../unit/api/helpers'

interface AutocannonResult {
  requests: { average: number }
  latency: { p50: number; p99: number }
  non2xx: number
  errors: number
  timeouts: number
  '2xx': number
}
type Autocannon = (opts: Record<string, unknown>) => Promise<AutocannonResult>

/** A unique body per request, cheap to make: the lead with a counter in its message. */
const [HEAD, TAIL] = JSON.stringify({ ...validLead(), message: 'Granite island, about 40 sq ft. #@@' }).split('@@') as [string, string]
let counter = 0
const nextBody = () => `${HEAD}${counter++}${TAIL}`

/** Child: both servers on 127.0.0.1, URLs on stdout, closed on SIGTERM. */
async function serve(dir: string): Promise<void> {
  const siteDir = path.join(dir, 'client')
  fs.mkdirSync(siteDir, { recursive: true })
  fs.writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>bench</title>')
  const api = await buildApp(testConfig({ dataDir: path.join(dir, 'data'), siteDir, rateLimitMax: 1_000_000, logLevel: 'silent' }))

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

  const urls = {
    bare: `${await bare.listen({ port: 0, host: '127.0.0.1' })}/bare`,
    api: `${await api.listen({ port: 0, host: '127.0.0.1' })}/api/contact`,
  }
  console.log(JSON.stringify(urls))
  process.once('SIGTERM', async () => {
    await Promise.all([api.close(), bare.close()])
    process.exit(0)
  })
}

async function measure(name: string, url: string, duration: number, connections: number, cookie: string): Promise<AutocannonResult> {
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon
  const opts = {
    url,
    connections,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        setupRequest: (request: Record<string, unknown>) => ({ ...request, body: nextBody() }),
      },
    ],
  }
  await autocannon({ ...opts, duration: 2 }) // warm-up: JIT, page cache
  const r = await autocannon({ ...opts, duration })
  console.log(
    `${name.padEnd(18)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(3)} ms   ` +
      `p99 ${String(r.latency.p99).padStart(3)} ms   non-2xx ${r.non2xx}   errors ${r.errors + r.timeouts}`,
  )
  return r
}

async function main(): Promise<void> {
  const duration = Number(process.argv[2] ?? 10)
  const connections = Number(process.argv[3] ?? 50)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'))
  const child = spawn(process.execPath, ['--import', 'tsx', import.meta.filename, '--serve', dir], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    const line = await new Promise<string>((resolve, reject) => {
      readline.createInterface({ input: child.stdout! }).once('line', resolve)
      child.once('exit', () => reject(new Error('server process exited early')))
    })
    const urls = JSON.parse(line) as { bare: string; api: string }
    console.log(
      `autocannon: ${connections} connections, ${duration} s per target (+2 s warm-up), ${os.cpus().length} CPUs, load average ${os.loadavg()[0]!.toFixed(1)}\n`,
    )

    const page = await fetch(urls.api.replace('/api/contact', '/'))
    const cookie = (page.headers.get('set-cookie') ?? '').split(';', 1)[0]!
    const bare = await measure('bare POST /bare', urls.bare, duration, connections, cookie)
    const api = await measure('POST /api/contact', urls.api, duration, connections, cookie)
    child.kill('SIGTERM')
    await exited

    const db = new Database(path.join(dir, 'data', 'leads.db'), { readonly: true })
    const stored = (db.prepare('SELECT count(*) AS n FROM leads').get() as { n: number }).n
    db.close()

    const ratio = api.requests.average / bare.requests.average
    console.log(`\napi / bare: ${(ratio * 100).toFixed(0)} % (target >= 50 %); api p99 ${api.latency.p99} ms (target <= 20 ms)`)
    console.log(
      `stored leads: ${stored} (201 answers, measured run alone: ${api['2xx']}; every 201 stored: ${stored >= api['2xx'] ? 'yes' : 'NO'})`,
    )
    console.log(ratio >= 0.5 && api.latency.p99 <= 20 && api.non2xx === 0 && stored >= api['2xx'] ? 'targets met' : 'TARGETS MISSED')
  } finally {
    child.kill('SIGKILL')
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv[2] === '--serve') await serve(process.argv[3]!)
else await main()
