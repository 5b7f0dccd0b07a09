// Generated from the folders in sections/ by `npm run schemas` — do not edit.
import type { ComponentType } from 'react'
import type { SectionProps, SectionType } from './schemas'
import BeforeAfter from './before-after/BeforeAfter'
import CardGrid from './card-grid/CardGrid'
import CatalogGrid from './catalog-grid/CatalogGrid'
import ComparisonTable from './comparison-table/ComparisonTable'
import ContactMethods from './contact-methods/ContactMethods'
import CtaBand from './cta-band/CtaBand'
import Faq from './faq/Faq'
import FeatureList from './feature-list/FeatureList'
import Hero from './hero/Hero'
import Lists from './lists/Lists'
import LocationDetails from './location-details/LocationDetails'
import MaterialComparison from './material-comparison/MaterialComparison'
import PlaceCard from './place-card/PlaceCard'
import PriceCards from './price-cards/PriceCards'
import PricingTable from './pricing-table/PricingTable'
import ProjectGallery from './project-gallery/ProjectGallery'
import ProjectList from './project-list/ProjectList'
import QuoteForm from './quote-form/QuoteForm'
import RichText from './rich-text/RichText'
import ServiceAreas from './service-areas/ServiceAreas'
import ServiceHero from './service-hero/ServiceHero'
import SlabCatalogue from './slab-catalogue/SlabCatalogue'
import Stats from './stats/Stats'
import Steps from './steps/Steps'
import Table from './table/Table'
import Testimonials from './testimonials/Testimonials'

/** Every section component, for the server render (static sections never reach the browser). */
export const sectionComponents: { [K in SectionType]: ComponentType<SectionProps<K>> } = {
  'before-after': BeforeAfter,
  'card-grid': CardGrid,
  'catalog-grid': CatalogGrid,
  'comparison-table': ComparisonTable,
  'contact-methods': ContactMethods,
  'cta-band': CtaBand,
  faq: Faq,
  'feature-list': FeatureList,
  hero: Hero,
  lists: Lists,
  'location-details': LocationDetails,
  'material-comparison': MaterialComparison,
  'place-card': PlaceCard,
  'price-cards': PriceCards,
  'pricing-table': PricingTable,
  'project-gallery': ProjectGallery,
  'project-list': ProjectList,
  'quote-form': QuoteForm,
  'rich-text': RichText,
  'service-areas': ServiceAreas,
  'service-hero': ServiceHero,
  'slab-catalogue': SlabCatalogue,
  stats: Stats,
  steps: Steps,
  table: Table,
  testimonials: Testimonials,
}
