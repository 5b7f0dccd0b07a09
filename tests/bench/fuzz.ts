/**
 * Hostile-input fuzz of the real server (api/server.ts in a child process), on SQLite and — when
 * TEST_DATABASE_URL is set — PostgreSQL:
 *   node --import tsx tests/bench/fuzz.ts [requests per store = 10500]
 *
 * Malformed requests of every kind, over raw sockets: bad JSON, wrong types, huge and deep bodies, control
 * characters and lone surrogates in every field, path traversal, bad percent-encoding and bytes, broken
 * framing and headers, hostile form posts and queries, every method on every path. Checks: no 5xx, no
 * "request failed" in the server's log, every response carries the security headers, a bad URL is never
 * echoed, the server is alive and healthy at the end, and no lead it answered with 201 is missing. The counted events'
 * endpoint gets a flood of valid batches with distinct pages, sections, labels and campaigns from one address beside
 * its hostile ones: its storage must stay within the counter's caps.
 * Prints the figures; exits 1 on any failure. Deterministic (seeded).
 */
import { spawnSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { CAPS, OTHER, siteRoutes } from '../../api/events/counter'
import { EVENT_BATCH_BYTES, EVENTS_PATH } from '../../schemas/attribution'
import { validLead } from '../unit/api/helpers'
import { ADMIN_TOKEN, httpBytes, type RawResponse, rawRequest, siteDir, startServer } from './server-child'

let seed = 0x2f6e2b1
/** xorshift32: the same run every time. */
function rand(): number {
  seed ^= seed << 13
  seed ^= seed >>> 17
  seed ^= seed << 5
  return (seed >>> 0) / 0x100000000
}
const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!
const int = (n: number) => Math.floor(rand() * n)

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'location', 'service', 'message', 'website'] as const
const PATHS = [
  '/',
  '/contact',
  '/services/granite',
  '/api/contact',
  '/api/contact-requests',
  '/api/events',
  '/api/reports',
  '/api/desk/leads',
  '/api/desk/leads.csv',
  '/api/desk/stats',
  '/api/desk/filters',
  `/api/desk/leads/${randomUUID()}`,
  '/api/desk/leads/x/stage',
  '/desk',
  '/desk/leads/x',
  '/desk/assets/x.js',
  '/api/accounts/sign-in',
  '/api/accounts/session',
  '/api/accounts/sign-out',
  '/api/accounts/sign-out-everywhere',
  '/api/accounts/users',
  '/api/accounts/users/01939e3a-0000-7000-8000-000000000000',
  '/api/accounts/audit',
  '/healthz',
  '/api',
  '/api/nope',
  '/assets/nope.js',
  '/no/such/page',
  '/thank-you',
]
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'PROPFIND', 'SEARCH', 'CONNECT', 'FOO', 'get']
const NASTY = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\u000b',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\u009b',
  '\ud800',
  '\udfff',
  '\ud83d',
  '\uffff',
  '\ufeff',
  '\u202e',
  '\u2028',
  '\r\n',
  '\r',
  '\t',
  '%00',
  '<script>alert(1)</script>',
  "'; DROP TABLE leads; --",
  '=HYPERLINK("http://x")',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log4shell probe, literally
  '${jndi:ldap://x}',
  '../../etc/passwd',
  '😀',
  'é',
  'x'.repeat(6000),
]
const TRAVERSAL = [
  '/../secret.txt',
  '/..%2f..%2fetc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/images/..%5c..%5c.env',
  '/.env',
  '/.git/config',
  '/%2eenv',
  '/images%00/logo.png',
  '//etc/passwd',
  '/assets/../../package.json',
  '/%c0%ae%c0%ae/etc/passwd',
  '/./././',
  '/a/b/c/../../../../',
  '/node_modules/.bin',
  '/index.html%00.js',
  '/\\..\\..\\windows\\win.ini',
]
const BAD_ENCODING = ['/%c0%ae%ff', '/%', '/%zz', '/%E0%A4%A', '/%ff%fe', '/api/%c0', '/contact%', '/%25%', '/%u0041', '/%C0%80']

/** A valid lead with one field mutated. */
function mutatedLead(): Record<string, unknown> {
  const lead: Record<string, unknown> = { ...validLead(), message: `Fuzz lead ${int(1e9)} for a granite island.` }
  const field = pick(FIELDS)
  switch (int(6)) {
    case 0:
      lead[field] = pick([null, 0, -1, 1e308, true, [], {}, [1, 2], { $gt: '' }, { __proto__: { x: 1 } }])
      break
    case 1:
      lead[field] = `${String(lead[field] ?? 'x')}${pick(NASTY)}${pick(NASTY)}`
      break
    case 2:
      delete lead[field]
      break
    case 3:
      lead[pick(['__proto__', 'constructor', 'prototype', 'admin', 'id', 'status', 'spamScore', 'page'])] = 'x'
      break
    case 4:
      lead[field] = pick(NASTY).repeat(1 + int(50))
      break
    default:
      lead[field] = ''
  }
  return lead
}

