import { loadConfig } from '../../../api/config'
import { readPageTotals } from '../../../api/events'
import { createHash } from 'node:crypto'
import { readFile, rename, stat, unlink, writeFile, mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { ServerManifest } from '@tanstack/router-core'
import * as v from 'valibot'
import { type Collection, collectionNames, collections, fileSchema } from '../../../schemas/collections'
import { jsonSchemaOf } from '../../../schemas/json-schema'
import { IMAGES_FILE, PAGES_DIR, type ProjectSources, readProject } from '../../../schemas/load'
import { MetaSchema, PageSchema } from '../../../schemas/page'
import { hrefPath, NOT_FOUND_FILE, pageFileToRoute } from '../../../schemas/routing'
import { type CheckedProject, checkProject, formatIssue, type Issue } from '../../../schemas/validate'
import { walkMarked } from '../../../schemas/walk'
import { draftCopy, readCopy, shapeOf, textPaths } from '../../../schemas/copies'
import { copyFileOf, declaredFallbacks, languageName, type SiteLocale, siteLocales } from '../../../schemas/locales'
import { launchPlaceholders } from '../../../schemas/launch'
import { isSectionType, sectionModule, sectionTypes } from '../../../sections/schemas'
import { isBlockRef } from '../../../schemas/blocks'
import { render } from '../../render/entry-server'
import { resolveFrame } from '../../builder/frame'
import { resolvePage } from '../../builder/resolve'
import type { ResolvedPage } from '../../../schemas/page-data'
import { type EditorIssue, issuePath } from '../shared/issues'
import { newPageFile, routeProblem } from '../shared/routes'
import { type Author, commitFiles, describeChange } from './commit'
import { formatJson } from './format'
import { IMAGE_REGISTRY, IMAGE_SOURCES, ImageError, storeImage } from './images'

/**
 * The editor's API (/_editor/api/*), loaded through Vite's module graph on every request, so a new section folder,
 * a changed schema or collection declaration is picked up like the dev server picks them up. Every check is the one
 * `npm run validate` runs (`checkProject` on the project's texts, the file being edited replaced by the editor's
 * text), so a message in the editor is word for word the message in the terminal.
 */

export type ApiContext = {
  root: string
  previewManifest: ServerManifest
  regenerate: () => void
  /** How many times the images changed since the editor started (app/editor/tools.ts): the preview's images carry it. */
  imagesVersion?: () => number
  /** Who is saving, when every save is to be a git commit (./commit.ts); `npm run edit` leaves it out: nothing is committed. */
  author?: Author
}
type Json = any
type Reply = { status: number; body: unknown }

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16)
const ok = (body: unknown): Reply => ({ status: 200, body })
const fail = (status: number, error: string, extra: object = {}): Reply => ({ status, body: { error, ...extra } })

/** The files the editor may write: page files and the declared collections' files. */
function editable(file: string): boolean {
  if (file.includes('..') || file.includes('\\')) return false
  if (file.startsWith(`${PAGES_DIR}/`)) return /^pages\/([a-z0-9]+(-[a-z0-9]+)*\/)*([a-z0-9]+(-[a-z0-9]+)*|404)\.json$/.test(file)
  return collectionNames.some((name) => collections[name].file === file)
}

/** The project's texts with one file's text replaced (or added). */
export function withText(sources: ProjectSources, file: string, text: string): ProjectSources {
  if (file.startsWith(`${PAGES_DIR}/`)) {
    const pages = [...sources.pages.filter((p) => p.file !== file), { file, text }].sort((a, b) => a.file.localeCompare(b.file))
    return { ...sources, pages }
  }
  if (file === IMAGES_FILE) return { ...sources, images: text }
  if (/^data\/[a-z]{2,3}\//.test(file)) {
    const copies = [...(sources.copies ?? []).filter((c) => c.file !== file), { file, text }].sort((a, b) => a.file.localeCompare(b.file))
    return { ...sources, copies }
  }
  return { ...sources, data: { ...sources.data, [file]: text } }
}

/**
 * The messages of one file, at their paths. A text another language does not give yet is not among them: the English
 * saves without it, its words in that language are typed beside it (and counted in the page list).
 */
