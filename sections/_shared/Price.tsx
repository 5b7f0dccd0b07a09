import { css, cx } from 'styled-system/css'

import { formatPrice } from './format'

export { formatPrice }

const styles = {
  root: css({ display: 'flex', flexDirection: 'column', gap: '0.5' }),
  label: css({
    fontSize: 'xs',
    fontWeight: '600',
    letterSpacing: '0.12em',
    textTransform: 'uppercase',
    color: 'var(--price-label, token(colors.fg.muted))',
  }),
  line: css({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: '1.5' }),
  amount: css({ fontFamily: 'heading', fontWeight: '600', lineHeight: '1.1', color: 'var(--price-amount, token(colors.accent.text))' }),
  md: css({ fontSize: '1.75rem' }),
  lg: css({ fontSize: { base: '2.25rem', md: '2.75rem' } }),
  unit: css({ fontSize: 'sm', color: 'var(--price-label, token(colors.fg.muted))' }),
}

/** "Starting at / $45 per sq ft" from a catalogue price record. */
export function StartingPrice({
  starting,
  unit,
  size = 'md',
  label,
  className,
}: {
  starting: number
  unit: string
  size?: 'md' | 'lg'
  /** "Starting at" (data/section-text.json). */
  label: string
  className?: string
}) {
  return (
    <p className={cx(styles.root, className)}>
      <span className={styles.label}>{label}</span>
      <span className={styles.line}>
        <span className={cx(styles.amount, styles[size])}>{formatPrice(starting)}</span>
        <span className={styles.unit}>{unit}</span>
      </span>
    </p>
  )
}
