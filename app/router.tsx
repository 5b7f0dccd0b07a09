import { useEffect } from 'react'
import { createRootRoute, createRoute, createRouter, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import type { PageFile } from '../schemas/page'
import type { SectionType } from '../sections/schemas'
import { absolute, documentHead, pageHead } from './head'
import { markHydrated } from './deferred'
import { eagerTypes, loadSections, Sections, sectionTypesOf } from './Page'
import { notFound, pageEntries } from './pages'
import { SiteLayout } from './layout/SiteLayout'

function RootDocument() {
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body>
        <SiteLayout>
          <Outlet />
        </SiteLayout>
        <Scripts />
        <HydrationMarker />
      </body>
    </html>
  )
}

/** Marks the document once React has hydrated it (tests wait for it; nothing visible). */
function HydrationMarker() {
  useEffect(() => {
    markHydrated()
    document.documentElement.setAttribute('data-hydrated', '')
  }, [])
  return null
}

function NotFoundPage() {
  return <Sections sections={notFound.sections} />
}

const rootRoute = createRootRoute({
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
    loader: async (): Promise<PageData> => {
      const page = await entry.load()
      const [jsonLd] = await Promise.all([
        page.meta.structuredData?.length
          ? import('./structured-data').then((m) => m.structuredData(page.meta.structuredData!, absolute(page.meta.canonical ?? entry.route)))
          : [],
        loadSections(sectionTypesOf(page.sections)),
      ])
      return { page, jsonLd }
    },
    head: ({ loaderData }) => (loaderData ? pageHead(loaderData.page, entry.route, loaderData.jsonLd) : {}),
    component: function PageView() {
      return <Sections sections={(route.useLoaderData() as PageData).page.sections} />
    },
  })
  return route
})

export const routeTree = rootRoute.addChildren(pageRoutes)

/** What a page route loads: the page file and its JSON-LD. */
export type PageData = { page: PageFile; jsonLd: object[] }

/** What the server hands to the client so it can load the right section chunks before hydrating. */
type Dehydrated = { sections: SectionType[] }

export function createAppRouter() {
  const router = createRouter({
    routeTree,
    defaultPreload: 'intent',
    scrollRestoration: true,
    defaultStaleTime: Infinity,
    dehydrate: (): Dehydrated => ({
      sections: [
        ...sectionTypesOf(notFound.sections),
        ...router.state.matches.flatMap((m) => sectionTypesOf((m.loaderData as PageData | undefined)?.page?.sections ?? [])),
      ],
    }),
    hydrate: async (data: Dehydrated) => {
      await loadSections(eagerTypes(data.sections))
    },
  })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
