import { dialogAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'
import { overlayBackdrop } from './shared'

/** Ark UI Dialog styled as a panel sliding in from the right edge (mobile navigation). */
export const drawer = defineSlotRecipe({
  className: 'drawer',
  slots: dialogAnatomy.extendWith('header', 'body', 'footer').keys(),
  base: {
    backdrop: { ...overlayBackdrop, bg: 'rgba(22, 20, 18, 0.45)' },
    positioner: {
      position: 'fixed',
      inset: '0',
      zIndex: 50,
      display: 'flex',
      justifyContent: 'flex-end',
    },
    content: {
      display: 'flex',
      flexDirection: 'column',
      h: '100dvh',
      w: 'min(22rem, 88vw)',
      bg: 'bg.canvas',
      boxShadow: 'lifted',
      outline: 'none',
      overflow: 'hidden',
      _open: { animation: 'slideInRight 260ms cubic-bezier(.2,.8,.2,1)' },
      _closed: { animation: 'slideOutRight {durations.normal} ease-in' },
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