function badJson(): string {
  const good = JSON.stringify(validLead())
  return pick([
    good.slice(0, int(good.length)),
    `${good},`,
    good.replace('{', '{,'),
    good.replace(/"/g, "'"),
    `\ufeff${good}`,
    good.replace('"Ann"', '"A\\ud800nn"'),
    good.replace('"Ann"', '"A\\u0000nn"'),
    good.replace('"Ann"', 'NaN'),
    good.replace('"Ann"', '1e99999'),
    good.replace('"Ann"', '"\\x41"'),
    `/* c */${good}`,
    `${good}${good}`,
    '[]',
    'null',
    '"just a string"',
    '{"__proto__":{"polluted":1}}',
    '{"constructor":{"prototype":{"polluted":1}}}',
    `${'['.repeat(100_000)}${']'.repeat(100_000)}`.slice(0, 15_000),
    `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`,
    `{"firstName":"${'\\'.repeat(9)}"}`,
    '',
  ])
}

/** `from`: another loopback address (the desk's cases, so the lead list's lockout of the main address does not answer them all). */
type Case = { kind: string; bytes: Buffer; echo?: string; from?: string }

/** Leads answered 201 in the current run: the desk's cases change their stage, notes and spam marks (never delete them). */
const knownLeads: string[] = []

/** The desk's lead API (api/desk/) with the right token from its own address: hostile queries, ids and bodies. */
function deskCase(): Case {
  /** Every byte percent-encoded (a lone surrogate as UTF-8's replacement character, as a browser sends it). */
  const pct = (text: string) => [...Buffer.from(text, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')
  const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` }
  const from = '127.0.0.2'
  const id = pick([
    randomUUID(),
    knownLeads.length ? knownLeads[int(knownLeads.length)]! : randomUUID(),
    randomUUID().toUpperCase(),
    'abc',
    '%00',
    '..%2f..%2fetc',
    'x'.repeat(300),
    "1'%20OR%20'1'%3D'1",
    `${randomUUID()}%00`,
    '00000000-0000-0000-0000-000000000000',
  ])
  const nasty = () => pick([...NASTY, '', ' ', '%', '_', '\\', 'a'.repeat(5001)])
  const query = () =>
    pick([
      `?q=${pct(nasty())}`,
      `?town=${pct(nasty())}&service=${pct(nasty())}`,
      `?before=${pick(['', 'x', 'W10', 'WzFd', 'WyJhIl0', encodeURIComponent(Buffer.from('[1e400]').toString('base64url')), 'A'.repeat(500)])}`,
      `?pageSize=${pick(['0', '-1', '1e9', '100', '101', 'x', '%00'])}`,
      `?from=${pick(['2026-02-30', 'x', '1900-01-01', '2026-12-01'])}&to=${pick(['2026-01-01', '9999-12-31', ''])}`,
      `?stage=${pick(['won', 'WON', 'new', '%00', 'x'])}&spam=${pick(['review', 'all', 'spam', 'x'])}`,
      `?form=${pick(['dealer', 'x'])}&page=${pct(nasty())}&campaign=${pct(nasty())}`,
      `?language=${pick(['es', 'en', 'ES', 'es-US', 'x', '%00', ''])}`,
      '?stage[]=won',
      '?q=a&q=b',
      '?__proto__=1',
      `?${Array.from({ length: 500 }, (_, k) => `p${k}=1`).join('&')}`,
      '',
    ])
  const body = () =>
    pick<string>([
      JSON.stringify({ stage: pick(['new', 'contacted', 'quote_sent', 'won', 'lost', 'x', null, 1]) }),
      JSON.stringify({ stage: 'won', amountCents: pick([640000, 0, -1, 1.5, 1e308, '6400', null, 2 ** 60]) }),
      JSON.stringify({ stage: 'lost', reason: nasty() }),
      JSON.stringify({ text: nasty() }),
      JSON.stringify({ text: pick(NASTY), extra: 1 }),
      JSON.stringify({ spam: pick([true, false, 'yes', null, 0]) }),
      JSON.stringify({ __proto__: { stage: 'won' } }),
      badJson(),
    ])
  const json = { 'Content-Type': pick(['application/json', 'application/json; charset=utf-8', 'text/plain']) }
  switch (int(8)) {
    case 0:
      return { kind: 'desk: inbox queries', bytes: httpBytes('GET', `/api/desk/leads${query()}`, auth), from }
    case 1:
      return {
        kind: 'desk: CSV, figures and filter values',
        bytes: httpBytes('GET', `/api/desk/${pick(['leads.csv', 'stats', 'filters'])}${query()}`, auth),
        from,
      }
    case 2:
      return { kind: 'desk: a lead by id', bytes: httpBytes(pick(['GET', 'HEAD']), `/api/desk/leads/${id}`, auth), from }
    case 3:
      return { kind: 'desk: stage changes', bytes: httpBytes('PATCH', `/api/desk/leads/${id}/stage`, { ...auth, ...json }, body()), from }
    case 4:
      return { kind: 'desk: notes', bytes: httpBytes('POST', `/api/desk/leads/${id}/notes`, { ...auth, ...json }, body()), from }
    case 5:
      return { kind: 'desk: spam marks', bytes: httpBytes('POST', `/api/desk/leads/${id}/spam`, { ...auth, ...json }, body()), from }
    case 6:
      // Deletion of ids no lead has (every lead answered 201 must be found at the end).
      return { kind: 'desk: deletions', bytes: httpBytes('DELETE', `/api/desk/leads/${pick([randomUUID(), 'abc', '%00'])}`, auth), from }
    default:
      return {
        kind: 'desk: without the token',
        bytes: httpBytes(pick(['GET', 'PATCH', 'DELETE']), `/api/desk/leads/${id}`, { Authorization: 'Bearer wrong' }),
      }
  }
}

const BROWSER_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

/** A valid counted event with values no one sent before: a flood of distinct keys. */
function floodEvent(): Record<string, string> {
  const kind = pick(['view', 'start', 'call', 'cta'])
  const page = pick(['/', '/contact', '/services/granite', `/flood-${int(1e9)}`, `/services/x${int(1e6)}/`])
  if (kind === 'view') return { kind, page }
  if (kind === 'call') return { kind, page, section: `s${int(1e6)}`, label: pick(['tel', 'sms', 'mailto']) }
  return { kind, page, section: `s${int(1e6)}`, label: `Button ${int(1e9)}` }
}

/** POST /api/events: floods of valid batches, and hostile ones (types, values, keys, sizes, headers). */
function eventsCase(): Case {
  const post = (body: string | Buffer, extra: Record<string, string> = {}) =>
    httpBytes(
      'POST',
      EVENTS_PATH,
      { 'Content-Type': pick(['text/plain;charset=UTF-8', 'application/json']), 'User-Agent': BROWSER_UA, ...extra },
      body,
    )
  const batch = () => ({
    events: Array.from({ length: 1 + int(20) }, floodEvent),
    campaign: { source: `src${int(1e9)}`, campaign: `c${int(1e9)}` },
  })
  switch (int(6)) {
    case 0:
    case 1:
      return { kind: 'events: flood of distinct keys', bytes: post(JSON.stringify(batch())) }
    case 2: {
      const b = batch() as { events: Record<string, unknown>[]; campaign: Record<string, unknown> }
      const target = rand() < 0.3 ? b.campaign : b.events[int(b.events.length)]!
      const key = pick(['kind', 'page', 'section', 'label', 'source', 'campaign', '__proto__', 'constructor', 'ip', 'term'])
      target[key] = pick([
        null,
        0,
        1e308,
        true,
        [],
        {},
        'lead',
        'view',
        `/${pick(NASTY)}`,
        `x${pick(NASTY)}`,
        pick(NASTY).repeat(1 + int(5)),
      ])
      return { kind: 'events: wrong types and values', bytes: post(JSON.stringify(b)) }
    }
    case 3:
      return {
        kind: 'events: bad JSON',
        bytes: post(
          pick([
            badJson(),
            '{"events":[{"kind":"view","page":"/","__proto__":{"polluted":1}}]}',
            '{"events":[{"kind":"lead","page":"/"}]}',
            `{"events":[${'{"kind":"view","page":"/"},'.repeat(int(30))}]}`,
            Buffer.from(Array.from({ length: 20 + int(200) }, () => int(256))).toString('latin1'),
          ]),
        ),
      }
    case 4:
      return {
        kind: 'events: huge body',
        bytes: post(
          pick([
            JSON.stringify({ events: Array(1000).fill({ kind: 'view', page: '/' }) }),
            JSON.stringify({ events: [{ kind: 'view', page: '/' }], pad: 'x'.repeat(EVENT_BATCH_BYTES) }),
            `${'['.repeat(EVENT_BATCH_BYTES)}`,
          ]),
        ),
      }
    default: {
      const headers = pick<Record<string, string>>([
        { Origin: 'https://evil.example' },
        { Origin: 'null' },
        { 'Sec-Fetch-Site': 'cross-site' },
        { 'Sec-Purpose': 'prefetch' },
        { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
        { 'User-Agent': '' },
        { 'Sec-GPC': '1' },
        { DNT: '1' },
        { 'Content-Type': pick(['application/x-www-form-urlencoded', 'text/html', 'multipart/form-data', 'application/json\u0000']) },
      ])
      return { kind: 'events: hostile headers', bytes: post(JSON.stringify(batch()), headers) }
    }
  }
}

/**
 * The desk's accounts (/api/accounts/*): sign-ins with hostile bodies and headers, the owner's user routes with the
 * ADMIN_TOKEN bearer (an owner) or a wrong one, hostile ids and queries, forged session cookies and CSRF tokens.
 */
function accountsCase(desk: Record<string, string>): Case {
  const hostile = () =>
    pick<unknown>([null, 0, -1, 1e308, true, [], {}, '', { $gt: '' }, `x${pick(NASTY)}`, pick(NASTY).repeat(1 + int(40)), 'owner'])
  const mutate = (base: Record<string, unknown>) => {
    const body: Record<string, unknown> = { ...base }
    if (rand() < 0.8) body[pick([...Object.keys(base), '__proto__', 'constructor', 'id', 'passwordHash', 'extra'])] = hostile()
    return rand() < 0.1 ? badJson() : JSON.stringify(body)
  }
  // The owner's session (cookie, CSRF token, same origin) mostly; else the bearer, right or wrong (which soon locks out).
  const bearer = rand() < 0.8 ? desk : { Authorization: `Bearer ${pick([ADMIN_TOKEN, 'wrong-token-wrong-token'])}` }
  const session = pick<Record<string, string>>([
    {},
    { Cookie: `desk_session=${'A'.repeat(43)}` },
    { Cookie: `desk_session=${pick(NASTY)}` },
    { Cookie: `desk_session=${'x'.repeat(5000)}; desk_session=y` },
    { Cookie: 'desk_session=', 'X-CSRF-Token': pick(NASTY) },
  ])
  const origin = pick<Record<string, string>>([
    {},
    {},
    { Origin: 'https://evil.example' },
    { Origin: 'null' },
    { 'Sec-Fetch-Site': 'cross-site' },
  ])
  const send = (method: string, target: string, headers: Record<string, string>, body = '') =>
    httpBytes(
      method,
      target,
      body ? { 'Content-Type': pick(['application/json', 'text/plain', 'application/x-www-form-urlencoded']), ...headers } : headers,
      body,
    )
  const id = pick([randomUUID(), '..%2f..%2fetc', '%00', 'x'.repeat(300), '%c0%ae', '1', "'; DROP TABLE desk_users; --"])
  const user = { email: `fuzz-${int(1e9)}@example.com`, name: 'Fuzz', role: pick(['owner', 'marketer']), password: 'fuzz-password-123' }
  switch (int(6)) {
    case 0:
      return {
        kind: 'accounts: sign-in',
        bytes: send('POST', '/api/accounts/sign-in', { ...origin, ...session }, mutate({ email: user.email, password: user.password })),
      }
    case 1:
      return { kind: 'accounts: users (owner)', bytes: send('POST', '/api/accounts/users', { ...bearer, ...origin }, mutate(user)) }
    case 2:
      return {
        kind: 'accounts: user ids',
        bytes: send(
          pick(['PATCH', 'DELETE']),
          `/api/accounts/users/${id}`,
          { ...bearer, ...origin },
          mutate({ role: 'marketer', name: 'x' }),
        ),
      }
    case 3: {
      const query = pick([
        '',
        '?pageSize=0',
        '?pageSize=1e9',
        '?before=-1',
        '?before=%00',
        '?pageSize[]=1',
        '?__proto__=1',
        '?before=99999999999999999999',
      ])
      return {
        kind: 'accounts: audit and session',
        bytes: send('GET', pick([`/api/accounts/audit${query}`, '/api/accounts/session']), { ...bearer, ...session }),
      }
    }
    default:
      return {
        kind: 'accounts: sign-out',
        bytes: send(
          'POST',
          pick(['/api/accounts/sign-out', '/api/accounts/sign-out-everywhere']),
          { ...origin, ...session },
          pick(['', '{}', badJson()]),
        ),
      }
  }
}

function makeCase(i: number, token: string, desk: Record<string, string>): Case {
  const json = (body: string | Buffer, extra: Record<string, string> = {}) =>
    httpBytes(
      'POST',
      '/api/contact',
      { 'Content-Type': pick(['application/json', 'application/json; charset=utf-8', 'APPLICATION/JSON']), ...extra },
      body,
    )
  switch (i % 17) {
    case 0:
      return { kind: 'bad JSON', bytes: json(badJson()) }
    case 1:
      return { kind: 'wrong types and values', bytes: json(JSON.stringify(mutatedLead()), rand() < 0.5 ? { 'X-Form-Token': token } : {}) }
    case 2: {
      const size = pick([16 * 1024 + 1, 64 * 1024, 200 * 1024, 1024 * 1024])
      return { kind: 'huge body', bytes: json(`{"message":"${'x'.repeat(size)}"}`) }
    }
    case 3:
      return {
        kind: 'deep nesting',
        bytes: json(pick([`${'['.repeat(8000)}${']'.repeat(8000)}`, `${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`])),
      }
    case 4: {
      const lead: Record<string, string> = { ...validLead() }
      lead[pick(FIELDS)] = `x${pick(NASTY)}y${pick(NASTY)}`
      return { kind: 'control characters', bytes: json(JSON.stringify(lead), { 'X-Form-Token': token }) }
    }
    case 5: {
      const target = pick(TRAVERSAL)
      return { kind: 'traversal', bytes: httpBytes(pick(['GET', 'HEAD']), target) }
    }
    case 6: {
      const target = pick(BAD_ENCODING)
      return { kind: 'bad encoding (URL)', bytes: httpBytes(pick(['GET', 'POST', 'HEAD']), target), echo: target }
    }
    case 7: {
      // Raw bytes that are not UTF-8 in the body and in the path.
      const junk = Buffer.from(Array.from({ length: 20 + int(200) }, () => int(256)))
      return rand() < 0.5
        ? { kind: 'bad encoding (body bytes)', bytes: json(Buffer.concat([Buffer.from('{"firstName":"'), junk, Buffer.from('"}')])) }
        : {
            kind: 'bad encoding (path bytes)',
            bytes: Buffer.concat([
              Buffer.from('GET /'),
              junk.filter((b) => b > 32 && b !== 127),
              Buffer.from(' HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
            ]),
          }
    }
    case 9:
      return eventsCase()
    case 8: {
      const method = pick(METHODS)
      const target = pick(PATHS)
      const headers: Record<string, string> = rand() < 0.3 ? { Authorization: `Bearer ${pick([ADMIN_TOKEN, 'wrong', ''])}` } : {}
      const body = ['GET', 'HEAD', 'get'].includes(method) ? '' : JSON.stringify(validLead())
      if (body) headers['Content-Type'] = 'application/json'
      return { kind: 'every method on every path', bytes: httpBytes(method, target, headers, body) }
    }
    case 10: {
      const body = JSON.stringify(validLead())
      const framing = pick<Record<string, string>>([
        { 'Content-Length': '-1' },
        { 'Content-Length': 'abc' },
        { 'Content-Length': String(body.length + 50) },
        { 'Content-Length': '1, 2' },
        { 'Content-Length': '99999999999999999999' },
        { 'Transfer-Encoding': 'chunked' },
        { 'Transfer-Encoding': 'gzip, chunked', 'Content-Length': '5' },
        { 'Transfer-Encoding': 'xchunked' },
      ])
      return { kind: 'broken framing', bytes: httpBytes('POST', '/api/contact', { 'Content-Type': 'application/json', ...framing }, body) }
    }
    case 11: {
      const headers = pick<Record<string, string>>([
        { 'X-Big': 'a'.repeat(20_000) },
        { 'Content-Type': 'application/json\u0000' },
        { 'X-Form-Token': 'x'.repeat(4000) },
        { 'X-Form-Token': 'v1.zzzzzzzzzzzzz.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA' },
        { 'Idempotency-Key': pick(['', ' ', 'x'.repeat(300), 'ключ', 'a b']) },
        { 'X-Forwarded-For': '1.2.3.4, 5.6.7.8' },
        { Host: '' },
        { Accept: '*/*'.repeat(1000) },
        { 'Content-Type': 'application/json; charset=utf-16' },
        // Attribution beside the lead (schemas/attribution.ts): bad values are dropped, never the lead.
        {
          'X-Attribution': pick([
            'f.source=%00%1f&l.medium=%ZZ',
            `l.source=${'x'.repeat(5000)}`,
            'f.referrer=javascript:1&f.at=9999-99',
            '\u00ff\u00fe=%C0%80',
          ]),
        },
        { Referer: pick(['javascript:alert(1)', 'http://evil.example/contact', `http://127.0.0.1/${'a'.repeat(2000)}`, 'http://[::1']) },
        { 'Sec-GPC': '1', 'X-Attribution': 'f.source=google&l.source=bing&device=phone' },
      ])
      return {
        kind: 'hostile headers',
        bytes: httpBytes('POST', '/api/contact', { 'Content-Type': 'application/json', ...headers }, JSON.stringify(validLead())),
      }
    }
    case 12: {
      const form = pick([
        'firstName=%&lastName=%ZZ',
        '&&&&===',
        `firstName=${'a'.repeat(20_000)}`,
        '__proto__[x]=1&constructor[prototype][y]=2',
        'firstName=A&firstName=B&page=../../etc',
        `page=${encodeURIComponent('javascript:alert(1)')}&firstName=%00`,
        new URLSearchParams({ ...validLead(), website: '', page: '/contact' }).toString(),
        new URLSearchParams({ ...validLead(), phone: 'aaaaaaaaaa', page: '/%c0' }).toString(),
      ])
      const origin = pick<Record<string, string>>([
        {},
        { Origin: 'https://evil.example' },
        { Origin: 'null' },
        { Origin: 'http://127.0.0.1' },
        { 'Sec-Fetch-Site': 'cross-site' },
        { 'Sec-Fetch-Site': 'same-origin' },
      ])
      return {
        kind: 'form posts',
        bytes: httpBytes('POST', '/api/contact', { 'Content-Type': 'application/x-www-form-urlencoded', ...origin }, form),
      }
    }
    case 13: {
      if (rand() < 0.4) return deskCase()
      const query = pick([
        '?page=1e9',
        '?pageSize=-1',
        '?status[]=spam',
        '?status=SPAM',
        `?${Array.from({ length: 2000 }, (_, k) => `p${k}=1`).join('&')}`,
        '?page=1&page=2',
        '?%00=1',
        '?page=%ff',
        '?pageSize=100&status=all',
      ])
      const reportQuery = pick([
        '?from=2026-02-30',
        '?from=x&to=y',
        '?from=1900-01-01&to=2999-01-01',
        '?by=visitor',
        '?by[]=page',
        '?format=csv&by=section',
        '?format=csv&by=campaign',
        '?by=day&format=%00',
        '?__proto__=1',
      ])
      return {
        kind: 'hostile queries',
        bytes:
          rand() < 0.5
            ? httpBytes('GET', `/api/contact-requests${query}`, { Authorization: `Bearer ${pick([ADMIN_TOKEN, 'nope-nope-nope-nope'])}` })
            : httpBytes('GET', `/api/reports${reportQuery}`, { Authorization: `Bearer ${pick([ADMIN_TOKEN, 'nope-nope-nope-nope'])}` }),
      }
    }
    case 14:
      return {
        kind: 'garbage request lines',
        bytes: Buffer.from(
          pick([
            'GARBAGE\r\n\r\n',
            'GET / HTTP/9.9\r\nHost: x\r\n\r\n',
            'GET /\r\n\r\n',
            'GET / HTTP/1.1\r\nHost: x\r\nX: a\r\n b\r\nConnection: close\r\n\r\n',
            'GET / HTTP/1.1\r\nHo st: x\r\nConnection: close\r\n\r\n',
            'GET / HTTP/1.1\nHost: x\nConnection: close\n\n',
            '\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
            `GET /${'a'.repeat(70_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
          ]),
          'latin1',
        ),
      }
    case 16:
      return accountsCase(desk)
    default:
      // A valid lead now and then, so the store takes writes while under fire (its 201s are checked afterwards).
      return {
        kind: 'valid leads',
        bytes: json(JSON.stringify({ ...validLead(), message: `Valid lead ${i} during the fuzz run.` }), { 'X-Form-Token': token }),
      }
  }
}

/**
 * The owner's webhooks (/api/desk/webhooks), with the right token (the main run's wrong ones lock the client out):
 * hostile bodies, URLs the target policy refuses (private, loopback, other schemes, 5,000 characters), junk ids and
 * queries, every method. On a generator of its own, so the main run's requests stay what they were. Only disabled
 * endpoints on a public address are made: the server never sends anything out.
 */
function webhookCases(count: number): Case[] {
  let s = 0x5eed1e5
  const r = () => {
    s ^= s << 13
    s ^= s >>> 17
    s ^= s << 5
    return (s >>> 0) / 0x100000000
  }
  const one = <T>(items: readonly T[]): T => items[Math.floor(r() * items.length)]!
  const auth = { Authorization: `Bearer ${ADMIN_TOKEN}` }
  const base = '/api/desk/webhooks'
  const ids = ['ep_0123456789abcdef01234567', 'ep_nope', '..%2f..%2fetc', '%00', 'x'.repeat(3000), '%c0%ae', '1 OR 1=1']
  const urls = [
    'ftp://example.com/',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'data:text/plain,x',
    'http://93.184.215.14/hook',
    'https://127.0.0.1/',
    'https://10.0.0.1/',
    'https://169.254.169.254/latest/meta-data/',
    'https://[::1]/',
    'https://[::ffff:7f00:1]/',
    'https://0x7f.1/',
    'https://2130706433/',
    'https://localhost/',
    'https://user:pw@93.184.215.14/',
    `https://93.184.215.14/${'a'.repeat(5000)}`,
    'https://93.184.215.14/%zz%00',
    'https://[::',
    '',
    ' ',
  ]
  const junk = () => one<unknown>([...NASTY, 42, -1, 1e308, null, true, [], {}, ['lead.created', 7], { $gt: '' }, 'x'.repeat(300)])
  const body = (): string => {
    const valid: Record<string, unknown> = {
      url: 'https://93.184.215.14/hook',
      description: 'CRM',
      events: ['lead.created'],
      enabled: false,
    }
    switch (Math.floor(r() * 7)) {
      case 0:
        return one(['{"url":', '[]', 'null', '"x"', '{"url":"https://93.184.215.14/"}}', `${'['.repeat(5000)}${']'.repeat(5000)}`])
      case 1:
        return JSON.stringify({ ...valid, url: one(urls) })
      case 2:
        return JSON.stringify({ ...valid, [one(['description', 'events', 'url'])]: junk() })
      case 3:
        return JSON.stringify({ ...valid, [one(['secret', 'id', '__proto__', 'constructor', 'lead_cursor'])]: 'whsec_x' })
      case 4:
        return `{"__proto__":{"enabled":true},"url":"https://93.184.215.14/","enabled":false}`
      case 5:
        return JSON.stringify({ ...valid, description: 'x'.repeat(9000) })
      default:
        return JSON.stringify(valid)
    }
  }
  const cases: Case[] = []
  for (let i = 0; i < count; i++) {
    const id = one(ids)
    const json = {
      'Content-Type': one(['application/json', 'application/json', 'text/plain', 'application/x-www-form-urlencoded']),
      ...auth,
    }
    switch (i % 8) {
      case 0:
      case 1:
        cases.push({ kind: 'webhooks: hostile bodies', bytes: httpBytes('POST', base, json, body()) })
        break
      case 2:
        cases.push({ kind: 'webhooks: hostile bodies', bytes: httpBytes('PATCH', `${base}/${id}`, json, body()) })
        break
      case 3: {
        const query = one(['?pageSize=0', '?pageSize=1000', '?before=-1', '?before=1e99', '?x=1', '?pageSize[]=1', '?%00', ''])
        cases.push({ kind: 'webhooks: hostile queries', bytes: httpBytes('GET', `${base}/${id}/deliveries${query}`, auth) })
        break
      }
      case 4: {
        const message = one(['msg_0123456789abcdef0123456789abcdef', 'msg_', '%ff', 'x'.repeat(2000)])
        cases.push({ kind: 'webhooks: hostile ids', bytes: httpBytes('POST', `${base}/deliveries/${message}/replay`, auth) })
        break
      }
      case 5:
        cases.push({
          kind: 'webhooks: hostile ids',
          bytes: httpBytes(one(['DELETE', 'GET']), `${base}/${id}${one(['', '/secret', '/test'])}`, auth),
        })
        break
      case 6:
        cases.push({ kind: 'webhooks: hostile ids', bytes: httpBytes('POST', `${base}/${id}/test`, auth) })
        break
      default: {
        const method = one(METHODS)
        const target = one([base, `${base}/${id}`, `${base}/${id}/deliveries`, `${base}/deliveries`])
        const hasBody = !['GET', 'HEAD', 'get'].includes(method)
        cases.push({
          kind: 'webhooks: every method',
          bytes: httpBytes(method, target, hasBody ? { 'Content-Type': 'application/json', ...auth } : auth, hasBody ? body() : ''),
        })
      }
    }
  }
  return cases
}

/** An owner made with `npm run desk:user` on the server's store, signed in: its session's headers for the accounts cases. */
async function deskOwner(base: string, env: Record<string, string>): Promise<Record<string, string>> {
  const password = 'fuzz-owner-password'
  const { DATABASE_URL: _d, DATA_DIR: _a, ...rest } = process.env
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'api/accounts/cli.ts', '--email', 'owner@example.com', '--role', 'owner'], {
    env: { ...rest, ...env, DESK_PASSWORD: password },
    encoding: 'utf8',
  })
  if (made.status !== 0) throw new Error(`desk:user failed: ${made.stdout}${made.stderr}`)
  const res = await fetch(`${base}/api/accounts/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@example.com', password }),
  })
  if (res.status !== 200) throw new Error(`desk sign-in failed: ${res.status}`)
  const { csrfToken } = (await res.json()) as { csrfToken: string }
  return { Cookie: (res.headers.get('set-cookie') ?? '').split(';', 1)[0]!, 'X-CSRF-Token': csrfToken, 'Sec-Fetch-Site': 'same-origin' }
}

interface Figures {
  requests: number
  byStatus: Map<string, number>
  byKind: Map<string, number>
  serverErrors: string[]
  missingHeaders: string[]
  echoed: string[]
  created: string[]
  unanswered: Map<string, number>
  msByKind: Map<string, number>
  /** The webhooks' answers by status (they must be 2xx and 4xx: bodies validated, refused URLs 400). */
  webhookStatus: Map<number, number>
}

async function run(
  store: string,
  env: Record<string, string>,
  count: number,
  storedIds: (sqliteFile: string) => Promise<string[]>,
  eventRows: (sqliteFile: string) => Promise<{ page: string; label: string; count: number }[]>,
): Promise<boolean> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fuzz-'))
  // A short request deadline: bodies that never arrive (a Content-Length larger than the body) get their 408 sooner.
  const site = siteDir(dir)
  const server = await startServer({
    DATA_DIR: path.join(dir, 'data'),
    SITE_DIR: site,
    RATE_LIMIT_MAX: '1000000',
    EVENTS_RATE_LIMIT_MAX: '1000000',
    REQUEST_TIMEOUT_MS: '2000',
    ...env,
  })
  const started = Date.now()
  knownLeads.length = 0
  const f: Figures = {
    requests: 0,
    byStatus: new Map(),
    byKind: new Map(),
    serverErrors: [],
    missingHeaders: [],
    echoed: [],
    created: [],
    unanswered: new Map(),
    msByKind: new Map(),
    webhookStatus: new Map(),
  }
  try {
    const token = (await fetch(`${server.base}/api/contact/challenge`)).headers.get('x-form-token') ?? ''
    const desk = await deskOwner(server.base, { DATA_DIR: path.join(dir, 'data'), ...env })
    let next = 0
    const take = async (c: Case) => {
      const res: RawResponse = await rawRequest(server.port, c.bytes, 15_000, c.from)
      f.requests++
      f.byKind.set(c.kind, (f.byKind.get(c.kind) ?? 0) + 1)
      f.msByKind.set(c.kind, (f.msByKind.get(c.kind) ?? 0) + res.ms)
      const key = res.status === null ? 'closed without answer' : `${String(res.status)[0]}xx`
      f.byStatus.set(key, (f.byStatus.get(key) ?? 0) + 1)
      if (res.status === null) f.unanswered.set(c.kind, (f.unanswered.get(c.kind) ?? 0) + 1)
      if (res.status !== null && res.status >= 500)
        f.serverErrors.push(`${c.kind}: ${res.status} ${c.bytes.subarray(0, 80).toString('latin1')}`)
      if (res.status !== null && (!res.headers['x-content-type-options'] || !res.headers['content-security-policy'])) {
        f.missingHeaders.push(`${c.kind}: ${res.status} ${c.bytes.subarray(0, 60).toString('latin1')}`)
      }
      if (c.echo && res.body.includes(c.echo)) f.echoed.push(c.echo)
      if (c.kind.startsWith('webhooks') && res.status !== null) f.webhookStatus.set(res.status, (f.webhookStatus.get(res.status) ?? 0) + 1)
      if (res.status === 201 && c.kind === 'valid leads') knownLeads.push((JSON.parse(res.body) as { id: string }).id)
      if (res.status === 201 && !/^(webhooks|desk|accounts)/.test(c.kind)) f.created.push((JSON.parse(res.body) as { id: string }).id)
    }
    // The webhooks first, before the main run's wrong tokens lock this client out of the owner's routes.
    for (const c of webhookCases(WEBHOOK_CASES)) await take(c)
    const worker = async () => {
      while (next < count) await take(makeCase(next++, token, desk))
    }
    await Promise.all(Array.from({ length: 16 }, worker))

    const alive = server.child.exitCode === null
    const health = alive ? await fetch(`${server.base}/healthz`) : undefined
    await server.stop('SIGTERM')
    // (The lead list is locked for this client by now: the fuzz guessed the admin token too often. Read the store.)
    const stored = new Set(await storedIds(path.join(dir, 'data', 'leads.db')))
    const missing = f.created.filter((id) => !stored.has(id))
    // The flood of distinct keys from one address: within the caps (routes of the site, or (other); capped labels).
    const events = await eventRows(path.join(dir, 'data', 'events.db'))
    const sitePages = new Set([...(await siteRoutes(site)), OTHER])
    const strayPages = events.filter((r) => !sitePages.has(r.page)).length
    const labels = new Set(events.map((r) => r.label)).size
    const eventsBounded = events.length <= CAPS.keys && strayPages === 0 && labels <= CAPS.labels + 2
    const failedLogs = server
      .output()
      .split('\n')
      .filter((l) => /"request failed"|Internal server error|uncaught/i.test(l))

    const secs = (Date.now() - started) / 1000
    console.log(`\n${store}: ${f.requests} requests in ${secs.toFixed(1)} s (${(f.requests / secs).toFixed(0)}/s)`)
    console.log(
      `  by kind (requests, mean ms): ${[...f.byKind].map(([k, n]) => `${k} ${n} (${((f.msByKind.get(k) ?? 0) / n).toFixed(0)})`).join(', ')}`,
    )
    console.log(
      `  by status: ${[...f.byStatus]
        .sort()
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    )
    console.log(`  closed without an answer (by kind): ${[...f.unanswered].map(([k, n]) => `${k} ${n}`).join(', ') || 'none'}`)
    console.log(
      `  5xx: ${f.serverErrors.length}   responses without security headers: ${f.missingHeaders.length}   bad URL echoed: ${f.echoed.length}`,
    )
    console.log(
      `  webhooks (${WEBHOOK_CASES} requests first, the owner's token) by status: ${[...f.webhookStatus]
        .sort((a, b) => a[0] - b[0])
        .map(([k, n]) => `${k} ${n}`)
        .join(', ')}`,
    )
    console.log(`  201 answered: ${f.created.length}, stored: ${f.created.length - missing.length}, missing: ${missing.length}`)
    console.log(
      `  events: ${events.reduce((n, r) => n + Number(r.count), 0)} counted in ${events.length} rows, ${labels} labels (caps: ${CAPS.keys} rows, ${CAPS.labels} labels a day), pages not of the site: ${strayPages}`,
    )
    console.log(`  server alive: ${alive ? 'yes' : 'NO'}, /healthz ${health?.status ?? '-'}, errors logged: ${failedLogs.length}`)
    for (const line of [...f.serverErrors, ...f.missingHeaders, ...failedLogs].slice(0, 10)) console.log(`    ${line}`)
    return (
      alive &&
      health?.status === 200 &&
      f.serverErrors.length === 0 &&
      f.missingHeaders.length === 0 &&
      f.echoed.length === 0 &&
      missing.length === 0 &&
      failedLogs.length === 0 &&
      eventsBounded
    )
  } finally {
    await server.stop('SIGKILL')
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

const count = Number(process.argv[2] ?? 10_500)
const WEBHOOK_CASES = 400
const sqliteRows = <T>(file: string, sql: string) => {
  const db = new Database(file, { readonly: true })
  const rows = db.prepare(sql).all() as T[]
  db.close()
  return rows
}
let ok = await run(
  'SQLite',
  {},
  count,
  async (file) => sqliteRows<{ id: string }>(file, 'SELECT id FROM leads').map((r) => r.id),
  async (file) => sqliteRows(file, 'SELECT page, label, count FROM event_counts'),
)
const pgUrl = process.env.TEST_DATABASE_URL
if (pgUrl) {
  const schema = `fuzz_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Pool({ connectionString: pgUrl, max: 1 })
  await admin.query(`CREATE SCHEMA ${schema}`)
  try {
    const url = new URL(pgUrl)
    url.searchParams.set('options', `-c search_path=${schema}`)
    seed = 0x2f6e2b1
    ok =
      (await run(
        'PostgreSQL',
        { DATABASE_URL: url.toString() },
        count,
        async () => (await admin.query<{ id: string }>(`SELECT id FROM ${schema}.leads`)).rows.map((r) => r.id),
        async () => (await admin.query(`SELECT page, label, count FROM ${schema}.event_counts`)).rows,
      )) && ok
  } finally {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`)
    await admin.end()
  }
} else {
  console.log('\nPostgreSQL: skipped (TEST_DATABASE_URL is not set; run through tests/pg.sh)')
}
console.log(ok ? '\nfuzz: passed' : '\nfuzz: FAILED')
process.exit(ok ? 0 : 1)
