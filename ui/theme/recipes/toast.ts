import { toastAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

/**
 * Ark UI Toast. Ark positions the toast with CSS variables (--x, --y, --opacity, --scale...); this recipe turns
 * them into a transform and adds the horizontal swipe offset (--swipe-x, set while dragging).
 * Variants follow Ark's data-type: "error" is the destructive look, every other type the default one.
 */
export const toast = defineSlotRecipe({
  className: 'toast',
  slots: toastAnatomy.extendWith('body').keys(),
  base: {
    group: { outline: 'none' },
    root: {
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      w: { base: 'calc(100vw - 2rem)', sm: '24rem' },
      p: '4',
      pr: '3',
      borderRadius: 'lg',
      borderWidth: '1px',
      borderColor: 'border.default',
      bg: 'bg.surface',
      color: 'fg.default',
      boxShadow: 'lifted',
      translate: 'calc(var(--x) + var(--swipe-x, 0px)) var(--y)',
      scale: 'var(--scale)',
      opacity: 'var(--opacity)',
      zIndex: 'var(--z-index)',
      height: 'var(--height)',
      willChange: 'translate, opacity, scale',
      touchAction: 'pan-y',
      userSelect: 'none',
      transition: 'translate 400ms cubic-bezier(.21,1.02,.73,1), scale 400ms, opacity 400ms, height 400ms, box-shadow 200ms, visibility 0s',
      '&[data-swiping]': { transition: 'none' },
      '&[data-type=error]': { bg: 'danger', borderColor: 'danger', color: 'white' },
      // A dismissed toast is kept for the specification's removal delay (1,000,000 ms): once faded out it leaves the accessibility tree.
      _closed: { visibility: 'hidden', transition: 'translate 400ms, scale 400ms, opacity 400ms, visibility 0s 400ms' },
    },
    body: { flex: '1', minW: '0', display: 'flex', flexDirection: 'column', gap: '1' },
    title: { fontWeight: '600', fontSize: 'sm', lineHeight: '1.4' },
    description: { fontSize: 'sm', lineHeight: '1.5', opacity: 0.9 },
    actionTrigger: {
      alignSelf: 'flex-start',
      mt: '2',
      h: '8',
      px: '3',
      borderRadius: 'md',
      borderWidth: '1px',
      fontSize: 'sm',
      fontWeight: '600',
      cursor: 'pointer',
      borderColor: 'border.strong',
      bg: 'transparent',
      color: 'inherit',
      _hover: { bg: 'bg.subtle' },
      '[data-type=error] &': { borderColor: 'rgba(255,255,255,.5)', _hover: { bg: 'rgba(255,255,255,.12)' } },
    },
    closeTrigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '8',
      h: '8',
      flexShrink: 0,
      borderRadius: 'full',
      cursor: 'pointer',
      color: 'inherit',
      opacity: 0.7,
      _hover: { opacity: 1, bg: 'bg.subtle' },
      '[data-type=error] &': { _hover: { bg: 'rgba(255,255,255,.15)' } },
      '& svg': { width: '4', height: '4' },
    },
  },
})
