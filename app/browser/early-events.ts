/**
 * The events a visitor caused before the island loader ran, noted by the page's inline boot script (app/browser/boot.ts)
 * under this name on `window`: a function that stops the noting and returns them, in order.
 */
export const EARLY_EVENTS = '__earlyEvents'

/** The early events, once (later calls: none); undefined on a page without the boot script (rendered on request). */
export function takeEarlyEvents(): Event[] | undefined {
  const w = window as unknown as Record<string, (() => Event[]) | undefined>
  const take = w[EARLY_EVENTS]
  w[EARLY_EVENTS] = undefined
  return take?.()
}

/** The stylesheet the boot script added, loaded (or failed); at once when there is none (dev, a server-rendered page). */
export function stylesheetLoaded(): Promise<void> {
  const link = document.getElementById('site-css') as HTMLLinkElement | null
  if (!link || link.sheet) return Promise.resolve()
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true })
    link.addEventListener('error', () => resolve(), { once: true })
  })
}
