import * as v from 'valibot'
import { type AnySectionJson, sectionSchemas } from '../sections/schemas'
import { type BlockRef, BlockRefSchema } from './blocks'
import { ImageName, ref, Text } from './fields'

/** A page file: pages/<route>.json. Its sections come from the section registry (generated from sections/). */

const d = v.description

export const StructuredDataSchema = v.variant('kind', [
  v.pipe(v.strictObject({ kind: v.literal('local-business') }), d('LocalBusiness from data/site.json and data/locations.json.')),
  v.pipe(
    v.strictObject({ kind: v.literal('service'), service: v.pipe(ref('catalog'), d('Slug of the catalogue record offered.')) }),
    d('A Service offered by the business, from a catalogue record.'),
  ),
])

export const MetaSchema = v.strictObject({
  title: v.pipe(
    Text,
    v.maxLength(70, 'keep the title under 70 characters so search results show it whole'),
    d('The document title: the browser tab and the search result headline (unique per page, ≤ 70 characters).'),
  ),
  description: v.pipe(
    Text,
    v.minLength(50, 'write at least 50 characters'),
    v.maxLength(170, 'keep the description under 170 characters'),
    d('The search result snippet: 50–170 characters, unique per page.'),
  ),
  keywords: v.pipe(v.array(Text), v.minLength(1, 'expected at least one keyword'), d('Search keywords of the page.')),
  canonical: v.optional(
    v.pipe(
      v.string(),
      v.startsWith('/', 'expected a site path starting with "/"'),
      d('Site path of the preferred URL, e.g. "/services/granite".'),
    ),
  ),
  openGraph: v.optional(
    v.pipe(
      v.strictObject({
        title: v.optional(Text),
        description: v.optional(Text),
        image: v.optional(v.pipe(ImageName, d('Share image (data/images.json); defaults to the site share image.'))),
        type: v.optional(v.picklist(['website', 'article'])),
      }),
      d('How the page looks when shared on social sites.'),
    ),
  ),
  structuredData: v.optional(v.pipe(v.array(StructuredDataSchema), d('schema.org data for search engines.'))),
  noindex: v.optional(v.pipe(v.boolean(), d('Keep the page out of search engines and the sitemap.'))),
})

const sectionList = Object.values(sectionSchemas) as unknown as [v.ObjectSchema<any, any>, ...v.ObjectSchema<any, any>[]]

/** One section of any type (what a block of data/blocks.json holds). */
export const SectionSchema = v.variant('type', sectionList)

/** What a page's list holds: a section, or a reference to a shared one (./blocks.ts). */
export const PageSectionSchema = v.variant('type', [...sectionList, BlockRefSchema])

export const PageSchema = v.strictObject({
  $schema: v.pipe(v.string(), d('The page schema, relative to this file: "../schemas/page.schema.json" (one "../" per folder level).')),
  meta: v.pipe(MetaSchema, d('Head tags: title, description, keywords, share and search-engine data.')),
  draft: v.optional(
    v.pipe(v.boolean(), d('true: a draft, shown by `npm run dev` with a draft banner, left out of the built site, the sitemap and menus.')),
  ),
  schedule: v.optional(
    v.pipe(
      v.strictObject({
        publish: v.optional(
          v.pipe(
            v.string(),
            v.isoTimestamp('expected a time with its offset, like "2026-12-14T06:00:00-05:00"'),
            v.title('Publish at'),
            d('When the page goes live (with its menu entries and sitemap line); before it, the live site leaves it out.'),
          ),
        ),
        unpublish: v.optional(
          v.pipe(
            v.string(),
            v.isoTimestamp('expected a time with its offset, like "2027-01-04T00:00:00-05:00"'),
            v.title('Unpublish at'),
            d('When the page leaves the live site again (a seasonal offer); leave out to keep it.'),
          ),
        ),
      }),
      d(
        'Scheduled publishing: the studio publishes the site again within a minute of each time. Pages given the same times go live together.',
      ),
    ),
  ),
  standalone: v.optional(
    v.pipe(
      v.boolean(),
      d(
        'true: visitors reach this page from elsewhere only (an advertisement, a form): `validate` does not note that no menu or page links to it.',
      ),
    ),
  ),
  fallbackToEnglish: v.optional(
    v.pipe(
      v.array(
        v.pipe(v.string(), v.regex(/^[a-z]{2,3}$/, 'expected a language code of data/site.json › locales, like "es"'), v.title('Language')),
      ),
      v.minLength(1, 'expected a language code, like "es"'),
      d(
        'The languages in which this page is shown in English, e.g. ["es"]: it is built under that language’s prefix with its English words, its head says so, and `validate` asks no copy of it (it notes the fallback instead). Leave out once the page has its copy, data/<code>/pages/….',
      ),
    ),
  ),
  sections: v.pipe(
    v.array(PageSectionSchema),
    v.minLength(1, 'expected at least one section'),
    d(
      'The page, top to bottom: sections, each { "type": "<section type>", …its props }, or { "type": "block", "block": "<id>" } for a shared one.',
    ),
  ),
})

export type PageMeta = v.InferOutput<typeof MetaSchema>
export type StructuredData = v.InferOutput<typeof StructuredDataSchema>
/** A parsed page file; its sections typed per section type. */
export type PageFile = Omit<v.InferOutput<typeof PageSchema>, 'sections'> & { sections: (AnySectionJson | BlockRef)[] }
