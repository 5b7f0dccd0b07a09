import { type ChangeEvent, useEffect, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { inputClass, Segments } from '../kit'
import { Markdown } from '../markdown'
import type { SchemaNode } from '../schema'
import { type PathPart, pathKey } from '../../shared/issues'
import { type FieldProps, Shell, useFieldControl } from './control'
import { useForm } from './form'
import { styles as s } from './styles'

/** A text: one line, or a box that grows with it; Markdown with a preview of how the site shows it. */
export function TextField({ markdown, ...props }: FieldProps & { markdown: boolean }) {
  const field = useFieldControl(props)
  const text = typeof props.value === 'string' ? props.value : ''
  const [preview, setPreview] = useState(false)
  const multiline = markdown || text.length > 60 || text.includes('\n')
  const common = {
    ...field.aria,
    value: text,
    className: cx(inputClass, css({ resize: 'vertical' })),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => field.setText(e.target.value),
  }
  return (
    <Shell field={field} counter={<Counter node={props.node} value={text} />}>
      {markdown && preview ? (
        <Markdown text={text} />
      ) : multiline ? (
        <textarea {...common} rows={Math.min(12, Math.max(markdown ? 6 : 2, Math.ceil(text.length / 70) + text.split('\n').length - 1))} />
      ) : (
        <input {...common} type="text" />
      )}
      {markdown ? (
        <div className={s.row}>
          <Segments
            label={`${field.label}: write or preview`}
            value={preview ? 'preview' : 'write'}
            options={[
              { value: 'write', label: 'Write' },
              { value: 'preview', label: 'Preview' },
            ]}
            onChange={(v) => setPreview(v === 'preview')}
          />
        </div>
      ) : null}
      {props.node['x-text'] ? <InOtherLanguages path={props.path} english={text} multiline={multiline} /> : null}
    </Shell>
  )
}

/**
 * A text's words in each other language of the site, beside it: typed here, saved to that language's copy
 * (data/<locale>/…) when the field is left. Shown empty, marked, while that language has none.
 */
function InOtherLanguages({ path, english, multiline }: { path: PathPart[]; english: string; multiline: boolean }) {
  const { translations } = useForm()
  if (!translations || !english) return null
  return (
    <>
      {translations.locales.map((l) => (
        <OtherLanguage
          key={l.code}
          path={path}
          code={l.code}
          label={l.label}
          saved={l.texts[pathKey(path)] ?? ''}
          fallback={l.fallback}
          multiline={multiline}
          save={(text) => translations.save(l.code, path, text)}
        />
      ))}
    </>
  )
}

function OtherLanguage(props: {
  path: PathPart[]
  code: string
  label: string
  saved: string
  fallback: boolean
  multiline: boolean
  save: (text: string) => Promise<void>
}) {
  const { code, label, saved, fallback, multiline, save } = props
  const [text, setText] = useState(saved)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => setText(saved), [saved])
  const id = `${pathKey(props.path).replace(/[^A-Za-z0-9_-]/g, '_')}-${code}`
  const common = {
    id,
    lang: code,
    value: text,
    className: cx(inputClass, css({ resize: 'vertical', bg: saved ? undefined : 'bg.subtle' })),
    'data-translation': code,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setText(e.target.value),
    onBlur: () => {
      if (text === saved) return
      save(text).then(
        () => setError(null),
        (err: Error) => setError(err.message),
      )
    },
  }
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '1',
        pl: '3',
        borderLeftWidth: '2px',
        borderColor: 'border.default',
      })}
    >
      <label htmlFor={id} className={s.help}>
        {label}
        {saved ? '' : fallback ? ' — shown in English (declared)' : ' — missing'}
      </label>
      {multiline ? (
        <textarea {...common} rows={Math.min(8, Math.max(2, Math.ceil(text.length / 70)))} />
      ) : (
        <input {...common} type="text" />
      )}
      {error ? <p className={s.error}>{error}</p> : null}
    </div>
  )
}

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
