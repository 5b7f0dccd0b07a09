import { css, cx } from 'styled-system/css'
import type { ResolvedProps } from '../section'
import type * as section from './schema'
import { Section } from '../_shared/Section'

/** The section's props as its component receives them (resolved). */
type Props = ResolvedProps<typeof section>

const styles = {
  list: css({
    display: 'grid',
    gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(auto-fit, minmax(11rem, 1fr))' },
    columnGap: { base: '5', md: '8' },
    rowGap: { base: '8', md: '10' },
  }),
  item: css({
    display: 'flex',
    flexDirection: 'column-reverse',
    justifyContent: 'flex-end',
    gap: '2',
    pt: { base: '4', md: '5' },
    borderTopWidth: '2px',
    borderColor: 'var(--section-border, token(colors.border.default))',
    position: 'relative',
    _before: {
      content: '""',
      position: 'absolute',
      top: '-2px',
      left: '0',
      w: '10',
      h: '2px',
      bg: 'var(--section-accent, token(colors.accent.text))',
    },
  }),
  value: css({
    fontFamily: 'heading',
    fontWeight: '600',
    fontSize: { base: '2.5rem', md: '3.25rem', lg: '3.75rem' },
    lineHeight: '1',
    letterSpacing: '-0.02em',
    color: 'var(--section-fg, token(colors.fg.default))',
    fontVariantNumeric: 'lining-nums',
  }),
  /** Word-like values ("2cm or 3cm", "Same-day") get a calmer size, for the whole row. */
  wordy: css({ fontSize: { base: '1.875rem', md: '2.25rem', lg: '2.5rem' }, lineHeight: '1.1' }),
  label: css({
    fontSize: { base: 'sm', md: '0.9375rem' },
    fontWeight: '500',
    color: 'var(--section-muted, token(colors.fg.muted))',
    lineHeight: '1.45',
  }),
}

/** Big numbers with labels, e.g. "2000+ Projects Completed". */
export default function Stats({ id, eyebrow, title, intro, tone, items }: Props) {
  const wordy = items.some((item) => item.value.length > 7)
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro}>
      <dl className={styles.list}>
        {items.map((item) => (
          <div key={`${item.value}-${item.label}`} className={styles.item}>
            <dt className={styles.label}>{item.label}</dt>
            <dd className={cx(styles.value, wordy && styles.wordy)}>{item.value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}
