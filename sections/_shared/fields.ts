import * as v from 'valibot'
import { AnyText, FactText, Href, ImageName, Text } from '../../schemas/fields'
import { ICONS } from '../../ui/icon-names'

/**
 * Props shared by section schemas. Plain valibot only: Node imports this for validation and schema generation.
 * Every prop carries a description: it is the help the editor shows on hover (JSON Schema "description").
 */
export { AnyText, FactText, Href, ImageName, Text }

const d = v.description

/** A section anchor id, unique on its page (used for in-page links like "#quote"). */
export const SectionId = v.pipe(
  v.string(),
  v.regex(/^[a-z][a-z0-9-]*$/, 'expected an id of lowercase letters, digits and hyphens, starting with a letter, like "quote-form"'),
  d('Anchor of this section, unique on the page: buttons link to it with "#<id>".'),
  v.title('Anchor ID'),
)

export const ButtonVariant = v.pipe(
  v.picklist(['primary', 'secondary', 'ghost', 'inverse', 'outlineInverse', 'emergency']),
  d('Button style: primary (bronze), secondary (outlined), ghost, inverse / outlineInverse (on dark), emergency (red).'),
)

export { ICONS }
export const Icon = v.pipe(v.picklist(ICONS), d('An icon name, e.g. "shield", "clock", "gem".'))

export const Button = v.strictObject({
  label: v.pipe(Text, d('The button text, e.g. "Get Free Quote".')),
  href: v.pipe(Href, d('Where it goes: "/contact", "#quote", "tel" (the business phone), "mailto:…", "https://…".')),
  variant: v.optional(ButtonVariant),
  newTab: v.optional(v.pipe(v.boolean(), d('Open in a new tab (external sites only).'))),
  track: v.optional(
    v.pipe(
      v.strictObject({
        event: v.pipe(FactText, d('Event name, e.g. "select_package".')),
        category: v.optional(v.pipe(FactText, d('Event category, e.g. "engagement".'))),
        label: v.optional(v.pipe(FactText, d('Event label, e.g. "Complete Transformation".'))),
        value: v.optional(v.pipe(v.number(), d('Event value, e.g. 35000.'))),
      }),
      d('An analytics event sent when the button is clicked (only when analytics is configured).'),
    ),
  ),
})
export const Buttons = v.pipe(v.array(Button), d('Buttons in order; the first is the main call to action.'))

export const Heading = {
  eyebrow: v.optional(v.pipe(Text, d('Small uppercase label above the title.'))),
  title: v.optional(v.pipe(Text, d('The section heading (h2).'))),
  intro: v.optional(v.pipe(Text, d('A sentence or two under the heading.'))),
}

/** Section background tone; "stone" uses the subtle stone texture. */
export const Tone = v.optional(
  v.pipe(
    v.picklist(['default', 'subtle', 'stone', 'dark']),
    d('Background: default (white), subtle (light stone), stone (textured), dark (charcoal).'),
  ),
)

/** The `id` prop every section accepts. */
export const Id = v.optional(SectionId)

/**
 * The quote form's anchor when its page gives it no id ("Get Free Quote" buttons link to "#quote"); sections that
 * offer a way to it (the pricing table's plans) read it here rather than from the quote form's folder.
 */
export const QUOTE_FORM_ANCHOR = 'quote'
