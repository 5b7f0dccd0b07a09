import type { HeaderItem, NavGroup, NavLink, Navigation } from '../../schemas/navigation'
import type { ResolvedFrame } from '../../schemas/page-data'
import type { Site } from '../../schemas/records'
import { hrefPath } from '../../schemas/routing'
import type { CheckedProject } from '../../schemas/validate'

/**
 * The frame of every page, resolved (the contract: ResolvedFrame in schemas/page-data.ts). A menu entry to a page that
 * is not built — a scheduled page before its time (schemas/schedule.ts) — is left out until it is; a dropdown or group
 * left empty goes with it.
 */
export function resolveFrame(project: Pick<CheckedProject, 'collections'> & { pages?: CheckedProject['pages'] }): ResolvedFrame {
  const site = project.collections.site as Site
  const tel = `tel:+${site.phone.digits}`
  const hidden = new Set((project.pages ?? []).filter((p) => p.page.draft && p.route !== null).map((p) => p.route))
  const shown = (l: { href?: string }) => !l.href || l.href === 'tel' || !hidden.has(hrefPath(l.href))
  const link = <L extends { href?: string }>(l: L): L => (l.href === 'tel' ? { ...l, href: tel } : l)
  const links = <L extends { href?: string }>(list: readonly L[]) => list.filter(shown).map(link)
  const group = (g: NavGroup): NavGroup => ({ ...g, items: links(g.items) })
  const groups = (list: readonly NavGroup[]) => list.map(group).filter((g) => g.items.length > 0)
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
      items: nav.header.items
        .filter(shown)
        .map((item): HeaderItem => (item.groups ? { ...item, groups: groups(item.groups) } : link(item)))
        .filter((item) => !item.groups || item.groups.length > 0),
      cta: link(nav.header.cta) as NavLink,
    },
    drawer: { ...nav.drawer, links: links(nav.drawer.links), groups: groups(nav.drawer.groups), cta: link(nav.drawer.cta) },
    footer: { ...nav.footer, lists: nav.footer.lists.map((list) => ({ ...list, items: links(list.items) })) },
    chat: nav.chat,
    page: nav.page,
    ...(site.analyticsId ? { analyticsId: site.analyticsId } : {}),
  }
}
