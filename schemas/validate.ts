import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import addFormatsImport from 'ajv-formats'
import { FACT_PATTERN, siteFacts } from '../app/facts'
import { NOT_FOUND_FILE, hrefPath, pageFileToRoute } from '../app/routing'
import { sectionAnchor, sectionModule, sectionRefs, sectionTypes, type RecordKind, type SectionType } from '../sections/schemas'
import { jsonSchemaOf } from './json-schema'
import { PageSchema, type PageFile } from './page'
import { recordFiles, type Site } from './records'

/**
 * `npm run validate`: every page and record against its JSON Schema (ajv), then the rules JSON Schema cannot say:
 * section ids unique per page, internal links and anchors that resolve, record and image references that resolve,
 * unique page titles and descriptions. One message per mistake, naming the file, the JSON path and the fix:
 *   pages/kitchen.json › sections[3] (pricing-table) › plans[1].price: expected a number
 */
export type Issue = { file: string; path: string; message: string }

export function formatIssue({ file, path, message }: Issue) {
  return `${file}${path ? ` › ${path}` : ''}: ${message}`
}
export const formatIssues = (issues: Issue[]) => issues.map(formatIssue).join('\n')

type Json = any

const ajv = new Ajv({ allErrors: true, discriminator: true, strict: false, verbose: true })
const addFormats = addFormatsImport as unknown as (a: Ajv) => Ajv
addFormats(ajv)
const compiled = new Map<string, ValidateFunction>()
function validatorFor(key: string, make: () => object) {
  if (!compiled.has(key)) compiled.set(key, ajv.compile(make()))
  return compiled.get(key)!
}

/** Closest candidate by edit distance, for "did you mean" hints. */
export function suggest(value: string, candidates: readonly string[]): string | undefined {
  const distance = (a: string, b: string) => {
    const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)])
    for (let j = 1; j <= b.length; j++) d[0][j] = j
    for (let i = 1; i <= a.length; i++)
      for (let j = 1; j <= b.length; j++)
        d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
    return d[a.length][b.length]
  }
  let best: string | undefined
  let bestScore = Infinity
  for (const c of candidates) {
    const score = distance(value.toLowerCase(), c.toLowerCase())
    if (score < bestScore) [best, bestScore] = [c, score]
  }
  return best !== undefined && bestScore <= Math.max(2, Math.floor(value.length / 3)) ? best : undefined
}
const didYouMean = (value: string, candidates: readonly string[]) => {
  const s = suggest(value, candidates)
  return s ? ` — did you mean "${s}"?` : ''
}

/** "/sections/3/plans/1/price" → "sections[3] (pricing-table) › plans[1].price" */
export function jsonPath(pointer: string, data: Json): string {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
  if (parts[0] === 'sections' && parts.length >= 2) {
    const type = data?.sections?.[Number(parts[1])]?.type
    const head = `sections[${parts[1]}]${typeof type === 'string' ? ` (${type})` : ''}`
    const rest = dotted(parts.slice(2))
    return rest ? `${head} › ${rest}` : head
  }
  return dotted(parts)
}
const dotted = (parts: string[]) => parts.reduce((acc, p) => (/^\d+$/.test(p) ? `${acc}[${p}]` : acc ? `${acc}.${p}` : p), '')
const joinPath = (path: string, key: string) => (!path ? key : path.endsWith(')') ? `${path} › ${key}` : `${path}.${key}`)

