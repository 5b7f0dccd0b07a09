import type * as v from 'valibot'
import { islandTypes, sectionModules } from './registry.gen'
import type { ResolvedProps, SectionModule } from './section'

/**
 * The section registry, Node-safe half (schemas, resolvers, rules; no UI). It is generated from the folders in
 * sections/ (./registry.ts): to add a section type, create its folder. See ./section.ts for what a folder holds.
 */
export { sectionModules }

export type SectionType = keyof typeof sectionModules
/** A section's JSON as validated (what a page file holds). */
export type SectionJson<K extends SectionType> = v.InferOutput<(typeof sectionModules)[K]['schema']>
export type AnySectionJson = { [K in SectionType]: SectionJson<K> }[SectionType]
/** What a section's component renders: its resolved props (./section.ts). */
export type SectionProps<K extends SectionType> = ResolvedProps<(typeof sectionModules)[K]>
export type AnySection = { [K in SectionType]: SectionProps<K> & { type: K } }[SectionType]
export type IslandSectionType = (typeof islandTypes)[number]

export const sectionTypes = Object.keys(sectionModules) as SectionType[]
export const sectionModule = (type: SectionType) => sectionModules[type] as SectionModule
export const isSectionType = (type: unknown): type is SectionType => typeof type === 'string' && type in sectionModules
export const isIslandSection = (type: SectionType): type is IslandSectionType => (islandTypes as readonly string[]).includes(type)

export const sectionSchemas = Object.fromEntries(sectionTypes.map((t) => [t, sectionModules[t].schema])) as {
  [K in SectionType]: (typeof sectionModules)[K]['schema']
}

/** The anchor id a section has on the page: its own, or its type's default (e.g. the quote form's "quote"). */
export function sectionAnchor(section: { type: string; id?: string }): string | undefined {
  const mod = isSectionType(section.type) ? sectionModule(section.type) : undefined
  return section.id ?? mod?.defaultId
}
