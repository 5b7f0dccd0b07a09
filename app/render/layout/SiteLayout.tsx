import type { ReactNode } from 'react'
import { css, cx } from 'styled-system/css'
import type { ResolvedFrame } from '../../../schemas/page-data'
import { Island } from '../Island'
import { type PageLanguage, pageLanguage } from '../locale'
import { Footer } from './Footer'
import { Header } from './Header'
import { floatingJumpScope } from './PageJump'

/**
 * The frame of every page, a pure function of the resolved frame data (app/builder/frame.ts): skip link, sticky header, the page in <main id="main">, footer, floating chat
 * widget and the toast region (the last two are islands: app/browser/islands.tsx). The router root renders <SiteLayout><Outlet /></SiteLayout> inside <body>.
 *
 * Stacking (plain numbers: the theme has no z-index tokens): header 30 (its dropdowns inside it), chat widget 40,
 * floating links on phones 35, drawer and its backdrop 50, skip link 60; Ark puts the toast region above everything.
 */
export function SiteLayout({
  frame,
  pathname,
  language = pageLanguage(undefined),
  children,
}: {
  frame: ResolvedFrame
  pathname: string
  /** The page's language (app/render/locale.ts): the frame speaks `locale`; a page falling back to English says so on <main>. */
  language?: PageLanguage
  children: ReactNode
}) {
  const { name, phone, hours } = frame.business
  const mixed = language.lang !== language.locale
  return (
    // Positioned: the box of the floating links on phones (PageJump.tsx).
    <div
      lang={mixed ? language.locale : undefined}
      className={cx(css({ position: 'relative', minH: '100dvh', display: 'flex', flexDirection: 'column' }), floatingJumpScope)}
    >
      <a
        href="#main"
        className={css({
          position: 'fixed',
          top: '2',
          left: '2',
          zIndex: 60,
          px: '4',
          py: '2.5',
          borderRadius: 'md',
          bg: 'bg.inverse',
          color: 'fg.inverse',
          fontWeight: '600',
          fontSize: 'sm',
          transform: 'translateY(-200%)',
          transition: 'transform {durations.fast}',
          _focusVisible: { transform: 'translateY(0)', boxShadow: 'lifted' },
        })}
      >
        {frame.page.skipToContent}
      </a>
      <Header frame={frame} pathname={pathname} language={language} />
      <main
        id="main"
        tabIndex={-1}
        lang={mixed ? language.lang : undefined}
        className={css({ flex: '1', outline: 'none', scrollMarginTop: '20' })}
      >
        {children}
      </main>
      <Footer frame={frame} home={language.home} />
      <Island name="page-jump" props={{ contactHref: frame.header.cta.href, words: frame.page.jump, backToTop: frame.page.backToTop }} />
      <Island name="chat" props={{ name, phone, hours, chat: frame.chat }} />
      <Island name="toaster" props={{}} />
    </div>
  )
}
