import { Portal } from '@ark-ui/react/portal'
import { Menu as MenuIcon, Phone, X } from 'lucide-react'
import { useId, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { button, navLink } from 'styled-system/recipes'
import type { NavGroup, NavLink, Navigation } from '../../../schemas/navigation'
import { useCurrentPath } from '../../../sections/_services/current-path'
import * as Drawer from '../../../ui/drawer'
import { Icon } from '../../../ui/Icon'
import type { ResolvedFrame } from '../../../schemas/page-data'
import { isActivePath } from './nav'

const groupLabel = css({ textStyle: 'eyebrow', fontSize: '0.6875rem', color: 'fg.muted', px: '3', pt: '5', pb: '1.5' })
const listClass = css({ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '0.5' })

/**
 * Small screens: a menu button opening a drawer from the right (Ark UI Dialog, modal: focus trapped, Escape and
 * the backdrop close it). Choosing any link closes it. `pathname` marks the current page's link.
 */
export function MobileNav({
  drawer,
  phone,
  pathname: rendered,
}: {
  drawer: Navigation['drawer']
  phone: ResolvedFrame['business']['phone']
  pathname: string
}) {
  const pathname = useCurrentPath(rendered)
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)

  const idBase = useId()
  const section = ({ label, items }: NavGroup, key: string) => {
    const list = (
      <ul className={listClass}>
        {items.map((item) => (
          <li key={item.href}>
            <DrawerLink item={item} pathname={pathname} onChoose={close} />
          </li>
        ))}
      </ul>
    )
    if (!label) return <div key={key}>{list}</div>
    return (
      // biome-ignore lint/a11y/useSemanticElements: a labelled group of links, not form controls (no fieldset)
      <div key={key} role="group" aria-labelledby={`${idBase}-${key}`}>
        <p id={`${idBase}-${key}`} className={groupLabel}>
          {label}
        </p>
        {list}
      </div>
    )
  }

  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
      <Drawer.Trigger
        aria-label="Open menu"
        className={css({
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          w: '11',
          h: '11',
          borderRadius: 'full',
          color: 'fg.default',
          cursor: 'pointer',
          _hover: { bg: 'bg.muted' },
          '& svg': { w: '6', h: '6' },
        })}
      >
        <MenuIcon aria-hidden="true" />
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>Menu</Drawer.Title>
              <Drawer.CloseTrigger aria-label="Close menu">
                <X aria-hidden="true" />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body asChild>
              <nav aria-label="Mobile">
                <ul className={listClass}>
                  {drawer.links.map((item) => (
                    <li key={item.href}>
                      <DrawerLink item={item} pathname={pathname} onChoose={close} className={css({ fontWeight: '500', fontSize: 'lg' })} />
                    </li>
                  ))}
                </ul>
                {drawer.groups.map((group, index) => section(group, String(index)))}
              </nav>
            </Drawer.Body>
            <Drawer.Footer>
              <a href={drawer.cta.href} onClick={close} className={cx(button({ size: 'md' }), css({ w: 'full', h: '12', fontSize: 'md' }))}>
                {drawer.cta.label}
              </a>
              <a
                href={phone.tel}
                onClick={close}
                className={cx(button({ variant: 'secondary', size: 'md' }), css({ w: 'full', h: '12', fontSize: 'md' }))}
              >
                <Phone aria-hidden="true" />
                {drawer.callLabel} {phone.display}
              </a>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  )
}

/** A drawer link: current-page marking, and choosing it closes the drawer. */
function DrawerLink({
  item,
  pathname,
  onChoose,
  className,
}: {
  item: NavLink
  pathname: string
  onChoose: () => void
  className?: string
}) {
  return (
    <a
      href={item.href}
      onClick={onChoose}
      aria-current={isActivePath(pathname, item.href) ? 'page' : undefined}
      className={cx(navLink({ tone: 'drawer' }), className)}
    >
      {item.icon ? <Icon name={item.icon} size={18} className={css({ color: 'accent.default' })} /> : null}
      {item.label}
    </a>
  )
}
