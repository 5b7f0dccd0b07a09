import { defineSlotRecipe } from '@pandacss/dev'

/** The quote form: a card with the fields and a side panel with the other ways to reach the business. */
export const quoteForm = defineSlotRecipe({
  className: 'quote-form',
  slots: ['layout', 'card', 'aside', 'asideTitle', 'asideList', 'asideNote', 'grid', 'field', 'full', 'label', 'input', 'textarea', 'error', 'hint', 'notice', 'honeypot', 'actions', 'fine', 'trigger', 'positioner', 'content', 'item', 'indicator'],
  base: {
    layout: { display: 'grid', gap: { base: '6', lg: '10' }, gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' },
    card: { bg: 'bg.surface', color: 'fg.default', borderRadius: 'xl', borderWidth: '1px', borderColor: 'border.default', boxShadow: 'soft', p: { base: '5', md: '8' } },
    aside: { display: 'flex', flexDirection: 'column', gap: '4', p: { base: '5', md: '7' }, borderRadius: 'xl', bg: 'bg.inverse', color: 'fg.inverse' },
    asideTitle: { textStyle: 'h3' },
    asideList: {
      display: 'flex', flexDirection: 'column', gap: '3', color: 'fg.inverseMuted', minW: '0',
      '& li': { display: 'flex', gap: '2.5', alignItems: 'baseline', minW: '0' },
      '& li > svg': { flexShrink: 0, position: 'relative', top: '2px', color: 'accent.onDark' },
      '& a': { color: 'fg.inverse', fontWeight: '600', textDecoration: 'underline', textUnderlineOffset: '3px', overflowWrap: 'anywhere' },
    },
    asideNote: { color: 'fg.inverseMuted', fontSize: 'sm' },
    grid: { display: 'grid', gap: '5', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } },
    field: { display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0' },
    full: { gridColumn: { md: '1 / -1' } },
    label: { fontWeight: '600', fontSize: 'sm', color: 'fg.default' },
    input: {
      h: '12', px: '4', borderRadius: 'md', borderWidth: '1px', borderColor: 'border.strong', bg: 'bg.surface', color: 'fg.default', fontSize: 'md', w: '100%',
      transition: 'border-color {durations.fast}, box-shadow {durations.fast}',
      _placeholder: { color: 'fg.subtle' },
      _focusVisible: { outline: 'none', borderColor: 'accent.default', boxShadow: '0 0 0 3px {colors.bronze.100}' },
      _invalid: { borderColor: 'danger' },
    },
    textarea: {
      minH: '36', p: '4', borderRadius: 'md', borderWidth: '1px', borderColor: 'border.strong', bg: 'bg.surface', color: 'fg.default', fontSize: 'md', w: '100%', resize: 'vertical',
      _placeholder: { color: 'fg.subtle' },
      _focusVisible: { outline: 'none', borderColor: 'accent.default', boxShadow: '0 0 0 3px {colors.bronze.100}' },
      _invalid: { borderColor: 'danger' },
    },
    error: { color: 'danger', fontSize: 'sm', fontWeight: '500' },
    hint: { color: 'fg.muted', fontSize: 'sm' },
    notice: { display: 'flex', gap: '3', alignItems: 'flex-start', p: '4', mb: '6', borderRadius: 'md', bg: 'accent.subtle', color: 'fg.default', borderWidth: '1px', borderColor: 'accent.muted', fontSize: 'sm' },
    honeypot: { position: 'absolute', left: '-10000px', w: '1px', h: '1px', overflow: 'hidden' },
    actions: { display: 'flex', flexDirection: { base: 'column', sm: 'row' }, alignItems: { base: 'stretch', sm: 'center' }, gap: '4', mt: '7' },
    fine: { color: 'fg.muted', fontSize: 'sm' },
    trigger: {
      h: '12', px: '4', borderRadius: 'md', borderWidth: '1px', borderColor: 'border.strong', bg: 'bg.surface', color: 'fg.default', fontSize: 'md', w: '100%',
      display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', cursor: 'pointer', textAlign: 'start',
      '& [data-placeholder-shown]': { color: 'fg.subtle' },
      _focusVisible: { outline: 'none', borderColor: 'accent.default', boxShadow: '0 0 0 3px {colors.bronze.100}' },
      _invalid: { borderColor: 'danger' },
      '& svg': { width: '4', height: '4', color: 'fg.muted', flexShrink: 0 },
    },
    positioner: { zIndex: 30 },
    content: {
      bg: 'bg.surface', borderRadius: 'md', borderWidth: '1px', borderColor: 'border.default', boxShadow: 'lifted', p: '1.5', minW: 'var(--reference-width)', maxH: '18rem', overflowY: 'auto',
      _open: { animation: 'popIn {durations.fast} ease-out' },
      _focusVisible: { outline: 'none' },
    },
    item: {
      display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '3', px: '3', py: '2.5', borderRadius: 'sm', cursor: 'pointer', fontSize: 'sm',
      _highlighted: { bg: 'bg.subtle' },
      '&[data-state=checked]': { fontWeight: '600', color: 'accent.text' },
    },
    indicator: { color: 'accent.default', '& svg': { width: '4', height: '4' } },
  },
})
