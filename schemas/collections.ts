import * as v from 'valibot'
import { blockSchema } from './blocks'
import { NavigationSchema } from './navigation'
import { RedirectSchema } from './redirects'
import { SectionSchema } from './page'
import { SectionTextSchema } from './section-text'
import { CatalogItemSchema, LocationSchema, QuoteFormVocabularySchema, SiteSchema, TestimonialSchema } from './records'
import {
  BeforeAfterSchema,
  type GalleryVocabulary,
  GalleryVocabularySchema,
  MaterialRatingSchema,
  ProjectSchema,
  projectRules,
  SlabCategorySchema,
  type SlabCategory,
  SlabSchema,
  slabRules,
} from './tool-records'
import { plural } from './words'

/**
 * Collections: the records of data/*.json, declared once each (as Astro's content collections are). A collection
 * is a file, the valibot schema of its records and the property that keys them; a singleton is one record (the
 * site facts). Everything else follows from the declaration, with no other list to edit:
 *   - `npm run validate` checks each file against its schema, the keys for uniqueness, and every `ref('<name>')`
 *     in pages and records for a record that exists (with a did-you-mean);
 *   - `npm run schemas` writes schemas/<name>.schema.json for the editor (keys offered as completions);
 *   - sections read records in `resolve` (ctx.find / ctx.all), never by importing data files.
 *
 * File format: `{ "$schema": "../schemas/<name>.schema.json", "items": [ … ] }`, or for a singleton the record's
 * own properties beside "$schema".
 */

/** The loaded collections as record rules see them (typed loosely: the declarations below define the real types). */
type LoadedData = Readonly<Record<string, any>>

/** A finding about one record, at a path inside it (e.g. "brand"). */
export type RecordFinding = { path: string; message: string }

export type Collection<S extends v.GenericSchema = v.GenericSchema> = {
  kind: 'list'
  /** Project-relative path of the data file. */
  file: string
  /** Schema of one record. */
  schema: S
  /** The property whose value names a record (unique within the file). */
  key: string
  /** What one record is called ("Review"): the editor names each record and its add button with it. */
  record: string
  /** What the collection holds (shown in the editor on the file). */
  description: string
  /** Checks against other collections (e.g. a slab against its category's vocabulary): each finding is a mistake. */
  rules?: (item: v.InferOutput<S>, data: LoadedData) => RecordFinding[]
  /** What `npm run validate` notes without failing (e.g. a record shown with a stand-in image). */
  notes?: (item: v.InferOutput<S>, data: LoadedData) => RecordFinding[]
}
export type Singleton<S extends v.GenericSchema = v.GenericSchema> = { kind: 'singleton'; file: string; schema: S; description: string }

type KeyOf<S extends v.GenericSchema> = Extract<keyof v.InferOutput<S>, string>

export function defineCollection<S extends v.GenericSchema>(def: {
  file: string
  schema: S
  key: KeyOf<S>
  record: string
  description: string
  rules?: (item: v.InferOutput<S>, data: LoadedData) => RecordFinding[]
  notes?: (item: v.InferOutput<S>, data: LoadedData) => RecordFinding[]
}): Collection<S> {
  return { kind: 'list', ...def }
}
export function defineSingleton<S extends v.GenericSchema>(def: { file: string; schema: S; description: string }): Singleton<S> {
  return { kind: 'singleton', ...def }
}

