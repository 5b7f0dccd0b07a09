import type { CheckedProject, LoadedPage } from './checks/context'
import { HOME_ROUTE } from './routing'

/**
 * The site's languages. English is the source: every page and record is written in English (pages/, data/); each
 * other language is a copy holding only the words (data/<code>/pages/…, data/<code>/<name>.json), merged over the
 * English when a page of that language is built. Facts (images, prices, links, numbers) are written once, in English.
 *
 * INTERFACE STUB (issue 60): signatures agreed between the schema layer (copies, validation, merge) and the build
 * (routes, head, switch). The schema layer replaces the bodies; callers keep the signatures.
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

/** The site's languages, the default first (stub: fixed; to come from data/site.json). */
export function siteLocales(_project?: Pick<CheckedProject, 'collections'>): SiteLocale[] {
  return [
    { code: 'en', label: 'English', prefix: '' },
    { code: 'es', label: 'Español', prefix: '/es' },
  ]
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

/** The languages a page is built in, beside English (stub: every page, as "translated"). */
export function pageLocales(_project: CheckedProject, _page: LoadedPage): { locale: LocaleCode; status: PageLocaleStatus }[] {
  return [{ locale: 'es', status: 'translated' }]
}

/**
 * The project as read in a language: each page's and record's texts replaced by the copy's (a text the copy lacks
 * stays English), image alts too; facts untouched. Routes stay the English ones (the build prefixes them).
 * Stub: the project unchanged.
 */
export function localiseProject(project: CheckedProject, _locale: LocaleCode): CheckedProject {
  return project
}
