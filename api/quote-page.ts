/**
 * The quote form page for a native (no-JavaScript) form post that needs an answer in HTML: the page the form
 * was on, rendered by the site's server bundle (`<SITE_DIR>/../server/entry-server.js`, export
 * `renderQuoteFormPage`) with the visitor's values kept and a message under each field. The bundle is loaded
 * on first use, on a worker thread, so the API starts (and the JSON API works) without a built site and a
 * page render never blocks other requests.
 */
import fs from 'node:fs'
import path from 'node:path'
import { Worker } from 'node:worker_threads'

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

  return {
    render(route, state) {
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
        w.postMessage({ id, route, state })
      })
    },
    async close() {
      const w = worker
      worker = null
      await w?.terminate()
    },
  }
}

const WORKER_URL = new URL('./quote-page-worker.js', import.meta.url)
