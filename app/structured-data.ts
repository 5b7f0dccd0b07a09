import type { StructuredData } from '../schemas/page'
import { shareImage } from './head'
import { catalog, findCatalogItem } from './catalog'
import { locations } from './locations'
import { site, telHref } from './site'

/**
 * schema.org JSON-LD for a page's `meta.structuredData`. Loaded by the route loader (its own chunk: it reads the
 * catalogue and places), so the result travels to the browser with the page data.
 */
function localBusiness() {
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${site.url}/#business`,
    name: site.name,
    description: site.tagline,
    url: `${site.url}/`,
    telephone: telHref.replace('tel:', ''),
    email: site.email,
    image: shareImage('og-default').url,
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
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: site.rating.value,
      bestRating: site.rating.best,
      reviewCount: site.rating.count,
    },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Countertops and remodeling',
      itemListElement: catalog.map((item) => ({ '@type': 'Offer', itemOffered: { '@type': 'Service', name: item.name } })),
    },
    sameAs: site.social.map((s) => s.href),
  }
}

function service(slug: string, url: string) {
  const item = findCatalogItem(slug)
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: item?.name ?? slug,
    description: item?.shortDescription,
    url,
    areaServed: { '@type': 'AdministrativeArea', name: 'Westchester County, NY' },
    provider: {
      '@type': 'HomeAndConstructionBusiness',
      '@id': `${site.url}/#business`,
      name: site.name,
      telephone: telHref.replace('tel:', ''),
    },
    ...(item
      ? {
          offers: {
            '@type': 'Offer',
            priceCurrency: 'USD',
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: item.price.starting,
              priceCurrency: 'USD',
              unitText: item.price.unit,
            },
          },
        }
      : {}),
  }
}

export function structuredData(items: readonly StructuredData[], url: string): object[] {
  return items.map((data) => (data.kind === 'local-business' ? localBusiness() : service(data.service, url)))
}
