/**
 * Two server processes on one PostgreSQL, behind nothing (each client talks to one or the other): 200 leads spread
 * over both are listed by each, the SMTP server in this test receives each lead's e-mail exactly once, and the rate
 * limit counts a client's requests across both. Needs TEST_DATABASE_URL (tests/pg.sh); the processes trust X-Forwarded-For
 * from loopback so this test can play 200 different clients.
 */
import { randomUUID } from 'node:crypto'
import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { powHeader } from '../../../api/pow'
import { freePort } from '../../helpers/free-port'
import { ADMIN_TOKEN, type ServerChild, siteDir, startServer } from '../../bench/server-child'
import { removeDir, tempDir, until, validLead } from './helpers'
import { mimePart, type Sink, startSmtp } from './smtp'

const PG_URL = process.env.TEST_DATABASE_URL
if (!PG_URL && process.env.REQUIRE_POSTGRES === '1')
  throw new Error('REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: run through tests/pg.sh')

const dir = tempDir('two-instances-')
const servers: ServerChild[] = []
let smtp: Sink | undefined
const admin = PG_URL ? new pg.Pool({ connectionString: PG_URL, max: 1 }) : undefined
const schema = `two_${randomUUID().replaceAll('-', '')}`

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()))
  await smtp?.close()
  await admin?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
  await admin?.end()
  removeDir(dir)
})

/** A visitor at `ip`: loads a page from `server`, takes the form's token and solves its proof of work, sends the form. */
async function visit(server: ServerChild, ip: string, body: object) {
  const headers = { 'x-forwarded-for': ip, 'user-agent': 'Mozilla/5.0 (two-instance test)' }
  await fetch(`${server.base}/`, { headers })
  const answer = await fetch(`${server.base}/api/contact/challenge`, { headers })
  const token = answer.headers.get('x-form-token') ?? ''
  const challenge = (await answer.json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  return fetch(`${server.base}/api/contact`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'x-form-token': token, 'x-altcha': powHeader(challenge, solution!) },
    body: JSON.stringify(body),
  })
}

async function listAll(server: ServerChild): Promise<string[]> {
  const ids: string[] = []
  let query = 'status=all&pageSize=100'
  for (;;) {
    const res = await fetch(`${server.base}/api/contact-requests?${query}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })
    const page = (await res.json()) as { items: { id: string }[]; nextCursor: number | null }
    ids.push(...page.items.map((l) => l.id))
    if (page.nextCursor === null) return ids
    query = `status=all&pageSize=100&before=${page.nextCursor}`
  }
}

describe.skipIf(!PG_URL)('two instances on one PostgreSQL', () => {
  it('list every lead posted to either, mail each exactly once, and rate limit a client across both', async () => {
    await admin!.query(`CREATE SCHEMA ${schema}`)
    const url = new URL(PG_URL!)
    url.searchParams.set('options', `-c search_path=${schema}`)
    const smtpPort = await freePort()
    smtp = await startSmtp(smtpPort)
    const env = {
      DATA_DIR: dir,
      SITE_DIR: siteDir(dir),
      DATABASE_URL: url.toString(),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NOTIFY_TO: 'office@example.com',
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_MAX: '3',
      POW_DIFFICULTY: '1000',
      FORM_MIN_SECONDS: '0',
    }
    const [a, b] = await Promise.all([startServer(env), startServer(env)])
    servers.push(a!, b!)

    // 200 visitors, each from its own address and e-mail domain, alternating between the two instances.
    const answered: string[] = []
    const queue = Array.from({ length: 200 }, (_, i) => i)
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let i = queue.shift(); i !== undefined; i = queue.shift()) {
          const lead = { ...validLead(), email: `owner${i}@house${i}.example`, message: `Kitchen number ${i}: quartz, 40 sq ft.` }
          const res = await visit(i % 2 ? b! : a!, `198.51.${i >> 8}.${i & 255}`, lead)
          expect(res.status).toBe(201)
          answered.push(((await res.json()) as { id: string }).id)
        }
      }),
    )
    expect(new Set(answered).size).toBe(200)

    // Each instance lists all 200, whichever stored them.
    for (const server of [a!, b!]) expect((await listAll(server)).sort()).toEqual([...answered].sort())

    // Each lead mailed once: both outboxes drain the one table, each row claimed by one of them.
    const references = () => smtp!.messages.map((m) => /Lead id: ([0-9a-f-]{36})/.exec(mimePart(m, 'text/plain'))?.[1])
    await until(() => smtp!.messages.length >= 200, 30_000, '200 e-mails')
    await new Promise((r) => setTimeout(r, 2_000)) // a second copy of any mail would arrive by now
    expect(smtp!.messages).toHaveLength(200)
    expect(new Set(references())).toEqual(new Set(answered))
    // All real leads: none held back as spam or marked.
    const { rows } = await admin!.query(`SELECT status, count(*)::int AS n FROM ${schema}.leads GROUP BY status`)
    expect(rows).toEqual([{ status: 'ok', n: 200 }])

    // One client, five requests, alternating instances: the limit of 3 per minute holds across both.
    const statuses: number[] = []
    for (let i = 0; i < 5; i++) {
      const res = await visit(i % 2 ? b! : a!, '203.0.113.50', {
        ...validLead(),
        email: `x${i}@limit${i}.example`,
        message: `Limit test ${i}.`,
      })
      statuses.push(res.status)
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429])
  }, 120_000)
})
