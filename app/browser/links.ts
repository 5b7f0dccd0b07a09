/**
 * Which links the router follows (app/browser/spa.tsx) and which stay the browser's own. A link is the router's when it
 * leads to a page of this site: same origin, no `target`, no `download`, not the API, and not an anchor on the page
 * that is open (the browser scrolls to it). A click with a modifier key (a new tab or window) or another button is
 * the browser's too. React-free and tiny: the page's entry script uses it to notice the first intent to navigate.
 */
export function internalLink(target: EventTarget | null): URL | undefined {
  // An HTML link or an SVG one (a town on the service-area map): read by attribute, which both have as text.
  const anchor = (target as Element | null)?.closest?.('a[href]')
  const opens = anchor?.getAttribute('target')
  if (!anchor || (opens && opens !== '_self') || anchor.hasAttribute('download')) return undefined
  const url = new URL(anchor.getAttribute('href')!, window.location.href)
  if (url.origin !== window.location.origin || url.pathname === '/api' || url.pathname.startsWith('/api/')) return undefined
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return undefined
  return url
}

/** A plain left click (no modifier key): the only click the router takes. */
export const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented
