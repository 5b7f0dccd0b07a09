import { ToggleGroup } from '@ark-ui/react/toggle-group'
import { createStyleContext } from 'styled-system/jsx'
import { toggleGroup } from 'styled-system/recipes'

/**
 * ToggleGroup: pressable buttons, one or several pressed (filters), keyboard arrows between them, styled once by
 * the `toggleGroup` slot recipe. `import * as ToggleGroup from './toggle-group'`.
 */
const { withProvider, withContext } = createStyleContext(toggleGroup)

export const Root = withProvider(ToggleGroup.Root, 'root')
export const Item = withContext(ToggleGroup.Item, 'item')
