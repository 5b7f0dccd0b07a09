import type * as v from 'valibot'
import { defineCollection, defineSingleton, type RecordFinding } from './collection'
import { eachString } from './checks/issues'
import { FACT_PATTERN } from './facts'
import { NavigationSchema } from './navigation'
import { type Redirect, RedirectSchema, redirectIssues } from './redirects'
import { SectionTextSchema } from './section-text'
import { CatalogItemSchema, LocationSchema, QuoteFormVocabularySchema, SiteSchema, TestimonialSchema } from './records'
import {
  BeforeAfterSchema,
  type GalleryVocabulary,
  GalleryVocabularySchema,
  MaterialRatingSchema,
  ProjectSchema,
  projectPictures,
  projectRules,
  SlabCategorySchema,
  type SlabCategory,
  SlabSchema,
  slabRules,
} from './tool-records'
import { didYouMean } from './suggest'

/**
 * The collections of records that sections read (every collection but the shared blocks, which hold sections and are
 * declared with them in ./collections.ts): what a section's `resolve` may look up, typed without the sections.
 */
export const recordCollections = {
  site: defineSingleton({
    file: 'data/site.json',
    schema: SiteSchema,
    description:
      'The business facts every page shares: name, phone, e-mail, address, area served, hours, reply time, rating, years, projects, turnaround, slabs and emergency response shown, social profiles.',
    // Where the site's facts are written, and so never filled: a {site.…} in it would show as written.
    check: (site) => {
      const findings: RecordFinding[] = []
      eachString(site, '', (text, path) => {
        for (const [token] of text.matchAll(FACT_PATTERN))
          findings.push({
            path,
            message: `"${token}" would show as written: data/site.json is where the site's facts are written, and is not filled — write the value itself`,
          })
      })
      return findings
    },
  }),
  navigation: defineSingleton({
    file: 'data/navigation.json',
    schema: NavigationSchema,
    description: 'The header bar and its dropdowns, the phone drawer, the footer lists and the chat widget’s messages.',
  }),
  redirects: defineCollection({
    file: 'data/redirects.json',
    record: 'Redirect',
    schema: RedirectSchema,
    key: 'from',
    description: 'Old addresses and where they now lead: the server answers them with a permanent (or temporary) redirect.',
    // Against the pages and each other (./redirects.ts), for the redirects that passed their schema.
    check: (redirects, { valid, live, drafts }) => {
      const checked = redirects.flatMap((redirect, index) => (valid[index] ? [{ redirect: redirect as Redirect, index }] : []))
      return redirectIssues(
        checked.map((c) => c.redirect),
        live,
        drafts,
        (path) => didYouMean(path, [...live]),
      ).map((finding) => ({ ...finding, index: checked[finding.index].index }))
    },
  }),
  catalog: defineCollection({
    file: 'data/catalog.json',
    record: 'Service',
    schema: CatalogItemSchema,
    key: 'slug',
    description: 'Materials and services with their prices, features and benefits; each has a page /services/<slug>.',
  }),
  locations: defineCollection({
    file: 'data/locations.json',
    record: 'Place',
    schema: LocationSchema,
    key: 'slug',
    description: 'The cities, towns, villages and hamlets served; those marked `quoteOption` are the quote form’s Location list.',
    rules: (place, data) => {
      const other: unknown = data['quote-form']?.otherLocation?.value
      return [
        ...(place.quoteOption && place.slug === other
          ? [
              {
                path: 'slug',
                message: `"${other}" is also the value of the quote form’s other location (data/quote-form.json › otherLocation.value): the Location list needs each value once — change one of them`,
              },
            ]
          : []),
        ...(place.page && !place.geo
          ? [
              {
                path: 'geo',
                message: `a place with a page needs its coordinates, e.g. "geo": { "lat": 41.034, "lon": -73.763 }: the service-area map links every place's page`,
              },
            ]
          : []),
      ]
    },
  }),
  'quote-form': defineSingleton({
    file: 'data/quote-form.json',
    schema: QuoteFormVocabularySchema,
    description:
      'The quote form’s Service list, the last choice of its Location list ("Other Westchester Location") and every word it shows; the other locations are the places of data/locations.json marked `quoteOption`.',
  }),
  'section-text': defineSingleton({
    file: 'data/section-text.json',
    schema: SectionTextSchema,
    description:
      'The words sections show around their content, once for every page, by section type: labels, counts, what screen readers hear, the defaults of optional props, what a section says when its record is missing.',
  }),
  testimonials: defineCollection({
    file: 'data/testimonials.json',
    record: 'Review',
    schema: TestimonialSchema,
    key: 'id',
    description: 'Customer and trade-partner reviews, each written once and shown by testimonials sections on any page.',
  }),
  'slab-categories': defineCollection({
    file: 'data/slab-categories.json',
    record: 'Category',
    schema: SlabCategorySchema,
    key: 'id',
    description: 'The slab catalogue’s categories (its filter buttons), each with a name and a description.',
  }),
  slabs: defineCollection({
    file: 'data/slabs.json',
    record: 'Slab',
    schema: SlabSchema,
    key: 'id',
    description: 'The slabs of the catalogue: colour, origin or brand, finish, thickness, price range per sq ft, features.',
    rules: (slab, data) => slabRules(slab, data['slab-categories'] as SlabCategory[]),
    notes: (slab, data) => {
      if (slab.image) return []
      const category = (data['slab-categories'] as SlabCategory[]).find((c) => c.id === slab.category)
      return category
        ? [{ path: 'image', message: `no swatch of its own: the catalogue shows its category's image "${category.image}"` }]
        : []
    },
  }),
  gallery: defineSingleton({
    file: 'data/gallery.json',
    schema: GalleryVocabularySchema,
    description: 'The project gallery’s categories and materials: what a project may name, and the filter buttons, in order.',
  }),
  projects: defineCollection({
    file: 'data/projects.json',
    record: 'Project',
    schema: ProjectSchema,
    key: 'id',
    description: 'Finished projects shown in the gallery, filtered by category and material.',
    rules: (project, data) => projectRules(project, data.gallery as GalleryVocabulary | undefined),
    // Honest proof: a project's picture belongs to that project alone, and appears only with it (./tool-records.ts).
    check: (projects) => projectPictures(projects).twice,
    ownImages: (projects) => projectPictures(projects).elsewhere,
  }),
  'before-after': defineCollection({
    file: 'data/before-after.json',
    record: 'Transformation',
    schema: BeforeAfterSchema,
    key: 'id',
    description: 'Transformations: before and after images of the same space, with their details, challenges and solutions.',
  }),
  'material-ratings': defineCollection({
    file: 'data/material-ratings.json',
    record: 'Material',
    schema: MaterialRatingSchema,
    key: 'id',
    description: 'Each material rated 1-10 (higher is better for the owner), its pros and cons, and the granite vs quartz rows.',
  }),
}

export type RecordCollections = typeof recordCollections
export type RecordName = keyof RecordCollections
export type ListRecordName = { [N in RecordName]: RecordCollections[N] extends { kind: 'list' } ? N : never }[RecordName]
export type SingletonRecordName = Exclude<RecordName, ListRecordName>
export type RecordItem<N extends RecordName> = v.InferOutput<RecordCollections[N]['schema']>
/** Loaded record data: a list collection's records, or a singleton's record. */
export type RecordData = { [N in RecordName]: RecordCollections[N] extends { kind: 'list' } ? RecordItem<N>[] : RecordItem<N> }
