// Generated from the folders in sections/ by `npm run schemas` — do not edit.
import type { SectionModule } from './section'
import * as cardGrid from './card-grid/schema'
import * as catalogGrid from './catalog-grid/schema'
import * as ctaBand from './cta-band/schema'
import * as featureList from './feature-list/schema'
import * as hero from './hero/schema'
import * as lists from './lists/schema'
import * as quoteForm from './quote-form/schema'
import * as richText from './rich-text/schema'
import * as serviceAreas from './service-areas/schema'
import * as serviceHero from './service-hero/schema'
import * as stats from './stats/schema'
import * as table from './table/schema'

/** Every section type and its definition (Node-safe: schemas, resolvers, rules; no UI). */
export const sectionModules = {
  'card-grid': cardGrid,
  'catalog-grid': catalogGrid,
  'cta-band': ctaBand,
  'feature-list': featureList,
  hero,
  lists,
  'quote-form': quoteForm,
  'rich-text': richText,
  'service-areas': serviceAreas,
  'service-hero': serviceHero,
  stats,
  table,
} satisfies Record<string, SectionModule>

/** The interactive section types (their schema.ts exports `island`). */
export const islandTypes = ['quote-form'] as const
