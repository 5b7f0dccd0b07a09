import * as v from 'valibot'
import { FactText, Href, ImageName, Slug, Template, Text } from './fields'

/**
 * Shapes of the site facts and of the records of the catalogue and the places served (data/*.json). Each becomes a
 * collection in ./collections.ts; every description here is the help an editor shows on hover.
 */

const d = v.description

export const OpeningHoursSchema = v.strictObject({
  label: v.pipe(Text, d('Days as visitors read them, e.g. "Mon-Fri".')),
  text: v.pipe(Text, d('Hours as visitors read them, e.g. "8AM-6PM" or "By appointment".')),
  days: v.optional(
    v.pipe(
      v.array(v.picklist(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])),
      d('schema.org days for search engines; leave out for "by appointment".'),
    ),
  ),
  opens: v.optional(v.pipe(v.string(), v.regex(/^\d\d:\d\d$/, 'expected a 24-hour time like "08:00"'), d('Opening time, 24 h "HH:MM".'))),
  closes: v.optional(v.pipe(v.string(), v.regex(/^\d\d:\d\d$/, 'expected a 24-hour time like "18:00"'), d('Closing time, 24 h "HH:MM".'))),
})

/** A language of the site (data/site.json › locales): English first, the language every page and record is written in. */
export const LocaleSchema = v.strictObject({
  code: v.pipe(v.string(), v.regex(/^[a-z]{2,3}$/, 'expected a language code like "es"'), d('The language’s code (BCP 47), e.g. "es".')),
  label: v.pipe(FactText, d('The language’s own name, shown by the language switch, e.g. "Español".')),
  prefix: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\/[a-z]{2,3}$/, 'expected a route prefix like "/es"'),
      d('Where its pages live, e.g. "/es" (none for English, whose pages are the files of pages/).'),
    ),
  ),
})
export type LocaleDeclaration = v.InferOutput<typeof LocaleSchema>

const localeProblem = (locales: readonly LocaleDeclaration[]) => {
  const [first, ...others] = locales
  if (first?.code !== 'en' || first.prefix) return 'English comes first, without a prefix: { "code": "en", "label": "English" }'
  const codes = locales.map((l) => l.code)
  const twice = codes.find((c, i) => codes.indexOf(c) !== i)
  if (twice) return `"${twice}" is listed twice: each language once`
  const bare = others.find((l) => !l.prefix)
  if (bare) return `"${bare.code}" needs a prefix, e.g. "/${bare.code}": its pages live under it`
  const prefixes = others.map((l) => l.prefix)
  const shared = prefixes.find((p, i) => prefixes.indexOf(p) !== i)
  return shared ? `the prefix "${shared}" is given twice: each language its own` : undefined
}

