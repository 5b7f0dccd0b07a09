import * as v from 'valibot'
import { type CollectionData, type CollectionName, collections } from '../collections'
import { fillFacts, siteFacts } from '../facts'
import type { ImageRegistry } from '../images'
import type { ProjectSources } from '../sources'
import type { PageFile } from '../page'
import type { Site } from '../records'
import type { Window } from '../schedule'
import type { Issue, Json } from './issues'
import { parseJson } from './parse'

/** One text of a copy, where it replaces the English: the English file's JSON path, and the words (../locales.ts). */
export type Translation = [path: (string | number)[], text: string]
/** A language's texts by English file (pages/x.json, data/x.json, data/images.json), as the check found them. */
export type Translations = Record<string, Translation[]>

/** A page file as loaded: its route ("/" …, or null for the not-found page) and its JSON (possibly invalid). */
export type LoadedPage = { file: string; route: string | null; page: PageFile }

/** A checked project: what loaded, and every problem found. Pages with issues are still listed. */
export type CheckedProject = {
  pages: LoadedPage[]
  /** The not-found page (pages/404.json), when it parsed. */
  notFound: LoadedPage | undefined
  /** The records, their text filled with the site's facts (all but data/site.json's own), as visitors read it. */
  collections: CollectionData
  images: ImageRegistry
  routes: string[]
  issues: Issue[]
  /** Findings that do not fail validation (printed by `npm run validate`). */
  notes: Issue[]
  /** The texts of the other languages' copies, by language and English file (schemas/locales.ts merges them). */
  translations?: Record<string, Translations>
}

/** One check of a project: it reports into the context, and may load what the checks after it read. */
export type Pass = (ctx: CheckContext) => void

/**
 * What the checks of one project share. The first passes load (and check) the files: the collections, the image
 * registry, the pages; the passes after them read what was loaded. Each field names the pass that fills it.
 */
export type CheckContext = {
  readonly sources: ProjectSources
  /** Every mistake, in the order found: what `npm run validate` prints. */
  readonly issues: Issue[]
  /** Findings that do not fail validation (e.g. a record shown with a stand-in image). */
  readonly notes: Issue[]
  /** The site's facts ({site.rating} …), or undefined while data/site.json is missing or invalid. */
  readonly facts: Record<string, string> | undefined
  /**
   * Text as visitors read it: the limits of a length hold for "within 24 hours", not "within {site.replyTime}". While
   * data/site.json cannot give the facts, a text that names one is not measured (its own issue comes first, and alone).
   */
  readonly shown: <T>(value: T) => T
  /** Each collection's records (a singleton: its record), filled with the site's facts but data/site.json's own (./collection-files.ts). */
  readonly data: Partial<Record<CollectionName, Json>>
  /** The keys of each list collection's records, in file order (./collection-files.ts). */
  readonly keys: Partial<Record<CollectionName, string[]>>
  /** Whether each record of a list collection passed its own schema (./collection-files.ts). */
  readonly validItems: Partial<Record<CollectionName, boolean[]>>
  /** The image registry's entries, each with its file's width and height (./images.ts). */
  images: ImageRegistry
  /** Every name the image registry gives, good entries or not (./images.ts). */
  imageNames: string[]
  /** The pages that parsed (./page-files.ts). */
  readonly pages: LoadedPage[]
  /** The not-found page, when it parsed (./page-files.ts). */
  notFound: LoadedPage | undefined
  /** Every route, to the page file that defines it; a page that does not parse keeps its route (./page-files.ts). */
  readonly routes: Map<string, string>
  /** Routes of draft pages: never linked from published pages or menus (./page-files.ts). */
  readonly drafts: Set<string>
  /** Routes of scheduled pages, with the span they are live in (../schedule.ts, ./page-files.ts). */
  readonly windows: Map<string, Window>
  /** Each route a link leads to, with the files that link to it: menus, records, published pages (./references.ts, ./pages.ts). */
  readonly linkedFrom: Map<string, Set<string>>
  /** Images that belong to one record, by name (./references.ts, on first use). */
  ownedImages?: ReadonlyMap<string, { file: string; message: string }>
  /** The texts each copy gives, by language and English file (./copies.ts). */
  readonly translations: Record<string, Translations>
}

export function startCheck(sources: ProjectSources): CheckContext {
  const facts = factsOf(sources)
  return {
    sources,
    issues: [],
    notes: [],
    facts,
    shown: <T>(value: T): T => (facts ? fillFacts(value, facts) : value),
    data: {},
    keys: {},
    validItems: {},
    images: {},
    imageNames: [],
    pages: [],
    notFound: undefined,
    routes: new Map(),
    drafts: new Set(),
    windows: new Map(),
    linkedFrom: new Map(),
    translations: {},
  }
}

export function resultOf({ pages, notFound, data, images, routes, issues, notes, translations }: CheckContext): CheckedProject {
  return { pages, notFound, collections: data as CollectionData, images, routes: [...routes.keys()], issues, notes, translations }
}

/**
 * The site's facts ({site.rating} …), or undefined while data/site.json is missing or invalid: its own issues say
 * why, and the facts named in pages are not judged against a record that cannot give them.
 */
function factsOf(sources: ProjectSources): Record<string, string> | undefined {
  const text = sources.data[collections.site.file]
  const json = text === undefined ? undefined : parseJson(collections.site.file, text).data
  if (!json || typeof json !== 'object' || Array.isArray(json)) return undefined
  const { $schema: _, ...record } = json
  return v.safeParse(collections.site.schema, record).success ? siteFacts(record as Site) : undefined
}
