import { selectAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { formControl } from './shared'

/** The kit's select (ui/select.tsx): a field-height trigger and a listbox. Slots: Ark's select anatomy. */
export const select = defineSlotRecipe({
  className: 'select',
  slots: selectAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', minW: '0' },
    label: { fontWeight: '600', fontSize: 'sm', color: 'fg.default' },
    control: { position: 'relative' },
    trigger: {
      ...formControl,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      cursor: 'pointer',
      textAlign: 'start',
      '& [data-placeholder-shown]': { color: 'fg.subtle' },
    },
    valueText: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    indicator: {
      display: 'inline-flex',
      color: 'fg.muted',
      transition: 'transform {durations.normal}',
      _open: { transform: 'rotate(180deg)' },
      '& svg': { width: '4', height: '4' },
    },
    // The positioner's z-index is Zag's inline `var(--z-index)`, copied from the content's computed z-index: the layer
    // is set on the content, or the list would paint under the next field (a stacked phone form).
    positioner: { zIndex: 50 },
    content: {
      zIndex: 50,
      bg: 'bg.surface',
      borderRadius: 'md',
      borderWidth: '1px',
      borderColor: 'border.default',
      boxShadow: 'lifted',
      p: '1.5',
      minW: 'var(--reference-width)',
      maxH: '18rem',
      overflowY: 'auto',
      _open: { animation: 'popIn {durations.fast} ease-out' },
      _focusVisible: { outline: 'none' },
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      px: '3',
      py: '2.5',
      borderRadius: 'sm',
      cursor: 'pointer',
      fontSize: 'sm',
      _highlighted: { bg: 'bg.subtle' },
      '&[data-state=checked]': { fontWeight: '600', color: 'accent.text' },
    },
    itemIndicator: { color: 'accent.default', '& svg': { width: '4', height: '4' } },
  },
})
