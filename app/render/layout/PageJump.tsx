import { ArrowUp } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { navLink } from 'styled-system/recipes'

/**
 * Ways back on a long page, plain links that need no JavaScript: "Back to top" in the footer, and on phones a small
 * floating pair — "Get a quote" and "Top".
 *
 * "Top" is `#top`: the document's top, or the hero that opens the page (heroes carry that id), just under the header
 * bar; the keyboard continues from there (the next Tab lands in the first screen).
 *
 * "Get a quote" goes to the page's own form when it has one (`#quote`, the quote-form section's default id), else to
 * the header's quote link; both links are in the HTML and CSS shows the one that fits (`:has`), so the choice holds
 * after the router swaps the page in place.
 *
 * The floating pair shows only on phones whose chat button sits in the header bar (app/render/layout/ChatWidget.tsx: 360 to
 * 639 px), so it never covers the chat button. It is sticky at the end of a strip that runs from one and a half
 * screens down the page to its end: at the top of the page (the hero and its own buttons) it is below the screen,
 * scrolling on it slides in and stays in the corner, and at the end it rests in the room the footer keeps below its
 * text. CSS only: no scroll listener.
 *
 * While the page's quote form is on screen the pair steps aside (fades out and takes no taps): it would sit over the
 * form's fields, and its "Get a quote" leads where the visitor already is. The form's layout names a view timeline
 * (`--quote-form`, sections/quote-form/recipe.ts), the frame's root makes it visible here, and the pair's `stepAside`
 * animation runs along it — by scroll position alone, so a tap on the form never makes the pair appear under the
 * finger. (Hiding it while a form field had the focus did: the tap on the submit button first takes the focus from the
 * field, the pair came back under the finger and took the tap.) Where a browser has no scroll-driven animations, or a
 * page holds two quote forms (the name is then ambiguous), the pair simply stays.
 */
export const TOP_HREF = '#top'

export function FooterTopLink() {
  return (
    <a href={TOP_HREF} className={cx(navLink({ tone: 'footer' }), css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' }))}>
      Back to top
      <ArrowUp aria-hidden="true" focusable="false" className={css({ w: '3.5', h: '3.5' })} />
    </a>
  )
}

const pill = {
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
} as const
const quote = { bg: 'accent.default', color: 'accent.fg', _hover: { bg: 'accent.emphasis' } } as const
// One condition, no negation: a rule that matches nothing on a page is rightly left out of its inline CSS, and the two
// links look alike, so the first paint is right either way.
const onPageForm = 'html:has(#quote) &'
const ownFormLink = css(pill, quote, { display: 'none', [onPageForm]: { display: 'inline-flex' } })
const contactLink = css(pill, quote, { [onPageForm]: { display: 'none' } })
const topLink = css(pill, { color: 'fg.inverse', _hover: { bg: 'rgba(255, 255, 255, 0.12)' } })

/** The view timeline the quote form's layout names (sections/quote-form/recipe.ts). */
const QUOTE_FORM_TIMELINE = '--quote-form'

/** On the frame's root (SiteLayout): the quote form's view timeline, seen by the floating pair beside it. */
export const floatingJumpScope = css({ timelineScope: QUOTE_FORM_TIMELINE })

/** The floating pair on phones; placed in the frame's root, which is its positioning box (SiteLayout). */
export function FloatingJump({ contactHref }: { contactHref: string }) {
  return (
    <div
      className={css({
        display: 'none',
        '@media (min-width: 360px) and (max-width: 639.98px)': {
          display: 'flex',
          position: 'absolute',
          top: '150vh',
          bottom: '0',
          right: '3',
          flexDirection: 'column',
          justifyContent: 'flex-end',
          // The strip spans the page's height at its right edge: taps pass through it to the page.
          pointerEvents: 'none',
          // On a page shorter than the strip's start, the pair adds no scrolling (clip keeps it sticky to the page).
          overflow: 'clip',
          zIndex: 35,
        },
      })}
    >
      <nav
        aria-label="Jump to"
        className={css({
          position: 'sticky',
          bottom: 'calc(env(safe-area-inset-bottom, 0px) + 0.75rem)',
          display: 'flex',
          gap: '1',
          p: '1',
          borderRadius: 'full',
          bg: 'bg.inverse',
          boxShadow: 'lifted',
          pointerEvents: 'auto',
          // Longhands only: the shorthand would reset the timeline. No duration: the timeline's range is the length.
          animationName: 'stepAside',
          animationTimingFunction: 'linear',
          animationTimeline: QUOTE_FORM_TIMELINE,
          animationRange: 'cover',
        })}
      >
        {/* The page's own form when it has one; else the header's quote link. */}
        <a href="#quote" className={ownFormLink}>
          Get a quote
        </a>
        <a href={contactHref} className={contactLink}>
          Get a quote
        </a>
        <a href={TOP_HREF} aria-label="Back to top" className={topLink}>
          <ArrowUp aria-hidden="true" focusable="false" className={css({ w: '4', h: '4' })} />
          Top
        </a>
      </nav>
    </div>
  )
}
