import { collectionNames, collections, listCollectionNames } from '../collections'
import { type CopyShape, hasTexts, readCopy, shapeOf } from '../copies'
import { applyTexts, copyFileOf, declaredFallbacks, englishFileOf, languageName, localeRoute, siteLocales } from '../locales'
import { didYouMean } from '../suggest'
import type { CheckContext, LoadedPage } from './context'
import { eachString, type Json, pathOf } from './issues'
import { factIssues } from './site-facts'
import { parseJson } from './parse'

/** An English file that has copies: its JSON, how a copy matches it, and, for a page, the page. */
type English = { json: Json; shape: CopyShape; page?: LoadedPage; draft?: boolean }

/** The longest title and the description lengths a page's meta may have (./page.ts), held in every language. */
const META_LIMITS = { title: [1, 70], description: [50, 170] } as const

/**
 * The copies of the other languages (schemas/locales.ts): each one against its English file (./copies.ts: a key or a
 * record the English does not have, a fact, a value that is not a text), then every English text a language does not
 * give — at its path in the English file, "no Spanish text (es)" — unless the page declares that it is shown in English
 * in that language (`fallbackToEnglish`: noted, not an issue). Fills the texts the build merges (`translations`). The
 * copies of an English file that has mistakes of its own wait for it to be right.
 */
export function copyFiles(ctx: CheckContext) {
  const { sources, issues, notes, data } = ctx
  const locales = siteLocales({ collections: data as never })
  const others = locales.slice(1)
  const english = englishFiles(ctx)
  // An English file with mistakes of its own is judged first, alone: its copies once it is right (one message per mistake).
  const faulty = new Set(issues.map((i) => i.file))

  // Each page's declared fallbacks name languages of the site.
  for (const [file, { page }] of english) {
    const declared = declaredFallbacks(page?.page)
    declared.forEach((code, i) => {
      if (!others.some((l) => l.code === code))
        issues.push({
          file,
          path: `fallbackToEnglish[${i}]`,
          message: `"${code}" is not a language of the site besides English (data/site.json › locales)${didYouMean(
            code,
            others.map((l) => l.code),
          )}${others.length ? ` — expected one of ${others.map((l) => `"${l.code}"`).join(', ')}` : ''}`,
        })
    })
  }

  const given = new Map<string, Set<string>>() // locale → English files that have a copy
  for (const { file: copyFile, text } of sources.copies ?? []) {
    const target = englishFileOf(copyFile)
    if (!target || !others.some((l) => l.code === target.locale)) {
      issues.push({
        file: copyFile,
        path: '',
        message: `"${target?.locale}" is not a language of the site (data/site.json › locales): declare it there, or remove this copy`,
      })
      continue
    }
    const { locale, file } = target
    const en = english.get(file)
    if (faulty.has(file)) {
      given.set(locale, (given.get(locale) ?? new Set()).add(file))
      continue
    }
    if (!en) {
      const same = [...english.keys()].filter((f) => f.startsWith('pages/') === file.startsWith('pages/')).map((f) => copyFileOf(f, locale))
      issues.push({
        file: copyFile,
        path: '',
        message: `there is no ${file} for it to translate${didYouMean(copyFile, same)}: a copy is named after its English file — rename or remove it`,
      })
      continue
    }
    const parsed = parseJson(copyFile, text)
    if (parsed.issue) {
      issues.push(parsed.issue)
      continue
    }
    issues.push(...(parsed.duplicates ?? []))
    if (en.page && declaredFallbacks(en.page.page).includes(locale)) {
      issues.push({
        file: copyFile,
        path: '',
        message: `${file} declares that it is shown in English in ${languageName(locale)} ("fallbackToEnglish"): remove this copy, or remove "${locale}" from its fallbackToEnglish to use it`,
      })
      continue
    }
    const reading = readCopy(en.shape, en.json, parsed.data, { file, copyFile })
    issues.push(...reading.issues)
    if (file !== collections.site.file) eachString(parsed.data, '', factIssues(ctx, copyFile, ''))
    if (en.page) issues.push(...metaLengths(ctx, copyFile, parsed.data))
    given.set(locale, (given.get(locale) ?? new Set()).add(file))
    ctx.translations[locale] = { ...ctx.translations[locale], [file]: reading.texts }
    // Completeness: each English text this copy does not give, at its English path.
    if (en.draft) continue
    for (const path of reading.missing)
      issues.push({ file, path: pathOf(path, en.json), message: `no ${languageName(locale)} text (${locale})`, language: locale })
  }

  // Once the records are right in English and each has its copy, in each language too.
  const dataFiles = collectionNames.map((name) => collections[name].file)
  const complete = (code: string) =>
    dataFiles.every((f) => given.get(code)?.has(f) || !english.has(f) || !hasTexts(english.get(f)!.shape.schema, english.get(f)!.json))
  if (!dataFiles.some((f) => faulty.has(f))) rulesInEachLanguage(ctx, others.map((l) => l.code).filter(complete))

  // An English file with texts and no copy at all: said once, with the two ways out for a page.
  for (const { code, prefix } of others) {
    for (const [file, en] of english) {
      const route = en.page?.route
      if (en.page && declaredFallbacks(en.page.page).includes(code)) {
        const where = route === null || route === undefined ? `the not-found page under ${prefix}/` : localeRoute(route, code, locales)
        notes.push({ file, path: '', message: `shown in English at ${where} (declared fallback)` })
        continue
      }
      if (given.get(code)?.has(file) || faulty.has(file) || en.draft || !hasTexts(en.shape.schema, en.json)) continue
      issues.push({
        file,
        path: '',
        language: code,
        message: en.page
          ? `no ${languageName(code)} copy (${code}): write ${copyFileOf(file, code)} (its texts in ${languageName(code)}), or declare "fallbackToEnglish": ["${code}"] to show it in English at ${route === null || route === undefined ? `${prefix}/…` : localeRoute(route, code, locales)}`
          : `no ${languageName(code)} copy (${code}): write ${copyFileOf(file, code)} (its texts in ${languageName(code)})`,
      })
    }
  }
}

