/**
 * Solves one proof-of-work challenge of the quote API off the main thread (see sections/_services/proof-of-work.ts): the visitor's
 * typing and scrolling never wait on it. The browser's own SHA-256 (Web Crypto) does the hashing.
 */
import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/sha'

const scope = globalThis as unknown as {
  onmessage: ((event: MessageEvent<Challenge>) => void) | null
  postMessage(message: unknown): void
}

scope.onmessage = (event) => {
  solveChallenge({ challenge: event.data, deriveKey, timeout: 60_000 }).then(
    (solution) => scope.postMessage(solution),
    () => scope.postMessage(null),
  )
}
