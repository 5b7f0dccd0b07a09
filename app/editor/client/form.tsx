import { ArrowDown, ArrowUp, Check, ChevronDown, ChevronRight, Copy, ImageIcon, Plus, Trash2 } from 'lucide-react'
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { button } from 'styled-system/recipes'
import * as Checkbox from '../../../ui/checkbox'
import * as Select from '../../../ui/select'
import { type EditorIssue, type PathPart, pathKey } from '../shared/issues'
import type { Schemas } from './api'
import { clone } from './doc'
import { inputClass, type Option, Picker, Segments } from './kit'
import { Markdown } from './markdown'
import { singular } from '../../../schemas/words'
import { branchOf, fieldLabel, kindOf, labelOf, type SchemaNode, skeleton, summaryOf, tagsOf } from './schema'

/**
 * Forms generated from the JSON Schemas: one control per kind of value (./schema.ts `kindOf`), objects as groups of
 * fields, lists with add, remove and reorder, a discriminated union as the branch its tag names. Every field shows
 * its schema's description as help, and the validator's messages for its path (from `npm run validate`'s own
 * checks, through the editor's server) under it, linked with aria-describedby.
 */

export type FormApi = {
  schemas: Schemas
  /** Sets (undefined: removes) the value at path; `order` places a new key; `coalesce` merges typing into one undo step. */
  update: (path: PathPart[], value: unknown, options?: { order?: string[]; coalesce?: boolean }) => void
  issues: Map<string, EditorIssue[]>
  /** The whole document (in-page anchors for links). */
  doc: unknown
  /** Opens the image picker for a field; calls back with the chosen name. */
  pickImage: (current: string, choose: (name: string) => void) => void
  /** A text as visitors read it, the site's facts filled in ("{site.replyTime}" → "24 hours"): what lengths count. */
  shown: (text: string) => string
}
export const FormContext = createContext<FormApi | null>(null)
const useForm = () => useContext(FormContext)!

const fieldId = (path: readonly PathPart[]) => `f-${pathKey(path).replace(/[^A-Za-z0-9_-]/g, '_') || 'root'}`

/** Scrolls to the control of a value (or of the nearest value that holds it, when it has none of its own) and focuses it. */
export function focusField(at: readonly PathPart[]) {
  for (let n = at.length; n > 0; n--) {
    const id = fieldId(at.slice(0, n))
    const el = document.getElementById(id) ?? document.querySelector<HTMLElement>(`[data-field="${id}"]`)
    if (el) {
      el.scrollIntoView({ block: 'center' })
      el.focus?.()
      return
    }
  }
}

const s = {
  field: css({ display: 'flex', flexDirection: 'column', gap: '1', minW: '0' }),
  label: css({ fontSize: 'sm', fontWeight: '600', color: 'fg.default' }),
  labelRow: css({ display: 'flex', alignItems: 'baseline', gap: '2' }),
  optional: css({ fontSize: 'xs', fontWeight: '400', color: 'fg.muted' }),
  help: css({ fontSize: 'xs', color: 'fg.muted', lineHeight: '1.45' }),
  error: css({ fontSize: 'xs', color: 'danger', fontWeight: '600', lineHeight: '1.45', display: 'flex', gap: '1' }),
  counter: css({
    fontSize: 'xs',
    color: 'fg.muted',
    ml: 'auto',
    fontVariantNumeric: 'tabular-nums',
    '&[data-over]': { color: 'danger', fontWeight: '600' },
  }),
  group: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'md',
    p: '3',
    bg: 'bg.canvas',
    minW: '0',
  }),
  legend: css({ fontSize: 'sm', fontWeight: '600', px: '1' }),
  stack: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  row: css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' }),
  item: css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', bg: 'bg.surface', minW: '0' }),
  itemHead: css({ display: 'flex', alignItems: 'center', gap: '1', px: '2', py: '1.5', minH: '10' }),
  itemTitle: css({
    flex: '1',
    minW: '0',
    display: 'flex',
    alignItems: 'center',
    gap: '1.5',
    textAlign: 'start',
    fontSize: 'sm',
    fontWeight: '500',
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
    cursor: 'pointer',
    borderRadius: 'sm',
    px: '1',
    py: '1',
    '& svg': { w: '4', h: '4', flexShrink: 0, color: 'fg.muted' },
  }),
  itemBody: css({ px: '3', pb: '3', pt: '1', display: 'flex', flexDirection: 'column', gap: '4' }),
  iconButton: css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    w: '8',
    h: '8',
    borderRadius: 'sm',
    color: 'fg.muted',
    cursor: 'pointer',
    flexShrink: 0,
    _hover: { bg: 'bg.subtle', color: 'fg.default' },
    _disabled: { opacity: 0.35, cursor: 'default', _hover: { bg: 'transparent' } },
    '& svg': { w: '4', h: '4' },
  }),
  badge: css({
    fontSize: 'xs',
    fontWeight: '600',
    color: 'danger',
    bg: '#fdecea',
    borderRadius: 'full',
    px: '2',
    py: '0.5',
    flexShrink: 0,
  }),
  thumb: css({
    w: '16',
    h: '12',
    objectFit: 'cover',
    borderRadius: 'sm',
    borderWidth: '1px',
    borderColor: 'border.default',
    bg: 'bg.subtle',
    flexShrink: 0,
  }),
}
export const styles = s
export const smallButton = (variant: 'primary' | 'secondary' | 'ghost' = 'secondary') => button({ variant, size: 'sm' })

