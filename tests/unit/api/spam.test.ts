import { createHmac, randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { FORM_TOKEN_STALE_MS, FormTokens, HmacSha256, readCookie } from '../../../api/form-token'
import { judge } from '../../../api/spam'
import { asBrowser, makeApp, validLead } from './helpers'

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

  it('is an HttpOnly, SameSite=Lax cookie, Secure over HTTPS', () => {
    expect(tokens.cookie(false)).toMatch(/^form_token=v1\.[^;]+; Path=\/; Max-Age=604800; HttpOnly; SameSite=Lax$/)
    expect(tokens.cookie(true)).toMatch(/; Secure$/)
    expect(readCookie('a=1; form_token=abc; b=2', 'form_token')).toBe('abc')
    expect(readCookie('xform_token=abc', 'form_token')).toBeUndefined()
    expect(readCookie('a=form_token=x;form_token=abc', 'form_token')).toBe('abc')
  })

  it('can be set by a server that renders pages itself (the dev server): app.formTokenCookie', async () => {
    const t = await makeApp()
    try {
      const cookie = t.app.formTokenCookie(false).split(';', 1)[0]!
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', ...asBrowser(validLead(), cookie) })
      expect(res.statusCode).toBe(201)
      const list = await t.app.inject({ url: '/api/contact-requests', headers: { authorization: 'Bearer test-admin-token-0123456789' } })
      expect(list.json().items[0]).toMatchObject({ status: 'ok' })
    } finally {
      await t.cleanup()
    }
  })
})

describe('spam judgement', () => {
  const fresh = { state: 'valid', id: 'x'.repeat(16), ageMs: 60_000, tooFast: false, stale: false } as const
  const verdict = (patch: Record<string, string>, token: Parameters<typeof judge>[1]['token'] = fresh, honeypot = false) =>
    judge({ ...validLead(), ...patch } as Parameters<typeof judge>[0], { honeypot, token })

  it('passes a plain lead from a page', () => {
    expect(verdict({})).toEqual({ status: 'ok', score: 0, reasons: [] })
  })

  it.each([
    ['no token', {}, { state: 'missing' }, false, 'spam', ['no-form-token']],
    ['a forged token', {}, { state: 'invalid' }, false, 'spam', ['bad-form-token']],
    ['the honeypot', {}, fresh, true, 'spam', ['honeypot']],
    ['too fast', {}, { ...fresh, tooFast: true }, false, 'suspect', ['too-fast']],
    ['one link', { message: 'Photo: https://photos.example/1' }, fresh, false, 'suspect', ['link']],
    ['three links', { message: 'http://a.example http://b.example www.c.example' }, fresh, false, 'spam', ['links']],
    ['HTML', { message: 'Nice <a href="http://x.example">site</a> here' }, fresh, false, 'spam', ['link', 'html']],
    ['BBCode', { message: 'Visit [url=http://x.example]us[/url] now' }, fresh, false, 'spam', ['link', 'bbcode']],
    ['spam phrases', { message: 'We offer SEO, backlinks and guest post deals.' }, fresh, false, 'spam', ['spam-phrases']],
    ['a link in a name', { firstName: 'www.cheap.example' }, fresh, false, 'spam', ['link-in-name']],
    ['a formula', { lastName: '=HYPERLINK("x")' }, fresh, false, 'suspect', ['formula']],
  ] as const)('%s', (_name, patch, token, honeypot, status, reasons) => {
    const v = verdict(patch, token as Parameters<typeof judge>[1]['token'], honeypot)
    expect(v.status).toBe(status)
    expect(v.reasons).toEqual(reasons)
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
