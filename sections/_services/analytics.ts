/**
 * Google tag analytics, as the specification sets it: a tag-manager script loaded with the site's identifier, a page_path for every
 * page (each route is its own prerendered page; its boot script, app/browser/boot.ts, sends it, with the same call as
 * trackPageView below; the router sends the pages it renders), custom events with category, label and value. Every call is a no-op unless window.gtag exists,
 * so the site works unchanged when data/site.json has no analyticsId (or a blocker removes the script).
 */

type Gtag = (command: 'event' | 'config' | 'js' | 'set', target: string | Date, params?: Record<string, unknown>) => void

declare global {
  interface Window {
    gtag?: Gtag
    dataLayer?: unknown[]
  }
}

export interface TrackParams {
  category?: string
  label?: string
  value?: number
}

function gtag(): Gtag | undefined {
  return typeof window !== 'undefined' && typeof window.gtag === 'function' ? window.gtag : undefined
}

/** A custom event, e.g. track('contact_form_submit', { category: 'engagement', label: 'quote_request' }). */
export function track(event: string, { category, label, value }: TrackParams = {}): void {
  gtag()?.('event', event, { event_category: category, event_label: label, value })
}

/** One page view for a site path. */
export function trackPageView(path: string): void {
  gtag()?.('event', 'page_view', {
    page_path: path,
    page_location: typeof window !== 'undefined' ? window.location.origin + path : undefined,
  })
}

/** A script tag as TanStack Router's head() `scripts` entries take it. */
export interface HeadScript {
  src?: string
  async?: boolean
  children?: string
}

/**
 * The head tags that load the tag-manager script: the async gtag.js loader and the init snippet. Empty when no
 * analytics identifier is configured. The snippet turns off the automatic page view: the page's boot script sends
 * it (app/browser/boot.ts), so none is counted twice.
 * Usage in the root route: `head: () => ({ scripts: analyticsHeadTags() })`.
 */
export function analyticsHeadTags(id: string | undefined): HeadScript[] {
  if (!id) return []
  const quoted = JSON.stringify(id)
  return [
    { src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`, async: true },
    {
      children:
        'window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments);}' +
        `gtag('js',new Date());gtag('config',${quoted},{send_page_view:false});`,
    },
  ]
}