/** Every message of the document, by path. */
export const useFormIssues = () => useForm().issues

/** The messages at exactly this path. */
function useIssues(path: readonly PathPart[]) {
  return useForm().issues.get(pathKey(path)) ?? []
}

function Messages({ id, issues }: { id: string; issues: EditorIssue[] }) {
  if (!issues.length) return null
  return (
    <div id={id} data-field-issues>
      {issues.map((i) => (
        <p key={i.message} className={s.error}>
          {i.message}
        </p>
      ))}
    </div>
  )
}

/** Label, help, the control and its messages. */
function Shell({
  id,
  label,
  node,
  required,
  issues,
  counter,
  children,
}: {
  id: string
  label: string
  node: SchemaNode
  required: boolean
  issues: EditorIssue[]
  counter?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={s.field} data-field={id}>
      <div className={s.labelRow}>
        <label htmlFor={id} className={s.label}>
          {label}
        </label>
        {required ? null : <span className={s.optional}>optional</span>}
        {counter}
      </div>
      {children}
      {node.description ? (
        <p id={`${id}-help`} className={s.help}>
          {node.description}
        </p>
      ) : null}
      <Messages id={`${id}-issues`} issues={issues} />
    </div>
  )
}
const describedBy = (id: string, node: SchemaNode, issues: EditorIssue[]) =>
  [node.description ? `${id}-help` : '', issues.length ? `${id}-issues` : ''].filter(Boolean).join(' ') || undefined

/**
 * Characters used and allowed, when the schema limits the length (titles and descriptions for search engines),
 * counted as the validator counts them: on the text as visitors read it, the site's facts filled in.
 */
function Counter({ node, value }: { node: SchemaNode; value: string }) {
  const { shown } = useForm()
  if (!node.maxLength && !(node.minLength && node.minLength > 1)) return null
  const length = shown(value).length
  const over = (node.maxLength !== undefined && length > node.maxLength) || (node.minLength !== undefined && length < node.minLength)
  return (
    <span
      className={s.counter}
      data-over={over || undefined}
      title={length === value.length ? undefined : "Counted as visitors read it, with the site's facts filled in"}
    >
      {length}
      {node.maxLength ? ` / ${node.maxLength}` : ''}
      {node.minLength && node.minLength > 1 ? ` (min ${node.minLength})` : ''}
    </span>
  )
}

type FieldProps = { node: SchemaNode; path: PathPart[]; value: unknown; name: string | number; required: boolean; order?: string[] }

