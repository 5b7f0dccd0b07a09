import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { pageDataFile, routeToHtmlFile } from '../../schemas/routing'
import { languageRoutes } from '../e2e/languages'
import { routes } from '../e2e/routes'

/**
 * What each built page weighs, read from its prerendered HTML in dist/client (brotli bytes: the `.br` twin the server
 * sends, or a file's own size when it has none): the numbers `npm run bench:size` prints and the byte budgets of
 * `npm test` (tests/unit/budgets.test.ts) hold.
 */

export const clientDir = join(import.meta.dirname, '../../dist/client')

/**
 * Every route the build writes (from pages/, as the build reads them), in each language it is built in (/es/…), and
 * `/404`, the not-found page.
 */
export const builtRoutes = () => [...routes.map((r) => r.route), ...languageRoutes.map((r) => r.route), '/404']

export const brotli = (text: string) => brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length

/** The bytes the server sends for `url` (a path under dist/client). */
export const brSize = (url: string, client = clientDir) => {
  const file = join(client, url)
  return existsSync(`${file}.br`) ? statSync(`${file}.br`).size : statSync(file).size
}

export type PageWeight = {
  route: string
  /** The JavaScript of a first load: script and modulepreload tags, and the files the boot script adds after the first paint. */
  js: string[]
  jsBytes: number
  /** The CSS the first paint waits for: the inline critical CSS and any stylesheet in <head>. */
  cssBytes: number
  inlineCss: number
  /** Stylesheets loaded after the first paint (the whole stylesheet). */
  deferredCss: number
  htmlBytes: number
  /** The page's data (`_data/<route>.json`): what a client navigation fetches instead of the HTML. */
  dataBytes: number
  /** The router's files the page's loader fetches once the page is idle (the boot script's `data-router-files`). */
  router: string[]
  routerBytes: number
}

/** The boot script's files (app/browser/boot.ts): its data attributes. */
function bootFiles(html: string) {
  const tag = /<script (data-js="[^>]*)>/.exec(html)?.[1]
  if (!tag) return undefined
  const attr = (name: string) => new RegExp(`\\bdata-${name}="([^"]*)"`).exec(tag)?.[1] ?? ''
  const list = (name: string) => attr(name).split(' ').filter(Boolean)
  return { js: attr('js'), preloads: list('preload'), css: attr('css'), router: list('router-files') }
}

/** What `route` weighs (`/404`: the not-found page). */
export function pageWeight(route: string, client = clientDir): PageWeight {
  const htmlFile = route === '/404' ? '404.html' : routeToHtmlFile(route)
  const html = readFileSync(join(client, htmlFile), 'utf8')
  const boot = bootFiles(html)
  const js = [
    ...new Set([
      ...[...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
        (m) => m[1],
      ),
      ...(boot ? [boot.js, ...boot.preloads] : []),
    ]),
  ]
  const head = html.slice(0, html.indexOf('</head>'))
  const stylesheets = (part: string) => new Set([...part.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]))
  const blocking = stylesheets(head)
  const deferred = [...new Set([...stylesheets(html), ...(boot ? [boot.css] : [])])].filter((u) => !blocking.has(u))
  const inline = [...head.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('')
  const inlineCss = inline ? brotli(inline) : 0
  const sum = (urls: Iterable<string>) => [...urls].reduce((total, u) => total + brSize(u, client), 0)
  const router = boot?.router ?? []
  return {
    route,
    js,
    jsBytes: sum(js),
    cssBytes: inlineCss + sum(blocking),
    inlineCss,
    deferredCss: sum(deferred),
    htmlBytes: brSize(htmlFile, client),
    dataBytes: brSize(pageDataFile(route === '/404' ? null : route), client),
    router,
    routerBytes: sum(router),
  }
}
