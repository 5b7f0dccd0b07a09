import { defineSlotRecipe } from '@pandacss/dev'

/** Benefits, reasons, values. `variant` and `columns` come from page JSON. */
export const featureList = defineSlotRecipe({
  className: 'feature-list',
  slots: ['list', 'item', 'icon', 'body', 'title', 'text'],
  base: {
    list: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', listStyle: 'none' },
    item: { display: 'flex', minW: '0' },
    icon: { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', flexShrink: 0 },
    body: { display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0' },
    title: { color: 'inherit' },
    text: { lineHeight: '1.65' },
  },
  variants: {
    variant: {
      cards: {
        list: { gap: { base: '5', md: '6' } },
        item: {
          flexDirection: 'column',
          gap: '5',
          layerStyle: 'card',
          color: 'fg.default',
          p: { base: '6', md: '7' },
        },
        icon: {
          w: '12',
          h: '12',
          borderRadius: 'full',
          bg: 'accent.subtle',
          color: 'accent.default',
          borderWidth: '1px',
          borderColor: 'accent.muted',
        },
        title: { textStyle: 'h3' },
        text: { color: 'fg.muted', fontSize: '0.9375rem' },
      },
      checklist: {
        list: { columnGap: { base: '8', lg: '12' } },
        item: {
          gap: '3.5',
          alignItems: 'flex-start',
          py: '4',
          borderTopWidth: '1px',
          borderColor: 'var(--section-border, token(colors.border.default))',
          color: 'var(--section-fg, token(colors.fg.default))',
        },
        icon: {
          mt: '0.5',
          w: '6',
          h: '6',
          borderRadius: 'full',
          bg: 'accent.default',
          color: 'accent.fg',
          '& svg': { width: '0.875rem', height: '0.875rem', strokeWidth: '3' },
        },
        title: { fontFamily: 'body', fontWeight: '600', fontSize: '1rem', lineHeight: '1.5' },
        text: { color: 'var(--section-muted, token(colors.fg.muted))', fontSize: '0.9375rem' },
      },
    },
    columns: {
      2: { list: { gridTemplateColumns: { md: 'repeat(2, minmax(0, 1fr))' } } },
      3: { list: { gridTemplateColumns: { md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } } },
      4: { list: { gridTemplateColumns: { sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } } },
    },
  },
  defaultVariants: { variant: 'cards', columns: 3 },
})
