// Generated from the folders in sections/ by `npm run schemas` — do not edit.
import type { ComponentType } from 'react'
import type { Trigger } from './section'
import type { SectionProps } from './schemas'

/** The interactive sections, loaded in the browser only when their trigger fires. */
export const sectionIslands = {
  'before-after': { trigger: 'visible', load: () => import('./before-after/BeforeAfter').then((m) => m.default as ComponentType<SectionProps<'before-after'>>) },
  'material-comparison': { trigger: 'visible', load: () => import('./material-comparison/MaterialComparison').then((m) => m.default as ComponentType<SectionProps<'material-comparison'>>) },
  'project-gallery': { trigger: 'visible', load: () => import('./project-gallery/ProjectGallery').then((m) => m.default as ComponentType<SectionProps<'project-gallery'>>) },
  'quote-form': { trigger: 'visible', load: () => import('./quote-form/QuoteForm').then((m) => m.default as ComponentType<SectionProps<'quote-form'>>) },
  'slab-catalogue': { trigger: 'visible', load: () => import('./slab-catalogue/SlabCatalogue').then((m) => m.default as ComponentType<SectionProps<'slab-catalogue'>>) },
} satisfies Record<string, { trigger: Trigger; load: () => Promise<ComponentType<any>> }>
