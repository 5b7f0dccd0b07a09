/**
 * Addresses of new and renamed pages. A page's address is its file: "/outdoor-kitchens" is
 * pages/outdoor-kitchens.json, "/services/outdoor" is pages/services/outdoor.json (as schemas/routing.ts reads them).
 */
const ROUTE = /^\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/
/** First path segments the site, the API or the tools answer themselves. */
const RESERVED = new Set(['_editor', '_sections', '_data', 'api', 'images', 'healthz', '404', 'index'])

/** Why an address cannot be a new page (undefined: it can). */
export function routeProblem(route: unknown, existing: readonly string[]): string | undefined {
  if (typeof route !== 'string' || !route.trim()) return 'expected an address like "/outdoor-kitchen-countertops"'
  if (!ROUTE.test(route))
    return 'expected "/" and lowercase words joined by hyphens, like "/outdoor-kitchen-countertops" (a "/" between folder and page)'
  if (RESERVED.has(route.split('/')[1])) return `"/${route.split('/')[1]}" is used by the site itself — choose another address`
  if (existing.includes(route)) return `a page with the address "${route}" exists already (${newPageFile(route)}) — choose another address`
  return undefined
}

/** The page file of an address. */
export const newPageFile = (route: string) => (route === '/' ? 'pages/index.json' : `pages${route}.json`)

/** The "$schema" a page file at that place needs (one "../" per folder level). */
export const pageSchemaRef = (file: string) => `${'../'.repeat(file.split('/').length - 1)}schemas/page.schema.json`
