import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createMemoryHistory } from '@tanstack/react-router'
import { attachRouterServerSsrUtils, RouterServer, renderRouterToString } from '@tanstack/react-router/ssr/server'
import type { ServerManifest } from '@tanstack/router-core'
import { inlineScriptHashes } from './csp'
import { pageDataFile } from '../../schemas/routing'
import { frameDataFile, notFoundFiles, pageLanguage } from './locale'
import type { QuoteFormState } from '../../schemas/quote'
import { formChoice } from '../../sections/quote-form/schema'
import { DocumentShell } from './document'
import type { ResolvedFrame, ResolvedPage } from '../../schemas/page-data'
import { loadIslands, ServerRender } from './island-server'
import { createAppRouter, loadedStatus } from './router'

/**
 * The server renderer (built by Vite into dist/server/entry-server.js). `render` turns one URL and the resolved
 * pages into a full HTML document with TanStack Router (route match, loader, head tags, the 404 status);
 * `manifest` names the stylesheet and the client entry.
 *
 * The router itself does not run in the browser yet: the page is static HTML with islands (app/browser/islands.tsx), so
 * the router's hydration payload is switched off (`disableHydration`, before anything is serialized).
 */
export type PageSet = {
  page: (route: string) => ResolvedPage | undefined | Promise<ResolvedPage | undefined>
  notFound: ResolvedPage
  frame: ResolvedFrame
  /** The build of the client code (app/builder/prerender.ts buildId): on <html data-build>, and in every data file. */
  build: string
}

export async function render(url: string, manifest: ServerManifest, pages: PageSet): Promise<{ status: number; html: string }> {
  await loadIslands()
  const router = createAppRouter(
    { page: pages.page, notFound: pages.notFound, frame: () => pages.frame, build: pages.build, Shell: DocumentShell },
    createMemoryHistory({ initialEntries: [url] }),
  )
  attachRouterServerSsrUtils({ router, manifest })
  await router.load()
  router.serverSsr!.disableHydration()
  const response = await renderRouterToString({
    router,
    responseHeaders: new Headers(),
    children: (
      <ServerRender>
        <RouterServer router={router} />
      </ServerRender>
    ),
  })
  return { status: loadedStatus(router), html: await response.text() }
}

/**
 * For the API: the page at `route` rendered for one visitor, its quote forms showing `state` (see QuoteFormState).
 * Reads the build's resolved page data and manifest next to this bundle; null when the route has no page or no quote
 * form. The page is marked noindex (it is one visitor's view of it); `scriptHashes` are the CSP sources of its inline
 * scripts.
 */
export async function renderQuoteFormPage(
  route: string,
  state: QuoteFormState,
): Promise<{ status: number; html: string; scriptHashes: string[] } | null> {
  const dist = join(dirname(fileURLToPath(import.meta.url)), '..')
  const readJson = async <T,>(file: string) => JSON.parse(await readFile(join(dist, file), 'utf8')) as T
  const page = await readJson<ResolvedPage>(join('client', pageDataFile(route))).catch(() => null)
  if (!page?.sections.some((s) => s.type === 'quote-form')) return null
  const manifest = await readJson<ServerManifest>('server-manifest.json')
  const filled: ResolvedPage = {
    ...page,
    head: { ...page.head, meta: [...page.head.meta, { name: 'robots', content: 'noindex' }] },
    sections: page.sections.map((s) => {
      if (s.type !== 'quote-form') return s
      const choice = state.query ? formChoice(s, state.query) : undefined
      return {
        ...s,
        ...(choice ? { choice } : {}),
        ...(state.values ? { values: state.values } : {}),
        ...(state.errors && Object.keys(state.errors).length ? { errors: state.errors } : {}),
      }
    }),
  }
  // The not-found page and the frame of the page's language (app/render/locale.ts: its home names their files).
  const { home } = pageLanguage(page)
  const notFound = await readJson<ResolvedPage>(join('client', notFoundFiles(home).data))
  const frame = await readJson<ResolvedFrame & { build: string }>(join('client', frameDataFile(home)))
  const { html } = await render(route, manifest, {
    page: (r) => (r === route ? filled : undefined),
    notFound,
    frame,
    build: frame.build,
  })
  return { status: 200, html, scriptHashes: inlineScriptHashes(html) }
}
