import { defineSlotRecipe } from '@pandacss/dev'

/** Ark UI Popover panel (the floating chat panel). */
export const popover = defineSlotRecipe({
  className: 'popover',
  slots: ['positioner', 'content', 'header', 'title', 'description', 'closeTrigger', 'body', 'footer'],
  base: {
    positioner: { zIndex: 1 },
    content: {
      display: 'flex', flexDirection: 'column', w: 'min(22rem, calc(100vw - 2rem))', maxH: 'min(36rem, calc(100dvh - 7rem))',
      bg: 'bg.surface', borderRadius: 'xl', borderWidth: '1px', borderColor: 'border.default', boxShadow: 'lifted',
      overflow: 'hidden', outline: 'none', transformOrigin: 'var(--transform-origin)',
      _open: { animation: 'popIn {durations.normal} ease-out' },
      _closed: { animation: 'fadeOut {durations.fast} ease-in' },
    },
    header: {
      display: 'flex', alignItems: 'center', gap: '3', px: '4', py: '3.5', bg: 'bg.inverse', color: 'fg.inverse',
    },
    title: { fontFamily: 'heading', fontWeight: '600', fontSize: 'md', lineHeight: '1.3' },
    description: { fontSize: 'xs', color: 'fg.inverseMuted' },
    closeTrigger: {
      display: 'inline-flex', alignItems: 'center', justifyContent: 'center', w: '9', h: '9', ml: 'auto', flexShrink: 0,
      borderRadius: 'full', cursor: 'pointer', color: 'fg.inverseMuted',
      _hover: { color: 'fg.inverse', bg: 'rgba(255,255,255,.1)' },
      '& svg': { width: '4.5', height: '4.5' },
    },
    body: { display: 'flex', flexDirection: 'column', gap: '3', p: '4', flex: '1', minH: '0', overflowY: 'auto', overscrollBehavior: 'contain' },
    footer: { display: 'flex', flexDirection: 'column', gap: '2', px: '4', py: '3', borderTopWidth: '1px', borderColor: 'border.default', bg: 'bg.canvas', flexShrink: 0 },
  },
})
