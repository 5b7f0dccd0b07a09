import { useSyncExternalStore } from 'react'

/**
 * The editor's few addresses (/_editor, /_editor/page?file=…, /_editor/data?name=…) with the History API. The
 * site's TanStack router is registered for the site's own routes; the editor keeps its three views out of it.
 */
const listeners = new Set<() => void>()
const subscribe = (l: () => void) => {
  listeners.add(l)
  window.addEventListener('popstate', l)
  return () => {
    listeners.delete(l)
    window.removeEventListener('popstate', l)
  }
}
const snapshot = () => location.pathname + location.search

export function useLocation(): URL {
  const href = useSyncExternalStore(subscribe, snapshot)
  return new URL(href, location.origin)
}

export function navigate(href: string, { replace = false } = {}) {
  if (replace) history.replaceState(null, '', href)
  else history.pushState(null, '', href)
  for (const l of listeners) l()
  window.scrollTo(0, 0)
}

export const pageHref = (file: string, isNew = false) => `/_editor/page?file=${encodeURIComponent(file)}${isNew ? '&new=1' : ''}`
export const dataHref = (name: string) => `/_editor/data?name=${encodeURIComponent(name)}`
