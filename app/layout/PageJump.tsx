import { ArrowUp } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { navLink } from 'styled-system/recipes'

/**
 * Ways back on a long page, plain links that need no JavaScript: "Back to top" in the footer, and on phones a small
 * floating pair — "Get a quote" and "Top".
 *
 * `#top` targets the frame's root (SiteLayout): the page scrolls to its start and the next Tab reaches the skip link.
 * "Get a quote" goes to the page's own form when it has one (`#quote`, the quote-form section's default id), else to
 * the contact page's; both links are in the HTML and CSS shows the one that fits (`:has`), so the choice holds after
 * the router swaps the page in place.
 *
 * The floating pair shows only on phones whose chat button sits in the header bar (app/layout/ChatWidget.tsx: 360 to
 * 639 px), so it never covers the chat button; it appears once the visitor has scrolled a screen (a scroll-driven
 * animation: hidden, and not tappable, at the top where the hero's own buttons are), it is absent where such
 * animations are not supported, and the footer's last row keeps room for it below its text.
 */
export const TOP_ID = 'top'

export function FooterTopLink() {
  return (
    <a href={`#${TOP_ID}`} className={cx(navLink({ tone: 'footer' }), css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' }))}>
      Back to top
      <ArrowUp aria-hidden="true" focusable="false" className={css({ w: '3.5', h: '3.5' })} />
    </a>
  )
}

const pill = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1.5',
  h: '11',
  px: '4',
  borderRadius: 'full',
  fontSize: 'sm',
  fontWeight: '600',
  whiteSpace: 'nowrap',
  transition: 'background {durations.fast}',
})

export function FloatingJump({ contactHref }: { contactHref: string }) {
  return (
    <nav
      aria-label="Jump to"
      className={css({
        display: 'none',
        '@media (min-width: 360px) and (max-width: 639.98px)': {
          '@supports (animation-timeline: scroll())': {
            display: 'flex',
            position: 'fixed',
            right: '3',
            bottom: 'calc(env(safe-area-inset-bottom, 0px) + 0.75rem)',
            zIndex: 35,
            gap: '1',
            p: '1',
            borderRadius: 'full',
            bg: 'bg.inverse',
            boxShadow: 'lifted',
            animationName: 'revealOnScroll',
            animationDuration: '1ms',
            animationTimingFunction: 'linear',
            animationFillMode: 'both',
            animationTimeline: 'scroll(root block)',
            animationRange: '60vh 90vh',
          },
        },
      })}
    >
      {/* The page's own form when it has one; else the contact page's. */}
      <a href="#quote" className={cx(pill, quoteLink, css({ 'html:not(:has(#quote)) &': { display: 'none' } }))}>
        Get a quote
      </a>
      <a href={contactHref} className={cx(pill, quoteLink, css({ 'html:has(#quote) &': { display: 'none' } }))}>
        Get a quote
      </a>
      <a href={`#${TOP_ID}`} aria-label="Back to top" className={cx(pill, topLink)}>
        <ArrowUp aria-hidden="true" focusable="false" className={css({ w: '4', h: '4' })} />
        Top
      </a>
    </nav>
  )
}

const quoteLink = css({ bg: 'accent.default', color: 'accent.fg', _hover: { bg: 'accent.emphasis' } })
const topLink = css({ color: 'fg.inverse', _hover: { bg: 'rgba(255, 255, 255, 0.12)' } })
