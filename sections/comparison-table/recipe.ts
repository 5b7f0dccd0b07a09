import { defineSlotRecipe } from '@pandacss/dev'

/** Materials side by side: a table on larger screens, one card per category on phones (nothing hidden). */
export const comparisonTable = defineSlotRecipe({
  className: 'comparison-table',
  slots: ['frame', 'table', 'caption', 'rating', 'text'],
  base: {
    frame: { layerStyle: 'card', overflow: 'hidden' },
    table: {
      w: '100%',
      borderCollapse: 'collapse',
      '& th, & td': { textAlign: 'start', verticalAlign: 'top', px: { base: '4', md: '6' }, py: '4' },
      '& thead th': { bg: 'bg.inverse', color: 'fg.inverse', fontFamily: 'heading', fontSize: 'lg', fontWeight: '600' },
      '& tbody tr': { borderTopWidth: '1px', borderColor: 'border.default' },
      '& tbody th': { fontWeight: '600', w: { md: '24%' } },
      // Phones: each row becomes a card of labelled cells; the column heading travels in data-label.
      mdDown: {
        '& thead': { srOnly: true },
        '& tr': { display: 'block', py: '2' },
        '& th, & td': { display: 'block', py: '2' },
        '& td::before': {
          content: 'attr(data-label)',
          display: 'block',
          textStyle: 'eyebrow',
          fontSize: '0.6875rem',
          color: 'fg.muted',
          mb: '1',
        },
      },
    },
    caption: {
      captionSide: 'top',
      textAlign: 'start',
      px: { base: '4', md: '6' },
      py: '4',
      fontWeight: '600',
      color: 'fg.default',
      bg: 'bg.subtle',
    },
    rating: { display: 'block', fontWeight: '600', color: 'accent.text' },
    text: { display: 'block', fontSize: 'sm', color: 'fg.muted', lineHeight: '1.5', mt: '0.5' },
  },
})
