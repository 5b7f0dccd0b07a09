import { useForm } from '@tanstack/react-form'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { css, cx } from 'styled-system/css'
import * as v from 'valibot'
import * as Dialog from '../../../ui/dialog'
import { ApiError, api, type Schemas } from './api'
import { styles as s, smallButton } from './fields/styles'
import { inputClass, matches, UploadDropzone, UploadHiddenInput, UploadRoot, UploadTrigger } from './kit'
import { typeLabel } from './schema'

/**
 * The pickers: section types (each with a thumbnail rendered from its examples.json by the section catalogue, and
 * its description) and images (thumbnails, search, and a dropped file stored with its real size and an alt text).
 */

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))',
  gap: '3',
  listStyle: 'none',
  p: '0',
  m: '0',
})
const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  p: '2',
  bg: 'bg.surface',
  h: '100%',
})
const search = cx(inputClass, css({ mb: '4' }))

/** The search box above a picker's choices. */
function Search({
  id,
  label,
  query,
  onChange,
  placeholder,
}: {
  id: string
  label: string
  query: string
  onChange: (query: string) => void
  placeholder: string
}) {
  return (
    <>
      <label htmlFor={id} className={s.label}>
        {label}
      </label>
      <input id={id} className={search} value={query} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} />
    </>
  )
}

/** The picker's thumbnail: the catalogue's frame of the first example, scaled down (not focusable, not read out). */
function Thumbnail({ type }: { type: string }) {
  return (
    <div className={css({ position: 'relative', h: '36', overflow: 'hidden', borderRadius: 'sm', bg: 'bg.subtle' })} aria-hidden="true">
      <iframe
        title={`${type} thumbnail`}
        src={`/_sections/${type}/0`}
        loading="lazy"
        tabIndex={-1}
        className={css({
          position: 'absolute',
          top: '0',
          left: '0',
          w: '1280px',
          h: '720px',
          border: '0',
          transform: 'scale(0.1875)',
          transformOrigin: '0 0',
          pointerEvents: 'none',
        })}
      />
    </div>
  )
}

export function SectionPicker({
  open,
  onOpenChange,
  schemas,
  onPick,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  schemas: Schemas
  onPick: (type: string, example?: unknown) => void
}) {
  const [query, setQuery] = useState('')
  const types = useMemo(() => {
    const tags = (
      (schemas.page.properties?.sections?.items?.oneOf ?? []) as { properties?: { type?: { const?: string } }; description?: string }[]
    ).map((b) => ({ type: String(b.properties?.type?.const), description: b.description ?? '' }))
    return tags
      .map((t) => ({ ...t, info: schemas.sections.find((x) => x.type === t.type) }))
      .filter((t) => matches(query.trim(), t.type, t.description))
  }, [schemas, query])
  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)}>
      <Dialog.Frame title="Add a section" description="Every section type of the site, with a preview of its example.">
        <Search id="section-search" label="Search section types" query={query} onChange={setQuery} placeholder="hero, faq, cards…" />
        <ul className={grid}>
          {types.map(({ type, description, info }) => (
            <li key={type}>
              <div className={card}>
                {info?.examples.length ? <Thumbnail type={type} /> : null}
                <h3 className={css({ fontSize: 'md', fontWeight: '600' })}>{typeLabel(type)}</h3>
                <p className={cx(s.help, css({ flex: '1' }))}>{description}</p>
                <div className={s.row}>
                  <button
                    type="button"
                    className={smallButton('primary')}
                    onClick={() => onPick(type)}
                    aria-label={`Add ${typeLabel(type)}`}
                  >
                    Add
                  </button>
                  {info?.examples.length ? (
                    <button
                      type="button"
                      className={smallButton('ghost')}
                      onClick={() => onPick(type, info.examples[0])}
                      aria-label={`Add ${typeLabel(type)} with its example content`}
                    >
                      With example
                    </button>
                  ) : null}
                </div>
              </div>
            </li>
          ))}
        </ul>
      </Dialog.Frame>
    </Dialog.Root>
  )
}

const ImageForm = v.object({
  name: v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase letters, digits and single hyphens, like "outdoor-kitchen"')),
  alt: v.pipe(v.string(), v.trim(), v.minLength(1, 'describe the image for visitors who cannot see it')),
})

