import * as v from 'valibot'
import { blockSchema } from './blocks'
import { type Collection, defineCollection, type Singleton } from './collection'
import { SectionSchema } from './page'
import { recordCollections } from './record-collections'
import { plural } from './words'

export type {
  Collection,
  CollectionCheckContext,
  CollectionFinding,
  RecordFinding,
  Singleton,
  Unchecked,
} from './collection'

/**
 * Collections: the records of data/*.json, declared once each (as Astro's content collections are). A collection
 * is a file, the valibot schema of its records and the property that keys them; a singleton is one record (the
 * site facts). Everything else follows from the declaration, with no other list to edit:
 *   - `npm run validate` checks each file against its schema, the keys for uniqueness, and every `ref('<name>')`
 *     in pages and records for a record that exists (with a did-you-mean);
 *   - a collection's own rules sit in its declaration, and `npm run validate` runs them: `rules` for each record
 *     against the other collections, `check` for its records together or against the pages (e.g. each project its own
 *     picture), `ownImages` for pictures that only their record may show, `notes` for what is said without failing;
 *   - `npm run schemas` writes schemas/<name>.schema.json for the editor (keys offered as completions);
 *   - sections read records in `resolve` (ctx.find / ctx.all), never by importing data files.
 *
 * File format: `{ "$schema": "../schemas/<name>.schema.json", "items": [ … ] }`, or for a singleton the record's
 * own properties beside "$schema".
 */
const { site, navigation, ...records } = recordCollections
export const collections = {
  site,
  navigation,
  blocks: defineCollection({
    file: 'data/blocks.json',
    record: 'Shared section',
    schema: blockSchema(SectionSchema),
    key: 'id',
    description: 'Shared sections: each written once and placed on many pages with { "type": "block", "block": "<id>" }.',
  }),
  ...records,
}

export type Collections = typeof collections
export type CollectionName = keyof Collections
export type ListCollectionName = { [N in CollectionName]: Collections[N] extends { kind: 'list' } ? N : never }[CollectionName]
export type SingletonName = Exclude<CollectionName, ListCollectionName>
export type CollectionItem<N extends CollectionName> = v.InferOutput<Collections[N]['schema']>

export const collectionNames = Object.keys(collections) as CollectionName[]
/** The collections of records (every one but the singletons): what a RecordListName names. */
export const listCollectionNames = collectionNames.filter((name) => collections[name].kind === 'list') as ListCollectionName[]

/** The JSON Schema file an editor uses for a collection's data file. */
export const jsonSchemaFile = (name: CollectionName) => `${name}.schema.json`

/** The schema of a whole data file: "$schema" plus the items (or the singleton's own properties). */
export function fileSchema(name: CollectionName): v.GenericSchema {
  const c = collections[name] as Collection | Singleton
  const $schema = v.optional(v.string())
  if (c.kind === 'singleton') {
    const record = c.schema as unknown as v.StrictObjectSchema<v.ObjectEntries, undefined>
    return v.pipe(v.strictObject({ $schema, ...record.entries }), v.description(c.description))
  }
  return v.pipe(
    v.strictObject({
      $schema,
      items: v.pipe(
        v.array(v.pipe(c.schema, v.title(c.record))),
        v.title(plural(c.record)),
        v.description(`Each ${c.record.toLowerCase()}, named by its "${c.key}" (no two alike).`),
      ),
    }),
    v.description(c.description),
  )
}

/** Loaded collection data: a list collection's records, or a singleton's record. */
export type CollectionData = { [N in CollectionName]: Collections[N] extends { kind: 'list' } ? CollectionItem<N>[] : CollectionItem<N> }
