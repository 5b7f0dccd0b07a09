import { createHash } from 'node:crypto'
import {
  DEFAULT_LOCALE,
  type LocaleCode,
  localeRoute,
  localiseProject,
  type PageLocaleStatus,
  pageLocales,
  type SiteLocale,
  siteLocales,
} from '../../schemas/locales'
import type { ResolvedFrame, ResolvedPage } from '../../schemas/page-data'
import type { Redirect } from '../../schemas/redirects'
import { HOME_ROUTE, hrefPath } from '../../schemas/routing'
import type { CheckedProject, LoadedPage } from '../../schemas/validate'
import { fill } from '../../sections/_shared/text'
import { absoluteUrl } from '../render/head'
import type { LocalisedPage, PageLanguage } from '../render/locale'

/**
 * The site in each of its languages (schemas/locales.ts: English is the source, each other language a copy of the
 * words): which pages are built in which language, and how a page resolved from a language's project becomes that
 * language's page — its links into the same language, its head (lang, canonical, hreflang alternates, inLanguage),
 * its language switch. Every page of `pages/` is built in English at its route; a page of another language at
 * `localeRoute(route, code)`, from `localiseProject(project, code)` (or from the English project when the page falls
 * back to English there: built under the prefix with the English words, and saying so in its head).
 */

/** Which pages exist in which language, decided once per build. */
export type LocalePlan = {
  locales: SiteLocale[]
  /** The site's other languages, each with its project (the texts of its copies over the English). */
  others: { locale: SiteLocale; project: CheckedProject }[]
  /** How the page of `file` is built in `code` (undefined: not built there). */
  status: (file: string, code: LocaleCode) => PageLocaleStatus | undefined
  /** The English routes built in `code` (translated or falling back). */
  routesIn: (code: LocaleCode) => ReadonlySet<string>
  /** A fingerprint of the plan: every route's head and links depend on it (app/builder/build.ts). */
  fingerprint: string
}

export function localePlan(project: CheckedProject): LocalePlan {
  const locales = siteLocales(project)
  const published = project.pages.filter((p) => !p.page.draft)
  const statuses = new Map<string, Map<LocaleCode, PageLocaleStatus>>()
  for (const loaded of [...published, ...(project.notFound ? [project.notFound] : [])])
    statuses.set(loaded.file, new Map(pageLocales(project, loaded).map((l) => [l.locale, l.status])))
  const routes = new Map<LocaleCode, Set<string>>()
  for (const l of locales) {
    if (l.code === DEFAULT_LOCALE) continue
    routes.set(l.code, new Set(published.filter((p) => statuses.get(p.file)?.has(l.code)).map((p) => p.route!)))
  }
  const others = locales
    .filter((l) => l.code !== DEFAULT_LOCALE)
    .map((locale) => ({ locale, project: localiseProject(project, locale.code) }))
  const fingerprint = createHash('sha256')
    .update(JSON.stringify({ locales, statuses: [...statuses].map(([file, s]) => [file, [...s]]) }))
    .digest('base64url')
  return {
    locales,
    others,
    status: (file, code) => statuses.get(file)?.get(code),
    routesIn: (code) => routes.get(code) ?? new Set(),
    fingerprint,
  }
}

/** The page of `file` as the project of a language has it (the not-found page included). */
export function pageIn(project: CheckedProject, file: string): LoadedPage | undefined {
  return project.notFound?.file === file ? project.notFound : project.pages.find((p) => p.file === file)
}

/** A site path ("/contact?x=1#form"): its route and the rest. */
const splitPath = (href: string) => {
  const at = href.search(/[?#]/)
  return at < 0 ? { path: href, rest: '' } : { path: href.slice(0, at), rest: href.slice(at) }
}

/**
 * Every link of a value into the pages of language `code`: a site path ("/contact", "/services/granite?x#y") or an
 * absolute address of the site (structured data) whose page is built in that language leads to it there; anchors,
 * tel:, mailto:, external addresses, files (/images/…) and pages not built in the language stay as they are.
 * Markdown links (`[text](/contact)`) too. `activePrefix` (a header menu's current-page rule) follows its pages.
 */
export function linksInto<T>(value: T, code: LocaleCode, routes: ReadonlySet<string>, siteUrl: string, locales?: SiteLocale[]): T {
  const local = (href: string) => {
    if (!href.startsWith('/') || href.startsWith('//')) return href
    const { path, rest } = splitPath(href)
    const route = hrefPath(path)
    return routes.has(route) ? localeRoute(route, code, locales) + rest : href
  }
  const string = (s: string, key: string | undefined): string => {
    if (key === '@id') return s
    if (key === 'activePrefix') return localeRoute(hrefPath(s), code, locales)
    if (s.startsWith('/')) return local(s)
    if (s.startsWith(`${siteUrl}/`)) return siteUrl + local(s.slice(siteUrl.length))
    if (s.includes('](/')) return s.replace(/\]\((\/[^)\s]*)\)/g, (_, href: string) => `](${local(href)})`)
    return s
  }
  const walk = (v: unknown, key?: string): unknown => {
    if (typeof v === 'string') return string(v, key)
    if (Array.isArray(v)) return v.map((item) => walk(item, key))
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, walk(item, k)]))
    return v
  }
  return walk(value) as T
}

/** The words of the language switch, when the navigation's words have them (`page.language.switch`: "{language}"). */
const switchWords = (frame: ResolvedFrame) => (frame.page as { language?: { switch?: string } }).language?.switch

