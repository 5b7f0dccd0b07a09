import { useMemo } from 'react'
import { type Option, Picker } from '../kit'
import { type FieldProps, Shell, useFieldControl } from './control'

/** A value picked from a searchable list that also takes free text: a record of a collection, a collection, a link. */
export function PickerField({ kind, ...props }: FieldProps & { kind: 'ref' | 'records' | 'link' }) {
  const field = useFieldControl(props)
  const { schemas, doc } = field.form
  const { node } = props
  const options = useMemo<Option[]>(() => {
    if (kind === 'ref') {
      const collection = (node['x-collection'] ?? node['x-option']) as string
      return (schemas.records[collection] ?? []).map((r) => ({ value: r.key, label: r.label, hint: `${collection}` }))
    }
    if (kind === 'records')
      return schemas.collections.filter((c) => c.kind === 'list').map((c) => ({ value: c.name, label: c.name, hint: c.file }))
    return [
      ...schemas.routes.map((r) => ({ value: r, label: r, hint: schemas.titles[r] })),
      ...anchorsOf(doc).map((a) => ({ value: `#${a}`, label: `#${a}`, hint: 'a section of this page' })),
      { value: 'tel', label: 'tel', hint: 'the business phone (data/site.json)' },
    ]
  }, [kind, node, schemas, doc])
  return (
    <Shell field={field}>
      <Picker
        id={field.id}
        label={field.label}
        value={typeof props.value === 'string' ? props.value : ''}
        options={options}
        invalid={field.invalid}
        describedBy={field.describedBy}
        placeholder={
          kind === 'ref'
            ? `Search ${node['x-collection'] ?? node['x-option']}…`
            : kind === 'records'
              ? 'Search collections…'
              : 'A page, #anchor, tel:, mailto: or https://…'
        }
        onChange={field.setText}
      />
    </Shell>
  )
}

/**
 * The anchors of the page being edited, for links: each section's id, and "quote" for a quote form that has none
 * (the quote form's own default id).
 */
function anchorsOf(doc: unknown): string[] {
  const sections = (doc as { sections?: unknown[] } | undefined)?.sections
  if (!Array.isArray(sections)) return []
  const ids = sections.flatMap((section) => {
    const id = (section as { id?: unknown })?.id
    return typeof id === 'string' ? [id] : []
  })
  const quoteForm = sections.some((section) => {
    const { type, id } = (section ?? {}) as { type?: unknown; id?: unknown }
    return type === 'quote-form' && !id
  })
  return [...new Set([...ids, ...(quoteForm ? ['quote'] : [])])]
}
