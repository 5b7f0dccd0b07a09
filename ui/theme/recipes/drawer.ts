import { defineSlotRecipe } from '@pandacss/dev'

/**
 * A native modal <dialog> styled as a panel sliding in from the right edge (the mobile navigation, ui/drawer.tsx): the
 * dialog is the panel, its ::backdrop the shade behind it.
 */
export const drawer = defineSlotRecipe({
  className: 'drawer',
  slots: ['trigger', 'content', 'header', 'title', 'closeTrigger', 'body', 'footer'],
  base: {
    trigger: {},
    content: {
      // The browser's modal dialog is centred with margins: here, the full height at the right edge.
      position: 'fixed',
      inset: '0 0 0 auto',
      m: '0',
      p: '0',
      borderWidth: '0',
      maxW: 'none',
      maxH: 'none',
      h: '100dvh',
      w: 'min(22rem, 88vw)',
      flexDirection: 'column',
      bg: 'bg.canvas',
      color: 'fg.default',
      boxShadow: 'lifted',
      outline: 'none',
      overflow: 'hidden',
      '&[open]': { display: 'flex', animation: 'slideInRight 260ms cubic-bezier(.2,.8,.2,1)' },
      '&::backdrop': { bg: 'rgba(22, 20, 18, 0.5)' },
    },
    header: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '3',
      px: '5',
      h: '16',
      borderBottomWidth: '1px',
      borderColor: 'border.default',
      flexShrink: 0,
    },
    title: { fontFamily: 'heading', fontSize: 'lg', fontWeight: '600', color: 'fg.default' },
    closeTrigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '10',
      h: '10',
      borderRadius: 'full',
      color: 'fg.muted',
      cursor: 'pointer',
      _hover: { bg: 'bg.muted', color: 'fg.default' },
      '& svg': { width: '5', height: '5' },
    },
    body: { flex: '1', overflowY: 'auto', px: '5', py: '4', overscrollBehavior: 'contain' },
    footer: {
      display: 'flex',
      flexDirection: 'column',
      gap: '3',
      px: '5',
      py: '4',
      borderTopWidth: '1px',
      borderColor: 'border.default',
      bg: 'bg.surface',
      flexShrink: 0,
    },
  },
})
