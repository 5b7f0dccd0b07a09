import type * as v from 'valibot'
import type { ResolvedImage } from '../ui/image-sources'
import type { ListRecordName, RecordData, RecordItem, SingletonRecordName } from '../schemas/record-collections'
import type { ImageNameValue } from '../schemas/fields'

/**
 * What a section folder's schema.ts may export (the registry, sections/registry.gen.ts, is generated from them):
 *
 *   schema     the valibot contract of the JSON object (required), with a description on every prop
 *   resolve    (props, ctx) => the props the component renders: records looked up, lists computed. Runs at build
 *              time, as Puck's resolveData does, so the component is a pure function of its props and the page's
 *              resolved data is one self-contained JSON value. Image names in props are already replaced by their
 *              renditions (ResolvedImage) before resolve runs; ctx.image() does the same for names read from records.
 *   island     { trigger } makes the section interactive: it hydrates in the browser when the trigger fires
 *              ('visible' when it nears the viewport after load, 'intent' on pointer, touch or focus, 'idle' when
 *              the browser is idle). Every other section is static HTML and ships no JavaScript.
 *   defaultId  its anchor when the JSON gives no id (the quote form's "quote")
 *   rules      checks JSON Schema cannot express, run by `npm run validate`
 *   links      hrefs hidden inside other props (e.g. Markdown), checked like any link
 *   structuredData  (sections, ctx) => schema.org JSON-LD objects for the page's head, from every section of this
 *              type on the page (so, e.g., all FAQ sections become one FAQPage); computed when the page is resolved
 */

export type Trigger = 'intent' | 'visible' | 'idle'

export type { ResolvedImage }

/** A value with every image name (schemas/fields.ts ImageName) replaced by its renditions. */
export type ImagesResolved<T> = T extends ImageNameValue
  ? ResolvedImage
  : T extends readonly (infer U)[]
    ? ImagesResolved<U>[]
    : T extends object
      ? { [K in keyof T]: ImagesResolved<T[K]> }
      : T

/** The props a section's resolve receives: its JSON, validated, site facts filled in, images resolved. */
export type SectionInput<S extends v.GenericSchema> = ImagesResolved<v.InferOutput<S>>

/** What resolve may read: the collections, the page being built, image renditions. */
export type ResolveContext = {
  /** The route of the page being resolved, e.g. "/services/granite". */
  route: string
  /**
   * Every section of that page as validated (facts filled, images resolved), before any is resolved: for a section
   * that follows another on its page (the quote form offers the plans whose buttons lead to it).
   */
  sections: readonly { type: string; id?: string }[]
  /** All records of a list collection, in file order. */
  all<N extends ListRecordName>(name: N): readonly RecordItem<N>[]
  /** One record by its key (undefined when missing: validation has already reported it). */
  find<N extends ListRecordName>(name: N, key: string): RecordItem<N> | undefined
  /** The site facts (data/site.json). */
  site: RecordData['site']
  /** The record of a singleton collection, e.g. the gallery's vocabulary (data/gallery.json). */
  singleton<N extends SingletonRecordName>(name: N): RecordData[N]
  /** Renditions of a registered image. */
  image(name: string): ResolvedImage
}

export type RuleContext = {
  collections: RecordData
  /** Every section of the page, as written (a rule may look at the section's neighbours: a review shown twice). */
  sections: readonly { type?: unknown; id?: unknown }[]
}
export type SectionRule = { path: string; message: string }

export type SectionModule = {
  schema: v.GenericSchema
  resolve?: (props: any, ctx: ResolveContext) => object
  island?: { trigger: Trigger }
  defaultId?: string
  rules?: (props: any, ctx: RuleContext) => SectionRule[]
  links?: (props: any, ctx: RuleContext) => { path: string; href: string }[]
  structuredData?: (sections: any[], ctx: ResolveContext) => object[]
}

/** The props a section's component receives: resolve's result, or the validated JSON with images resolved. */
export type ResolvedProps<M extends SectionModule> = M['resolve'] extends (props: any, ctx: ResolveContext) => infer R
  ? R
  : SectionInput<M['schema']>
