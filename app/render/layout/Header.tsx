import { Phone } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { button, navLink } from 'styled-system/recipes'
import type { NavLink } from '../../../schemas/navigation'
import type { ResolvedFrame } from '../../../schemas/page-data'
import { fill } from '../../../sections/_shared/text'
import { Island } from '../Island'
import type { PageLanguage } from '../locale'
import { Brand } from './Brand'
import { LanguageSwitch } from './LanguageSwitch'
import { MobileNav } from './MobileNav'
import { isActivePath } from './nav'

/**
 * The sticky site header: wordmark, desktop navigation (large screens), Get Quote, and the mobile drawer.
 * Static HTML with the current page marked; the dropdowns are an island (Ark UI menus), the drawer a native dialog.
 * The language switch (LanguageSwitch.tsx) sits beside the phone, and in the drawer.
 */
export function Header({ frame, pathname, language }: { frame: ResolvedFrame; pathname: string; language: PageLanguage }) {
  const { business, header } = frame
  return (
    <header
      className={css({
        position: 'sticky',
        top: '0',
        zIndex: 30,
        bg: 'rgba(250, 248, 245, 0.9)',
        backdropFilter: 'saturate(1.4) blur(12px)',
        borderBottomWidth: '1px',
        borderColor: 'border.default',
      })}
    >
      <div
        className={css({
          maxW: 'content',
          mx: 'auto',
          px: { base: '4', md: '6' },
          h: { base: '16', lg: '4.5rem' },
          display: 'flex',
          alignItems: 'center',
          gap: '4',
        })}
      >
        <Brand name={business.name} shortName={business.shortName} home={language.home} />

        <nav aria-label={header.navLabel} className={css({ display: { base: 'none', lg: 'block' }, ml: 'auto' })}>
          <ul className={css({ display: 'flex', alignItems: 'center', gap: '0.5', listStyle: 'none' })}>
            {header.items.map((item) => (
              <li key={item.label}>
                {item.groups ? (
                  <Island name="header-menu" props={{ item, pathname }} />
                ) : (
                  <BarLink item={{ label: item.label, href: item.href! }} pathname={pathname} home={language.home} />
                )}
              </li>
            ))}
          </ul>
        </nav>

        {/* The phone: the number itself on wide screens, a one-tap call button on phones and tablets. */}
        <a href={business.phone.tel} aria-label={fill(header.callLabel, { phone: business.phone.display })} className={phoneLink}>
          <Phone aria-hidden="true" focusable="false" />
          <span className={css({ display: { base: 'none', xl: 'inline' } })}>{business.phone.display}</span>
        </a>

        <LanguageSwitch languages={language.languages} tone="bar" />

        <a
          href={header.cta.href}
          className={cx(button({ size: 'sm' }), css({ display: { base: 'none', md: 'inline-flex' }, ml: { base: '1', lg: '2' } }))}
        >
          {header.cta.label}
        </a>

        <div className={css({ display: { base: 'flex', lg: 'none' } })}>
          <MobileNav drawer={frame.drawer} phone={business.phone} pathname={pathname} languages={language.languages} home={language.home} />
        </div>
      </div>
    </header>
  )
}

const phoneLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '2',
  flexShrink: 0,
  ml: { base: 'auto', lg: '2' },
  w: { base: '10', xl: 'auto' },
  h: '10',
  px: { xl: '3' },
  borderRadius: 'full',
  borderWidth: { base: '1px', xl: '0' },
  borderColor: 'border.strong',
  color: { base: 'accent.text', xl: 'fg.default' },
  fontWeight: '600',
  fontSize: 'sm',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  transition: 'color {durations.fast}, background-color {durations.fast}',
  _hover: { color: 'accent.text', bg: { base: 'accent.subtle', xl: 'transparent' } },
  '& svg': { width: '1.05rem', height: '1.05rem', color: 'accent.default', flexShrink: 0 },
})

function BarLink({ item, pathname, home }: { item: NavLink; pathname: string; home: string }) {
  const active = isActivePath(pathname, item.href, home)
  return (
    <a href={item.href} aria-current={active ? 'page' : undefined} className={navLink({ tone: 'bar' })}>
      {item.label}
    </a>
  )
}
