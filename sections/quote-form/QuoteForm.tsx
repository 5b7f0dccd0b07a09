import { useForm } from '@tanstack/react-form'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Check, ChevronDown, CircleCheck, Clock, Mail, Phone, X } from 'lucide-react'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { cx } from 'styled-system/css'
import { button, quoteForm } from 'styled-system/recipes'
import { apiRequest } from '../_services/api-client'
import { attributionHeader } from '../_services/attribution'
import { withQueryClient } from '../_services/query'
import { track } from '../_services/analytics'
import * as Select from '../../ui/select'
import { showToast } from '../../ui/toaster'
import { useIslandLive } from '../_services/island'
import { wakeIsland } from '../_services/island-wake'
import { startProofOfWork, withProofOfWork } from '../_services/proof-of-work'
import {
  CONTACT_REQUESTS,
  leadReference,
  type Option,
  QUOTE_CHOICE_PARAMS,
  QUOTE_DETAILS,
  QUOTE_ENDPOINT,
  QUOTE_FIELDS,
  QUOTE_FORM_REQUIRED,
  QUOTE_MAX_LENGTH,
  QUOTE_MESSAGES,
  QUOTE_TEXT_MESSAGES,
  QUOTE_TOWN_MESSAGE,
  type QuoteChoice,
  type QuoteDetail,
  type QuoteFormKind,
  otherLocationOf,
  quoteRequestSchema,
} from '../../schemas/quote'
import { setSearchParams, useSearch } from '../_services/url-state'
import type { ResolvedProps } from '../section'
import type * as section from './schema'
import { Breakable } from '../_shared/Breakable'
import { Section } from '../_shared/Section'
import { formChoice } from './schema'
import { fill } from '../_shared/text'
import { fillWith } from '../_shared/fill-with'

/** The section's props as its component receives them (resolved). */
type Props = ResolvedProps<typeof section>

export const CONTACT_REQUESTS_KEY = [CONTACT_REQUESTS] as const

type Values = Record<string, string>

/** The details each form asks for besides the seven fields, in the order they are shown (first in the form). */
const VARIANT_FIELDS: Record<QuoteFormKind, QuoteDetail[]> = {
  quote: ['plan'],
  showroom: ['plan', 'preferredTime'],
  virtual: ['plan', 'platform', 'preferredTime'],
  dealer: ['company', 'license', 'yearsInBusiness', 'monthlyVolume', 'plan'],
}

/**
 * How a browser helps to fill a detail (its label and hint are words of data/quote-form.json; the contract names it
 * for the owner: schemas/quote.ts).
 */
const DETAIL_INPUT: Partial<Record<QuoteDetail, Pick<TextFieldProps, 'autoComplete' | 'inputMode'>>> = {
  company: { autoComplete: 'organization' },
  yearsInBusiness: { inputMode: 'numeric' },
}

const emptyValues = (variant: QuoteFormKind, service = '', place?: { location: string; town?: string }): Values => {
  const values: Values = {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    location: place?.location ?? '',
    town: place?.town ?? '',
    service,
    message: '',
    website: '',
    form: variant,
  }
  for (const name of VARIANT_FIELDS[variant]) values[name] = ''
  return values
}

