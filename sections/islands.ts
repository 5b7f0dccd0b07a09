import type { ComponentType } from 'react'
import type { Trigger } from '../app/islands'
import type { SectionProps, SectionType } from './schemas'

/**
 * Interactive sections: the only sections that ship JavaScript to the browser. The server renders them like any
 * other section; the browser hydrates each one as an island (app/islands.tsx) when its trigger fires —
 * "visible" when it nears the viewport or is touched, "idle" when the browser is idle, "soon" right away.
 * Register a section here only when a visitor can interact with it (a form, a filter, a slider...).
 */
export const sectionIslands = {
  'quote-form': { trigger: 'visible', load: () => import('./quote-form/QuoteForm').then((m) => m.default) },
} satisfies { [K in SectionType]?: { trigger: Trigger; load: () => Promise<ComponentType<SectionProps<K>>> } }

export type IslandSectionType = keyof typeof sectionIslands

export const isIslandSection = (type: SectionType): type is IslandSectionType => type in sectionIslands
