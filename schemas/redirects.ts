import * as v from 'valibot'
import { hrefPath } from './routing'

/**
 * Redirects (data/redirects.json): an old address and where it now leads. The server answers the old address —
 * the page and its page data — with the status given (301 by default). `npm run validate` checks that the target
 * is a published page (or an external https address), that no redirect leads to another one (one hop at most), that
 * none loops, and that `from` is not a live page (the page would never be reached).
 */

const d = v.description

export const REDIRECT_STATUSES = [301, 308, 302, 307] as const

export const RedirectSchema = v.strictObject({
  from: v.pipe(
    v.string(),
    v.regex(/^\/[a-z0-9]+(?:[-/][a-z0-9]+)*$/, 'expected a site path of lowercase letters, digits and hyphens like "/old-page"'),
    d('The old address, e.g. "/granite-countertops" (no query, no trailing slash).'),
  ),
  // Not a marked link (./fields.ts Href): a target may be another redirect, which redirectIssues reports as a chain.
  to: v.pipe(
    v.string(),
    v.regex(/^(\/|https:\/\/)/, 'expected a site path like "/services/granite" or an https:// address'),
    d('Where it leads: a site path like "/services/granite", or an https:// address.'),
  ),
  status: v.optional(
    v.pipe(
      v.picklist(REDIRECT_STATUSES, 'expected 301 or 308 (moved for good), or 302 or 307 (for now)'),
      d('301 or 308: moved for good (search engines move the page over); 302 or 307: for now. Default 301.'),
    ),
  ),
})
export type Redirect = v.InferOutput<typeof RedirectSchema>

type Finding = { index: number; path: string; message: string }

/** What JSON Schema cannot say about the redirects: against the pages (`live`: published routes) and each other. */
export function redirectIssues(
  redirects: readonly Redirect[],
  live: ReadonlySet<string>,
  drafts: ReadonlySet<string>,
  didYouMean: (path: string) => string = () => '',
): Finding[] {
  const issues: Finding[] = []
  const byFrom = new Map(redirects.map((r) => [r.from, r]))
  redirects.forEach((r, index) => {
    if (live.has(r.from))
      issues.push({ index, path: 'from', message: `"${r.from}" is a page (pages${r.from}.json): a redirect would hide it — remove one` })
    if (!r.to.startsWith('/')) {
      if (!r.to.startsWith('https://'))
        issues.push({ index, path: 'to', message: 'expected a site path like "/contact" or an https:// address' })
      return
    }
    const target = hrefPath(r.to)
    if (target === r.from) issues.push({ index, path: 'to', message: 'leads to itself' })
    else if (byFrom.has(target)) {
      const next = byFrom.get(target)!
      issues.push({
        index,
        path: 'to',
        message:
          hrefPath(next.to) === r.from
            ? `"${r.from}" and "${target}" lead to each other (a loop) — point both at the page itself`
            : `leads to "${target}", which redirects again to "${next.to}" — point it at "${next.to}" directly (one hop)`,
      })
    } else if (drafts.has(target)) issues.push({ index, path: 'to', message: `leads to "${target}", which is a draft — publish it first` })
    else if (!live.has(target))
      issues.push({ index, path: 'to', message: `leads to "${target}", which is not a page${didYouMean(target)}` })
  })
  return issues
}

/** The redirects the server answers: old path → { to, status }. */
export const redirectTable = (redirects: readonly Redirect[]) =>
  Object.fromEntries(redirects.map((r) => [r.from, { to: r.to, status: r.status ?? 301 }]))
