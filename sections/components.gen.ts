// Generated from the folders in sections/ by `npm run schemas` — do not edit.
import type { ComponentType } from 'react'
import type { SectionProps, SectionType } from './schemas'
import BeforeAfter from './before-after/BeforeAfter'
import CardGrid from './card-grid/CardGrid'
import CatalogGrid from './catalog-grid/CatalogGrid'
import ComparisonTable from './comparison-table/ComparisonTable'
import CtaBand from './cta-band/CtaBand'
import FeatureList from './feature-list/FeatureList'
import Hero from './hero/Hero'
import Lists from './lists/Lists'
import MaterialComparison from './material-comparison/MaterialComparison'
import ProjectGallery from './project-gallery/ProjectGallery'
import QuoteForm from './quote-form/QuoteForm'
import RichText from './rich-text/RichText'
import ServiceAreas from './service-areas/ServiceAreas'
import ServiceHero from './service-hero/ServiceHero'
import SlabCatalogue from './slab-catalogue/SlabCatalogue'
import Stats from './stats/Stats'
import Table from './table/Table'

/** Every section component, for the server render (static sections never reach the browser). */
export const sectionComponents: { [K in SectionType]: ComponentType<SectionProps<K>> } = {
  'before-after': BeforeAfter,
  'card-grid': CardGrid,
  'catalog-grid': CatalogGrid,
  'comparison-table': ComparisonTable,
  'cta-band': CtaBand,
  'feature-list': FeatureList,
  hero: Hero,
  lists: Lists,
  'material-comparison': MaterialComparison,
  'project-gallery': ProjectGallery,
  'quote-form': QuoteForm,
  'rich-text': RichText,
  'service-areas': ServiceAreas,
  'service-hero': ServiceHero,
  'slab-catalogue': SlabCatalogue,
  stats: Stats,
  table: Table,
}
