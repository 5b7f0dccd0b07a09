// Generated from the folders in sections/ by `npm run schemas` — do not edit.
import type { SectionModule } from './section'
import * as beforeAfter from './before-after/schema'
import * as cardGrid from './card-grid/schema'
import * as catalogGrid from './catalog-grid/schema'
import * as comparisonTable from './comparison-table/schema'
import * as ctaBand from './cta-band/schema'
import * as featureList from './feature-list/schema'
import * as hero from './hero/schema'
import * as lists from './lists/schema'
import * as materialComparison from './material-comparison/schema'
import * as projectGallery from './project-gallery/schema'
import * as quoteForm from './quote-form/schema'
import * as richText from './rich-text/schema'
import * as serviceAreas from './service-areas/schema'
import * as serviceHero from './service-hero/schema'
import * as slabCatalogue from './slab-catalogue/schema'
import * as stats from './stats/schema'
import * as table from './table/schema'

/** Every section type and its definition (Node-safe: schemas, resolvers, rules; no UI). */
export const sectionModules = {
  'before-after': beforeAfter,
  'card-grid': cardGrid,
  'catalog-grid': catalogGrid,
  'comparison-table': comparisonTable,
  'cta-band': ctaBand,
  'feature-list': featureList,
  hero,
  lists,
  'material-comparison': materialComparison,
  'project-gallery': projectGallery,
  'quote-form': quoteForm,
  'rich-text': richText,
  'service-areas': serviceAreas,
  'service-hero': serviceHero,
  'slab-catalogue': slabCatalogue,
  stats,
  table,
} satisfies Record<string, SectionModule>

/** The interactive section types (their schema.ts exports `island`). */
export const islandTypes = ['before-after', 'material-comparison', 'project-gallery', 'quote-form', 'slab-catalogue'] as const
