import { progressAnatomy } from '@ark-ui/react/anatomy'
import { defineSlotRecipe } from '@pandacss/dev'

/**
 * The kit's linear progress bar (ui/progress.tsx). `tone` colours the range (good / fair / poor); the value is
 * always written beside it, so colour is never the only signal. An invalid value renders an empty, striped track.
 */
export const progress = defineSlotRecipe({
  className: 'progress',
  slots: progressAnatomy.keys(),
  base: {
    root: { display: 'grid', gridTemplateColumns: '1fr auto', alignItems: 'center', columnGap: '3', rowGap: '1.5', w: '100%' },
    label: { gridColumn: '1 / -1', fontSize: 'sm', fontWeight: '500', color: 'fg.default' },
    track: { position: 'relative', h: '2.5', borderRadius: 'full', bg: 'bg.muted', overflow: 'hidden' },
    range: {
      h: '100%',
      borderRadius: 'full',
      bg: 'accent.default',
      transition: 'width 400ms cubic-bezier(.2,.8,.2,1)',
      '[data-invalid] &': { display: 'none' },
    },
    valueText: {
      fontSize: 'sm',
      fontWeight: '600',
      fontVariantNumeric: 'tabular-nums',
      color: 'fg.default',
      minW: '3.5rem',
      textAlign: 'end',
    },
  },
  variants: {
    tone: {
      neutral: {},
      good: { range: { bg: 'success' } },
      fair: { range: { bg: 'warning' } },
      poor: { range: { bg: 'danger' } },
    },
  },
  defaultVariants: { tone: 'neutral' },
})
