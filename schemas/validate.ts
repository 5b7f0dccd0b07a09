import type { ErrorObject, ValidateFunction } from 'ajv'
import * as v from 'valibot'
import { isSectionType, sectionAnchor, sectionModule, sectionTypes } from '../sections/schemas'
import {
  type Collection,
  type CollectionData,
  type CollectionName,
  collectionNames,
  collections,
  fileSchema,
  jsonSchemaFile,
  type RecordFinding,
} from './collections'
import { FACT_PATTERN, FACTS_SOURCE, fillFacts, siteFacts } from './facts'
import { IMAGE_NAME_PATTERN, type ImageRegistry, ImageRegistrySchema } from './images'
import { didYouMean, suggest } from './suggest'
import { duplicateKeys, explainJsonError } from './json-errors'
import { jsonSchemaOf, TAG_VALUES } from './json-schema'
import type { ProjectSources } from './load'
import { type Block, expandBlocks } from './blocks'
import { PageSchema, type PageFile, SectionSchema } from './page'
import { redirectIssues } from './redirects'
import type { Site } from './records'
import { hrefPath, NOT_FOUND_FILE, pageFileToRoute } from './routing'
import { keptValidator } from './validators'
import { countOf } from './words'
import { type Path, walkMarked } from './walk'

/**
 * Validation of a whole project: every page and record against its schema (ajv over the generated JSON Schema,
 * with the author-facing messages of the valibot schemas), then what JSON Schema cannot say, generically:
 * references to collection records, image names and links found by their markers (./walk.ts) wherever they sit;
 * keys unique per collection; section ids unique per page; site facts that exist (./facts.ts), lengths counted on
 * the text as filled (a checked project's records are kept filled); each section's own rules; unique titles and
 * descriptions. One message per mistake, naming the file, the JSON path and the fix:
 *   pages/kitchen.json › sections[3] (pricing-table) › plans[1].price: expected a number, got a string
 */
export type Issue = { file: string; path: string; message: string }

export function formatIssue({ file, path, message }: Issue) {
  return `${file}${path ? ` › ${path}` : ''}: ${message}`
}
export const formatIssues = (issues: Issue[]) => issues.map(formatIssue).join('\n')

type Json = any

// One validator per schema for as long as this module's schemas stand (the dev server loads it again when a section
// changes); compiled once and kept as code across processes (./validators.ts).
const compiled = new Map<string, ValidateFunction>()
function validatorFor(key: string, make: () => object) {
  if (!compiled.has(key)) compiled.set(key, keptValidator(key, make()))
  return compiled.get(key)!
}

export { suggest }

/** "/sections/3/plans/1/price" → "sections[3] (pricing-table) › plans[1].price" */
export function jsonPath(pointer: string, data: Json): string {
  return pathOf(pointerParts(pointer), data)
}
const pointerParts = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
const valueAt = (pointer: string, data: Json): Json => pointerParts(pointer).reduce((value, part) => value?.[part], data)
function pathOf(parts: (string | number)[], data: Json): string {
  if (parts[0] === 'sections' && parts.length >= 2) {
    const type = data?.sections?.[Number(parts[1])]?.type
    const head = `sections[${parts[1]}]${typeof type === 'string' ? ` (${type})` : ''}`
    const rest = dotted(parts.slice(2).map(String))
    return rest ? `${head} › ${rest}` : head
  }
  return dotted(parts.map(String))
}
const dotted = (parts: string[]) => parts.reduce((acc, p) => (/^\d+$/.test(p) ? `${acc}[${p}]` : acc ? `${acc}.${p}` : p), '')
const joinPath = (path: string, key: string) => (!path ? key : path.endsWith(')') ? `${path} › ${key}` : `${path}.${key}`)

