import type { Navigation } from './navigation'
import type { PageMeta } from './page'
import type { AnySection } from '../sections/schemas'

/**
 * The page-data contract: what the build writes for every route (`_data/<route>.json`, `_data/_site.json`) and what
 * reads it — the prerender, the browser's router rendering later pages, the editor's preview and the API's per-request
 * pages. Resolution (app/builder/resolve.ts, app/builder/frame.ts) produces these values; nothing else shapes them.
 */

/** The head tags of one page (TanStack Router's head() shape), computed when the page is resolved. */
export type PageHead = { meta: Record<string, unknown>[]; links: { rel: string; href: string }[] }

/**
 * A page's resolved data: one self-contained JSON value that renders the page with nothing else (site facts filled,
 * images turned into renditions, records looked up, head tags and JSON-LD computed).
 */
export type ResolvedPage = {
  /** "/services/granite"; null for the not-found page. */
  route: string | null
  /** Project-relative page file, e.g. "pages/services/granite.json". */
  file: string
  status: 200 | 404
  /** A draft page (shown only by the dev server, with a banner). */
  draft?: true
  meta: PageMeta
  head: PageHead
  sections: AnySection[]
}

/**
 * The frame of every page — header, drawer, footer, chat widget — as resolved data: the business facts of
 * data/site.json and the navigation of data/navigation.json (its facts filled as it was checked), "tel" made a phone
 * link. The layout (app/render/layout/) is a pure function of it. No component imports data/.
 */
export type ResolvedFrame = {
  business: {
    name: string
    shortName: string
    tagline: string
    phone: { display: string; tel: string; digits: string }
    email: string
    address: { street: string; city: string; region: string; postalCode: string }
    /** "Mon-Fri: 8AM-6PM" … */
    hours: string[]
    social: { label: string; href: string }[]
  }
  header: Navigation['header']
  drawer: Navigation['drawer']
  footer: Navigation['footer']
  chat: Navigation['chat']
  /** The frame's other words: skip link, back to top, the floating pair on phones, the draft banner. */
  page: Navigation['page']
  /** Tag-manager id; analytics loads only when it is set. */
  analyticsId?: string
}
