import { readFileSync } from 'node:fs'
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import type { ServerManifest } from '@tanstack/router-core'
import Beasties from 'beasties'
import postcss, { type AtRule, type Container, type Declaration } from 'postcss'
import { createHash } from 'node:crypto'
import type { QuoteOptions } from '../../schemas/quote'
import { LEAD_MAIL_FILE, type LeadMail } from '../../schemas/lead-mail'
import type { Site } from '../../schemas/records'
import { type Redirect, redirectTable } from '../../schemas/redirects'
import { FRAME_DATA_FILE, pageDataFile, routeToHtmlFile } from '../../schemas/routing'
import { CLIENT_ENTRY, loadAfterFirstPaint, ROUTER_ENTRY } from '../browser/boot'
import { rulesForPage } from './stylesheet-rules'
import { inlineScriptHashes, inlineStyleHashes } from '../render/csp'
import type { PageSet } from '../render/entry-server'
import type { ResolvedFrame, ResolvedPage } from '../../schemas/page-data'
import { pageLanguage } from '../render/locale'

export type ViteChunk = {
  file: string
  src?: string
  css?: string[]
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
  isDynamicEntry?: boolean
}
export type ViteManifest = Record<string, ViteChunk>
type ServerEntry = { render: (url: string, manifest: ServerManifest, pages: PageSet) => Promise<{ status: number; html: string }> }

/** How beasties picks a page's critical CSS from the stylesheets under `outDir` (criticalCss, and its test). */
export function beastiesOptions(outDir: string): Omit<NonNullable<ConstructorParameters<typeof Beasties>[0]>, 'allowRules'> & {
  allowRules: RegExp[]
} {
  return {
    path: outDir,
    publicPath: '/',
    preload: 'body',
    pruneSource: false,
    inlineFonts: false,
    keyframes: 'critical',
    // The design tokens (CSS variables on :where(:root, :host)): every rule uses them, and the selector matcher does
    // not know :host. A control held while its island's code loads (`[data-pending]`, marked by the boot script before
    // the stylesheet arrives): the first paint's own CSS shows it was heard.
    allowRules: [/:root/, /\[data-pending\]/],
    compress: true,
    reduceInlineStyles: false,
    logLevel: 'warn',
  }
}

/** Files a chunk needs before it runs: itself and its static imports, depth first. */
function chunkFiles(manifest: ViteManifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key) || !manifest[key]) return []
  seen.add(key)
  const chunk = manifest[key]
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen))]
}

/**
 * The router manifest: the stylesheet and the client entry (with modulepreloads for its static imports) on every
 * page. Nothing per route: static sections ship no JavaScript, and islands load their own code when they start.
 */
export function routerManifest(vite: ViteManifest): ServerManifest {
  const entry = vite[CLIENT_ENTRY]
  if (!entry) throw new Error(`Vite manifest has no ${CLIENT_ENTRY}`)
  return {
    routes: {
      __root__: {
        // With cssCodeSplit off, Vite emits the one stylesheet as its own manifest entry.
        css: [
          ...new Set([
            ...(entry.css ?? []),
            ...Object.values(vite)
              .filter((c) => c.file.endsWith('.css'))
              .map((c) => c.file),
          ]),
        ].map((f) => `/${f}`),
        preloads: chunkFiles(vite, CLIENT_ENTRY)
          .slice(1)
          .map((f) => `/${f}`),
        scripts: [{ attrs: { type: 'module', src: `/${entry.file}` } }],
      },
    },
  }
}

/**
 * The router's files a page does not load first (app/browser/spa.tsx and its static imports, React's among them): the
 * page's loader fetches them once the page is idle, so that the router is ready for the visitor's first tap.
 */
export function routerFiles(vite: ViteManifest): string[] {
  const first = new Set(chunkFiles(vite, CLIENT_ENTRY))
  return chunkFiles(vite, ROUTER_ENTRY)
    .filter((f) => !first.has(f))
    .map((f) => `/${f}`)
}

/**
 * The code a page's sections need in the browser beyond the loader's and the router's files (each section's component,
 * a chunk of its own, and what it imports), named in the page's data as `code`: a phone fetches it ahead for the links
 * on its screen (app/browser/ahead.ts).
 */
