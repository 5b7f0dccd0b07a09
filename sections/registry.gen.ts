// Generated from the folders in sections/ by `npm run schemas` — do not edit.
import type { SectionModule } from './section'
import * as beforeAfter from './before-after/schema'
import * as cardGrid from './card-grid/schema'
import * as catalogGrid from './catalog-grid/schema'
import * as comparisonTable from './comparison-table/schema'
import * as contactMethods from './contact-methods/schema'
import * as ctaBand from './cta-band/schema'
import * as faq from './faq/schema'
import * as featureList from './feature-list/schema'
import * as hero from './hero/schema'
import * as lists from './lists/schema'
import * as locationDetails from './location-details/schema'
import * as materialComparison from './material-comparison/schema'
import * as placeCard from './place-card/schema'
import * as priceCards from './price-cards/schema'
import * as pricingTable from './pricing-table/schema'
import * as projectGallery from './project-gallery/schema'
import * as projectList from './project-list/schema'
import * as quoteForm from './quote-form/schema'
import * as richText from './rich-text/schema'
import * as serviceAreas from './service-areas/schema'
import * as serviceHero from './service-hero/schema'
import * as slabCatalogue from './slab-catalogue/schema'
import * as stats from './stats/schema'
import * as steps from './steps/schema'
import * as table from './table/schema'
import * as testimonials from './testimonials/schema'

/** Every section type and its definition (Node-safe: schemas, resolvers, rules; no UI). */
export const sectionModules = {
  'before-after': beforeAfter,
  'card-grid': cardGrid,
  'catalog-grid': catalogGrid,
  'comparison-table': comparisonTable,
  'contact-methods': contactMethods,
  'cta-band': ctaBand,
  faq,
  'feature-list': featureList,
  hero,
  lists,
  'location-details': locationDetails,
  'material-comparison': materialComparison,
  'place-card': placeCard,
  'price-cards': priceCards,
  'pricing-table': pricingTable,
  'project-gallery': projectGallery,
  'project-list': projectList,
  'quote-form': quoteForm,
  'rich-text': richText,
  'service-areas': serviceAreas,
  'service-hero': serviceHero,
  'slab-catalogue': slabCatalogue,
  stats,
  steps,
  table,
  testimonials,
} satisfies Record<string, SectionModule>

/** The interactive section types (their schema.ts exports `island`). */
export const islandTypes = ['before-after', 'material-comparison', 'project-gallery', 'quote-form', 'slab-catalogue'] as const
