import { tooltipAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

/** The kit's tooltip (ui/tooltip.tsx): a small dark label above its trigger. */
export const tooltip = defineSlotRecipe({
  className: 'tooltip',
  slots: tooltipAnatomy.keys(),
  base: {
    positioner: { zIndex: 60 },
    content: {
      maxW: '18rem',
      px: '3',
      py: '2',
      borderRadius: 'md',
      bg: 'bg.inverse',
      color: 'fg.inverse',
      fontSize: 'xs',
      lineHeight: '1.45',
      boxShadow: 'lifted',
      _open: { animation: 'fadeIn {durations.fast} ease-out' },
      _closed: { animation: 'fadeOut {durations.fast} ease-in' },
    },
    arrow: { '--arrow-size': '8px', '--arrow-background': '{colors.bg.inverse}' },
    arrowTip: { borderTopWidth: '0', borderInlineStartWidth: '0' },
  },
})
