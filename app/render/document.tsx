import { HeadContent, Scripts, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { SiteLayout } from './layout/SiteLayout'
import { rootRoute } from './router'

/**
 * The prerender's shell: the whole HTML document — head tags, the frame around the page (app/render/layout/, a pure
 * function of the resolved frame), the page, the client entry. `data-build` names the build of the client code.
 */
export function DocumentShell({ children }: { children: ReactNode }) {
  const frame = rootRoute.useLoaderData()
  const { build } = rootRoute.useRouteContext()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  return (
    <html lang="en" data-build={build}>
      <head>
        <HeadContent />
      </head>
      <body>
        <SiteLayout frame={frame} pathname={pathname}>
          {children}
        </SiteLayout>
        <Scripts />
      </body>
    </html>
  )
}
