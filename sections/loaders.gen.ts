// Generated from the folders in sections/ by `npm run schemas` — do not edit.
import type { ComponentType } from 'react'
import type { SectionProps, SectionType } from './schemas'

/** Every section component, loaded on demand: a page rendered in the browser loads only the types it shows. */
export const sectionLoaders: { [K in SectionType]: () => Promise<ComponentType<SectionProps<K>>> } = {
  'before-after': () => import('./before-after/BeforeAfter').then((m) => m.default),
  'card-grid': () => import('./card-grid/CardGrid').then((m) => m.default),
  'catalog-grid': () => import('./catalog-grid/CatalogGrid').then((m) => m.default),
  'comparison-table': () => import('./comparison-table/ComparisonTable').then((m) => m.default),
  'contact-methods': () => import('./contact-methods/ContactMethods').then((m) => m.default),
  'cta-band': () => import('./cta-band/CtaBand').then((m) => m.default),
  faq: () => import('./faq/Faq').then((m) => m.default),
  'feature-list': () => import('./feature-list/FeatureList').then((m) => m.default),
  hero: () => import('./hero/Hero').then((m) => m.default),
  lists: () => import('./lists/Lists').then((m) => m.default),
  'location-details': () => import('./location-details/LocationDetails').then((m) => m.default),
  'material-comparison': () => import('./material-comparison/MaterialComparison').then((m) => m.default),
  'place-card': () => import('./place-card/PlaceCard').then((m) => m.default),
  'price-cards': () => import('./price-cards/PriceCards').then((m) => m.default),
  'pricing-table': () => import('./pricing-table/PricingTable').then((m) => m.default),
  'project-gallery': () => import('./project-gallery/ProjectGallery').then((m) => m.default),
  'project-list': () => import('./project-list/ProjectList').then((m) => m.default),
  'quote-form': () => import('./quote-form/QuoteForm').then((m) => m.default),
  'rich-text': () => import('./rich-text/RichText').then((m) => m.default),
  'service-areas': () => import('./service-areas/ServiceAreas').then((m) => m.default),
  'service-hero': () => import('./service-hero/ServiceHero').then((m) => m.default),
  'slab-catalogue': () => import('./slab-catalogue/SlabCatalogue').then((m) => m.default),
  stats: () => import('./stats/Stats').then((m) => m.default),
  steps: () => import('./steps/Steps').then((m) => m.default),
  table: () => import('./table/Table').then((m) => m.default),
  testimonials: () => import('./testimonials/Testimonials').then((m) => m.default),
}
