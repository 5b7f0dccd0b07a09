import { Combobox, createListCollection } from '@ark-ui/react/combobox'
import { FileUpload } from '@ark-ui/react/file-upload'
import { Portal } from '@ark-ui/react/portal'
import { SegmentGroup } from '@ark-ui/react/segment-group'
import { ChevronDown } from 'lucide-react'
import { useMemo, useState } from 'react'
import { css, sva } from 'styled-system/css'
import { createStyleContext } from 'styled-system/jsx'

/**
 * Editor-only parts of the kit: Ark parts styled once with slot recipes, the kit's way (createStyleContext), but
 * with `sva` recipes that live here — the site's theme, and so its stylesheet, never carries them.
 */

export const control = css.raw({
  minH: '10',
  px: '3',
  py: '2',
  borderRadius: 'md',
  borderWidth: '1px',
  borderColor: 'border.strong',
  bg: 'bg.surface',
  color: 'fg.default',
  fontSize: 'sm',
  w: '100%',
  lineHeight: '1.45',
  transition: 'border-color {durations.fast}, box-shadow {durations.fast}',
  _placeholder: { color: 'fg.muted' },
  _focusVisible: { outline: 'none', borderColor: 'accent.default', boxShadow: '0 0 0 3px {colors.bronze.100}' },
  _invalid: { borderColor: 'danger', boxShadow: '0 0 0 1px {colors.danger}' },
})
export const inputClass = css(control)

const comboboxRecipe = sva({
  slots: ['root', 'label', 'control', 'input', 'trigger', 'positioner', 'content', 'item', 'itemText', 'hint', 'empty'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1', minW: '0' },
    control: { position: 'relative' },
    input: { ...control, pr: '9' },
    trigger: {
      position: 'absolute',
      right: '1',
      top: '50%',
      transform: 'translateY(-50%)',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '8',
      h: '8',
      color: 'fg.muted',
      borderRadius: 'sm',
      cursor: 'pointer',
      _hover: { bg: 'bg.subtle' },
      '& svg': { w: '4', h: '4' },
    },
    positioner: { zIndex: 70 },
    content: {
      bg: 'bg.surface',
      borderRadius: 'md',
      borderWidth: '1px',
      borderColor: 'border.default',
      boxShadow: 'lifted',
      p: '1',
      minW: 'var(--reference-width)',
      maxH: '18rem',
      overflowY: 'auto',
      _focusVisible: { outline: 'none' },
    },
    item: {
      display: 'flex',
      flexDirection: 'column',
      px: '3',
      py: '2',
      borderRadius: 'sm',
      cursor: 'pointer',
      fontSize: 'sm',
      _highlighted: { bg: 'bg.subtle' },
      '&[data-state=checked]': { fontWeight: '600', color: 'accent.text' },
    },
    hint: { fontSize: 'xs', color: 'fg.muted', fontWeight: '400' },
    empty: { px: '3', py: '2', fontSize: 'sm', color: 'fg.muted' },
  },
})
const comboboxStyles = createStyleContext(comboboxRecipe)
const ComboRoot = comboboxStyles.withProvider(Combobox.Root, 'root') as typeof Combobox.Root
const ComboControl = comboboxStyles.withContext(Combobox.Control, 'control')
const ComboInput = comboboxStyles.withContext(Combobox.Input, 'input')
const ComboTrigger = comboboxStyles.withContext(Combobox.Trigger, 'trigger')
const ComboPositioner = comboboxStyles.withContext(Combobox.Positioner, 'positioner')
const ComboContent = comboboxStyles.withContext(Combobox.Content, 'content')
const ComboItem = comboboxStyles.withContext(Combobox.Item, 'item')
const ComboItemText = comboboxStyles.withContext(Combobox.ItemText, 'itemText')
const ComboEmpty = comboboxStyles.withContext(Combobox.Empty, 'empty')

export type Option = { value: string; label: string; hint?: string }

/** Whether one of the texts holds the query, in any case (the pickers' searches); an empty query matches all. */
export function matches(query: string, ...texts: string[]) {
  const q = query.toLowerCase()
  return !q || texts.some((t) => t.toLowerCase().includes(q))
}

/**
 * A searchable picker that also takes free text (links: "tel:…", "https://…"): the text typed is the value; choosing
 * an option writes its value. Filters on the value, the label and the hint.
 */
