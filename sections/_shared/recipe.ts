import { defineRecipe, defineSlotRecipe } from '@pandacss/dev'

/**
 * The outer shell of every section: background tone (chosen in page JSON), container and heading.
 * Tones expose CSS variables (--section-*) so content outside cards can follow the tone:
 * use `color: 'var(--section-muted)'` for secondary text, `var(--section-accent)` for accents.
 */
/** The light-stone background shared by the "subtle" and "stone" tones ("stone" adds the texture). */
const subtleTone = {
  '--section-bg': '{colors.bg.subtle}',
  '--section-fg': '{colors.fg.default}',
  '--section-muted': '{colors.fg.muted}',
  '--section-accent': '{colors.accent.text}',
  '--section-border': '{colors.border.strong}',
}

export const section = defineSlotRecipe({
  className: 'section',
  slots: ['root', 'texture', 'container', 'header', 'eyebrow', 'title', 'intro'],
  base: {
    root: {
      position: 'relative',
      isolation: 'isolate',
      overflow: 'clip',
      py: { base: '14', md: '20', lg: '24' },
      scrollMarginTop: '20',
      color: 'var(--section-fg)',
      bg: 'var(--section-bg)',
    },
    texture: {
      position: 'absolute',
      inset: '0',
      zIndex: '-1',
      pointerEvents: 'none',
      backgroundImage: 'var(--stone-texture)',
      backgroundSize: 'cover',
      backgroundPosition: 'center',
    },
    container: { position: 'relative', maxW: 'content', mx: 'auto', px: { base: '5', md: '8' } },
    header: { display: 'flex', flexDirection: 'column', gap: '3', mb: { base: '8', md: '12' }, maxW: '48rem' },
    eyebrow: { textStyle: 'eyebrow', color: 'var(--section-accent)' },
    title: { textStyle: 'h2', color: 'var(--section-fg)' },
    intro: { textStyle: 'lead', color: 'var(--section-muted)' },
  },
  variants: {
    tone: {
      default: {
        root: {
          '--section-bg': '{colors.bg.canvas}',
          '--section-fg': '{colors.fg.default}',
          '--section-muted': '{colors.fg.muted}',
          '--section-accent': '{colors.accent.text}',
          '--section-border': '{colors.border.default}',
        },
      },
      subtle: { root: subtleTone },
      stone: {
        root: {
          ...subtleTone,
          bgImage: 'linear-gradient(180deg, rgba(250,248,245,.55) 0%, rgba(243,239,233,0) 40%, rgba(230,223,213,.35) 100%)',
        },
        texture: {
          opacity: 0.7,
          mixBlendMode: 'multiply',
          maskImage: 'linear-gradient(180deg, rgba(0,0,0,.9), rgba(0,0,0,.35))',
        },
      },
      dark: {
        root: {
          '--section-bg': '{colors.bg.inverse}',
          '--section-fg': '{colors.fg.inverse}',
          '--section-muted': '{colors.fg.inverseMuted}',
          '--section-accent': '{colors.accent.onDark}',
          '--section-border': '{colors.border.inverse}',
          bgImage: 'radial-gradient(120% 80% at 100% 0%, rgba(168,116,67,.16) 0%, rgba(34,31,27,0) 55%)',
        },
      },
    },
    /** split: heading beside the content on large screens (prose). */
    layout: {
      stack: {},
      split: {
        container: {
          display: { lg: 'grid' },
          gridTemplateColumns: { lg: 'minmax(0, 5fr) minmax(0, 7fr)' },
          columnGap: { lg: '16', xl: '24' },
          alignItems: 'start',
        },
        header: { mb: { lg: '0' }, position: { lg: 'sticky' }, top: { lg: '28' } },
      },
    },
    align: {
      start: {},
      center: { header: { mx: 'auto', textAlign: 'center', alignItems: 'center' } },
    },
  },
  defaultVariants: { tone: 'default', align: 'start', layout: 'stack' },
})

/** Small rounded label: "Popular", "Emergency Service", categories. Tone may come from page JSON. */
export const pill = defineRecipe({
  className: 'pill',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    px: '3',
    py: '1',
    borderRadius: 'full',
    fontSize: 'xs',
    fontWeight: '600',
    letterSpacing: '0.04em',
    lineHeight: '1.4',
    whiteSpace: 'nowrap',
    borderWidth: '1px',
    borderColor: 'transparent',
    '& svg': { width: '0.95rem', height: '0.95rem', flexShrink: 0 },
  },
  variants: {
    tone: {
      default: { bg: 'accent.subtle', color: 'accent.text', borderColor: 'accent.muted' },
      solid: { bg: 'accent.emphasis', color: 'accent.fg' },
      neutral: { bg: 'bg.surface', color: 'fg.default', borderColor: 'border.default' },
      emergency: { bg: '#fdecea', color: 'danger', borderColor: '#f6c9c4' },
      onDark: { bg: 'rgba(255,255,255,.08)', color: 'accent.onDark', borderColor: 'rgba(214,171,124,.35)' },
    },
  },
  defaultVariants: { tone: 'default' },
})