export const collections = {
  site: defineSingleton({
    file: 'data/site.json',
    schema: SiteSchema,
    description:
      'The business facts every page shares: name, phone, e-mail, address, area served, hours, reply time, rating, years, projects, turnaround, slabs and emergency response shown, social profiles.',
  }),
  navigation: defineSingleton({
    file: 'data/navigation.json',
    schema: NavigationSchema,
    description: 'The header bar and its dropdowns, the phone drawer, the footer lists and the chat widget’s messages.',
  }),
  blocks: defineCollection({
    file: 'data/blocks.json',
    record: 'Shared section',
    schema: blockSchema(SectionSchema),
    key: 'id',
    description: 'Shared sections: each written once and placed on many pages with { "type": "block", "block": "<id>" }.',
  }),
  redirects: defineCollection({
    file: 'data/redirects.json',
    record: 'Redirect',
    schema: RedirectSchema,
    key: 'from',
    description: 'Old addresses and where they now lead: the server answers them with a permanent (or temporary) redirect.',
  }),
  catalog: defineCollection({
    file: 'data/catalog.json',
    record: 'Service',
    schema: CatalogItemSchema,
    key: 'slug',
    description: 'Materials and services with their prices, features and benefits; each has a page /services/<slug>.',
  }),
  locations: defineCollection({
    file: 'data/locations.json',
    record: 'Place',
    schema: LocationSchema,
    key: 'slug',
    description: 'The cities, towns, villages and hamlets served; those marked `quoteOption` are the quote form’s Location list.',
    rules: (place, data) => {
      const other: unknown = data['quote-form']?.otherLocation?.value
      return place.quoteOption && place.slug === other
        ? [
            {
              path: 'slug',
              message: `"${other}" is also the value of the quote form’s other location (data/quote-form.json › otherLocation.value): the Location list needs each value once — change one of them`,
            },
          ]
        : []
    },
  }),
  'quote-form': defineSingleton({
    file: 'data/quote-form.json',
    schema: QuoteFormVocabularySchema,
    description:
      'The quote form’s Service list, the last choice of its Location list ("Other Westchester Location") and every word it shows; the other locations are the places of data/locations.json marked `quoteOption`.',
  }),
  'section-text': defineSingleton({
    file: 'data/section-text.json',
    schema: SectionTextSchema,
    description:
      'The words sections show around their content, once for every page, by section type: labels, counts, what screen readers hear, the defaults of optional props, what a section says when its record is missing.',
  }),
  testimonials: defineCollection({
    file: 'data/testimonials.json',
    record: 'Review',
    schema: TestimonialSchema,
    key: 'id',
    description: 'Customer and trade-partner reviews, each written once and shown by testimonials sections on any page.',
  }),
  'slab-categories': defineCollection({
    file: 'data/slab-categories.json',
    record: 'Category',
    schema: SlabCategorySchema,
    key: 'id',
    description: 'The slab catalogue’s categories (its filter buttons), each with a name and a description.',
  }),
  slabs: defineCollection({
    file: 'data/slabs.json',
    record: 'Slab',
    schema: SlabSchema,
    key: 'id',
    description: 'The slabs of the catalogue: colour, origin or brand, finish, thickness, price range per sq ft, features.',
    rules: (slab, data) => slabRules(slab, data['slab-categories'] as SlabCategory[]),
    notes: (slab, data) => {
      if (slab.image) return []
      const category = (data['slab-categories'] as SlabCategory[]).find((c) => c.id === slab.category)
      return category
        ? [{ path: 'image', message: `no swatch of its own: the catalogue shows its category's image "${category.image}"` }]
        : []
    },
  }),
  gallery: defineSingleton({
    file: 'data/gallery.json',
    schema: GalleryVocabularySchema,
    description: 'The project gallery’s categories and materials: what a project may name, and the filter buttons, in order.',
  }),
  projects: defineCollection({
    file: 'data/projects.json',
    record: 'Project',
    schema: ProjectSchema,
    key: 'id',
    description: 'Finished projects shown in the gallery, filtered by category and material.',
    rules: (project, data) => projectRules(project, data.gallery as GalleryVocabulary | undefined),
  }),
  'before-after': defineCollection({
    file: 'data/before-after.json',
    record: 'Transformation',
    schema: BeforeAfterSchema,
    key: 'id',
    description: 'Transformations: before and after images of the same space, with their details, challenges and solutions.',
  }),
  'material-ratings': defineCollection({
    file: 'data/material-ratings.json',
    record: 'Material',
    schema: MaterialRatingSchema,
    key: 'id',
    description: 'Each material rated 1-10 (higher is better for the owner), its pros and cons, and the granite vs quartz rows.',
  }),
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
