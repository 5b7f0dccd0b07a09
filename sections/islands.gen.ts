// Generated from the folders in sections/ by `npm run schemas` — do not edit.
import type { ComponentType } from 'react'
import type { Trigger } from './section'
import type { SectionProps } from './schemas'

/** The interactive sections, loaded in the browser only when their trigger fires. */
export const sectionIslands = {
  'quote-form': { trigger: 'visible', load: () => import('./quote-form/QuoteForm').then((m) => m.default as ComponentType<SectionProps<'quote-form'>>) },
} satisfies Record<string, { trigger: Trigger; load: () => Promise<ComponentType<any>> }>
