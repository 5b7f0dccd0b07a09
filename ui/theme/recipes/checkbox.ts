import { checkboxAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

/** The kit's checkbox (ui/checkbox.tsx): a square box with a check, its label beside it. */
export const checkbox = defineSlotRecipe({
  className: 'checkbox',
  slots: checkboxAnatomy.keys(),
  base: {
    root: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2.5',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed', opacity: 0.55 },
    },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '5',
      h: '5',
      flexShrink: 0,
      borderRadius: 'sm',
      borderWidth: '1.5px',
      borderColor: 'border.strong',
      bg: 'bg.surface',
      color: 'accent.fg',
      transition: 'background-color {durations.fast}, border-color {durations.fast}',
      _checked: { bg: 'accent.default', borderColor: 'accent.default' },
      _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
      '& svg': { width: '3.5', height: '3.5', strokeWidth: '3' },
    },
    indicator: { display: 'inline-flex' },
    label: { fontSize: 'sm', color: 'fg.default' },
    group: { display: 'flex', flexDirection: 'column', gap: '2' },
  },
})
