import { useForm } from '@tanstack/react-form'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Check, ChevronDown, Clock, Mail, Phone } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { cx } from 'styled-system/css'
import { button, quoteForm } from 'styled-system/recipes'
import { apiRequest } from '../../ui/api-client'
import { withQueryClient } from '../../ui/query'
import { track } from '../../ui/analytics'
import * as Select from '../../ui/select'
import { showToast } from '../../ui/toaster'
import { useIslandLive } from '../../ui/island'
import { wakeIsland } from '../../ui/island-wake'
import { startProofOfWork, withProofOfWork } from '../../ui/proof-of-work'
import {
  LOCATION_OPTIONS,
  QUOTE_FIELDS,
  QUOTE_MAX_LENGTH,
  QuoteRequestSchema,
  SERVICE_OPTIONS,
  type QuoteRequestInput,
} from '../../schemas/quote'
import type { SectionProps } from '../schemas'
import { Breakable } from '../_shared/Breakable'
import { Section } from '../_shared/Section'

export const CONTACT_REQUESTS_KEY = ['/api/contact-requests'] as const

const emptyForm = (service = ''): QuoteRequestInput => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  location: '',
  service,
  message: '',
  website: '',
})

/** ?slab=&category=&price= from the slab catalogue → a visible note, a fitting service and a prefilled message. */
function slabFromSearch(search: string) {
  const params = new URLSearchParams(search)
  const slab = params.get('slab')?.trim()
  if (!slab) return undefined
  const category = params.get('category')?.trim() || undefined
  const price = params.get('price')?.trim() || undefined
  const details = [category, price && `${price}${/sq/.test(price) ? '' : ' per sq ft'}`].filter(Boolean).join(', ')
  return {
    slab,
    category,
    price,
    summary: `${slab}${details ? ` (${details})` : ''}`,
    message: `I'm interested in the ${slab} slab${details ? ` (${details})` : ''}. Please send me a quote for my countertop project.`,
  }
}

export default withQueryClient(QuoteForm)

/**
 * The quote request form. It is a real HTML form first: without JavaScript (or before its code arrives) it posts
 * natively to /api/contact, and the server answers with a thank-you page or this page again with its messages
 * (`values`, `errors`). Once live, it validates in the browser (the same valibot schema as the API), sends JSON and
 * shows a toast. Whatever the visitor typed or chose before it went live is kept (app/islands.tsx).
 */
