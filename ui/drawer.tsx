import type { ComponentProps } from 'react'
import { cx } from 'styled-system/css'
import { drawer } from 'styled-system/recipes'

/**
 * Drawer: a modal panel sliding in from the right (the mobile navigation), a native <dialog> opened and closed by its
 * buttons' invoker commands (`commandfor` + `command`): it works from the first paint, before and without any of the
 * page's code — a phone's tap on the menu button opens it at once. The browser makes it modal (the page behind inert,
 * focus inside), Escape and a tap on the shade close it (`closedby="any"`). Styled once by the `drawer` slot recipe.
 * `import * as Drawer from './drawer'`. A browser without invoker commands gets them from a polyfill loaded with the islands'
 * code (app/browser/islands.tsx).
 */
const classes = drawer()

/** Attributes React passes through as written, which its types do not know yet. */
const commands = (target: string, command: 'show-modal' | 'close') => ({ commandfor: target, command }) as Record<string, string>

export function Trigger({ target, className, ...props }: ComponentProps<'button'> & { target: string }) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      {...commands(target, 'show-modal')}
      className={cx(classes.trigger, className)}
      {...props}
    />
  )
}

export function Content({ id, titleId, className, ...props }: ComponentProps<'dialog'> & { id: string; titleId: string }) {
  return <dialog id={id} aria-labelledby={titleId} {...{ closedby: 'any' }} className={cx(classes.content, className)} {...props} />
}

export const Title = ({ className, ...props }: ComponentProps<'h2'> & { id: string }) => (
  <h2 className={cx(classes.title, className)} {...props} />
)

export function CloseTrigger({ target, className, ...props }: ComponentProps<'button'> & { target: string }) {
  return <button type="button" {...commands(target, 'close')} className={cx(classes.closeTrigger, className)} {...props} />
}

export const Header = ({ className, ...props }: ComponentProps<'div'>) => <div className={cx(classes.header, className)} {...props} />
export const Body = ({ className, ...props }: ComponentProps<'nav'>) => <nav className={cx(classes.body, className)} {...props} />
export const Footer = ({ className, ...props }: ComponentProps<'div'>) => <div className={cx(classes.footer, className)} {...props} />
