/**
 * A page with a quote form rendered for one visitor by the site's server bundle (`<SITE_DIR>/../server/entry-server.js`,
 * export `renderQuoteFormPage`): the choice its address names shown in the form (`/contact?slab=…`, `?plan=…`), and
 * after a native (no-JavaScript) post the server could not accept, the visitor's values kept and a message under each
 * field (api/form-state.ts carries them to the page's own address). The bundle is loaded on first use, on a worker
 * thread, so the API starts (and the JSON API works) without a built site and a page render never blocks other
 * requests.
 */
import fs from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { choiceFromQuery, type QuoteFormState } from '../schemas/quote'
import { localeRoute, routeLocale } from '../schemas/locales'
import { pageDataFile } from '../schemas/routing'

export interface RenderedPage {
  status: number
  html: string
  /** CSP sources ('sha256-…') of the page's inline scripts. */
  scriptHashes: string[]
}

export type RenderQuoteFormPage = (route: string, state: QuoteFormState) => Promise<RenderedPage | null>

export interface QuotePageRenderer {
  /**
   * The page of `route` with its quote form showing `state`; null when the route has no quote form or no renderer is
   * available. With `fallback`, a route without a form is answered with /contact's page instead.
   */
  render(route: string, state: QuoteFormState, options?: { fallback?: boolean }): Promise<RenderedPage | null>
  /** Whether a page render can be tried at all (the site's server bundle exists). */
  available(): boolean
  /**
   * `route` when its page has a quote form, else "/contact" in the route's language ("/es/contact" for "/es/…"): where
   * a native post with mistakes is answered.
   */
  formRoute(route: string): Promise<string>
}

/** Routes the renderer is asked for: site paths only, e.g. /contact or /services/granite. */
const ROUTE = /^\/(?:[a-z0-9-]{1,80}(?:\/[a-z0-9-]{1,80}){0,5})?$/

export function safeRoute(value: unknown): string {
  return typeof value === 'string' && ROUTE.test(value) ? value : '/contact'
}

export interface BundleRendererOptions {
  /** Longest wait for one page (default 5 s); past it the caller answers without the page. */
  timeoutMs?: number
  /** Pages waiting at most (default 16); more are answered without the page at once (a flood of bad posts). */
  maxQueue?: number
}

/**
 * The site bundle's renderer, run on a worker thread (quote-page-worker.js) started on first use: the API starts
 * and serves JSON without a built site, and rendering never blocks the event loop. A bundle that is missing or
 * fails is tried again after a minute (the site may be built after the server started).
 */
export function bundleRenderer(
  siteDir: string,
  log: { error(obj: object, msg: string): void },
  { timeoutMs = 5_000, maxQueue = 16 }: BundleRendererOptions = {},
): QuotePageRenderer & { close(): Promise<void> } {
  const file = path.resolve(siteDir, '..', 'server', 'entry-server.js')
  let worker: Worker | null = null
  let failedAt = 0
  let nextId = 0
  const calls = new Map<number, (result: RenderedPage | null) => void>()

  const fail = (message: string, extra: object = {}) => {
    failedAt = Date.now()
    log.error({ file, ...extra }, `quote form page: ${message}`)
  }
  const start = (): Worker | null => {
    if (worker) return worker
    if (failedAt && Date.now() - failedAt < 60_000) return null
    if (!fs.existsSync(file)) {
      fail('no server bundle (build the site)')
      return null
    }
    failedAt = 0
    const w = new Worker(WORKER_URL, { workerData: { file }, execArgv: [] })
    w.unref()
    w.on('message', ({ id, result, error }: { id: number; result?: RenderedPage | null; error?: { message: string } }) => {
      const resolve = calls.get(id)
      calls.delete(id)
      if (error) fail('rendering failed', { err: error.message })
      resolve?.(error ? null : (result ?? null))
    })
    const gone = (err: unknown) => {
      if (worker === w) worker = null
      fail('renderer thread stopped', { err: String((err as Error)?.message ?? err) })
      for (const resolve of calls.values()) resolve(null)
      calls.clear()
    }
    w.on('error', gone)
    w.on('exit', (code) => code !== 0 && gone(`exit ${code}`))
    worker = w
    return w
  }

  // Pages that differ only by a choice in their address (46 slabs on /contact, a few plans elsewhere) are the same for
  // every visitor: the last ones rendered are kept. A visitor's own values and messages never are.
  const choicePages = new Map<string, RenderedPage | null>()
  /** Routes → whether their page has a quote form (read from the build's page data). */
  const forms = new Map<string, boolean>()
  const send = (route: string, state: QuoteFormState, fallback: boolean): Promise<RenderedPage | null> => {
    if (calls.size >= maxQueue) return Promise.resolve(null)
    const w = start()
    if (!w) return Promise.resolve(null)
    const id = nextId++
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        calls.delete(id)
        resolve(null)
      }, timeoutMs)
      calls.set(id, (result) => {
        clearTimeout(timer)
        resolve(result)
      })
      w.postMessage({ id, route, state, fallback })
    })
  }

  return {
    async render(route, state, { fallback = false } = {}) {
      if (state.values || state.errors) return send(route, state, fallback)
      // Only what the contract accepts as a choice counts (other parameters, e.g. a campaign's, do not make a page).
      const choice = state.query ? choiceFromQuery(state.query) : undefined
      if (!choice) return null
      const key = `${fallback}\u0000${route}\u0000${JSON.stringify(choice)}`
      if (choicePages.has(key)) return choicePages.get(key) ?? null
      const result = await send(route, state, fallback)
      if (result && failedAt === 0) {
        if (choicePages.size >= CHOICE_PAGES_KEPT) choicePages.delete(choicePages.keys().next().value!)
        choicePages.set(key, result)
      }
      return result
    },
    available: () => fs.existsSync(file),
    async formRoute(route) {
      if (!forms.has(route)) {
        if (forms.size >= 1000) forms.clear()
        const data = await fs.promises.readFile(path.join(siteDir, pageDataFile(route)), 'utf8').catch(() => '')
        let sections: { type?: string }[] = []
        try {
          sections = (JSON.parse(data) as { sections?: { type?: string }[] }).sections ?? []
        } catch {}
        // No page data (no build yet, or not a page): not remembered, the site may be built later.
        if (!data) return contactIn(route)
        forms.set(
          route,
          sections.some((s) => s?.type === 'quote-form'),
        )
      }
      return forms.get(route) ? route : contactIn(route)
    },
    async close() {
      const w = worker
      worker = null
      await w?.terminate()
    },
  }
}

/** The contact page in the language of `route`. */
const contactIn = (route: string) => localeRoute('/contact', routeLocale(route).locale)

const WORKER_URL = new URL('./quote-page-worker.js', import.meta.url)
/** Pages rendered for a choice kept at most (a few kilobytes each). */
const CHOICE_PAGES_KEPT = 100