export function sectionCode(vite: ViteManifest): (page: ResolvedPage) => string[] {
  const known = new Set([...chunkFiles(vite, CLIENT_ENTRY), ...chunkFiles(vite, ROUTER_ENTRY)])
  const components = Object.entries(vite).filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith('sections/'))
  return (page) => {
    const types = new Set(page.sections.map((s) => `sections/${s.type}/`))
    const files = components.filter(([key]) => types.has(key.slice(0, key.lastIndexOf('/') + 1))).flatMap(([key]) => chunkFiles(vite, key))
    return [...new Set(files)].filter((f) => !known.has(f)).map((f) => `/${f}`)
  }
}

/**
 * The build of the client code: a hash of Vite's manifest (every chunk and stylesheet is named by its content hash).
 * It changes when code or styles change (a full build), not when only content does: data files of a content-only
 * build are the newest truth and render with the same code. Every data file and <html data-build> name it; a page
 * running other code loads a page in full rather than render data it was not built for (app/browser/spa.tsx).
 */
export const buildId = (vite: ViteManifest) => createHash('sha256').update(JSON.stringify(vite)).digest('hex').slice(0, 12)

/** A data file as the browser reads it: the value, named with its build. */
const dataJson = (build: string, value: object) => JSON.stringify({ build, ...value })

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest)$/

export async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(path)
    else yield path
  }
}

/**
 * Brotli quality of the precompressed twins. 10, not the maximum 11: over the built site's 7 MB of text (HTML, page
 * data, scripts, the stylesheet) 11 takes 6.6 s of CPU in a full build for 1,168 KB, 10 takes 2.3 s for 1,192 KB
 * (2 % more: about 0.35 KB on a page's HTML, 2 ms on the slow 4G of Lighthouse's phone).
 */
const BROTLI_QUALITY = 10

/** Writes .br and .gz twins of the given text files (the server picks one by Accept-Encoding); small files are left as they are. */
export async function compressFiles(files: Iterable<string>) {
  const br = promisify(brotliCompress)
  const gz = promisify(gzip)
  const jobs: Promise<unknown>[] = []
  for (const file of files) {
    if (!COMPRESSIBLE.test(file)) continue
    jobs.push(
      readFile(file).then(async (data) => {
        if (data.length < 256) {
          await Promise.all([rm(`${file}.br`, { force: true }), rm(`${file}.gz`, { force: true })])
          return
        }
        await writeFile(
          `${file}.br`,
          await br(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        )
        await writeFile(`${file}.gz`, await gz(data, { level: 9 }))
      }),
    )
  }
  await Promise.all(jobs)
}

/** Writes .br and .gz twins of every text file of a folder. */
export async function compressTree(dir: string) {
  const files: string[] = []
  for await (const file of walk(dir)) files.push(file)
  await compressFiles(files)
}

/**
 * Critical CSS: each page carries, inline, the rules of the stylesheet that match its own HTML (beasties picks
 * them), and loads the whole stylesheet after its first paint (app/browser/boot.ts), where it no longer holds it back. The
 * whole stylesheet still arrives on every page: islands render states (open menus, dialogs) the first HTML does not
 * show, and later pages will render in the browser. Without JavaScript the page is the same (the stylesheet comes from a <noscript> link).
 *
 * Beasties reads the HTML without decoding character references, so it would not see that `[&amp;_svg]:w_6` is
 * the class `[&_svg]:w_6` that Panda's rule names: it is given the class names decoded, only to pick the rules;
 * the page keeps its own markup, with the rules in a <style> where the stylesheet's <link> was.
 */
export function criticalCss(outDir: string, router: string[] = []) {
  const options = beastiesOptions(outDir)
  const { allowRules } = options
  // Beasties reads the stylesheet cut down to the rules the page's class names allow (app/builder/stylesheet-rules.ts): it
  // picks the same rules, from a few hundred instead of every one. Parsed once per stylesheet file.
  const sheets = new Map<string, (html: string) => string>()
  const sheetFor = (file: string, html: string) => {
    if (!sheets.has(file))
      sheets.set(
        file,
        rulesForPage(readFileSync(file, 'utf8'), (selector) => allowRules.some((r) => r.test(selector))),
      )
    return sheets.get(file)!(html)
  }
  const decodeClasses = (html: string) =>
    html.replace(/ class="([^"]*)"/g, (whole, names: string) => {
      const plain = names
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&')
      return plain.includes("'") ? whole : ` class='${plain}'`
    })
  const smallImage = smallImages()
  return async (html: string) => {
    const link = /<link rel="stylesheet" href="[^"]+"[^>]*>/.exec(html)?.[0]
    if (!link) return html
    const decoded = decodeClasses(html)
    const beasties = Object.assign(new Beasties(options), { readFile: (file: string) => sheetFor(file, decoded) })
    const picked = await beasties.process(decoded)
    const css = /<style>([\s\S]*?)<\/style>/.exec(picked)?.[1]
    if (!css) return html
    const kept = usedTokens(css, html)
    const small = inlineSmallImages(kept, (url) => smallImage(join(outDir, url)))
    // The whole stylesheet and the island loader come after the first paint (app/browser/boot.ts).
    const href = /href="([^"]+)"/.exec(link)![1]
    return loadAfterFirstPaint(html.replace(link, `<style>${htmlSafeSelectors(kept + small)}</style>`), href, router)
  }
}

