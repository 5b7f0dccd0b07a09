// Generated from the folders in sections/ by `npm run schemas` — do not edit.
import type { ComponentType } from 'react'
import type { SectionProps, SectionType } from './schemas'
import CardGrid from './card-grid/CardGrid'
import CatalogGrid from './catalog-grid/CatalogGrid'
import ContactMethods from './contact-methods/ContactMethods'
import CtaBand from './cta-band/CtaBand'
import Faq from './faq/Faq'
import FeatureList from './feature-list/FeatureList'
import Hero from './hero/Hero'
import Lists from './lists/Lists'
import LocationDetails from './location-details/LocationDetails'
import PlaceCard from './place-card/PlaceCard'
import PriceCards from './price-cards/PriceCards'
import PricingTable from './pricing-table/PricingTable'
import QuoteForm from './quote-form/QuoteForm'
import RichText from './rich-text/RichText'
import ServiceAreas from './service-areas/ServiceAreas'
import ServiceHero from './service-hero/ServiceHero'
import Stats from './stats/Stats'
import Steps from './steps/Steps'
import Table from './table/Table'
import Testimonials from './testimonials/Testimonials'

/** Every section component, for the server render (static sections never reach the browser). */
export const sectionComponents: { [K in SectionType]: ComponentType<SectionProps<K>> } = {
  'card-grid': CardGrid,
  'catalog-grid': CatalogGrid,
  'contact-methods': ContactMethods,
  'cta-band': CtaBand,
  faq: Faq,
  'feature-list': FeatureList,
  hero: Hero,
  lists: Lists,
  'location-details': LocationDetails,
  'place-card': PlaceCard,
  'price-cards': PriceCards,
  'pricing-table': PricingTable,
  'quote-form': QuoteForm,
  'rich-text': RichText,
  'service-areas': ServiceAreas,
  'service-hero': ServiceHero,
  stats: Stats,
  steps: Steps,
  table: Table,
  testimonials: Testimonials,
}
