import { Toaster as ArkToaster, createToaster, type ToastPlacement, useToastContext } from '@ark-ui/react/toast'
import { X } from 'lucide-react'
import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react'
import { toast as toastRecipe } from 'styled-system/recipes'
import * as Toast from './toast'

/**
 * Toast notifications, on Ark UI's Toast, with the specification's behaviour and constants:
 *
 * - One toast at a time (`max: 1`). A new toast replaces the one on screen (showToast removes it first), so a
 *   dismissed toast that is still kept for the removal delay never holds the next one back in Ark's queue.
 * - Displayed 5000 ms; a dismissed toast is kept (hidden, out of the accessibility tree) for 1,000,000 ms.
 * - F8 moves focus to the notifications region.
 * - Placement: top on small screens, bottom-end on larger ones. The server and the first client render use
 *   bottom-end (no hydration mismatch); after mount a matchMedia listener switches the store's placement.
 * - Swipe right (pointer drag of 50 px or more) dismisses; a shorter drag snaps back. Ark has no swipe of its own.
 * - Variants: default, and destructive (Ark type "error").
 */

const SMALL_SCREEN = '(max-width: 639px)'
const WIDE_PLACEMENT: ToastPlacement = 'bottom-end'
const SMALL_PLACEMENT: ToastPlacement = 'top'
export const SWIPE_THRESHOLD = 50
export const TOAST_DURATION = 5000
export const TOAST_REMOVE_DELAY = 1_000_000

export const toaster = createToaster({
  placement: WIDE_PLACEMENT,
  max: 1,
  duration: TOAST_DURATION,
  removeDelay: TOAST_REMOVE_DELAY,
  hotkey: ['F8'],
  gap: 12,
  // Bottom offset clears the floating chat button in the bottom-right corner.
  offsets: { top: '1rem', right: '1rem', bottom: '5.75rem', left: '1rem' },
  overlap: false,
})

export type ToastVariant = 'default' | 'destructive'

export interface ShowToastOptions {
  title: ReactNode
  description?: ReactNode
  variant?: ToastVariant
  action?: { label: string; onClick: () => void }
}

/** Shows a toast, replacing the one on screen. Returns its id (for toaster.dismiss(id)). */
export function showToast({ title, description, variant = 'default', action }: ShowToastOptions): string {
  toaster.remove()
  return toaster.create({ title, description, action, type: variant === 'destructive' ? 'error' : 'info' })
}

/** The notifications region; rendered once, by SiteLayout. */
export function Toaster() {
  const [, setPlacement] = useState<ToastPlacement>(WIDE_PLACEMENT)
  useEffect(() => {
    const query = window.matchMedia(SMALL_SCREEN)
    const apply = () => {
      const next = query.matches ? SMALL_PLACEMENT : WIDE_PLACEMENT
      // Ark reads the placement from the store on every render; the state change re-renders the region.
      toaster.attrs.placement = next
      setPlacement(next)
    }
    apply()
    query.addEventListener('change', apply)
    return () => query.removeEventListener('change', apply)
  }, [])

  const classes = toastRecipe()
  return (
    <ArkToaster toaster={toaster} className={classes.group}>
      {(t) => (
        <SwipeableToast key={t.id}>
          <Toast.Body>
            {t.title ? <Toast.Title>{t.title}</Toast.Title> : null}
            {t.description ? <Toast.Description>{t.description}</Toast.Description> : null}
            {t.action ? <Toast.ActionTrigger>{t.action.label}</Toast.ActionTrigger> : null}
          </Toast.Body>
          <Toast.CloseTrigger aria-label="Close">
            <X aria-hidden="true" />
          </Toast.CloseTrigger>
        </SwipeableToast>
      )}
    </ArkToaster>
  )
}

/** Toast.Root plus the swipe-right-to-dismiss gesture (the offset is a CSS variable read by the toast recipe). */
function SwipeableToast({ children }: { children: ReactNode }) {
  const api = useToastContext()
  const drag = useRef<{ id: number; x: number; y: number; dx: number; horizontal?: boolean } | null>(null)

  const setOffset = (el: HTMLElement, value: string | null) => {
    if (value === null) el.style.removeProperty('--swipe-x')
    else el.style.setProperty('--swipe-x', value)
  }

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 || (event.target as HTMLElement).closest('button, a')) return
    drag.current = { id: event.pointerId, x: event.clientX, y: event.clientY, dx: 0 }
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current
    if (!d || d.id !== event.pointerId) return
    const dx = event.clientX - d.x
    const dy = event.clientY - d.y
    if (d.horizontal === undefined) {
      if (Math.abs(dx) < 4 && Math.abs(dy) < 4) return
      d.horizontal = Math.abs(dx) > Math.abs(dy)
      if (!d.horizontal) return
      event.currentTarget.setPointerCapture(event.pointerId)
      event.currentTarget.setAttribute('data-swiping', '')
    }
    if (!d.horizontal) return
    // Right only; a leftward drag meets resistance.
    d.dx = dx > 0 ? dx : dx / 6
    setOffset(event.currentTarget, `${d.dx}px`)
  }
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    const d = drag.current
    if (!d || d.id !== event.pointerId) return
    drag.current = null
    const el = event.currentTarget
    el.removeAttribute('data-swiping')
    if (!d.horizontal) return
    if (event.type === 'pointerup' && d.dx >= SWIPE_THRESHOLD) {
      setOffset(el, 'calc(100% + 2rem)')
      api.dismiss()
    } else {
      setOffset(el, null)
    }
  }

  return (
    <Toast.Root onPointerDown={onPointerDown} onPointerMove={onPointerMove} onPointerUp={onPointerEnd} onPointerCancel={onPointerEnd}>
      {children}
    </Toast.Root>
  )
}
