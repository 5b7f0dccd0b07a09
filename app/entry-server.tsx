import { createMemoryHistory } from '@tanstack/react-router'
import { attachRouterServerSsrUtils, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server'
import type { ServerManifest } from '@tanstack/router-core'
import { createAppRouter } from './router'
import { pageEntries } from './pages'
import { loadIslands } from './Island'

export { pageEntries }

/**
 * Renders one URL to a full HTML document with TanStack Router (route match, loaders, head tags, the not-found
 * page and its 404 status). `manifest` names the stylesheet, the script and the preloads of each route.
 *
 * The router itself never runs in the browser: the page is static HTML with islands (app/islands.tsx), so the
 * router's hydration payload is switched off (`disableHydration`, before anything is serialized) rather than
 * shipping every page's data in an inline script nothing reads.
 */
export async function render(url: string, manifest: ServerManifest): Promise<{ status: number; html: string }> {
  await loadIslands()
  const router = createAppRouter()
  attachRouterServerSsrUtils({ router, manifest })
  router.update({ history: createMemoryHistory({ initialEntries: [url] }) })
  await router.load()
  router.serverSsr!.disableHydration()
  const response = await renderRouterToString({ router, responseHeaders: new Headers(), children: <RouterServer router={router} /> })
  return { status: response.status, html: await response.text() }
}