/**
 * Each collection's own rules again in each language, over its records as merged with their copies: a vocabulary and
 * the records that name it are translated alike (a project's "Cocina" is a category of the gallery's copy too).
 */
function rulesInEachLanguage(ctx: CheckContext, codes: string[]) {
  for (const code of codes) {
    const texts = ctx.translations[code]
    if (!texts) continue
    const local: Record<string, Json> = {}
    for (const name of collectionNames) {
      const data = ctx.data[name]
      const file = collections[name].file
      local[name] = Array.isArray(data)
        ? (applyTexts({ items: data }, texts[file]) as { items: Json[] }).items
        : applyTexts(data, texts[file])
    }
    for (const name of listCollectionNames) {
      const c = collections[name] as { file: string; rules?: (item: Json, data: Json) => { path: string; message: string }[] }
      if (!c.rules || !Array.isArray(local[name])) continue
      ;(local[name] as Json[]).forEach((item, i) => {
        if (!ctx.validItems[name]?.[i]) return
        const english = new Set(c.rules?.((ctx.data[name] as Json[])[i], ctx.data).map((f) => f.path))
        for (const finding of c.rules?.(item, local) ?? [])
          if (!english.has(finding.path))
            ctx.issues.push({
              file: copyFileOf(c.file, code),
              path: `items[${i}].${finding.path}`,
              message: `in ${languageName(code)} (items as numbered in ${c.file}): ${finding.message}`,
            })
      })
    }
  }
}

/** The English files that copies translate: the pages (the not-found page last), the collections' files, the image registry. */
function englishFiles(ctx: CheckContext): Map<string, English> {
  const files = new Map<string, English>()
  for (const page of [...ctx.pages, ...(ctx.notFound ? [ctx.notFound] : [])])
    files.set(page.file, {
      json: page.page,
      shape: shapeOf(page.file) as CopyShape,
      page,
      draft: page.route !== null && ctx.drafts.has(page.route),
    })
  for (const name of collectionNames) {
    const c = collections[name]
    const json = ctx.data[name]
    if (json === undefined) continue
    files.set(c.file, { json: c.kind === 'list' ? { items: json } : json, shape: shapeOf(c.file) as CopyShape })
  }
  files.set('data/images.json', { json: ctx.images, shape: shapeOf('data/images.json') as CopyShape })
  return files
}

/** A page copy's title and description within the limits the English ones are held to. */
function metaLengths(ctx: CheckContext, copyFile: string, copy: Json) {
  const meta = copy?.meta
  if (!meta || typeof meta !== 'object') return []
  return (Object.keys(META_LIMITS) as (keyof typeof META_LIMITS)[]).flatMap((prop) => {
    const text = meta[prop]
    if (typeof text !== 'string') return []
    const length = ctx.shown(text).length
    const [min, max] = META_LIMITS[prop]
    if (length > max)
      return [{ file: copyFile, path: `meta.${prop}`, message: `keep it under ${max} characters (it has ${length}), as the English must` }]
    if (length < min)
      return [{ file: copyFile, path: `meta.${prop}`, message: `write at least ${min} characters (it has ${length}), as the English must` }]
    return []
  })
}
