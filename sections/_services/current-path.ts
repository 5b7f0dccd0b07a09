import { useSyncExternalStore } from 'react'

/**
 * The path of the page on screen, for the parts of the frame that mark the current page (header dropdowns, the
 * drawer). They stay mounted across navigations once the router has taken over (app/browser/spa.tsx), which sets it; until
 * then it is the path the page was rendered for (the island's `pathname` prop).
 */
let current: string | undefined
const listeners = new Set<() => void>()

export function setCurrentPath(pathname: string) {
  if (pathname === current) return
  current = pathname
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The current path: `rendered` (the path the server rendered for) until a navigation sets another. */
export function useCurrentPath(rendered: string): string {
  const path = useSyncExternalStore(
    subscribe,
    () => current,
    () => undefined,
  )
  return path ?? rendered
}