export const SiteSchema = v.strictObject({
  name: v.pipe(FactText, d('The business name, in the header, the footer and search results.')),
  shortName: v.pipe(FactText, d('The short wordmark, e.g. "Westchester Stone".')),
  tagline: v.pipe(Text, d('One sentence about the business (footer, structured data).')),
  areaServed: v.pipe(
    FactText,
    d('The region the business serves, by its name, e.g. "Westchester County, NY" (what search engines read on a service page).'),
  ),
  url: v.pipe(
    v.string(),
    v.url('expected an absolute URL like "https://example.com"'),
    v.regex(/[^/]$/, 'remove the trailing slash'),
    d('The public address of the site, without a trailing slash (sitemap, canonical links, share tags).'),
  ),
  phone: v.strictObject({
    display: v.pipe(FactText, d('The phone number as visitors read it, e.g. "(914) 555-0142". Pages write {site.phone}.')),
    digits: v.pipe(
      v.string(),
      v.regex(/^\d{10,15}$/, 'expected 10 to 15 digits, country code first, e.g. "19145550142"'),
      d('Digits only with country code, for tel: and messaging links.'),
    ),
  }),
  email: v.pipe(v.string(), v.email('expected an e-mail address like "hello@example.com"'), d('The public e-mail address.')),
  address: v.pipe(
    v.strictObject({ street: FactText, city: FactText, region: FactText, postalCode: FactText, country: FactText }),
    d('The showroom and office address (footer, place cards, directions, structured data).'),
  ),
  geo: v.pipe(v.strictObject({ latitude: v.number(), longitude: v.number() }), d('Map coordinates of the showroom.')),
  hours: v.pipe(v.array(OpeningHoursSchema), d('Business hours (footer, chat, quote form).')),
  showroomHours: v.pipe(v.array(OpeningHoursSchema), d('Showroom hours (showroom and contact pages).')),
  priceRange: v.pipe(FactText, d('schema.org price range, e.g. "$$-$$$".')),
  rating: v.pipe(
    v.strictObject({
      value: v.number(),
      best: v.number(),
      count: v.number(),
      source: v.pipe(
        v.strictObject({
          name: v.pipe(FactText, d('Where the reviews are, as visitors know it, e.g. "Google".')),
          url: v.pipe(v.string(), v.url('expected an absolute URL like "https://g.page/…"'), d('The public page of those reviews.')),
        }),
        d('Where the rating comes from: shown, with a link, wherever the rating and count are.'),
      ),
      asOf: v.pipe(
        v.string(),
        v.isoDate('expected a date like "2026-10-31"'),
        d('The day the rating and count were read from the source (YYYY-MM-DD); update both together.'),
      ),
    }),
    d('Review rating: pages write {site.rating} ("4.9/5") and {site.reviews} (the count), with its source and date.'),
  ),
  yearsExperience: v.pipe(FactText, d('Years in business as shown, e.g. "15+"; pages write {site.years}.')),
  projectsCompleted: v.pipe(FactText, d('Projects completed as shown, e.g. "2000+"; pages write {site.projects}.')),
  turnaroundDays: v.pipe(
    FactText,
    d('Business days from template to installation as shown, e.g. "5-7"; pages write {site.turnaround} ("{site.turnaround} Days").'),
  ),
  slabsOnDisplay: v.pipe(FactText, d('Full slabs to see in the showroom as shown, e.g. "200+"; pages write {site.slabs}.')),
  emergencyResponseHours: v.pipe(
    FactText,
    d(
      'Hours within which an emergency repair is answered, 24/7, e.g. "2"; pages write {site.emergencyHours} ("within {site.emergencyHours} hours", "{site.emergencyHours}-Hour Response").',
    ),
  ),
  replyTime: v.pipe(
    Text,
    d(
      'How soon a request is answered, as shown after "within", e.g. "24 hours"; pages write {site.replyTime}, the quote form says it too.',
    ),
  ),
  social: v.pipe(v.array(v.strictObject({ label: FactText, href: v.string() })), d('Social profiles (footer, structured data).')),
  locales: v.optional(
    v.pipe(
      v.array(LocaleSchema),
      v.minLength(1, 'expected at least English'),
      v.check(
        (locales) => !localeProblem(locales),
        (issue) => localeProblem(issue.input as LocaleDeclaration[]) ?? 'check the languages',
      ),
      d(
        'The site’s languages: English first (the files of pages/ and data/), then each other one with its prefix, e.g. { "code": "es", "label": "Español", "prefix": "/es" }; its words are the copies in data/<code>/ (README: Translating a page). Without it, English only.',
      ),
    ),
  ),
  analyticsId: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^(GTM|G)-[A-Z0-9]+$/, 'expected a tag-manager id like "GTM-ABC123" or "G-ABC123"'),
      d('Tag-manager id; analytics loads only when it is set.'),
    ),
  ),
})

