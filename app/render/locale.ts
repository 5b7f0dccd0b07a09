import type { ResolvedPage } from '../../schemas/page-data'
import { FRAME_DATA_FILE, HOME_ROUTE, pageDataFile } from '../../schemas/routing'

/**
 * The language of a built page, beside its resolved data (the build adds it: app/builder/locales.ts). Plain data and
 * tiny helpers: the prerender's document and frame read it, and the router in the browser (app/browser/spa.tsx),
 * which must not load the copies' merge (schemas/locales.ts) to know it.
 */
export type PageLanguage = {
  /** The language of the page's words, its `<html lang>`: "es", or "en" on a page that falls back to English under /es. */
  lang: string
  /** The site language the page belongs to (its route's): the frame around it speaks it. */
  locale: string
  /** The home of that language ("/" or "/es"): its not-found page's data is beside it. */
  home: string
  /**
   * The page in each language of the site, the language switch's links: the same page in another language when it is
   * built there, else that language's home. `label`: the language's own name; `name`, when that language's words
   * have one, what screen readers hear (in that language); `current`: this page's own language.
   */
  languages: { code: string; label: string; href: string; current: boolean; name?: string }[]
}

export type LocalisedPage = ResolvedPage & Partial<PageLanguage>

/** The page's language data (English defaults for a page built without it: the editor's preview, a test's pages). */
export function pageLanguage(page: ResolvedPage | undefined): PageLanguage {
  const p = (page ?? {}) as Partial<PageLanguage>
  return { lang: p.lang ?? 'en', locale: p.locale ?? p.lang ?? 'en', home: p.home ?? '/', languages: p.languages ?? [] }
}

/**
 * The files of a language whose home is `home` ("/", "/es"): its frame's data, its not-found page and that page's
 * data. `notFoundRoute`: the route whose data file is the not-found page's ("/404" → _data/404.json, "/es/404").
 */
export const frameDataFile = (home: string) => (home === HOME_ROUTE ? FRAME_DATA_FILE : `_data${home}/_site.json`)
export const notFoundRoute = (home: string) => (home === HOME_ROUTE ? '/404' : `${home}/404`)
export const notFoundFiles = (home: string) =>
  home === HOME_ROUTE
    ? { html: '404.html', data: pageDataFile(null) }
    : { html: `${home.slice(1)}/404.html`, data: pageDataFile(notFoundRoute(home)) }
