import { Toast } from '@ark-ui/react/toast'
import { ark } from '@ark-ui/react/factory'
import { createStyleContext } from 'styled-system/jsx'
import { toast } from 'styled-system/recipes'

/** Toast parts styled by the `toast` slot recipe (the region and its behaviour: ./toaster.tsx). */
const { withProvider, withContext } = createStyleContext(toast)

export const Root = withProvider(Toast.Root, 'root')
export const Title = withContext(Toast.Title, 'title')
export const Description = withContext(Toast.Description, 'description')
export const ActionTrigger = withContext(Toast.ActionTrigger, 'actionTrigger')
export const CloseTrigger = withContext(Toast.CloseTrigger, 'closeTrigger')
export const Body = withContext(ark.div, 'body')
