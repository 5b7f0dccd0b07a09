import { createRootRoute, createRoute, createRouter, HeadContent, Outlet, Scripts } from '@tanstack/react-router'
import type { PageFile } from '../schemas/page'
import { absolute, documentHead, pageHead } from './head'
import { loadSections, Sections, sectionTypesOf } from './Page'
import { notFound, pageEntries } from './pages'
import { SiteLayout } from './layout/SiteLayout'

/**
 * One route per page file, rendered at build time (app/entry-server.tsx). Loaders read the page JSON, compute
 * its JSON-LD and load its section components; head() turns the page's meta into head tags.
 */

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
      </body>
    </html>
  )
}

function NotFoundPage() {
  return <Sections sections={notFound.sections} />
}

const rootRoute = createRootRoute({
  head: () => documentHead(),
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
          ? import('./structured-data').then((m) =>
              m.structuredData(page.meta.structuredData!, absolute(page.meta.canonical ?? entry.route)),
            )
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

export function createAppRouter() {
  return createRouter({ routeTree, isServer: true })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
