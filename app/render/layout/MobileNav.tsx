import { Menu as MenuIcon, Phone, X } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { button, navLink } from 'styled-system/recipes'
import type { NavGroup, NavLink, Navigation } from '../../../schemas/navigation'
import * as Drawer from '../../../ui/drawer'
import { Icon } from '../../../ui/Icon'
import type { ResolvedFrame } from '../../../schemas/page-data'
import type { PageLanguage } from '../locale'
import { LanguageSwitch } from './LanguageSwitch'
import { isActivePath } from './nav'

const groupLabel = css({ textStyle: 'eyebrow', fontSize: '0.6875rem', color: 'fg.muted', px: '3', pt: '5', pb: '1.5' })
const listClass = css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '0.5' })

/** The drawer's element id: its buttons name it (`commandfor`). One per page, in the header. */
const DRAWER_ID = 'site-drawer'

/**
 * Small screens: a menu button opening a drawer from the right — a native modal dialog (ui/drawer.tsx), so it opens
 * at the first tap, before any of the page's code has arrived, and needs none: static HTML in the frame, not an island.
 * Escape, the close button and a tap on the shade close it; choosing any link closes it (app/browser/islands.tsx:
 * one listener for every dialog of the page; the router closes any before it shows a page). `pathname` marks the current
 * page's link; after a client navigation the router marks the header's links again, these included.
 */
export function MobileNav({
  drawer,
  phone,
  pathname,
  languages = [],
  home,
}: {
  drawer: Navigation['drawer']
  phone: ResolvedFrame['business']['phone']
  pathname: string
  /** The page in the site's languages: the switch under the links. */
  languages?: PageLanguage['languages']
  /** The home of the page's language (its link is current only there). */
  home?: string
}) {
  const section = ({ label, items }: NavGroup, key: string) => {
    const list = (
      <ul className={listClass}>
        {items.map((item) => (
          <li key={item.href}>
            <DrawerLink item={item} pathname={pathname} home={home} />
          </li>
        ))}
      </ul>
    )
    if (!label) return <div key={key}>{list}</div>
    return (
      // biome-ignore lint/a11y/useSemanticElements: a labelled group of links, not form controls (no fieldset)
      <div key={key} role="group" aria-labelledby={`${DRAWER_ID}-group-${key}`}>
        <p id={`${DRAWER_ID}-group-${key}`} className={groupLabel}>
          {label}
        </p>
        {list}
      </div>
    )
  }

  return (
    <>
      <Drawer.Trigger
        target={DRAWER_ID}
        aria-label={drawer.openLabel}
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          w: '11',
          h: '11',
          borderRadius: 'full',
          color: 'fg.default',
          cursor: 'pointer',
          _hover: { bg: 'bg.muted' },
          '& svg': { w: '6', h: '6' },
        })}
      >
        <MenuIcon aria-hidden="true" />
      </Drawer.Trigger>
      <Drawer.Content id={DRAWER_ID} titleId={`${DRAWER_ID}-title`}>
        <Drawer.Header>
          <Drawer.Title id={`${DRAWER_ID}-title`}>{drawer.title}</Drawer.Title>
          <div className={css({ display: 'flex', alignItems: 'center', gap: '1', ml: 'auto' })}>
            <LanguageSwitch languages={languages} tone="drawer" />
            <Drawer.CloseTrigger target={DRAWER_ID} aria-label={drawer.closeLabel}>
              <X aria-hidden="true" />
            </Drawer.CloseTrigger>
          </div>
        </Drawer.Header>
        <Drawer.Body aria-label={drawer.navLabel}>
          <ul className={listClass}>
            {drawer.links.map((item) => (
              <li key={item.href}>
                <DrawerLink item={item} pathname={pathname} home={home} className={css({ fontWeight: '500', fontSize: 'lg' })} />
              </li>
            ))}
          </ul>
          {drawer.groups.map((group, index) => section(group, String(index)))}
        </Drawer.Body>
        <Drawer.Footer>
          <a href={drawer.cta.href} className={cx(button({ size: 'md' }), css({ w: 'full', h: '12', fontSize: 'md' }))}>
            {drawer.cta.label}
          </a>
          <a href={phone.tel} className={cx(button({ variant: 'secondary', size: 'md' }), css({ w: 'full', h: '12', fontSize: 'md' }))}>
            <Phone aria-hidden="true" />
            {drawer.callLabel} {phone.display}
          </a>
        </Drawer.Footer>
      </Drawer.Content>
    </>
  )
}

/** A drawer link, marked when it is the current page's. */
function DrawerLink({ item, pathname, home, className }: { item: NavLink; pathname: string; home?: string; className?: string }) {
  return (
    <a
      href={item.href}
      aria-current={isActivePath(pathname, item.href, home) ? 'page' : undefined}
      className={cx(navLink({ tone: 'drawer' }), className)}
    >
      {item.icon ? <Icon name={item.icon} size={18} className={css({ color: 'accent.default' })} /> : null}
      {item.label}
    </a>
  )
}
