import type { StructuredData } from '../../schemas/page'
import type { ResolveContext } from '../../sections/section'
import { shareImage } from '../render/head'

/**
 * schema.org JSON-LD for a page's `meta.structuredData`, computed when the page is resolved (app/builder/resolve.ts) from
 * the collections, so the page data carries it.
 */
function localBusiness(ctx: ResolveContext) {
  const { site } = ctx
  return {
    '@context': 'https://schema.org',
    '@type': 'HomeAndConstructionBusiness',
    '@id': `${site.url}/#business`,
    name: site.name,
    description: site.tagline,
    url: `${site.url}/`,
    telephone: `+${site.phone.digits}`,
    email: site.email,
    image: shareImage(site, ctx.image('og-default')).url,
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
    areaServed: ctx
      .all('locations')
      .map((l) => ({ '@type': l.type === 'city' ? 'City' : 'Place', name: `${l.name}, ${site.address.region}` })),
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
      itemListElement: ctx.all('catalog').map((item) => ({ '@type': 'Offer', itemOffered: { '@type': 'Service', name: item.name } })),
    },
    sameAs: site.social.map((s) => s.href),
  }
}

function service(slug: string, url: string, ctx: ResolveContext) {
  const { site } = ctx
  const item = ctx.find('catalog', slug)
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: item?.name ?? slug,
    description: item?.shortDescription,
    url,
    areaServed: { '@type': 'AdministrativeArea', name: site.areaServed },
    provider: {
      '@type': 'HomeAndConstructionBusiness',
      '@id': `${site.url}/#business`,
      name: site.name,
      telephone: `+${site.phone.digits}`,
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

export function structuredData(items: readonly StructuredData[], url: string, ctx: ResolveContext): object[] {
  return items.map((data) => (data.kind === 'local-business' ? localBusiness(ctx) : service(data.service, url, ctx)))
}
