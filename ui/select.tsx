import { Select, type SelectRootProps } from '@ark-ui/react/select'
import type { ReactElement, RefAttributes } from 'react'
import { createStyleContext } from 'styled-system/jsx'
import { select } from 'styled-system/recipes'

/**
 * Select: Ark UI's select (keyboard, type-ahead, screen reader) styled once by the `select` slot recipe.
 * `import * as Select from './select'`; build items with `createListCollection` (re-exported).
 */
const { withProvider, withContext } = createStyleContext(select)

/** Generic over its items, as Ark's own Root is (createStyleContext's wrapper would lose the type parameter). */
export const Root = withProvider(Select.Root, 'root') as <T>(props: SelectRootProps<T> & RefAttributes<HTMLDivElement>) => ReactElement
export const Label = withContext(Select.Label, 'label')
export const Control = withContext(Select.Control, 'control')
export const Trigger = withContext(Select.Trigger, 'trigger')
export const ValueText = withContext(Select.ValueText, 'valueText')
export const Indicator = withContext(Select.Indicator, 'indicator')
export const Positioner = withContext(Select.Positioner, 'positioner')
export const Content = withContext(Select.Content, 'content')
export const Item = withContext(Select.Item, 'item')
export const ItemText = withContext(Select.ItemText, 'itemText')
export const ItemIndicator = withContext(Select.ItemIndicator, 'itemIndicator')
export const HiddenSelect = Select.HiddenSelect

export { createListCollection } from '@ark-ui/react/select'
