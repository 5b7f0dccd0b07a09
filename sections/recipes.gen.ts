// Generated from the folders in sections/ by `npm run schemas` — do not edit.
import { pill, section } from './_shared/recipe'
import { cardGrid } from './card-grid/recipe'
import { ctaBand } from './cta-band/recipe'
import { featureList } from './feature-list/recipe'
import { hero } from './hero/recipe'
import { lists } from './lists/recipe'
import { quoteForm } from './quote-form/recipe'

/** Panda recipes declared in section folders (panda.config.ts adds them to the theme). */
export const sectionRecipes = { pill }
export const sectionSlotRecipes = { section, cardGrid, ctaBand, featureList, hero, lists, quoteForm }
