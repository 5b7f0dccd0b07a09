import { locations } from '../locations'
import { locationHref } from '../../schemas/routing'
import type { IconName } from '../../ui/Icon'

/**
 * The site navigation, defined once. The desktop header, the mobile drawer and the footer all derive from it.
 * Plain data (no UI imports besides a type), so tests can import it too.
 */
export interface NavItem {
  href: string
  label: string
  icon?: IconName
}

export interface NavGroup {
  label: string
  items: NavItem[]
}

/** Direct links of the header (and the first block of the drawer). */
export const mainLinks: NavItem[] = [
  { href: '/', label: 'Home' },
  { href: '/gallery', label: 'Gallery' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
]

export const materials: NavGroup = {
  label: 'Countertop Materials',
  items: [
    { href: '/services/granite', label: 'Granite' },
    { href: '/services/quartz', label: 'Quartz' },
    { href: '/services/marble', label: 'Marble' },
    { href: '/services/porcelain', label: 'Porcelain' },
    { href: '/services/quartzite', label: 'Quartzite' },
  ],
}

export const remodeling: NavGroup = {
  label: 'Complete Remodeling',
  items: [
    { href: '/services/kitchen-remodeling', label: 'Kitchen Remodeling' },
    { href: '/services/bathroom-remodeling', label: 'Bathroom Remodeling' },
    { href: '/services/countertop-repair', label: 'Countertop Repair' },
  ],
}

/** The Services dropdown: two headed groups. Its trigger is active on every path under this prefix. */
export const services = { label: 'Services', prefix: '/services', groups: [materials, remodeling] }

/** The Resources dropdown: six links, then a separator and the dealer program. */
export const resources = {
  label: 'Resources',
  items: [
    { href: '/slab-selection', label: 'View Slabs', icon: 'layers' },
    { href: '/financing', label: 'Financing Options', icon: 'dollar' },
    { href: '/process', label: 'Our Process', icon: 'clock' },
    { href: '/material-comparison', label: 'Material Guide', icon: 'search' },
    { href: '/virtual-consultation', label: 'Virtual Consultation', icon: 'video' },
    { href: '/before-after', label: 'Before & After', icon: 'sparkles' },
  ] satisfies NavItem[] as NavItem[],
  afterSeparator: [{ href: '/dealer-program', label: 'Dealer Program', icon: 'users' }] satisfies NavItem[] as NavItem[],
}

/** The drawer shows only the first three resources. */
export const drawerResources: NavItem[] = resources.items.slice(0, 3)

/** The drawer names the remodeling group more briefly. */
export const drawerRemodelingLabel = 'Remodeling'

export const quoteLink: NavItem = { href: '/contact', label: 'Get Quote' }
export const drawerQuoteLink: NavItem = { href: '/contact', label: 'Get Free Quote' }

/** Footer services list: the first three link to their material page, the rest are plain text. */
export const footerServices: Array<{ label: string; href?: string }> = [
  { label: 'Granite Countertops', href: '/services/granite' },
  { label: 'Quartz Countertops', href: '/services/quartz' },
  { label: 'Marble Countertops', href: '/services/marble' },
  { label: 'Kitchen Islands' },
  { label: 'Bathroom Vanities' },
  { label: 'Outdoor Kitchens' },
]

/**
 * Footer "Service Areas": the cities of data/locations.json, linking to their pages. A function, so the islands
 * that import this module (menus, drawer) do not carry the location records.
 */
export const serviceAreas = (): NavItem[] =>
  locations.filter((place) => place.type === 'city').map((place) => ({ href: locationHref(place), label: place.name }))

/** Strips a trailing slash (prerendered pages may be reached as "/gallery/"). */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
}

/**
 * The active-link rule of the specification: Home only on exactly "/", any other link when the current path
 * starts with the link's path (on a segment boundary, so "/about" never matches "/about-us").
 */
export function isActivePath(pathname: string, href: string): boolean {
  const current = normalizePath(pathname)
  const target = normalizePath(href)
  if (target === '/') return current === '/'
  return current === target || current.startsWith(`${target}/`)
}

/** The Services trigger is active under /services; the Resources trigger when the path is one of its links. */
export const isServicesActive = (pathname: string) => isActivePath(pathname, services.prefix)
export const isResourcesActive = (pathname: string) =>
  [...resources.items, ...resources.afterSeparator].some((item) => isActivePath(pathname, item.href))