/** "Absolute Black (Granite, $45-65 per sq ft)": a price without its unit gets the form's (`perSqFt`, "{price} per sq ft"). */
function slabSummary(choice: QuoteChoice, perSqFt: string) {
  const price = choice.slabPrice && (/sq/.test(choice.slabPrice) ? choice.slabPrice : fill(perSqFt, { price: choice.slabPrice }))
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
/**
 * A field's message in the form's words: the specification's messages (schemas/quote.ts, the same for the browser's
 * check and the server's) are said in the words of the page's language (data/quote-form.json › text.messages and
 * notAllowed, and each form's `required`: a Spanish page's form says them in Spanish); any other message as it is.
 */
function inWords(message: string | undefined, text: Props['text'], variant: QuoteFormKind): string | undefined {
  if (!message) return message
  if (message === QUOTE_TOWN_MESSAGE) return text.messages.town
  const required = (Object.keys(QUOTE_MESSAGES) as (keyof typeof QUOTE_MESSAGES)[]).find((k) => QUOTE_MESSAGES[k] === message)
  if (required) return text.messages[required]
  const refused = (Object.keys(QUOTE_TEXT_MESSAGES) as (keyof typeof QUOTE_TEXT_MESSAGES)[]).find((k) => QUOTE_TEXT_MESSAGES[k] === message)
  if (refused) return text.notAllowed[refused]
  const asks = text.form.required as Partial<Record<string, string>> | undefined
  const asked = Object.entries(QUOTE_FORM_REQUIRED[variant]).find(([, m]) => m === message)?.[0]
  return (asked && asks?.[asked]) || message
}

function QuoteForm({
  id,
  tone,
  eyebrow,
  title,
  intro,
  service,
  variant,
  text,
  page,
  contact,
  plans,
  platforms,
  options,
  place,
  materials,
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
  const other = otherLocationOf(options)

  const mutation = useMutation({
    mutationFn: async (body: Values) =>
      (
        await withProofOfWork((headers) => apiRequest('POST', QUOTE_ENDPOINT, body, { ...headers, ...attributionHeader(id) }))
      ).json() as Promise<{ id?: string }>,
    onSuccess: (result) => {
      form.reset()
      setChoice(undefined)
      setSent({ reference: result.id ? leadReference(result.id) : '' })
      showToast(text.sent.toast)
      track('contact_form_submit', { category: 'engagement', label: 'quote_request' })
      void queryClient.invalidateQueries({ queryKey: CONTACT_REQUESTS_KEY })
    },
    onError: (error) => {
      console.error('Quote request failed:', error)
      showToast({ ...text.failed, variant: 'destructive' })
    },
  })

  const form = useForm({
    defaultValues: {
      ...emptyValues(variant, service, place),
      ...(givenChoice?.plan ? { plan: givenChoice.plan } : {}),
      ...values,
    } as Values,
    validators: { onSubmit: quoteRequestSchema(options) },
    onSubmitInvalid: () => setFailures((n) => n + 1),
    onSubmit: async ({ value }) => {
      const body: Values = {}
      for (const field of QUOTE_FIELDS) body[field] = value[field]!.trim()
      if (variant !== 'quote') body.form = variant
      for (const name of details) if (value[name]?.trim()) body[name] = value[name]!.trim()
      if (value.location === other && value.town?.trim()) body.town = value.town.trim()
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
    const fromAddress = formChoice({ plans, materials }, search)
    if (!fromAddress) return
    setChoice(fromAddress)
    if (fromAddress.plan && (!first || !form.getFieldValue('plan'))) form.setFieldValue('plan', fromAddress.plan)
  }, [live, givenChoice, plans, materials, form, search])

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
    return inWords((typeof first === 'string' ? first : first?.message) ?? serverErrors[name], text, variant)
  }
  const changed = (name: string) =>
    setServerErrors((current) => {
      if (!(name in current)) return current
      const { [name]: _, ...rest } = current
      return rest
    })

  const removeSlab = () => {
    setChoice((current) => {
      const { slab: _slab, slabCategory: _category, slabPrice: _price, ...rest } = current ?? {}
      return Object.keys(rest).length ? rest : undefined
    })
    setSearchParams({ slab: undefined, category: undefined, price: undefined })
  }
  const compared = choice?.materials ? choice.materials.split(', ') : []
  const idsOf = (names: string[]) => names.flatMap((n) => materials.filter((m) => m.label === n).map((m) => m.value))
  // Without JavaScript a note's remove link leads to this page with the other materials (as the slab's does).
  const withoutMaterial = (name: string) => {
    const ids = idsOf(compared.filter((m) => m !== name))
    return `${page}${ids.length ? `?materials=${ids.join(',')}` : ''}#${id}`
  }
  const removeMaterial = (name: string) => {
    const rest = compared.filter((m) => m !== name)
    setChoice((current) => {
      const { materials: _, ...kept } = current ?? {}
      const next = rest.length ? { ...kept, materials: rest.join(', ') } : kept
      return Object.keys(next).length ? next : undefined
    })
    const ids = idsOf(rest)
    setSearchParams({ materials: ids.length ? ids.join(',') : undefined })
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
      const props = { ...p, label, placeholder, options: choices, other: name === 'location' ? other : undefined }
      // The styled select needs its code; until the form is live a native one works (and posts).
      return live ? <OptionSelect {...props} /> : <NativeSelect {...props} />
    })

  const detailField = (name: QuoteDetail) => {
    const labelOf = (label: string) => (optional(name) ? fill(text.optional, { label }) : label)
    if (name === 'plan' && plans) {
      const options = plans.options.map((o) => ({ value: o, label: o }))
      return selectField(
        name,
        labelOf(plans.label),
        optional(name) ? text.undecided : text.form.plan.placeholder,
        optional(name) ? [{ value: '', label: text.undecided }, ...options] : options,
      )
    }
    const words = text.fields[name as Exclude<QuoteDetail, 'plan' | 'slab' | 'slabCategory' | 'slabPrice' | 'materials'>]
    if (name === 'platform')
      return selectField(
        name,
        words.label,
        words.placeholder,
        (platforms ?? []).map((o) => ({ value: o, label: o })),
      )
    return field(name, (p) => (
      <TextField
        {...p}
        {...DETAIL_INPUT[name]}
        label={labelOf(words.label)}
        placeholder={words.placeholder}
        max={QUOTE_DETAILS[name].max}
      />
    ))
  }

  const formErrors = Object.keys(serverErrors).length > 0 || failures > 0
  // An urgent form (its page's JSON says so) promises its own answer time and names the emergency line.
  const urgent = text.urgent
  const confirmation = urgent?.confirmation ?? text.form.confirmation
  const phoneLink = <a href={contact.tel}>{contact.phone}</a>

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
                <p className={classes.reference}>{fillWith(text.sent.reference, { reference: <strong>{sent.reference}</strong> })}</p>
              ) : null}
              {urgent ? (
                <p className={classes.urgentLine}>
                  <Phone aria-hidden="true" width={16} height={16} />
                  <span>{fillWith(urgent.line, { phone: phoneLink })}</span>
                </p>
              ) : (
                <p className={classes.fine}>{fillWith(text.sent.questions, { phone: phoneLink })}</p>
              )}
              <button type="button" className={button({ variant: 'secondary', size: 'md' })} onClick={() => setSent(null)}>
                {text.sent.again}
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
            action={`${QUOTE_ENDPOINT}#${id}`}
            noValidate
            aria-label={title}
            onSubmit={(e) => {
              e.preventDefault()
              void form.handleSubmit()
            }}
          >
            <input type="hidden" name="page" value={page} />
            <input type="hidden" name="section" value={id} />
            <input type="hidden" name="form" value={variant} />
            {choice?.slab ? (
              <div className={classes.notice}>
                <Check aria-hidden="true" width={18} height={18} />
                <p>{fillWith(text.slab.selected, { slab: <strong>{slabSummary(choice, text.slab.price)}</strong> })}</p>
                <a
                  href={`${page}#${id}`}
                  className={classes.noticeRemove}
                  aria-label={fill(text.slab.removeLabel, { slab: choice.slab })}
                  onClick={(e) => {
                    e.preventDefault()
                    removeSlab()
                  }}
                >
                  <X aria-hidden="true" width={16} height={16} />
                  {text.slab.remove}
                </a>
                {(['slab', 'slabCategory', 'slabPrice'] as const).map((name) =>
                  choice[name] ? <input key={name} type="hidden" name={name} value={choice[name]} /> : null,
                )}
              </div>
            ) : null}
            {compared.length ? (
              <div className={classes.notice}>
                <Check aria-hidden="true" width={18} height={18} />
                <p id={`${uid}-materials`}>{text.materials.selected}</p>
                <ul className={classes.chips} aria-labelledby={`${uid}-materials`}>
                  {compared.map((name) => (
                    <li key={name} className={classes.chip}>
                      {name}
                      <a
                        href={withoutMaterial(name)}
                        className={classes.chipRemove}
                        aria-label={fill(text.materials.removeLabel, { material: name })}
                        onClick={(e) => {
                          e.preventDefault()
                          removeMaterial(name)
                        }}
                      >
                        <X aria-hidden="true" width={16} height={16} />
                      </a>
                    </li>
                  ))}
                </ul>
                <input type="hidden" name="materials" value={choice?.materials} />
              </div>
            ) : null}
            {formErrors ? (
              <p key={failures} className={classes.alert} role="alert">
                {serverErrors.form ?? text.invalid}
              </p>
            ) : null}
            <div className={classes.grid}>
              {details.map(detailField)}
              {(['firstName', 'lastName', 'email', 'phone'] as const).map((name) =>
                field(name, (p) => <TextField {...p} {...FIELD_INPUT[name]} {...text.fields[name]} max={QUOTE_MAX_LENGTH[name]} />),
              )}
              {selectField('location', text.fields.location.label, text.fields.location.placeholder, options.locations)}
              <form.Subscribe selector={(state) => state.values.location}>
                {(location) =>
                  // Once live the town field is there while "other" is chosen; before (and without JavaScript) it is
                  // always in the form, and its style shows it while "other" is chosen.
                  live && location !== other
                    ? null
                    : field('town', (p) => (
                        <TextField
                          {...p}
                          {...text.fields.town}
                          autoComplete="address-level2"
                          max={QUOTE_DETAILS.town.max}
                          className={live ? undefined : classes.townField}
                        />
                      ))
                }
              </form.Subscribe>
              {selectField('service', text.fields.service.label, text.fields.service.placeholder, options.services)}
              {field('message', (p) => (
                <TextField
                  {...p}
                  label={text.fields.message.label}
                  multiline
                  max={QUOTE_MAX_LENGTH.message}
                  placeholder={text.form.message}
                />
              ))}
              <form.Field name="website">
                {(f) => (
                  <div className={classes.honeypot} aria-hidden="true">
                    <label htmlFor={`${uid}-website`}>{text.spamTrap}</label>
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
                {mutation.isPending ? text.submitting : text.form.submit}
              </button>
              <p className={classes.fine}>{text.form.fine}</p>
            </div>
          </form>
        )}
        <aside className={classes.aside} aria-label={text.aside.label}>
          <h3 className={classes.asideTitle}>{text.aside.title}</h3>
          <ul className={classes.asideList}>
            <li>
              <Phone aria-hidden="true" width={16} height={16} />
              <span>{fillWith(text.aside.call, { phone: phoneLink })}</span>
            </li>
            <li>
              <Mail aria-hidden="true" width={16} height={16} />
              <span>
                {fillWith(text.aside.email, {
                  email: (
                    <a href={`mailto:${contact.email}`}>
                      <Breakable text={contact.email} />
                    </a>
                  ),
                })}
              </span>
            </li>
            <li>
              <Clock aria-hidden="true" width={16} height={16} />
              <span>{contact.hours.join(' · ')}</span>
            </li>
          </ul>
          <p className={classes.asideNote}>{urgent?.promise ?? text.form.promise}</p>
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

/** How a browser helps to fill the four text fields (their label and hint are words of data/quote-form.json). */
const FIELD_INPUT = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email' },
  phone: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
} as const

type TextFieldProps = FieldRender & {
  label: string
  className?: string
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
  className,
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
    <div className={cx(classes.field, multiline && classes.full, className)}>
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

type SelectProps = FieldRender & { label: string; placeholder: string; options: readonly Option[]; other?: string }

/**
 * The select before the form is live (and without JavaScript): a native one, styled like the others. A tap on it
 * while the form's code loads opens its styled successor once live (`data-replaced-when-live`).
 */
function NativeSelect({ id, name, label, placeholder, options, value, onChange, onBlur, error, other }: SelectProps) {
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
          <option key={option.value} value={option.value} data-other={option.value === other ? '' : undefined}>
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