export const CatalogItemSchema = v.strictObject({
  name: v.pipe(Text, d('Display name, e.g. "Granite".')),
  slug: v.pipe(Slug, d('Key of the record and its page: /services/<slug>.')),
  category: v.pipe(
    v.picklist(['materials', 'services'], 'expected "materials" or "services"'),
    d('Materials or remodeling/repair services.'),
  ),
  shortDescription: v.pipe(Text, d('One or two sentences for cards.')),
  longDescription: v.pipe(Text, d('The paragraph of the record’s page hero.')),
  features: v.pipe(v.array(Text), d('Short feature lines; cards show the first few.')),
  benefits: v.pipe(v.array(Text), d('Benefit lines, listed on the record’s page.')),
  image: v.pipe(ImageName, d('Image of the material or service (data/images.json).')),
  price: v.pipe(
    v.strictObject({ starting: v.number(), unit: Text }),
    d('Starting price and its unit, e.g. { "starting": 45, "unit": "per sq ft" }.'),
  ),
  popular: v.optional(v.pipe(v.boolean(), d('Shows the Popular badge.'))),
  featured: v.optional(v.pipe(v.boolean(), d('Marks a featured record.'))),
})

export const LocationSchema = v.strictObject({
  name: v.pipe(FactText, d('Place name, e.g. "White Plains".')),
  slug: v.pipe(Slug, d('Key of the record, e.g. "white-plains".')),
  type: v.pipe(
    v.picklist(['city', 'town', 'village', 'hamlet'], 'expected "city", "town", "village" or "hamlet"'),
    d('Kind of place; cities get cards and pages.'),
  ),
  population: v.optional(v.pipe(FactText, d('Population as shown, e.g. "59,559".'))),
  density: v.optional(v.pipe(Text, d('Population density as shown, e.g. "16,824/sq mi".'))),
  description: v.pipe(Text, d('A sentence or two about serving this place.')),
  zipCodes: v.pipe(v.array(FactText), d('Every ZIP code of the place.')),
  parentTown: v.optional(v.pipe(FactText, d('The town a village or hamlet belongs to, e.g. "New Castle".'))),
  neighborhoods: v.optional(v.pipe(v.array(Text), d('Neighborhoods served.'))),
  nearby: v.optional(v.pipe(v.array(FactText), d('Nearby areas also served.'))),
  page: v.optional(v.pipe(Href, d('Route of the page about this place, when it has one (else /locations/<slug>).'))),
  geo: v.optional(
    v.pipe(
      v.strictObject({
        lat: v.pipe(
          v.number(),
          v.minValue(40.8, 'a latitude in Westchester County is 40.8 to 41.5'),
          v.maxValue(41.5, 'a latitude in Westchester County is 40.8 to 41.5'),
        ),
        lon: v.pipe(
          v.number(),
          v.minValue(-74.1, 'a longitude in Westchester County is -74.1 to -73.4'),
          v.maxValue(-73.4, 'a longitude in Westchester County is -74.1 to -73.4'),
        ),
      }),
      d(
        'Where the place is (its centre, in degrees, e.g. { "lat": 41.034, "lon": -73.763 }): its dot on the service-area map, which is drawn at build time. A place without it is left off the map.',
      ),
    ),
  ),
  quoteOption: v.optional(
    v.pipe(
      v.literal(true),
      d('Offered in the quote form’s Location list, in file order ("Other Westchester Location" comes last). Leave out for the others.'),
    ),
  ),
})

/** One choice of a quote-form list: the value a lead stores and the label the visitor and the owner read. */
export const QuoteChoiceSchema = v.strictObject({
  value: v.pipe(
    Slug,
    d('Sent by the form and stored with the lead, e.g. "kitchen-countertops". Leads already stored keep the old value when it changes.'),
  ),
  label: v.pipe(Text, d('What the form lists and the owner’s e-mail says, e.g. "Kitchen Countertops".')),
})

/** Values written twice in a list of choices (each value names one choice). */
const repeated = (choices: readonly { value: string }[]) => choices.map((c) => c.value).filter((value, i, all) => all.indexOf(value) !== i)

/**
 * The quote form's own vocabulary (data/quote-form.json). Its Location list is the places of data/locations.json
 * marked `quoteOption: true`, then `otherLocation`; its Service list is `services`.
 */
