import type { CheckedProject, LoadedPage, Translation, Translations } from './checks/context'
import { fillFacts, siteFacts } from './facts'
import type { Site } from './records'
import { HOME_ROUTE } from './routing'

/**
 * The site's languages. English is the source: every page and record is written in English (pages/, data/); each
 * other language is a copy holding only the words (data/<code>/pages/…, data/<code>/<name>.json), merged over the
 * English when a page of that language is built. Facts (images, prices, links, numbers) are written once, in English.
 * Which props are words is said by the schemas (the `x-text` marker of schemas/fields.ts); the copies are read by
 * schemas/load.ts, checked by schemas/checks/copies.ts (./copies.ts: how a copy matches its English file), and merged
 * here (localiseProject). Light on purpose: the browser may import it (no schema is loaded here).
 */

export type LocaleCode = string

/** A language of the site: its code (BCP 47 primary tag), its name in itself, and where its pages live. */
export type SiteLocale = {
  code: LocaleCode
  /** The language's own name, shown by the language switch ("English", "Español"). */
  label: string
  /** The route prefix of its pages: "" for the default language, "/es" for Spanish. */
  prefix: string
}

/** The default language, whose pages are the English files under pages/ (their routes carry no prefix). */
export const DEFAULT_LOCALE: LocaleCode = 'en'

const ENGLISH: SiteLocale = { code: DEFAULT_LOCALE, label: 'English', prefix: '' }

/**
 * The languages of this site when no project is at hand (a route computed in the browser, a default argument): the
 * ones data/site.json › locales declares. Callers that hold a project pass it, and read the file's own list.
 */
const KNOWN_LOCALES: SiteLocale[] = [ENGLISH, { code: 'es', label: 'Español', prefix: '/es' }]

type LocaleDeclaration = { code?: unknown; label?: unknown; prefix?: unknown }

/** The declared languages of a data/site.json record (English only when it declares none, or none readable). */
function declaredLocales(site: { locales?: unknown } | undefined): SiteLocale[] {
  const list = Array.isArray(site?.locales) ? (site.locales as LocaleDeclaration[]) : []
  const locales = list.flatMap((l) =>
    typeof l?.code === 'string' && typeof l.label === 'string'
      ? [{ code: l.code, label: l.label, prefix: typeof l.prefix === 'string' ? l.prefix : '' }]
      : [],
  )
  return locales[0]?.code === DEFAULT_LOCALE ? locales : [ENGLISH, ...locales.filter((l) => l.code !== DEFAULT_LOCALE)]
}

/**
 * The site's languages, the default first: data/site.json › locales of the project given (English only when the
 * file declares none); without a project, the languages this site declares.
 */
export function siteLocales(project?: Pick<CheckedProject, 'collections'>): SiteLocale[] {
  if (!project) return KNOWN_LOCALES
  return declaredLocales(project.collections?.site as { locales?: unknown } | undefined)
}

/** The codes of the languages beside English declared by the text of data/site.json (none while it does not parse). */
export function declaredLocaleCodes(siteText: string | undefined): LocaleCode[] {
  try {
    return declaredLocales(JSON.parse(siteText ?? '{}'))
      .slice(1)
      .map((l) => l.code)
      .filter((code) => /^[a-z]{2,3}$/.test(code))
  } catch {
    return []
  }
}

/** The English name of a language, as messages write it: "es" → "Spanish". */
export function languageName(code: LocaleCode): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code
  } catch {
    return code
  }
}

/** The folder of a language's copies: "es" → "data/es". */
export const copyFolder = (locale: LocaleCode) => `data/${locale}`

/** Where a file's copy in a language is: pages/x.json → data/es/pages/x.json; data/site.json → data/es/site.json. */
export const copyFileOf = (file: string, locale: LocaleCode) => `${copyFolder(locale)}/${file.replace(/^data\//, '')}`

/** The language and the English file of a copy: data/es/pages/x.json → { locale: "es", file: "pages/x.json" }. */
export function englishFileOf(copy: string): { locale: LocaleCode; file: string } | undefined {
  const m = /^data\/([^/]+)\/(.+)$/.exec(copy)
  if (!m) return undefined
  return { locale: m[1], file: m[2].startsWith('pages/') ? m[2] : `data/${m[2]}` }
}

/** A route in a language: ("/", "es") → "/es"; ("/services/granite", "es") → "/es/services/granite". */
export function localeRoute(route: string, locale: LocaleCode, locales: SiteLocale[] = siteLocales()): string {
  const prefix = locales.find((l) => l.code === locale)?.prefix ?? ''
  if (!prefix) return route
  return route === HOME_ROUTE ? prefix : `${prefix}${route}`
}

