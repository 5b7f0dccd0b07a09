/**
 * The quote form's invisible proof of work (api/pow.ts): when the form goes live, a challenge is fetched and solved
 * in a Web Worker while the visitor types (about a second of work on a phone); the JSON request then carries the
 * solution in the `X-Altcha` header, leaving the quote contract to the visitor's fields. Nothing of it is in the
 * first-load JavaScript: this module comes with the form's island and the worker with the first challenge.
 *
 * A failure (no Worker, a blocked request, a timeout) sends the request without the header: the server then holds the
 * lead to a stricter judgement, it never refuses it.
 */
import type { Challenge } from 'altcha-lib'

export const POW_HEADER = 'X-Altcha'

let pending: Promise<string | null> | undefined

async function solve(): Promise<string | null> {
  try {
    const res = await fetch('/api/contact/challenge', { credentials: 'include' })
    if (!res.ok) return null
    const challenge = (await res.json()) as Challenge
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

/** Starts solving a challenge now (once: a call while one is under way or solved is a no-op). */
export function startProofOfWork(): void {
  pending ??= solve()
}

/**
 * Sends one request with the proof of work: waits for the solution (at most `timeoutMs`), calls `send` with its
 * header, and once the answer is in (it sets the next form token, which the next challenge is bound to) starts
 * solving the next one, since a solution backs one request.
 */
export async function withProofOfWork<T>(send: (headers: Record<string, string>) => Promise<T>, timeoutMs = 10_000): Promise<T> {
  startProofOfWork()
  const current = pending!
  let timer: ReturnType<typeof setTimeout> | undefined
  const value = await Promise.race([current, new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), timeoutMs)))])
  clearTimeout(timer)
  pending = undefined
  try {
    return await send(value ? { [POW_HEADER]: value } : {})
  } finally {
    startProofOfWork()
  }
}
