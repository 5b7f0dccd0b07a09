import { collectionNames, collections } from '../collections'
import { FACT_PATTERN, FACTS_SOURCE } from '../facts'
import { suggest } from '../suggest'
import type { CheckContext } from './context'
import { eachString } from './issues'

/**
 * Site facts named in the records' text: known ones, judged once, in the record's own file. (data/site.json, where
 * the facts are written, names none: its own check in ../collections.ts.)
 */
export function recordFacts(ctx: CheckContext) {
  for (const name of collectionNames) {
    if (name === FACTS_SOURCE) continue
    const { file, kind } = collections[name]
    eachString(ctx.data[name], kind === 'list' ? 'items' : '', factIssues(ctx, file, ''))
  }
}

/**
 * For eachString: every {site.…} in a text is a known fact, with a did-you-mean and the list of facts otherwise. While
 * the facts are unknown (data/site.json missing or invalid) none is judged.
 */
export const factIssues =
  ({ facts, issues }: CheckContext, file: string, path: string) =>
  (text: string, at: string) => {
    if (facts)
      for (const [token, name] of text.matchAll(FACT_PATTERN)) {
        if (name in facts) continue
        const factNames = Object.keys(facts)
        const s = suggest(name, factNames)
        issues.push({
          file,
          path: [path, at].filter(Boolean).join(' › '),
          message: `"${token}" is not a site fact${s ? ` — did you mean "{site.${s}}"?` : ''} — known: ${factNames.map((n) => `{site.${n}}`).join(', ')} (data/site.json)`,
        })
      }
  }
