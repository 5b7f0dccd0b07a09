import { Dialog } from '@ark-ui/react/dialog'
import { ark } from '@ark-ui/react/factory'
import { createStyleContext } from 'styled-system/jsx'
import { drawer } from 'styled-system/recipes'

/**
 * Drawer: a modal panel sliding in from the right (the mobile navigation), built on Ark UI's dialog and styled
 * once by the `drawer` slot recipe. `import * as Drawer from './drawer'`.
 */
const { withRootProvider, withContext } = createStyleContext(drawer)

export const Root = withRootProvider(Dialog.Root, { defaultProps: { lazyMount: true, unmountOnExit: true } })
export const Trigger = withContext(Dialog.Trigger, 'trigger')
export const Backdrop = withContext(Dialog.Backdrop, 'backdrop')
export const Positioner = withContext(Dialog.Positioner, 'positioner')
export const Content = withContext(Dialog.Content, 'content')
export const Title = withContext(Dialog.Title, 'title')
export const CloseTrigger = withContext(Dialog.CloseTrigger, 'closeTrigger')
export const Header = withContext(ark.div, 'header')
export const Body = withContext(ark.div, 'body')
export const Footer = withContext(ark.div, 'footer')
