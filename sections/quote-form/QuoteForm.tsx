import { useForm } from '@tanstack/react-form'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Check, ChevronDown, CircleCheck, Clock, Mail, Phone, X } from 'lucide-react'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { cx } from 'styled-system/css'
import { button, quoteForm } from 'styled-system/recipes'
import { apiRequest } from '../_services/api-client'
import { withQueryClient } from '../_services/query'
import { track } from '../_services/analytics'
import * as Select from '../../ui/select'
import { showToast } from '../../ui/toaster'
import { useIslandLive } from '../_services/island'
import { wakeIsland } from '../_services/island-wake'
import { startProofOfWork, withProofOfWork } from '../_services/proof-of-work'
import {
  leadReference,
  type Option,
  QUOTE_CHOICE_PARAMS,
  QUOTE_DETAILS,
  QUOTE_FIELDS,
  QUOTE_FORM_REQUIRED,
  QUOTE_MAX_LENGTH,
  type QuoteChoice,
  type QuoteDetail,
  type QuoteFormKind,
  quoteRequestSchema,
} from '../../schemas/quote'
import { setSearchParams, useSearch } from '../_services/url-state'
import type { ResolvedProps } from '../section'
import type * as section from './schema'
import { Breakable } from '../_shared/Breakable'
import { Section } from '../_shared/Section'
import { formChoice } from './schema'

/** The section's props as its component receives them (resolved). */
type Props = ResolvedProps<typeof section>

export const CONTACT_REQUESTS_KEY = ['/api/contact-requests'] as const

type Values = Record<string, string>

/** The details each form asks for besides the seven fields, in the order they are shown (first in the form). */
const VARIANT_FIELDS: Record<QuoteFormKind, QuoteDetail[]> = {
  quote: ['plan'],
  showroom: ['plan', 'preferredTime'],
  virtual: ['plan', 'platform', 'preferredTime'],
  dealer: ['company', 'license', 'yearsInBusiness', 'monthlyVolume', 'plan'],
}

/** What the form writes under each detail (the contract names it for the owner: schemas/quote.ts). */
const DETAIL_META: Partial<Record<QuoteDetail, Omit<TextFieldProps, 'id' | 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'max'>>> = {
  preferredTime: { label: 'Preferred days and times', placeholder: 'e.g. Saturdays, or after 4 pm' },
  company: { label: 'Company name', autoComplete: 'organization', placeholder: 'Hudson Kitchen & Bath' },
  license: { label: 'NYS contractor license number', placeholder: 'e.g. WC-12345-H99' },
  yearsInBusiness: { label: 'Years in business', inputMode: 'numeric', placeholder: 'e.g. 8' },
  monthlyVolume: { label: 'Typical monthly volume', placeholder: 'e.g. 20 installations or 800 sq ft' },
}

/** The seven fields' labels, in the form's order. */
const BASE_LABELS = {
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  location: 'Your Location',
  service: 'Service Needed',
  message: 'Project Details',
} as const

/**
 * When a request is answered, said beside the form (`promise`), and what happens next, said in the confirmation that
 * replaces the form once it is sent (`within`: the site's reply time).
 */
const confirmationOf = (within: string): Record<QuoteFormKind, { promise: string; title: string; next: string[] }> => ({
  quote: {
    promise: `Free quotes, answered within ${within}.`,
    title: 'Thank you, your request is in',
    next: [
      `A specialist reviews your details and replies within ${within}, by phone or e-mail.`,
      'They may ask about sizes, edges and sinks to price your project exactly.',
      'Your in-home measure and estimate are free, with no obligation.',
    ],
  },
  showroom: {
    promise: `Visits confirmed within ${within}.`,
    title: 'Thank you, your visit request is in',
    next: [
      `We'll call or e-mail within ${within} to confirm your visit time.`,
      'Bring rough measurements and photos of your space if you have them.',
    ],
  },
  virtual: {
    promise: `Sessions confirmed within ${within}.`,
    title: 'Thank you, your consultation request is in',
    next: [
      `We'll confirm your session within ${within} and send you the link.`,
      'Have your phone or laptop camera ready to show the room.',
    ],
  },
  dealer: {
    promise: `Applications answered within ${within}.`,
    title: 'Thank you, your application is in',
    next: [`Our trade team will review your application and contact you within ${within}.`],
  },
})

/** What the free-text field asks for: a project, a visit's purpose, a trade partner's business. */
const MESSAGE_PROMPT: Record<QuoteFormKind, string> = {
  quote: 'Tell us about your project: room, approximate size, material you like, timeline…',
  showroom: 'What are you planning? The room, the materials you would like to see, your timeline…',
  virtual: 'What would you like to go over? The room, the materials you are weighing, your questions…',
  dealer: 'Tell us about your business: the projects you take on, the materials you sell most, what you need from a fabricator…',
}

