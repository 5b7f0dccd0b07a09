import type * as v from 'valibot'
import { ArrowLeft, Phone } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import { SmartLink } from '../../ui/SmartLink'
import type { Button, ButtonVariant } from './fields'

export type ButtonData = v.InferOutput<typeof Button>
export type ButtonVariantName = v.InferOutput<typeof ButtonVariant>

/**
 * A button's analytics event as data attributes: the page's entry script sends it on click (app/browser/entry-client.tsx),
 * so static sections need no JavaScript of their own.
 */
export function trackAttributes(track: ButtonData['track']) {
  if (!track) return {}
  return {
    'data-track-event': track.event,
    'data-track-category': track.category,
    'data-track-label': track.label,
    'data-track-value': track.value === undefined ? undefined : String(track.value),
  }
}

const isCall = (href: string) => href === 'tel' || href.startsWith('tel:')

/** One JSON button as a link styled by the `button` recipe; call links get a phone icon. */
export function ButtonLink({
  data,
  variant,
  size = 'md',
  className,
}: {
  data: ButtonData
  variant?: ButtonVariantName
  size?: 'sm' | 'md' | 'lg'
  className?: string
}) {
  return (
    <SmartLink
      href={data.href}
      newTab={data.newTab}
      {...trackAttributes(data.track)}
      className={cx(button({ variant: data.variant ?? variant ?? 'primary', size }), className)}
    >
      {isCall(data.href) ? <Phone aria-hidden="true" focusable="false" /> : null}
      {data.label}
    </SmartLink>
  )
}

const row = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '3',
  flexDirection: { base: 'column', sm: 'row' },
  alignItems: { base: 'stretch', sm: 'center' },
  alignSelf: { base: 'stretch', sm: 'auto' },
})
const centered = css({ justifyContent: 'center' })

/**
 * A row of JSON buttons. Buttons without a variant take the defaults in order (the first is the main call to
 * action, the rest secondary). On phones they stack at full width.
 */
export function ButtonRow({
  buttons,
  defaults = ['primary', 'secondary'],
  size = 'lg',
  center,
  className,
}: {
  buttons?: readonly ButtonData[]
  defaults?: readonly ButtonVariantName[]
  size?: 'sm' | 'md' | 'lg'
  center?: boolean
  className?: string
}) {
  if (!buttons?.length) return null
  return (
    <div className={cx(row, center && centered, className)}>
      {buttons.map((b, i) => (
        <ButtonLink key={`${b.href}-${i}`} data={b} size={size} variant={defaults[Math.min(i, defaults.length - 1)]} />
      ))}
    </div>
  )
}

const back = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  fontSize: 'sm',
  fontWeight: '600',
  color: 'var(--section-muted, token(colors.fg.muted))',
  borderRadius: 'sm',
  transition: 'color {durations.fast}',
  _hover: { color: 'var(--section-accent, token(colors.accent.text))' },
  '& svg': { width: '1rem', height: '1rem', transition: 'transform {durations.fast}' },
  '&:hover svg': { transform: 'translateX(-2px)' },
})

/** "← Back to Home" above a hero headline. */
export function BackLink({ label, href, className }: { label: string; href: string; className?: string }) {
  return (
    <SmartLink href={href} className={cx(back, className)}>
      <ArrowLeft aria-hidden="true" focusable="false" />
      {label}
    </SmartLink>
  )
}
