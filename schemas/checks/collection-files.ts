import * as v from 'valibot'
import { collectionNames, collections, fileSchema, jsonSchemaFile } from '../collections'
import { FACTS_SOURCE } from '../facts'
import { jsonSchemaOf } from '../json-schema'
import type { CheckContext } from './context'
import type { Issue, Json } from './issues'
import { parseJson } from './parse'
import { ruleIssues, schemaIssues, validatorFor } from './schema-issues'

/** Each collection's file: there and parsed, its "$schema", its records against their schema, each key used once. */
export function collectionFiles(ctx: CheckContext) {
  const { sources, issues, facts, shown, data, keys, validItems } = ctx
  for (const name of collectionNames) {
    const c = collections[name]
    const text = sources.data[c.file]
    if (text === undefined) {
      issues.push({ file: c.file, path: '', message: `file is missing (declared as the "${name}" collection in schemas/collections.ts)` })
      continue
    }
    const parsed = parseJson(c.file, text)
    if (parsed.issue) {
      issues.push(parsed.issue)
      continue
    }
    issues.push(...(parsed.duplicates ?? []))
    const json = parsed.data
    // Records are filled with the site's facts (but the one that gives them) and judged and kept as filled.
    const judged: Json = name === FACTS_SOURCE ? json : shown(json)
    if (json && typeof json === 'object' && json.$schema !== `../schemas/${jsonSchemaFile(name)}`)
      issues.push({
        file: c.file,
        path: '$schema',
        message: `expected "../schemas/${jsonSchemaFile(name)}" so editors can check this file`,
      })
    issues.push(
      ...schemaIssues(
        c.file,
        validatorFor(`collection:${name}`, () => jsonSchemaOf(fileSchema(name), c.file)),
        judged,
        json,
        facts !== undefined,
      ),
    )
    if (c.kind === 'list') {
      const items: Json[] = Array.isArray(json?.items) ? json.items : []
      const judgedItems: Json[] = Array.isArray(judged?.items) ? judged.items : []
      data[name] = judgedItems
      judgedItems.forEach((item, i) => issues.push(...ruleIssues(c.file, `items[${i}]`, c.schema, item)))
      validItems[name] = judgedItems.map((item) => v.safeParse(c.schema, item).success)
      keys[name] = keysOf(c.file, c.key, items, issues)
    } else {
      const { $schema: _, ...judgedRecord } = judged ?? {}
      data[name] = judgedRecord
      issues.push(...ruleIssues(c.file, '', c.schema, judgedRecord)) // its checks JSON Schema cannot say (e.g. a value listed twice)
    }
  }
}

/** The keys of a list collection's records, in file order; a key used twice is an issue at its second record. */
function keysOf(file: string, keyName: string, items: Json[], issues: Issue[]): string[] {
  const seen = new Map<string, number>()
  const keys: string[] = []
  items.forEach((item, i) => {
    const key = item?.[keyName]
    if (typeof key !== 'string') return
    if (seen.has(key))
      issues.push({
        file,
        path: `items[${i}].${keyName}`,
        message: `duplicate ${keyName} "${key}" (also items[${seen.get(key)}]) — each record needs its own`,
      })
    else seen.set(key, i)
    keys.push(key)
  })
  return keys
}
