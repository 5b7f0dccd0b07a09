import * as v from 'valibot'
import { Button, Href, Icon, ImageName, SectionId, Text } from '../_shared/fields'

/** The opening block of every page: headline, text, calls to action, optional image, badges and stats box. */
export const schema = v.strictObject({
  type: v.literal('hero'),
  id: v.optional(SectionId),
  /** split: text beside the image; centered: text only, centred; compact: a short band for inner pages. */
  variant: v.optional(v.picklist(['split', 'centered', 'compact'])),
  backLink: v.optional(v.strictObject({ label: Text, href: Href })),
  eyebrow: v.optional(Text),
  badge: v.optional(v.strictObject({ label: Text, tone: v.optional(v.picklist(['default', 'emergency'])) })),
  headline: Text,
  text: v.optional(Text),
  buttons: v.optional(v.array(Button)),
  /** Small trust badges under the buttons, e.g. "4.9/5 Rating". */
  badges: v.optional(v.array(v.strictObject({ icon: v.optional(Icon), label: Text }))),
  image: v.optional(ImageName),
  imageAlt: v.optional(v.string()),
  stats: v.optional(v.strictObject({ title: v.optional(Text), items: v.array(v.strictObject({ value: Text, label: Text })) })),
})
