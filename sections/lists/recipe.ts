import { defineSlotRecipe } from '@pandacss/dev'

/** Titled lists side by side. Each list's `tone` comes from page JSON: neutral (bronze dots), good, warning. */
export const lists = defineSlotRecipe({
  className: 'lists',
  slots: ['card', 'header', 'title', 'text', 'items', 'item', 'marker'],
  base: {
    card: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      gap: '5',
      layerStyle: 'card',
      color: 'fg.default',
      overflow: 'hidden',
      p: { base: '6', md: '8' },
      _before: { content: '""', position: 'absolute', insetX: '0', top: '0', h: '4px', bg: 'var(--list-color)' },
    },
    header: { display: 'flex', flexDirection: 'column', gap: '2' },
    title: { textStyle: 'h3', display: 'flex', alignItems: 'center', gap: '3' },
    text: { color: 'fg.muted', fontSize: '0.9375rem' },
    items: { display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none' },
    item: { display: 'flex', alignItems: 'flex-start', gap: '3', lineHeight: '1.55' },
    marker: {
      flexShrink: 0,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '5',
      h: '5',
      mt: '0.5',
      borderRadius: 'full',
      color: 'var(--list-color)',
      '& svg': { width: '1.25rem', height: '1.25rem' },
    },
  },
  variants: {
    tone: {
      neutral: {
        card: { '--list-color': '{colors.accent.default}' },
        marker: { _before: { content: '""', w: '2', h: '2', borderRadius: 'full', bg: 'var(--list-color)' } },
      },
      good: { card: { '--list-color': '{colors.success}' } },
      warning: { card: { '--list-color': '{colors.warning}' } },
    },
  },
  defaultVariants: { tone: 'neutral' },
})
