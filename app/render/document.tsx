import { HeadContent, Scripts, useRouterState } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ResolvedPage } from '../../schemas/page-data'
import { pageLanguage } from './locale'
import { SiteLayout } from './layout/SiteLayout'
import { rootRoute } from './router'

/**
 * The prerender's shell: the whole HTML document — head tags, the frame around the page (app/render/layout/, a pure
 * function of the resolved frame), the page, the client entry. `data-build` names the build of the client code;
 * `lang` is the page's language, `data-home` the home of the language its frame speaks (app/render/locale.ts).
 */
export function DocumentShell({ children }: { children: ReactNode }) {
  const frame = rootRoute.useLoaderData()
  const { build } = rootRoute.useRouteContext()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const page = useRouterState({ select: (state) => state.matches.at(-1)?.loaderData as ResolvedPage | undefined })
  const language = pageLanguage(page)
  return (
    <html lang={language.lang} data-build={build} data-home={language.home}>
      <head>
        <HeadContent />
      </head>
      <body>
        <SiteLayout frame={frame} pathname={pathname} language={language}>
          {children}
        </SiteLayout>
        <Scripts />
      </body>
    </html>
  )
}
