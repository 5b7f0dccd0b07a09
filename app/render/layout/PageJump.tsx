import { ArrowUp } from 'lucide-react'
import { type RefObject, useEffect, useRef } from 'react'
import { css, cx } from 'styled-system/css'
import { navLink } from 'styled-system/recipes'
import type { Navigation } from '../../../schemas/navigation'

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
 *
 * Nor does it sit over anything a visitor reads: an island (idle, app/render/island-registry.ts) looks under the pair
 * when the page stops scrolling (and every 120 ms while it scrolls, when the page or the window changes size, once
 * loaded) and shows it only where no text lies beneath — a line of a text node, a form control; over text it fades
 * out and takes no taps. A link of it that has the keyboard's focus shows it anyway. Until the island is live, and without JavaScript, the
 * pair is not shown: the header's quote link and the footer's "Back to top" remain.
 */
export const TOP_HREF = '#top'

/** The footer's link to the top; `label` is data/navigation.json › page.backToTop. */
export function FooterTopLink({ label }: { label: string }) {
  return (
    <a href={TOP_HREF} className={cx(navLink({ tone: 'footer' }), css({ display: 'inline-flex', alignItems: 'center', gap: '1.5' }))}>
      {label}
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

/** Whether two boxes share any area. */
const overlap = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/**
 * Whether anything a visitor reads lies under `box`: at points across it, edges included (at most 12 px apart across,
 * 10 px down: less than a glyph, less than a line), any element of the page beneath the pair (the whole stack: a card's covering link hides
 * the text below it from the topmost) has a text node one of whose lines meets the box, or is a form control.
 */
function textUnder(pairBox: DOMRect, pair: Element): boolean {
  // A little room around the pill: it never touches a line either.
  const box = new DOMRect(pairBox.x - 4, pairBox.y - 4, pairBox.width + 8, pairBox.height + 8)
  const range = document.createRange()
  const looked = new Set<Element>()
  // From edge to edge, both included: a line that only grazes the box counts.
  const across = (from: number, to: number, step: number) => {
    const n = Math.ceil((to - from) / step)
    return Array.from({ length: n + 1 }, (_, i) => from + ((to - from) * i) / n)
  }
  for (const y of across(box.top + 0.5, box.bottom - 0.5, 10))
    for (const x of across(box.left + 0.5, box.right - 0.5, 12))
      for (const under of document.elementsFromPoint(x, y)) {
        if (looked.has(under) || pair.contains(under) || under.contains(pair)) continue
        looked.add(under)
        if (under.matches('input, textarea, select')) return true
        for (const node of under.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue
          range.selectNodeContents(node)
          for (const line of range.getClientRects()) if (overlap(line, box)) return true
        }
      }
  return false
}

/**
 * Marks `ref`'s parent `data-clear` while no text lies under `ref`'s box: looked at as the page scrolls, stops,
 * resizes and loads. Set on the element at once, with the position looked at (`data-looked-at`), not through a render.
 */
function useClearOfText(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const pair = ref.current
    const strip = pair?.parentElement
    if (!pair || !strip) return
    let last = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const look = () => {
      last = performance.now()
      const box = pair.getBoundingClientRect()
      // Off screen (above its strip's start) or not shown at this width: nothing to decide.
      const shown = box.width > 0 && box.bottom > 0 && box.top < window.innerHeight
      strip.toggleAttribute('data-clear', shown && !textUnder(box, pair))
      pair.dataset.lookedAt = String(Math.round(window.scrollY))
    }
    const onScroll = () => {
      clearTimeout(timer)
      timer = setTimeout(look, 150)
      if (performance.now() - last > 120) look()
    }
    look()
    addEventListener('scroll', onScroll, { passive: true })
    addEventListener('resize', onScroll, { passive: true })
    addEventListener('load', look)
    // The page under it changes without a scroll too: another page rendered by the router, an image or a list grown.
    const resized = new ResizeObserver(onScroll)
    resized.observe(document.body)
    return () => {
      resized.disconnect()
      clearTimeout(timer)
      removeEventListener('scroll', onScroll)
      removeEventListener('resize', onScroll)
      removeEventListener('load', look)
    }
  }, [ref])
}

/**
 * The floating pair on phones (an island); placed in the frame's root, which is its positioning box (SiteLayout). Its
 * words are data/navigation.json › page.jump; the "Top" link is named `backToTop` for screen readers, as the footer's is.
 */
export function FloatingJump({
  contactHref,
  words,
  backToTop,
}: {
  contactHref: string
  words: Navigation['page']['jump']
  backToTop: string
}) {
  const ref = useRef<HTMLElement>(null)
  useClearOfText(ref)
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
          // Shown where no text lies under it (useClearOfText), or while one of its links has the keyboard's focus.
          opacity: 0,
          transition: 'opacity {durations.normal}',
          '&[data-clear], &:focus-within': { opacity: 1 },
        },
      })}
    >
      <nav
        ref={ref}
        aria-label={words.label}
        className={css({
          position: 'sticky',
          bottom: 'calc(env(safe-area-inset-bottom, 0px) + 0.75rem)',
          display: 'flex',
          gap: '1',
          p: '1',
          borderRadius: 'full',
          bg: 'bg.inverse',
          boxShadow: 'lifted',
          // Taps only where it is shown.
          '[data-clear] > &': { pointerEvents: 'auto' },
          // Longhands only: the shorthand would reset the timeline. No duration: the timeline's range is the length.
          animationName: 'stepAside',
          animationTimingFunction: 'linear',
          animationTimeline: QUOTE_FORM_TIMELINE,
          animationRange: 'cover',
        })}
      >
        {/* The page's own form when it has one; else the header's quote link. */}
        <a href="#quote" className={ownFormLink}>
          {words.quote}
        </a>
        <a href={contactHref} className={contactLink}>
          {words.quote}
        </a>
        <a href={TOP_HREF} aria-label={backToTop} className={topLink}>
          <ArrowUp aria-hidden="true" focusable="false" className={css({ w: '4', h: '4' })} />
          {words.top}
        </a>
      </nav>
    </div>
  )
}