/** The submit button and the line beside it. */
const SUBMIT: Record<QuoteFormKind, { label: string; fine: string }> = {
  quote: { label: 'Get My Free Quote', fine: 'Free, no-obligation estimate. We never share your details.' },
  showroom: { label: 'Request My Visit', fine: 'Visits are free and by appointment. We never share your details.' },
  virtual: { label: 'Request My Session', fine: 'Consultations are free. We never share your details.' },
  dealer: { label: 'Send My Application', fine: 'We reply to every application. We never share your details.' },
}

const emptyValues = (variant: QuoteFormKind, service = ''): Values => {
  const values: Values = {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    location: '',
    service,
    message: '',
    website: '',
    form: variant,
  }
  for (const name of VARIANT_FIELDS[variant]) values[name] = ''
  return values
}

/** "Absolute Black (Granite, $45-65 per sq ft)" */
function slabSummary(choice: QuoteChoice) {
  const price = choice.slabPrice && `${choice.slabPrice}${/sq/.test(choice.slabPrice) ? '' : ' per sq ft'}`
  const details = [choice.slabCategory, price].filter(Boolean).join(', ')
  return `${choice.slab}${details ? ` (${details})` : ''}`
}

export default withQueryClient(QuoteForm)

/**
 * The quote request form, and its variants for showroom visits, virtual consultations and dealer applications. It
 * is a real HTML form first: without JavaScript it posts natively to /api/contact, and the server answers with a
 * thank-you page or this page again (at its own address) with its messages and the values kept. Once live, it
 * validates in the browser (the same valibot schema as the API), sends JSON and shows a confirmation that stays on
 * the page (with the lead's reference) and a toast. Whatever the visitor typed, chose or submitted before it went
 * live is kept and replayed (app/browser/entry-client.tsx).
 *
 * A choice made on the way here travels as data, never inside Project Details: a slab from the catalogue is shown in
 * a note (with a way to remove it) and sent as `slab`, `slabCategory` and `slabPrice`; a plan (package, visit type,
 * session, partnership level) preselects the plan field. The server renders both from the page's address.
 */
