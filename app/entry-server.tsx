import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server'
import type { ServerManifest } from '@tanstack/router-core'
import { createAppRouter } from './router'
import { pageEntries } from './pages'
import { preloadDeferred } from './deferred'

export { pageEntries }
export { deferredSections } from '../sections'

/** Renders one URL to a full HTML document. `manifest` names the CSS, scripts and preloads of each route. */
export async function render(url: string, manifest: ServerManifest): Promise<{ status: number; html: string }> {
  await preloadDeferred()
  const request = new Request(new URL(url, 'http://localhost'))
  const handler = createRequestHandler({ createRouter: () => createAppRouter(), request, getRouterManifest: () => manifest })
  const response = await handler(({ router, responseHeaders }) =>
    renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> }),
  )
  return { status: response.status, html: await response.text() }
}
