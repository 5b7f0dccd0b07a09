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

/** The panel that closes a tool: a heading and a sentence beside its actions (a call to action, a help block). */
export const closingPanel = defineSlotRecipe({
  className: 'closing-panel',
  slots: ['root', 'title', 'text', 'actions'],
  base: {
    root: {
      mt: { base: '12', md: '16' },
      p: { base: '7', md: '10' },
      borderRadius: 'xl',
      display: 'flex',
      flexDirection: { base: 'column', lg: 'row' },
      alignItems: { base: 'stretch', lg: 'center' },
      justifyContent: 'space-between',
      gap: '6',
      textAlign: 'start',
    },
    title: { textStyle: 'h3', fontSize: { base: '1.5rem', md: '1.75rem' } },
    text: { mt: '2', maxW: '38rem' },
    actions: { display: 'flex', flexDirection: { base: 'column', sm: 'row' }, flexWrap: 'wrap', gap: '3', flexShrink: 0 },
  },
  variants: {
    tone: {
      dark: { root: { bg: 'bg.inverse', color: 'fg.inverse' }, text: { color: 'fg.inverseMuted' } },
      accent: { root: { bg: 'accent.subtle', borderWidth: '1px', borderColor: 'accent.muted' }, text: { color: 'fg.muted' } },
    },
  },
  defaultVariants: { tone: 'dark' },
})

/**
 * A project card (the gallery and the project lists of town pages): the project's own picture with its material,
 * then its title, town and kind of space, and its description. In the gallery the title is a button that opens the
 * project (`open` stretches it over the whole card). `list` is the grid of cards, `empty` what stands in its place
 * when no project shows.
 */
export const projectCard = defineSlotRecipe({
  className: 'project-card',
  slots: ['list', 'empty', 'card', 'media', 'badges', 'body', 'title', 'open', 'meta', 'text'],
  base: {
    list: {
      display: 'grid',
      gridTemplateColumns: { base: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      gap: { base: '5', md: '6', lg: '7' },
      listStyle: 'none',
    },
    empty: {
      textAlign: 'center',
      p: { base: '8', md: '10' },
      borderRadius: 'xl',
      borderWidth: '1px',
      borderStyle: 'dashed',
      borderColor: 'border.strong',
      color: 'fg.muted',
      bg: 'bg.surface',
    },
    card: { position: 'relative', layerStyle: 'card', overflow: 'hidden', display: 'flex', flexDirection: 'column', minW: '0' },
    media: {
      position: 'relative',
      aspectRatio: '4 / 3',
      bg: 'bg.muted',
      overflow: 'hidden',
      '& picture, & img': { display: 'block', w: '100%', h: '100%', objectFit: 'cover' },
    },
    badges: { position: 'absolute', top: '3', left: '3', display: 'flex', gap: '2', flexWrap: 'wrap' },
    body: { display: 'flex', flexDirection: 'column', gap: '2', p: { base: '5', md: '6' }, flex: '1' },
    title: { textStyle: 'h3', fontSize: { base: '1.1875rem', md: '1.25rem' } },
    open: {
      all: 'unset',
      cursor: 'pointer',
      textAlign: 'start',
      // The whole card is the button's target; its focus ring is drawn around the card.
      _after: { content: '""', position: 'absolute', inset: '0', borderRadius: 'inherit' },
      _focusVisible: { outline: 'none', _after: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '-3px' } },
      '@media (hover: hover)': { '&:hover': { color: 'accent.text', textDecoration: 'underline', textUnderlineOffset: '4px' } },
    },
    meta: {
      display: 'flex',
      flexWrap: 'wrap',
      columnGap: '3',
      rowGap: '1',
      fontSize: 'sm',
      color: 'fg.muted',
      '& span': { display: 'inline-flex', alignItems: 'center', gap: '1.5' },
      '& svg': { w: '3.5', h: '3.5', color: 'accent.default' },
    },
    text: { fontSize: '0.9375rem', lineHeight: '1.6', color: 'fg.muted' },
  },
})

/**
 * A list of cards that becomes a swipeable row on phones (each card 84% wide, the next one peeking, so the row shows
 * it scrolls; the section's side padding is bled so cards reach the screen edge). From `sm` up it leaves the list's
 * own grid alone. Keeps long pages short on a phone: five stacked cards are three screens, a row is one.
 */
export const rail = defineRecipe({
  className: 'rail',
  base: {
    // Important: the lists' own layout is often an atomic class (a later cascade layer than recipes).
    '@media (max-width: 639.98px)': {
      display: 'flex !important',
      flexWrap: 'nowrap !important',
      justifyContent: 'flex-start !important',
      overflowX: 'auto',
      overscrollBehaviorX: 'contain',
      scrollSnapType: 'x mandatory',
      scrollPaddingInline: '5',
      mx: '-5',
      px: '5',
      pb: '3',
      '& > li': { flex: '0 0 84%', w: 'auto', scrollSnapAlign: 'center' },
      _focusVisible: { outlineOffset: '-3px' },
    },
  },
})
