import { Popover } from '@ark-ui/react/popover'
import { ark } from '@ark-ui/react/factory'
import { createStyleContext } from 'styled-system/jsx'
import { popover } from 'styled-system/recipes'

/** Popover: a non-modal floating panel (the chat panel), styled by the `popover` slot recipe. */
const { withRootProvider, withContext } = createStyleContext(popover)

export const Root = withRootProvider(Popover.Root)
export const Trigger = withContext(Popover.Trigger, 'trigger')
export const Positioner = withContext(Popover.Positioner, 'positioner')
export const Content = withContext(Popover.Content, 'content')
export const Title = withContext(Popover.Title, 'title')
export const Description = withContext(Popover.Description, 'description')
export const CloseTrigger = withContext(Popover.CloseTrigger, 'closeTrigger')
export const Header = withContext(ark.div, 'header')
export const Body = withContext(ark.div, 'body')
export const Footer = withContext(ark.div, 'footer')
