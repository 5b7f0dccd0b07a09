// Generated from the folders in sections/ by `npm run schemas` — do not edit.
import { pill, section } from './_shared/recipe'
import { beforeAfter } from './before-after/recipe'
import { cardGrid } from './card-grid/recipe'
import { comparisonTable } from './comparison-table/recipe'
import { ctaBand } from './cta-band/recipe'
import { featureList } from './feature-list/recipe'
import { hero } from './hero/recipe'
import { lists } from './lists/recipe'
import { materialComparison } from './material-comparison/recipe'
import { projectGallery } from './project-gallery/recipe'
import { quoteForm } from './quote-form/recipe'
import { slabCatalogue } from './slab-catalogue/recipe'

/** Panda recipes declared in section folders (panda.config.ts adds them to the theme). */
export const sectionRecipes = { pill }
export const sectionSlotRecipes = { section, beforeAfter, cardGrid, comparisonTable, ctaBand, featureList, hero, lists, materialComparison, projectGallery, quoteForm, slabCatalogue }
