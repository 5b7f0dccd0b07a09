// Generated from the folders in sections/ by `npm run schemas` — do not edit.
import { closingPanel, pill, projectCard, rail, section } from './_shared/recipe'
import { beforeAfter } from './before-after/recipe'
import { cardGrid } from './card-grid/recipe'
import { comparisonTable } from './comparison-table/recipe'
import { contactMethods } from './contact-methods/recipe'
import { ctaBand } from './cta-band/recipe'
import { faq } from './faq/recipe'
import { featureList } from './feature-list/recipe'
import { hero } from './hero/recipe'
import { lists } from './lists/recipe'
import { locationDetails } from './location-details/recipe'
import { materialComparison } from './material-comparison/recipe'
import { placeCard } from './place-card/recipe'
import { priceCards } from './price-cards/recipe'
import { pricingTable } from './pricing-table/recipe'
import { projectGallery } from './project-gallery/recipe'
import { projectList } from './project-list/recipe'
import { quoteForm } from './quote-form/recipe'
import { slabCatalogue } from './slab-catalogue/recipe'
import { steps } from './steps/recipe'
import { testimonials } from './testimonials/recipe'

/** Panda recipes declared in section folders (panda.config.ts adds them to the theme). */
export const sectionRecipes = { pill, rail }
export const sectionSlotRecipes = { closingPanel, projectCard, section, beforeAfter, cardGrid, comparisonTable, contactMethods, ctaBand, faq, featureList, hero, lists, locationDetails, materialComparison, placeCard, priceCards, pricingTable, projectGallery, projectList, quoteForm, slabCatalogue, steps, testimonials }
