/**
 * The quote form page for a native (no-JavaScript) form post that needs an answer in HTML: the page the form
 * was on, rendered by the site's server bundle (`<SITE_DIR>/../server/entry-server.js`, export
 * `renderQuoteFormPage`) with the visitor's values kept and a message under each field. The bundle is loaded
 * on first use, so the API starts (and the JSON API works) without a built site.
 */
import path from 'node:path'
import { pathToFileURL } from 'node:url'

export interface QuoteFormState {
  values: Record<string, string>
  /** Field → message; `form` is a message about the whole form (not saved, too many requests). */
  errors: Record<string, string>
}

export interface RenderedPage {
  status: number
  html: string
  /** CSP sources ('sha256-…') of the page's inline scripts. */
  scriptHashes: string[]
}

export type RenderQuoteFormPage = (route: string, state: QuoteFormState) => Promise<RenderedPage | null>

export interface QuotePageRenderer {
  /** The page of `route`, or of /contact when `route` has no quote form; null when no renderer is available. */
  render(route: string, state: QuoteFormState): Promise<RenderedPage | null>
}

/** Routes the renderer is asked for: site paths only, e.g. /contact or /services/granite. */
const ROUTE = /^\/(?:[a-z0-9-]{1,80}(?:\/[a-z0-9-]{1,80}){0,5})?$/

export function safeRoute(value: unknown): string {
  return typeof value === 'string' && ROUTE.test(value) ? value : '/contact'
}

export function bundleRenderer(siteDir: string, log: { error(obj: object, msg: string): void }): QuotePageRenderer {
  const file = path.resolve(siteDir, '..', 'server', 'entry-server.js')
  let loading: Promise<RenderQuoteFormPage | null> | undefined
  let failedAt = 0
  const load = () => {
    // A failed load is retried after a minute (the site may be built after the server started).
    if (!loading || (failedAt && Date.now() - failedAt > 60_000)) {
      failedAt = 0
      loading = import(pathToFileURL(file).href).then(
        (mod: { renderQuoteFormPage?: RenderQuoteFormPage }) => {
          if (typeof mod.renderQuoteFormPage === 'function') return mod.renderQuoteFormPage
          failedAt = Date.now()
          log.error({ file }, 'quote form page: the server bundle has no renderQuoteFormPage export')
          return null
        },
        (error: Error) => {
          failedAt = Date.now()
          log.error({ file, err: error.message }, 'quote form page: the server bundle could not be loaded')
          return null
        },
      )
    }
    return loading
  }
  return {
    async render(route, state) {
      const render = await load()
      if (!render) return null
      return (await render(route, state)) ?? (route === '/contact' ? null : render('/contact', state))
    },
  }
}