function QuoteForm({
  id,
  tone,
  eyebrow,
  title = 'Get Your Free Quote',
  intro,
  service,
  variant,
  page,
  contact,
  plans,
  platforms,
  options,
  choice: givenChoice,
  values,
  errors,
}: Props) {
  const queryClient = useQueryClient()
  const live = useIslandLive()
  const search = useSearch()
  const [choice, setChoice] = useState<QuoteChoice | undefined>(givenChoice)
  // Messages of a native post the server could not accept, each shown until its field changes.
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(errors ?? {})
  const [sent, setSent] = useState<{ reference: string } | null>(null)
  // Failed submits so far: each one moves focus to the first invalid field and announces the alert again.
  const [failures, setFailures] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const confirmationRef = useRef<HTMLHeadingElement>(null)
  const classes = quoteForm()
  const uid = useId()
  const details = VARIANT_FIELDS[variant].filter((name) => name !== 'plan' || plans)
  const required = QUOTE_FORM_REQUIRED[variant]

  const mutation = useMutation({
    mutationFn: async (body: Values) =>
      (await withProofOfWork((headers) => apiRequest('POST', '/api/contact', body, headers))).json() as Promise<{ id?: string }>,
    onSuccess: (result) => {
      form.reset()
      setChoice(undefined)
      setSent({ reference: result.id ? leadReference(result.id) : '' })
      showToast({
        title: 'Quote Request Submitted!',
        description: `We'll respond within ${contact.replyTime} with your personalized quote.`,
      })
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
    defaultValues: { ...emptyValues(variant, service), ...(givenChoice?.plan ? { plan: givenChoice.plan } : {}), ...values } as Values,
    validators: { onSubmit: quoteRequestSchema(options) },
    onSubmitInvalid: () => setFailures((n) => n + 1),
    onSubmit: async ({ value }) => {
      const body: Values = {}
      for (const field of QUOTE_FIELDS) body[field] = value[field]!.trim()
      if (variant !== 'quote') body.form = variant
      for (const name of details) if (value[name]?.trim()) body[name] = value[name]!.trim()
      for (const field of Object.values(QUOTE_CHOICE_PARAMS)) if (field !== 'plan' && choice?.[field]) body[field] = choice[field]!
      if (value.website) body.website = value.website // the spam trap travels only when a bot filled it
      await mutation.mutateAsync(body).catch(() => undefined)
    },
  })

  // Once live: the toaster wakes (it shows this form's messages). A page served without the choice its address
  // names (the development server, or a render that failed) still gets it.
  // A choice made later on the same page (another "Book This Visit", the address changed without a page load) is
  // taken too; the first look never overrides a plan the visitor picked before the form was live.
  const seenSearch = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (!live) return
    wakeIsland('toaster')
    startProofOfWork() // solved in a worker while the visitor types
    const first = seenSearch.current === undefined
    if (seenSearch.current === search) return
    seenSearch.current = search
    if (first && givenChoice) return
    const fromAddress = formChoice({ plans }, search)
    if (!fromAddress) return
    setChoice(fromAddress)
    if (fromAddress.plan && (!first || !form.getFieldValue('plan'))) form.setFieldValue('plan', fromAddress.plan)
  }, [live, givenChoice, plans, form, search])

  // After a failed submit: focus on the first field that needs attention (its message is read with it).
  useEffect(() => {
    if (!failures) return
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [failures])

  // After a sent request: focus on the confirmation, which says what happens next.
  useEffect(() => {
    if (sent) confirmationRef.current?.focus()
  }, [sent])

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

  const removeSlab = () => {
    setChoice((current) => (current?.plan ? { plan: current.plan } : undefined))
    setSearchParams({ slab: undefined, category: undefined, price: undefined })
  }

  const field = (name: string, render: (props: FieldRender) => ReactNode) => (
    <form.Field key={name} name={name}>
      {(f) =>
        render({
          id: `${uid}-${name}`,
          name,
          value: (f.state.value as string | undefined) ?? '',
          onChange: (value: string) => {
            changed(name)
            f.handleChange(value)
          },
          onBlur: f.handleBlur,
          error: errorOf(name, f.state.meta.errors),
        })
      }
    </form.Field>
  )
  const optional = (name: QuoteDetail) => !(name in required)
  const selectField = (name: string, label: string, placeholder: string, choices: readonly Option[]) =>
    field(name, (p) => {
      const props = { ...p, label, placeholder, options: choices }
      // The styled select needs its code; until the form is live a native one works (and posts).
      return live ? <OptionSelect {...props} /> : <NativeSelect {...props} />
    })

  const detailField = (name: QuoteDetail) => {
    if (name === 'plan' && plans) {
      const options = plans.options.map((o) => ({ value: o, label: o }))
      const noun = plans.label.toLowerCase()
      return selectField(
        name,
        optional(name) ? `${plans.label} (optional)` : plans.label,
        optional(name) ? 'Not decided yet' : `Select a ${noun}`,
        optional(name) ? [{ value: '', label: 'Not decided yet' }, ...options] : options,
      )
    }
    if (name === 'platform')
      return selectField(
        name,
        'Video platform',
        'Select a platform',
        (platforms ?? []).map((o) => ({ value: o, label: o })),
      )
    const meta = DETAIL_META[name]!
    return field(name, (p) => (
      <TextField {...p} {...meta} label={optional(name) ? `${meta.label} (optional)` : meta.label} max={QUOTE_DETAILS[name].max} />
    ))
  }

  const formErrors = Object.keys(serverErrors).length > 0 || failures > 0
  const confirmation = confirmationOf(contact.replyTime)[variant]

  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro}>
      <div className={classes.layout}>
        {sent ? (
          <div className={classes.card}>
            <div className={classes.confirmation} role="status">
              <CircleCheck aria-hidden="true" className={classes.confirmationIcon} />
              <h3 ref={confirmationRef} tabIndex={-1} className={classes.confirmationTitle}>
                {confirmation.title}
              </h3>
              <ul className={classes.confirmationList}>
                {confirmation.next.map((line) => (
                  <li key={line}>
                    <Check aria-hidden="true" width={16} height={16} />
                    {line}
                  </li>
                ))}
              </ul>
              {sent.reference ? (
                <p className={classes.reference}>
                  Your reference: <strong>{sent.reference}</strong>
                </p>
              ) : null}
              <p className={classes.fine}>
                Questions in the meantime? Call <a href={contact.tel}>{contact.phone}</a>.
              </p>
              <button type="button" className={button({ variant: 'secondary', size: 'md' })} onClick={() => setSent(null)}>
                Send another request
              </button>
            </div>
          </div>
        ) : (
          <form
            ref={formRef}
            className={classes.card}
            method="post"
            // Without JavaScript the server answers at this page's own address; the fragment brings the visitor
            // back to this form and its messages.
            action={`/api/contact#${id}`}
            noValidate
            aria-label={title}
            onSubmit={(e) => {
              e.preventDefault()
              void form.handleSubmit()
            }}
          >
            <input type="hidden" name="page" value={page} />
            <input type="hidden" name="form" value={variant} />
            {choice?.slab ? (
              <div className={classes.notice}>
                <Check aria-hidden="true" width={18} height={18} />
                <p>
                  Selected slab: <strong>{slabSummary(choice)}</strong>
                </p>
                <a
                  href={`${page}#${id}`}
                  className={classes.noticeRemove}
                  aria-label={`Remove the selected slab ${choice.slab}`}
                  onClick={(e) => {
                    e.preventDefault()
                    removeSlab()
                  }}
                >
                  <X aria-hidden="true" width={16} height={16} />
                  Remove
                </a>
                {(['slab', 'slabCategory', 'slabPrice'] as const).map((name) =>
                  choice[name] ? <input key={name} type="hidden" name={name} value={choice[name]} /> : null,
                )}
              </div>
            ) : null}
            {formErrors ? (
              <p key={failures} className={classes.alert} role="alert">
                {serverErrors.form ?? 'Please check the highlighted fields: your request has not been sent yet.'}
              </p>
            ) : null}
            <div className={classes.grid}>
              {details.map(detailField)}
              {(['firstName', 'lastName', 'email', 'phone'] as const).map((name) =>
                field(name, (p) => <TextField {...p} {...FIELD_META[name]} label={BASE_LABELS[name]} max={QUOTE_MAX_LENGTH[name]} />),
              )}
              {selectField('location', BASE_LABELS.location, 'Select your location', options.locations)}
              {selectField('service', BASE_LABELS.service, 'Select a service', options.services)}
              {field('message', (p) => (
                <TextField
                  {...p}
                  label={BASE_LABELS.message}
                  multiline
                  max={QUOTE_MAX_LENGTH.message}
                  placeholder={MESSAGE_PROMPT[variant]}
                />
              ))}
              <form.Field name="website">
                {(f) => (
                  <div className={classes.honeypot} aria-hidden="true">
                    <label htmlFor={`${uid}-website`}>Leave this field empty</label>
                    <input
                      id={`${uid}-website`}
                      name="website"
                      tabIndex={-1}
                      autoComplete="off"
                      value={f.state.value ?? ''}
                      onChange={(e) => f.handleChange(e.target.value)}
                    />
                  </div>
                )}
              </form.Field>
            </div>
            <div className={classes.actions}>
              <button type="submit" className={button({ size: 'lg' })} disabled={mutation.isPending}>
                {mutation.isPending ? 'Submitting...' : SUBMIT[variant].label}
              </button>
              <p className={classes.fine}>{SUBMIT[variant].fine}</p>
            </div>
          </form>
        )}
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
          <p className={classes.asideNote}>{confirmation.promise}</p>
        </aside>
      </div>
    </Section>
  )
}

