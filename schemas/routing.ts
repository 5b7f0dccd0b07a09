/**
 * Page files to routes: pages/index.json → "/", pages/services/granite.json → "/services/granite",
 * pages/services/index.json → "/services". pages/404.json is the not-found page, never a route.
 * Pure: used by the client router, the prerender, the validator and the tests.
 */
export const NOT_FOUND_FILE = '404.json'

/** The home page's route (pages/index.json): where the wordmark links. */
export const HOME_ROUTE = '/'

export function pageFileToRoute(relativeFile: string): string | null {
  const file = relativeFile.replace(/\\/g, '/').replace(/^(\.\.\/|\.\/|\/)*(pages\/)?/, '')
  if (!file.endsWith('.json') || file === NOT_FOUND_FILE) return null
  const path = file.slice(0, -'.json'.length).replace(/(^|\/)index$/, '')
  return `/${path}`
}

/** Where the prerendered HTML of a route is written, relative to the site root. */
export function routeToHtmlFile(route: string): string {
  return route === HOME_ROUTE ? 'index.html' : `${route.slice(1)}/index.html`
}

/** Strips query and hash from an internal href: "/contact?slab=x#form" → "/contact". */
export function hrefPath(href: string): string {
  const path = href.split(/[?#]/)[0] || '/'
  return path.length > 1 ? path.replace(/\/$/, '') : path
}

/** The page of a catalogue record (material or service): "/services/<slug>". */
export const serviceHref = (slug: string) => `/services/${slug}`

/** The page of a place served: its own page when the record names one, else "/locations/<slug>". */
export const locationHref = (place: { slug: string; page?: string }) => place.page ?? `/locations/${place.slug}`

/** Where the build writes a page's resolved data (relative to the site root); null: the not-found page. */
export function pageDataFile(route: string | null): string {
  if (route === null) return '_data/404.json'
  return route === HOME_ROUTE ? '_data/index.json' : `_data${route}.json`
}

/** Where the build writes the resolved frame every page shares (navigation, footer, chat, business facts). */
export const FRAME_DATA_FILE = '_data/_site.json'

/** The route a request path asks for: "/contact/?x=1" → "/contact" (query, hash and a trailing slash dropped). */
export const pathRoute = (url: string) => hrefPath(decodeURI(url))
