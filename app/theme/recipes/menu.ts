import { defineSlotRecipe } from '@pandacss/dev'

/** Ark UI Menu used as a navigation dropdown (header Services and Resources). Items are router links. */
export const menu = defineSlotRecipe({
  className: 'menu',
  slots: ['trigger', 'indicator', 'positioner', 'content', 'itemGroup', 'itemGroupLabel', 'item', 'itemIcon', 'separator'],
  base: {
    trigger: {
      position: 'relative', display: 'inline-flex', alignItems: 'center', gap: '1', h: '10', px: '3', borderRadius: 'md', cursor: 'pointer',
      fontSize: 'sm', fontWeight: '500', color: 'fg.muted', bg: 'transparent',
      transition: 'color {durations.fast}, background-color {durations.fast}',
      _hover: { color: 'fg.default', bg: 'bg.subtle' },
      _open: { color: 'fg.default', bg: 'bg.subtle' },
      '&[data-active]': {
        color: 'accent.text', fontWeight: '600',
        _after: { content: '""', position: 'absolute', left: '3', right: '3', bottom: '1', h: '2px', borderRadius: 'full', bg: 'accent.default' },
      },
    },
    indicator: {
      display: 'inline-flex', transition: 'transform {durations.normal}',
      '& svg': { width: '4', height: '4' },
      _open: { transform: 'rotate(180deg)' },
    },
    positioner: { zIndex: 40 },
    content: {
      bg: 'bg.surface', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'lg', boxShadow: 'lifted',
      p: '2', minW: '15rem', outline: 'none',
      _open: { animation: 'popIn {durations.normal} ease-out' },
      _closed: { animation: 'fadeOut {durations.fast} ease-in' },
    },
    itemGroup: { py: '1' },
    itemGroupLabel: {
      px: '3', pt: '2', pb: '1.5', textStyle: 'eyebrow', fontSize: '0.6875rem', color: 'fg.muted',
    },
    item: {
      display: 'flex', alignItems: 'center', gap: '3', px: '3', py: '2', borderRadius: 'md', fontSize: 'sm',
      color: 'fg.default', cursor: 'pointer', outline: 'none', textDecoration: 'none',
      transition: 'background-color {durations.fast}, color {durations.fast}',
      _highlighted: { bg: 'bg.subtle', color: 'accent.text' },
      '&[aria-current=page]': { color: 'accent.text', fontWeight: '600', bg: 'accent.subtle' },
    },
    itemIcon: { color: 'accent.default', flexShrink: 0 },
    separator: { my: '1.5', mx: '2', borderTopWidth: '1px', borderColor: 'border.default' },
  },
})
