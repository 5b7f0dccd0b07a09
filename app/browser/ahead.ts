import { pageDataFile } from '../../schemas/routing'
import { normalizePath } from '../render/layout/nav'
import { internalLink } from './links'

/**
 * A phone has no hover to announce a tap. Once the page is idle (app/browser/entry-client.tsx loads this beside the
 * router's files, before the router runs), the pages of the links on screen are fetched ahead: each page's data
 * (`_data/<route>.json`, 0.5–7 KB, kept here for the router) and the code its sections need (the data's `code`:
 * low-priority modulepreloads, fetched and compiled, not run). The visitor's first tap then waits only for the router
 * to start, not for the network. A few at a time, in idle moments; never on a connection that asks to save data.
 */

/** Data fetched ahead, by its file's address: taken once, by the router's first look at that page (spa.tsx). */
const fetched = new Map<string, Promise<unknown>>()

/** The data of the page at `url` (its data file's address) fetched ahead, if it was: undefined when it failed. */
export function takeAhead(url: string): Promise<unknown> | undefined {
  const data = fetched.get(url)
  fetched.delete(url)
  return data
}

const preloaded = new Set<string>()

function fetchAhead(url: string) {
  fetched.set(
    url,
    fetch(url, { credentials: 'include', priority: 'low' } as RequestInit)
      .then((res) => (res.ok && !res.redirected ? res.json() : undefined))
      .then((data: { code?: string[] } | undefined) => {
        for (const href of data?.code ?? []) {
          if (preloaded.has(href)) continue
          preloaded.add(href)
          document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, fetchPriority: 'low' }))
        }
        return data
      })
      .catch(() => undefined),
  )
}

/**
 * Calls `each` for every link to another page of the site as it comes on screen, once per page, three in an idle
 * moment (a screen of links costs no long task); links added later are watched once the browser is idle. Nothing
 * with Save-Data.
 */
export function onScreen(each: (link: HTMLAnchorElement) => void): () => void {
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection
  if (connection?.saveData || !('IntersectionObserver' in window)) return () => {}
  const idle = (run: () => void) => ('requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 2000 }) : setTimeout(run, 200))
  const done = new Set<string>()
  const queue: HTMLAnchorElement[] = []
  let scheduled = false
  const schedule = () => {
    if (queue.length && !scheduled) {
      scheduled = true
      idle(drain)
    }
  }
  const drain = () => {
    scheduled = false
    for (const link of queue.splice(0, 3)) {
      const url = internalLink(link)
      if (!url || done.has(url.pathname) || normalizePath(url.pathname) === normalizePath(window.location.pathname)) continue
      done.add(url.pathname)
      each(link)
    }
    schedule()
  }
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      observer.unobserve(entry.target)
      queue.push(entry.target as HTMLAnchorElement)
    }
    schedule()
  })
  const watched = new WeakSet<Element>()
  const watch = () => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (watched.has(link)) continue
      watched.add(link)
      observer.observe(link)
    }
  }
  watch()
  let pending = false
  const added = new MutationObserver(() => {
    if (pending) return
    pending = true
    idle(() => {
      pending = false
      watch()
    })
  })
  added.observe(document.body, { childList: true, subtree: true })
  return () => {
    observer.disconnect()
    added.disconnect()
  }
}

let stop: (() => void) | undefined

/**
 * Until the router runs (stopFetchingAhead): the links on screen, their pages' data and section code fetched ahead — on
 * a device without hover only (a pointer's hover announces a click: the router, started by it, preloads that page).
 */
export function fetchLinksAhead() {
  if (!matchMedia('(hover: none)').matches) return
  stop ??= onScreen((link) => {
    const url = internalLink(link)
    if (url) fetchAhead(`/${pageDataFile(normalizePath(url.pathname))}`)
  })
}

/** The router runs: it fetches the links on screen itself from now on. */
export function stopFetchingAhead() {
  stop?.()
  stop = () => {}
}
