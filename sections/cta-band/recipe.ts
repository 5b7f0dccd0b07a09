import { defineSlotRecipe } from '@pandacss/dev'

/** Call-to-action band. `tone` comes from page JSON: default (warm bronze tint), dark, accent (bronze), emergency (red). */
export const ctaBand = defineSlotRecipe({
  className: 'cta-band',
  slots: ['root', 'container', 'panel', 'content', 'eyebrow', 'headline', 'text', 'aside', 'notes', 'note'],
  base: {
    root: { py: { base: '10', md: '16' }, scrollMarginTop: '20', bg: 'bg.canvas' },
    container: { maxW: 'content', mx: 'auto', px: { base: '5', md: '8' } },
    panel: {
      position: 'relative',
      isolation: 'isolate',
      overflow: 'hidden',
      borderRadius: 'xl',
      px: { base: '6', md: '12', lg: '16' },
      py: { base: '9', md: '12', lg: '14' },
      display: 'grid',
      gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1.25fr) minmax(0, 1fr)' },
      alignItems: 'center',
      gap: { base: '7', lg: '12' },
      color: 'var(--cta-fg)',
      '--section-muted': 'var(--cta-muted)',
      '--section-accent': 'var(--cta-eyebrow)',
      _before: {
        content: '""',
        position: 'absolute',
        inset: '0',
        zIndex: '-1',
        pointerEvents: 'none',
        bgImage: 'radial-gradient(70% 120% at 100% 0%, rgba(255,255,255,.10) 0%, rgba(255,255,255,0) 60%)',
      },
    },
    content: { display: 'flex', flexDirection: 'column', gap: '3', minW: '0' },
    eyebrow: {
      textStyle: 'eyebrow',
      color: 'var(--cta-eyebrow)',
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      '& svg': { width: '1rem', height: '1rem' },
    },
    headline: { textStyle: 'h2', color: 'inherit', maxW: '30ch' },
    text: { textStyle: 'lead', color: 'var(--cta-muted)', maxW: '40rem' },
    aside: {
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      alignItems: { base: 'stretch', lg: 'flex-end' },
      '& > div:first-child': { justifyContent: { lg: 'flex-end' } },
      // Two buttons that wrap onto two lines share the width, so they line up.
      '& > div:first-child > a:not(:only-child)': { flexGrow: { lg: '1' } },
    },
    notes: { display: 'flex', flexWrap: 'wrap', columnGap: '5', rowGap: '2', listStyle: 'none', justifyContent: { lg: 'flex-end' } },
    note: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1.5',
      fontSize: 'sm',
      color: 'var(--cta-muted)',
      '& svg': { width: '1rem', height: '1rem', color: 'var(--cta-eyebrow)', flexShrink: 0 },
    },
  },
  variants: {
    tone: {
      default: {
        panel: {
          bg: 'accent.subtle',
          borderWidth: '1px',
          borderColor: 'accent.muted',
          '--cta-fg': '{colors.fg.default}',
          '--cta-muted': '{colors.fg.muted}',
          '--cta-eyebrow': '{colors.accent.text}',
          _before: { bgImage: 'radial-gradient(60% 120% at 100% 0%, rgba(214,171,124,.22) 0%, rgba(214,171,124,0) 65%)' },
        },
      },
      dark: {
        panel: {
          bg: 'bg.inverse',
          '--cta-fg': '{colors.fg.inverse}',
          '--cta-muted': '{colors.fg.inverseMuted}',
          '--cta-eyebrow': '{colors.accent.onDark}',
          _before: { bgImage: 'radial-gradient(70% 130% at 100% 0%, rgba(168,116,67,.30) 0%, rgba(168,116,67,0) 60%)' },
        },
      },
      accent: {
        panel: {
          bg: 'accent.emphasis',
          bgImage: 'linear-gradient(135deg, {colors.bronze.700} 0%, {colors.bronze.800} 100%)',
          '--cta-fg': 'white',
          '--cta-muted': '{colors.bronze.100}',
          '--cta-eyebrow': '{colors.bronze.100}',
        },
      },
      emergency: {
        panel: {
          bg: 'danger',
          bgImage: 'linear-gradient(135deg, #b42318 0%, #8f1c13 100%)',
          '--cta-fg': 'white',
          '--cta-muted': '#fde2df',
          '--cta-eyebrow': '#fde2df',
        },
      },
    },
  },
  defaultVariants: { tone: 'default' },
})
