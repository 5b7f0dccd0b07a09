import * as v from 'valibot'
import { Icon } from '../sections/_shared/fields'
import { Href, Template, Text } from './fields'

/**
 * The site's navigation as data (data/navigation.json): the header bar and its dropdowns, the phone drawer, the
 * footer's lists, the chat widget's messages and every other word of the frame around the pages (its components write
 * none: tests/unit/copy.test.ts). Links are checked like any link of a page (a missing route fails
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
      navLabel: v.pipe(Text, d('What screen readers call the header\'s navigation, e.g. "Main".')),
      callLabel: Template(['phone'], 'What screen readers hear on the phone button (phones show only its icon), e.g. "Call {phone}".'),
    }),
    d('The sticky header bar (large screens).'),
  ),
  drawer: v.pipe(
    v.strictObject({
      links: v.pipe(v.array(NavLinkSchema), d('The main links at the top of the drawer.')),
      groups: v.pipe(v.array(NavGroupSchema), d('Headed groups of links below them.')),
      cta: v.pipe(NavLinkSchema, d('The main button at the bottom of the drawer, e.g. "Get Free Quote".')),
      callLabel: v.pipe(Text, d('The call button under it; the phone number is appended, e.g. "Call" → "Call (914) 555-0142".')),
      openLabel: v.pipe(Text, d('What screen readers hear on the menu button that opens the drawer, e.g. "Open menu".')),
      title: v.pipe(Text, d('The heading of the open drawer, e.g. "Menu".')),
      closeLabel: v.pipe(Text, d('What screen readers hear on the drawer\'s close button, e.g. "Close menu".')),
      navLabel: v.pipe(Text, d('What screen readers call the drawer\'s links, e.g. "Mobile".')),
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
      socialLabel: v.pipe(Text, d('What screen readers call the list of social links, e.g. "Social media".')),
      contactTitle: v.pipe(Text, d('The heading over the phone, e-mail, address and hours, e.g. "Contact".')),
      hoursLabel: v.pipe(Text, d('What screen readers call the list of opening hours, e.g. "Hours".')),
      copyright: Template(
        ['year', 'name'],
        'The last line: {year} is the current year, {name} the business name, e.g. "© {year} {name}. All rights reserved."',
      ),
    }),
    d('The shared footer.'),
  ),
  chat: v.pipe(
    v.strictObject({
      greeting: v.pipe(Text, d('The first message of the chat panel.')),
      quickMessages: v.pipe(v.array(Text), d('Messages a visitor sends with one tap (through the messaging app).')),
      consultationMessage: v.pipe(Text, d('What the consultation button sends.')),
      openLabel: v.pipe(Text, d('What screen readers hear on the round button that opens the chat, e.g. "Chat with us".')),
      status: v.pipe(Text, d('The line under the business name at the top of the panel, e.g. "Typically replies instantly".')),
      closeLabel: v.pipe(Text, d('What screen readers hear on the panel\'s close button, e.g. "Close chat".')),
      hoursLabel: v.pipe(Text, d('What screen readers hear before the opening hours, e.g. "Hours:".')),
      quickMessagesLabel: v.pipe(Text, d('What screen readers call the list of quick messages, e.g. "Quick messages".')),
      opensApp: v.pipe(Text, d('What screen readers hear after a message or the consultation button, e.g. "(opens WhatsApp)".')),
      consultationLabel: v.pipe(Text, d('The button that sends the consultation message, e.g. "Schedule Consultation".')),
      note: v.pipe(Text, d('The small line under it, e.g. "Messages open in WhatsApp, ready to send.".')),
      callLabel: v.pipe(Text, d('The button that calls the business phone, e.g. "Call Now".')),
    }),
    d('The floating chat widget.'),
  ),
  page: v.pipe(
    v.strictObject({
      skipToContent: v.pipe(Text, d('The first link of every page, shown on the first Tab: it skips the header, e.g. "Skip to content".')),
      backToTop: v.pipe(
        Text,
        d('The footer\'s link back to the start of the page, e.g. "Back to top" (also what screen readers hear on the floating "Top").'),
      ),
      jump: v.pipe(
        v.strictObject({
          label: v.pipe(Text, d('What screen readers call the pair, e.g. "Jump to".')),
          quote: v.pipe(Text, d('The link to the quote form (the page\'s own, else the header button\'s page), e.g. "Get a quote".')),
          top: v.pipe(Text, d('The link back to the start of the page, e.g. "Top".')),
        }),
        d('The floating pair of links on phones, once the page is scrolled.'),
      ),
      draft: v.pipe(
        v.strictObject({
          label: v.pipe(Text, d('The banner\'s name and its first word, e.g. "Draft".')),
          note: Template(['draft', 'file'], 'What the banner says: {draft} is the `"draft": true` to remove, {file} the page\'s file.'),
        }),
        d('The banner over a draft page in `npm run dev` (drafts are never built or published).'),
      ),
    }),
    d('The words around every page outside the header, drawer, footer and chat.'),
  ),
})

export type Navigation = v.InferOutput<typeof NavigationSchema>
export type NavLink = v.InferOutput<typeof NavLinkSchema>
export type NavGroup = v.InferOutput<typeof NavGroupSchema>
export type HeaderItem = v.InferOutput<typeof HeaderItemSchema>
