import { ImageIcon } from 'lucide-react'
import { css, cx } from 'styled-system/css'
import { inputClass } from '../kit'
import { type FieldProps, Shell, useFieldControl } from './control'
import { styles as s, smallButton } from './styles'

/** An image of data/images.json: its thumbnail, its name (typed, or chosen in the image picker) and its alt text. */
export function ImageField(props: FieldProps) {
  const field = useFieldControl(props)
  const text = typeof props.value === 'string' ? props.value : ''
  const known = field.form.schemas.images.find((i) => i.name === text)
  return (
    <Shell field={field}>
      <div className={s.row}>
        {known ? (
          <img className={s.thumb} src={`/_editor/api/thumb/${known.name}`} alt="" />
        ) : (
          <span className={cx(s.thumb, css({ display: 'inline-flex', alignItems: 'center', justifyContent: 'center', color: 'fg.muted' }))}>
            <ImageIcon aria-hidden="true" />
          </span>
        )}
        <input
          {...field.aria}
          className={cx(inputClass, css({ flex: '1', minW: '10rem', w: 'auto' }))}
          value={text}
          onChange={(e) => field.setText(e.target.value)}
        />
        <button type="button" className={smallButton()} onClick={() => field.form.pickImage(text, (name) => field.set(name))}>
          Choose image…
        </button>
        {!props.required && text ? (
          <button type="button" className={smallButton('ghost')} onClick={() => field.set(undefined)}>
            Remove
          </button>
        ) : null}
      </div>
      {known ? <p className={s.help}>{known.alt ? `Alt text: “${known.alt}”` : 'Decorative image (no alt text)'}</p> : null}
    </Shell>
  )
}
