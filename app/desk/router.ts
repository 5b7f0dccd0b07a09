/**
 * The desk's addresses on the History API (four screens need no more): `useRoute()` reads the path and query under
 * /desk, `navigate()` pushes a new one, and `onLinkClick` makes a plain click on an in-app link a client navigation.
 */
import { type MouseEvent, useSyncExternalStore } from 'react'
import { DESK_APP, DESK_ROUTES } from '../../schemas/desk'

const listeners = new Set<() => void>()
const subscribe = (fn: () => void) => {
  listeners.add(fn)
  window.addEventListener('popstate', fn)
  return () => {
    listeners.delete(fn)
    window.removeEventListener('popstate', fn)
  }
}
const snapshot = () => location.pathname + location.search

export function navigate(to: string, replace = false): void {
  if (to === snapshot()) return
  history[replace ? 'replaceState' : 'pushState'](null, '', to)
  for (const fn of listeners) fn()
  window.scrollTo(0, 0)
}

export type Route = { screen: 'inbox' | 'lead' | 'figures' | 'users'; id?: string; search: URLSearchParams }

export function useRoute(): Route {
  const at = useSyncExternalStore(subscribe, snapshot)
  const [path, search = ''] = at.split('?', 2) as [string, string | undefined]
  const rest = path.slice(DESK_APP.length).replace(/\/+$/, '')
  const params = new URLSearchParams(search)
  if (rest.startsWith(DESK_ROUTES.lead))
    return { screen: 'lead', id: decodeURIComponent(rest.slice(DESK_ROUTES.lead.length)), search: params }
  if (rest === DESK_ROUTES.figures) return { screen: 'figures', search: params }
  if (rest === DESK_ROUTES.users) return { screen: 'users', search: params }
  return { screen: 'inbox', search: params }
}

export const hrefOf = {
  inbox: (search = '') => `${DESK_APP}${DESK_ROUTES.inbox}${search}`,
  lead: (id: string) => `${DESK_APP}${DESK_ROUTES.lead}${encodeURIComponent(id)}`,
  figures: () => `${DESK_APP}${DESK_ROUTES.figures}`,
  users: () => `${DESK_APP}${DESK_ROUTES.users}`,
}

/** A plain left click on a link of the desk: navigated here, not loaded again. */
export function onLinkClick(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  event.preventDefault()
  navigate(event.currentTarget.getAttribute('href') ?? DESK_APP)
}
