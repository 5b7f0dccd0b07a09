import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  HeadContent,
  Outlet,
  type RouterHistory,
  Scripts,
  useRouterState,
} from '@tanstack/react-router'
import type { ResolvedFrame } from './frame'
import { documentHead } from './head'
import { DraftBanner } from './layout/DraftBanner'
import { SiteLayout } from './layout/SiteLayout'
import { Sections } from './Page'
import type { ResolvedPage } from './resolve'

/**
 * The router: one route for every page. Pages are data (app/resolve.ts): the route's loader asks the router
 * context for the resolved page of the path — on the server from the build's resolved pages, and (once the browser
 * takes over navigation) from the page's data file — and falls back to the not-found page with status 404.
 * head() returns the tags computed when the page was resolved. One createAppRouter() for every entry.
 */
export type RouterContext = {
  /** The frame every page shares (navigation, footer, chat, business facts), resolved (app/frame.ts). */
  frame: () => Promise<ResolvedFrame> | ResolvedFrame
  /** The build of the client code that renders these pages (app/prerender.ts buildId). */
  build: string
  /** The resolved page of a path, or undefined when no page has that route. */
  page: (pathname: string) => Promise<ResolvedPage | undefined> | ResolvedPage | undefined
  /** The not-found page (pages/404.json), resolved. */
  notFound: ResolvedPage
}

function RootDocument() {
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
          <Outlet />
        </SiteLayout>
        <Scripts />
      </body>
    </html>
  )
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  loader: ({ context }) => context.frame(),
  head: ({ loaderData }) => documentHead(loaderData?.analyticsId),
  component: RootDocument,
})

const normalize = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)

const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  loader: async ({ location, context }): Promise<ResolvedPage> => (await context.page(normalize(location.pathname))) ?? context.notFound,
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: function PageView() {
    const page = pageRoute.useLoaderData()
    return (
      <>
        {page.draft ? <DraftBanner file={page.file} /> : null}
        <Sections sections={page.sections} />
      </>
    )
  },
})

export const routeTree = rootRoute.addChildren([pageRoute])

export function createAppRouter(context: RouterContext, history?: RouterHistory) {
  return createRouter({ routeTree, context, history, isServer: typeof document === 'undefined' })
}

/** The status of the page the router has loaded: 404 for the not-found page. */
export function loadedStatus(router: ReturnType<typeof createAppRouter>): number {
  const leaf = router.state.matches.at(-1)?.loaderData as ResolvedPage | undefined
  return leaf?.status ?? 200
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
