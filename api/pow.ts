/**
 * The proof of work a visitor never sees (ALTCHA, with altcha-lib; no third-party service, no widget).
 *
 * When the quote form wakes, the browser fetches a challenge (GET /api/contact/challenge) and solves it in a Web
 * Worker (ui/proof-of-work.ts) while the visitor types; the JSON request carries the solution in the `X-Altcha`
 * header. A challenge is signed with a secret kept in the database (every instance accepts every instance's), expires,
 * and is bound to the browser it was issued to (a keyed hash of its User-Agent; not its network, which a phone changes
 * while its owner types). Without a form token a solution backs one lead (the store counts it as it counts tokens). Solving costs a browser about a second in a worker; a bot posting
 * thousands of leads pays that thousands of times. Checking costs the server one hash and one HMAC.
 *
 * It proves less than it costs to fake for one lead, so it is a signal, not a gate (api/spam.ts): a JSON request
 * without it is suspect, and spam only with another signal; the no-JavaScript form never has it.
 */
import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

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
  | { state: 'valid'; id: string }

export class ProofOfWork {
  constructor(
    private readonly secret: string,
    /** Counters are drawn from [0, maxNumber): the work is half of it on average. */
    private readonly maxNumber: number,
  ) {}

  /** A signed challenge for the client with this binding (FormTokens#binding). */
  challenge(binding: string, now = Date.now()): Promise<Challenge> {
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(this.maxNumber),
      deriveKey,
      expiresAt: Math.floor((now + POW_TTL_MS) / 1000),
      hmacSignatureSecret: this.secret,
      data: { b: binding },
    })
  }

  /** Checks the `X-Altcha` header (base64 of `{ challenge, solution }`) for the client with this binding. */
  async check(header: string | string[] | undefined, binding: string): Promise<PowCheck> {
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
    try {
      const result = await verifySolution({
        challenge,
        solution: payload.solution as Solution,
        deriveKey,
        hmacSignatureSecret: this.secret,
      })
      if (!result.verified) return { state: 'invalid' }
    } catch {
      return { state: 'invalid' }
    }
    if (challenge.parameters.data?.b !== binding) return { state: 'other-client' }
    return { state: 'valid', id: String(challenge.parameters.nonce).slice(0, 32) }
  }
}

/** What a browser sends: the solved challenge as the `X-Altcha` header value (tests and the bench solve in Node). */
export function powHeader(challenge: Challenge, solution: Solution): string {
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}
