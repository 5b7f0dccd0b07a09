import type * as v from 'valibot'
import { sectionAnchor } from '../sections/schemas'
import { isBlockRef } from './blocks'
import { collectionNames, collections, fileSchema } from './collections'
import { ImageRegistrySchema } from './images'
import { PageSchema } from './page'
import { dotted, type Issue, type Json } from './checks/issues'
import { didYouMean } from './suggest'
import { type Path, walkMarked } from './walk'

/**
 * How a copy (the words of an English file in another language: schemas/locales.ts) matches its English file. A copy
 * has the English file's shape and holds only its texts (the props whose schema carries the `x-text` marker of
 * ./fields.ts): a page's sections are matched by their id (a section without one, by its type), a collection's records
 * by the collection's key, every other list by position. From that one matching come the copy's own issues (a key the
 * English does not have, a fact, a value that is not a text), the English texts it leaves untranslated, and the texts
 * that replace the English when the site is built in that language.
 */

/** A file that has copies: its schema, and the list of it matched by key (a page's sections, a collection's records). */
export type CopyShape = {
  schema: v.GenericSchema
  list?: KeyedList
}

type KeyedList = {
  /** The property of the file that holds the list: "sections" or "items". */
  prop: string
  /** The keys an English item answers to ("id:top", or "type:cta-band" for a section without an id). */
  english: (item: Json) => string[]
  /** The key a copy's item names, or undefined when it names none. */
  copy: (item: Json) => string | undefined
  /** The props of a copy's item that name it (not texts, not facts: its key). */
  keyProps: string[]
  /** What to say of an item the copy names that the English does not have, or of one that names none. */
  unknown: (key: string, english: Json[]) => string
  missingKey: string
}

const isObject = (value: unknown): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A page (pages/x.json): its sections matched by id, or by type for a section without one. */
export function pageShape(schema: v.GenericSchema, file: string): CopyShape {
  const idOf = (s: Json) => (isObject(s) && !isBlockRef(s) ? (s.id ?? sectionAnchor(s as { type: string })) : undefined)
  return {
    schema,
    list: {
      prop: 'sections',
      english: (s) => (isObject(s) && !isBlockRef(s) ? [...(idOf(s) ? [`id:${idOf(s)}`] : []), ...(s.id ? [] : [`type:${s.type}`])] : []),
      copy: (s) =>
        isObject(s) ? (typeof s.id === 'string' ? `id:${s.id}` : typeof s.type === 'string' ? `type:${s.type}` : undefined) : undefined,
      keyProps: ['id', 'type'],
      unknown: (key, sections) => {
        const [kind, name] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)]
        const ids = sections.flatMap((s) => (idOf(s) ? [String(idOf(s))] : []))
        return kind === 'id'
          ? `${file} has no section "${name}"${didYouMean(name, ids) || ` (its sections: ${ids.map((id) => `"${id}"`).join(', ')})`}: a copy names each section by its English id — correct or remove it`
          : `${file} has no "${name}" section without an id: name the section by its English "id" — correct or remove it`
      },
      missingKey: `expected the "id" of the English section it translates (or its "type", for a section that has no id)`,
    },
  }
}

/** A data file (data/x.json): a collection's records matched by its key; a singleton has no keyed list. */
export function dataShape(schema: v.GenericSchema, file: string, key?: string): CopyShape {
  if (!key) return { schema }
  return {
    schema,
    list: {
      prop: 'items',
      english: (item) => (isObject(item) && typeof item[key] === 'string' ? [`${key}:${item[key]}`] : []),
      copy: (item) => (isObject(item) && typeof item[key] === 'string' ? `${key}:${item[key]}` : undefined),
      keyProps: [key],
      unknown: (k, items) => {
        const name = k.slice(key.length + 1)
        const keys = items.flatMap((i) => (isObject(i) && typeof i[key] === 'string' ? [i[key] as string] : []))
        return `${file} has no record whose ${key} is "${name}"${didYouMean(name, keys)}: a copy names each record by its English ${key} — correct or remove it`
      },
      missingKey: `expected the "${key}" of the English record it translates`,
    },
  }
}

/** How copies match an English file (a page, a collection's file, the image registry), or undefined: it has none. */
export function shapeOf(file: string): CopyShape | undefined {
  if (file.startsWith('pages/')) return pageShape(PageSchema, file)
  if (file === 'data/images.json') return dataShape(ImageRegistrySchema, file)
  const name = collectionNames.find((n) => collections[n].file === file)
  if (!name) return undefined
  const c = collections[name]
  return dataShape(fileSchema(name), file, c.kind === 'list' ? c.key : undefined)
}

