import { useState } from 'react'
import { css, cx } from 'styled-system/css'
import { inputClass } from '../kit'
import { type FieldProps, Shell, useFieldControl } from './control'

/** A number; what is typed stays as typed until the field is left ("1." on its way to "1.5"). */
export function NumberField(props: FieldProps) {
  const field = useFieldControl(props)
  const { node, value } = props
  const [draft, setDraft] = useState<string | null>(null)
  const shown = draft ?? (typeof value === 'number' ? String(value) : value === undefined ? '' : String(value))
  return (
    <Shell field={field}>
      <input
        {...field.aria}
        type="number"
        inputMode="decimal"
        step={node.type === 'integer' ? 1 : 'any'}
        className={cx(inputClass, css({ maxW: '14rem' }))}
        value={shown}
        onChange={(e) => {
          setDraft(e.target.value)
          const n = e.target.valueAsNumber
          field.set(e.target.value === '' ? undefined : Number.isFinite(n) ? n : e.target.value, { coalesce: true })
        }}
        onBlur={() => setDraft(null)}
      />
    </Shell>
  )
}
