import { createHash } from 'node:crypto'
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'
import type { ServerManifest } from '@tanstack/router-core'
import type { QuoteOptions } from '../schemas/quote'
import type { Site } from '../schemas/records'
import { type Redirect, redirectTable } from '../schemas/redirects'
import { FRAME_DATA_FILE, pageDataFile, routeToHtmlFile } from '../schemas/routing'
import { inlineScriptHashes } from './csp'
import type { PageSet } from './entry-server'
import type { ResolvedFrame } from './frame'
import type { ResolvedPage } from './resolve'

type ViteChunk = { file: string; src?: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
type ViteManifest = Record<string, ViteChunk>
type ServerEntry = { render: (url: string, manifest: ServerManifest, pages: PageSet) => Promise<{ status: number; html: string }> }

export const CLIENT_ENTRY = 'app/entry-client.tsx'

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
 * The build of the client code: a hash of Vite's manifest (every chunk and stylesheet is named by its content hash).
 * It changes when code or styles change, not when only content does: data files of a content-only build are the
 * newest truth and render with the same code.
 */
export const buildId = (vite: ViteManifest) => createHash('sha256').update(JSON.stringify(vite)).digest('hex').slice(0, 12)

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|xml|txt|json|webmanifest)$/

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(path)
    else yield path
  }
}

/** Writes .br and .gz twins of every text file (the server picks one by Accept-Encoding). */
export async function compressTree(dir: string) {
  const br = promisify(brotliCompress)
  const gz = promisify(gzip)
  const jobs: Promise<unknown>[] = []
  for await (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < 256) continue
    jobs.push(
      readFile(file).then(async (data) => {
        await writeFile(
          `${file}.br`,
          await br(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } }),
        )
        await writeFile(`${file}.gz`, await gz(data, { level: 9 }))
      }),
    )
  }
  await Promise.all(jobs)
}

/**
 * Writes every page: its HTML (rendered by the server bundle from its resolved data) and the data itself
 * (_data/<route>.json: what the browser will render later pages from, and what the API re-renders the quote form
 * of). Takes the resolved pages as arguments, like Fastify's inject(): tests prerender any set of pages.
 */
export async function prerender({
  root,
  outDir,
  serverEntry,
  site,
  pages,
  notFound,
  frame,
  redirects = [],
  quoteOptions,
}: {
  root: string
  outDir: string
  serverEntry: string
  site: Site
  pages: ResolvedPage[]
  notFound: ResolvedPage
  frame: ResolvedFrame
  /** data/redirects.json: written beside the site for the server (api/plugins/static-site.ts). */
  redirects?: readonly Redirect[]
  /** The quote form's lists (from data/): written beside the site for the server (api/quote-options.ts). */
  quoteOptions?: QuoteOptions
}) {
  const vite = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as ViteManifest
  const server = (await import(pathToFileURL(serverEntry).href)) as ServerEntry
  const manifest = routerManifest(vite)
  const build = buildId(vite)
  const byRoute = new Map(pages.map((p) => [p.route, p]))
  const pageSet: PageSet = { page: (route) => byRoute.get(route), notFound, frame, build }
  // Each data file names the build of the code that renders it: a page of another build loads it in full instead.
  const data = (value: object) => JSON.stringify({ build, ...value })

  const pageHashes: Record<string, string[]> = {}
  const written: { route: string; bytes: number }[] = []
  const write = async (file: string, content: string) => {
    const path = join(outDir, file)
    await mkdir(dirname(path), { recursive: true })
    await writeFile(path, content)
    if (file.endsWith('.html')) pageHashes[file] = inlineScriptHashes(content)
  }
  for (const page of pages) {
    const route = page.route!
    const { status, html } = await server.render(route, manifest, pageSet)
    if (status !== 200) throw new Error(`Prerendering ${route} answered ${status}`)
    await write(routeToHtmlFile(route), html)
    await write(pageDataFile(route), data(page))
    written.push({ route, bytes: Buffer.byteLength(html) })
  }
  const missing = await server.render('/this-page-does-not-exist', manifest, pageSet)
  if (missing.status !== 404) throw new Error(`The not-found page answered ${missing.status}, expected 404`)
  await write('404.html', missing.html)
  await write(pageDataFile(null), data(notFound))
  await write(FRAME_DATA_FILE, data(frame))

  const indexable = pages.filter((p) => !p.meta.noindex).map((p) => site.url + (p.route === '/' ? '/' : p.route))
  await writeFile(
    join(outDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${indexable
      .map((loc) => `  <url><loc>${loc}</loc></url>`)
      .join('\n')}\n</urlset>\n`,
  )
  await writeFile(join(outDir, '..', 'redirects.json'), `${JSON.stringify(redirectTable(redirects), null, 2)}\n`)
  if (quoteOptions) await writeFile(join(outDir, '..', 'quote-options.json'), `${JSON.stringify(quoteOptions, null, 2)}\n`)
  await writeFile(join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${site.url}/sitemap.xml\n`)

  const analytics = site.analyticsId ? ['https://www.googletagmanager.com'] : []
  await writeFile(
    join(outDir, '..', 'csp.json'),
    // Each HTML file's own inline-script hashes: the server adds them to that file's policy only.
    JSON.stringify(
      {
        'script-src': analytics,
        'connect-src': site.analyticsId ? ['https://*.google-analytics.com', ...analytics] : [],
        'img-src': [],
        pages: pageHashes,
      },
      null,
      2,
    ),
  )
  await rm(join(outDir, '.vite'), { recursive: true, force: true })
  await writeFile(join(outDir, '..', 'vite-manifest.json'), JSON.stringify(vite, null, 2))
  await writeFile(join(outDir, '..', 'server-manifest.json'), JSON.stringify(manifest))
  await compressTree(outDir)
  return { routes: written, sitemap: indexable, relativeOut: relative(root, outDir) }
}
