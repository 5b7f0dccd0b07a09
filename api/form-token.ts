/**
 * The challenge a visitor never sees: a signed form token, carried in a header, never in a cookie.
 *
 * Pages are the same bytes for every visitor (no cookie on a page, so any cache may keep them). The quote form's
 * island asks for its proof-of-work challenge when it goes live (GET /api/contact/challenge); that answer carries a
 * fresh token in `X-Form-Token` = issue time + random id + HMAC (the key is a random secret kept in the database, so
 * every instance on one database accepts every instance's tokens), and the island sends it back with the quote
 * request in the same header. A JSON request without a valid token did not come from the site's form (a script
 * posting directly: spam); one sooner than FORM_MIN_SECONDS after its token was issued was not typed by a person (a
 * spam signal); a token older than a day is stale (a weak signal). The store counts the leads per token id, so a
 * replayed token stops counting as a browser after a few uses (each challenge brings a new one). The form posted
 * without JavaScript has no token (api/spam.ts `no-script`).
 *
 * A token is bound to the client it was issued to: it carries a keyed hash of the client's network (api/client-key.ts)
 * and one of its User-Agent. A token used by another browser was harvested (a bot's signal); one used from another
 * network is a phone that moved from Wi-Fi to mobile data as often as a bot (a weak signal). Tokens issued without a
 * client and the older v1 tokens carry no binding and are checked as before.
 */
import { hash, randomFillSync } from 'node:crypto'

/** The header that carries a token: on the challenge's answer, and back with the quote request. */
export const FORM_TOKEN_HEADER = 'x-form-token'
/** Longest header read (a token is at most 64 characters). */
const MAX_TOKEN = 128
/** A token older than a day still counts, as a weak spam signal. */
export const FORM_TOKEN_STALE_MS = 24 * 3_600_000

export type TokenCheck =
  | { state: 'missing' }
  | { state: 'invalid' }
  | {
      state: 'valid'
      id: string
      ageMs: number
      tooFast: boolean
      stale: boolean
      /** Issued to another network than the request's (a weak signal). */
      moved?: boolean
      /** Issued to another User-Agent (a harvested token). */
      otherBrowser?: boolean
    }

/** Who a token is issued to or checked for: the client's network key (client-key.ts) and its User-Agent. */
export interface TokenClient {
  network: string
  userAgent: string | undefined
}

/** The token's binding: 6 characters for the network, 6 for the User-Agent; `0` when issued without a client. */
const UNBOUND = '0'

export class FormTokens {
  private readonly hmac: HmacSha256

  constructor(
    secret: Buffer,
    private readonly minAgeMs: number,
  ) {
    this.hmac = new HmacSha256(secret)
  }

  private mac(body: string): string {
    return this.hmac.digest(body).slice(0, 22)
  }

  /** A keyed hash of the client's network and one of its User-Agent (12 characters). */
  binding(client: TokenClient): string {
    return this.hmac.digest(`n:${client.network}`).slice(0, 6) + this.browser(client.userAgent)
  }

  /** The User-Agent's part of a binding (6 characters): what a proof-of-work challenge is bound to. */
  browser(userAgent: string | undefined): string {
    return this.hmac.digest(`u:${(userAgent ?? '').slice(0, 512)}`).slice(0, 6)
  }

  issue(now = Date.now(), client?: TokenClient): string {
    const body = `v2.${now.toString(36)}.${randomId()}.${client ? this.binding(client) : UNBOUND}`
    return `${body}.${this.mac(body)}`
  }

  check(value: string | undefined, now = Date.now(), client?: TokenClient): TokenCheck {
    if (!value) return { state: 'missing' }
    if (value.length > MAX_TOKEN) return { state: 'invalid' }
    const match = /^(v([12])\.([0-9a-z]{1,11})\.([A-Za-z0-9_-]{16})(?:\.([A-Za-z0-9_-]{12}|0))?)\.([A-Za-z0-9_-]{22})$/.exec(value)
    if (!match) return { state: 'invalid' }
    const [, body, version, issued, id, bound, mac] = match as unknown as [
      string,
      string,
      string,
      string,
      string,
      string | undefined,
      string,
    ]
    if ((version === '2') !== (bound !== undefined)) return { state: 'invalid' }
    if (!sameText(this.mac(body), mac)) return { state: 'invalid' }
    const ageMs = now - Number.parseInt(issued, 36)
    if (ageMs < -60_000) return { state: 'invalid' } // from the future (beyond clock skew): forged or broken
    const check: TokenCheck = { state: 'valid', id, ageMs, tooFast: ageMs < this.minAgeMs, stale: ageMs > FORM_TOKEN_STALE_MS }
    if (bound && bound !== UNBOUND && client) {
      const expected = this.binding(client)
      if (!sameText(expected.slice(0, 6), bound.slice(0, 6))) check.moved = true
      if (!sameText(expected.slice(6), bound.slice(6))) check.otherBrowser = true
    }
    return check
  }
}

const BLOCK = 64
/** Longest message hashed in place (a token's body is 44 characters at most); longer ones are copied. */
const ROOM = 64

/**
 * HMAC-SHA256 (RFC 2104) of ASCII text, as base64url: H((K ^ opad) || H((K ^ ipad) || text)) from two one-shot
 * hashes over buffers made once. The same MAC as `createHmac('sha256', key)` (the tests compare them), without a
 * native hash object per call: under load those cost several times their own hashing in allocation and GC.
 */
export class HmacSha256 {
  private readonly inner = Buffer.alloc(BLOCK + ROOM)
  private readonly outer = Buffer.alloc(BLOCK + 32)

  constructor(key: Buffer) {
    const k = Buffer.alloc(BLOCK)
    ;(key.length > BLOCK ? hash('sha256', key, 'buffer') : key).copy(k)
    for (let i = 0; i < BLOCK; i++) {
      this.inner[i] = k[i]! ^ 0x36
      this.outer[i] = k[i]! ^ 0x5c
    }
  }

  digest(text: string): string {
    const data =
      text.length <= ROOM
        ? this.inner.subarray(0, BLOCK + this.inner.write(text, BLOCK, 'latin1'))
        : Buffer.concat([this.inner.subarray(0, BLOCK), Buffer.from(text, 'latin1')])
    // The inner digest as a latin1 string (one char per byte): no Buffer to allocate for 32 bytes.
    this.outer.write(hash('sha256', data, 'latin1'), BLOCK, 'latin1')
    return hash('sha256', this.outer, 'base64url')
  }
}

/** Constant-time comparison of two strings of the same length (a MAC's characters), without making buffers. */
export function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return diff === 0
}

const pool = Buffer.alloc(12 * 256)
let offset = pool.length

/** 12 random bytes as 16 base64url characters, from a pool refilled every 256 ids (one system call, not one each). */
function randomId(): string {
  if (offset === pool.length) {
    randomFillSync(pool)
    offset = 0
  }
  offset += 12
  return pool.toString('base64url', offset - 12, offset)
}
