import type { ReactNode } from 'react'
import { css } from 'styled-system/css'
import { Island } from '../Island'
import { Footer } from './Footer'
import { Header } from './Header'

/**
 * The frame of every page: skip link, sticky header, the page in <main id="main">, footer, floating chat
 * widget and the toast region (the last two are islands: app/islands.tsx). The router root renders <SiteLayout><Outlet /></SiteLayout> inside <body>.
 *
 * Stacking (plain numbers: the theme has no z-index tokens): header 30 (its dropdowns inside it), chat widget 40,
 * drawer and its backdrop 50, skip link 60; Ark puts the toast region above everything.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <div className={css({ minH: '100dvh', display: 'flex', flexDirection: 'column' })}>
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
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={css({ flex: '1', outline: 'none', scrollMarginTop: '20' })}>
        {children}
      </main>
      <Footer />
      <Island name="chat" props={{}} />
      <Island name="toaster" props={{}} />
    </div>
  )
}
