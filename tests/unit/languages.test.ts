import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { fillFacts, siteFacts } from '../../schemas/facts'
import { loadProject } from '../../schemas/load'
import { DEFAULT_LOCALE, localeRoute, localiseProject, pageLocales, siteLocales } from '../../schemas/locales'
import type { Site } from '../../schemas/records'
import { hrefPath, routeToHtmlFile } from '../../schemas/routing'
import type { CheckedProject } from '../../schemas/validate'
import { resolveFrame } from '../../app/builder/frame'
import { asLanguagePage, type LocalePlan, localePlan, redirectsInAll } from '../../app/builder/locales'
import { resolvePage } from '../../app/builder/resolve'
import { projectRoot } from '../helpers/project-copy'

/**
 * The built site in each of its languages (app/builder/locales.ts), following the content: every published page of
 * pages/ and every language pageLocales gives it. A page is built at its route in each (its words from that language's
 * copy, or English when it falls back), says its language, names its translations both ways (hreflang, reciprocal,
 * each to a page that exists), is canonical to itself (a fallback to the English page), links into its own language,
 * and the sitemap lists it with its alternates. Reads dist/client: `npm run build` first.
 */
const client = join(projectRoot, 'dist/client')
const built = existsSync(join(client, 'index.html'))

type Built = { route: string; english: string; code: string; status: 'translated' | 'fallback' | 'source'; file: string; html: string }

