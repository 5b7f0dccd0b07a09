import { useSyncExternalStore } from 'react'

/**
 * The page address's query as state, for what a visitor chooses that belongs in the URL (a tool's filter, the
 * materials compared, a choice carried to the quote form): a filtered view can be linked, survives a reload, and back
 * and forward restore it. Components read and write it only through `useSearchParam`; this module is the one place
 * that knows where the address lives:
 *   - on a page loaded in full, before the router runs, the browser's own location and history (a choice replaces
 *     the current entry: no new history step per click);
 *   - once the router has taken over navigation (app/browser/spa.tsx), the router's location: search params validated by
 *     the page route and written with a replacing navigation, so the router's history holds them.
 * On the server, and while an island hydrates, the query is empty (the server renders the default), so the first
 * client render matches the HTML; the value in the address applies right after.
 */
export type UrlSource = {
  /** The current query, "?a=1&b=2" or "". */
  search(): string
  /** Replaces the query of the current history entry. */
  replaceSearch(params: URLSearchParams): void
  /** Calls `listener` whenever the query may have changed (navigation, back and forward). */
  subscribe(listener: () => void): () => void
}

const listeners = new Set<() => void>()
const notify = () => {
  for (const listener of listeners) listener()
}

const browserSource: UrlSource = {
  search: () => window.location.search,
  replaceSearch(params) {
    const url = new URL(window.location.href)
    url.search = params.toString()
    window.history.replaceState(window.history.state, '', url)
    notify()
  },
  subscribe(listener) {
    window.addEventListener('popstate', listener)
    return () => window.removeEventListener('popstate', listener)
  },
}

let source: UrlSource | undefined
let unsubscribe: (() => void) | undefined
const current = () => (source ??= browserSource)

/** Hands the address to another owner (the router): everything reading it follows at once. */
export function setUrlSource(next: UrlSource) {
  unsubscribe?.()
  source = next
  if (listeners.size) unsubscribe = next.subscribe(notify)
  notify()
}

function subscribe(listener: () => void) {
  if (!listeners.size) unsubscribe = current().subscribe(notify)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (!listeners.size) {
      unsubscribe?.()
      unsubscribe = undefined
    }
  }
}

/** The whole query, as a string (stable between renders while it does not change). */
export function useSearch(): string {
  return useSyncExternalStore(
    subscribe,
    () => current().search(),
    () => '',
  )
}

/**
 * One query parameter as state: its value when `accept` takes it (a value the component knows), else `fallback`;
 * setting the fallback (or undefined) removes it from the address.
 */
export function useSearchParam<T extends string>(
  name: string,
  accept: (raw: string) => T | undefined,
  fallback: T,
): [T, (next: T | undefined) => void] {
  const raw = new URLSearchParams(useSearch()).get(name)
  const value = (raw === null ? undefined : accept(raw)) ?? fallback
  const set = (next: T | undefined) => setSearchParams({ [name]: next === fallback ? undefined : next })
  return [value, set]
}

/** Sets (or, with undefined, removes) query parameters of the current address, replacing its history entry. */
export function setSearchParams(changes: Record<string, string | undefined>) {
  const params = new URLSearchParams(current().search())
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) params.delete(name)
    else params.set(name, value)
  }
  current().replaceSearch(params)
}
