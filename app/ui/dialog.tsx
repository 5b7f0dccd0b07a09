import { Dialog } from '@ark-ui/react/dialog'
import { ark } from '@ark-ui/react/factory'
import { createStyleContext } from 'styled-system/jsx'
import { dialog } from 'styled-system/recipes'

/**
 * Dialog: a modal panel (focus trapped, Escape and a click outside close it, focus returns to the trigger), styled
 * once by the `dialog` slot recipe. `import * as Dialog from './dialog'`. Mounted on first open, unmounted on close.
 */
const { withRootProvider, withContext } = createStyleContext(dialog)

export const Root = withRootProvider(Dialog.Root, { defaultProps: { lazyMount: true, unmountOnExit: true } })
export const Trigger = withContext(Dialog.Trigger, 'trigger')
export const Backdrop = withContext(Dialog.Backdrop, 'backdrop')
export const Positioner = withContext(Dialog.Positioner, 'positioner')
export const Content = withContext(Dialog.Content, 'content')
export const Title = withContext(Dialog.Title, 'title')
export const Description = withContext(Dialog.Description, 'description')
export const CloseTrigger = withContext(Dialog.CloseTrigger, 'closeTrigger')
export const Header = withContext(ark.div, 'header')
/** The scrolling part of the panel: focusable, so keyboard users can scroll it. */
export const Body = withContext(ark.div, 'body', { defaultProps: { tabIndex: 0 } })
export const Footer = withContext(ark.div, 'footer')
