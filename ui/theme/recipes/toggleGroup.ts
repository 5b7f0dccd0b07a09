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
    root: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: '2',
      justifyContent: 'center',
      borderRadius: 'xl',
      // Before its island is live, Tab may land on the group itself (it hands focus to an item once live). Zag sets an
      // inline `outline: none` on it, so the ring is a shadow.
      _focusVisible: { boxShadow: '0 0 0 3px {colors.focusRing}' },
    },
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
      // Hover only where a pointer hovers: a tap leaves a sticky :hover on touch screens, and bronze text on the
      // pressed (dark) chip fails contrast. The pressed look comes after, so it always wins.
      '@media (hover: hover)': { '&:hover': { borderColor: 'accent.default', color: 'accent.text' } },
      _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
      '&[data-state=on], &[data-state=on]:hover, &[aria-pressed=true], &[aria-pressed=true]:hover': {
        bg: 'bg.inverse',
        borderColor: 'bg.inverse',
        color: 'fg.inverse',
        fontWeight: '600',
      },
      _disabled: { opacity: 0.5, cursor: 'not-allowed', '&:hover': { borderColor: 'border.strong', color: 'fg.default' } },
      '& svg': { width: '4', height: '4' },
    },
  },
})
