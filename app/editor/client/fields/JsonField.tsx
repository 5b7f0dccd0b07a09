import { useState } from 'react'
import { css, cx } from 'styled-system/css'
import { inputClass } from '../kit'
import { type FieldProps, Shell, useFieldControl } from './control'

/** A value of a shape the forms do not know, edited as JSON: written back when it parses, on leaving the field. */
export function JsonField(props: FieldProps) {
  const field = useFieldControl(props)
  const [text, setText] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  return (
    <Shell field={field} issues={error ? [{ path: '', at: [], message: error }, ...field.issues] : field.issues}>
      <textarea
        id={field.id}
        className={cx(inputClass, css({ fontFamily: 'mono', minH: '24' }))}
        value={text ?? (props.value === undefined ? '' : JSON.stringify(props.value, null, 2))}
        aria-describedby={field.describedBy}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          if (text === null) return
          try {
            field.set(text.trim() === '' ? undefined : JSON.parse(text))
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
