import { defineSlotRecipe } from '@pandacss/dev'

/** Contact cards: icon, title, the address to reach, availability and a button. */
export const contactMethods = defineSlotRecipe({
  className: 'contact-methods',
  slots: ['grid', 'card', 'top', 'icon', 'titles', 'title', 'subtitle', 'details', 'availability', 'footer'],
  base: {
    grid: {
      display: 'grid',
      gridTemplateColumns: { base: 'minmax(0, 1fr)', md: 'repeat(auto-fit, minmax(15rem, 1fr))' },
      gap: { base: '4', md: '5' },
      listStyle: 'none',
    },
    card: {
      display: 'flex',
      flexDirection: 'column',
      gap: '4',
      minW: '0',
      layerStyle: 'card',
      color: 'fg.default',
      p: { base: '5', md: '6' },
      transition: 'box-shadow {durations.normal}, border-color {durations.normal}',
      _hover: { boxShadow: 'lifted', borderColor: 'accent.muted' },
    },
    top: { display: 'flex', alignItems: 'center', gap: '4' },
    icon: {
      flexShrink: 0,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '12',
      h: '12',
      borderRadius: 'full',
      bg: 'accent.subtle',
      color: 'accent.default',
      borderWidth: '1px',
      borderColor: 'accent.muted',
    },
    titles: { display: 'flex', flexDirection: 'column', gap: '0.5', minW: '0' },
    title: { textStyle: 'h3', fontSize: { base: '1.1875rem', md: '1.25rem' }, color: 'inherit' },
    subtitle: { fontSize: 'sm', color: 'fg.muted', lineHeight: '1.45' },
    details: {
      fontWeight: '600',
      fontSize: { base: '1.0625rem', md: '1.125rem' },
      lineHeight: '1.4',
      color: 'fg.default',
      // Addresses break at their <wbr> points first (after "@", before "."); only a part wider than the card breaks inside.
      overflowWrap: 'anywhere',
    },
    availability: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '2',
      fontSize: 'sm',
      color: 'fg.muted',
      lineHeight: '1.5',
      '& svg': { flexShrink: 0, mt: '0.5', width: '0.95rem', height: '0.95rem', color: 'accent.default' },
    },
    footer: { mt: 'auto', pt: '1', display: 'flex', '& > a': { w: '100%' } },
  },
})