describe.skipIf(!built)('the site in every language', () => {
  let project: CheckedProject
  let site: Site
  let pages: Built[]
  const url = (route: string) => site.url + (route === '/' ? '/' : route)
  const htmlOf = (route: string) => readFileSync(join(client, routeToHtmlFile(route)), 'utf8')
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]
  const alternates = (html: string) =>
    [...html.matchAll(/<link rel="alternate"[^>]*>/g)].map((m) => ({ hreflang: attr(m[0], 'hreflang')!, href: attr(m[0], 'href')! }))
  const canonical = (html: string) => attr(/<link rel="canonical"[^>]*>/.exec(html)?.[0] ?? '', 'href')
  const langOf = (html: string) => attr(/<html[^>]*>/.exec(html)![0], 'lang')
  const decode = (s: string) =>
    s
      .replace(/&amp;/g, '&')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')

  beforeAll(async () => {
    project = await loadProject(projectRoot)
    site = project.collections.site as Site
    pages = project.pages
      .filter((p) => !p.page.draft)
      .flatMap((p) => [
        { route: p.route!, english: p.route!, code: DEFAULT_LOCALE, status: 'source' as const, file: p.file },
        ...pageLocales(project, p).map((l) => ({
          route: localeRoute(p.route!, l.locale),
          english: p.route!,
          code: l.locale,
          status: l.status,
          file: p.file,
        })),
      ])
      .map((p) => ({ ...p, html: htmlOf(p.route) }))
  }, 60_000)

  it('builds every page in every language it has, saying its language: a page falling back to English says "en"', () => {
    expect(pages.filter((p) => p.code !== DEFAULT_LOCALE).length).toBeGreaterThan(0)
    for (const p of pages) expect(langOf(p.html), p.route).toBe(p.status === 'fallback' ? DEFAULT_LOCALE : p.code)
  })

  it('shows each page in its language’s words: the title of its language’s copy', () => {
    const facts = siteFacts(site)
    const projects = new Map(
      siteLocales(project).map((l) => [l.code, l.code === DEFAULT_LOCALE ? project : localiseProject(project, l.code)]),
    )
    for (const p of pages) {
      const words = projects.get(p.status === 'fallback' ? DEFAULT_LOCALE : p.code)!
      const title = fillFacts(words.pages.find((x) => x.file === p.file)!.page.meta.title, facts)
      expect(decode(/<title>([^<]*)<\/title>/.exec(p.html)![1]), p.route).toBe(title)
    }
  })

  it('names the translations of a page both ways, each a built page naming it back, with English as x-default', () => {
    const byUrl = new Map(pages.map((p) => [url(p.route), p]))
    for (const p of pages) {
      const links = alternates(p.html)
      const translated = pages.filter((q) => q.file === p.file && q.status !== 'fallback')
      if (p.status === 'fallback' || translated.length < 2) {
        expect(links, `${p.route}: no alternates`).toEqual([])
        continue
      }
      expect(links.map((l) => l.hreflang).sort(), p.route).toEqual([...translated.map((q) => q.code), 'x-default'].sort())
      expect(links.find((l) => l.hreflang === 'x-default')?.href, p.route).toBe(url(p.english))
      for (const link of links) {
        const target = byUrl.get(link.href)
        expect(target, `${p.route} → ${link.href}: a built page`).toBeDefined()
        if (link.hreflang === 'x-default') continue
        expect(langOf(target!.html), link.href).toBe(link.hreflang)
        expect(alternates(target!.html), `${link.href} names ${p.route} back`).toContainEqual({ hreflang: p.code, href: url(p.route) })
      }
    }
  })

  it('is canonical to itself in its language; a page falling back to English, to the English page', () => {
    for (const p of pages.filter((q) => q.code !== DEFAULT_LOCALE))
      expect(canonical(p.html), p.route).toBe(url(p.status === 'fallback' ? p.english : p.route))
  })

  it('tells search engines its language in its structured data', () => {
    for (const p of pages) {
      const data = [...p.html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]))
      const webPage = data.find((d) => d['@type'] === 'WebPage')
      expect(webPage?.inLanguage, p.route).toBe(p.status === 'fallback' ? DEFAULT_LOCALE : p.code)
    }
  })

  it('links into its own language wherever the page is built in it (the language switch aside)', () => {
    const routesIn = (code: string) => new Set(pages.filter((p) => p.code === code).map((p) => p.english))
    for (const p of pages.filter((q) => q.code !== DEFAULT_LOCALE)) {
      const own = routesIn(p.code)
      const links = [...p.html.matchAll(/<a [^>]*href="(\/[^"]*)"[^>]*>/g)].filter((m) => !m[0].includes('data-language'))
      expect(links.length).toBeGreaterThan(0)
      for (const [, href] of links) {
        const path = hrefPath(decode(href))
        const prefix = localeRoute('/', p.code)
        if (path === prefix || path.startsWith(`${prefix}/`)) continue
        expect(own.has(path), `${p.route} links to ${href}, which is built in "${p.code}"`).toBe(false)
      }
    }
  })

  it('has a language switch to the same page in each other language, named in that language', () => {
    const locales = siteLocales(project)
    for (const p of pages) {
      const switches = [...p.html.matchAll(/<a [^>]*data-language="[^"]*"[^>]*>/g)].map((m) => m[0])
      for (const other of locales.filter((l) => l.code !== p.code)) {
        const own = switches.filter((s) => attr(s, 'data-language') === other.code)
        // In the header and in the drawer.
        expect(own.length, `${p.route} → ${other.code}`).toBe(2)
        const there = pages.find((q) => q.file === p.file && q.code === other.code)
        for (const s of own) {
          expect(attr(s, 'href'), p.route).toBe(there ? there.route : localeRoute('/', other.code))
          expect(attr(s, 'hreflang') ?? attr(s, 'hrefLang'), p.route).toBe(other.code)
          expect(attr(s, 'lang'), p.route).toBe(other.code)
        }
      }
    }
  })

  it('lists both languages in the sitemap, with their alternates; not a page that falls back to English', () => {
    const sitemap = readFileSync(join(client, 'sitemap.xml'), 'utf8')
    const entries = new Map(
      [...sitemap.matchAll(/<url><loc>([^<]*)<\/loc>(.*?)<\/url>/g)].map((m) => [
        m[1],
        [...m[2].matchAll(/<xhtml:link rel="alternate" hreflang="([^"]*)" href="([^"]*)"\/>/g)].map((a) => ({
          hreflang: a[1],
          href: a[2],
        })),
      ]),
    )
    for (const p of pages) {
      const indexable = !project.pages.find((x) => x.file === p.file)!.page.meta.noindex
      if (p.status === 'fallback' || !indexable) {
        expect(entries.has(url(p.route)), `${p.route} not in the sitemap`).toBe(false)
        continue
      }
      expect(entries.get(url(p.route)), `${p.route} in the sitemap`).toEqual(alternates(p.html))
    }
  })

  it('answers an unknown address under a language with that language’s not-found page and frame', () => {
    for (const l of siteLocales(project).filter((x) => x.code !== DEFAULT_LOCALE)) {
      const home = localeRoute('/', l.code)
      const html = readFileSync(join(client, home.slice(1), '404.html'), 'utf8')
      expect(langOf(html)).toBe(l.code)
      const frame = JSON.parse(readFileSync(join(client, `_data${home}/_site.json`), 'utf8'))
      expect(frame.header.cta.href.startsWith(`${home}/`) || !frame.header.cta.href.startsWith('/')).toBe(true)
      expect(html).toContain(`href="${frame.header.cta.href}"`)
    }
  })
})

