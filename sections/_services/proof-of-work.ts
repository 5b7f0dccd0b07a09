/**
 * The quote form's invisible proof of work (api/pow.ts) and form token (api/form-token.ts): when the form goes live, a
 * challenge is fetched — its answer carries the form token in `X-Form-Token` — and solved in a Web Worker while the
 * visitor types (about a second of work on a phone); the JSON request then carries both back in headers, leaving the
 * quote contract to the visitor's fields. No cookie. Nothing of it is in the first-load JavaScript: this module comes
 * with the form's island and the worker with the first challenge.
 *
 * A failure (no Worker, a blocked request, a timeout) sends the request with what there is: the server then holds the
 * lead to a stricter judgement, it never refuses it.
 */
import type { Challenge } from 'altcha-lib'

export const POW_HEADER = 'X-Altcha'
export const FORM_TOKEN_HEADER = 'X-Form-Token'

/** One challenge's headers: the token as soon as the challenge came, the proof of work once solved. */
interface Proof {
  token: string | null
  solution: Promise<string | null>
}

let pending: Promise<Proof> | undefined

const NOTHING: Proof = { token: null, solution: Promise.resolve(null) }

async function fetchChallenge(): Promise<Proof> {
  try {
    const res = await fetch('/api/contact/challenge')
    if (!res.ok) return NOTHING
    const token = res.headers.get(FORM_TOKEN_HEADER)
    const challenge = (await res.json()) as Challenge
    return { token, solution: solve(challenge) }
  } catch {
    return NOTHING
  }
}

async function solve(challenge: Challenge): Promise<string | null> {
  try {
    const worker = new Worker(new URL('./proof-of-work.worker.ts', import.meta.url), { type: 'module' })
    const solution = await new Promise<unknown>((resolve) => {
      worker.onmessage = (event) => resolve(event.data)
      worker.onerror = () => resolve(null)
      worker.postMessage(challenge)
    })
    worker.terminate()
    return solution ? btoa(JSON.stringify({ challenge, solution })) : null
  } catch {
    return null
  }
}

/** Resolves to `promise`'s value, or to `fallback` once `until` (epoch ms) has passed. */
function by<T>(promise: Promise<T>, until: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), Math.max(0, until - Date.now()))))
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

/** Starts solving a challenge now (once: a call while one is under way or solved is a no-op). */
export function startProofOfWork(): void {
  pending ??= fetchChallenge()
}

/**
 * Sends one request with the form token and the proof of work: waits for them (at most `timeoutMs`; a challenge that
 * failed to come is asked for once more), calls `send` with their headers, and once the answer is in starts on the
 * next pair, since a token and a solution back one request.
 */
export async function withProofOfWork<T>(send: (headers: Record<string, string>) => Promise<T>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs
  startProofOfWork()
  let proof = await by(pending!, until, NOTHING)
  if (!proof.token) proof = await by(fetchChallenge(), until, NOTHING)
  const solution = await by(proof.solution, until, null)
  pending = undefined
  const headers: Record<string, string> = {}
  if (proof.token) headers[FORM_TOKEN_HEADER] = proof.token
  if (solution) headers[POW_HEADER] = solution
  try {
    return await send(headers)
  } finally {
    startProofOfWork()
  }
}
