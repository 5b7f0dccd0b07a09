import { Check, ChevronDown } from 'lucide-react'
import { useMemo } from 'react'
import { css, cx } from 'styled-system/css'
import * as Checkbox from '../../../../ui/checkbox'
import * as Select from '../../../../ui/select'
import { Segments } from '../kit'
import { type FieldProps, Notes, Optional, useFieldControl } from './control'
import { styles as s } from './styles'

/** One of the schema's values; an optional one can be "not set" (the section's default). */
export function EnumField(props: FieldProps) {
  const field = useFieldControl(props)
  const { node, value, required } = props
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
    <div className={s.field} data-field={field.id}>
      <Select.Root
        collection={collection}
        value={value === undefined ? (required ? [] : ['']) : [String(value)]}
        onValueChange={(d) => {
          const picked = d.value[0]
          field.set(picked === '' || picked === undefined ? undefined : values.find((v) => String(v) === picked))
        }}
        invalid={field.invalid}
        positioning={{ sameWidth: true }}
      >
        <div className={s.labelRow}>
          <Select.Label className={s.label}>{field.label}</Select.Label>
          <Optional required={required} />
        </div>
        <Select.Control>
          <Select.Trigger id={field.id} className={css({ h: '10!', fontSize: 'sm!' })} aria-describedby={field.describedBy}>
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
      <Notes field={field} />
    </div>
  )
}

/** Yes or no: a checkbox when required; optional, "not set" is its own answer, so the file keeps no key it did not have. */
export function BooleanField(props: FieldProps) {
  const field = useFieldControl(props)
  const { value, required } = props
  if (required)
    return (
      <div className={s.field} data-field={field.id}>
        <Checkbox.Root checked={value === true} onCheckedChange={(d) => field.set(d.checked === true)} ids={{ hiddenInput: field.id }}>
          <Checkbox.Control>
            <Checkbox.Indicator>
              <Check />
            </Checkbox.Indicator>
          </Checkbox.Control>
          <Checkbox.Label className={s.label}>{field.label}</Checkbox.Label>
          <Checkbox.HiddenInput aria-describedby={field.describedBy} />
        </Checkbox.Root>
        <Notes field={field} />
      </div>
    )
  return (
    <fieldset className={cx(s.field, css({ border: '0', p: '0', m: '0' }))} data-field={field.id} aria-describedby={field.describedBy}>
      <legend className={cx(s.label, css({ p: '0', mb: '1' }))}>
        {field.label} <Optional required={required} />
      </legend>
      <div>
        <Segments
          label={field.label}
          value={value === true ? 'yes' : value === false ? 'no' : 'unset'}
          options={[
            { value: 'unset', label: 'Not set' },
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
          ]}
          onChange={(v) => field.set(v === 'yes' ? true : v === 'no' ? false : undefined)}
        />
      </div>
      <Notes field={field} />
    </fieldset>
  )
}