/** A field of the quote form: its label and the hint inside it. */
const labelled = (what: string) =>
  v.strictObject({
    label: v.pipe(Text, d(`The label of ${what}.`)),
    placeholder: v.pipe(Text, d('The hint shown inside the empty field.')),
  })

/** What one form of the quote form (quote, showroom, virtual, dealer) says of itself. */
const QuoteFormKindText = v.strictObject({
  plan: v.pipe(
    v.strictObject({
      label: v.pipe(Text, d('The label of the plan field, e.g. "Visit type".')),
      placeholder: v.pipe(Text, d('Its first choice while none is chosen, e.g. "Select a visit type".')),
    }),
    d('The plan field (a package, visit type, session or partnership level whose button led here).'),
  ),
  message: v.pipe(Text, d('The hint inside the free-text field: what to tell us.')),
  submit: v.pipe(Text, d('The submit button, e.g. "Get My Free Quote".')),
  fine: v.pipe(Text, d('The fine print beside the submit button.')),
  promise: v.pipe(Text, d('The line under the other ways to reach us: how soon it is answered (e.g. "within {site.replyTime}").')),
  confirmation: v.pipe(
    v.strictObject({
      title: v.pipe(Text, d('The heading that replaces the form once the request is sent.')),
      next: v.pipe(v.array(Text), v.minLength(1, 'expected at least one line'), d('What happens next, one line each.')),
    }),
    d('What the visitor reads once the request is sent.'),
  ),
  required: v.optional(
    v.pipe(
      v.strictObject({
        plan: v.optional(Text),
        preferredTime: v.optional(Text),
        platform: v.optional(Text),
        company: v.optional(Text),
        license: v.optional(Text),
        yearsInBusiness: v.optional(Text),
        monthlyVolume: v.optional(Text),
      }),
      d(
        'The message under a field this form requires, left empty. The English ones are the API’s (schemas/quote.ts); a copy says them in its language.',
      ),
    ),
  ),
})

/**
 * Every word of the quote form (sections/quote-form), keyed so another language can stand beside it. Site facts are
 * named as everywhere ("within {site.replyTime}"); the Location and Service lists are the form's options (above).
 * The field messages are the request's contract (schemas/quote.ts), shared with the API.
 */
