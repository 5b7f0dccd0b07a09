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
