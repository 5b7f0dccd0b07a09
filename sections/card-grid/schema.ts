import * as v from 'valibot'
import { AnyText, Button, Heading, Icon, Id, ImageName, Text, Tone } from '../_shared/fields'

const d = v.description

export const Card = v.strictObject({
  image: v.optional(v.pipe(ImageName, d('Card image (a name from data/images.json).'))),
  imageAlt: v.optional(v.pipe(AnyText, d('Replaces the image’s own alt text; "" when the title says it all.'))),
  swatch: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour like "#1c1c1c"'))),
      v.minLength(1, 'expected at least the ground colour'),
      v.maxLength(3, 'expected at most three colours: ground, veins, flecks'),
      d('A colour swatch of a stone when there is no image: ["#ground", "#veins"?, "#flecks"?], e.g. ["#f1ece4", "#b79a6b"].'),
    ),
  ),
  icon: v.optional(Icon),
  kicker: v.optional(v.pipe(Text, d('Small label above the title, e.g. a category or "Italy".'))),
  title: v.pipe(Text, d('The card title.')),
  subtitle: v.optional(v.pipe(Text, d('A line under the title, e.g. a role or a place.'))),
  text: v.optional(v.pipe(Text, d('The card’s paragraph.'))),
  badge: v.optional(v.pipe(Text, d('Highlight badge, e.g. "Popular" or "Most Popular".'))),
  tags: v.optional(v.pipe(v.array(Text), d('Short labels shown as tags, e.g. ["Quartz", "Granite"].'))),
  facts: v.optional(
    v.pipe(
      v.array(v.strictObject({ label: Text, value: Text })),
      d('Named facts, e.g. [{ "label": "Materials", "value": "Granite, Quartz" }, { "label": "Urgency", "value": "Same-day" }].'),
    ),
  ),
  price: v.optional(v.pipe(Text, d('A price line, e.g. "From $45/sq ft".'))),
  features: v.optional(v.pipe(v.array(Text), d('Check-marked feature lines.'))),
  link: v.optional(Button),
})

/** A grid of cards: services, styles, brands, types, highlights, colours, applications, projects, team... */
export const schema = v.pipe(
  v.strictObject({
    type: v.literal('card-grid'),
    id: Id,
    ...Heading,
    tone: Tone,
    columns: v.optional(v.pipe(v.picklist([2, 3, 4]), d('Cards per row on large screens (default: from the number of cards).'))),
    variant: v.optional(
      v.pipe(
        v.picklist(['default', 'media', 'compact', 'gallery']),
        d('default: bordered cards; media: image on top; compact: small tiles; gallery: images with captions.'),
      ),
    ),
    cards: v.pipe(v.array(Card), v.minLength(1, 'expected at least one card'), d('The cards, in order.')),
  }),
  d('A grid of cards: services, styles, brands, types, highlights, colours, applications, projects, team.'),
)
