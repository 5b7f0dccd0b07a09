import * as v from 'valibot'
import * as hero from './hero/schema'
import * as cardGrid from './card-grid/schema'
import * as featureList from './feature-list/schema'
import * as stats from './stats/schema'
import * as ctaBand from './cta-band/schema'
import * as richText from './rich-text/schema'
import * as lists from './lists/schema'
import * as table from './table/schema'
import * as catalogGrid from './catalog-grid/schema'
import * as serviceHero from './service-hero/schema'
import * as serviceAreas from './service-areas/schema'
import * as quoteForm from './quote-form/schema'

/**
 * The section registry, schema half (no UI imports: Node reads it for validation and schema generation).
 * To add a section type: create sections/<type>/{schema.ts,<Type>.tsx,examples.json}, add it here and in
 * sections/index.ts (the type checker then insists on its component).
 */
export const sectionModules = {
  hero,
  'card-grid': cardGrid,
  'feature-list': featureList,
  stats,
  'cta-band': ctaBand,
  'rich-text': richText,
  lists,
  table,
  'catalog-grid': catalogGrid,
  'service-hero': serviceHero,
  'service-areas': serviceAreas,
  'quote-form': quoteForm,
} satisfies Record<string, { schema: v.GenericSchema; refs?: Record<string, RecordKind>; defaultId?: string }>

export type RecordKind = 'catalog' | 'locations'
export type SectionType = keyof typeof sectionModules
export type SectionProps<K extends SectionType> = v.InferOutput<(typeof sectionModules)[K]['schema']>
export type AnySection = { [K in SectionType]: SectionProps<K> }[SectionType]

export const sectionTypes = Object.keys(sectionModules) as SectionType[]

export const sectionSchemas = Object.fromEntries(
  sectionTypes.map((t) => [t, sectionModules[t].schema]),
) as { [K in SectionType]: (typeof sectionModules)[K]['schema'] }

export function sectionRefs(type: SectionType): Record<string, RecordKind> {
  return ('refs' in sectionModules[type] ? (sectionModules[type] as { refs: Record<string, RecordKind> }).refs : {}) ?? {}
}

/** The anchor id a section has on the page: its own, or its type's default (e.g. the quote form's "quote"). */
export function sectionAnchor(section: { type: string; id?: string }): string | undefined {
  const mod = sectionModules[section.type as SectionType] as { defaultId?: string } | undefined
  return section.id ?? mod?.defaultId
}
