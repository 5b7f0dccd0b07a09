import type { HeaderItem } from '../../../schemas/navigation'

/**
 * The active-link rules of the specification, for links and dropdowns of the header, the drawer and the footer
 * (the links themselves are data: data/navigation.json, resolved into the frame).
 */

/** Strips a trailing slash (prerendered pages may be reached as "/gallery/"). */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname
}

/**
 * Home only on exactly "/" (or the home of the page's language, `home`: "/es"), any other link when the current path
 * starts with the link's path (on a segment boundary, so "/about" never matches "/about-us").
 */
export function isActivePath(pathname: string, href: string, home = '/'): boolean {
  if (!href.startsWith('/')) return false
  const current = normalizePath(pathname)
  const target = normalizePath(href.split(/[?#]/)[0] || '/')
  if (target === '/' || target === normalizePath(home)) return current === target
  return current === target || current.startsWith(`${target}/`)
}

/** A dropdown is current under its `activePrefix` (Services: /services), else when the page is one of its links. */
export function isMenuActive(pathname: string, item: HeaderItem): boolean {
  if (item.activePrefix) return isActivePath(pathname, item.activePrefix)
  return (item.groups ?? []).some((group) => group.items.some((link) => isActivePath(pathname, link.href)))
}
