import * as v from 'valibot'
import { Icon } from '../sections/_shared/fields'
import { Href, Text } from './fields'

/**
 * The site's navigation as data (data/navigation.json): the header bar and its dropdowns, the phone drawer, the
 * footer's lists and the chat widget's messages. Links are checked like any link of a page (a missing route fails
 * `npm run validate` with a did-you-mean); the frame renders from the resolved copy of this record (app/builder/frame.ts).
 */

const d = v.description

export const NavLinkSchema = v.strictObject({
  label: v.pipe(Text, d('The link text, e.g. "Gallery".')),
  href: v.pipe(Href, d('Where it goes: a site path like "/gallery", or "tel" for the business phone.')),
  icon: v.optional(v.pipe(Icon, d('An icon shown before the label in dropdowns and the drawer.'))),
})

export const NavGroupSchema = v.strictObject({
  label: v.optional(
    v.pipe(Text, d('A small heading over the group, e.g. "Countertop Materials". Groups without one are divided by a line.')),
  ),
  items: v.pipe(v.array(NavLinkSchema), v.minLength(1, 'expected at least one link'), d('The links of the group, in order.')),
})

const activePrefix = v.pipe(
  v.string(),
  v.regex(/^\/[a-z0-9/-]*$/, 'expected a site path like "/services"'),
  d('Mark the dropdown as current on every page under this path (default: when the page is one of its links).'),
)

export const HeaderItemSchema = v.pipe(
  v.strictObject({
    label: v.pipe(Text, d('The text in the header bar, e.g. "Home" or "Services".')),
    href: v.optional(v.pipe(Href, d('A direct link. Give either `href` or `groups`.'))),
    groups: v.optional(
      v.pipe(v.array(NavGroupSchema), v.minLength(1, 'expected at least one group'), d('A dropdown: its groups of links.')),
    ),
    activePrefix: v.optional(activePrefix),
  }),
  v.check((item) => Boolean(item.href) !== Boolean(item.groups), 'give either "href" (a link) or "groups" (a dropdown), not both'),
  d('One entry of the header bar: a link, or a dropdown of groups.'),
)

export const NavigationSchema = v.strictObject({
  header: v.pipe(
    v.strictObject({
      items: v.pipe(v.array(HeaderItemSchema), d('The entries of the header bar on large screens, left to right.')),
      cta: v.pipe(NavLinkSchema, d('The button at the right of the header, e.g. "Get Quote" → /contact.')),
    }),
    d('The sticky header bar (large screens).'),
  ),
  drawer: v.pipe(
    v.strictObject({
      links: v.pipe(v.array(NavLinkSchema), d('The main links at the top of the drawer.')),
      groups: v.pipe(v.array(NavGroupSchema), d('Headed groups of links below them.')),
      cta: v.pipe(NavLinkSchema, d('The main button at the bottom of the drawer, e.g. "Get Free Quote".')),
      callLabel: v.pipe(Text, d('The call button under it; the phone number is appended, e.g. "Call" → "Call (914) 555-0142".')),
    }),
    d('The menu drawer of small screens.'),
  ),
  footer: v.pipe(
    v.strictObject({
      lists: v.pipe(
        v.array(
          v.strictObject({
            title: v.pipe(Text, d('The heading of the list, e.g. "Services".')),
            items: v.pipe(
              v.array(
                v.strictObject({
                  label: v.pipe(Text, d('The text of the item.')),
                  href: v.optional(v.pipe(Href, d('Where it links; leave out for plain text.'))),
                }),
              ),
              d('The items in order.'),
            ),
          }),
        ),
        d('Lists of links between the brand and the contact details (social links and contact details come from data/site.json).'),
      ),
    }),
    d('The shared footer.'),
  ),
  chat: v.pipe(
    v.strictObject({
      greeting: v.pipe(Text, d('The first message of the chat panel.')),
      quickMessages: v.pipe(v.array(Text), d('Messages a visitor sends with one tap (through the messaging app).')),
      consultationMessage: v.pipe(Text, d('What the Schedule Consultation button sends.')),
    }),
    d('The floating chat widget.'),
  ),
})

export type Navigation = v.InferOutput<typeof NavigationSchema>
export type NavLink = v.InferOutput<typeof NavLinkSchema>
export type NavGroup = v.InferOutput<typeof NavGroupSchema>
export type HeaderItem = v.InferOutput<typeof HeaderItemSchema>
