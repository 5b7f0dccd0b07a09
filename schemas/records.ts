import * as v from 'valibot'

/** Shapes of the records in data/*.json: facts used by more than one page live there, once. */

const Slug = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a lowercase slug like "white-plains"'))
const NonEmpty = v.pipe(v.string(), v.minLength(1, 'expected a non-empty string'))

export const OpeningHoursSchema = v.strictObject({
  label: v.pipe(NonEmpty, v.description('Shown to visitors, e.g. "Mon-Fri"')),
  text: v.pipe(NonEmpty, v.description('Shown to visitors, e.g. "8AM-6PM"')),
  /** schema.org days and 24 h times for structured data; omitted for "by appointment". */
  days: v.optional(v.array(v.picklist(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']))),
  opens: v.optional(v.pipe(v.string(), v.regex(/^\d\d:\d\d$/, 'expected HH:MM'))),
  closes: v.optional(v.pipe(v.string(), v.regex(/^\d\d:\d\d$/, 'expected HH:MM'))),
})

export const SiteSchema = v.strictObject({
  $schema: v.optional(v.string()),
  name: NonEmpty,
  shortName: NonEmpty,
  tagline: NonEmpty,
  url: v.pipe(v.string(), v.url('expected an absolute URL like "https://example.com"'), v.regex(/[^/]$/, 'remove the trailing slash')),
  phone: v.strictObject({
    display: NonEmpty,
    /** Digits only with country code, used for tel: and wa.me links. */
    digits: v.pipe(v.string(), v.regex(/^\d{10,15}$/, 'expected 10 to 15 digits')),
  }),
  email: v.pipe(v.string(), v.email('expected an e-mail address')),
  address: v.strictObject({ street: NonEmpty, city: NonEmpty, region: NonEmpty, postalCode: NonEmpty, country: NonEmpty }),
  geo: v.strictObject({ latitude: v.number(), longitude: v.number() }),
  hours: v.array(OpeningHoursSchema),
  showroomHours: v.array(OpeningHoursSchema),
  priceRange: NonEmpty,
  rating: v.strictObject({ value: v.number(), best: v.number(), count: v.number() }),
  yearsExperience: NonEmpty,
  social: v.array(v.strictObject({ label: NonEmpty, href: v.string() })),
  chat: v.strictObject({ greeting: NonEmpty, quickMessages: v.array(NonEmpty), consultationMessage: NonEmpty }),
  analyticsId: v.optional(v.pipe(v.string(), v.regex(/^(GTM|G)-[A-Z0-9]+$/, 'expected a tag-manager id like "GTM-ABC123" or "G-ABC123"'))),
})

export const CatalogItemSchema = v.strictObject({
  name: NonEmpty,
  slug: Slug,
  category: v.picklist(['materials', 'services']),
  shortDescription: NonEmpty,
  longDescription: NonEmpty,
  features: v.array(NonEmpty),
  benefits: v.array(NonEmpty),
  image: NonEmpty,
  price: v.strictObject({ starting: v.number(), unit: NonEmpty }),
  popular: v.optional(v.boolean()),
  featured: v.optional(v.boolean()),
})

export const CatalogSchema = v.strictObject({ $schema: v.optional(v.string()), items: v.array(CatalogItemSchema) })

export const LocationSchema = v.strictObject({
  name: NonEmpty,
  slug: Slug,
  type: v.picklist(['city', 'town', 'village', 'hamlet']),
  population: v.optional(NonEmpty),
  description: NonEmpty,
  zipCodes: v.array(NonEmpty),
  parentTown: v.optional(NonEmpty),
  neighborhoods: v.optional(v.array(NonEmpty)),
  nearby: v.optional(v.array(NonEmpty)),
  /** Route of the page about this place, when one exists. */
  page: v.optional(v.pipe(v.string(), v.startsWith('/', 'expected a site path starting with "/"'))),
})

export const LocationsSchema = v.strictObject({ $schema: v.optional(v.string()), items: v.array(LocationSchema) })

export type Site = v.InferOutput<typeof SiteSchema>
export type CatalogItem = v.InferOutput<typeof CatalogItemSchema>
export type Location = v.InferOutput<typeof LocationSchema>

/** Each record file, its schema and the name of its generated JSON Schema. */
export const recordFiles = {
  'data/site.json': { schema: SiteSchema, jsonSchema: 'site.schema.json' },
  'data/catalog.json': { schema: CatalogSchema, jsonSchema: 'catalog.schema.json' },
  'data/locations.json': { schema: LocationsSchema, jsonSchema: 'locations.schema.json' },
} as const
