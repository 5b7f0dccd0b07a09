import { useId } from 'react'
import { css, cx } from 'styled-system/css'
import type { ResolvedProps } from '../section'
import type * as section from './schema'
import { Section } from '../_shared/Section'

/** The section's props as its component receives them (resolved). */
type Props = ResolvedProps<typeof section>

const styles = {
  frame: css({
    layerStyle: 'card',
    color: 'fg.default',
    overflowX: 'auto',
    WebkitOverflowScrolling: 'touch',
    _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  /** Two-column spec tables read better narrower than the full content width. */
  narrow: css({ maxW: '48rem' }),
  table: css({ width: '100%', borderCollapse: 'collapse', fontSize: '0.9375rem', lineHeight: '1.5' }),
  caption: css({
    captionSide: 'top',
    textAlign: 'left',
    px: { base: '5', md: '6' },
    pt: { base: '5', md: '6' },
    pb: '4',
    fontFamily: 'heading',
    fontWeight: '600',
    fontSize: { base: '1.125rem', md: '1.25rem' },
    color: 'fg.default',
  }),
  headCell: css({
    textAlign: 'left',
    px: { base: '4', md: '6' },
    py: '3',
    bg: 'bg.subtle',
    borderBlockWidth: '1px',
    borderColor: 'border.default',
    fontSize: 'xs',
    fontWeight: '700',
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    color: 'fg.muted',
    whiteSpace: 'nowrap',
  }),
  row: css({ _even: { bg: 'stone.50' }, '&:not(:last-child)': { borderBottomWidth: '1px', borderColor: 'border.default' } }),
  rowHead: css({
    textAlign: 'left',
    fontWeight: '600',
    color: 'fg.default',
    px: { base: '4', md: '6' },
    py: '4',
    minW: '9rem',
    verticalAlign: 'top',
  }),
  cell: css({ px: { base: '4', md: '6' }, py: '4', color: 'fg.muted', minW: '9rem', verticalAlign: 'top' }),
  note: css({ mt: '4', fontSize: 'sm', color: 'var(--section-muted, token(colors.fg.muted))' }),
  /**
   * Phones: a table of three or more columns becomes one card per row (the row's heading on top, then each cell
   * under its column's name), so no column is ever off screen. The column names are real text, not hidden from
   * screen readers: where a browser drops the table semantics of re-laid-out table parts, each value still comes
   * with its name.
   */
  stacked: css({
    mdDown: {
      overflowX: 'visible',
      '& thead': { srOnly: true },
      '& table, & caption, & tbody, & tr, & th, & td': { display: 'block' },
      '& tr': { px: '5', py: '4' },
      '& th[scope=row]': {
        display: 'flex',
        flexDirection: 'column',
        gap: '0.5',
        p: '0',
        pb: '2',
        minW: '0',
        fontFamily: 'heading',
        fontSize: '1.125rem',
      },
      '& td': {
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'baseline',
        gap: '4',
        minW: '0',
        px: '0',
        py: '1.5',
        textAlign: 'right',
        color: 'fg.default',
        fontWeight: '600',
        '&:not(:last-child)': { borderBottomWidth: '1px', borderStyle: 'dashed', borderColor: 'border.default' },
      },
    },
  }),
  /** On phones, the first column's name above each card's heading ("Project amount" over "$1,800"). */
  rowLabel: css({
    display: { base: 'block', md: 'none' },
    fontFamily: 'body',
    fontSize: 'xs',
    fontWeight: '600',
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    color: 'fg.muted',
  }),
  cellLabel: css({
    display: { base: 'block', md: 'none' },
    flexShrink: 0,
    maxW: '50%',
    textAlign: 'left',
    fontWeight: '500',
    color: 'fg.muted',
  }),
}

/** A data table with a caption; the first column is the row header. On phones, wide tables become one card per row. */
export default function Table({ id, eyebrow, title, intro, tone, caption, columns, rows, note }: Props) {
  const captionId = useId()
  const stacked = columns.length >= 3
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro}>
      {/* A focusable region so keyboard users can scroll a wide table. */}
      {/* biome-ignore lint/a11y/useSemanticElements: the WAI pattern for a scrollable table is a labelled, focusable region */}
      <div
        className={cx(styles.frame, columns.length <= 2 && styles.narrow, stacked && styles.stacked)}
        role="region"
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll it
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((c, i) => (
                <th key={`${c}-${i}`} scope="col" className={styles.headCell}>
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={`${row[0]}-${r}`} className={styles.row}>
                {columns.map((column, c) =>
                  c === 0 ? (
                    <th key={c} scope="row" className={styles.rowHead}>
                      {stacked ? <span className={styles.rowLabel}>{column}</span> : null}
                      {row[0] ?? ''}
                    </th>
                  ) : (
                    <td key={c} className={styles.cell}>
                      {stacked ? <span className={styles.cellLabel}>{column}</span> : null}
                      {stacked ? <span>{row[c] ?? ''}</span> : (row[c] ?? '')}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {note ? <p className={styles.note}>{note}</p> : null}
    </Section>
  )
}
