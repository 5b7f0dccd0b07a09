import type { HeaderItem, NavGroup, NavLink, Navigation } from '../../schemas/navigation'
import type { ResolvedFrame } from '../../schemas/page-data'
import type { Site } from '../../schemas/records'
import type { CheckedProject } from '../../schemas/validate'

/** The frame of every page, resolved (the contract: ResolvedFrame in schemas/page-data.ts). */
export function resolveFrame(project: Pick<CheckedProject, 'collections'>): ResolvedFrame {
  const site = project.collections.site as Site
  const tel = `tel:+${site.phone.digits}`
  const link = <L extends { href?: string }>(l: L): L => (l.href === 'tel' ? { ...l, href: tel } : l)
  const group = (g: NavGroup): NavGroup => ({ ...g, items: g.items.map(link) })
  const nav = project.collections.navigation as Navigation
  return {
    business: {
      name: site.name,
      shortName: site.shortName,
      tagline: site.tagline,
      phone: { display: site.phone.display, tel, digits: site.phone.digits },
      email: site.email,
      address: { street: site.address.street, city: site.address.city, region: site.address.region, postalCode: site.address.postalCode },
      hours: site.hours.map((h) => `${h.label}: ${h.text}`),
      social: site.social,
    },
    header: {
      ...nav.header,
      items: nav.header.items.map((item): HeaderItem => (item.groups ? { ...item, groups: item.groups.map(group) } : link(item))),
      cta: link(nav.header.cta) as NavLink,
    },
    drawer: { ...nav.drawer, links: nav.drawer.links.map(link), groups: nav.drawer.groups.map(group), cta: link(nav.drawer.cta) },
    footer: { ...nav.footer, lists: nav.footer.lists.map((list) => ({ ...list, items: list.items.map(link) })) },
    chat: nav.chat,
    page: nav.page,
    ...(site.analyticsId ? { analyticsId: site.analyticsId } : {}),
  }
}
