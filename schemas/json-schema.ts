import { toJsonSchema } from '@valibot/to-json-schema'
import type * as v from 'valibot'
import { collectionNames, fileSchema, jsonSchemaFile, listCollectionNames, type CollectionName } from './collections'
import { FACT_PATTERN } from './facts'
import { COLLECTION, HREF, IMAGE, RECORD_LIST } from './fields'
import { PageSchema } from './page'

type Json = Record<string, unknown>

/** Marks the list of a discriminator's values set beside its branches (see decorate). */
export const TAG_VALUES = 'x-tag-values'

/** What the editor offers as completions (validation stays the authority: `npm run validate`). */
export type Completions = { collections: Partial<Record<CollectionName, string[]>>; images: string[]; routes: string[] }

/**
 * The file the committed JSON Schemas take their completions from. It is derived from content (routes, image
 * names, record keys), so it is written by `npm run schemas`, `validate`, `dev`, `build` and `npm ci` into this
 * ignored file, never committed: adding a page or a record changes no committed file.
 */
export const COMPLETIONS_FILE = 'completions.schema.json'

/**
 * valibot → JSON Schema (draft-07) for editors and ajv:
 * - every `oneOf` whose branches are told apart by a constant property (sections by "type", structured data by
 *   "kind") gets a `discriminator`, so a mistake is reported inside the branch the author meant, never as
 *   "must match exactly one schema in oneOf";
 * - every description is also a `markdownDescription` (the hover help of VS Code);
 * - the valibot message of each pattern travels as `errorMessage`, so validation reports the author-facing wording,
 *   never a raw regular expression;
 * - with `completions: 'refs'` (the committed files, for code editors): references, image names and links point
 *   (`allOf` → `$ref`) at the generated, ignored COMPLETIONS_FILE, which lists the current keys, names and routes as
 *   `examples`; a collection's name lists the declared collections of records as its own `examples`; and a text that
 *   names a site fact is not measured, since a code editor reads it as written ("within {site.replyTime}") and
 *   `npm run validate` measures it as filled (./validate.ts), as visitors read it.
 */
export function jsonSchemaOf(schema: v.GenericSchema, title: string, completions?: 'refs'): Json {
  const out = toJsonSchema(schema, {
    target: 'draft-07',
    errorMode: 'ignore',
    overrideAction: ({ valibotAction, jsonSchema }) => {
      const action = valibotAction as { type: string; message?: unknown }
      if (action.type === 'regex' && typeof action.message === 'string') return { ...jsonSchema, errorMessage: action.message }
      return undefined
    },
  }) as Json
  decorate(out, completions)
  return { $schema: 'http://json-schema.org/draft-07/schema#', title, ...out }
}

function decorate(node: unknown, completions?: 'refs'): void {
  if (Array.isArray(node)) {
    for (const item of node) decorate(item, completions)
    return
  }
  if (!node || typeof node !== 'object') return
  const obj = node as Json
  const branches = obj.oneOf as Json[] | undefined
  if (Array.isArray(branches) && branches.length > 1) {
    const tag = ['type', 'kind'].find((key) =>
      branches.every((b) => (b.properties as Json | undefined)?.[key] && 'const' in ((b.properties as Json)[key] as Json)),
    )
    if (tag) {
      // The tag's values also sit beside the branches, so an editor offers every type for a new section (inside
      // the branches, it offers only those whose other required props happen to be satisfied). Marked, so the
      // validator reports an unknown tag once, through the discriminator.
      const values = branches.map((b) => ((b.properties as Json)[tag] as Json).const)
      Object.assign(obj, {
        type: 'object',
        required: [tag],
        discriminator: { propertyName: tag },
        properties: { [tag]: { enum: values, [TAG_VALUES]: true } },
      })
    }
  }
  if (typeof obj.description === 'string' && !obj.markdownDescription) obj.markdownDescription = obj.description
  if (completions === 'refs') {
    const name = obj[COLLECTION] as CollectionName | undefined
    const kind = name ? `collection-${name}` : obj[IMAGE] ? 'image' : obj[HREF] ? 'route' : undefined
    if (kind) obj.allOf = [{ $ref: `${COMPLETIONS_FILE}#/definitions/${kind}` }]
    // Declared in code, not content: listed here, in the committed file.
    if (obj[RECORD_LIST]) obj.examples = listCollectionNames
    measuredUnlessFilled(obj)
  }
  for (const value of Object.values(obj)) decorate(value, completions)
}

/** A text's length limits (beyond "not empty") apply, for a code editor, only to a text that names no site fact. */
function measuredUnlessFilled(obj: Json): void {
  if (obj.type !== 'string' || (obj.maxLength === undefined && !((obj.minLength as number) > 1))) return
  const limits: Json = {}
  for (const key of ['maxLength', 'minLength'] as const)
    if (obj[key] !== undefined && !(key === 'minLength' && obj[key] === 1)) {
      limits[key] = obj[key]
      delete obj[key]
    }
  Object.assign(obj, { if: { pattern: FACT_PATTERN.source }, else: limits })
}

/** Every committed schema file (name in schemas/ → content): generated from code alone. */
export function generatedSchemas(): Record<string, Json> {
  const files: Record<string, Json> = { 'page.schema.json': jsonSchemaOf(PageSchema, 'Page', 'refs') }
  for (const name of collectionNames) files[jsonSchemaFile(name)] = jsonSchemaOf(fileSchema(name), `data/${name}.json`, 'refs')
  return files
}

/** The completions file (COMPLETIONS_FILE): one definition per kind of reference, listing today's values. */
export function completionsSchema(completions: Completions): Json {
  const examples = (values: readonly string[]) => ({ examples: [...values] })
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'Completions for the editor, from pages/ and data/ (generated, not committed)',
    definitions: {
      route: examples(completions.routes),
      image: examples(completions.images),
      ...Object.fromEntries(collectionNames.map((name) => [`collection-${name}`, examples(completions.collections[name] ?? [])])),
    },
  }
}

export const serialize = (schema: Json) => `${JSON.stringify(schema, null, 2)}\n`
