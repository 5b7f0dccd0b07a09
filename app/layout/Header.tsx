import { Menu } from '@ark-ui/react/menu'
import { Link } from '@tanstack/react-router'
import { ChevronDown } from 'lucide-react'
import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import { button, menu, navLink } from 'styled-system/recipes'
import { Icon } from '../ui/Icon'
import { Brand } from './Brand'
import { MobileNav } from './MobileNav'
import { isActivePath, isResourcesActive, isServicesActive, mainLinks, quoteLink, resources, services, type NavItem } from './nav'
import { usePathname } from './usePathname'

/** The sticky site header: wordmark, desktop navigation (large screens), Get Quote, and the mobile drawer. */
export function Header() {
  const pathname = usePathname()
  const [home, ...others] = mainLinks
  return (
    <header
      className={css({
        position: 'sticky', top: '0', zIndex: 30, bg: 'rgba(250, 248, 245, 0.9)', backdropFilter: 'saturate(1.4) blur(12px)',
        borderBottomWidth: '1px', borderColor: 'border.default',
      })}
    >
      <div className={css({ maxW: 'content', mx: 'auto', px: { base: '4', md: '6' }, h: { base: '16', lg: '4.5rem' }, display: 'flex', alignItems: 'center', gap: '4' })}>
        <Brand />

        <nav aria-label="Main" className={css({ display: { base: 'none', lg: 'block' }, ml: 'auto' })}>
          <ul className={css({ display: 'flex', alignItems: 'center', gap: '0.5', listStyle: 'none' })}>
            <li><BarLink item={home} pathname={pathname} /></li>
            <li>
              <NavMenu label={services.label} active={isServicesActive(pathname)}>
                {services.groups.map((group) => (
                  <Menu.ItemGroup key={group.label} className={menu().itemGroup}>
                    <Menu.ItemGroupLabel className={menu().itemGroupLabel}>{group.label}</Menu.ItemGroupLabel>
                    {group.items.map((item) => <MenuLink key={item.href} item={item} pathname={pathname} />)}
                  </Menu.ItemGroup>
                ))}
              </NavMenu>
            </li>
            <li>
              <NavMenu label={resources.label} active={isResourcesActive(pathname)}>
                {resources.items.map((item) => <MenuLink key={item.href} item={item} pathname={pathname} />)}
                <Menu.Separator className={menu().separator} />
                {resources.afterSeparator.map((item) => <MenuLink key={item.href} item={item} pathname={pathname} />)}
              </NavMenu>
            </li>
            {others.map((item) => (
              <li key={item.href}><BarLink item={item} pathname={pathname} /></li>
            ))}
          </ul>
        </nav>

        <Link
          to={quoteLink.href}
          className={cx(button({ size: 'sm' }), css({ display: { base: 'none', md: 'inline-flex' }, ml: { base: 'auto', lg: '3' } }))}
        >
          {quoteLink.label}
        </Link>

        <div className={css({ display: { base: 'flex', lg: 'none' }, ml: { base: 'auto', md: '0' } })}>
          <MobileNav />
        </div>
      </div>
    </header>
  )
}

function BarLink({ item, pathname }: { item: NavItem; pathname: string }) {
  const active = isActivePath(pathname, item.href)
  return (
    <Link to={item.href} activeOptions={{ exact: item.href === '/', includeSearch: false }} aria-current={active ? 'page' : undefined} className={navLink({ tone: 'bar' })}>
      {item.label}
    </Link>
  )
}

/** A dropdown of the header (Ark UI Menu). The trigger is marked current when the page belongs to the menu. */
function NavMenu({ label, active, children }: { label: string; active: boolean; children: ReactNode }) {
  const classes = menu()
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-start', gutter: 6 }}
      // Enter on a highlighted link: Ark's default dispatches a non-bubbling click that React's delegated
      // handlers never see (the browser would do a full page load). A real click() reaches the router Link
      // (client-side navigation) and the menu item (closes the menu, focus back on the trigger).
      navigate={({ node }) => node.click()}
    >
      <Menu.Trigger className={classes.trigger} aria-current={active ? 'true' : undefined} data-active={active ? '' : undefined}>
        {label}
        <Menu.Indicator className={classes.indicator}>
          <ChevronDown aria-hidden="true" />
        </Menu.Indicator>
      </Menu.Trigger>
      <Menu.Positioner className={classes.positioner}>
        <Menu.Content className={classes.content}>
          {children}
        </Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  )
}

/** A menu item that is a router link: Enter, click and touch all navigate client-side, then the menu closes. */
function MenuLink({ item, pathname }: { item: NavItem; pathname: string }) {
  const classes = menu()
  const active = isActivePath(pathname, item.href)
  return (
    <Menu.Item value={item.href.replace(/^\//, '').replace(/\//g, '-')} asChild>
      <Link to={item.href} activeOptions={{ includeSearch: false }} aria-current={active ? 'page' : undefined} className={classes.item}>
        {item.icon ? <Icon name={item.icon} size={18} className={classes.itemIcon} /> : null}
        {item.label}
      </Link>
    </Menu.Item>
  )
}
