import type { ReactNode } from 'react'
import { type EditorIssue, type PathPart, pathKey } from '../../shared/issues'
import { fieldLabel, type SchemaNode } from '../schema'
import { fieldId, useForm } from './form'
import { styles as s } from './styles'

/**
 * What every field kind shares, written once: `useFieldControl` (its id, label, messages, aria links and how it
 * writes its value), `Shell` (label, control, help and messages, the usual layout) and `Notes` (help and messages
 * alone, for a kind that lays out its own label). A field kind is then its control and what is special about it.
 *
 * The ids: the control is `fieldId(path)` (what its label points at and what a jump to a problem focuses), its help
 * `<id>-help`, its messages `<id>-issues`; the control is described by those of them that are shown.
 */

/** One value of the document: its schema, where it is, the value, its name (or index), and its object's key order. */
export type FieldProps = { node: SchemaNode; path: PathPart[]; value: unknown; name: string | number; required: boolean; order?: string[] }

export function useFieldControl({ node, path, name, required, order }: FieldProps) {
  const form = useForm()
  const id = fieldId(path)
  const issues = form.issues.get(pathKey(path)) ?? []
  const describedBy = [node.description ? `${id}-help` : '', issues.length ? `${id}-issues` : ''].filter(Boolean).join(' ') || undefined
  /** Sets the value (undefined removes it); `coalesce` makes a burst of typing one undo step. */
  const set = (value: unknown, options?: { coalesce?: boolean }) => form.update(path, value, { order, ...options })
  return {
    form,
    node,
    required,
    id,
    label: fieldLabel(name, node),
    /** The validator's messages about exactly this value. */
    issues,
    invalid: issues.length > 0,
    describedBy,
    /** The attributes of an element that is the control: its id, whether it is invalid, what describes it. */
    aria: { id, 'aria-invalid': issues.length ? true : undefined, 'aria-describedby': describedBy },
    set,
    /** Typed text: one undo step per burst of typing; an optional value emptied is removed (its default applies). */
    setText: (text: string) => set(text === '' && !required ? undefined : text, { coalesce: true }),
  }
}
export type FieldControl = ReturnType<typeof useFieldControl>

export function Messages({ id, issues }: { id: string; issues: EditorIssue[] }) {
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

/** "optional" beside the label of a value the schema does not require. */
export const Optional = ({ required }: { required: boolean }) => (required ? null : <span className={s.optional}>optional</span>)

/** The help (the schema's description) and the messages of a field, under its control. */
export function Notes({ field, issues = field.issues }: { field: FieldControl; issues?: EditorIssue[] }) {
  return (
    <>
      {field.node.description ? (
        <p id={`${field.id}-help`} className={s.help}>
          {field.node.description}
        </p>
      ) : null}
      <Messages id={`${field.id}-issues`} issues={issues} />
    </>
  )
}

/** Label, the control, help and messages: the layout of most fields. */
export function Shell({
  field,
  counter,
  issues,
  children,
}: {
  field: FieldControl
  counter?: ReactNode
  /** The messages shown, when the field has its own besides the validator's. */
  issues?: EditorIssue[]
  children: ReactNode
}) {
  return (
    <div className={s.field} data-field={field.id}>
      <div className={s.labelRow}>
        <label htmlFor={field.id} className={s.label}>
          {field.label}
        </label>
        <Optional required={field.required} />
        {counter}
      </div>
      {children}
      <Notes field={field} issues={issues} />
    </div>
  )
}