/** The texts of an English value, by path (each prop the schema marks as words, wherever it sits). */
export function textPaths(schema: v.GenericSchema, english: Json): { path: Path; text: unknown }[] {
  const found: { path: Path; text: unknown }[] = []
  walkMarked(schema, english, (marker, text, path) => {
    if (marker.text) found.push({ path, text })
    return undefined
  })
  return found
}

/** What a copy gives, against its English file: its own issues, the English texts it leaves out, and its texts. */
export type CopyReading = {
  /** Mistakes of the copy itself (in the copy file, at the copy's paths). */
  issues: Issue[]
  /** English texts (not empty) the copy does not give: their paths in the English file. */
  missing: Path[]
  /** Each text the copy gives: the English path it replaces, and the words. */
  texts: [Path, string][]
}

/** The placeholders a section fills ({count}, {name} …): a copy keeps the English ones (site facts it may name freely). */
const PLACEHOLDER_TOKEN = /\{[A-Za-z][\w.]*\}/g
const tokens = (text: string) => [...new Set(text.match(PLACEHOLDER_TOKEN) ?? [])].filter((t) => !t.startsWith('{site.')).sort()
const kindOf = (value: unknown) =>
  Array.isArray(value) ? 'a list' : value === null ? 'null' : typeof value === 'object' ? 'an object' : `a ${typeof value}`
const key = (path: Path) => JSON.stringify(path)

/**
 * Reads a copy against its English file (both parsed). `file` and `copyFile` name them in messages; `language` is
 * how messages name the copy's language ("Spanish").
 */
export function readCopy(shape: CopyShape, english: Json, copy: Json, files: { file: string; copyFile: string }): CopyReading {
  const { file, copyFile } = files
  const issues: Issue[] = []
  const found = textPaths(shape.schema, english)
  const texts = new Set(found.map((t) => key(t.path)))
  const containers = new Set(found.flatMap((t) => t.path.slice(0, -1).map((_, i) => key(t.path.slice(0, i + 1)))))
  containers.add(key([]))
  const list = shape.list
  const englishItems: Json[] = list && Array.isArray(english?.[list.prop]) ? english[list.prop] : []

  // The keyed list: each copy item to the English item it names (English index → copy index).
  const copyIndex = new Map<number, number>()
  const englishIndex = new Map<number, number>()
  const copyItems: Json[] | undefined = list && Array.isArray(copy?.[list.prop]) ? copy[list.prop] : undefined
  if (list && copyItems)
    copyItems.forEach((item, ci) => {
      const name = list.copy(item)
      if (name === undefined) {
        if (isObject(item)) issues.push({ file: copyFile, path: `${list.prop}[${ci}]`, message: list.missingKey })
        return
      }
      const candidates = englishItems.flatMap((e, i) => (list.english(e).includes(name) ? [i] : []))
      const free = candidates.find((i) => !copyIndex.has(i))
      if (free !== undefined) {
        copyIndex.set(free, ci)
        englishIndex.set(ci, free)
      } else if (candidates.length)
        issues.push({
          file: copyFile,
          path: `${list.prop}[${ci}]`,
          message: `translates the same ${list.prop === 'sections' ? 'section' : 'record'} as ${list.prop}[${copyIndex.get(candidates[0])}]: keep one`,
        })
      else issues.push({ file: copyFile, path: `${list.prop}[${ci}]`, message: list.unknown(name, englishItems) })
    })

  const copyPath = (parts: Path) => {
    if (list && parts[0] === list.prop && parts.length >= 2 && list.prop === 'sections') {
      const en = englishIndex.get(Number(parts[1]))
      const type = en === undefined ? undefined : englishItems[en]?.type
      const head = `sections[${parts[1]}]${typeof type === 'string' ? ` (${type})` : ''}`
      const rest = dotted(parts.slice(2).map(String))
      return rest ? `${head} › ${rest}` : head
    }
    return dotted(parts.map(String))
  }
  const say = (parts: Path, message: string) => issues.push({ file: copyFile, path: copyPath(parts), message })

  const visit = (en: Json, value: Json, enPath: Path, at: Path, skip: string[] = []) => {
    if (texts.has(key(enPath))) {
      if (typeof value !== 'string') return say(at, `expected a text (a string), as in ${file}, got ${kindOf(value)}`)
      if (typeof en === 'string' && tokens(en).join() !== tokens(value).join()) {
        const want = tokens(en)
        say(
          at,
          want.length
            ? `keep the placeholders of the English as written: ${want.join(', ')}`
            : `the English names no placeholder: write the words themselves`,
        )
      }
      return
    }
    if (en === undefined) {
      const last = at[at.length - 1]
      return say(
        at,
        typeof last === 'number'
          ? `${file} has ${at.length > 1 ? 'fewer items here' : 'no such item'}: a copy keeps the English list's length and order — remove it`
          : `${file} has no "${last}" here: a copy holds only the English file's texts — remove it`,
      )
    }
    if (isObject(value) && Object.keys(value).length === 0 && !Array.isArray(en) && isObject(en)) return // an item with no texts: {}
    if (!containers.has(key(enPath))) {
      if (isBlockRef(en) && enPath.length === 2 && enPath[0] === 'sections')
        return say(at, `a shared block is translated once, in its copy of data/blocks.json, not where it is placed: remove it here`)
      return say(at, `facts are written once, in ${file}: remove it here`)
    }
    if (Array.isArray(en)) {
      if (!Array.isArray(value)) return say(at, `expected a list, as in ${file}, got ${kindOf(value)}`)
      if (list && enPath.length === 1 && enPath[0] === list.prop) {
        value.forEach((item, ci) => {
          const ei = englishIndex.get(ci)
          if (ei === undefined) return
          if (!isObject(item)) return say([...at, ci], `expected an object, got ${kindOf(item)}`)
          visit(en[ei], item, [...enPath, ei], [...at, ci], list.keyProps)
        })
        return
      }
      value.forEach((item, i) => visit(en[i], item, [...enPath, i], [...at, i]))
      return
    }
    if (!isObject(value)) return say(at, `expected an object, as in ${file}, got ${kindOf(value)}`)
    for (const [prop, child] of Object.entries(value)) {
      if (skip.includes(prop)) continue
      visit(isObject(en) ? en[prop] : undefined, child, [...enPath, prop], [...at, prop])
    }
  }
  visit(english, copy, [], [])

  // Each English text: given by the copy (a string at its place), or missing (an empty English text needs none).
  const at = (path: Path): Json => {
    let value: Json = copy
    for (let i = 0; i < path.length; i++) {
      if (list && i === 1 && path[0] === list.prop) {
        const ci = copyIndex.get(Number(path[1]))
        if (ci === undefined) return undefined
        value = value?.[ci]
      } else value = value?.[path[i]]
      if (value === undefined || value === null) return undefined
    }
    return value
  }
  const missing: Path[] = []
  const given: [Path, string][] = []
  for (const { path, text } of found) {
    const value = at(path)
    if (typeof value === 'string') given.push([path, value])
    else if (value === undefined && typeof text === 'string' && text !== '') missing.push(path)
  }
  return { issues, missing, texts: given }
}

