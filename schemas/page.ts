import * as v from 'valibot'
import { sectionSchemas, type AnySection } from '../sections/schemas'

/** A page file: pages/<route>.json. Its sections come from the section registry. */

const Text = v.pipe(v.string(), v.minLength(1, 'expected a non-empty string'))

export const StructuredDataSchema = v.variant('kind', [
  /** LocalBusiness from data/site.json and data/locations.json. */
  v.strictObject({ kind: v.literal('local-business') }),
  /** A Service offered by the business, from a catalogue record. */
  v.strictObject({ kind: v.literal('service'), service: Text }),
])

export const MetaSchema = v.strictObject({
  title: v.pipe(Text, v.maxLength(70, 'keep the title under 70 characters so search results show it whole')),
  description: v.pipe(Text, v.minLength(50, 'write at least 50 characters'), v.maxLength(170, 'keep the description under 170 characters')),
  keywords: v.pipe(v.array(Text), v.minLength(1, 'expected at least one keyword')),
  /** Site path of the preferred URL, e.g. "/services/granite". */
  canonical: v.optional(v.pipe(v.string(), v.startsWith('/', 'expected a site path starting with "/"'))),
  openGraph: v.optional(
    v.strictObject({
      title: v.optional(Text),
      description: v.optional(Text),
      /** A name from app/images/images.json; defaults to the site share image. */
      image: v.optional(Text),
      type: v.optional(v.picklist(['website', 'article'])),
    }),
  ),
  structuredData: v.optional(v.array(StructuredDataSchema)),
  /** Keep the page out of search engines and the sitemap. */
  noindex: v.optional(v.boolean()),
})

const sectionList = Object.values(sectionSchemas) as unknown as [v.ObjectSchema<any, any>, ...v.ObjectSchema<any, any>[]]

export const SectionSchema = v.variant('type', sectionList)

export const PageSchema = v.strictObject({
  $schema: v.string(),
  meta: MetaSchema,
  sections: v.pipe(v.array(SectionSchema), v.minLength(1, 'expected at least one section')),
})

export type PageMeta = v.InferOutput<typeof MetaSchema>
export type StructuredData = v.InferOutput<typeof StructuredDataSchema>
/** A parsed page; its sections typed per section type. */
export type PageFile = Omit<v.InferOutput<typeof PageSchema>, 'sections'> & { sections: AnySection[] }
