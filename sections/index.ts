import type { ComponentType } from 'react'
import type { Trigger } from '../app/deferred'
import type { SectionProps, SectionType } from './schemas'

type Loader<K extends SectionType> = () => Promise<{ default: ComponentType<SectionProps<K>> }>

/**
 * The section registry, component half. Each component is its own chunk, so a page ships the JavaScript
 * of the sections it uses. The mapped type makes a registered schema without a component a type error.
 */
export const sectionLoaders: { [K in SectionType]: Loader<K> } = {
  hero: () => import('./hero/Hero'),
  'card-grid': () => import('./card-grid/CardGrid'),
  'feature-list': () => import('./feature-list/FeatureList'),
  stats: () => import('./stats/Stats'),
  'cta-band': () => import('./cta-band/CtaBand'),
  'rich-text': () => import('./rich-text/RichText'),
  lists: () => import('./lists/Lists'),
  table: () => import('./table/Table'),
  'catalog-grid': () => import('./catalog-grid/CatalogGrid'),
  'service-hero': () => import('./service-hero/ServiceHero'),
  'service-areas': () => import('./service-areas/ServiceAreas'),
  'quote-form': () => import('./quote-form/QuoteForm'),
}

/**
 * Heavy interactive sections whose code is not part of a page's first load: the server renders them, the browser
 * hydrates them when they come near the viewport ("visible") or when it is idle (see app/deferred.tsx).
 */
export const deferredSections: Partial<Record<SectionType, Trigger>> = {
  'quote-form': 'visible',
}
