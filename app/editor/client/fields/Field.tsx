import { ArrowDown, ArrowUp, ChevronDown, ChevronRight, Copy, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { css, cx } from 'styled-system/css'
import { singular } from '../../../../schemas/words'
import { type PathPart, pathKey } from '../../shared/issues'
import { clone } from '../doc'
import { branchOf, kindOf, labelOf, newListItem, type SchemaNode, skeleton, summaryOf, tagsOf } from '../schema'
import { BooleanField, EnumField } from './ChoiceFields'
import { DateTimeField } from './DateTimeField'
import { type FieldProps, Messages, Notes, Optional, useFieldControl } from './control'
import { countIssuesIn, fieldId, useForm } from './form'
import { ImageField } from './ImageField'
import { JsonField } from './JsonField'
import { NumberField } from './NumberField'
import { PickerField } from './PickerField'
import { styles as s, smallButton } from './styles'
import { TextField } from './TextField'

/**
 * Forms generated from the JSON Schemas: one control per kind of value (../schema.ts `kindOf`), objects as groups of
 * fields, lists with add, remove and reorder, a discriminated union as the branch its tag names. Every field shows
 * its schema's description as help, and the validator's messages for its path (from `npm run validate`'s own
 * checks, through the editor's server) under it, linked with aria-describedby (./control.tsx, shared by every kind).
 *
 * This file holds the dispatch and the fields that hold fields (groups, unions, lists); each other kind is a file.
 */

/** One value: the control its schema asks for. */
export function Field(props: FieldProps) {
  const kind = kindOf(props.node, typeof props.name === 'string' ? props.name : undefined)
  switch (kind) {
    case 'const':
      return null
    case 'object':
      return <ObjectField {...props} />
    case 'array':
      return <ListField {...props} />
    case 'variant':
      return <VariantField {...props} />
    case 'enum':
      return <EnumField {...props} />
    case 'boolean':
      return <BooleanField {...props} />
    case 'number':
      return <NumberField {...props} />
    case 'datetime':
      return <DateTimeField {...props} />
    case 'image':
      return <ImageField {...props} />
    case 'ref':
    case 'records':
    case 'link':
      return <PickerField {...props} kind={kind} />
    case 'markdown':
    case 'text':
      return <TextField {...props} markdown={kind === 'markdown'} />
    default:
      return <JsonField {...props} />
  }
}

/** The fields of an object, in the schema's order. */
export function ObjectFields({ node, path, value, skip = [] }: { node: SchemaNode; path: PathPart[]; value: unknown; skip?: string[] }) {
  const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
  const order = Object.keys(node.properties ?? {})
  const { issues } = useForm()
  // Messages about keys the schema does not know (an unknown prop): shown on the object.
  const unknown = Object.keys(record)
    .filter((k) => !order.includes(k))
    .flatMap((k) => issues.get(pathKey([...path, k])) ?? [])
  return (
    <div className={s.stack}>
      {order
        .filter((key) => !skip.includes(key))
        .map((key) => (
          <Field
            key={key}
            node={node.properties![key]}
            path={[...path, key]}
            value={record[key]}
            name={key}
            required={node.required?.includes(key) ?? false}
            order={order}
          />
        ))}
      <Messages id={`${fieldId(path)}-unknown`} issues={unknown} />
    </div>
  )
}

/** A group of fields; an optional one that is not there is a button that adds it. */
function ObjectField(props: FieldProps) {
  const field = useFieldControl(props)
  const { node, path, value, required } = props
  if (value === undefined && !required)
    return (
      <div className={s.field} data-field={field.id}>
        <span className={s.label}>
          {field.label} <Optional required={required} />
        </span>
        {node.description ? <p className={s.help}>{node.description}</p> : null}
        <div>
          <button type="button" id={field.id} className={smallButton()} onClick={() => field.set(skeleton(node))}>
            <Plus aria-hidden="true" /> Add {field.label.toLowerCase()}
          </button>
        </div>
      </div>
    )
  return (
    <fieldset className={s.group} data-field={field.id} aria-describedby={node.description ? `${field.id}-help` : undefined}>
      <legend className={s.legend}>{field.label}</legend>
      {required ? null : (
        <div>
          <button type="button" className={cx(smallButton('ghost'), css({ h: '7!' }))} onClick={() => field.set(undefined)}>
            Remove {field.label.toLowerCase()}
          </button>
        </div>
      )}
      <Notes field={field} />
      <ObjectFields node={node} path={path} value={value} />
    </fieldset>
  )
}

/** A discriminated union: the fields of the branch its tag names, or a button per branch to start one. */
function VariantField(props: FieldProps) {
  const field = useFieldControl(props)
  const branch = branchOf(props.node, props.value)
  if (!branch)
    return (
      <div className={s.field}>
        <span className={s.label}>{field.label}</span>
        <div className={s.row}>
          {tagsOf(props.node).map((t) => (
            <button key={t.value} type="button" className={smallButton()} onClick={() => field.set(skeleton(props.node, t.value))}>
              {t.value}
            </button>
          ))}
        </div>
      </div>
    )
  return <ObjectField {...props} node={branch} />
}

/** Lists: add, remove, duplicate, move; items of objects fold to one line that names them. */
function ListField(props: FieldProps) {
  const field = useFieldControl(props)
  const { node, path, value, name, required } = props
  const { issues: all } = field.form
  const items = Array.isArray(value) ? value : []
  const item = node.items!
  const itemKind = kindOf(item)
  const folded = itemKind === 'object' || itemKind === 'variant'
  // Open at first: a single item, and every item with nothing to name it yet (a new one, to fill in).
  const [open, setOpen] = useState<Set<number>>(
    () => new Set(items.flatMap((entry, i) => (items.length <= 1 || !summaryOf(entry) ? [i] : []))),
  )
  /** The open items once an item is inserted at `at` (those after it move down) or removed from it (they move up). */
  const shift = (o: Set<number>, at: number, by: 1 | -1) =>
    new Set([...o].flatMap((i) => (i < at ? [i] : by === -1 && i === at ? [] : [i + by])))
  const set = (next: unknown[]) => field.set(next.length === 0 && !required ? undefined : next)
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return
    const next = [...items]
    const [x] = next.splice(from, 1)
    next.splice(to, 0, x)
    set(next)
    setOpen((o) => new Set([...o].map((i) => (i === from ? to : i === to ? from : i))))
  }
  // What one item is called: its schema's title (a collection's "Review"), else the list's name made singular.
  const itemNoun = (typeof item.title === 'string' ? item.title : labelOf(typeof name === 'string' ? singular(name) : 'item')).toLowerCase()
  const add = (tag?: string) => {
    set([...items, newListItem(item, items, tag)])
    setOpen((o) => new Set([...o, items.length]))
  }
  const full = node.maxItems !== undefined && items.length >= node.maxItems
  return (
    <fieldset className={s.group} data-field={field.id} aria-describedby={field.describedBy}>
      <legend className={s.legend}>{field.label}</legend>
      <Notes field={field} />
      <ol className={css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' })}>
        {items.map((entry, i) => {
          const title = `${labelOf(itemNoun)} ${i + 1}`
          const controls = (
            <ItemButtons
              title={title}
              first={i === 0}
              last={i === items.length - 1}
              move={(by) => move(i, i + by)}
              duplicate={
                folded
                  ? () => {
                      set([...items.slice(0, i + 1), clone(entry), ...items.slice(i + 1)])
                      setOpen((o) => new Set([...shift(o, i + 1, 1), i + 1]))
                    }
                  : undefined
              }
              remove={() => {
                set(items.filter((_, j) => j !== i))
                setOpen((o) => shift(o, i, -1))
              }}
            />
          )
          if (!folded)
            return (
              <li key={i} className={css({ display: 'flex', gap: '1', alignItems: 'flex-start' })}>
                <div className={css({ flex: '1', minW: '0' })}>
                  <Field node={item} path={[...path, i]} value={entry} name={title} required />
                </div>
                <div className={css({ display: 'flex', pt: '6' })}>{controls}</div>
              </li>
            )
          const expanded = open.has(i)
          const summary = summaryOf(entry)
          const problems = countIssuesIn(all, [...path, i])
          return (
            <li key={i} className={s.item}>
              <div className={s.itemHead}>
                <button
                  type="button"
                  className={s.itemTitle}
                  aria-expanded={expanded}
                  onClick={() => setOpen((o) => (o.has(i) ? new Set([...o].filter((x) => x !== i)) : new Set([...o, i])))}
                >
                  {expanded ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
                  <span>{title}</span>
                  {summary ? (
                    <span className={css({ color: 'fg.muted', fontWeight: '400', overflow: 'hidden', textOverflow: 'ellipsis' })}>
                      · {summary}
                    </span>
                  ) : null}
                </button>
                {problems ? <span className={s.badge}>{problems} to fix</span> : null}
                {controls}
              </div>
              {expanded ? (
                <div className={s.itemBody}>
                  {itemKind === 'variant' ? (
                    <VariantField node={item} path={[...path, i]} value={entry} name={title} required />
                  ) : (
                    <ObjectFields node={item} path={[...path, i]} value={entry} />
                  )}
                </div>
              ) : null}
            </li>
          )
        })}
      </ol>
      <div className={s.row}>
        {itemKind === 'variant' ? (
          tagsOf(item).map((t) => (
            <button key={t.value} type="button" className={smallButton()} onClick={() => add(t.value)} disabled={full}>
              <Plus aria-hidden="true" /> Add {t.value}
            </button>
          ))
        ) : (
          <button type="button" className={smallButton()} onClick={() => add()} disabled={full}>
            <Plus aria-hidden="true" /> Add {itemNoun}
          </button>
        )}
      </div>
    </fieldset>
  )
}

/** A list item's buttons: move up, move down, duplicate (items that fold), remove. */
function ItemButtons({
  title,
  first,
  last,
  move,
  duplicate,
  remove,
}: {
  title: string
  first: boolean
  last: boolean
  move: (by: -1 | 1) => void
  duplicate?: () => void
  remove: () => void
}) {
  return (
    <>
      <button type="button" className={s.iconButton} aria-label={`Move ${title} up`} disabled={first} onClick={() => move(-1)}>
        <ArrowUp aria-hidden="true" />
      </button>
      <button type="button" className={s.iconButton} aria-label={`Move ${title} down`} disabled={last} onClick={() => move(1)}>
        <ArrowDown aria-hidden="true" />
      </button>
      {duplicate ? (
        <button type="button" className={s.iconButton} aria-label={`Duplicate ${title}`} onClick={duplicate}>
          <Copy aria-hidden="true" />
        </button>
      ) : null}
      <button type="button" className={s.iconButton} aria-label={`Remove ${title}`} onClick={remove}>
        <Trash2 aria-hidden="true" />
      </button>
    </>
  )
}
