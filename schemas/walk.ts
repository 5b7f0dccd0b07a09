import * as v from 'valibot'
import { COLLECTION, HREF, IMAGE, TEXT } from './fields'

/**
 * Walks a value together with the valibot schema that describes it and finds every marked leaf (./fields.ts:
 * collection references, image names, links, texts), wherever it sits and whatever its property is called. One walk
 * serves validation (every reference checked), resolution (every image name replaced by its renditions), the
 * editor (completions) and the copies of other languages (every text found), so a new section or collection needs no
 * list of "which props are images" or "which props are words".
 */

export type Marker = { collection?: string; image?: true; href?: true; text?: true }
export type Path = (string | number)[]

type AnySchema = { type: string; pipe?: unknown[]; [key: string]: unknown }
type Visit = (marker: Marker, value: unknown, path: Path) => unknown

/** Metadata markers of a (possibly piped) schema. */
export function markerOf(schema: AnySchema): Marker | undefined {
  let marker: Marker | undefined
  const scan = (items: unknown[] | undefined) => {
    for (const item of items ?? []) {
      const entry = item as { kind?: string; type?: string; metadata?: Record<string, unknown>; pipe?: unknown[] }
      if (entry.kind === 'metadata' && entry.type === 'metadata' && entry.metadata) {
        const m = entry.metadata
        if (typeof m[COLLECTION] === 'string') marker = { ...marker, collection: m[COLLECTION] as string }
        if (m[IMAGE]) marker = { ...marker, image: true }
        if (m[HREF]) marker = { ...marker, href: true }
        if (m[TEXT]) marker = { ...marker, text: true }
      } else if (entry.kind === 'schema' && entry !== schema) scan(entry.pipe)
    }
  }
  scan(schema.pipe)
  return marker
}

/**
 * Calls `visit` for every marked leaf of `value`. When `visit` returns something other than undefined, the leaf is
 * replaced by it in the returned copy (the input is never mutated); otherwise the copy keeps the leaf.
 */
export function walkMarked<T>(schema: v.GenericSchema, value: T, visit: Visit, path: Path = []): T {
  return walk(schema as unknown as AnySchema, value, visit, path) as T
}

function walk(schema: AnySchema, value: unknown, visit: Visit, path: Path): unknown {
  const marker = markerOf(schema)
  if (marker) {
    const replaced = visit(marker, value, path)
    return replaced === undefined ? value : replaced
  }
  switch (schema.type) {
    case 'optional':
    case 'exact_optional':
    case 'nullable':
    case 'nullish':
    case 'undefinedable':
    case 'non_optional':
    case 'non_nullable':
    case 'non_nullish':
      return value === undefined || value === null ? value : walk(schema.wrapped as AnySchema, value, visit, path)
    case 'lazy':
      return walk((schema.getter as (input: unknown) => AnySchema)(value), value, visit, path)
    case 'object':
    case 'strict_object':
    case 'loose_object': {
      if (!isRecord(value)) return value
      const entries = schema.entries as Record<string, AnySchema>
      let copy: Record<string, unknown> | undefined
      for (const [key, entry] of Object.entries(entries)) {
        if (!(key in value)) continue
        const next = walk(entry, value[key], visit, [...path, key])
        if (next !== value[key]) {
          copy ??= { ...value }
          copy[key] = next
        }
      }
      return copy ?? value
    }
    case 'record': {
      if (!isRecord(value)) return value
      let copy: Record<string, unknown> | undefined
      for (const [key, item] of Object.entries(value)) {
        const next = walk(schema.value as AnySchema, item, visit, [...path, key])
        if (next !== item) {
          copy ??= { ...value }
          copy[key] = next
        }
      }
      return copy ?? value
    }
    case 'array': {
      if (!Array.isArray(value)) return value
      let copy: unknown[] | undefined
      value.forEach((item, i) => {
        const next = walk(schema.item as AnySchema, item, visit, [...path, i])
        if (next !== item) {
          copy ??= [...value]
          copy[i] = next
        }
      })
      return copy ?? value
    }
    case 'tuple':
    case 'strict_tuple':
    case 'loose_tuple': {
      if (!Array.isArray(value)) return value
      const items = schema.items as AnySchema[]
      let copy: unknown[] | undefined
      items.forEach((item, i) => {
        if (i >= value.length) return
        const next = walk(item, value[i], visit, [...path, i])
        if (next !== value[i]) {
          copy ??= [...value]
          copy[i] = next
        }
      })
      return copy ?? value
    }
    case 'variant': {
      if (!isRecord(value)) return value
      const key = schema.key as string
      const option = (schema.options as AnySchema[]).find((o) => {
        const tag = (o.entries as Record<string, AnySchema> | undefined)?.[key]
        return tag?.type === 'literal' ? tag.literal === value[key] : v.is(tag as never, value[key])
      })
      return option ? walk(option, value, visit, path) : value
    }
    case 'union': {
      const option = (schema.options as AnySchema[]).find((o) => v.is(o as never, value))
      return option ? walk(option, value, visit, path) : value
    }
    default:
      return value
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** "/sections/3/cards/1/image"-style pointer of a walk path (as ajv reports them). */
export const pointer = (path: Path) => path.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')
