import { ArrowRight, CheckCircle2, MinusCircle } from 'lucide-react'
import { useId, useState } from 'react'
import { materialComparison } from 'styled-system/recipes'
import { ProgressBar } from '../../ui/progress'
import { useSearchParam } from '../_services/url-state'
import * as ToggleGroup from '../../ui/toggle-group'
import type { ResolvedProps } from '../section'
import type * as section from './schema'
import { Section } from '../_shared/Section'
import { fill } from '../_shared/text'
import { fillWith } from '../_shared/fill-with'
import { ButtonLink } from '../_shared/Buttons'
import { blockedReason, MAX_SELECTED, MIN_SELECTED, ratingTone, toggle } from './rules'

/** The section's props as its component receives them (resolved). */
type Props = ResolvedProps<typeof section>

/**
 * The material guide, by the specification's rules: starts with its initial materials (Granite and Quartz); a selected material
 * is deselected on click unless it is the only one; another is added only while fewer than three are selected, and
 * the controls say why when they cannot. Each selected material shows its ratings as bars (value = rating × 10;
 * 8+ green, 6–7 yellow, below 6 red; the number is always written) and its pros and cons. Every material's ratings
 * are also in a table (all there is without JavaScript), which says on a phone that it scrolls sideways. What the numbers
 * mean is written above the cards (`text.direction`): higher is always better for the owner (a 10 for cost is the cheapest).
 */
export default function MaterialComparison({ id, eyebrow, title, intro, tone, materials, initial, text, actions }: Props) {
  // The compared materials are in the address (?compare=granite,marble): a comparison can be linked, and back and
  // forward restore it. A list the guide cannot show (an unknown material, too many) is the initial one.
  const known = materials.map((m) => m.id)
  const [compared, setCompared] = useSearchParam(
    'compare',
    (raw) => {
      const ids = raw.split(',').filter(Boolean)
      const valid =
        ids.length >= MIN_SELECTED && ids.length <= MAX_SELECTED && ids.every((i) => known.includes(i)) && new Set(ids).size === ids.length
      return valid ? ids.join(',') : undefined
    },
    initial.join(','),
  )
  const selected = compared.split(',')
  const setSelected = (next: string[]) => setCompared(next.join(','))
  const [hint, setHint] = useState<'last' | 'full' | undefined>(undefined)
  const hintId = useId()
  const classes = materialComparison()
  const choose = (materialId: string) => {
    setHint(blockedReason(selected, materialId))
    setSelected(toggle(selected, materialId))
  }
  const shown = materials.filter((m) => selected.includes(m.id))
  const why = (reason: 'last' | 'full' | undefined) => (reason ? text[reason] : undefined)
  const status =
    why(hint) ?? fill(text.comparing, { materials: shown.map((m) => m.name).join(', '), count: selected.length, max: MAX_SELECTED })

  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro} align="center">
      <div className={classes.picker} data-requires-script="">
        <ToggleGroup.Root multiple value={selected} aria-label={text.pickerLabel} aria-describedby={hintId}>
          {materials.map((m) => {
            const reason = blockedReason(selected, m.id)
            return (
              <ToggleGroup.Item
                key={m.id}
                value={m.id}
                aria-disabled={reason ? true : undefined}
                onClick={(event) => {
                  // The selection rules decide, not the toggle's own behaviour.
                  event.preventDefault()
                  choose(m.id)
                }}
              >
                {m.name}
              </ToggleGroup.Item>
            )
          })}
        </ToggleGroup.Root>
        {/* The limit (and the last material kept) said in words where the buttons are, and read out when it changes. */}
        <p id={hintId} className={classes.hint} role="status" aria-live="polite" data-blocked={hint ?? undefined}>
          {status}
        </p>
      </div>
      <p className={classes.legend}>{text.direction}</p>
      <ul className={classes.cards}>
        {shown.map((m) => (
          <li key={m.id} className={classes.card}>
            <h3 className={classes.cardTitle}>{m.name}</h3>
            <div className={classes.bars}>
              {m.ratings.map((r) => (
                <ProgressBar key={r.key} label={r.label} value={r.value * 10} valueText={`${r.value}/10`} tone={ratingTone(r.value)} />
              ))}
            </div>
            <div className={classes.lists}>
              <div>
                <h4 className={classes.listTitle}>{text.pros}</h4>
                <ul className={classes.list}>
                  {m.pros.map((p) => (
                    <li key={p}>
                      <CheckCircle2 aria-hidden="true" className="pro" />
                      {p}
                    </li>
                  ))}
                </ul>
              </div>
              <div>
                <h4 className={classes.listTitle}>{text.cons}</h4>
                <ul className={classes.list}>
                  {m.cons.map((c) => (
                    <li key={c}>
                      <MinusCircle aria-hidden="true" className="con" />
                      {c}
                    </li>
                  ))}
                </ul>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {actions.length ? (
        <div className={classes.actions}>
          {actions.map((action) => (
            <ButtonLink key={action.label} data={{ ...action, href: carrying(action.href, selected) }} size="lg" />
          ))}
        </div>
      ) : null}
      <div className={classes.overview}>
        <h3 className={classes.overviewTitle}>{text.overview}</h3>
        <p className={classes.scrollHint} aria-hidden="true">
          {text.scrollHint}
          <ArrowRight />
        </p>
        {/* biome-ignore lint/a11y/useSemanticElements: the WAI pattern for a scrollable table is a labelled, focusable region */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll it */}
        <div className={classes.tableFrame} role="region" aria-label={text.tableLabel} tabIndex={0}>
          <table className={classes.table}>
            <caption>{fillWith(text.caption, { direction: text.direction })}</caption>
            <thead>
              <tr>
                <th scope="col">{text.material}</th>
                {materials[0]?.ratings.map((r) => (
                  <th key={r.key} scope="col">
                    {r.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {materials.map((m) => (
                <tr key={m.id}>
                  <th scope="row">{m.name}</th>
                  {m.ratings.map((r) => (
                    <td key={r.key} data-tone={ratingTone(r.value)}>
                      {r.value}/10
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </Section>
  )
}

/** A link to a page of the site with the compared materials added to its address (`?materials=granite,quartz`). */
function carrying(href: string, selected: readonly string[]) {
  if (!href.startsWith('/')) return href
  const hash = href.indexOf('#')
  const [path, query = ''] = (hash < 0 ? href : href.slice(0, hash)).split('?') as [string, string?]
  const params = new URLSearchParams(query)
  params.set('materials', selected.join(','))
  return `${path}?${params.toString().replace(/%2C/g, ',')}${hash < 0 ? '' : href.slice(hash)}`
}
