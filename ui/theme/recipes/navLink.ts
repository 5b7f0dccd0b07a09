import { defineRecipe } from '@pandacss/dev'
import { currentNavItem } from './shared'

/** A navigation link (header bar, mobile drawer, footer) with the active-page look keyed on aria-current. */
export const navLink = defineRecipe({
  className: 'nav-link',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    textDecoration: 'none',
    cursor: 'pointer',
    transition: 'color {durations.fast}, background-color {durations.fast}',
  },
  variants: {
    tone: {
      bar: {
        position: 'relative',
        h: '10',
        px: '3',
        borderRadius: 'md',
        fontSize: 'sm',
        fontWeight: '500',
        color: 'fg.muted',
        _hover: { color: 'fg.default', bg: 'bg.subtle' },
        '&[aria-current=page]': currentNavItem,
      },
      drawer: {
        display: 'flex',
        w: 'full',
        px: '3',
        py: '2.5',
        borderRadius: 'md',
        fontSize: 'md',
        color: 'fg.default',
        _hover: { bg: 'bg.subtle' },
        '&[aria-current=page]': { color: 'accent.text', fontWeight: '600', bg: 'accent.subtle' },
      },
      footer: {
        fontSize: 'sm',
        color: 'fg.inverseMuted',
        _hover: { color: 'fg.inverse', textDecoration: 'underline', textUnderlineOffset: '3px' },
        '&[aria-current=page]': { color: 'accent.onDark' },
      },
    },
  },
  defaultVariants: { tone: 'bar' },
})