type FieldRender = {
  id: string
  name: string
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  error?: string
}

const FIELD_META = {
  firstName: { type: 'text', autoComplete: 'given-name', placeholder: 'Jane' },
  lastName: { type: 'text', autoComplete: 'family-name', placeholder: 'Smith' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email', placeholder: 'jane@example.com' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', placeholder: '(914) 555-0100' },
} as const

type TextFieldProps = FieldRender & {
  label: string
  max: number
  multiline?: boolean
  type?: string
  autoComplete?: string
  inputMode?: 'email' | 'tel' | 'numeric'
  placeholder?: string
}

/** A labelled input or textarea with its error message beneath it, linked for screen readers. */
function TextField({
  id,
  name,
  label,
  max,
  multiline,
  type,
  autoComplete,
  inputMode,
  placeholder,
  value,
  onChange,
  onBlur,
  error,
}: TextFieldProps) {
  const classes = quoteForm()
  const shared = {
    id,
    name,
    placeholder,
    maxLength: max,
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
          type={type ?? 'text'}
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

type SelectProps = FieldRender & { label: string; placeholder: string; options: readonly Option[] }

/**
 * The select before the form is live (and without JavaScript): a native one, styled like the others. A tap on it
 * while the form's code loads opens its styled successor once live (`data-replaced-when-live`).
 */
function NativeSelect({ id, name, label, placeholder, options, value, onChange, onBlur, error }: SelectProps) {
  const classes = quoteForm()
  const listed = options.some((o) => o.value === '')
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
        data-replaced-when-live=""
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {listed ? null : <option value="">{placeholder}</option>}
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

/**
 * An Ark UI Select (keyboard, type-ahead, screen reader) bound to one form field. Its trigger names the native select
 * it replaces (`data-replaces`), so a tap held while the form's code loaded opens it.
 */
function OptionSelect({ id, name, label, placeholder, options, value, onChange, onBlur, error }: SelectProps) {
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
        <Select.Trigger data-replaces={id} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
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
