/**
 * Style blocks more than one recipe shares: the dimmed layer behind modal panels (dialog, drawer), the look of a
 * form control (inputs, textareas, native and styled selects) and the current place in the header (a link or a
 * dropdown trigger: accent text over a short bar).
 */
export const overlayBackdrop = {
  position: 'fixed',
  inset: '0',
  zIndex: 50,
  backdropFilter: 'blur(2px)',
  _open: { animation: 'fadeIn {durations.normal} ease-out' },
  _closed: { animation: 'fadeOut {durations.normal} ease-in' },
} as const

export const formControl = {
  h: '12',
  px: '4',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'border.strong',
  // A colour only: a native select draws its chevron as a background image.
  bgColor: 'bg.surface',
  color: 'fg.default',
  fontSize: 'md',
  w: '100%',
  transition: 'border-color {durations.fast}, box-shadow {durations.fast}',
  _placeholder: { color: 'fg.subtle' },
  _focusVisible: { outline: 'none', borderColor: 'accent.default', boxShadow: '0 0 0 3px {colors.bronze.100}' },
  _invalid: { borderColor: 'danger' },
} as const

export const currentNavItem = {
  color: 'accent.text',
  fontWeight: '600',
  _after: {
    content: '""',
    position: 'absolute',
    left: '3',
    right: '3',
    bottom: '1',
    h: '2px',
    borderRadius: 'full',
    bg: 'accent.default',
  },
} as const