const article = (t: string) => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`)
const show = (value: unknown) => JSON.stringify(value)
const kindOf = (value: unknown) => (Array.isArray(value) ? 'an array' : value === null ? 'null' : article(typeof value))
const numericText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))

/** One readable message per ajv error; undefined for errors that only summarise others. */
function describe(error: ErrorObject, data: Json, written: Json, factsKnown: boolean): Omit<Issue, 'file'> | undefined {
  const path = jsonPath(error.instancePath, data)
  const p = error.params as Json
  const schema = error.parentSchema as Json
  // A length is counted on the text as visitors read it: say so when that is not the text as written; while the site's
  // facts are unknown, a text that names one has no length to judge.
  const length = () =>
    `${String(error.data).length}${valueAt(error.instancePath, written) === error.data ? '' : ", as shown with the site's facts filled in"}`
  if (!factsKnown && /Length$/.test(error.keyword) && String(error.data).match(FACT_PATTERN)) return undefined
  switch (error.keyword) {
    case 'required':
      return { path: joinPath(path, p.missingProperty), message: `missing required property "${p.missingProperty}"` }
    case 'additionalProperties': {
      const allowed = Object.keys(schema?.properties ?? {})
      return {
        path: joinPath(path, p.additionalProperty),
        message: `unknown property "${p.additionalProperty}"${didYouMean(p.additionalProperty, allowed) || ` — allowed here: ${allowed.join(', ')}`}`,
      }
    }
    case 'type': {
      const expected = String(p.type).replace(',', ' or ')
      if (/number|integer/.test(expected) && numericText(error.data))
        return { path, message: `expected a number, got the text ${show(error.data)} — write ${error.data.trim()} without quotes` }
      if (expected === 'boolean' && (error.data === 'true' || error.data === 'false'))
        return { path, message: `expected true or false, got the text ${show(error.data)} — write ${error.data} without quotes` }
      return { path, message: `expected ${article(expected)}, got ${kindOf(error.data)}` }
    }
    case 'enum': {
      // The tag values beside a discriminator's branches (for editors): the discriminator reports an unknown tag.
      if (schema?.[TAG_VALUES]) return undefined
      const allowed: unknown[] = p.allowedValues
      if (allowed.every((a) => typeof a === 'number') && numericText(error.data) && allowed.includes(Number(error.data)))
        return { path, message: `expected a number, got the text ${show(error.data)} — write ${error.data.trim()} without quotes` }
      const own = typeof schema?.errorMessage === 'string' ? schema.errorMessage : `expected one of ${allowed.map(show).join(', ')}`
      return { path, message: `${own}${typeof error.data === 'string' ? didYouMean(error.data, allowed.map(String)) : ''}` }
    }
    case 'const':
      return { path, message: `expected ${show(p.allowedValue)}` }
    case 'minLength':
      return {
        path,
        message: p.limit === 1 ? 'expected a non-empty string' : `expected at least ${p.limit} characters (has ${length()})`,
      }
    case 'maxLength':
      return { path, message: `expected at most ${p.limit} characters (has ${length()})` }
    case 'minItems':
      return { path, message: `expected at least ${countOf(p.limit, 'item')}` }
    case 'maxItems':
      return { path, message: `expected at most ${p.limit} items` }
    case 'minimum':
    case 'maximum':
      return { path, message: `expected a number ${p.comparison} ${p.limit}, got ${show(error.data)}` }
    case 'pattern':
      // The valibot schema's own wording travels as errorMessage (./json-schema.ts): never show a raw regex.
      return { path, message: `${show(error.data)}: ${schema?.errorMessage ?? 'does not have the expected form'}` }
    case 'format':
      return { path, message: `${show(error.data)}: expected a valid ${p.format === 'uri' ? 'URL' : p.format}` }
    case 'discriminator': {
      const branches: Json[] = schema?.oneOf ?? []
      const tags = branches.map((b) => b.properties?.[p.tag]?.const).filter(Boolean)
      if (p.error === 'tag') return { path: joinPath(path, p.tag), message: `missing "${p.tag}" — expected one of: ${tags.join(', ')}` }
      const what = p.tag === 'type' ? 'section type' : p.tag
      return {
        path: joinPath(path, p.tag),
        message: `unknown ${what} ${show(p.tagValue)}${didYouMean(String(p.tagValue), tags) || ` — expected one of: ${tags.join(', ')}`}`,
      }
    }
    case 'oneOf':
    case 'anyOf':
    case 'if':
      return undefined
    default:
      return { path, message: error.message ?? error.keyword }
  }
}

/**
 * Validates JSON data against a schema: ajv finds the mistakes, messages name the spot and the fix. `written` is the
 * data as its file holds it, when `data` is that text filled with the site's facts (`factsKnown`: they could be).
 */
export function schemaIssues(file: string, validate: ValidateFunction, data: Json, written: Json = data, factsKnown = true): Issue[] {
  if (validate(data)) return []
  const seen = new Set<string>()
  const issues: Issue[] = []
  for (const error of validate.errors ?? []) {
    const issue = describe(error, data, written, factsKnown)
    if (!issue) continue
    const key = `${issue.path}|${issue.message}`
    if (seen.has(key)) continue
    seen.add(key)
    issues.push({ ...issue, file })
  }
  return issues
}

/**
 * The rules only valibot can check (`v.check`: cross-field rules, ranges computed from text): JSON Schema has said
 * everything else, so only those issues are reported here, each at its own path.
 */
function ruleIssues(file: string, base: string, schema: v.GenericSchema, value: unknown): Issue[] {
  const result = v.safeParse(schema, value)
  if (result.success) return []
  return result.issues
    .filter((issue) => issue.type === 'check')
    .map((issue) => {
      const rest = (issue.path ?? []).map((p) => String(p.key))
      return { file, path: dotted([base, ...rest].filter(Boolean)), message: issue.message }
    })
}

/**
 * Parses JSON; a syntax error becomes one issue with the real line and column and what is wrong, in words. A key
 * written twice in one object is an issue too (JSON.parse would keep the second and drop the first silently).
 */
export function parseJson(file: string, text: string): { data?: Json; issue?: Issue; duplicates?: Issue[] } {
  try {
    const data = JSON.parse(text)
    const duplicates = duplicateKeys(text).map(({ path, key, line, firstLine }) => ({
      file,
      path: pathOf([...path, key], data),
      message: `"${key}" is written twice in one object (lines ${firstLine} and ${line}): only the second counts — keep one`,
    }))
    return duplicates.length ? { data, duplicates } : { data }
  } catch (err) {
    const explained = explainJsonError(text)
    if (explained)
      return {
        issue: { file, path: '', message: `invalid JSON at line ${explained.line}, column ${explained.column}: ${explained.message}` },
      }
    return { issue: { file, path: '', message: `invalid JSON: ${(err as Error).message}` } }
  }
}

/**
 * A page file's name becomes its address: lowercase letters, digits and single hyphens in every folder and file
 * name ("pages/outdoor-kitchen.json" → /outdoor-kitchen), so the address is the same on every server and easy to type.
 */
function pageFileNameIssue(file: string): Issue | undefined {
  const parts = file
    .replace(/^pages\//, '')
    .replace(/\.json$/, '')
    .split('/')
  if (parts.every((part) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(part))) return undefined
  const suggested = parts
    .map((part) =>
      part
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
    )
    .join('/')
  return {
    file,
    path: '',
    message: `a page file name becomes its address: use lowercase letters, digits and hyphens — rename it to pages/${suggested}.json`,
  }
}

/** Calls visit(text, path) for every string in a value, array items included. */
function eachString(value: Json, path: string, visit: (text: string, path: string) => void) {
  if (typeof value === 'string') visit(value, path)
  else if (Array.isArray(value)) value.forEach((v, i) => eachString(v, `${path}[${i}]`, visit))
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) eachString(v, joinPath(path, k), visit)
}

/** A page file as loaded: its route ("/" …, or null for the not-found page) and its JSON (possibly invalid). */
export type LoadedPage = { file: string; route: string | null; page: PageFile }
export type { ImageRegistry }

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
}

const IMAGES_FILE = 'data/images.json'

/**
 * The image registry's entries, each with the width and height of its file. Reports, at `data/images.json › <name>…`,
 * a bad entry (the schema), a file that is not in data/images/ or can not be read, and widths the file can not give.
 */
function checkImages(sources: ProjectSources, issues: Issue[]): { images: ImageRegistry; names: string[] } {
  if (sources.images === undefined) {
    issues.push({ file: IMAGES_FILE, path: '', message: 'the image registry is missing' })
    return { images: {}, names: [] }
  }
  const parsed = parseJson(IMAGES_FILE, sources.images)
  if (parsed.issue) {
    issues.push(parsed.issue)
    return { images: {}, names: [] }
  }
  const registry = parsed.data
  if (!registry || typeof registry !== 'object' || Array.isArray(registry)) {
    issues.push({ file: IMAGES_FILE, path: '', message: 'expected an object of images by name, like { "kitchen-hero": { "src": … } }' })
    return { images: {}, names: [] }
  }
  const bad = schemaIssues(
    IMAGES_FILE,
    validatorFor('images', () => jsonSchemaOf(ImageRegistrySchema, IMAGES_FILE)),
    registry,
  )
  // Width and height are read from the file: an entry that still types them is told so.
  issues.push(
    ...bad.map((issue) =>
      /\.(width|height)$/.test(issue.path) && issue.message.startsWith('unknown property')
        ? { ...issue, message: `remove it: an image's width and height are read from its file` }
        : issue,
    ),
  )
  const images: ImageRegistry = {}
  for (const [name, entry] of Object.entries<Json>(registry)) {
    if (!IMAGE_NAME_PATTERN.test(name))
      issues.push({
        file: IMAGES_FILE,
        path: name,
        message: `"${name}" is not an image name: use lower-case letters, digits and "-", like "kitchen-hero"`,
      })
    if (typeof entry?.src !== 'string') continue
    const size = sources.imageFiles?.[entry.src]
    if (size === undefined) {
      issues.push({
        file: IMAGES_FILE,
        path: `${name}.src`,
        message: `no file "${entry.src}" in data/images/ — add the file or correct the name`,
      })
      continue
    }
    if ('problem' in size) {
      issues.push({ file: IMAGES_FILE, path: `${name}.src`, message: `data/images/${entry.src}: ${size.problem}` })
      continue
    }
    const widths = entry.widths
    if (Array.isArray(widths) && widths.every((w) => typeof w === 'number')) {
      if (widths.some((w, i) => i > 0 && w <= widths[i - 1]))
        issues.push({
          file: IMAGES_FILE,
          path: `${name}.widths`,
          message: `expected ascending widths, like [320, 640], got ${JSON.stringify(widths)}`,
        })
      else if (widths.some((w) => w > size.width))
        issues.push({
          file: IMAGES_FILE,
          path: `${name}.widths`,
          message: `${JSON.stringify(widths)} go beyond the file's width, ${size.width} px (images are never enlarged) — use widths up to ${size.width} or a larger file`,
        })
    }
    images[name] = { ...entry, width: size.width, height: size.height }
  }
  return { images, names: Object.keys(registry) }
}

