import { toggleGroupAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

/**
 * The kit's toggle group (ui/toggle-group.tsx): a row of filter buttons, one or several pressed, wrapping on
 * phones. The pressed state is announced (aria-pressed) and shown by more than colour (fill and weight).
 */
export const toggleGroup = defineSlotRecipe({
  className: 'toggle-group',
  slots: toggleGroupAnatomy.keys(),
  base: {
    root: { display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'center' },
    item: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      minH: '11',
      px: '4.5',
      borderRadius: 'full',
      borderWidth: '1px',
      borderColor: 'border.strong',
      bg: 'bg.surface',
      color: 'fg.default',
      fontSize: 'sm',
      fontWeight: '500',
      cursor: 'pointer',
      transition: 'background-color {durations.fast}, color {durations.fast}, border-color {durations.fast}',
      _hover: { borderColor: 'accent.default', color: 'accent.text' },
      _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
      '&[data-state=on], &[aria-pressed=true]': { bg: 'bg.inverse', borderColor: 'bg.inverse', color: 'fg.inverse', fontWeight: '600' },
      _disabled: { opacity: 0.5, cursor: 'not-allowed', _hover: { borderColor: 'border.strong', color: 'fg.default' } },
      '& svg': { width: '4', height: '4' },
    },
  },
})