const editorIssues = (issues: Issue[], file: string): EditorIssue[] =>
  issues.filter((i) => i.file === file && !i.language).map((i) => ({ path: i.path, at: issuePath(i.path), message: i.message }))

/** A list collection whose records have "from" and "to" links: where a renamed page's redirect goes. */
function redirectsCollection(): { name: string; file: string } | undefined {
  for (const name of collectionNames) {
    const c = collections[name] as unknown as Collection
    const item = jsonSchemaOf(c.schema, name) as Json
    if (c.kind === 'list' && item.properties?.from && item.properties?.to) return { name, file: c.file }
  }
  return undefined
}

/** The project as the page list shows it. */
async function project(root: string): Promise<Reply> {
  const sources = await readProject(root)
  const checked = checkProject(sources)
  const count = (file: string) => checked.issues.filter((i) => i.file === file && !i.language)
  const changed = async (file: string) => (await stat(join(root, file)).catch(() => undefined))?.mtimeMs ?? null
  const all = checked.notFound ? [...checked.pages, checked.notFound] : checked.pages
  const parsedFiles = new Set(all.map((p) => p.file))
  const pages = await Promise.all(
    sources.pages.map(async ({ file }) => {
      const loaded = all.find((p) => p.file === file)
      const page = loaded?.page as Json
      const issues = count(file)
      return {
        file,
        route: pageFileToRoute(file),
        title: typeof page?.meta?.title === 'string' ? page.meta.title : null,
        draft: page?.draft === true,
        parsed: parsedFiles.has(file),
        issues: issues.length,
        firstIssue: issues[0] ? formatIssue(issues[0]) : null,
        changed: await changed(file),
        translations: page ? translationCounts(sources, checked, file, page) : [],
      }
    }),
  )
  const data = await Promise.all(
    collectionNames.map(async (name) => {
      const c = collections[name]
      const items = checked.collections[name]
      return {
        name,
        file: c.file,
        kind: c.kind,
        description: c.description,
        records: Array.isArray(items) ? items.length : null,
        issues: count(c.file).length,
        firstIssue: count(c.file)[0] ? formatIssue(count(c.file)[0]) : null,
        changed: await changed(c.file),
      }
    }),
  )
  return ok({
    pages,
    collections: data,
    otherIssues: checked.issues
      .filter((i) => !i.file.startsWith('pages/') && !collectionNames.some((n) => collections[n].file === i.file))
      .map(formatIssue),
    launch: launchPlaceholders(sources),
  })
}

/**
 * A file's state in each other language (schemas/locales.ts): how many of its English texts have no words there yet,
 * and whether the page declares that it is shown in English there.
 */
function translationCounts(sources: ProjectSources, checked: CheckedProject, file: string, english: Json) {
  const shape = shapeOf(file)
  if (!shape) return []
  return siteLocales(checked)
    .slice(1)
    .map(({ code, label }) => {
      const fallback = declaredFallbacks(english).includes(code)
      const copy = copyText(sources, file, code)
      const missing = fallback
        ? 0
        : copy === undefined
          ? textPaths(shape.schema, english).filter((t) => typeof t.text === 'string' && t.text !== '').length
          : readCopy(shape, english, parseOr(copy), { file, copyFile: copyFileOf(file, code) }).missing.length
      return { locale: code, label, language: languageName(code), missing, fallback }
    })
}
const copyText = (sources: ProjectSources, file: string, locale: string) =>
  sources.copies?.find((c) => c.file === copyFileOf(file, locale))?.text
const parseOr = (text: string | undefined): Json => {
  try {
    return JSON.parse(text ?? '{}')
  } catch {
    return {}
  }
}

/** The English file as saved (a page, a data file, the image registry), parsed. */
const englishJson = (sources: ProjectSources, file: string): Json =>
  parseOr(
    file.startsWith(`${PAGES_DIR}/`)
      ? sources.pages.find((p) => p.file === file)?.text
      : file === IMAGES_FILE
        ? sources.images
        : sources.data[file],
  )

