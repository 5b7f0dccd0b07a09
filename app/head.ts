import type { PageFile, StructuredData } from '../schemas/page'
import { analyticsHeadTags } from './analytics'
import { imageSources } from './images/sources'
import { catalog, findCatalogItem, locations, site, telHref } from './site'

const absolute = (path: string) => site.url + (path === '/' ? '/' : path)

/** Tags every page shares. */
export function documentHead() {
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#221f1b' },
      { name: 'format-detection', content: 'telephone=no' },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
    scripts: analyticsHeadTags(),
  }
}

/** Title, description, keywords, canonical, Open Graph and JSON-LD of one page, from its `meta`. */
export function pageHead(page: PageFile, route: string) {
  const { meta } = page
  const og = meta.openGraph ?? {}
  const ogImage = imageSources(og.image ?? 'og-default')
  const url = absolute(meta.canonical ?? route)
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
      { property: 'og:image', content: site.url + ogImage.fallbackSrc },
      { property: 'og:image:width', content: String(ogImage.width) },
      { property: 'og:image:height', content: String(ogImage.height) },
      { name: 'twitter:card', content: 'summary_large_image' },
      ...(meta.structuredData ?? []).map((data) => ({ 'script:ld+json': structuredData(data, url) })),
    ],
    links: meta.canonical ? [{ rel: 'canonical', href: absolute(meta.canonical) }] : [],
  }
}

export function localBusiness() {
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${site.url}/#business`,
    name: site.name,
    description: site.tagline,
    url: site.url + '/',
    telephone: telHref.replace('tel:', ''),
    email: site.email,
    image: site.url + imageSources('og-default').fallbackSrc,
    priceRange: site.priceRange,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.city,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
    areaServed: locations.map((l) => ({ '@type': l.type === 'city' ? 'City' : 'Place', name: `${l.name}, NY` })),
    openingHoursSpecification: site.hours
      .filter((h) => h.days && h.opens && h.closes)
      .map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: h.days, opens: h.opens, closes: h.closes })),
    aggregateRating: { '@type': 'AggregateRating', ratingValue: site.rating.value, bestRating: site.rating.best, reviewCount: site.rating.count },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Countertops and remodeling',
      itemListElement: catalog.map((item) => ({ '@type': 'Offer', itemOffered: { '@type': 'Service', name: item.name } })),
    },
    sameAs: site.social.map((s) => s.href),
  }
}

function structuredData(data: StructuredData, url: string) {
  if (data.kind === 'local-business') {
    return localBusiness()
  }
  const item = findCatalogItem(data.service)
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: item?.name ?? data.service,
    description: item?.shortDescription,
    url,
    areaServed: { '@type': 'AdministrativeArea', name: 'Westchester County, NY' },
    provider: { '@type': 'HomeAndConstructionBusiness', '@id': `${site.url}/#business`, name: site.name, telephone: telHref.replace('tel:', '') },
    ...(item
      ? { offers: { '@type': 'Offer', priceCurrency: 'USD', priceSpecification: { '@type': 'UnitPriceSpecification', price: item.price.starting, priceCurrency: 'USD', unitText: item.price.unit } } }
      : {}),
  }
}
