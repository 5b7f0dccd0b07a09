import type { PathPart } from '../shared/issues'

/**
 * Reading the generated JSON Schemas (schemas/json-schema.ts: descriptions, markers, discriminators) to decide which
 * control edits a value. Nothing here names a section type or a prop: a new section folder or collection is edited
 * with the controls its schema asks for.
 */
export type SchemaNode = {
  type?: string | string[]
  description?: string
  title?: string
  const?: unknown
  enum?: unknown[]
  properties?: Record<string, SchemaNode>
  required?: string[]
  items?: SchemaNode
  oneOf?: SchemaNode[]
  anyOf?: SchemaNode[]
  discriminator?: { propertyName: string }
  minItems?: number
  maxItems?: number
  minLength?: number
  maxLength?: number
  pattern?: string
  format?: string
  additionalProperties?: boolean | SchemaNode
  'x-collection'?: string
  /** A value of a list inside a single record, "<collection>.<list>" (schemas/fields.ts `option`). */
  'x-option'?: string
  'x-image'?: boolean
  'x-href'?: boolean
  'x-record-list'?: boolean
  'x-markdown'?: boolean
  /** Words a person reads: given again in each other language's copy (schemas/fields.ts `Text`). */
  'x-text'?: boolean
  [key: string]: unknown
}

export type Kind =
  | 'const'
  | 'enum'
  | 'variant'
  | 'object'
  | 'array'
  | 'image'
  | 'ref'
  | 'records'
  | 'link'
  | 'markdown'
  | 'text'
  | 'datetime'
  | 'number'
  | 'boolean'
  | 'json'

/** The control a schema node asks for. `name` is the property's name (a prop called "markdown" is Markdown). */
export function kindOf(node: SchemaNode, name?: string): Kind {
  if (node.const !== undefined) return 'const'
  if (node.enum) return 'enum'
  if (node.oneOf && node.discriminator) return 'variant'
  if (node.oneOf || node.anyOf) return 'json'
  if (node.type === 'object' && node.properties) return 'object'
  if (node.type === 'array' && node.items) return 'array'
  if (node.type === 'string') {
    if (node['x-image']) return 'image'
    if (node['x-collection'] || node['x-option']) return 'ref'
    if (node['x-record-list']) return 'records'
    if (node['x-href']) return 'link'
    if (node['x-markdown'] || name === 'markdown') return 'markdown'
    if (node.format === 'date-time') return 'datetime'
    return 'text'
  }
  if (node.type === 'number' || node.type === 'integer') return 'number'
  if (node.type === 'boolean') return 'boolean'
  return 'json'
}

/** The branch of a discriminated union that a value is (by its tag), or undefined. */
export function branchOf(node: SchemaNode, value: unknown): SchemaNode | undefined {
  const tag = node.discriminator?.propertyName
  if (!tag || !value || typeof value !== 'object') return undefined
  return node.oneOf?.find((b) => b.properties?.[tag]?.const === (value as Record<string, unknown>)[tag])
}

export const tagsOf = (node: SchemaNode): { tag: string; value: string; description: string }[] => {
  const tag = node.discriminator?.propertyName ?? ''
  return (node.oneOf ?? []).map((b) => ({ tag, value: String(b.properties?.[tag]?.const), description: b.description ?? '' }))
}

/** A starting value: what is required, empty, so the form shows every field to fill. */
export function skeleton(node: SchemaNode, tagValue?: string): unknown {
  const kind = kindOf(node)
  if (kind === 'const') return node.const
  if (kind === 'variant') {
    const branch = node.oneOf?.find((b) => b.properties?.[node.discriminator!.propertyName]?.const === tagValue) ?? node.oneOf?.[0]
    return branch ? skeleton(branch) : {}
  }
  if (kind === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      if (!node.required?.includes(key)) continue
      const value = skeletonRequired(child)
      if (value !== undefined) out[key] = value
    }
    return out
  }
  if (kind === 'array') return Array.from({ length: node.minItems ?? 0 }, () => skeleton(node.items!))
  if (['text', 'markdown', 'link', 'ref', 'records', 'image'].includes(kind)) return ''
  return undefined
}
/**
 * A new entry of a list: its skeleton, or for a value that has no empty form (a choice, a number, a yes/no) a first
 * value of its kind — the first choice the list does not hold yet, the least number allowed, no — so an entry is never
 * written as null.
 */
export function newListItem(node: SchemaNode, items: readonly unknown[], tagValue?: string): unknown {
  const kind = kindOf(node)
  if (kind === 'enum') return node.enum?.find((value) => !items.includes(value)) ?? node.enum?.[0]
  if (kind === 'number') return typeof node.minimum === 'number' ? node.minimum : 0
  if (kind === 'boolean') return false
  return skeleton(node, tagValue) ?? ''
}

/** A required prop starts empty; numbers, booleans and choices start unset (the form asks for them). */
const skeletonRequired = (node: SchemaNode) => (['number', 'boolean', 'enum'].includes(kindOf(node)) ? undefined : skeleton(node))

/** "imageAlt" → "Image alt", "backLink" → "Back link", "cta-band" → "CTA band", "zipCodes" → "ZIP codes". */
const LABELS: Record<string, string> = { href: 'Link', cta: 'Call to action', sqft: 'Area', $schema: 'Schema' }
/** Words a reader knows in capitals. */
const ACRONYMS = new Set(['cta', 'faq', 'id', 'seo', 'url', 'zip'])

/** A field's label: the title its schema gives (a section's `id` is its "Anchor ID"), else its name in words. */
export const fieldLabel = (name: string | number, node: SchemaNode) => (typeof node.title === 'string' ? node.title : labelOf(name))

export function labelOf(name: string | number): string {
  if (typeof name === 'number') return `Item ${name + 1}`
  if (LABELS[name]) return LABELS[name]
  const words = name
    .replace(/^\$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase()
    .split(' ')
    .map((word) => (ACRONYMS.has(word) ? word.toUpperCase() : word))
    .join(' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** "card-grid" → "Card grid" */
export const typeLabel = (type: string) => labelOf(type.replace(/-/g, ' '))

const SUMMARY_KEYS = ['headline', 'title', 'label', 'name', 'question', 'from', 'value', 'text', 'caption', 'service', 'location']

/** One line that names an item of a list (a card's title, a button's label). */
export function summaryOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (!value || typeof value !== 'object') return undefined
  const record = value as Record<string, unknown>
  for (const key of SUMMARY_KEYS) if (typeof record[key] === 'string' && record[key]) return record[key] as string
  return undefined
}

/** The schema of the value at `path` under `node` (following the branch each variant value is). */
export function nodeAt(node: SchemaNode, value: unknown, path: readonly PathPart[]): SchemaNode | undefined {
  let current: SchemaNode | undefined = node
  let v: unknown = value
  for (const part of path) {
    if (!current) return undefined
    if (kindOf(current) === 'variant') current = branchOf(current, v)
    if (!current) return undefined
    if (typeof part === 'number') current = current.items
    else current = current.properties?.[part]
    v = (v as Record<string | number, unknown> | undefined)?.[part as never]
  }
  if (current && kindOf(current) === 'variant') return branchOf(current, v) ?? current
  return current
}