/** One value: the control its schema asks for. */
export function Field(props: FieldProps) {
  const kind = kindOf(props.node, typeof props.name === 'string' ? props.name : undefined)
  switch (kind) {
    case 'const':
      return null
    case 'object':
      return <ObjectField {...props} />
    case 'array':
      return <ArrayField {...props} />
    case 'variant':
      return <VariantField {...props} />
    case 'enum':
      return <EnumField {...props} />
    case 'boolean':
      return <BooleanField {...props} />
    case 'number':
      return <NumberField {...props} />
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

function TextField({ node, path, value, name, required, order, markdown }: FieldProps & { markdown: boolean }) {
  const { update } = useForm()
  const id = fieldId(path)
  const issues = useIssues(path)
  const text = typeof value === 'string' ? value : ''
  const [preview, setPreview] = useState(false)
  const multiline = markdown || text.length > 60 || text.includes('\n')
  const change = (next: string) => update(path, next === '' && !required ? undefined : next, { order, coalesce: true })
  const common = {
    id,
    value: text,
    'aria-invalid': issues.length ? true : undefined,
    'aria-describedby': describedBy(id, node, issues),
    className: cx(inputClass, css({ resize: 'vertical' })),
  }
  return (
    <Shell
      id={id}
      label={fieldLabel(name, node)}
      node={node}
      required={required}
      issues={issues}
      counter={<Counter node={node} value={text} />}
    >
      {markdown && preview ? (
        <Markdown text={text} />
      ) : multiline ? (
        <textarea
          {...common}
          rows={Math.min(12, Math.max(markdown ? 6 : 2, Math.ceil(text.length / 70) + text.split('\n').length - 1))}
          onChange={(e) => change(e.target.value)}
        />
      ) : (
        <input {...common} type="text" onChange={(e) => change(e.target.value)} />
      )}
      {markdown ? (
        <div className={s.row}>
          <Segments
            label={`${fieldLabel(name, node)}: write or preview`}
            value={preview ? 'preview' : 'write'}
            options={[
              { value: 'write', label: 'Write' },
              { value: 'preview', label: 'Preview' },
            ]}
            onChange={(v) => setPreview(v === 'preview')}
          />
        </div>
      ) : null}
    </Shell>
  )
}

function NumberField({ node, path, value, name, required, order }: FieldProps) {
  const { update } = useForm()
  const id = fieldId(path)
  const issues = useIssues(path)
  const [draft, setDraft] = useState<string | null>(null)
  const shown = draft ?? (typeof value === 'number' ? String(value) : value === undefined ? '' : String(value))
  return (
    <Shell id={id} label={fieldLabel(name, node)} node={node} required={required} issues={issues}>
      <input
        id={id}
        type="number"
        inputMode="decimal"
        step={node.type === 'integer' ? 1 : 'any'}
        className={cx(inputClass, css({ maxW: '14rem' }))}
        value={shown}
        aria-invalid={issues.length ? true : undefined}
        aria-describedby={describedBy(id, node, issues)}
        onChange={(e) => {
          setDraft(e.target.value)
          const n = e.target.valueAsNumber
          update(path, e.target.value === '' ? undefined : Number.isFinite(n) ? n : e.target.value, { order, coalesce: true })
        }}
        onBlur={() => setDraft(null)}
      />
    </Shell>
  )
}

function EnumField({ node, path, value, name, required, order }: FieldProps) {
  const { update } = useForm()
  const id = fieldId(path)
  const issues = useIssues(path)
  const values = node.enum ?? []
  const items = useMemo(
    () => [
      ...(required ? [] : [{ label: 'Not set (default)', value: '' }]),
      ...values.map((v) => ({ label: String(v), value: String(v) })),
    ],
    [values, required],
  )
  const collection = useMemo(() => Select.createListCollection({ items }), [items])
  return (
    <div className={s.field} data-field={id}>
      <Select.Root
        collection={collection}
        value={value === undefined ? (required ? [] : ['']) : [String(value)]}
        onValueChange={(d) => {
          const picked = d.value[0]
          const original = values.find((v) => String(v) === picked)
          update(path, picked === '' || picked === undefined ? undefined : original, { order })
        }}
        invalid={issues.length > 0}
        positioning={{ sameWidth: true }}
      >
        <div className={s.labelRow}>
          <Select.Label className={s.label}>{fieldLabel(name, node)}</Select.Label>
          {required ? null : <span className={s.optional}>optional</span>}
        </div>
        <Select.Control>
          <Select.Trigger id={id} className={css({ h: '10!', fontSize: 'sm!' })} aria-describedby={describedBy(id, node, issues)}>
            <Select.ValueText placeholder="Choose…" />
            <Select.Indicator>
              <ChevronDown />
            </Select.Indicator>
          </Select.Trigger>
        </Select.Control>
        <Select.Positioner className={css({ zIndex: '70!' })}>
          <Select.Content>
            {collection.items.map((item) => (
              <Select.Item key={item.value} item={item}>
                <Select.ItemText>{item.label}</Select.ItemText>
                <Select.ItemIndicator>
                  <Check />
                </Select.ItemIndicator>
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Positioner>
        <Select.HiddenSelect />
      </Select.Root>
      {node.description ? (
        <p id={`${id}-help`} className={s.help}>
          {node.description}
        </p>
      ) : null}
      <Messages id={`${id}-issues`} issues={issues} />
    </div>
  )
}

function BooleanField({ node, path, value, name, required, order }: FieldProps) {
  const { update } = useForm()
  const id = fieldId(path)
  const issues = useIssues(path)
  if (required)
    return (
      <div className={s.field} data-field={id}>
        <Checkbox.Root
          checked={value === true}
          onCheckedChange={(d) => update(path, d.checked === true, { order })}
          ids={{ hiddenInput: id }}
        >
          <Checkbox.Control>
            <Checkbox.Indicator>
              <Check />
            </Checkbox.Indicator>
          </Checkbox.Control>
          <Checkbox.Label className={s.label}>{fieldLabel(name, node)}</Checkbox.Label>
          <Checkbox.HiddenInput aria-describedby={describedBy(id, node, issues)} />
        </Checkbox.Root>
        {node.description ? (
          <p id={`${id}-help`} className={s.help}>
            {node.description}
          </p>
        ) : null}
        <Messages id={`${id}-issues`} issues={issues} />
      </div>
    )
  // Optional: "not set" is its own answer (the section's default), so the file keeps no key it did not have.
  return (
    <fieldset
      className={cx(s.field, css({ border: '0', p: '0', m: '0' }))}
      data-field={id}
      aria-describedby={describedBy(id, node, issues)}
    >
      <legend className={cx(s.label, css({ p: '0', mb: '1' }))}>
        {fieldLabel(name, node)} <span className={s.optional}>optional</span>
      </legend>
      <div>
        <Segments
          label={fieldLabel(name, node)}
          value={value === true ? 'yes' : value === false ? 'no' : 'unset'}
          options={[
            { value: 'unset', label: 'Not set' },
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
          onChange={(v) => update(path, v === 'yes' ? true : v === 'no' ? false : undefined, { order })}
        />
      </div>
      {node.description ? (
        <p id={`${id}-help`} className={s.help}>
          {node.description}
        </p>
      ) : null}
      <Messages id={`${id}-issues`} issues={issues} />
    </fieldset>
  )
}

/** In-page anchors of the document being edited (section ids), for link pickers. */
function anchorsOf(doc: unknown): string[] {
  const sections = (doc as { sections?: unknown[] } | undefined)?.sections
  if (!Array.isArray(sections)) return []
  return sections.flatMap((s) => {
    const id = (s as { id?: unknown })?.id
    const type = (s as { type?: unknown })?.type
    return typeof id === 'string' ? [id] : type === 'quote-form' ? [] : []
  })
}

function PickerField({ node, path, value, name, required, order, kind }: FieldProps & { kind: 'ref' | 'records' | 'link' }) {
  const { update, schemas, doc } = useForm()
  const id = fieldId(path)
  const issues = useIssues(path)
  const options = useMemo<Option[]>(() => {
    if (kind === 'ref') {
      const collection = node['x-collection'] as string
      return (schemas.records[collection] ?? []).map((r) => ({ value: r.key, label: r.label, hint: `${collection}` }))
    }
    if (kind === 'records')
      return schemas.collections.filter((c) => c.kind === 'list').map((c) => ({ value: c.name, label: c.name, hint: c.file }))
    const anchors = [...new Set([...anchorsOf(doc), ...(hasQuoteForm(doc) ? ['quote'] : [])])]
    return [
      ...schemas.routes.map((r) => ({ value: r, label: r, hint: schemas.titles[r] })),
      ...anchors.map((a) => ({ value: `#${a}`, label: `#${a}`, hint: 'a section of this page' })),
      { value: 'tel', label: 'tel', hint: 'the business phone (data/site.json)' },
    ]
  }, [kind, node, schemas, doc])
  const text = typeof value === 'string' ? value : ''
  return (
    <Shell id={id} label={fieldLabel(name, node)} node={node} required={required} issues={issues}>
      <Picker
        id={id}
        label={fieldLabel(name, node)}
        value={text}
        options={options}
        invalid={issues.length > 0}
        describedBy={describedBy(id, node, issues)}
        placeholder={
          kind === 'ref'
            ? `Search ${node['x-collection']}…`
            : kind === 'records'
              ? 'Search collections…'
              : 'A page, #anchor, tel:, mailto: or https://…'
        }
        onChange={(next) => update(path, next === '' && !required ? undefined : next, { order, coalesce: true })}
      />
    </Shell>
  )
}
const hasQuoteForm = (doc: unknown) =>
  Array.isArray((doc as { sections?: unknown[] })?.sections) &&
  (doc as { sections: { type?: string; id?: string }[] }).sections.some((s) => s?.type === 'quote-form' && !s.id)

function ImageField({ node, path, value, name, required, order }: FieldProps) {
  const { update, pickImage, schemas } = useForm()
  const id = fieldId(path)
  const issues = useIssues(path)
  const text = typeof value === 'string' ? value : ''
  const known = schemas.images.find((i) => i.name === text)
  return (
    <Shell id={id} label={fieldLabel(name, node)} node={node} required={required} issues={issues}>
      <div className={s.row}>
        {known ? (
          <img className={s.thumb} src={`/_editor/api/thumb/${known.name}`} alt="" />
        ) : (
          <span className={cx(s.thumb, css({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', color: 'fg.muted' }))}>
            <ImageIcon aria-hidden="true" />
          </span>
        )}
        <input
          id={id}
          className={cx(inputClass, css({ flex: '1', minW: '10rem', w: 'auto' }))}
          value={text}
          aria-invalid={issues.length ? true : undefined}
          aria-describedby={describedBy(id, node, issues)}
          onChange={(e) => update(path, e.target.value === '' && !required ? undefined : e.target.value, { order, coalesce: true })}
        />
        <button type="button" className={smallButton()} onClick={() => pickImage(text, (n) => update(path, n, { order }))}>
          Choose image…
        </button>
        {!required && text ? (
          <button type="button" className={smallButton('ghost')} onClick={() => update(path, undefined)}>
            Remove
          </button>
        ) : null}
      </div>
      {known ? <p className={s.help}>{known.alt ? `Alt text: “${known.alt}”` : 'Decorative image (no alt text)'}</p> : null}
    </Shell>
  )
}

function JsonField({ node, path, value, name, required, order }: FieldProps) {
  const { update } = useForm()
  const id = fieldId(path)
  const issues = useIssues(path)
  const [text, setText] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  return (
    <Shell
      id={id}
      label={fieldLabel(name, node)}
      node={node}
      required={required}
      issues={error ? [{ path: '', at: [], message: error }, ...issues] : issues}
    >
      <textarea
        id={id}
        className={cx(inputClass, css({ fontFamily: 'mono', minH: '24' }))}
        value={text ?? (value === undefined ? '' : JSON.stringify(value, null, 2))}
        aria-describedby={describedBy(id, node, issues)}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          if (text === null) return
          try {
            update(path, text.trim() === '' ? undefined : JSON.parse(text), { order })
            setText(null)
            setError(null)
          } catch {
            setError('not valid JSON yet — the value is kept as it was')
          }
        }}
      />
    </Shell>
  )
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

function ObjectField({ node, path, value, name, required, order }: FieldProps) {
  const { update } = useForm()
  const issues = useIssues(path)
  const id = fieldId(path)
  if (value === undefined && !required)
    return (
      <div className={s.field} data-field={id}>
        <span className={s.label}>
          {fieldLabel(name, node)} <span className={s.optional}>optional</span>
        </span>
        {node.description ? <p className={s.help}>{node.description}</p> : null}
        <div>
          <button type="button" id={id} className={smallButton()} onClick={() => update(path, skeleton(node), { order })}>
            <Plus aria-hidden="true" /> Add {fieldLabel(name, node).toLowerCase()}
          </button>
        </div>
      </div>
    )
  return (
    <fieldset className={s.group} data-field={id} aria-describedby={node.description ? `${id}-help` : undefined}>
      <legend className={s.legend}>{fieldLabel(name, node)}</legend>
      {required ? null : (
        <div>
          <button type="button" className={cx(smallButton('ghost'), css({ h: '7!' }))} onClick={() => update(path, undefined)}>
            Remove {fieldLabel(name, node).toLowerCase()}
          </button>
        </div>
      )}
      {node.description ? (
        <p id={`${id}-help`} className={s.help}>
          {node.description}
        </p>
      ) : null}
      <Messages id={`${id}-issues`} issues={issues} />
      <ObjectFields node={node} path={path} value={value} />
    </fieldset>
  )
}

function VariantField({ node, path, value, name, required, order }: FieldProps) {
  const { update } = useForm()
  const branch = branchOf(node, value)
  if (!branch) {
    const tags = tagsOf(node)
    return (
      <div className={s.field}>
        <span className={s.label}>{fieldLabel(name, node)}</span>
        <div className={s.row}>
          {tags.map((t) => (
            <button key={t.value} type="button" className={smallButton()} onClick={() => update(path, skeleton(node, t.value), { order })}>
              {t.value}
            </button>
          ))}
        </div>
      </div>
    )
  }
  return <ObjectField node={branch} path={path} value={value} name={name} required={required} order={order} />
}

/** Lists: add, remove, duplicate, move; items of objects fold to one line that names them. */
function ArrayField({ node, path, value, name, required, order }: FieldProps) {
  const { update, issues: all } = useForm()
  const id = fieldId(path)
  const issues = useIssues(path)
  const items = Array.isArray(value) ? value : []
  const item = node.items!
  const itemKind = kindOf(item)
  const folded = itemKind === 'object' || itemKind === 'variant'
  const [open, setOpen] = useState<Set<number>>(() => new Set(items.length <= 1 ? [0] : []))
  const set = (next: unknown[]) => update(path, next.length === 0 && !required ? undefined : next, { order })
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
    set([...items, skeleton(item, tag)])
    setOpen((o) => new Set([...o, items.length]))
  }
  const countIssues = (i: number) => {
    const prefix = `${pathKey([...path, i])}`
    let n = 0
    for (const [key, list] of all) if (key === prefix || key.startsWith(`${prefix}/`)) n += list.length
    return n
  }
  return (
    <fieldset className={s.group} data-field={id} aria-describedby={describedBy(id, node, issues)}>
      <legend className={s.legend}>{fieldLabel(name, node)}</legend>
      {node.description ? (
        <p id={`${id}-help`} className={s.help}>
          {node.description}
        </p>
      ) : null}
      <Messages id={`${id}-issues`} issues={issues} />
      <ol className={css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' })}>
        {items.map((entry, i) => {
          const title = `${labelOf(itemNoun)} ${i + 1}`
          const summary = summaryOf(entry)
          const controls = (
            <>
              <button
                type="button"
                className={s.iconButton}
                aria-label={`Move ${title} up`}
                disabled={i === 0}
                onClick={() => move(i, i - 1)}
              >
                <ArrowUp aria-hidden="true" />
              </button>
              <button
                type="button"
                className={s.iconButton}
                aria-label={`Move ${title} down`}
                disabled={i === items.length - 1}
                onClick={() => move(i, i + 1)}
              >
                <ArrowDown aria-hidden="true" />
              </button>
              {folded ? (
                <button
                  type="button"
                  className={s.iconButton}
                  aria-label={`Duplicate ${title}`}
                  onClick={() => set([...items.slice(0, i + 1), clone(entry), ...items.slice(i + 1)])}
                >
                  <Copy aria-hidden="true" />
                </button>
              ) : null}
              <button
                type="button"
                className={s.iconButton}
                aria-label={`Remove ${title}`}
                onClick={() => set(items.filter((_, j) => j !== i))}
              >
                <Trash2 aria-hidden="true" />
              </button>
            </>
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
          const problems = countIssues(i)
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
            <button
              key={t.value}
              type="button"
              className={smallButton()}
              onClick={() => add(t.value)}
              disabled={node.maxItems !== undefined && items.length >= node.maxItems}
            >
              <Plus aria-hidden="true" /> Add {t.value}
            </button>
          ))
        ) : (
          <button
            type="button"
            className={smallButton()}
            onClick={() => add()}
            disabled={node.maxItems !== undefined && items.length >= node.maxItems}
          >
            <Plus aria-hidden="true" /> Add {itemNoun}
          </button>
        )}
      </div>
    </fieldset>
  )
}
