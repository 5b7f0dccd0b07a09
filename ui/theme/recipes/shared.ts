/**
 * Style blocks more than one recipe shares: the dimmed layer behind modal panels (dialog, drawer), the look of a
 * form control (inputs, textareas, native and styled selects), the current place in the header (a link or a
 * dropdown trigger: accent text over a short bar) and a row of cards.
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

/**
 * A row of cards that wraps: a flex row rather than a grid, so an incomplete last row is centred under the others.
 * `gap` is the space between cards at each breakpoint; a card's width for `n` to a row is `cardWidth(n)`.
 */
export const cardRow = (gap: Record<string, string>) =>
  ({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: 'var(--grid-gap)',
    '--grid-gap': gap,
    listStyle: 'none',
  }) as const

/** The width of a card in a `cardRow` that holds `n` to a row. */
export const cardWidth = (n: 2 | 3 | 4) =>
  n === 2 ? 'calc((100% - var(--grid-gap)) / 2)' : `calc((100% - ${n - 1} * var(--grid-gap)) / ${n})`
