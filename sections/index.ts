import type { ComponentType } from 'react'
import type { SectionProps, SectionType } from './schemas'
import type { IslandSectionType } from './islands'

type Loader<K extends SectionType> = () => Promise<{ default: ComponentType<SectionProps<K>> }>

/**
 * The section registry, component half, for the static sections: rendered to HTML at build time and never
 * shipped to the browser. Interactive sections are registered in ./islands.ts instead. The mapped type makes a
 * registered schema with no component (in either place) a type error.
 */
export const sectionLoaders: { [K in Exclude<SectionType, IslandSectionType>]: Loader<K> } = {
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
}

export { isIslandSection, sectionIslands, type IslandSectionType } from './islands'