const article = (t: string) => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`)
const show = (value: unknown) => JSON.stringify(value)

/** One readable message per ajv error; undefined for errors that only summarise others. */
function describe(error: ErrorObject, data: Json): Issue | undefined {
  const path = jsonPath(error.instancePath, data)
  const p = error.params as Json
  const schema = error.parentSchema as Json
  switch (error.keyword) {
    case 'required':
      return { file: '', path: joinPath(path, p.missingProperty), message: `missing required property "${p.missingProperty}"` }
    case 'additionalProperties': {
      const allowed = Object.keys(schema?.properties ?? {})
      return {
        file: '',
        path: joinPath(path, p.additionalProperty),
        message: `unknown property "${p.additionalProperty}"${didYouMean(p.additionalProperty, allowed) || ` — allowed here: ${allowed.join(', ')}`}`,
      }
    }
    case 'type':
      return {
        file: '',
        path,
        message: `expected ${article(String(p.type).replace(',', ' or '))}, got ${Array.isArray(error.data) ? 'an array' : error.data === null ? 'null' : article(typeof error.data)}`,
      }
    case 'enum':
      return {
        file: '',
        path,
        message: `expected one of ${p.allowedValues.map(show).join(', ')}${typeof error.data === 'string' ? didYouMean(error.data, p.allowedValues.map(String)) : ''}`,
      }
    case 'const':
      return { file: '', path, message: `expected ${show(p.allowedValue)}` }
    case 'minLength':
      return {
        file: '',
        path,
        message:
          p.limit === 1 ? 'expected a non-empty string' : `expected at least ${p.limit} characters (has ${String(error.data).length})`,
      }
    case 'maxLength':
      return { file: '', path, message: `expected at most ${p.limit} characters (has ${String(error.data).length})` }
    case 'minItems':
      return { file: '', path, message: `expected at least ${p.limit} item${p.limit === 1 ? '' : 's'}` }
    case 'maxItems':
      return { file: '', path, message: `expected at most ${p.limit} items` }
    case 'minimum':
    case 'maximum':
      return { file: '', path, message: `expected a number ${p.comparison} ${p.limit}` }
    case 'pattern':
      return { file: '', path, message: `${show(error.data)} does not match ${p.pattern}` }
    case 'format':
      return { file: '', path, message: `expected a valid ${p.format}` }
    case 'discriminator': {
      const branches: Json[] = schema?.oneOf ?? []
      const tags = branches.map((b) => b.properties?.[p.tag]?.const).filter(Boolean)
      if (p.error === 'tag')
        return { file: '', path: joinPath(path, p.tag), message: `missing "${p.tag}" — expected one of: ${tags.join(', ')}` }
      const what = p.tag === 'type' ? 'section type' : p.tag
      return {
        file: '',
        path: joinPath(path, p.tag),
        message: `unknown ${what} ${show(p.tagValue)}${didYouMean(String(p.tagValue), tags) || ` — expected one of: ${tags.join(', ')}`}`,
      }
    }
    case 'oneOf':
    case 'anyOf':
    case 'if':
      return undefined
    default:
      return { file: '', path, message: error.message ?? error.keyword }
  }
}

/** Validates JSON data against a schema: ajv finds the mistakes, messages name the spot and the fix. */
export function schemaIssues(file: string, validate: ValidateFunction, data: Json): Issue[] {
  if (validate(data)) return []
  const seen = new Set<string>()
  const issues: Issue[] = []
  for (const error of validate.errors ?? []) {
    const issue = describe(error, data)
    if (!issue) continue
    const key = `${issue.path}|${issue.message}`
    if (seen.has(key)) continue
    seen.add(key)
    issues.push({ ...issue, file })
  }
  // A pattern error on a value means its own wording is clearer: prefer valibot's message when it has one.
  return issues
}

async function listJson(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => [])
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => join(e.parentPath, e.name))
    .sort()
}

/** Parses JSON, turning a syntax error into an issue with line and column. */
function parseJson(file: string, text: string): { data?: Json; issue?: Issue } {
  try {
    return { data: JSON.parse(text) }
  } catch (err) {
    const message = (err as Error).message
    const pos = Number(/position (\d+)/.exec(message)?.[1])
    if (Number.isFinite(pos)) {
      const before = text.slice(0, pos).split('\n')
      return {
        issue: {
          file,
          path: '',
          message: `invalid JSON at line ${before.length}, column ${before.at(-1)!.length + 1}: ${message.replace(/ in JSON at position \d+.*$/, '')}`,
        },
      }
    }
    return { issue: { file, path: '', message: `invalid JSON: ${message}` } }
  }
}

type Loaded = { file: string; data: Json }

/** Walks a value, calling visit(key, value, path) for every property. */
function walk(value: Json, path: string, visit: (key: string, value: Json, path: string) => void) {
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${path}[${i}]`, visit))
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      const p = joinPath(path, k)
      visit(k, v, p)
      walk(v, p, visit)
    }
}

/** Calls visit(text, path) for every string in a value, array items included. */
function eachString(value: Json, path: string, visit: (text: string, path: string) => void) {
  if (typeof value === 'string') visit(value, path)
  else if (Array.isArray(value)) value.forEach((v, i) => eachString(v, `${path}[${i}]`, visit))
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) eachString(v, joinPath(path, k), visit)
}