const nameOf = (fileName: string) =>
  fileName
    .replace(/\.[^.]+$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'image'

/** A dropped image: the file, its name in the registry and its alt text (required). */
function Upload({ onStored }: { onStored: (name: string) => void }) {
  const queryClient = useQueryClient()
  const [file, setFile] = useState<File | null>(null)
  const [serverError, setServerError] = useState<{ field?: string; message: string } | null>(null)
  const form = useForm({
    defaultValues: { name: '', alt: '' },
    validators: { onSubmit: ImageForm },
    onSubmit: async ({ value }) => {
      if (!file) return
      setServerError(null)
      try {
        const stored = await api.upload(file, value.name, value.alt.trim())
        await queryClient.invalidateQueries({ queryKey: ['schemas'] })
        setFile(null)
        form.reset()
        onStored(stored.name)
      } catch (err) {
        setServerError({ field: err instanceof ApiError ? err.body.field : undefined, message: (err as Error).message })
      }
    },
  })
  /** A field's message: its first check that failed, else what the server said about it. */
  const errorOf = (name: 'name' | 'alt', errors: unknown[]) => {
    const first = errors[0] as { message?: string } | string | undefined
    return (typeof first === 'string' ? first : first?.message) ?? (serverError?.field === name ? serverError.message : undefined)
  }
  return (
    <section aria-labelledby="upload-title" className={css({ display: 'flex', flexDirection: 'column', gap: '3', mb: '5' })}>
      <h3 id="upload-title" className={css({ fontSize: 'md', fontWeight: '600' })}>
        Add a new image
      </h3>
      <UploadRoot
        maxFiles={1}
        accept={['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/tiff', 'image/svg+xml']}
        onFileAccept={(d) => {
          const f = d.files[0] ?? null
          setFile(f)
          if (f) form.setFieldValue('name', nameOf(f.name))
        }}
      >
        <UploadDropzone>
          {file ? <strong>{file.name}</strong> : 'Drop a photo here (JPEG, PNG, WebP, AVIF, TIFF or SVG)'}
          <UploadTrigger className={smallButton()}>{file ? 'Choose another file…' : 'Choose a file…'}</UploadTrigger>
        </UploadDropzone>
        <UploadHiddenInput data-testid="image-file" />
      </UploadRoot>
      {file ? (
        <form
          className={css({ display: 'grid', gap: '3', gridTemplateColumns: { md: '1fr 2fr' }, alignItems: 'start' })}
          onSubmit={(e) => {
            e.preventDefault()
            form.handleSubmit()
          }}
          noValidate
        >
          <form.Field name="name">
            {(field) => {
              const error = errorOf('name', field.state.meta.errors)
              return (
                <div className={s.field}>
                  <label htmlFor="image-name" className={s.label}>
                    Name
                  </label>
                  <input
                    id="image-name"
                    className={inputClass}
                    value={field.state.value}
                    onChange={(e) => field.handleChange(e.target.value)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? 'image-name-error' : undefined}
                  />
                  {error ? (
                    <p id="image-name-error" className={s.error}>
                      {error}
                    </p>
                  ) : null}
                </div>
              )
            }}
          </form.Field>
          <form.Field name="alt">
            {(field) => {
              const error = errorOf('alt', field.state.meta.errors)
              return (
                <div className={s.field}>
                  <label htmlFor="image-alt" className={s.label}>
                    Alt text
                  </label>
                  <input
                    id="image-alt"
                    className={inputClass}
                    value={field.state.value}
                    onChange={(e) => field.handleChange(e.target.value)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby="image-alt-help"
                  />
                  <p id="image-alt-help" className={s.help}>
                    What the image shows, for visitors who cannot see it and for search engines.
                  </p>
                  {error ? <p className={s.error}>{error}</p> : null}
                </div>
              )
            }}
          </form.Field>
          {serverError && serverError.field !== 'name' && serverError.field !== 'alt' ? (
            <p className={s.error}>{serverError.message}</p>
          ) : null}
          <div>
            <button type="submit" className={smallButton('primary')}>
              Store image
            </button>
          </div>
        </form>
      ) : null}
    </section>
  )
}

export function ImagePicker({
  open,
  onOpenChange,
  schemas,
  current,
  onPick,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  schemas: Schemas
  current: string
  onPick: (name: string) => void
}) {
  const [query, setQuery] = useState('')
  const images = useMemo(() => {
    return schemas.images.filter((i) => matches(query.trim(), i.name, i.alt))
  }, [schemas.images, query])
  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)}>
      <Dialog.Frame
        title="Choose an image"
        description="Images of data/images.json; a new one is stored in data/images/ with its real size."
      >
        <Upload onStored={onPick} />
        <Search id="image-search" label="Search images" query={query} onChange={setQuery} placeholder="kitchen, granite…" />
        <ul
          className={css({
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
            gap: '3',
            listStyle: 'none',
            p: '0',
            m: '0',
          })}
        >
          {images.map((img) => (
            <li key={img.name}>
              <button
                type="button"
                onClick={() => onPick(img.name)}
                aria-pressed={img.name === current}
                className={css({
                  display: 'flex',
                  flexDirection: 'column',
                  gap: '1',
                  w: '100%',
                  p: '1.5',
                  textAlign: 'start',
                  borderWidth: '1px',
                  borderColor: 'border.default',
                  borderRadius: 'md',
                  bg: 'bg.surface',
                  cursor: 'pointer',
                  _hover: { borderColor: 'accent.default' },
                  '&[aria-pressed=true]': { borderColor: 'accent.default', boxShadow: '0 0 0 2px {colors.bronze.200}' },
                })}
              >
                <img
                  src={`/_editor/api/thumb/${img.name}`}
                  alt=""
                  loading="lazy"
                  className={css({ w: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 'sm', bg: 'bg.subtle' })}
                />
                <span className={css({ fontSize: 'xs', fontWeight: '600', wordBreak: 'break-all' })}>{img.name}</span>
                <span className={css({ fontSize: 'xs', color: 'fg.muted' })}>
                  {img.width} × {img.height}
                </span>
              </button>
            </li>
          ))}
        </ul>
      </Dialog.Frame>
    </Dialog.Root>
  )
}