/** Each other language's words for a file's texts, by the English path ("sections/2/cards/1/title"). */
async function translations(root: string, file: string): Promise<Reply> {
  if (!editable(file) && file !== IMAGES_FILE) return fail(404, `the editor does not open ${file}`)
  const shape = shapeOf(file)
  const sources = await readProject(root)
  const english = englishJson(sources, file)
  const locales = siteLocales(checkProject(sources)).slice(1)
  return ok({ locales: shape ? locales.map((l) => translationOf(sources, shape, english, file, l)) : [] })
}

function translationOf(
  sources: ProjectSources,
  shape: NonNullable<ReturnType<typeof shapeOf>>,
  english: Json,
  file: string,
  l: SiteLocale,
) {
  const copyFile = copyFileOf(file, l.code)
  const text = copyText(sources, file, l.code)
  const reading = readCopy(shape, english, parseOr(text), { file, copyFile })
  return {
    code: l.code,
    label: l.label,
    language: languageName(l.code),
    copyFile,
    hash: text === undefined ? null : hash(text),
    fallback: declaredFallbacks(english).includes(l.code),
    texts: Object.fromEntries(reading.texts.map(([path, words]) => [path.join('/'), words])),
    missing: reading.missing.length,
  }
}

/**
 * Writes one text of a file in another language into its copy (data/<locale>/…), made in the copy's agreed shape from
 * the saved English file and the words the copy already gives (an empty text removes it). Refused (409) when the copy
 * changed on disk since the editor read it.
 */
async function translate(ctx: ApiContext, body: Json): Promise<Reply> {
  const { file, locale, path, text, baseHash } = body ?? {}
  if (typeof file !== 'string' || (!editable(file) && file !== IMAGES_FILE)) return fail(400, 'expected a page file or a data file')
  const shape = shapeOf(file)
  const sources = await readProject(ctx.root)
  const locales = siteLocales(checkProject(sources)).slice(1)
  const l = locales.find((x) => x.code === locale)
  if (!shape || !l) return fail(400, `expected a language of data/site.json › locales (${locales.map((x) => x.code).join(', ')})`)
  if (!Array.isArray(path) || typeof text !== 'string') return fail(400, 'expected the path of a text and its words')
  const copyFile = copyFileOf(file, l.code)
  const current = copyText(sources, file, l.code)
  if ((current === undefined ? null : hash(current)) !== (baseHash ?? null))
    return fail(409, `${copyFile} changed on disk since you opened it`, { conflict: true })
  const english = englishJson(sources, file)
  const words = new Map(readCopy(shape, english, parseOr(current), { file, copyFile }).texts.map(([p, w]) => [p.join('/'), w]))
  const key = path.join('/')
  if (!textPaths(shape.schema, english).some((t) => t.path.join('/') === key)) return fail(400, `${file} has no text at ${key}`)
  if (text === '') words.delete(key)
  else words.set(key, text)
  const value = draftCopy(shape, english, (_, at) => words.get(at.join('/')))
  const written = await formatJson(ctx.root, copyFile, value, current)
  await writeAtomic(ctx.root, copyFile, written)
  ctx.regenerate()
  const commit = ctx.author ? await commitFiles(ctx.root, [copyFile], ctx.author, `${file} in ${languageName(l.code)}: ${key}`) : undefined
  const next = { ...sources, copies: [...(sources.copies ?? []).filter((c) => c.file !== copyFile), { file: copyFile, text: written }] }
  return ok({ ...translationOf(next, shape, english, file, l), ...(commit ? { commit } : {}) })
}

const LABEL_KEYS = ['name', 'title', 'label', 'headline', 'question', 'from']

