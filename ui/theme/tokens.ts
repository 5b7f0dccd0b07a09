import { defineTokens, defineSemanticTokens, defineTextStyles, defineLayerStyles, defineGlobalStyles, defineKeyframes } from '@pandacss/dev'

/** Raw palette: warm stone neutrals, deep charcoal, one bronze accent. */
export const tokens = defineTokens({
  colors: {
    stone: {
      50: { value: '#faf8f5' },
      100: { value: '#f3efe9' },
      200: { value: '#e6dfd5' },
      300: { value: '#d3c9bb' },
      400: { value: '#b3a795' },
      500: { value: '#8f8372' },
      600: { value: '#6f6557' },
      700: { value: '#544c42' },
      800: { value: '#37322c' },
      900: { value: '#221f1b' },
      950: { value: '#161412' },
    },
    bronze: {
      50: { value: '#fbf5ee' },
      100: { value: '#f3e4d1' },
      300: { value: '#d6ab7c' },
      500: { value: '#a87443' },
      600: { value: '#8f5f33' },
      700: { value: '#744b28' },
      800: { value: '#5a3a1f' },
    },
    success: { value: '#2f7d4f' },
    warning: { value: '#b7791f' },
    danger: { value: '#b42318' },
  },
  fonts: {
    body: { value: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
    heading: { value: '"Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, "Times New Roman", serif' },
  },
  radii: { sm: { value: '4px' }, md: { value: '8px' }, lg: { value: '14px' }, xl: { value: '22px' }, full: { value: '9999px' } },
  shadows: {
    soft: { value: '0 1px 2px rgba(34,31,27,.06), 0 8px 24px rgba(34,31,27,.06)' },
    lifted: { value: '0 2px 4px rgba(34,31,27,.08), 0 18px 40px rgba(34,31,27,.12)' },
  },
  sizes: { content: { value: '75rem' }, prose: { value: '44rem' } },
  durations: { fast: { value: '120ms' }, normal: { value: '200ms' } },
})

/** Meaning-based tokens: components use these, never raw palette values. */
export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: '{colors.stone.50}' },
      subtle: { value: '{colors.stone.100}' },
      muted: { value: '{colors.stone.200}' },
      surface: { value: '#ffffff' },
      inverse: { value: '{colors.stone.900}' },
    },
    fg: {
      default: { value: '{colors.stone.900}' },
      muted: { value: '{colors.stone.600}' },
      subtle: { value: '{colors.stone.500}' },
      inverse: { value: '{colors.stone.50}' },
      inverseMuted: { value: '{colors.stone.300}' },
    },
    border: { default: { value: '{colors.stone.200}' }, strong: { value: '{colors.stone.300}' }, inverse: { value: '{colors.stone.700}' } },
    accent: {
      default: { value: '{colors.bronze.600}' },
      emphasis: { value: '{colors.bronze.700}' },
      fg: { value: '#ffffff' },
      subtle: { value: '{colors.bronze.50}' },
      muted: { value: '{colors.bronze.100}' },
      text: { value: '{colors.bronze.700}' },
      onDark: { value: '{colors.bronze.300}' },
    },
    focusRing: { value: '{colors.bronze.500}' },
  },
})

export const textStyles = defineTextStyles({
  display: {
    value: {
      fontFamily: 'heading',
      fontWeight: '600',
      fontSize: { base: '2.25rem', md: '3.25rem', lg: '3.75rem' },
      lineHeight: '1.08',
      letterSpacing: '-0.015em',
    },
  },
  h2: {
    value: {
      fontFamily: 'heading',
      fontWeight: '600',
      fontSize: { base: '1.75rem', md: '2.375rem' },
      lineHeight: '1.15',
      letterSpacing: '-0.01em',
    },
  },
  h3: { value: { fontFamily: 'heading', fontWeight: '600', fontSize: { base: '1.25rem', md: '1.375rem' }, lineHeight: '1.25' } },
  eyebrow: { value: { fontFamily: 'body', fontWeight: '600', fontSize: '0.8125rem', letterSpacing: '0.14em', textTransform: 'uppercase' } },
  lead: { value: { fontSize: { base: '1.0625rem', md: '1.1875rem' }, lineHeight: '1.65' } },
  body: { value: { fontSize: '1rem', lineHeight: '1.65' } },
  small: { value: { fontSize: '0.875rem', lineHeight: '1.5' } },
})

/** The raised card surface shared by cards, lists, tables and panels (use `layerStyle: 'card'`; text colour stays per use). */
export const layerStyles = defineLayerStyles({
  card: {
    value: {
      backgroundColor: 'bg.surface',
      borderWidth: '1px',
      borderStyle: 'solid',
      borderColor: 'border.default',
      borderRadius: 'lg',
      boxShadow: 'soft',
    },
  },
})

export const keyframes = defineKeyframes({
  fadeIn: { from: { opacity: 0 }, to: { opacity: 1 } },
  fadeOut: { from: { opacity: 1 }, to: { opacity: 0 } },
  slideInRight: { from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } },
  slideOutRight: { from: { transform: 'translateX(0)' }, to: { transform: 'translateX(100%)' } },
  popIn: { from: { opacity: 0, transform: 'translateY(6px) scale(.98)' }, to: { opacity: 1, transform: 'translateY(0) scale(1)' } },
  // Busy at once: dimmed from its first frame, then breathing.
  pending: { '0%, 100%': { opacity: 0.7 }, '50%': { opacity: 0.45 } },
  // Run along a scroll range (not a time): out of sight inside it, fading at its two ends (app/render/layout/PageJump.tsx).
  stepAside: { '0%, 100%': { opacity: 1 }, '6%, 94%': { opacity: 0, visibility: 'hidden' } },
})

export const globalCss = defineGlobalStyles({
  // Anchor jumps are instant: a smooth scroll is stopped part-way by any focus or layout change on the way (a
  // hydrating island), leaving the visitor short of the place the link names.
  html: { colorScheme: 'light', WebkitTextSizeAdjust: '100%' },
  body: { bg: 'bg.canvas', color: 'fg.default', fontFamily: 'body', textStyle: 'body', WebkitFontSmoothing: 'antialiased' },
  'h1, h2, h3, h4': { fontFamily: 'heading', textWrap: 'balance' },
  a: { color: 'inherit', textDecoration: 'none' },
  ':focus-visible': { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  img: { maxWidth: '100%', height: 'auto' },
  '.sr-only': { srOnly: true },
  // Island wrappers (app/render/Island.tsx) take no part in layout: their content is laid out as if the wrapper were not there.
  '[data-island]': { display: 'contents' },
  // A modal dialog open (the drawer, ui/drawer.tsx): the page behind it does not scroll.
  'html:has(dialog[open]:modal)': { overflow: 'hidden' },
  // A tap, click or submit held while its island's code loads (app/browser/entry-client.tsx): it is answered as soon as the
  // island is live; until then the control shows it was heard.
  // Dimmed at once (also with reduced motion), then pulsing; in every page's inline CSS (app/builder/prerender.ts).
  '[data-pending]': { cursor: 'progress', opacity: 0.7, animation: 'pending 1.2s ease-in-out infinite' },
  // Controls that only work with JavaScript (filters, favourites, dialogs) are hidden when scripting is off; content
  // meant for that case only is shown then.
  '[data-no-script]': { display: 'none' },
  '@media (scripting: none)': { '[data-requires-script]': { display: 'none !important' }, '[data-no-script]': { display: 'revert' } },
  '@media (prefers-reduced-motion: reduce)': {
    '*, *::before, *::after': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
})