export async function validateProject(root: string): Promise<Issue[]> {
  const issues: Issue[] = []
  const rel = (path: string) => relative(root, path).split(sep).join('/')

  // Records.
  const records: Record<string, Json> = {}
  for (const [file, { schema, jsonSchema }] of Object.entries(recordFiles)) {
    const text = await readFile(join(root, file), 'utf8').catch(() => undefined)
    if (text === undefined) {
      issues.push({ file, path: '', message: 'file is missing' })
      continue
    }
    const { data, issue } = parseJson(file, text)
    if (issue) issues.push(issue)
    else {
      issues.push(
        ...schemaIssues(
          file,
          validatorFor(file, () => jsonSchemaOf(schema, file)),
          data,
        ),
      )
      records[file] = data
    }
    if (data && data.$schema !== `../schemas/${jsonSchema}`)
      issues.push({ file, path: '$schema', message: `expected "../schemas/${jsonSchema}" so editors can check this file` })
  }
  const catalogSlugs: string[] = (records['data/catalog.json']?.items ?? []).map((i: Json) => i.slug)
  const locationSlugs: string[] = (records['data/locations.json']?.items ?? []).map((i: Json) => i.slug)
  const known: Record<RecordKind, string[]> = { catalog: catalogSlugs, locations: locationSlugs }
  for (const [file, slugs] of [
    ['data/catalog.json', catalogSlugs],
    ['data/locations.json', locationSlugs],
  ] as const)
    slugs.forEach((slug, i) => {
      if (slugs.indexOf(slug) !== i)
        issues.push({ file, path: `items[${i}].slug`, message: `duplicate slug "${slug}" — slugs must be unique` })
    })

  const imageRegistry: Record<string, unknown> = JSON.parse(await readFile(join(root, 'app/images/images.json'), 'utf8').catch(() => '{}'))
  const imageNames = Object.keys(imageRegistry)
  const checkImage = (file: string, path: string, name: unknown) => {
    if (typeof name === 'string' && !(name in imageRegistry))
      issues.push({
        file,
        path,
        message: `unknown image "${name}"${didYouMean(name, imageNames) || ' — add it to app/images/images.json'}`,
      })
  }
  ;(records['data/catalog.json']?.items ?? []).forEach((item: Json, i: number) =>
    checkImage('data/catalog.json', `items[${i}].image`, item.image),
  )

  // Pages.
  const pagesDir = join(root, 'pages')
  const pageFiles = await listJson(pagesDir)
  const pages: Loaded[] = []
  const routes = new Map<string, string>()
  if (!pageFiles.some((f) => rel(f) === `pages/${NOT_FOUND_FILE}`))
    issues.push({ file: `pages/${NOT_FOUND_FILE}`, path: '', message: 'the not-found page is missing' })
  const validatePage = validatorFor('page', () => jsonSchemaOf(PageSchema, 'Page'))
  for (const path of pageFiles) {
    const file = rel(path)
    const { data, issue } = parseJson(file, await readFile(path, 'utf8'))
    if (issue) {
      issues.push(issue)
      continue
    }
    const depth = file.split('/').length - 1
    const expected = `${'../'.repeat(depth)}schemas/page.schema.json`
    if (data?.$schema !== expected)
      issues.push({
        file,
        path: '$schema',
        message: `expected "${expected}" (the page schema, relative to this file) so editors can check it`,
      })
    issues.push(...schemaIssues(file, validatePage, data))
    pages.push({ file, data })
    const route = pageFileToRoute(relative(pagesDir, path))
    if (route) {
      if (routes.has(route)) issues.push({ file, path: '', message: `route ${route} is also defined by ${routes.get(route)} — remove one` })
      routes.set(route, file)
    }
  }
  const routeList = [...routes.keys()]
  const facts = records['data/site.json'] ? siteFacts(records['data/site.json'] as Site) : {}
  const factNames = Object.keys(facts)
  const suggestFact = (name: string) => {
    const s = suggest(name, factNames)
    return s ? ` — did you mean "{site.${s}}"?` : ''
  }
  const checkFacts = (file: string, path: string) => (text: string, at: string) => {
    for (const [token, name] of text.matchAll(FACT_PATTERN))
      if (!(name in facts))
        issues.push({
          file,
          path: [path, at].filter(Boolean).join(' › '),
          message: `"${token}" is not a site fact${suggestFact(name)} — known: ${factNames.map((n) => `{site.${n}}`).join(', ')} (data/site.json)`,
        })
  }

  const seenTitles = new Map<string, string>()
  const seenDescriptions = new Map<string, string>()
  for (const { file, data } of pages) {
    const page = data as Partial<PageFile>
    const sections: Json[] = Array.isArray(page?.sections) ? page.sections : []
    const ids = new Map<string, number>()
    sections.forEach((s, i) => {
      const id = s && typeof s === 'object' ? sectionAnchor(s) : undefined
      if (typeof id !== 'string') return
      if (ids.has(id))
        issues.push({
          file,
          path: `${jsonPath(`/sections/${i}`, page)} › id`,
          message: `duplicate section id "${id}" (also sections[${ids.get(id)}]) — ids must be unique on a page`,
        })
      else ids.set(id, i)
    })
    sections.forEach((section, i) => {
      const where = jsonPath(`/sections/${i}`, page)
      if (!sectionTypes.includes(section?.type)) return
      for (const [prop, kind] of Object.entries(sectionRefs(section.type as SectionType))) {
        const values: unknown[] = Array.isArray(section[prop]) ? section[prop] : section[prop] === undefined ? [] : [section[prop]]
        values.forEach((value, j) => {
          if (typeof value === 'string' && !known[kind].includes(value)) {
            const at = Array.isArray(section[prop]) ? `${prop}[${j}]` : prop
            issues.push({
              file,
              path: `${where} › ${at}`,
              message: `no ${kind === 'catalog' ? 'catalogue record' : 'location'} with slug "${value}" in data/${kind}.json${didYouMean(value, known[kind])}`,
            })
          }
        })
      }
      const checkHref = (path: string, value: string) => {
        if (value.startsWith('/')) {
          const target = hrefPath(value)
          if (!routes.has(target))
            issues.push({
              file,
              path: `${where} › ${path}`,
              message: `links to "${target}", which is not a page${didYouMean(target, routeList) || ` — create pages${target}.json or link to an existing route`}`,
            })
        } else if (value.startsWith('#') && value.length > 1 && !ids.has(value.slice(1))) {
          issues.push({
            file,
            path: `${where} › ${path}`,
            message: `links to "${value}", but no section on this page has id "${value.slice(1)}"`,
          })
        }
      }
      eachString(section, '', checkFacts(file, where))
      walk(section, '', (key, value, path) => {
        if (key === 'image') checkImage(file, `${where} › ${path}`, value)
        if (key === 'href' && typeof value === 'string') checkHref(path, value)
      })
      // Only a section that passed its schema is handed to its own links/rules.
      if (
        schemaIssues(
          file,
          validatorFor(`section:${section.type}`, () => jsonSchemaOf(sectionModule(section.type).schema, section.type)),
          section,
        ).length
      )
        return
      const mod = sectionModule(section.type as SectionType)
      for (const link of mod.links?.(section, { catalog: records['data/catalog.json']?.items ?? [] }) ?? []) checkHref(link.path, link.href)
      for (const rule of mod.rules?.(section) ?? []) issues.push({ file, path: `${where} › ${rule.path}`, message: rule.message })
    })
    const meta = page?.meta as Json
    eachString(meta, 'meta', checkFacts(file, ''))
    if (meta?.openGraph?.image) checkImage(file, 'meta.openGraph.image', meta.openGraph.image)
    if (typeof meta?.canonical === 'string' && !routes.has(hrefPath(meta.canonical)))
      issues.push({ file, path: 'meta.canonical', message: `"${meta.canonical}" is not a page${didYouMean(meta.canonical, routeList)}` })
    ;(meta?.structuredData ?? []).forEach((d: Json, i: number) => {
      if (d?.kind === 'service' && typeof d.service === 'string' && !catalogSlugs.includes(d.service))
        issues.push({
          file,
          path: `meta.structuredData[${i}].service`,
          message: `no catalogue record with slug "${d.service}" in data/catalog.json${didYouMean(d.service, catalogSlugs)}`,
        })
    })
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
  return issues
}
