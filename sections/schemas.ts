import type * as v from 'valibot'
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
} satisfies Record<string, SectionModule>

export type RecordKind = 'catalog' | 'locations'

/**
 * What a section folder's schema.ts may export: the valibot `schema`; `refs` (props naming records);
 * `defaultId` (its anchor when the JSON gives none); `links` (hrefs hidden in other props, e.g. Markdown links,
 * checked like any href) and `rules` (checks JSON Schema cannot express), both run by `npm run validate`.
 */
export type SectionModule = {
  schema: v.GenericSchema
  refs?: Record<string, RecordKind>
  defaultId?: string
  links?: (section: any, ctx: ValidationContext) => { path: string; href: string }[]
  rules?: (section: any) => { path: string; message: string }[]
}
export type ValidationContext = { catalog: readonly { slug: string; category: string }[] }
export type SectionType = keyof typeof sectionModules
export type SectionProps<K extends SectionType> = v.InferOutput<(typeof sectionModules)[K]['schema']>
export type AnySection = { [K in SectionType]: SectionProps<K> }[SectionType]

export const sectionTypes = Object.keys(sectionModules) as SectionType[]

export const sectionSchemas = Object.fromEntries(sectionTypes.map((t) => [t, sectionModules[t].schema])) as {
  [K in SectionType]: (typeof sectionModules)[K]['schema']
}

export const sectionModule = (type: SectionType) => sectionModules[type] as SectionModule

export function sectionRefs(type: SectionType): Record<string, RecordKind> {
  return sectionModule(type).refs ?? {}
}

/** The anchor id a section has on the page: its own, or its type's default (e.g. the quote form's "quote"). */
export function sectionAnchor(section: { type: string; id?: string }): string | undefined {
  const mod = sectionModules[section.type as SectionType] as { defaultId?: string } | undefined
  return section.id ?? mod?.defaultId
}
