import { type Collection, type CollectionFinding, collectionNames, collections, type Singleton } from '../collections'
import type { CheckContext } from './context'

/** Each collection's own check, declared beside it (../collections.ts `check`): its records together, or against the pages. */
export function collectionChecks({ data, validItems, routes, drafts, issues }: CheckContext) {
  const live = new Set([...routes.keys()].filter((route) => !drafts.has(route)))
  for (const name of collectionNames) {
    const c = collections[name] as unknown as Collection | Singleton
    const records = data[name]
    if (!c.check || records === undefined) continue
    if (c.kind === 'list') {
      const at = ({ index, path, message }: CollectionFinding) => ({ file: c.file, path: `items[${index}].${path}`, message })
      issues.push(...c.check(records, { data, live, drafts, valid: validItems[name] ?? [] }).map(at))
    } else issues.push(...c.check(records, { data, live, drafts }).map(({ path, message }) => ({ file: c.file, path, message })))
  }
}