/** Everything the forms are generated from: the JSON Schemas, the section types and their examples, what pickers offer. */
async function schema(root: string): Promise<Reply> {
  const checked = checkProject(await readProject(root))
  const sections = await Promise.all(
    sectionTypes.map(async (type) => {
      const examples = await readFile(join(root, 'sections', type, 'examples.json'), 'utf8')
        .then((t) => JSON.parse(t) as unknown[])
        .catch(() => [])
      const described = jsonSchemaOf(sectionModule(type).schema, type) as Json
      return { type, description: described.description ?? '', examples }
    }),
  )
  const records: Record<string, { key: string; label: string }[]> = {}
  for (const name of collectionNames) {
    const c = collections[name] as unknown as Collection
    const items = checked.collections[name]
    if (c.kind !== 'list' || !Array.isArray(items)) continue
    records[name] = (items as Json[]).map((item) => {
      const key = String(item?.[c.key])
      const labelKey = LABEL_KEYS.find((k) => typeof item?.[k] === 'string')
      return { key, label: labelKey ? String(item[labelKey]) : key }
    })
  }
  // The lists inside a single record that a value may be chosen from (schemas/fields.ts `option`), as "<collection>.<list>".
  for (const name of collectionNames) {
    const c = collections[name] as unknown as Collection
    const record = checked.collections[name] as Json
    if (c.kind === 'list' || !record || typeof record !== 'object') continue
    for (const [list, items] of Object.entries(record))
      if (Array.isArray(items) && items.every((i) => typeof i?.value === 'string'))
        records[`${name}.${list}`] = items.map((i: Json) => ({ key: i.value, label: typeof i.label === 'string' ? i.label : i.value }))
  }
  const all = checked.notFound ? [...checked.pages, checked.notFound] : checked.pages
  const anchors = Object.fromEntries(
    all.map((p) => [
      p.route ?? '',
      (Array.isArray(p.page?.sections) ? p.page.sections : []).flatMap((s: Json) => (typeof s?.id === 'string' ? [s.id] : [])),
    ]),
  )
  return ok({
    page: jsonSchemaOf(PageSchema, 'Page'),
    collections: collectionNames.map((name) => {
      const c = collections[name] as unknown as Collection
      return {
        name,
        file: c.file,
        kind: c.kind,
        key: c.kind === 'list' ? c.key : null,
        description: c.description,
        schema: jsonSchemaOf(fileSchema(name), c.file),
      }
    }),
    sections,
    routes: [...checked.routes].sort(),
    anchors,
    titles: Object.fromEntries(all.map((p) => [p.route ?? '', (p.page as Json)?.meta?.title ?? ''])),
    images: Object.entries(checked.images).map(([name, e]) => ({ name, alt: e.alt, width: e.width, height: e.height, src: e.src })),
    records,
    redirects: redirectsCollection() ?? null,
  })
}

async function file(root: string, path: string): Promise<Reply> {
  if (!editable(path)) return fail(404, `the editor does not open ${path}`)
  const text = await readFile(join(root, path), 'utf8').catch(() => undefined)
  if (text === undefined) return fail(404, `${path} does not exist`)
  return ok({ file: path, text, hash: hash(text) })
}

/** A safe stand-in for head tags while the page's own meta has mistakes (the preview still renders). */
function previewMeta(meta: Json) {
  if (v.is(MetaSchema, meta)) return meta
  const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback)
  return { title: text(meta?.title, 'Untitled page'), description: text(meta?.description, ''), keywords: [] }
}

/**
 * The preview of a page being edited: its sections that can be rendered (valid props, records and images found)
 * through the site's own resolve and server render, with the site's stylesheet and no script. `shown` lists the
 * index of each rendered section, in order, so the editor maps the preview's sections to its forms.
 */
