import { Check } from 'lucide-react'
import { featureList } from 'styled-system/recipes'
import { Icon } from '../../ui/Icon'
import type { ResolvedProps } from '../section'
import type * as section from './schema'
import { Section } from '../_shared/Section'
import { defaultColumns } from '../_shared/media'

/** The section's props as its component receives them (resolved). */
type Props = ResolvedProps<typeof section>

/** Benefits, reasons or values: icon tiles ("cards") or compact check-marked lines ("checklist"). */
export default function FeatureList({ id, eyebrow, title, intro, tone, columns, variant = 'cards', items }: Props) {
  const cols = columns ?? (variant === 'checklist' ? 2 : defaultColumns(items.length))
  const Heading = title ? 'h3' : 'h2'
  const classes = featureList({ variant, columns: String(cols) as '2' | '3' | '4' })
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro} align={variant === 'cards' ? 'center' : 'start'}>
      <ul className={classes.list}>
        {items.map((item) => (
          <li key={item.title} className={classes.item}>
            <span className={classes.icon}>
              {variant === 'checklist' ? <Check aria-hidden="true" focusable="false" /> : <Icon name={item.icon ?? 'check'} size={22} />}
            </span>
            <div className={classes.body}>
              {variant === 'checklist' ? (
                <p className={classes.title}>{item.title}</p>
              ) : (
                <Heading className={classes.title}>{item.title}</Heading>
              )}
              {item.text ? <p className={classes.text}>{item.text}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