/**
 * A resolved page as the page of language `code` (the default language too: its alternates and switch). `resolved`
 * was resolved at its English route, from the project of the language its words are in (`status`: "fallback" — the
 * English project). `frames`: each language's frame (the switch's words).
 */
export function asLanguagePage(
  resolved: ResolvedPage,
  {
    plan,
    code,
    status,
    siteUrl,
    frames,
  }: { plan: LocalePlan; code: LocaleCode; status?: PageLocaleStatus; siteUrl: string; frames: Record<LocaleCode, ResolvedFrame> },
): LocalisedPage {
  const { locales } = plan
  const english = resolved.route
  const isDefault = code === DEFAULT_LOCALE
  const lang = status === 'fallback' ? DEFAULT_LOCALE : code
  const home = localeRoute(HOME_ROUTE, code, locales)
  const builtIn = (c: LocaleCode) => c === DEFAULT_LOCALE || (english !== null && plan.routesIn(c).has(english))
  const translatedIn = (c: LocaleCode) =>
    english !== null && (c === DEFAULT_LOCALE || (plan.routesIn(c).has(english) && plan.status(resolved.file, c) === 'translated'))
  const route = english === null ? null : localeRoute(english, code, locales)
  const languages: PageLanguage['languages'] = locales.map((l) => {
    const href = english !== null && builtIn(l.code) ? localeRoute(english, l.code, locales) : localeRoute(HOME_ROUTE, l.code, locales)
    const words = frames[l.code] ? switchWords(frames[l.code]) : undefined
    return { code: l.code, label: l.label, href, current: l.code === code, ...(words ? { name: fill(words, { language: l.label }) } : {}) }
  })

  // The page's own words and links, in its language.
  const sections = isDefault ? resolved.sections : linksInto(resolved.sections, code, plan.routesIn(code), siteUrl, locales)
  const meta = resolved.meta
  const url = (r: string) => absoluteUrl({ url: siteUrl }, r)

  // Alternates: a page translated into other languages names each, itself included, and English as the default.
  const pairs = english !== null && translatedIn(code) ? locales.filter((l) => translatedIn(l.code)) : []
  const alternates =
    pairs.length > 1
      ? [
          ...pairs.map((l) => ({ rel: 'alternate', hreflang: l.code, href: url(localeRoute(english!, l.code, locales)) })),
          { rel: 'alternate', hreflang: 'x-default', href: url(english!) },
        ]
      : []
  // Canonical: an English page keeps its own rule (its meta.canonical); a translated page is its own; a page that falls
  // back to English is the English page's.
  const canonicalOf = (): string | undefined => {
    if (english === null) return undefined
    const own = meta.canonical ?? english
    if (isDefault) return meta.canonical ? url(meta.canonical) : undefined
    if (status === 'fallback') return url(own)
    return url(plan.routesIn(code).has(hrefPath(own)) ? localeRoute(hrefPath(own), code, locales) : own)
  }
  const canonical = canonicalOf()
  const pageUrl = canonical ?? url(route ?? english ?? HOME_ROUTE)
  const jsonLd = (data: object): object => {
    const linked = isDefault ? data : linksInto(data, code, plan.routesIn(code), siteUrl, locales)
    return CREATIVE_WORKS.has((linked as { '@type'?: string })['@type'] ?? '') ? { ...linked, inLanguage: lang } : linked
  }
  const head: ResolvedPage['head'] = {
    meta: [
      ...resolved.head.meta.map((m) => {
        if ('script:ld+json' in m) return { 'script:ld+json': jsonLd(m['script:ld+json'] as object) }
        if (m.property === 'og:url') return { ...m, content: pageUrl }
        return m
      }),
      ...(english !== null
        ? [{ 'script:ld+json': { '@context': 'https://schema.org', '@type': 'WebPage', url: pageUrl, name: meta.title, inLanguage: lang } }]
        : []),
    ],
    links: [
      ...resolved.head.links.filter((l) => l.rel !== 'canonical'),
      ...(canonical ? [{ rel: 'canonical', href: canonical }] : []),
      // Extra attributes ride on the links (TanStack's <HeadContent> writes them; applyHead copies them).
      ...(alternates as { rel: string; href: string }[]),
    ],
  }
  return { ...resolved, route, sections, head, lang, locale: code, home, languages }
}

/** Structured data kinds that are creative works (schema.org's `inLanguage` belongs to them). */
const CREATIVE_WORKS = new Set([
  'WebPage',
  'FAQPage',
  'Article',
  'BlogPosting',
  'HowTo',
  'WebSite',
  'CollectionPage',
  'AboutPage',
  'ContactPage',
])

/** A language's frame: its words (from its project), its links into its own pages. */
export function frameIn(frame: ResolvedFrame, code: LocaleCode, plan: LocalePlan, siteUrl: string): ResolvedFrame {
  return code === DEFAULT_LOCALE ? frame : linksInto(frame, code, plan.routesIn(code), siteUrl, plan.locales)
}

/**
 * The redirects in every language: an old address under a language's prefix leads to the new page in that language
 * when the new page is built there (else to the English one). External targets only from the English address.
 */
export function redirectsInAll(redirects: readonly Redirect[], plan: LocalePlan): Redirect[] {
  const out = [...redirects]
  for (const { locale } of plan.others)
    for (const r of redirects) {
      if (!r.to.startsWith('/')) continue
      const { path, rest } = splitPath(r.to)
      const to = plan.routesIn(locale.code).has(hrefPath(path)) ? localeRoute(hrefPath(path), locale.code, plan.locales) + rest : r.to
      out.push({ ...r, from: localeRoute(r.from, locale.code, plan.locales), to })
    }
  return out
}
