import { ChevronDown } from 'lucide-react'
import { Fragment, type ReactNode } from 'react'
import type { HeaderItem, NavLink } from '../../../schemas/navigation'
import { Icon } from '../../../ui/Icon'
import { useCurrentPath } from '../../../sections/_services/current-path'
import * as Menu from '../../../ui/menu'
import { isActivePath, isMenuActive } from './nav'

/**
 * A dropdown of the header bar (data/navigation.json): its groups in order; a group with a label gets a small
 * heading, one without is set off from the group before it by a line (Services: two headed groups; Resources: six
 * links, a line, the dealer program).
 */
export function HeaderMenu({ item, pathname: rendered }: { item: HeaderItem; pathname: string }) {
  const pathname = useCurrentPath(rendered)
  return (
    <NavMenu label={item.label} active={isMenuActive(pathname, item)}>
      {(item.groups ?? []).map((group, index) =>
        group.label ? (
          <Menu.ItemGroup key={group.label}>
            <Menu.ItemGroupLabel>{group.label}</Menu.ItemGroupLabel>
            {group.items.map((link) => (
              <MenuLink key={link.href} item={link} pathname={pathname} />
            ))}
          </Menu.ItemGroup>
        ) : (
          <Fragment key={index}>
            {index > 0 ? <Menu.Separator /> : null}
            {group.items.map((link) => (
              <MenuLink key={link.href} item={link} pathname={pathname} />
            ))}
          </Fragment>
        ),
      )}
    </NavMenu>
  )
}

/** A dropdown of the header. The trigger is marked current when the page belongs to the menu. */
function NavMenu({ label, active, children }: { label: string; active: boolean; children: ReactNode }) {
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-start', gutter: 6 }}
      // Enter on a highlighted link: a real click() follows the link like a pointer click does, and reaches
      // the menu item's handler too (the menu closes before the next page loads).
      navigate={({ node }) => node.click()}
    >
      <Menu.Trigger aria-current={active ? 'true' : undefined} data-active={active ? '' : undefined}>
        {label}
        <Menu.Indicator asChild>
          <span>
            <ChevronDown aria-hidden="true" />
          </span>
        </Menu.Indicator>
      </Menu.Trigger>
      <Menu.Positioner>
        <Menu.Content>{children}</Menu.Content>
      </Menu.Positioner>
    </Menu.Root>
  )
}

/** A menu item that is a link: Enter, click and touch all follow it and close the menu. */
function MenuLink({ item, pathname }: { item: NavLink; pathname: string }) {
  const active = isActivePath(pathname, item.href)
  return (
    <Menu.Item value={item.href.replace(/^\//, '').replace(/\//g, '-')} asChild>
      <a href={item.href} aria-current={active ? 'page' : undefined}>
        {item.icon ? (
          <Menu.ItemIcon>
            <Icon name={item.icon} size={18} />
          </Menu.ItemIcon>
        ) : null}
        {item.label}
      </a>
    </Menu.Item>
  )
}
