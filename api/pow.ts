/**
 * The proof of work a visitor never sees (ALTCHA, with altcha-lib; no third-party service, no widget).
 *
 * When the quote form wakes, the browser fetches a challenge (GET /api/contact/challenge) and solves it in a Web
 * Worker (sections/_services/proof-of-work.ts) while the visitor types; the JSON request carries the solution in the `X-Altcha`
 * header. A challenge is signed with a secret kept in the database (every instance accepts every instance's), expires,
 * and is bound to the browser it was issued to (a keyed hash of its User-Agent; not its network, which a phone changes
 * while its owner types), and to the form token it was fetched with: one solution backs one lead. A lead whose
 * solution was made for its own token is counted by the token; any other (no cookie, another tab's token) is counted
 * by the challenge, so one solution sent with many fresh tokens makes every lead after the first spam. Solving costs a browser about a second in a worker; a bot posting
 * thousands of leads pays that thousands of times. Checking costs the server one hash and one HMAC.
 *
 * It proves less than it costs to fake for one lead, so it is a signal, not a gate (api/spam.ts): a JSON request
 * without it is suspect, and spam only with another signal; the no-JavaScript form never has it.
 */
import { hash } from 'node:crypto'
import { type Challenge, createChallenge, randomInt, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { HmacSha256, sameText } from './form-token'

export const POW_HEADER = 'x-altcha'
/** A challenge is good for this long (a visitor may take a while over the form). */
export const POW_TTL_MS = 2 * 3_600_000
/** Longest header accepted (a solution is about 500 characters). */
const MAX_HEADER = 2_048

export type PowCheck =
  | { state: 'missing' }
  /** Malformed, wrongly signed, wrongly solved or expired. */
  | { state: 'invalid' }
  /** Solved, but for another client than the one sending it. */
  | { state: 'other-client' }
  /** `id` identifies the challenge (its nonce), so the store can count how many leads one solution backs. */
  | {
      state: 'valid'
      id: string
      /** The form token id the challenge was fetched with ('' without one): a solution backs that token's lead. */
      token: string
    }

export class ProofOfWork {
  private readonly mac: HmacSha256

  private verify(challenge: Challenge, solution: unknown): boolean {
    try {
      return verifyPow(challenge, solution, this.mac)
    } catch {
      return false
    }
  }

  constructor(
    private readonly secret: string,
    /** Counters are drawn from [0, maxNumber): the work is half of it on average. */
    private readonly maxNumber: number,
  ) {
    this.mac = new HmacSha256(Buffer.from(secret, 'utf8'))
  }

  /** A signed challenge for the client with this binding (FormTokens#binding). */
  challenge(binding: string, token = '', now = Date.now()): Promise<Challenge> {
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(this.maxNumber),
      deriveKey,
      expiresAt: Math.floor((now + POW_TTL_MS) / 1000),
      hmacSignatureSecret: this.secret,
      data: { b: binding, t: token },
    })
  }

  /** Checks the `X-Altcha` header (base64 of `{ challenge, solution }`) for the client with this binding. */
  check(header: string | string[] | undefined, binding: string): PowCheck {
    if (header === undefined || header === '') return { state: 'missing' }
    if (typeof header !== 'string' || header.length > MAX_HEADER) return { state: 'invalid' }
    let payload: { challenge?: Challenge; solution?: Solution }
    try {
      payload = JSON.parse(Buffer.from(header, 'base64').toString('utf8'))
    } catch {
      return { state: 'invalid' }
    }
    const challenge = payload?.challenge
    if (!challenge || typeof challenge !== 'object' || typeof challenge.parameters !== 'object' || challenge.parameters === null)
      return { state: 'invalid' }
    if (challenge.parameters.algorithm !== 'SHA-256' || challenge.parameters.cost !== 1) return { state: 'invalid' }
    if (!this.verify(challenge, payload.solution)) return { state: 'invalid' }
    if (challenge.parameters.data?.b !== binding) return { state: 'other-client' }
    const token = challenge.parameters.data?.t
    return { state: 'valid', id: String(challenge.parameters.nonce).slice(0, 32), token: typeof token === 'string' ? token : '' }
  }
}

/**
 * altcha-lib's verifySolution for the challenges made here (SHA-256, cost 1), with node:crypto and no promise: the
 * library's goes through Web Crypto (a key imported per check), about 350 µs of this thread per lead against a few
 * µs here. The tests check both agree on valid, tampered, expired and wrongly solved payloads.
 */
export function verifyPow(challenge: Challenge, solution: unknown, secret: string | HmacSha256, now = Date.now()): boolean {
  const p = challenge.parameters
  if (typeof challenge.signature !== 'string' || !/^[0-9a-f]{64}$/.test(challenge.signature)) return false
  if (p.algorithm !== 'SHA-256' || p.cost !== 1 || (p.keyLength ?? 32) !== 32) return false
  if (typeof p.expiresAt !== 'number' || p.expiresAt < now / 1000) return false
  const mac = typeof secret === 'string' ? new HmacSha256(Buffer.from(secret, 'utf8')) : secret
  // The canonical JSON is ASCII here (hex, numbers, base64url): HmacSha256 hashes it as latin1, as UTF-8 would.
  const text = canonicalJson(p)
  if (NOT_ASCII.test(text)) return false
  if (!sameText(mac.digest(text), Buffer.from(challenge.signature, 'hex').toString('base64url'))) return false
  const { counter, derivedKey } = (solution ?? {}) as Partial<Solution>
  if (typeof derivedKey !== 'string' || !/^(?:[0-9a-f]{2})+$/.test(derivedKey)) return false
  if (!Number.isInteger(counter) || counter! < 0 || counter! > 0xffffffff) return false
  if (!HEX.test(p.nonce) || !HEX.test(p.salt) || typeof p.keyPrefix !== 'string') return false
  // sha256(salt || nonce || counter as uint32, big-endian): the key the counter derives.
  const salt = p.salt.length / 2
  const data = Buffer.alloc(salt + p.nonce.length / 2 + 4)
  data.write(p.salt, 'hex')
  data.write(p.nonce, salt, 'hex')
  data.writeUInt32BE(counter!, data.length - 4)
  const key = hash('sha256', data, 'hex')
  return key === derivedKey && key.startsWith(p.keyPrefix.toLowerCase())
}

const HEX = /^(?:[0-9a-fA-F]{2})*$/
const NOT_ASCII = /[^\x20-\x7e]/

/**
 * altcha-lib's canonical JSON (keys sorted at every level, undefined values dropped), written as one string: what
 * `JSON.stringify` of a key-sorted copy gives, without making the copy (a copy per level was a third of a check).
 */
function canonicalJson(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return JSON.stringify(value) ?? 'null'
  let out = '{'
  for (const key of Object.keys(value).sort()) {
    const v = (value as Record<string, unknown>)[key]
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue
    out += `${out.length > 1 ? ',' : ''}${JSON.stringify(key)}:${canonicalJson(v)}`
  }
  return `${out}}`
}

/** What a browser sends: the solved challenge as the `X-Altcha` header value (tests and the bench solve in Node). */
export function powHeader(challenge: Challenge, solution: Solution): string {
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}
