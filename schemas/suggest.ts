/**
 * "Did you mean" hints for the validator's messages and for the rules of sections and collections (which cannot
 * import the validator: it imports them).
 */

/** Closest candidate by edit distance, for "did you mean" hints. */
export function suggest(value: string, candidates: readonly string[]): string | undefined {
  const distance = (a: string, b: string) => {
    const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)])
    for (let j = 1; j <= b.length; j++) d[0][j] = j
    for (let i = 1; i <= a.length; i++)
      for (let j = 1; j <= b.length; j++)
        d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
    return d[a.length][b.length]
  }
  let best: string | undefined
  let bestScore = Number.POSITIVE_INFINITY
  for (const c of candidates) {
    const score = distance(value.toLowerCase(), c.toLowerCase())
    if (score < bestScore) [best, bestScore] = [c, score]
  }
  return best !== undefined && bestScore <= Math.max(2, Math.floor(value.length / 3)) ? best : undefined
}

/** ` — did you mean "…"?`, or nothing when no candidate is close. */
export const didYouMean = (value: string, candidates: readonly string[]) => {
  const s = suggest(value, candidates)
  return s ? ` — did you mean "${s}"?` : ''
}