export const QuoteFormTextSchema = v.strictObject({
  title: v.pipe(Text, d('The form’s heading when its section gives none (the specification’s "Get Your Free Quote").')),
  fields: v.pipe(
    v.strictObject({
      firstName: labelled('the first name'),
      lastName: labelled('the last name'),
      email: labelled('the e-mail address'),
      phone: labelled('the phone number'),
      location: labelled('the Location list (the hint is its first choice)'),
      town: labelled('the town, asked with the "other" location (filled on the page of a town the list does not name)'),
      service: labelled('the Service list (the hint is its first choice)'),
      message: v.strictObject({ label: v.pipe(Text, d('The label of the project details (each form has its own hint, below).')) }),
      preferredTime: labelled('the preferred time (showroom and virtual forms)'),
      platform: labelled('the video platform (virtual form; the hint is its first choice)'),
      company: labelled('the company name (dealer form)'),
      license: labelled('the contractor license number (dealer form)'),
      yearsInBusiness: labelled('the years in business (dealer form)'),
      monthlyVolume: labelled('the monthly volume (dealer form)'),
    }),
    d('Each field’s label and hint.'),
  ),
  optional: v.pipe(Template(['label'], 'The label of a field the visitor may leave empty.'), d('e.g. "{label} (optional)".')),
  undecided: v.pipe(Text, d('The plan field’s first choice when a plan is optional, e.g. "Not decided yet".')),
  forms: v.pipe(
    v.strictObject({ quote: QuoteFormKindText, showroom: QuoteFormKindText, virtual: QuoteFormKindText, dealer: QuoteFormKindText }),
    d(
      'What each form says of itself: quote (a homeowner’s quote), showroom (a visit), virtual (a video session), dealer (an application).',
    ),
  ),
  submitting: v.pipe(Text, d('The submit button while the request is sent (the specification’s "Submitting...").')),
  invalid: v.pipe(Text, d('Said above the fields when a submit found fields to correct.')),
  messages: v.pipe(
    v.strictObject({
      firstName: Text,
      lastName: Text,
      email: Text,
      phone: Text,
      location: Text,
      service: Text,
      message: Text,
      town: Text,
    }),
    d(
      'The message under a field left empty or wrong. The English ones are the specification’s ("First name is required" …), as the API answers them; a copy says them in its language.',
    ),
  ),
  notAllowed: v.pipe(
    v.strictObject({ firstName: Text, lastName: Text, message: Text }),
    d('The message under a field holding characters that are not allowed (control characters).'),
  ),
  slab: v.pipe(
    v.strictObject({
      selected: Template(['slab'], 'The note of a slab chosen in the catalogue.'),
      price: Template(['price'], 'A slab price without its unit, e.g. "{price} per sq ft".'),
      remove: v.pipe(Text, d('The link that removes the slab from the request.')),
      removeLabel: Template(['slab'], 'What that link says to a screen reader.'),
    }),
    d('The note of a slab chosen in the catalogue (`/contact?slab=…`).'),
  ),
  materials: v.pipe(
    v.strictObject({
      selected: v.pipe(Text, d('The heading of the notes of the materials compared in the material guide.')),
      removeLabel: Template(['material'], 'What the button that removes one material from the request says to a screen reader.'),
    }),
    d('The notes of the materials compared in the material guide (`/contact?materials=granite,quartz`).'),
  ),
  spamTrap: v.pipe(Text, d('The label of the hidden field people never see (a trap for robots).')),
  aside: v.pipe(
    v.strictObject({
      label: v.pipe(Text, d('What the panel is, for a screen reader.')),
      title: v.pipe(Text, d('Its heading.')),
      call: Template(['phone'], 'The call line ({phone} is the phone link).'),
      email: Template(['email'], 'The e-mail line ({email} is the e-mail link).'),
    }),
    d('The panel beside the form: the other ways to reach us.'),
  ),
  sent: v.pipe(
    v.strictObject({
      reference: Template(['reference'], 'The lead’s reference in the confirmation.'),
      questions: Template(['phone'], 'The line under it ({phone} is the phone link).'),
      again: v.pipe(Text, d('The button that shows the form again.')),
      toast: v.pipe(
        v.strictObject({ title: v.pipe(Text, d('Its title.')), description: v.pipe(Text, d('Its text.')) }),
        d('The notification of a sent request (the specification’s "Quote Request Submitted!").'),
      ),
    }),
    d('What is said once a request is sent.'),
  ),
  failed: v.pipe(
    v.strictObject({ title: v.pipe(Text, d('Its title.')), description: v.pipe(Text, d('Its text (name {site.phone}).')) }),
    d('The notification of a request that could not be sent (the specification’s "Submission Failed").'),
  ),
  urgent: v.pipe(
    v.strictObject({
      promise: v.pipe(
        Text,
        d('The line under the other ways to reach us: the urgent promise (e.g. "within {site.emergencyHours} hours, day or night").'),
      ),
      confirmation: v.pipe(
        v.strictObject({
          title: v.pipe(Text, d('The heading that replaces the form once the urgent request is sent.')),
          next: v.pipe(v.array(Text), v.minLength(1, 'expected at least one line'), d('What happens next, one line each: the promise.')),
        }),
        d('What the visitor reads once the urgent request is sent (the toast keeps its words).'),
      ),
      line: Template(['phone'], 'The emergency line under the confirmation ({phone} is the phone link).'),
    }),
    d(
      'What an urgent form (a quote-form with "urgent": true, e.g. the emergency page’s) says instead of its form’s promise and confirmation.',
    ),
  ),
  acknowledgement: v.pipe(
    v.strictObject({
      subject: Template(['reference', 'business'], 'The subject of the e-mail a homeowner gets once a request is in.'),
      greeting: Template(['name'], 'Its first line ({name}: the first name the visitor typed).'),
      received: Template(['reference'], 'That the request is in, with its reference (what the confirmation showed).'),
      next: v.pipe(Text, d('The heading of what happens next: the lines of the form’s confirmation (or the urgent one) follow it.')),
      questions: Template(['phone'], 'How to reach the business meanwhile ({phone}: the business phone).'),
      signature: Template(['business'], 'The signature ({business}: the business name).'),
      notice: v.pipe(Text, d('The small print: why this address gets the e-mail, and what to do if the request was not theirs.')),
    }),
    d('The acknowledgement e-mail a homeowner gets within seconds of a real request (never for spam; api/notify/).'),
  ),
})
export type QuoteFormText = v.InferOutput<typeof QuoteFormTextSchema>

