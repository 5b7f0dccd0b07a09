import * as v from 'valibot'
import { AnyText, Buttons, Href, Icon, Id, ImageName, Text } from '../_shared/fields'

const d = v.description

/** The opening block of every page: headline, text, calls to action, optional image, badges and stats box. */
export const schema = v.pipe(
  v.strictObject({
    type: v.literal('hero'),
    id: Id,
    variant: v.optional(
      v.pipe(
        v.picklist(['split', 'centered', 'compact']),
        d('split: text beside the image; centered: text only, centred; compact: a short band for inner pages.'),
      ),
    ),
    backLink: v.optional(
      v.pipe(v.strictObject({ label: Text, href: Href }), d('A link above the headline, e.g. { "label": "Back to Home", "href": "/" }.')),
    ),
    eyebrow: v.optional(v.pipe(Text, d('Small uppercase label above the headline.'))),
    badge: v.optional(
      v.pipe(v.strictObject({ label: Text, tone: v.optional(v.picklist(['default', 'emergency'])) }), d('A pill above the headline.')),
    ),
    headline: v.pipe(Text, d('The page’s main heading (h1).')),
    text: v.optional(v.pipe(Text, d('The paragraph under the headline.'))),
    buttons: v.optional(Buttons),
    badges: v.optional(
      v.pipe(
        v.array(v.strictObject({ icon: v.optional(Icon), label: Text })),
        d('Small trust badges under the buttons, e.g. "{site.rating} Rating".'),
      ),
    ),
    image: v.optional(v.pipe(ImageName, d('The hero image (a name from data/images.json).'))),
    imageAlt: v.optional(v.pipe(AnyText, d('Replaces the image’s own alt text.'))),
    stats: v.optional(
      v.pipe(
        v.strictObject({ title: v.optional(Text), items: v.array(v.strictObject({ value: Text, label: Text })) }),
        d('A box of figures beside or under the text, e.g. { "items": [{ "value": "500+", "label": "Projects" }] }.'),
      ),
    ),
  }),
  d('The opening block of a page: headline, text, calls to action, image, trust badges and a stats box.'),
)