/**
 * The last few checks, by the texts they checked. The dev server checks the project on every page it renders, the
 * editor on every preview and the section catalogue for every example frame (dozens at once), mostly with nothing
 * changed in between; a check is a pure function of its sources, so an unchanged project is checked once. What is
 * returned is frozen, as it is shared: a caller that would change it gets an error instead of changing it for the
 * next one.
 */
const recentChecks = new Map<string, CheckedProject>()
export function checkProject(sources: ProjectSources): CheckedProject {
  const key = JSON.stringify(sources)
  const known = recentChecks.get(key)
  if (known) return known
  const checked = deepFreeze(checkSources(sources))
  recentChecks.set(key, checked)
  if (recentChecks.size > 4) recentChecks.delete(recentChecks.keys().next().value as string)
  return checked
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
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

function checkSources(sources: ProjectSources): CheckedProject {
  const issues: Issue[] = []
  const facts = factsOf(sources)
  /**
   * Text as visitors read it: the limits of a length hold for "within 24 hours", not "within {site.replyTime}". While
   * data/site.json cannot give the facts, a text that names one is not measured (its own issue comes first, and alone).
   */
  const shown = <T>(value: T): T => (facts ? fillFacts(value, facts) : value)

  // Collections: each declared file against its schema; keys unique.
  const data: Partial<Record<CollectionName, Json>> = {}
  const keys: Partial<Record<CollectionName, string[]>> = {}
  const validItems: Partial<Record<CollectionName, boolean[]>> = {}
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
      const seen = new Map<string, number>()
      keys[name] = []
      items.forEach((item, i) => {
        const key = item?.[c.key]
        if (typeof key !== 'string') return
        if (seen.has(key))
          issues.push({
            file: c.file,
            path: `items[${i}].${c.key}`,
            message: `duplicate ${c.key} "${key}" (also items[${seen.get(key)}]) — each record needs its own`,
          })
        else seen.set(key, i)
        keys[name]!.push(key)
      })
    } else {
      const { $schema: _, ...judgedRecord } = judged ?? {}
      data[name] = judgedRecord
      issues.push(...ruleIssues(c.file, '', c.schema, judgedRecord)) // its checks JSON Schema cannot say (e.g. a value listed twice)
    }
  }
  const collectionData = data as CollectionData

  // Rules across collections (a slab against its category's vocabulary), and notes, for records that passed their
  // own schema. Notes do not fail: they say what a visitor will see instead (e.g. a stand-in image).
  const notes: Issue[] = []
  for (const name of collectionNames) {
    const c = collections[name] as unknown as Collection
    if (c.kind !== 'list' || (!c.rules && !c.notes)) continue
    ;(data[name] as Json[] | undefined)?.forEach((item, i) => {
      if (!validItems[name]?.[i]) return
      const at = (finding: RecordFinding) => ({ file: c.file, path: `items[${i}].${finding.path}`, message: finding.message })
      issues.push(...(c.rules?.(item, collectionData) ?? []).map(at))
      notes.push(...(c.notes?.(item, collectionData) ?? []).map(at))
    })
  }

  // The image registry: each entry against its schema, its file found and its size read.
  const { images, names: imageNames } = checkImages(sources, issues)

  // Pages: parse, $schema, the page schema; routes.
  const pages: LoadedPage[] = []
  let notFound: LoadedPage | undefined
  const routes = new Map<string, string>()
  /** Routes of draft pages: never linked from published pages or menus. */
  const drafts = new Set<string>()
  if (!sources.pages.some((p) => p.file === `pages/${NOT_FOUND_FILE}`))
    issues.push({ file: `pages/${NOT_FOUND_FILE}`, path: '', message: 'the not-found page is missing' })
  const validatePage = validatorFor('page', () => jsonSchemaOf(PageSchema, 'Page'))
  for (const { file, text } of sources.pages) {
    const parsed = parseJson(file, text)
    if (parsed.issue) {
      issues.push(parsed.issue)
      // Its route still exists (the file is there): links to it are not mistakes of their own.
      const route = pageFileToRoute(file)
      if (route !== null && !routes.has(route)) routes.set(route, file)
      continue
    }
    issues.push(...(parsed.duplicates ?? []))
    const nameIssue = pageFileNameIssue(file)
    if (nameIssue) issues.push(nameIssue)
    const page = parsed.data
    const depth = file.split('/').length - 1
    const expected = `${'../'.repeat(depth)}schemas/page.schema.json`
    if (page?.$schema !== expected)
      issues.push({
        file,
        path: '$schema',
        message: `expected "${expected}" (the page schema, relative to this file) so editors can check it`,
      })
    issues.push(...schemaIssues(file, validatePage, shown(page), page, facts !== undefined))
    const route = pageFileToRoute(file)
    const loaded = { file, route, page: page as PageFile }
    if (route !== null && page?.draft === true) drafts.add(route)
    if (route === null) notFound = loaded
    else {
      if (routes.has(route)) issues.push({ file, path: '', message: `route ${route} is also defined by ${routes.get(route)} — remove one` })
      routes.set(route, file)
      pages.push(loaded)
    }
  }
  const routeList = [...routes.keys()]

  // Honest proof: a project's picture belongs to that project alone, and appears only with it (so under its own
  // town): never on two projects, never named directly by a page or another record.
  const projectsFile = collections.projects.file
  const projectImages = new Map<string, { id: string; town: string }>()
  ;((collectionData.projects ?? []) as Json[]).forEach((p, i) => {
    if (typeof p?.image !== 'string') return
    const owner = projectImages.get(p.image)
    if (owner)
      issues.push({
        file: projectsFile,
        path: `items[${i}].image`,
        message: `"${p.image}" is already the picture of the project "${owner.id}" (${owner.town}): each project needs its own picture`,
      })
    else projectImages.set(p.image, { id: p.id, town: p.location })
  })

  // References, images and links, found by their markers wherever they sit.
  const checkMarked = (file: string, schema: v.GenericSchema, value: Json, ids: Set<string> | undefined, published = true) => {
    walkMarked(schema, value, (marker, leaf, path: Path) => {
      if (typeof leaf !== 'string') return
      const at = pathOf(path, value)
      const project = marker.image && file !== projectsFile ? projectImages.get(leaf) : undefined
      if (project)
        issues.push({
          file,
          path: at,
          message: `"${leaf}" is the picture of the project "${project.id}" in ${project.town} (${projectsFile}): show it with a project-list or project-gallery section, which names its own town`,
        })
      if (marker.collection) {
        const name = marker.collection as CollectionName
        if (!(name in collections)) {
          issues.push({ file, path: at, message: `the schema names a collection "${name}" that schemas/collections.ts does not declare` })
          return
        }
        const known = keys[name]
        if (known && !known.includes(leaf))
          issues.push({
            file,
            path: at,
            message: `no record "${leaf}" in the "${name}" collection (${collections[name].file})${didYouMean(leaf, known)}`,
          })
      }
      if (marker.image && !imageNames.includes(leaf))
        issues.push({
          file,
          path: at,
          message: `unknown image "${leaf}"${didYouMean(leaf, imageNames) || ' — add it to data/images.json'}`,
        })
      if (marker.href) checkHref(file, at, leaf, ids, published)
    })
  }
  const checkHref = (file: string, at: string, href: string, ids: Set<string> | undefined, published = true) => {
    if (href.startsWith('/')) {
      const target = hrefPath(href)
      if (!routes.has(target))
        issues.push({
          file,
          path: at,
          message: `links to "${target}", which is not a page${didYouMean(target, routeList) || ` — create pages${target}.json or link to an existing route`}`,
        })
      else if (published && drafts.has(target))
        issues.push({
          file,
          path: at,
          message: `links to "${target}", which is a draft (${routes.get(target)}) — publish it (remove "draft") or remove the link`,
        })
    } else if (ids && href.startsWith('#') && href.length > 1 && !ids.has(href.slice(1))) {
      issues.push({ file, path: at, message: `links to "${href}", but no section on this page has id "${href.slice(1)}"` })
    }
  }
  for (const name of collectionNames) {
    const c = collections[name]
    const text = sources.data[c.file]
    if (text === undefined) continue
    const parsed = parseJson(c.file, text)
    if (parsed.data) checkMarked(c.file, fileSchema(name), parsed.data, undefined)
  }
  const redirectsFile = collections.redirects.file
  const liveRoutes = new Set(routeList.filter((r) => !drafts.has(r)))
  const redirectRecords = (collectionData.redirects ?? []).filter((_, i) => validItems.redirects?.[i])
  for (const finding of redirectIssues(redirectRecords, liveRoutes, drafts, (path) => didYouMean(path, [...liveRoutes]))) {
    const index = (collectionData.redirects ?? []).indexOf(redirectRecords[finding.index])
    issues.push({ file: redirectsFile, path: `items[${index}].${finding.path}`, message: finding.message })
  }

  // Site facts named in text: known ones, in pages and records (judged once, in their own file); none in data/site.json.
  const factNames = Object.keys(facts ?? {})
  const checkFacts = (file: string, path: string) => (text: string, at: string) => {
    if (facts)
      for (const [token, name] of text.matchAll(FACT_PATTERN)) {
        if (name in facts) continue
        const s = suggest(name, factNames)
        issues.push({
          file,
          path: [path, at].filter(Boolean).join(' › '),
          message: `"${token}" is not a site fact${s ? ` — did you mean "{site.${s}}"?` : ''} — known: ${factNames.map((n) => `{site.${n}}`).join(', ')} (data/site.json)`,
        })
      }
  }
  for (const name of collectionNames) {
    const file = collections[name].file
    const value = data[name] as Json
    const root = collections[name].kind === 'list' ? 'items' : ''
    if (name !== FACTS_SOURCE) eachString(value, root, checkFacts(file, ''))
    else
      eachString(value, root, (text, at) => {
        for (const [token] of text.matchAll(FACT_PATTERN))
          issues.push({
            file,
            path: at,
            message: `"${token}" would show as written: ${file} is where the site's facts are written, and is not filled — write the value itself`,
          })
      })
  }

  const seenTitles = new Map<string, string>()
  const seenDescriptions = new Map<string, string>()
  const blocks = (collectionData.blocks ?? []).filter((_, i) => validItems.blocks?.[i]) as Block[]
  for (const { file, page } of notFound ? [...pages, notFound] : pages) {
    const published = page?.draft !== true
    const written: Json[] = Array.isArray(page?.sections) ? page.sections : []
    // Shared sections are checked where they are placed too: their anchors and rules depend on the page. Their text is
    // judged as filled with the site's facts, as visitors read it.
    const { sections: placed, from, at: indexOf } = expandBlocks<Json>(written, blocks)
    const sections = shown(placed)
    const whereOf = (i: number) => {
      const where = jsonPath(`/sections/${indexOf[i]}`, page)
      return from[i] ? `${where.replace(/ \(block\)$/, '')} (block "${from[i]}": ${sections[i].type})` : where
    }
    const ids = new Map<string, number>()
    sections.forEach((s, i) => {
      const id = s && typeof s === 'object' ? sectionAnchor(s) : undefined
      if (typeof id !== 'string') return
      if (ids.has(id))
        issues.push({
          file,
          path: `${whereOf(i)} › id`,
          message: `duplicate section id "${id}" (also sections[${indexOf[ids.get(id)!]}]) — ids must be unique on a page`,
        })
      else ids.set(id, i)
    })
    const idSet = new Set(ids.keys())
    checkMarked(file, PageSchema, page, idSet, published)
    sections.forEach((section, i) => {
      const where = whereOf(i)
      if (from[i])
        walkMarked(SectionSchema, section, (marker, leaf, path: Path) => {
          if (marker.href && typeof leaf === 'string' && leaf.startsWith('#'))
            checkHref(file, `${where} › ${dotted(path.map(String))}`, leaf, idSet)
        })
      else eachString(section, '', checkFacts(file, where))
      if (!isSectionType(section?.type)) return
      // Only a section that passed its schema is handed to its own links/rules.
      const mod = sectionModule(section.type)
      if (
        schemaIssues(
          file,
          validatorFor(`section:${section.type}`, () => jsonSchemaOf(mod.schema, section.type)),
          section,
        ).length
      )
        return
      const ctx = { collections: collectionData, sections }
      for (const link of mod.links?.(section, ctx) ?? []) checkHref(file, `${where} › ${link.path}`, link.href, idSet, published)
      for (const rule of mod.rules?.(section, ctx) ?? []) issues.push({ file, path: `${where} › ${rule.path}`, message: rule.message })
      for (const rule of ruleIssues(file, '', mod.schema, section))
        issues.push({ ...rule, path: rule.path ? `${where} › ${rule.path}` : where })
    })
    const meta = shown(page?.meta) as Json
    eachString(meta, 'meta', checkFacts(file, ''))
    if (typeof meta?.canonical === 'string' && !routes.has(hrefPath(meta.canonical)))
      issues.push({ file, path: 'meta.canonical', message: `"${meta.canonical}" is not a page${didYouMean(meta.canonical, routeList)}` })
    if (typeof meta?.title === 'string') {
      if (seenTitles.has(meta.title))
        issues.push({
          file,
          path: 'meta.title',
          message: `duplicate title "${meta.title}" (also in ${seenTitles.get(meta.title)}) — every page needs its own title`,
        })
      else seenTitles.set(meta.title, file)
    }
    if (typeof meta?.description === 'string') {
      if (seenDescriptions.has(meta.description))
        issues.push({
          file,
          path: 'meta.description',
          message: `duplicate description (also in ${seenDescriptions.get(meta.description)}) — every page needs its own description`,
        })
      else seenDescriptions.set(meta.description, file)
    }
  }

  return { pages, notFound, collections: collectionData, images, routes: routeList, issues, notes }
}

/** Section types known to the registry (for messages and the editor). */
export { sectionTypes }
