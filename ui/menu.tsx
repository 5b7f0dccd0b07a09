import { Menu } from '@ark-ui/react/menu'
import { ark } from '@ark-ui/react/factory'
import { createStyleContext } from 'styled-system/jsx'
import { menu } from 'styled-system/recipes'

/** Menu: Ark UI's menu parts, styled once by the `menu` slot recipe (Park UI's way). `import * as Menu from './menu'`. */
const { withRootProvider, withContext } = createStyleContext(menu)

export const Root = withRootProvider(Menu.Root)
export const Trigger = withContext(Menu.Trigger, 'trigger')
/** Renders a span (`asChild`): a trigger is a button, which may only hold phrasing content. */
export const Indicator = withContext(Menu.Indicator, 'indicator')
export const Positioner = withContext(Menu.Positioner, 'positioner')
export const Content = withContext(Menu.Content, 'content')
export const Item = withContext(Menu.Item, 'item')
export const ItemGroup = withContext(Menu.ItemGroup, 'itemGroup')
export const ItemGroupLabel = withContext(Menu.ItemGroupLabel, 'itemGroupLabel')
export const Separator = withContext(Menu.Separator, 'separator')
export const ItemIcon = withContext(ark.span, 'itemIcon')