describe('a page that falls back to English in another language', () => {
  it('is built under the language’s prefix with the English words, says "en", is canonical to the English page and names no alternates', async () => {
    const project = await loadProject(projectRoot)
    const site = project.collections.site as Site
    const loaded = project.pages.find((p) => !p.page.draft && p.page.sections.some((s) => 'buttons' in s))!
    const [other] = siteLocales(project).filter((l) => l.code !== DEFAULT_LOCALE)
    const routes = new Set(project.pages.filter((p) => !p.page.draft).map((p) => p.route!))
    const plan: LocalePlan = {
      locales: siteLocales(project),
      others: [{ locale: other, project }],
      status: (file) => (file === loaded.file ? 'fallback' : 'translated'),
      routesIn: () => routes,
      fingerprint: '',
    }
    const frame = resolveFrame(project)
    const frames = { [DEFAULT_LOCALE]: frame, [other.code]: frame }
    const english = resolvePage(loaded, project)
    const page = asLanguagePage(english, { plan, code: other.code, status: 'fallback', siteUrl: site.url, frames })
    expect(page.route).toBe(localeRoute(loaded.route!, other.code))
    expect(page.lang).toBe(DEFAULT_LOCALE)
    expect(page.locale).toBe(other.code)
    expect(page.meta.title).toBe(english.meta.title)
    expect(page.head.links.filter((l) => l.rel === 'canonical')).toEqual([
      { rel: 'canonical', href: site.url + (loaded.route === '/' ? '/' : loaded.route) },
    ])
    expect(page.head.links.filter((l) => l.rel === 'alternate')).toEqual([])
    // Its links stay in the language the visitor chose.
    const hrefs = JSON.stringify(page.sections).match(/"href":"\/[^"]*"/g) ?? []
    expect(hrefs.length).toBeGreaterThan(0)
    for (const h of hrefs) expect(h.startsWith(`"href":"${localeRoute('/', other.code)}`), h).toBe(true)
    // And the English page names no translation in that language.
    const source = asLanguagePage(english, { plan, code: DEFAULT_LOCALE, siteUrl: site.url, frames })
    expect(source.head.links.filter((l) => l.rel === 'alternate')).toEqual([])
    expect(source.languages?.find((l) => l.code === other.code)?.href).toBe(page.route)
  })
})

describe('redirects in every language', () => {
  it('lead an old address under a language’s prefix to the new page in that language; an external target only from the English address', async () => {
    const project = await loadProject(projectRoot)
    const plan = localePlan(project)
    expect(plan.others.length).toBeGreaterThan(0)
    for (const { locale } of plan.others) {
      const target = project.pages.find((p) => !p.page.draft && plan.routesIn(locale.code).has(p.route!))!
      const out = redirectsInAll(
        [
          { from: '/an-old-address', to: `${target.route}#top` },
          { from: '/gone-elsewhere', to: 'https://example.com/' },
        ],
        plan,
      )
      expect(out).toContainEqual({
        from: localeRoute('/an-old-address', locale.code),
        to: `${localeRoute(target.route!, locale.code)}#top`,
      })
      expect(out.filter((r) => r.to.startsWith('https://'))).toEqual([{ from: '/gone-elsewhere', to: 'https://example.com/' }])
    }
  })
})