export const QuoteFormVocabularySchema = v.strictObject({
  services: v.pipe(
    v.array(QuoteChoiceSchema),
    v.minLength(1, 'expected at least one service'),
    v.check(
      (services) => repeated(services).length === 0,
      (issue) => `the value "${repeated(issue.input as { value: string }[])[0]}" is listed twice: each service needs its own`,
    ),
    d('The quote form’s Service list, in order. A quote-form section’s `service` (its preselected service) names one by its value.'),
  ),
  otherLocation: v.pipe(
    QuoteChoiceSchema,
    d(
      'The last choice of the Location list, for a place not listed (the listed ones are the places marked `quoteOption` in data/locations.json).',
    ),
  ),
  text: v.pipe(QuoteFormTextSchema, d('Every word the form shows: labels, hints, buttons, the confirmation and the notifications.')),
})

/** What a review may be about (a testimonials section chooses reviews by these). */
export const TESTIMONIAL_TOPICS = [
  'kitchen',
  'bathroom',
  'bar',
  'outdoor',
  'granite',
  'quartz',
  'marble',
  'quartzite',
  'comparison',
  'design',
  'installation',
  'repair',
  'budget',
  'financing',
  'showroom',
  'commercial',
  'trade',
] as const
export type TestimonialTopic = (typeof TESTIMONIAL_TOPICS)[number]

export const TestimonialSchema = v.strictObject({
  id: v.pipe(Slug, d('Key of the review, e.g. "maria-scarsdale-kitchen"; pages name it in a testimonials section.')),
  quote: v.pipe(Text, d('What the customer said, in their words (no surrounding quotation marks).')),
  name: v.pipe(FactText, d('The customer’s name as they agreed to have it shown, e.g. "Maria G.".')),
  town: v.pipe(FactText, d('Where the customer lives or works, e.g. "Scarsdale" (a testimonials section may choose reviews by town).')),
  topics: v.pipe(
    v.array(v.picklist(TESTIMONIAL_TOPICS)),
    v.minLength(1, 'expected at least one topic'),
    d(
      `What the review is about, so sections choose it by topic: ${TESTIMONIAL_TOPICS.map((t) => `"${t}"`).join(', ')}. Name only what the review itself says.`,
    ),
  ),
  rating: v.pipe(v.number(), v.integer('expected a whole number of stars'), v.minValue(1), v.maxValue(5), d('Stars out of 5.')),
  project: v.optional(v.pipe(Text, d('What we did for them, e.g. "Quartzite kitchen island".'))),
  role: v.optional(v.pipe(Text, d('For trade partners: their business or role, e.g. "Kitchen & bath dealer".'))),
  sample: v.optional(
    v.pipe(
      v.boolean(),
      d(
        'true: a sample review written for the site preview, not a real customer’s words. Replace it with a real review (and remove this flag) before launch.',
      ),
    ),
  ),
})

export type Site = v.InferOutput<typeof SiteSchema>
export type CatalogItem = v.InferOutput<typeof CatalogItemSchema>
export type Location = v.InferOutput<typeof LocationSchema>
export type Testimonial = v.InferOutput<typeof TestimonialSchema>