function QuoteForm({
  id,
  tone,
  eyebrow,
  title = 'Get Your Free Quote',
  intro,
  service,
  page,
  contact,
  values,
  errors,
}: SectionProps<'quote-form'>) {
  const queryClient = useQueryClient()
  const live = useIslandLive()
  const [slab, setSlab] = useState<ReturnType<typeof slabFromSearch>>(undefined)
  // Messages of a native post the server could not accept, each shown until its field changes.
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(errors ?? {})
  const classes = quoteForm()
  const uid = useId()

  const mutation = useMutation({
    mutationFn: (body: Record<string, string>) => withProofOfWork((headers) => apiRequest('POST', '/api/contact', body, headers)),
    onSuccess: () => {
      form.reset()
      showToast({ title: 'Quote Request Submitted!', description: "We'll respond within 24 hours with your personalized quote." })
      track('contact_form_submit', { category: 'engagement', label: 'quote_request' })
      void queryClient.invalidateQueries({ queryKey: CONTACT_REQUESTS_KEY })
    },
    onError: (error) => {
      console.error('Quote request failed:', error)
      showToast({
        title: 'Submission Failed',
        description: `Please try again or call us directly at ${contact.phone}`,
        variant: 'destructive',
      })
    },
  })

  const form = useForm({
    defaultValues: { ...emptyForm(service), ...values },
    validators: { onSubmit: QuoteRequestSchema },
    onSubmit: async ({ value }) => {
      const body: Record<string, string> = {}
      for (const field of QUOTE_FIELDS) body[field] = value[field].trim()
      if (value.website) body.website = value.website // the spam trap travels only when a bot filled it
      await mutation.mutateAsync(body).catch(() => undefined)
    },
  })

  // Once live: the toaster wakes (it shows this form's messages), and a slab chosen in the catalogue prefills.
  useEffect(() => {
    if (!live) return
    wakeIsland('toaster')
    startProofOfWork() // solved in a worker while the visitor types
    const fromSlab = slabFromSearch(window.location.search)
    setSlab(fromSlab)
    if (!fromSlab) return
    if (!form.getFieldValue('message')) form.setFieldValue('message', fromSlab.message)
    if (!service && !form.getFieldValue('service')) form.setFieldValue('service', 'kitchen-countertops')
  }, [live, service, form])

  const errorOf = (name: string, errors: unknown[]) => {
    const first = errors[0] as { message?: string } | string | undefined
    return (typeof first === 'string' ? first : first?.message) ?? serverErrors[name]
  }
  const changed = (name: string) =>
    setServerErrors((current) => {
      if (!(name in current)) return current
      const { [name]: _, ...rest } = current
      return rest
    })

  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro}>
      <div className={classes.layout}>
        <form
          className={classes.card}
          method="post"
          // Without JavaScript the answer is a page: the fragment brings a visitor back to this form and its messages.
          action={id ? `/api/contact#${id}` : '/api/contact'}
          noValidate
          aria-label={title}
          onSubmit={(e) => {
            e.preventDefault()
            void form.handleSubmit()
          }}
        >
          <input type="hidden" name="page" value={page} />
          {slab ? (
            <p className={classes.notice} role="status">
              <Check aria-hidden="true" width={18} height={18} />
              <span>
                Selected slab: <strong>{slab.summary}</strong>
              </span>
            </p>
          ) : null}
          {Object.keys(errors ?? {}).length ? (
            <p className={classes.alert} role="alert">
              Please check the highlighted fields: your request has not been sent yet.
            </p>
          ) : null}
          <div className={classes.grid}>
            {(['firstName', 'lastName', 'email', 'phone'] as const).map((name) => (
              <form.Field key={name} name={name}>
                {(field) => (
                  <TextField
                    id={`${uid}-${name}`}
                    name={name}
                    {...FIELD_META[name]}
                    value={field.state.value}
                    onChange={(value) => {
                      changed(name)
                      field.handleChange(value)
                    }}
                    onBlur={field.handleBlur}
                    error={errorOf(name, field.state.meta.errors)}
                  />
                )}
              </form.Field>
            ))}
            {(['location', 'service'] as const).map((name) => (
              <form.Field key={name} name={name}>
                {(field) => {
                  const select = {
                    id: `${uid}-${name}`,
                    name,
                    label: name === 'location' ? 'Your Location' : 'Service Needed',
                    placeholder: name === 'location' ? 'Select your location' : 'Select a service',
                    options: name === 'location' ? LOCATION_OPTIONS : SERVICE_OPTIONS,
                    value: field.state.value,
                    onChange: (value: string) => {
                      changed(name)
                      field.handleChange(value)
                    },
                    onBlur: field.handleBlur,
                    error: errorOf(name, field.state.meta.errors),
                  }
                  // The styled select needs its code; until the form is live a native one works (and posts).
                  return live ? <OptionSelect {...select} /> : <NativeSelect {...select} />
                }}
              </form.Field>
            ))}
            <form.Field name="message">
              {(field) => (
                <TextField
                  id={`${uid}-message`}
                  name="message"
                  label="Project Details"
                  multiline
                  placeholder="Tell us about your project: room, approximate size, material you like, timeline…"
                  value={field.state.value}
                  onChange={(value) => {
                    changed('message')
                    field.handleChange(value)
                  }}
                  onBlur={field.handleBlur}
                  error={errorOf('message', field.state.meta.errors)}
                />
              )}
            </form.Field>
            <form.Field name="website">
              {(field) => (
                <div className={classes.honeypot} aria-hidden="true">
                  <label htmlFor={`${uid}-website`}>Leave this field empty</label>
                  <input
                    id={`${uid}-website`}
                    name="website"
                    tabIndex={-1}
                    autoComplete="off"
                    value={field.state.value ?? ''}
                    onChange={(e) => field.handleChange(e.target.value)}
                  />
                </div>
              )}
            </form.Field>
          </div>
          <div className={classes.actions}>
            <button type="submit" className={button({ size: 'lg' })} disabled={mutation.isPending}>
              {mutation.isPending ? 'Submitting...' : 'Get My Free Quote'}
            </button>
            <p className={classes.fine}>Free, no-obligation estimate. We never share your details.</p>
          </div>
        </form>
        <aside className={classes.aside} aria-label="Other ways to reach us">
          <h3 className={classes.asideTitle}>Prefer to talk?</h3>
          <ul className={classes.asideList}>
            <li>
              <Phone aria-hidden="true" width={16} height={16} />
              <span>
                Call <a href={contact.tel}>{contact.phone}</a>
              </span>
            </li>
            <li>
              <Mail aria-hidden="true" width={16} height={16} />
              <span>
                E-mail{' '}
                <a href={`mailto:${contact.email}`}>
                  <Breakable text={contact.email} />
                </a>
              </span>
            </li>
            <li>
              <Clock aria-hidden="true" width={16} height={16} />
              <span>{contact.hours.join(' · ')}</span>
            </li>
          </ul>
          <p className={classes.asideNote}>Most quotes go out the same business day.</p>
        </aside>
      </div>
    </Section>
  )
}

