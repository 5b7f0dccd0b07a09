import { Clock, Star } from 'lucide-react'
import { pricingTable } from 'styled-system/recipes'
import { Icon } from '../../ui/Icon'
import type { ResolvedProps } from '../section'
import type * as section from './schema'
import { ButtonLink } from '../_shared/Buttons'
import { CheckList } from '../_shared/CheckList'
import { Section } from '../_shared/Section'
import type { SectionText } from '../../schemas/section-text'

/** The section's props as its component receives them (resolved). */
type Props = ResolvedProps<typeof section>

type Plan = Props['plans'][number]
type Columns = '1' | '2' | '3' | '4'
type Text = SectionText['pricing-table']

/** Plans side by side: remodel packages, visit types, consultation sessions, partnership levels, financing offers. */
export default function PricingTable({ id, eyebrow, title, intro, tone, columns, plans, note, text }: Props) {
  const cols = String(columns ?? Math.min(plans.length, plans.length === 4 ? 4 : 3)) as Columns
  const Heading = title ? 'h3' : 'h2'
  const classes = pricingTable({ columns: cols })
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro} align="center">
      <ul className={classes.grid}>
        {plans.map((plan, i) => (
          <PlanCard key={`${plan.name}-${i}`} plan={plan} columns={cols} Heading={Heading} text={text} />
        ))}
      </ul>
      {note ? <p className={classes.note}>{note}</p> : null}
    </Section>
  )
}

function PlanCard({ plan, columns, Heading, text }: { plan: Plan; columns: Columns; Heading: 'h2' | 'h3'; text: Text }) {
  const classes = pricingTable({ columns, popular: Boolean(plan.popular) })
  return (
    <li className={classes.plan}>
      {plan.popular ? (
        <p className={classes.ribbon}>
          <Star aria-hidden="true" focusable="false" fill="currentColor" />
          {plan.popularLabel ?? text.popular}
        </p>
      ) : null}
      <div className={classes.header}>
        {plan.icon ? (
          <span className={classes.icon}>
            <Icon name={plan.icon} size={20} />
          </span>
        ) : null}
        <Heading className={classes.name}>{plan.name}</Heading>
        {plan.subtitle ? <p className={classes.subtitle}>{plan.subtitle}</p> : null}
      </div>
      {plan.price ? (
        <p className={classes.price}>
          <span className={classes.amount}>{plan.price}</span>
          {plan.priceUnit ? <span className={classes.unit}>{plan.priceUnit}</span> : null}
        </p>
      ) : null}
      {plan.duration ? (
        <p className={classes.duration}>
          <Clock aria-hidden="true" focusable="false" />
          <span className="sr-only">{`${text.duration} `}</span>
          {plan.duration}
        </p>
      ) : null}
      {plan.description ? <p className={classes.description}>{plan.description}</p> : null}
      {plan.facts?.length ? (
        <dl className={classes.facts}>
          {plan.facts.map((f) => (
            <div key={f.label} className={classes.fact}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {plan.featuresTitle && plan.features?.length ? <p className={classes.featuresTitle}>{plan.featuresTitle}</p> : null}
      {plan.features?.length ? <CheckList items={plan.features} className={classes.features} itemClassName={classes.feature} /> : null}
      {plan.button ? (
        <div className={classes.footer}>
          <ButtonLink data={plan.button} variant={plan.popular ? 'primary' : 'secondary'} size="lg" />
        </div>
      ) : null}
    </li>
  )
}
