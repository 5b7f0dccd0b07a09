import { comparisonTable } from 'styled-system/recipes'
import type { ResolvedProps } from '../section'
import type * as section from './schema'
import { Section } from '../_shared/Section'

/** The section's props as its component receives them (resolved). */
type Props = ResolvedProps<typeof section>

/** Materials side by side, category by category: the verdict and a line for each (e.g. heat tolerance: up to 1200°F). */
export default function ComparisonTable({ id, eyebrow, title, intro, tone, caption, columns, rows, text }: Props) {
  const classes = comparisonTable()
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro}>
      <div className={classes.frame}>
        <table className={classes.table}>
          <caption className={classes.caption}>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{text.category}</th>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.category}>
                <th scope="row">{row.category}</th>
                {row.cells.map((cell, i) => (
                  <td key={columns[i]} data-label={columns[i]}>
                    <span className={classes.rating}>{cell.rating}</span>
                    <span className={classes.text}>{cell.description}</span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  )
}
