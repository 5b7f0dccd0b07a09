import type * as v from 'valibot'

/**
 * How a collection is declared (schemas/collections.ts declares each one): a list of records in a file, or a
 * singleton record, with its own rules beside it.
 */

/** The loaded collections as record rules see them (typed loosely: the declarations below define the real types). */
type LoadedData = Readonly<Record<string, any>>

/** A finding about one record, at a path inside it (e.g. "brand"). */
export type RecordFinding = { path: string; message: string }
/** A finding of a list collection's own check: the record it is about (its index in the file), and a path inside it. */
export type CollectionFinding = RecordFinding & { index: number }

/** A record as its file holds it, whatever its schema said of it: any property may be missing, or of another type. */
export type Unchecked<T> = { readonly [K in keyof T]?: unknown } | null | undefined

/** What a collection's own check is given besides its records: the other collections, and the pages' routes. */
export type CollectionCheckContext = {
  data: LoadedData
  /** The routes of the published pages. */
  live: ReadonlySet<string>
  /** The routes of the draft pages. */
  drafts: ReadonlySet<string>
}
/** A list collection's own check: `records` as written, `valid[i]` whether records[i] passed its schema. */
type ListCheck<S extends v.GenericSchema> = (
  records: readonly Unchecked<v.InferOutput<S>>[],
  ctx: CollectionCheckContext & { valid: readonly boolean[] },
) => CollectionFinding[]
/** Images that belong to one record each, by name, with what to say where a page or another record names one. */
type OwnImages<S extends v.GenericSchema> = (records: readonly Unchecked<v.InferOutput<S>>[]) => ReadonlyMap<string, string>
/** A singleton's own check, of its record as written (even one that failed its schema). */
type SingletonCheck<S extends v.GenericSchema> = (record: Unchecked<v.InferOutput<S>>, ctx: CollectionCheckContext) => RecordFinding[]

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
  /** Checks of the records together, or against the pages (e.g. redirects lead to published pages): each finding is a mistake. */
  check?: ListCheck<S>
  /** Pictures that only their own record may show: anything else that names one is a mistake. */
  ownImages?: OwnImages<S>
}
export type Singleton<S extends v.GenericSchema = v.GenericSchema> = {
  kind: 'singleton'
  file: string
  schema: S
  description: string
  /** Checks of the record that JSON Schema cannot say: each finding is a mistake. */
  check?: SingletonCheck<S>
}

type KeyOf<S extends v.GenericSchema> = Extract<keyof v.InferOutput<S>, string>

export function defineCollection<S extends v.GenericSchema>(def: {
  file: string
  schema: S
  key: KeyOf<S>
  record: string
  description: string
  rules?: (item: v.InferOutput<S>, data: LoadedData) => RecordFinding[]
  notes?: (item: v.InferOutput<S>, data: LoadedData) => RecordFinding[]
  check?: ListCheck<S>
  ownImages?: OwnImages<S>
}): Collection<S> {
  return { kind: 'list', ...def }
}
export function defineSingleton<S extends v.GenericSchema>(def: {
  file: string
  schema: S
  description: string
  check?: SingletonCheck<S>
}): Singleton<S> {
  return { kind: 'singleton', ...def }
}
