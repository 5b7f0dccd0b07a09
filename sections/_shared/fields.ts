import * as v from 'valibot'

/**
 * Building blocks shared by section schemas. Plain valibot only: this file is imported by Node
 * (validation, schema generation) and must never import UI code.
 */

export const Text = v.pipe(v.string(), v.minLength(1, 'expected a non-empty string'))

/** A section anchor id, unique on its page (used for in-page links like "#quote"). */
export const SectionId = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, 'expected a lowercase id like "quote-form"'))

/**
 * A link target: a site path ("/services/granite", checked against the pages), an in-page anchor ("#quote"),
 * tel:, mailto:, sms:, or an absolute https URL. The special value "tel" calls the business phone from data/site.json.
 */
export const Href = v.pipe(
  v.string(),
  v.regex(
    /^(\/|#|tel$|tel:|mailto:|sms:|https:\/\/)/,
    'expected a site path like "/contact", "#anchor", "tel", "tel:…", "mailto:…", "sms:…" or "https://…"',
  ),
)

/** A name from app/images/images.json. */
export const ImageName = v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'expected an image name from app/images/images.json'))

export const ButtonVariant = v.picklist(['primary', 'secondary', 'ghost', 'inverse', 'outlineInverse', 'emergency'])

export const Icon = v.picklist([
  'award',
  'calendar',
  'check',
  'clock',
  'dollar',
  'flame',
  'gem',
  'hammer',
  'heart',
  'home',
  'layers',
  'map-pin',
  'message',
  'phone',
  'ruler',
  'shield',
  'sparkles',
  'star',
  'truck',
  'users',
  'wrench',
  'droplet',
  'sun',
  'zap',
  'leaf',
  'building',
  'mail',
  'video',
  'search',
  'grid',
])

export const Button = v.strictObject({
  label: Text,
  href: Href,
  variant: v.optional(ButtonVariant),
  /** Opens in a new tab (external links only). */
  newTab: v.optional(v.boolean()),
})

export const Heading = {
  eyebrow: v.optional(Text),
  title: v.optional(Text),
  intro: v.optional(Text),
}

/** Section background tone; "stone" uses the subtle stone texture. */
export const Tone = v.optional(v.picklist(['default', 'subtle', 'stone', 'dark']))