const FIELD_META = {
  firstName: { label: 'First Name', type: 'text', autoComplete: 'given-name', inputMode: undefined, placeholder: 'Jane' },
  lastName: { label: 'Last Name', type: 'text', autoComplete: 'family-name', inputMode: undefined, placeholder: 'Smith' },
  email: { label: 'Email', type: 'email', autoComplete: 'email', inputMode: 'email', placeholder: 'jane@example.com' },
  phone: { label: 'Phone', type: 'tel', autoComplete: 'tel', inputMode: 'tel', placeholder: '(914) 555-0100' },
} as const

/** A labelled input or textarea with its error message beneath it, linked for screen readers. */
function TextField({
  id,
  name,
  label,
  multiline,
  type,
  autoComplete,
  inputMode,
  placeholder,
  value,
  onChange,
  onBlur,
  error,
}: {
  id: string
  name: keyof typeof QUOTE_MAX_LENGTH
  label: string
  multiline?: boolean
  type?: string
  autoComplete?: string
  inputMode?: 'email' | 'tel'
  placeholder?: string
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  error?: string
}) {
  const classes = quoteForm()
  const shared = {
    id,
    name,
    placeholder,
    maxLength: QUOTE_MAX_LENGTH[name],
    value,
    onBlur,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  }
  return (
    <div className={cx(classes.field, multiline && classes.full)}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} rows={5} className={classes.textarea} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input
          {...shared}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          className={classes.input}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {error ? (
        <p id={`${id}-error`} className={classes.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

type SelectProps = {
  id: string
  name: string
  label: string
  placeholder: string
  options: readonly { value: string; label: string }[]
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  error?: string
}

/** The select before the form is live (and without JavaScript): a native one, styled like the others. */
function NativeSelect({ id, name, label, placeholder, options, value, onChange, onBlur, error }: SelectProps) {
  const classes = quoteForm()
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={classes.nativeSelect}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${id}-error`} className={classes.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** An Ark UI Select (keyboard, type-ahead, screen reader) bound to one form field. */
function OptionSelect({ name, label, placeholder, options, value, onChange, onBlur, error }: SelectProps) {
  const classes = quoteForm()
  const collection = Select.createListCollection({ items: options })
  const errorId = useId()
  return (
    <Select.Root
      collection={collection}
      name={name}
      value={value ? [value] : []}
      onValueChange={(details) => onChange(details.value[0] ?? '')}
      onOpenChange={(details) => (details.open ? undefined : onBlur())}
      invalid={Boolean(error)}
      positioning={{ sameWidth: true }}
    >
      <Select.Label>{label}</Select.Label>
      <Select.Control>
        <Select.Trigger aria-describedby={error ? errorId : undefined}>
          <Select.ValueText placeholder={placeholder} />
          <Select.Indicator asChild>
            <span>
              <ChevronDown aria-hidden="true" />
            </span>
          </Select.Indicator>
        </Select.Trigger>
      </Select.Control>
      <Select.Positioner>
        <Select.Content>
          {options.map((option) => (
            <Select.Item key={option.value} item={option}>
              <Select.ItemText>{option.label}</Select.ItemText>
              <Select.ItemIndicator>
                <Check aria-hidden="true" />
              </Select.ItemIndicator>
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Positioner>
      <Select.HiddenSelect />
      {error ? (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      ) : null}
    </Select.Root>
  )
}
