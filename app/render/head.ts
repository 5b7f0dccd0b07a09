import type { PageHead } from '../../schemas/page-data'
import type { PageMeta } from '../../schemas/page'
import type { Site } from '../../schemas/records'
import type { ResolvedImage } from '../../sections/section'

/**
 * Links to other pages of the site are prefetched when a visitor hovers or presses them (Speculation Rules), so
 * the next prerendered page is usually there before the click ends. Browsers without them simply load the page.
 */
const speculationRules = JSON.stringify({
  prefetch: [{ where: { and: [{ href_matches: '/*' }, { not: { href_matches: '/api/*' } }] }, eagerness: 'moderate' }],
})

/** Tags every page shares. */
export function documentHead(analyticsId: string | undefined) {
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#221f1b' },
      { name: 'format-detection', content: 'telephone=no' },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
    scripts: [{ type: 'speculationrules', children: speculationRules }, ...analyticsHeadTags(analyticsId)],
  }
}

export const absoluteUrl = (site: Pick<Site, 'url'>, path: string) => site.url + (path === '/' ? '/' : path)

/** The share image of a page: the JPEG rendition when the registry asks for one (best for social sites), else WebP. */
export function shareImage(site: Pick<Site, 'url'>, img: ResolvedImage) {
  const width = img.jpegSrc ? img.width : ([...img.widths].reverse().find((w) => w <= 1200) ?? img.widths[0])
  return { url: site.url + (img.jpegSrc ?? img.fallbackSrc), width, height: Math.round((width * img.height) / img.width) }
}

/** Title, description, keywords, canonical, Open Graph and JSON-LD of one page, from its `meta`. */
export function pageHead(
  meta: PageMeta,
  route: string,
  jsonLd: readonly object[],
  { site, image }: { site: Site; image: (name: string) => ResolvedImage },
): PageHead {
  const og = meta.openGraph ?? {}
  const ogImage = shareImage(site, image(og.image ?? 'og-default'))
  const url = absoluteUrl(site, meta.canonical ?? route)
  return {
    meta: [
      { title: meta.title },
      { name: 'description', content: meta.description },
      { name: 'keywords', content: meta.keywords.join(', ') },
      ...(meta.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
      { property: 'og:type', content: og.type ?? 'website' },
      { property: 'og:site_name', content: site.name },
      { property: 'og:title', content: og.title ?? meta.title },
      { property: 'og:description', content: og.description ?? meta.description },
      { property: 'og:url', content: url },
      { property: 'og:image', content: ogImage.url },
      { property: 'og:image:width', content: String(ogImage.width) },
      { property: 'og:image:height', content: String(ogImage.height) },
      { name: 'twitter:card', content: 'summary_large_image' },
      ...jsonLd.map((data) => ({ 'script:ld+json': data })),
    ],
    links: meta.canonical ? [{ rel: 'canonical', href: absoluteUrl(site, meta.canonical) }] : [],
  }
}

/** The tags of <head> that belong to a page (the rest — charset, viewport, icons, scripts — every page shares). */
const PAGE_TAGS =
  'title, meta[name="description"], meta[name="keywords"], meta[name="robots"], meta[property^="og:"], meta[name^="twitter:"], link[rel="canonical"], link[rel="alternate"][hreflang], script[type="application/ld+json"]'

/**
 * After a navigation in the browser: the new page's head replaces the old one's — title, description, keywords,
 * robots, canonical, language alternates, Open Graph and JSON-LD, none left over and none twice.
 */
export function applyHead(head: PageHead) {
  for (const tag of document.head.querySelectorAll(PAGE_TAGS)) tag.remove()
  const add = (el: HTMLElement) => document.head.appendChild(el)
  for (const entry of head.meta) {
    if ('title' in entry) {
      const title = document.createElement('title')
      title.textContent = String(entry.title)
      add(title)
    } else if ('script:ld+json' in entry) {
      const script = document.createElement('script')
      script.type = 'application/ld+json'
      script.textContent = JSON.stringify(entry['script:ld+json'])
      add(script)
    } else {
      const meta = document.createElement('meta')
      for (const [name, value] of Object.entries(entry)) meta.setAttribute(name, String(value))
      add(meta)
    }
  }
  // A link's other attributes too (an alternate's hreflang).
  for (const attributes of head.links) {
    const link = document.createElement('link')
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value)
    add(link)
  }
}

/** A script tag as TanStack Router's head() `scripts` entries take it. */
interface HeadScript {
  src?: string
  async?: boolean
  children?: string
}

/**
 * The head tags that load the tag-manager script: the async gtag.js loader and the init snippet. Empty when no
 * analytics identifier is configured. The snippet turns off the automatic page view: the page's boot script sends
 * it (app/browser/boot.ts), so none is counted twice. Here, not beside `track`: code the browser loads first carries none of it.
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
