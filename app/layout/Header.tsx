import { Link } from '@tanstack/react-router'
import { css, cx } from 'styled-system/css'
import { button, navLink } from 'styled-system/recipes'
import { deferred } from '../deferred'
import { Brand } from './Brand'
import { isActivePath, mainLinks, quoteLink, type NavItem } from './nav'
import { usePathname } from './usePathname'

// The dropdowns and the drawer are Ark UI machines: their code loads when the browser is idle (app/deferred.tsx).
const HeaderMenu = deferred('header-menu', () => import('./HeaderMenu').then((m) => m.HeaderMenu))
const MobileNav = deferred('mobile-nav', () => import('./MobileNav').then((m) => m.MobileNav))

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
            <li><HeaderMenu which="services" pathname={pathname} /></li>
            <li><HeaderMenu which="resources" pathname={pathname} /></li>
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

