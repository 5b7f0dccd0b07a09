import { ChevronDown } from 'lucide-react'
import type { ReactNode } from 'react'
import { Icon } from '../../ui/Icon'
import * as Menu from '../../ui/menu'
import { isActivePath, isResourcesActive, isServicesActive, type NavItem, resources, services } from './nav'

/** The Services or Resources dropdown of the header bar. */
export function HeaderMenu({ which, pathname }: { which: 'services' | 'resources'; pathname: string }) {
  if (which === 'services')
    return (
      <NavMenu label={services.label} active={isServicesActive(pathname)}>
        {services.groups.map((group) => (
          <Menu.ItemGroup key={group.label}>
            <Menu.ItemGroupLabel>{group.label}</Menu.ItemGroupLabel>
            {group.items.map((item) => (
              <MenuLink key={item.href} item={item} pathname={pathname} />
            ))}
          </Menu.ItemGroup>
        ))}
      </NavMenu>
    )
  return (
    <NavMenu label={resources.label} active={isResourcesActive(pathname)}>
      {resources.items.map((item) => (
        <MenuLink key={item.href} item={item} pathname={pathname} />
      ))}
      <Menu.Separator />
      {resources.afterSeparator.map((item) => (
        <MenuLink key={item.href} item={item} pathname={pathname} />
      ))}
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
function MenuLink({ item, pathname }: { item: NavItem; pathname: string }) {
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
