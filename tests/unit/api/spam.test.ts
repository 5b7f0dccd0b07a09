import { createHmac, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { FORM_TOKEN_STALE_MS, FormTokens, HmacSha256 } from '../../../api/form-token'
import { SIGNALS, type Signal, judge, verdictOf } from '../../../api/spam'
import { asBrowser, formToken, makeApp, validLead } from './helpers'

const secret = Buffer.alloc(32, 3)

describe('form token', () => {
  const tokens = new FormTokens(secret, 3_000)
  const now = 1_800_000_000_000

  it('accepts its own token and reports its age', () => {
    const token = tokens.issue(now - 10_000)
    expect(tokens.check(token, now)).toEqual({
      state: 'valid',
      id: expect.stringMatching(/^[\w-]{16}$/),
      ageMs: 10_000,
      tooFast: false,
      stale: false,
    })
    expect(tokens.check(tokens.issue(now - 1_000), now)).toMatchObject({ state: 'valid', tooFast: true })
    expect(tokens.check(tokens.issue(now - FORM_TOKEN_STALE_MS - 1), now)).toMatchObject({ state: 'valid', stale: true })
  })

  it('refuses a forged, altered, foreign or future token', () => {
    const token = tokens.issue(now - 10_000)
    const [v, issued, id, mac] = token.split('.') as [string, string, string, string]
    expect(tokens.check(undefined, now)).toEqual({ state: 'missing' })
    expect(tokens.check('', now)).toEqual({ state: 'missing' })
    expect(tokens.check(`${v}.${(now - 3_600_000).toString(36)}.${id}.${mac}`, now)).toEqual({ state: 'invalid' }) // older issue time
    expect(tokens.check(`${v}.${issued}.${id.replace(/^./, id[0] === 'A' ? 'B' : 'A')}.${mac}`, now)).toEqual({ state: 'invalid' })
    expect(tokens.check(new FormTokens(Buffer.alloc(32, 4), 0).issue(now - 10_000), now)).toEqual({ state: 'invalid' })
    expect(tokens.check(tokens.issue(now + 120_000), now)).toEqual({ state: 'invalid' })
    expect(tokens.check('x'.repeat(5000), now)).toEqual({ state: 'invalid' })
  })

  it('signs with HMAC-SHA256 exactly as node:crypto does, for any key and text length', () => {
    for (const keyLength of [0, 1, 32, 64, 65, 200]) {
      const key = randomBytes(keyLength)
      const hmac = new HmacSha256(key)
      for (const length of [0, 1, 31, 63, 64, 65, 300]) {
        const text = randomBytes(length).toString('base64url').slice(0, length)
        expect(hmac.digest(text), `key ${keyLength} B, text ${length} chars`).toBe(
          createHmac('sha256', key).update(text).digest('base64url'),
        )
      }
    }
  })

  it('comes with the challenge in X-Form-Token, backs a lead sent back in that header, and no answer sets a cookie', async () => {
    const t = await makeApp()
    try {
      const challenge = await t.app.inject({ url: '/api/contact/challenge' })
      expect(challenge.headers['x-form-token']).toMatch(/^v2\./)
      const token = await formToken(t.app)
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', ...asBrowser(validLead(), token) })
      expect(res.statusCode).toBe(201)
      const list = await t.app.inject({ url: '/api/contact-requests', headers: { authorization: 'Bearer test-admin-token-0123456789' } })
      expect(list.json().items[0]).toMatchObject({ status: 'ok', spamReasons: [] })
      const page = await t.app.inject({ url: '/' })
      for (const answer of [challenge, res, page]) expect(answer.headers['set-cookie']).toBeUndefined()
    } finally {
      await t.cleanup()
    }
  })

  it('is bound to the client: another browser is told apart from another network', () => {
    const phone = { network: '203.0.113.7', userAgent: 'Mozilla/5.0 (iPhone)' }
    const token = tokens.issue(now - 10_000, phone)
    expect(tokens.check(token, now, phone)).toMatchObject({ state: 'valid' })
    expect(tokens.check(token, now, phone)).not.toHaveProperty('moved')
    expect(tokens.check(token, now, { ...phone, network: '198.51.100.9' })).toMatchObject({ state: 'valid', moved: true })
    expect(tokens.check(token, now, { ...phone, userAgent: 'curl/8.0' })).toMatchObject({ state: 'valid', otherBrowser: true })
    // A token altered to claim another binding fails its MAC.
    const [body] = token.split('.').slice(-2)
    expect(tokens.check(token.replace(body!, 'AAAAAAAAAAAA'), now, phone)).toEqual({ state: 'invalid' })
  })
})

describe('spam judgement', () => {
  const fresh = { state: 'valid', id: 'x'.repeat(16), ageMs: 60_000, tooFast: false, stale: false } as const
  // Made for that token: the pair one challenge gives.
  const solved = { state: 'valid', id: 'nonce', token: fresh.id } as const
  const verdict = (
    patch: Record<string, string>,
    token: Parameters<typeof judge>[1]['token'] = fresh,
    honeypot = false,
    /** `native`: the form posted without JavaScript (no proof of work by nature). */
    pow: Parameters<typeof judge>[1]['pow'] | 'native' = solved,
  ) => judge({ ...validLead(), ...patch } as Parameters<typeof judge>[0], { honeypot, token, pow: pow === 'native' ? undefined : pow })

  it('is documented: the policy table in api/README.md names every signal, as spam exactly when it is a bot signal', async () => {
    const readme = (await import('node:fs')).readFileSync(new URL('../../../api/README.md', import.meta.url), 'utf8')
    const rows = new Map([...readme.matchAll(/^\| `([a-z-]+)` +\|[^|]+\|([^|]+)\|$/gm)].map((m) => [m[1]!, m[2]!.trim()] as const))
    expect([...rows.keys()].sort()).toEqual(Object.keys(SIGNALS).sort())
    for (const [signal, { kind, weight }] of Object.entries(SIGNALS)) {
      const says = rows.get(signal)!
      if (kind === 'bot') expect(says, signal).toBe('**spam**')
      else if (kind === 'conditional') expect(says, signal).toMatch(/^suspect alone; \*\*spam\*\* with any other signal/)
      else expect(says, signal).toMatch(weight >= 2 ? /^suspect/ : /^nothing alone/)
    }
  })

  it('never makes spam of signals a person can trigger, even all of them at once; one bot signal is enough', () => {
    const person = (Object.keys(SIGNALS) as Signal[]).filter((s) => SIGNALS[s].kind === 'person')
    const bot = (Object.keys(SIGNALS) as Signal[]).filter((s) => SIGNALS[s].kind === 'bot')
    expect(person.length).toBeGreaterThanOrEqual(10)
    for (const signal of person) expect(verdictOf([signal]).status, signal).not.toBe('spam')
    expect(verdictOf(person).status).toBe('suspect')
    expect(verdictOf(person, true).status).toBe('suspect')
    for (const signal of bot) expect(verdictOf([signal]).status, signal).toBe('spam')
    // The proof of work missing on the JSON path: suspect alone, spam with any other signal.
    expect(verdictOf(['no-proof-of-work']).status).toBe('suspect')
    for (const signal of person) expect(verdictOf(['no-proof-of-work', signal]).status, signal).toBe('spam')
    // The no-JavaScript path (no proof of work by nature): a weak signal alone makes it suspect, never spam.
    expect(verdictOf(['stale-form-token'], true).status).toBe('suspect')
    expect(verdictOf(['stale-form-token']).status).toBe('ok')
  })

  it('passes a plain lead from a page', () => {
    expect(verdict({})).toEqual({ status: 'ok', score: 0, reasons: [] })
  })

  it.each([
    ['no page (no token, no proof of work)', {}, { state: 'missing' }, false, 'spam', ['no-page']],
    ['the token dropped (proof of work solved, no token)', {}, { state: 'missing' }, false, 'suspect', ['no-cookie']],
    ['a forged token', {}, { state: 'invalid' }, false, 'spam', ['bad-form-token']],
    ['a harvested token (another browser)', {}, { ...fresh, otherBrowser: true }, false, 'spam', ['token-other-browser']],
    ['a phone that changed network', {}, { ...fresh, moved: true }, false, 'suspect', ['token-moved']],
    ['the honeypot', {}, fresh, true, 'spam', ['honeypot']],
    ['autofill within seconds', {}, { ...fresh, tooFast: true }, false, 'suspect', ['too-fast']],
    ['one link', { message: 'Photo: https://photos.example/1' }, fresh, false, 'suspect', ['links']],
    [
      'three inspiration links',
      { message: 'Ideas: http://a.example http://b.example www.c.example' },
      fresh,
      false,
      'suspect',
      ['links', 'content-no-project'],
    ],
    // Many links: what a link farm sends, and a homeowner with many photos. Said in a message: suspect at most.
    [
      'a link farm',
      { message: 'http://a.x http://b.x http://c.x http://d.x http://e.x' },
      fresh,
      false,
      'suspect',
      ['link-farm', 'content-no-project'],
    ],
    [
      'an HTML link',
      { message: 'Nice <a href="http://x.example">site</a> here' },
      fresh,
      false,
      'spam',
      ['links', 'link-markup', 'content-no-project'],
    ],
    [
      'BBCode',
      { message: 'Visit [url=http://x.example]us[/url] now' },
      fresh,
      false,
      'spam',
      ['links', 'link-markup', 'content-no-project'],
    ],
    ['bold text', { message: 'I want <b>white</b> quartz please' }, fresh, false, 'suspect', ['html']],
    // A homeowner's share link carries utm_*; a link clicked from an ad or Facebook, a click id: no odd link.
    [
      'share and clicked links',
      { message: 'Like this kitchen https://www.instagram.com/p/Cx1/?utm_source=ig_web_copy_link and https://slabs.example/q?fbclid=Iw1' },
      fresh,
      false,
      'suspect',
      ['links'],
    ],
    [
      'spam phrases (a pitch)',
      { message: 'We offer SEO, backlinks and guest post deals.' },
      fresh,
      false,
      'suspect',
      ['spam-phrases', 'content-solicitation', 'content-no-project'],
    ],
    [
      'a shortened link in a pitch',
      { message: 'Get more customers from Google Maps, see https://bit.ly/3xYz' },
      fresh,
      false,
      'suspect',
      ['links', 'content-solicitation', 'content-links', 'content-no-project'],
    ],
    ['one odd phrase', { message: 'My crypto office needs a granite bar top.' }, fresh, false, 'suspect', ['spam-phrase']],
    ['a link in a name', { firstName: 'www.cheap.example' }, fresh, false, 'spam', ['link-in-name']],
    ['a formula', { lastName: '=HYPERLINK("x")' }, fresh, false, 'suspect', ['formula']],
    ['a phone number first', { message: '+1 914 555 0100 call me about a quartz island' }, fresh, false, 'ok', []],
    ['Russian text', { message: 'Нужна столешница из гранита для кухни' }, fresh, false, 'ok', ['non-latin-message']],
  ] as const)('%s', (name, patch, token, honeypot, status, reasons) => {
    const pow = name.startsWith('no page') ? ({ state: 'missing' } as const) : solved
    const v = verdict(patch, token as Parameters<typeof judge>[1]['token'], honeypot, pow)
    expect(v.status).toBe(status)
    expect(v.reasons).toEqual(reasons)
  })

  it('without the proof of work on the JSON path: suspect alone, spam with another signal', () => {
    expect(verdict({}, fresh, false, { state: 'missing' })).toMatchObject({ status: 'suspect', reasons: ['no-proof-of-work'] })
    expect(verdict({ message: 'Photo: https://photos.example/1' }, fresh, false, { state: 'missing' })).toMatchObject({
      status: 'spam',
      reasons: ['no-proof-of-work', 'links'],
    })
    expect(verdict({}, fresh, false, { state: 'other-client' })).toMatchObject({ status: 'suspect', reasons: ['bad-proof-of-work'] })
    // The no-JavaScript form never has it: not a signal there, but one link is enough for suspect.
    expect(verdict({}, fresh, false, 'native')).toMatchObject({ status: 'ok', reasons: [] })
    expect(verdict({ message: 'Photo: https://photos.example/1' }, fresh, false, 'native')).toMatchObject({ status: 'suspect' })
  })

  it('holds the form sent without JavaScript (no token: pages carry none) as suspect, never as spam without a bot signal', () => {
    const missing = { state: 'missing' } as const
    expect(verdict({}, missing, false, 'native')).toMatchObject({ status: 'suspect', reasons: ['no-script'] })
    expect(verdict({ message: 'Photo: https://photos.example/1' }, missing, false, 'native')).toMatchObject({
      status: 'suspect',
      reasons: ['no-script', 'links'],
    })
    expect(verdict({}, missing, true, 'native')).toMatchObject({ status: 'spam' })
  })

  it('does not flag an ordinary customer message', () => {
    for (const message of [
      'Kitchen remodel, about 45 sq ft of quartz, undermount sink, we close on the house in March.',
      'Need a quote for a bathroom vanity top (60"), white marble if possible. Call after 5pm please!',
      'Hi - my granite island cracked near the seam; can you repair it? Photos available by email.',
    ]) {
      expect(verdict({ message }).status, message).toBe('ok')
    }
  })
})

describe('proof of work', () => {
  it('is checked exactly as altcha-lib checks it: valid, tampered, expired, wrongly solved', async () => {
    const { createChallenge, solveChallenge, verifySolution } = await import('altcha-lib')
    const { deriveKey } = await import('altcha-lib/algorithms/sha')
    const { verifyPow } = await import('../../../api/pow')
    const secret = 'a-secret-for-the-test'
    const make = async (expiresAt: number, data = { b: 'abcdef', t: '' }) => {
      const challenge = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        counter: 37,
        deriveKey,
        expiresAt,
        hmacSignatureSecret: secret,
        data,
      })
      return { challenge, solution: (await solveChallenge({ challenge, deriveKey }))! }
    }
    const later = Math.floor(Date.now() / 1000) + 600
    const good = await make(later)
    const cases: [string, Parameters<typeof verifyPow>[0], unknown, string][] = [
      ['valid', good.challenge, good.solution, secret],
      ['another secret', good.challenge, good.solution, 'another-secret-here'],
      ['a wrong counter', good.challenge, { ...good.solution, counter: good.solution.counter + 1 }, secret],
      ['a wrong key', good.challenge, { ...good.solution, derivedKey: '00'.repeat(32) }, secret],
      [
        'tampered data',
        { ...good.challenge, parameters: { ...good.challenge.parameters, data: { b: 'zzzzzz', t: '' } } },
        good.solution,
        secret,
      ],
      ['no signature', { parameters: good.challenge.parameters }, good.solution, secret],
    ]
    const expired = await make(Math.floor(Date.now() / 1000) - 10)
    cases.push(['expired', expired.challenge, expired.solution, secret])
    for (const [name, challenge, solution, key] of cases) {
      const theirs = (await verifySolution({ challenge, solution: solution as never, deriveKey, hmacSignatureSecret: key })).verified
      expect(verifyPow(challenge, solution, key), name).toBe(theirs)
      expect(theirs, name).toBe(name === 'valid')
    }
  })
})
