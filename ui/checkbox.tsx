import { Checkbox } from '@ark-ui/react/checkbox'
import { createStyleContext } from 'styled-system/jsx'
import { checkbox } from 'styled-system/recipes'

/** Checkbox: Ark UI's checkbox (a real hidden input, so it posts with a form) styled by the `checkbox` slot recipe. */
const { withProvider, withContext } = createStyleContext(checkbox)

export const Root = withProvider(Checkbox.Root, 'root')
export const Control = withContext(Checkbox.Control, 'control')
export const Indicator = withContext(Checkbox.Indicator, 'indicator')
export const Label = withContext(Checkbox.Label, 'label')
export const Group = withContext(Checkbox.Group, 'group')
export const HiddenInput = Checkbox.HiddenInput