/** An image this small costs the first paint more in its own round trip than in its bytes inlined. */
export const INLINE_IMAGE_BYTES = 2048

/** A reader of built images as data: URLs (null for a file over INLINE_IMAGE_BYTES or missing), each file read once. */
function smallImages(): (file: string) => string | null {
  const read = new Map<string, string | null>()
  return (file) => {
    if (!read.has(file)) {
      let data: Buffer | null = null
      try {
        data = readFileSync(file)
      } catch {}
      read.set(file, data && data.length <= INLINE_IMAGE_BYTES ? `data:image/avif;base64,${data.toString('base64')}` : null)
    }
    return read.get(file) ?? null
  }
}

/**
 * The first paint should not wait for a decoration: every AVIF background of a page's critical CSS (a `url()` under
 * /images/, in a declaration the page uses) that `dataUrl` gives inline (files ≤ INLINE_IMAGE_BYTES) is declared again,
 * unlayered, with the image as a data: URL, in the same media queries. Unlayered, the copy wins over the stylesheet's
 * own (layered) declaration also after the whole stylesheet has loaded, so the browser never fetches the file on this
 * page. The WebP fallback of an image-set() stays a URL (fetched only by a browser without AVIF).
 */
export function inlineSmallImages(css: string, dataUrl: (url: string) => string | null): string {
  const IMAGE = /url\((["']?)(\/images\/[^"')]+\.avif)\1\)/g
  const used = new Set([...css.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]))
  const out = postcss.root()
  postcss.parse(css).walkDecls((decl: Declaration) => {
    if (!decl.value.includes('/images/') || (decl.prop.startsWith('--') && !used.has(decl.prop))) return
    let inlined = false
    const value = decl.value.replace(IMAGE, (whole, _q: string, url: string) => {
      const data = dataUrl(url)
      if (!data) return whole
      inlined = true
      return `url(${data})`
    })
    if (!inlined || decl.parent?.type !== 'rule') return
    const raws = { before: '', between: '', after: '' }
    let node: Container = postcss.rule({
      selector: (decl.parent as postcss.Rule).selector,
      raws,
      nodes: [decl.clone({ value, raws: { before: '', between: ':' } })],
    })
    for (let p = decl.parent.parent; p && p.type === 'atrule'; p = p.parent)
      if ((p as AtRule).name !== 'layer')
        node = postcss.atRule({ name: (p as AtRule).name, params: (p as AtRule).params, raws, nodes: [node] })
    out.append(node)
  })
  return out.toString()
}

/** Splits a declaration block at its top-level semicolons (not inside parentheses or strings). */
function declarations(block: string): string[] {
  const out: string[] = []
  let depth = 0
  let quote = ''
  let start = 0
  for (let i = 0; i < block.length; i++) {
    const c = block[i]
    if (quote) {
      if (c === '\\') i++
      else if (c === quote) quote = ''
    } else if (c === '"' || c === "'") quote = c
    else if (c === '(') depth++
    else if (c === ')') depth--
    else if (c === ';' && depth === 0) {
      out.push(block.slice(start, i))
      start = i + 1
    }
  }
  out.push(block.slice(start))
  return out.filter((d) => d.trim())
}

/**
 * The design tokens a page's critical CSS uses: Panda declares every token as a variable on :where(:root,:host)
 * (456 of them); the inline copy keeps those its rules, its style attributes and the kept tokens themselves refer
 * to. The whole stylesheet, loaded after, declares them all again.
 */
export function usedTokens(css: string, html: string): string {
  const TOKENS = /:where\(:root,:host\)\{([^{}]*)\}/g
  // Names may hold escapes: spacing.0.5 is --spacing-0\.5.
  const refs = (text: string) => [...text.matchAll(/var\((--(?:[\w-]|\\.)+)/g)].map((m) => m[1])
  const styleAttributes = [...html.matchAll(/ style="([^"]*)"/g)].map((m) => m[1]).join(';')
  const used = new Set([...refs(css.replace(TOKENS, '')), ...refs(styleAttributes)])
  const values = new Map<string, string>()
  for (const [, block] of css.matchAll(TOKENS))
    for (const d of declarations(block)) {
      const colon = d.indexOf(':')
      values.set(d.slice(0, colon).trim(), `${values.get(d.slice(0, colon).trim()) ?? ''} ${d.slice(colon + 1)}`)
    }
  for (let grew = true; grew; ) {
    grew = false
    for (const name of [...used])
      for (const ref of refs(values.get(name) ?? ''))
        if (!used.has(ref)) {
          used.add(ref)
          grew = true
        }
  }
  return css.replace(TOKENS, (_, block: string) => {
    const kept = declarations(block).filter((d) => !d.trim().startsWith('--') || used.has(d.slice(0, d.indexOf(':')).trim()))
    return `:where(:root,:host){${kept.join(';')}}`
  })
}

/**
 * A class that starts with "--" (Panda names a CSS-variable style `--grid-gap_{spacing.6}`) is valid CSS, but the
 * HTML checker's CSS grammar refuses it inside a page: written with its hyphens escaped, the selector is the same.
 */
export const htmlSafeSelectors = (css: string) => css.replace(/(^|[{},\s>+~])\.--/g, '$1.\\-\\-')

/**
 * What one written page contributes to the site-wide files: its CSP sources, whether the sitemap lists it (not a
 * page that falls back to English under another language's prefix) and its hreflang alternates; `data`: its data file.
 */
export type PageRecord = {
  file: string
  data: string
  route: string | null
  scripts: string[]
  styles: string[]
  indexable: boolean
  alternates?: { hreflang: string; href: string }[]
}

/** Where the not-found page of the default language is written, and the address it is rendered at. */
const NOT_FOUND_AT = { html: '404.html', data: pageDataFile(null), url: '/this-page-does-not-exist' }

/**
 * Renders and writes `pages` (and the not-found page when `notFound` is given): each route's HTML, from its
 * resolved data through the server bundle, with its critical CSS inlined, and the data itself (_data/<route>.json:
 * what the browser will render later pages from, and what the API re-renders the quote form of). Returns what each
 * page needs in csp.json and the sitemap, and every file written.
 */
export async function renderPages({
  outDir,
  serverEntry,
  manifest,
  build,
  frame,
  pages,
  notFound,
  pageSet,
  router,
  code,
  notFoundAt = NOT_FOUND_AT,
}: {
  outDir: string
  serverEntry: string
  manifest: ServerManifest
  /** The router's files beyond the loader's (routerFiles), named in each page for its loader to fetch when idle. */
  router?: string[]
  /** The code a page's sections need beyond the router's (sectionCode), named in its data. */
  code?: (page: ResolvedPage) => string[]
  /** The build of the client code (buildId). */
  build: string
  /** The frame every page shares (app/builder/frame.ts). */
  frame: ResolvedFrame
  pages: ResolvedPage[]
  notFound?: ResolvedPage
  /** Where the router finds pages (default: `pages` and `notFound`). */
  pageSet?: Pick<PageSet, 'page' | 'notFound'>
  /** The not-found page's files and an address it answers (another language's: es/404.html, _data/es/404.json, /es/…). */
  notFoundAt?: { html: string; data: string; url: string }
}): Promise<{ records: PageRecord[]; written: string[] }> {
  if (!pages.length && !notFound) return { records: [], written: [] }
  const server = (await import(pathToFileURL(serverEntry).href)) as ServerEntry
  const byRoute = new Map(pages.map((p) => [p.route, p]))
  const set: PageSet = { ...(pageSet ?? { page: (route) => byRoute.get(route), notFound: notFound! }), frame, build }
  const inline = criticalCss(outDir, router)
  const records: PageRecord[] = []
  const written: string[] = []
  const write = async (file: string, content: string) => {
    const path = join(outDir, file)
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, content)
    written.push(path)
  }
  const writePage = async (file: string, dataFile: string, data: ResolvedPage, html: string) => {
    const final = await inline(html)
    await write(file, final)
    await write(dataFile, dataJson(build, code ? { ...data, code: code(data) } : data))
    const { lang, locale } = pageLanguage(data)
    const alternates = (data.head.links as { rel: string; href: string; hreflang?: string }[]).flatMap((l) =>
      l.rel === 'alternate' && l.hreflang ? [{ hreflang: l.hreflang, href: l.href }] : [],
    )
    records.push({
      file,
      data: dataFile,
      route: data.route,
      scripts: inlineScriptHashes(final),
      styles: inlineStyleHashes(final),
      indexable: data.route !== null && !data.meta.noindex && lang === locale,
      ...(alternates.length ? { alternates } : {}),
    })
  }
  for (const p of pages) {
    const { status, html } = await server.render(p.route!, manifest, set)
    if (status !== 200) throw new Error(`Prerendering ${p.route} answered ${status}`)
    await writePage(routeToHtmlFile(p.route!), pageDataFile(p.route), p, html)
  }
  if (notFound) {
    const missing = await server.render(notFoundAt.url, manifest, set)
    if (missing.status !== 404) throw new Error(`The not-found page answered ${missing.status}, expected 404`)
    await writePage(notFoundAt.html, notFoundAt.data, notFound, missing.html)
  }
  return { records, written }
}

/**
 * The site-wide files, from every page's record (in page order): sitemap.xml, robots.txt and csp.json (beside the
 * site: each HTML file's own inline-script and inline-style hashes, which the server adds to that file's policy only).
 */
export async function writeSiteFiles({
  outDir,
  site,
  records,
  frame,
  build,
  redirects = [],
  quoteOptions,
  leadMail,
  frames = [],
}: {
  outDir: string
  site: Site
  records: PageRecord[]
  /** The frame every page shares: written as _data/_site.json, named with its build. */
  frame: ResolvedFrame
  /** The frame in the site's other languages, each at its file (_data/es/_site.json). */
  frames?: { file: string; frame: ResolvedFrame }[]
  build: string
  /** data/redirects.json: written beside the site for the server (api/plugins/static-site.ts). */
  redirects?: readonly Redirect[]
  /** The quote form's lists (derived from data/): written beside the site for the server (api/quote-options.ts). */
  quoteOptions?: QuoteOptions
  /** The business, the acknowledgement's words and the urgent forms: written beside the site for the server (api/notify/lead-mail.ts). */
  leadMail?: LeadMail
}) {
  const frameFile = join(outDir, FRAME_DATA_FILE)
  await mkdir(dirname(frameFile), { recursive: true })
  await writeFile(frameFile, dataJson(build, frame))
  const frameFiles = [frameFile]
  for (const other of frames) {
    const file = join(outDir, other.file)
    await mkdir(dirname(file), { recursive: true })
    await writeFile(file, dataJson(build, other.frame))
    frameFiles.push(file)
  }
  await writeFile(join(outDir, '..', 'redirects.json'), `${JSON.stringify(redirectTable(redirects), null, 2)}\n`)
  if (quoteOptions) await writeFile(join(outDir, '..', 'quote-options.json'), `${JSON.stringify(quoteOptions, null, 2)}\n`)
  if (leadMail) await writeFile(join(outDir, '..', LEAD_MAIL_FILE), `${JSON.stringify(leadMail, null, 2)}\n`)
  const listed = records.filter((r) => r.indexable)
  const indexable = listed.map((r) => site.url + (r.route === '/' ? '/' : r.route))
  const sitemap = join(outDir, 'sitemap.xml')
  const robots = join(outDir, 'robots.txt')
  // A page in several languages names each of them, itself included (Google's sitemap form of hreflang).
  const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')
  const entry = (loc: string, r: PageRecord) =>
    `  <url><loc>${xml(loc)}</loc>${(r.alternates ?? [])
      .map((a) => `<xhtml:link rel="alternate" hreflang="${xml(a.hreflang)}" href="${xml(a.href)}"/>`)
      .join('')}</url>`
  await writeFile(
    sitemap,
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${
      listed.some((r) => r.alternates?.length) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''
    }>\n${listed.map((r, i) => entry(indexable[i], r)).join('\n')}\n</urlset>\n`,
  )
  await writeFile(robots, `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${site.url}/sitemap.xml\n`)
  const analytics = site.analyticsId ? ['https://www.googletagmanager.com'] : []
  await writeFile(
    join(outDir, '..', 'csp.json'),
    JSON.stringify(
      {
        'script-src': analytics,
        'connect-src': site.analyticsId ? ['https://*.google-analytics.com', ...analytics] : [],
        'img-src': [],
        pages: Object.fromEntries(records.map((r) => [r.file, r.scripts])),
        styles: Object.fromEntries(records.map((r) => [r.file, r.styles])),
      },
      null,
      2,
    ),
  )
  return { sitemap: indexable, written: [sitemap, robots, ...frameFiles] }
}

/** Vite's client manifest: where a client build leaves it, or where the last build kept it (dist/vite-manifest.json). */
export async function readViteManifest(outDir: string): Promise<ViteManifest> {
  const fresh = await readFile(join(outDir, '.vite/manifest.json'), 'utf8').catch(() => undefined)
  return JSON.parse(fresh ?? (await readFile(join(outDir, '..', 'vite-manifest.json'), 'utf8'))) as ViteManifest
}

/**
 * Writes every page — its HTML and its data — and the site-wide files, then compresses the whole site: the full
 * build's prerender. Takes the resolved pages as arguments, like Fastify's inject(): tests prerender any set of
 * pages. (An incremental build calls renderPages for the routes whose inputs changed, and writeSiteFiles.)
 */
export async function prerender({
  root,
  outDir,
  serverEntry,
  site,
  pages,
  notFound,
  frame,
  redirects,
  quoteOptions,
}: {
  root: string
  outDir: string
  serverEntry: string
  site: Site
  pages: ResolvedPage[]
  notFound: ResolvedPage
  frame: ResolvedFrame
  redirects?: readonly Redirect[]
  quoteOptions?: QuoteOptions
}) {
  const vite = await readViteManifest(outDir)
  const manifest = routerManifest(vite)
  const build = buildId(vite)
  const { records } = await renderPages({
    outDir,
    serverEntry,
    manifest,
    build,
    frame,
    pages,
    notFound,
    router: routerFiles(vite),
    code: sectionCode(vite),
  })
  const { sitemap } = await writeSiteFiles({ outDir, site, records, frame, build, redirects, quoteOptions })
  await rm(join(outDir, '.vite'), { recursive: true, force: true })
  await writeFile(join(outDir, '..', 'vite-manifest.json'), JSON.stringify(vite, null, 2))
  await writeFile(join(outDir, '..', 'server-manifest.json'), JSON.stringify(manifest))
  await compressTree(outDir)
  const routes = await Promise.all(
    records.filter((r) => r.route !== null).map(async (r) => ({ route: r.route!, bytes: (await stat(join(outDir, r.file))).size })),
  )
  return { routes, records, sitemap, relativeOut: relative(root, outDir) }
}
