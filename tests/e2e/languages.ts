import { join } from 'node:path'
import { fillFacts, siteFacts } from '../../schemas/facts'
import { loadProject } from '../../schemas/load'
import { DEFAULT_LOCALE, type LocaleCode, localeRoute, localiseProject, pageLocales, siteLocales } from '../../schemas/locales'
import type { Site } from '../../schemas/records'
import type { CheckedProject } from '../../schemas/validate'

/**
 * The site's other languages as the build makes them (app/builder/locales.ts), read from the content: every published
 * page of pages/ in each language pageLocales gives it, and each language's words (its copies over the English, site
 * facts filled), so that a test finds a Spanish page's controls by the words a Spanish visitor reads.
 */
export const project = await loadProject(join(import.meta.dirname, '../..'))
const facts = siteFacts(project.collections.site as Site)

export const otherLocales = siteLocales(project).filter((l) => l.code !== DEFAULT_LOCALE)

/** Every page in each other language: its route there, its English route, its language and how it is built there. */
export const languageRoutes = project.pages
  .filter((p) => !p.page.draft)
  .flatMap((p) =>
    pageLocales(project, p).map((l) => ({
      route: localeRoute(p.route!, l.locale),
      english: p.route!,
      locale: l.locale,
      status: l.status,
      file: p.file,
    })),
  )
  .sort((a, b) => a.route.localeCompare(b.route))

/** The other languages' routes of the page at an English route. */
export const routesOf = (english: string) => languageRoutes.filter((r) => r.english === english)

const projects = new Map<LocaleCode, CheckedProject>()
/** A language's project: its pages and records in its words (the English where its copy has none). */
export function wordsIn(code: LocaleCode): CheckedProject {
  if (!projects.has(code)) projects.set(code, code === DEFAULT_LOCALE ? project : localiseProject(project, code))
  return projects.get(code)!
}

/** A record of a language's project, site facts filled in, as its pages show it. */
export const recordIn = <T>(code: LocaleCode, name: string): T =>
  fillFacts((wordsIn(code).collections as Record<string, unknown>)[name], facts) as T