/**
 * A copy of an English file in its shape, each text given by `translate` (undefined: left out): what the editor starts a
 * new copy from, and the tests their fixtures. A keyed list's items name their English item; other lists keep their
 * length and order ({} for an item without texts).
 */
export function draftCopy(shape: CopyShape, english: Json, translate: (text: string, path: Path) => string | undefined): Json {
  const out: Record<string, Json> = {}
  const list = shape.list
  for (const { path, text } of textPaths(shape.schema, english)) {
    if (typeof text !== 'string') continue
    const words = translate(text, path)
    if (words === undefined) continue
    let node: Json = out
    let en: Json = english
    for (let i = 0; i < path.length - 1; i++) {
      const step = path[i]
      en = en?.[step]
      node[step] ??= typeof path[i + 1] === 'number' ? [] : {}
      node = node[step]
      if (list && i === 1 && path[0] === list.prop && Object.keys(node).length === 0)
        for (const prop of list.keyProps) {
          if (typeof en?.[prop] !== 'string') continue
          node[prop] = en[prop]
          if (list.prop === 'sections') break // a section is named by its id, else by its type
        }
    }
    node[path[path.length - 1]] = words
  }
  // Holes: a keyed list drops them (its items name themselves); any other list keeps its places ({} for an item).
  const fill = (value: Json, en: Json, keyed: boolean): Json => {
    if (Array.isArray(value))
      return keyed
        ? value.flatMap((item, i) => (item === undefined ? [] : [fill(item, en?.[i], false)]))
        : Array.from({ length: value.length }, (_, i) =>
            value[i] === undefined ? (isObject(en?.[i]) ? {} : null) : fill(value[i], en?.[i], false),
          )
    if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, fill(item, en?.[k], false)]))
    return value
  }
  return Object.fromEntries(Object.entries(out).map(([k, value]) => [k, fill(value, english?.[k], list?.prop === k)]))
}

/** Whether an English value has any text a copy would give (not empty). */
export const hasTexts = (schema: v.GenericSchema, english: Json) =>
  textPaths(schema, english).some(({ text }) => typeof text === 'string' && text !== '')
