/**
 * Lets one island wake another before its trigger fires (the quote form wakes the toaster, which shows the
 * form's messages). Tiny and React-free: the page's entry script listens, islands call wakeIsland().
 */
type Listener = (name: string) => void
const listeners = new Set<Listener>()
const requested = new Set<string>()

export function wakeIsland(name: string) {
  requested.add(name)
  for (const listener of listeners) listener(name)
}

export function onWakeRequest(listener: Listener) {
  listeners.add(listener)
  for (const name of requested) listener(name)
}