async function preview(checked: CheckedProject, file: string, page: Json, manifest: ServerManifest, imagesVersion = 0) {
  const route = pageFileToRoute(file)
  const sections: Json[] = Array.isArray(page?.sections) ? page.sections : []
  const base = { ...(page && typeof page === 'object' ? page : {}), meta: previewMeta(page?.meta), sections: [] }
  const loaded = (sections: Json[]) => ({ file, route, page: { ...base, sections } as Json })
  let head: ResolvedPage
  try {
    head = resolvePage(loaded([]), checked)
  } catch {
    head = resolvePage(
      { file, route, page: { ...base, meta: { ...base.meta, structuredData: undefined, openGraph: undefined } } as Json },
      checked,
    )
  }
  let shown: number[] = []
  let resolved: ResolvedPage['sections'] = []
  sections.forEach((section, index) => {
    // A shared section (a block reference) previews as the block's section.
    if (!isBlockRef(section) && (!isSectionType(section?.type) || !v.is(sectionModule(section.type).schema, section))) return
    try {
      resolved.push(resolvePage(loaded([section]), checked).sections[0])
      shown.push(index)
    } catch {
      // Not renderable yet (an unknown image, a missing record): its form shows why.
    }
  })
  const url = route ?? '/__not-found-preview'
  const renderWith = (list: ResolvedPage['sections']) => {
    const resolvedPage: ResolvedPage = { ...head, sections: list }
    return render(url, manifest, { page: () => resolvedPage, notFound: resolvedPage, frame: resolveFrame(checked), build: 'editor' })
  }
  // The preview runs no script (its frame is sandboxed): none is sent.
  // Once an image changed, its renditions' addresses carry the change's number: the preview's document, which
  // keeps the pictures it has loaded by address, fetches the new ones.
  const fresh = (html: string) =>
    imagesVersion ? html.replace(/(\/images\/[a-z0-9-]+-\d+\.(?:avif|webp|jpg))(?=[\s"',)])/g, `$1?v=${imagesVersion}`) : html
  const noScript = (r: { html: string }) => ({ html: fresh(r.html.replace(/<script\b[\s\S]*?<\/script>/gi, '')), shown })
  try {
    return noScript(await renderWith(resolved))
  } catch {
    // One section breaks the render: keep the ones that render alone.
    const keep: number[] = []
    for (let i = 0; i < resolved.length; i++)
      if (
        await renderWith([resolved[i]]).then(
          () => true,
          () => false,
        )
      )
        keep.push(i)
    resolved = keep.map((i) => resolved[i])
    shown = keep.map((i) => shown[i])
    return noScript(await renderWith(resolved))
  }
}

/** Validation of the editor's text (and the preview when asked): the issues of this file, at their paths. */
async function check(ctx: ApiContext, body: Json): Promise<Reply> {
  const { file: path, value } = body ?? {}
  if (typeof path !== 'string' || !editable(path)) return fail(400, 'expected the file being edited')
  const text = `${JSON.stringify(value, null, 2)}\n`
  const checked = checkProject(withText(await readProject(ctx.root), path, text))
  const issues = editorIssues(checked.issues, path)
  const wantsPreview = body.preview === true && path.startsWith(`${PAGES_DIR}/`)
  if (!wantsPreview) return ok({ issues })
  try {
    const { html, shown } = await preview(checked, path, value, ctx.previewManifest, ctx.imagesVersion?.())
    return ok({ issues, preview: { html, shown } })
  } catch (err) {
    return ok({ issues, preview: { error: (err as Error).message } })
  }
}

async function writeAtomic(root: string, path: string, text: string) {
  const target = join(root, path)
  await mkdir(dirname(target), { recursive: true })
  const temp = `${target}.${process.pid}.tmp`
  await writeFile(temp, text)
  await rename(temp, target)
}

/**
 * Save: only valid JSON is written. Refused (409) when the file changed on disk since the editor opened it (or a
 * new page's file exists), and (422) while the text has mistakes — its own, or new ones it causes in other files.
 */
async function save(ctx: ApiContext, body: Json): Promise<Reply> {
  const { file: path, value, baseHash, create } = body ?? {}
  if (typeof path !== 'string' || !editable(path)) return fail(400, 'expected a page file or a collection file')
  const current = await readFile(join(ctx.root, path), 'utf8').catch(() => undefined)
  if (create && current !== undefined) return fail(409, `${path} exists already`, { exists: true })
  if (!create && current === undefined) return fail(409, `${path} is no longer on disk`, { conflict: true, disk: null })
  if (!create && current !== undefined && hash(current) !== baseHash)
    return fail(409, `${path} changed on disk since you opened it`, { conflict: true, disk: { text: current, hash: hash(current) } })
  const text = await formatJson(ctx.root, path, value, current)
  const sources = await readProject(ctx.root)
  const before = new Set(checkProject(sources).issues.map(formatIssue))
  const after = checkProject(withText(sources, path, text))
  const own = editorIssues(after.issues, path)
  const caused = after.issues.filter((i) => i.file !== path && !i.language && !before.has(formatIssue(i))).map(formatIssue)
  if (own.length || caused.length) return fail(422, 'the page has mistakes: fix them to save', { issues: own, caused })
  await writeAtomic(ctx.root, path, text)
  ctx.regenerate()
  const commit = ctx.author
    ? await commitFiles(ctx.root, [path], ctx.author, describeChange(path, current === undefined ? undefined : JSON.parse(current), value))
    : undefined
  return ok({ file: path, text, hash: hash(text), ...(commit ? { commit } : {}) })
}

/** Renames a page: its file moves, and optionally a redirect keeps the old address and links elsewhere follow. */
async function renamePage(ctx: ApiContext, body: Json): Promise<Reply> {
  const { file: from, route, redirect, updateLinks } = body ?? {}
  if (typeof from !== 'string' || !editable(from) || !from.startsWith(`${PAGES_DIR}/`)) return fail(400, 'expected a page file')
  const oldRoute = pageFileToRoute(from)
  if (oldRoute === null) return fail(400, 'the not-found page has no address to rename')
  const sources = await readProject(ctx.root)
  const checked = checkProject(sources)
  const problem = routeProblem(route, checked.routes)
  if (problem) return fail(422, problem, { field: 'route' })
  const to = newPageFile(route)
  const text = await readFile(join(ctx.root, from), 'utf8')
  const page = JSON.parse(text)
  page.$schema = `${'../'.repeat(to.split('/').length - 1)}schemas/page.schema.json`
  const writes: { path: string; value: Json; original: string | undefined }[] = [{ path: to, value: page, original: text }]
  const retarget = (href: string) => (hrefPath(href) === oldRoute ? `${route}${href.slice(oldRoute.length)}` : undefined)
  if (updateLinks) {
    for (const p of sources.pages) {
      if (p.file === from) continue
      const json = JSON.parse(p.text)
      const next = walkMarked(PageSchema, json, (m, leaf) => (m.href && typeof leaf === 'string' ? retarget(leaf) : undefined))
      if (next !== json) writes.push({ path: p.file, value: next, original: p.text })
    }
    if (writes[0].value)
      writes[0].value = walkMarked(PageSchema, writes[0].value, (m, leaf) =>
        m.href && typeof leaf === 'string' ? retarget(leaf) : undefined,
      )
    for (const name of collectionNames) {
      const c = collections[name]
      const original = sources.data[c.file]
      if (!original) continue
      const json = JSON.parse(original)
      const next = walkMarked(fileSchema(name), json, (m, leaf) => (m.href && typeof leaf === 'string' ? retarget(leaf) : undefined))
      if (next !== json) writes.push({ path: c.file, value: next, original })
    }
  }
  const target = redirect ? redirectsCollection() : undefined
  if (target) {
    const original = sources.data[target.file]
    const json = original ? JSON.parse(original) : { items: [] }
    const records = (json.items ?? []).map((r: Json) => (r?.to === oldRoute ? { ...r, to: route } : r))
    const existing = writes.find((w) => w.path === target.file)
    const base = existing ? existing.value : json
    const value = { ...base, items: [...(existing ? base.items : records), { from: oldRoute, to: route }] }
    if (existing) existing.value = value
    else writes.push({ path: target.file, value, original })
  }
  // Its copies in the other languages move with it (data/<locale>/pages/…).
  const moves = siteLocales(checked)
    .slice(1)
    .flatMap(({ code }) => {
      const text = copyText(sources, from, code)
      return text === undefined ? [] : [{ from: copyFileOf(from, code), path: copyFileOf(to, code), text }]
    })
  // Everything is checked together before anything is written.
  let next = sources
  const texts = await Promise.all(writes.map(async (w) => ({ ...w, text: await formatJson(ctx.root, w.path, w.value, w.original) })))
  next = {
    ...next,
    pages: next.pages.filter((p) => p.file !== from),
    copies: next.copies?.filter((c) => !moves.some((m) => m.from === c.file)),
  }
  for (const w of [...texts, ...moves]) next = withText(next, w.path, w.text)
  const before = new Set(checked.issues.map(formatIssue))
  const caused = checkProject(next)
    .issues.filter((i) => !i.language && !before.has(formatIssue(i)))
    .map(formatIssue)
  if (caused.length) return fail(422, 'renaming would cause mistakes', { caused })
  for (const w of [...texts, ...moves]) await writeAtomic(ctx.root, w.path, w.text)
  await unlink(join(ctx.root, from))
  for (const m of moves) await unlink(join(ctx.root, m.from))
  ctx.regenerate()
  const others = texts.length - 1
  const message = `${oldRoute} moved to ${route}${redirect ? ' (with a redirect)' : ''}${others ? `; links updated in ${others} other file${others === 1 ? '' : 's'}` : ''}`
  const files = [from, ...texts.map((w) => w.path), ...moves.flatMap((m) => [m.from, m.path])]
  const commit = ctx.author ? await commitFiles(ctx.root, files, ctx.author, message) : undefined
  return ok({ file: to, route, written: [...texts, ...moves].map((w) => w.path), ...(commit ? { commit } : {}) })
}

async function upload(ctx: ApiContext, query: URLSearchParams, bytes: Buffer): Promise<Reply> {
  try {
    const stored = await storeImage(ctx.root, {
      fileName: query.get('filename') ?? '',
      name: query.get('name') ?? '',
      alt: query.get('alt') ?? '',
      bytes,
    })
    // In the studio, the picture and its entry are one commit, like a save.
    if (ctx.author)
      await commitFiles(ctx.root, [`${IMAGE_SOURCES}/${stored.entry.src}`, IMAGE_REGISTRY], ctx.author, `Images: new image ${stored.name}`)
    return ok(stored)
  } catch (err) {
    if (err instanceof ImageError) return fail(422, err.message, { field: err.field })
    throw err
  }
}

/** Days the page list's figures cover. */
export const FIGURE_DAYS = 30

/**
 * What each page earned over the last FIGURE_DAYS days — views and leads — read from the store the server's
 * environment names (`DATA_DIR` or `DATABASE_URL`, api/README.md): on the live server's machine, its figures. A store
 * that cannot be read answers no figures and says why; the list works without them.
 */
async function figures(root: string): Promise<Reply> {
  try {
    const config = loadConfig(process.env, root)
    return ok({ days: FIGURE_DAYS, pages: await readPageTotals(config, FIGURE_DAYS) })
  } catch (err) {
    return ok({ days: FIGURE_DAYS, pages: [], unavailable: err instanceof Error ? err.message : String(err) })
  }
}

/** Routes one API request. `body` is the parsed JSON (or the raw bytes of an upload). */
export async function api(ctx: ApiContext, method: string, url: URL, body: unknown): Promise<Reply> {
  const route = url.pathname.replace(/^\/_editor\/api\//, '')
  // Who is signed in: no one here (`npm run edit`); the studio answers this itself, with the desk's CSRF token.
  if (method === 'GET' && route === 'session') return ok({ user: null })
  if (method === 'GET' && route === 'project') return project(ctx.root)
  if (method === 'GET' && route === 'schema') return schema(ctx.root)
  if (method === 'GET' && route === 'figures') return figures(ctx.root)
  if (method === 'GET' && route === 'file') return file(ctx.root, url.searchParams.get('path') ?? '')
  if (method === 'POST' && route === 'check') return check(ctx, body)
  if (method === 'POST' && route === 'save') return save(ctx, body)
  if (method === 'POST' && route === 'rename') return renamePage(ctx, body)
  if (method === 'GET' && route === 'translations') return translations(ctx.root, url.searchParams.get('path') ?? '')
  if (method === 'POST' && route === 'translate') return translate(ctx, body)
  if (method === 'POST' && route === 'images') return upload(ctx, url.searchParams, body as Buffer)
  return fail(404, `no editor API at ${method} ${url.pathname}`)
}

export { NOT_FOUND_FILE, hash }
