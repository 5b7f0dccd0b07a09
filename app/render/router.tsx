import { createRootRouteWithContext, createRoute, createRouter, Outlet, type RouterHistory } from '@tanstack/react-router'
import type { ComponentType, ReactNode } from 'react'
import * as v from 'valibot'
import type { ResolvedFrame, ResolvedPage } from '../../schemas/page-data'
import { documentHead } from './head'
import { DraftBanner } from './layout/DraftBanner'
import { Sections } from './Page'

/**
 * The router: one route for every page, one route tree for the prerender and the browser. Pages are data
 * (app/builder/resolve.ts): the route's loader asks the router context for the resolved page of the path — in the prerender
 * from the build's resolved pages, in the browser (app/browser/spa.tsx) from the page's data file — and falls back to the
 * not-found page with status 404. head() returns the tags computed when the page was resolved.
 *
 * What renders around the page is the context's `Shell`: the whole HTML document in the prerender (app/render/document.tsx),
 * only the page inside the prerendered <main> in the browser, where the frame (header, footer, chat, toasts) stays
 * mounted across navigations.
 */
export type RouterContext = {
  /** The frame every page shares (navigation, footer, chat, business facts), resolved (app/builder/frame.ts). */
  frame: () => Promise<ResolvedFrame> | ResolvedFrame
  /** The build of the client code that renders these pages (app/builder/prerender.ts buildId). */
  build: string
  /** The resolved page of a path, or undefined when no page has that route (`preload`: loaded ahead, on intent). */
  page: (pathname: string, how?: { preload: boolean }) => Promise<ResolvedPage | undefined> | ResolvedPage | undefined
  /** The not-found page (pages/404.json), resolved. */
  notFound: ResolvedPage | (() => Promise<ResolvedPage>)
  /** What renders around the page. */
  Shell: ComponentType<{ children: ReactNode }>
}

/**
 * The address's query as the pages use it: names to text values (a tool's filter, the materials compared, a choice
 * carried to the quote form; sections/_services/url-state.ts). Each section accepts only the values it knows.
 */
export const SearchSchema = v.record(v.string(), v.string())
export type PageSearch = v.InferOutput<typeof SearchSchema>

/** Queries are plain URL queries (`?material=granite&compare=granite,quartz`), never JSON-encoded values. */
export const parseSearch = (search: string): Record<string, unknown> => Object.fromEntries(new URLSearchParams(search))
export const stringifySearch = (search: Record<string, unknown>) => {
  const query = new URLSearchParams(
    Object.entries(search).flatMap(([name, value]) => (value === undefined || value === null ? [] : [[name, String(value)]])),
  ).toString()
  return query ? `?${query}` : ''
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  loader: ({ context }) => context.frame(),
  head: ({ loaderData }) => documentHead(loaderData?.analyticsId),
  component: function Root() {
    const { Shell } = rootRoute.useRouteContext()
    return (
      <Shell>
        <Outlet />
      </Shell>
    )
  },
})

const normalize = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)

const pageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '$',
  validateSearch: (search): PageSearch => v.parse(SearchSchema, parseSearch(stringifySearch(search))),
  loader: async ({ location, context, preload }): Promise<ResolvedPage> => {
    const page = await context.page(normalize(location.pathname), { preload })
    if (page) return page
    return typeof context.notFound === 'function' ? context.notFound() : context.notFound
  },
  head: ({ loaderData }) => loaderData?.head ?? {},
  component: function PageView() {
    const page = pageRoute.useLoaderData()
    const frame = rootRoute.useLoaderData()
    return (
      <>
        {page.draft ? <DraftBanner file={page.file} words={frame.page.draft} /> : null}
        <Sections sections={page.sections} />
      </>
    )
  },
})

export const routeTree = rootRoute.addChildren([pageRoute])

export function createAppRouter(
  context: RouterContext,
  history?: RouterHistory,
  options: Omit<Parameters<typeof createRouter>[0], 'routeTree' | 'context' | 'history'> = {},
) {
  return createRouter({ routeTree, context, history, isServer: typeof document === 'undefined', parseSearch, stringifySearch, ...options })
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
