import { defineRecipe } from '@pandacss/dev'

/** The one button look of the site: used by links styled as buttons and real buttons alike. */
export const button = defineRecipe({
  className: 'button',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    fontWeight: '600',
    borderRadius: 'full',
    borderWidth: '1.5px',
    borderColor: 'transparent',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transition: 'background-color {durations.fast}, color {durations.fast}, border-color {durations.fast}, box-shadow {durations.fast}',
    _disabled: { opacity: 0.6, cursor: 'not-allowed' },
    '& svg': { width: '1.1em', height: '1.1em', flexShrink: 0 },
  },
  variants: {
    variant: {
      primary: { bg: 'accent.default', color: 'accent.fg', _hover: { bg: 'accent.emphasis' } },
      secondary: { bg: 'bg.surface', color: 'fg.default', borderColor: 'border.strong', _hover: { borderColor: 'fg.default' } },
      ghost: { bg: 'transparent', color: 'fg.default', _hover: { bg: 'bg.muted' } },
      inverse: { bg: 'bg.canvas', color: 'fg.default', _hover: { bg: 'accent.subtle' } },
      outlineInverse: { bg: 'transparent', color: 'fg.inverse', borderColor: 'stone.500', _hover: { borderColor: 'fg.inverse' } },
      emergency: { bg: 'danger', color: 'white', _hover: { bg: '#8f1c13' } },
    },
    size: {
      sm: { h: '9', px: '4', fontSize: 'sm' },
      md: { h: '11', px: '5', fontSize: 'sm' },
      lg: { h: '3.25rem', px: '7', fontSize: 'md' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
})
