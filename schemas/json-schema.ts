import { toJsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import { PageSchema } from './page'
import { recordFiles } from './records'

type Json = Record<string, unknown>

/**
 * valibot → JSON Schema (draft-07). Every `oneOf` whose branches are told apart by a constant property
 * (sections by "type", structured data by "kind") gets an ajv/OpenAPI `discriminator`, so a mistake is
 * reported inside the branch the author meant, never as "must match exactly one schema in oneOf".
 */
export function jsonSchemaOf(schema: v.GenericSchema, title: string): Json {
  const out = toJsonSchema(schema, { target: 'draft-07', errorMode: 'ignore' }) as Json
  addDiscriminators(out)
  return { $schema: 'http://json-schema.org/draft-07/schema#', title, ...out }
}

function addDiscriminators(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(addDiscriminators)
    return
  }
  if (!node || typeof node !== 'object') return
  const obj = node as Json
  const branches = obj.oneOf as Json[] | undefined
  if (Array.isArray(branches) && branches.length > 1) {
    const tag = ['type', 'kind'].find((key) =>
      branches.every((b) => (b.properties as Json | undefined)?.[key] && 'const' in ((b.properties as Json)[key] as Json)),
    )
    if (tag) Object.assign(obj, { type: 'object', required: [tag], discriminator: { propertyName: tag } })
  }
  Object.values(obj).forEach(addDiscriminators)
}

/** Every generated schema file (name in schemas/ → content). */
export function generatedSchemas(): Record<string, Json> {
  const files: Record<string, Json> = { 'page.schema.json': jsonSchemaOf(PageSchema, 'Page') }
  for (const [file, { schema, jsonSchema }] of Object.entries(recordFiles)) files[jsonSchema] = jsonSchemaOf(schema, file)
  return files
}

export const serialize = (schema: Json) => `${JSON.stringify(schema, null, 2)}\n`
