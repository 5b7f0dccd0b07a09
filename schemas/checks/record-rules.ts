import { type Collection, collectionNames, collections, type RecordFinding } from '../collections'
import type { CheckContext } from './context'
import type { Json } from './issues'

/**
 * Each record that passed its own schema against the other collections (its collection's `rules`, e.g. a slab against
 * its category's vocabulary), and what is noted without failing (`notes`: what a visitor will see instead).
 */
export function recordRules({ data, validItems, issues, notes }: CheckContext) {
  for (const name of collectionNames) {
    const c = collections[name] as unknown as Collection
    if (c.kind !== 'list' || (!c.rules && !c.notes)) continue
    ;(data[name] as Json[] | undefined)?.forEach((item, i) => {
      if (!validItems[name]?.[i]) return
      const at = (finding: RecordFinding) => ({ file: c.file, path: `items[${i}].${finding.path}`, message: finding.message })
      issues.push(...(c.rules?.(item, data) ?? []).map(at))
      notes.push(...(c.notes?.(item, data) ?? []).map(at))
    })
  }
}
