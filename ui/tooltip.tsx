import { Tooltip } from '@ark-ui/react/tooltip'
import { createStyleContext } from 'styled-system/jsx'
import { tooltip } from 'styled-system/recipes'

/**
 * Tooltip, with the specification's delays: opens after 700 ms; while one has just closed (300 ms) the next opens at once. Styled by
 * the `tooltip` slot recipe. `import * as Tooltip from './tooltip'`.
 */
export const TOOLTIP_OPEN_DELAY = 700
export const TOOLTIP_CLOSE_DELAY = 300

const { withRootProvider, withContext } = createStyleContext(tooltip)

export const Root = withRootProvider(Tooltip.Root, {
  defaultProps: { openDelay: TOOLTIP_OPEN_DELAY, closeDelay: TOOLTIP_CLOSE_DELAY, lazyMount: true },
})
export const Trigger = withContext(Tooltip.Trigger, 'trigger')
export const Positioner = withContext(Tooltip.Positioner, 'positioner')
export const Content = withContext(Tooltip.Content, 'content')
export const Arrow = withContext(Tooltip.Arrow, 'arrow')
export const ArrowTip = withContext(Tooltip.ArrowTip, 'arrowTip')