export function Picker({
  id,
  value,
  options,
  onChange,
  invalid,
  describedBy,
  placeholder,
  label,
}: {
  id: string
  value: string
  options: Option[]
  onChange: (value: string) => void
  invalid?: boolean
  describedBy?: string
  placeholder?: string
  label: string
}) {
  // What was typed since the list opened filters it (opening shows every choice).
  const [query, setQuery] = useState('')
  const collection = useMemo(() => {
    const items = options.filter((o) => matches(query, o.value, o.label, o.hint ?? '')).slice(0, 80)
    return createListCollection({ items, itemToString: (o) => o.value, itemToValue: (o) => o.value })
  }, [options, query])
  return (
    <ComboRoot
      ids={{ input: id }}
      collection={collection}
      inputValue={value}
      allowCustomValue
      openOnClick
      selectionBehavior="replace"
      inputBehavior="none"
      onInputValueChange={(d) => {
        if (d.reason === 'input-change') setQuery(d.inputValue)
        if (d.reason === 'input-change' || d.reason === 'clear-trigger') onChange(d.inputValue)
      }}
      onValueChange={(d) => d.value[0] !== undefined && onChange(d.value[0])}
      onOpenChange={(d) => d.open && d.reason !== 'input-change' && setQuery('')}
      invalid={invalid}
      positioning={{ sameWidth: true }}
    >
      <ComboControl>
        <ComboInput placeholder={placeholder} aria-describedby={describedBy} aria-invalid={invalid || undefined} />
        <ComboTrigger aria-label={`Show choices for ${label}`}>
          <ChevronDown aria-hidden="true" />
        </ComboTrigger>
      </ComboControl>
      <Portal>
        <ComboPositioner>
          <ComboContent>
            <ComboEmpty>Nothing matches — the text you typed is kept as it is.</ComboEmpty>
            {collection.items.map((o) => (
              <ComboItem key={o.value} item={o}>
                <ComboItemText>{o.label === o.value ? o.value : `${o.label}`}</ComboItemText>
                <span className={comboboxRecipe().hint}>
                  {o.label === o.value ? o.hint : [o.value, o.hint].filter(Boolean).join(' · ')}
                </span>
              </ComboItem>
            ))}
          </ComboContent>
        </ComboPositioner>
      </Portal>
    </ComboRoot>
  )
}

const segmentRecipe = sva({
  slots: ['root', 'indicator', 'item', 'itemText', 'itemControl'],
  base: {
    root: {
      position: 'relative',
      display: 'inline-flex',
      p: '1',
      gap: '1',
      bg: 'bg.subtle',
      borderRadius: 'full',
      borderWidth: '1px',
      borderColor: 'border.default',
    },
    indicator: {
      bg: 'bg.surface',
      borderRadius: 'full',
      boxShadow: 'soft',
      w: 'var(--width)',
      h: 'var(--height)',
      top: 'var(--top)',
      left: 'var(--left)',
    },
    item: {
      position: 'relative',
      zIndex: 1,
      px: '3',
      py: '1',
      fontSize: 'sm',
      fontWeight: '500',
      color: 'fg.muted',
      borderRadius: 'full',
      cursor: 'pointer',
      '&[data-state=checked]': { color: 'fg.default', fontWeight: '600' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' },
      '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'focusRing' },
    },
  },
})
const segment = createStyleContext(segmentRecipe)
const SegRoot = segment.withProvider(SegmentGroup.Root, 'root')
const SegIndicator = segment.withContext(SegmentGroup.Indicator, 'indicator')
const SegItem = segment.withContext(SegmentGroup.Item, 'item')
const SegItemText = segment.withContext(SegmentGroup.ItemText, 'itemText')

/** A small choice of a few options (preview width, yes/no/not set). */
export function Segments({
  label,
  value,
  options,
  onChange,
}: {
  label: string
  value: string
  options: Option[]
  onChange: (value: string) => void
}) {
  return (
    <SegRoot value={value} onValueChange={(d) => d.value && onChange(d.value)} aria-label={label}>
      <SegIndicator />
      {options.map((o) => (
        <SegItem key={o.value} value={o.value}>
          <SegItemText>{o.label}</SegItemText>
          <SegmentGroup.ItemControl />
          <SegmentGroup.ItemHiddenInput />
        </SegItem>
      ))}
    </SegRoot>
  )
}

const uploadRecipe = sva({
  slots: ['root', 'dropzone', 'trigger'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '2' },
    dropzone: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '2',
      minH: '28',
      p: '4',
      borderWidth: '2px',
      borderStyle: 'dashed',
      borderColor: 'border.strong',
      borderRadius: 'lg',
      bg: 'bg.subtle',
      color: 'fg.muted',
      fontSize: 'sm',
      textAlign: 'center',
      '&[data-dragging]': { borderColor: 'accent.default', bg: 'accent.subtle' },
      _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' },
    },
  },
})
const upload = createStyleContext(uploadRecipe)
export const UploadRoot = upload.withProvider(FileUpload.Root, 'root')
export const UploadDropzone = upload.withContext(FileUpload.Dropzone, 'dropzone')
export const UploadTrigger = FileUpload.Trigger
export const UploadHiddenInput = FileUpload.HiddenInput