/** The language of a route and its English route: "/es/services/granite" → { locale: "es", route: "/services/granite" }. */
export function routeLocale(route: string, locales: SiteLocale[] = siteLocales()): { locale: LocaleCode; route: string } {
  for (const l of locales) {
    if (!l.prefix) continue
    if (route === l.prefix || route === `${l.prefix}/`) return { locale: l.code, route: HOME_ROUTE }
    if (route.startsWith(`${l.prefix}/`)) return { locale: l.code, route: route.slice(l.prefix.length) }
  }
  return { locale: DEFAULT_LOCALE, route }
}

/**
 * How a page exists in a language: "translated" (its copy is complete), or "fallback" (the page declares that it
 * falls back to English in that language: built under the prefix with the English words, marked as such).
 */
export type PageLocaleStatus = 'translated' | 'fallback'

/** The languages a page declares it is shown in English in (its `fallbackToEnglish`). */
export const declaredFallbacks = (page: { fallbackToEnglish?: unknown } | undefined): LocaleCode[] =>
  Array.isArray(page?.fallbackToEnglish) ? page.fallbackToEnglish.filter((c): c is string => typeof c === 'string') : []

/**
 * The languages a page is built in, beside English: "fallback" where it declares it (or has no copy: `validate`
 * refuses that, so a checked project has none), else "translated".
 */
export function pageLocales(project: CheckedProject, page: LoadedPage): { locale: LocaleCode; status: PageLocaleStatus }[] {
  const fallbacks = declaredFallbacks(page.page)
  return siteLocales(project)
    .slice(1)
    .map(({ code }) => ({
      locale: code,
      status: fallbacks.includes(code) || !project.translations?.[code]?.[page.file] ? 'fallback' : 'translated',
    }))
}

export type { Translation, Translations }

const localised = new WeakMap<CheckedProject, Map<LocaleCode, CheckedProject>>()

/**
 * The project as read in a language: each page's and record's texts replaced by the copy's (a text the copy lacks
 * stays English), image alts too; facts untouched. Routes stay the English ones (the build prefixes them). Records
 * are filled with the site's facts in that language (its copy of data/site.json: "within 24 horas"), as the English
 * ones are with the English facts. Remembered per checked project: the build asks once per page.
 */
export function localiseProject(project: CheckedProject, locale: LocaleCode): CheckedProject {
  const texts = project.translations?.[locale]
  if (locale === DEFAULT_LOCALE || !texts) return project
  const byLocale = localised.get(project) ?? new Map<LocaleCode, CheckedProject>()
  localised.set(project, byLocale)
  const known = byLocale.get(locale)
  if (known) return known
  const made = localise(project, texts)
  byLocale.set(locale, made)
  return made
}

function localise(project: CheckedProject, texts: Translations): CheckedProject {
  const collections = project.collections as unknown as Record<string, unknown>
  const siteFile = 'data/site.json'
  const site = applyTexts(collections.site, texts[siteFile]) as Site
  const facts = siteFacts(site)
  const records: Record<string, unknown> = {}
  for (const [name, data] of Object.entries(collections)) {
    if (name === 'site') {
      records[name] = site
      continue
    }
    const file = `data/${name}.json`
    const own = (texts[file] ?? []).map(([path, text]): Translation => [path, fillFacts(text, facts)])
    records[name] = Array.isArray(data) ? (applyTexts({ items: data }, own) as { items: unknown }).items : applyTexts(data, own)
  }
  const page = (loaded: LoadedPage): LoadedPage => {
    if (declaredFallbacks(loaded.page).length && !texts[loaded.file]) return loaded
    return { ...loaded, page: applyTexts(loaded.page, texts[loaded.file]) as LoadedPage['page'] }
  }
  return {
    ...project,
    pages: project.pages.map(page),
    notFound: project.notFound && page(project.notFound),
    collections: records as CheckedProject['collections'],
    images: applyTexts(project.images, texts['data/images.json']) as CheckedProject['images'],
  }
}

/** A copy of `value` with each text at its path replaced (copy on write: what is not replaced is shared). */
export function applyTexts(value: unknown, texts: Translation[] | undefined): unknown {
  if (!texts?.length) return value
  let out = value
  for (const [path, text] of texts) out = setAt(out, path, 0, text)
  return out
}

function setAt(value: unknown, path: (string | number)[], at: number, text: string): unknown {
  if (at === path.length) return text
  if (!value || typeof value !== 'object') return value
  const key = path[at]
  const child = (value as Record<string | number, unknown>)[key]
  if (child === undefined) return value
  const next = setAt(child, path, at + 1, text)
  if (next === child) return value
  const copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string | number, unknown>
  copy[key] = next
  return copy
}
