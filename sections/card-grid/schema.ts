import * as v from 'valibot'
import { Button, Heading, Icon, ImageName, SectionId, Text, Tone } from '../_shared/fields'

export const Card = v.strictObject({
  image: v.optional(ImageName),
  imageAlt: v.optional(v.string()),
  icon: v.optional(Icon),
  /** Small label above the title, e.g. a category or "Italy". */
  kicker: v.optional(Text),
  title: Text,
  subtitle: v.optional(Text),
  text: v.optional(Text),
  /** Highlight badge, e.g. "Popular" or "Most Popular". */
  badge: v.optional(Text),
  /** Short labels shown as tags, e.g. the materials a project used: ["Quartz", "Granite"]. */
  tags: v.optional(v.array(Text)),
  /** Named facts, e.g. [{ "label": "Materials", "value": "Granite, Quartz" }, { "label": "Urgency", "value": "Same-day" }]. */
  facts: v.optional(v.array(v.strictObject({ label: Text, value: Text }))),
  /** A price line, e.g. "From $45/sq ft". */
  price: v.optional(Text),
  features: v.optional(v.array(Text)),
  link: v.optional(Button),
})

/** A grid of cards: services, styles, brands, types, highlights, colours, applications, projects, team... */
export const schema = v.strictObject({
  type: v.literal('card-grid'),
  id: v.optional(SectionId),
  ...Heading,
  tone: Tone,
  columns: v.optional(v.picklist([2, 3, 4])),
  /** default: bordered cards; media: image on top; compact: small tiles; gallery: images with captions. */
  variant: v.optional(v.picklist(['default', 'media', 'compact', 'gallery'])),
  cards: v.pipe(v.array(Card), v.minLength(1, 'expected at least one card')),
})
