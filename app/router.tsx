import { useEffect } from 'react'
import { createRootRouteWithContext, createRoute, createRouter, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import { QueryClient } from '@tanstack/react-query'
import type { PageFile } from '../schemas/page'
import type { SectionType } from '../sections/schemas'
import { pageHead, documentHead } from './head'
import { loadSections, Sections, sectionTypesOf } from './Page'
import { notFound, pageEntries } from './pages'
import { SiteLayout } from './layout/SiteLayout'
import { Providers } from './providers'
import { getQueryFn } from './api-client'

type RouterContext = { queryClient: QueryClient }

function RootDocument() {
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body>
        <Providers>
          <SiteLayout>
            <Outlet />
          </SiteLayout>
        </Providers>
        <Scripts />
        <HydrationMarker />
      </body>
    </html>
  )
}

/** Marks the document once React has hydrated it (tests wait for it; nothing visible). */
function HydrationMarker() {
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), [])
  return null
}

function NotFoundPage() {
  return <Sections sections={notFound.sections} />
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  head: () => documentHead(),
  // The not-found page is rendered inside any route; its sections are small and loaded with the shell.
  loader: () => loadSections(sectionTypesOf(notFound.sections)),
  component: RootDocument,
  notFoundComponent: NotFoundPage,
})

const pageRoutes = pageEntries.map((entry) => {
  const route = createRoute({
    getParentRoute: () => rootRoute,
    path: entry.route,
    loader: async (): Promise<PageFile> => {
      const page = await entry.load()
      await loadSections(sectionTypesOf(page.sections))
      return page
    },
    head: ({ loaderData }) => (loaderData ? pageHead(loaderData, entry.route) : {}),
    component: function PageView() {
      return <Sections sections={(route.useLoaderData() as PageFile).sections} />
    },
  })
  return route
})

export const routeTree = rootRoute.addChildren(pageRoutes)

/** What the server hands to the client so it can load the right section chunks before hydrating. */
type Dehydrated = { sections: SectionType[] }

export function createAppRouter(queryClient = createQueryClient()) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultStaleTime: Infinity,
    dehydrate: (): Dehydrated => ({
      sections: [
        ...sectionTypesOf(notFound.sections),
        ...router.state.matches.flatMap((m) => sectionTypesOf((m.loaderData as PageFile | undefined)?.sections ?? [])),
      ],
    }),
    hydrate: async (data: Dehydrated) => {
      await loadSections(data.sections)
    },
  })
  return router
}

/** SPEC §7: responses are fresh forever, no refetch on focus, no polling, no retries. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { queryFn: getQueryFn({ on401: 'throw' }), staleTime: Infinity, refetchOnWindowFocus: false, refetchInterval: false, retry: false },
      mutations: { retry: false },
    },
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
