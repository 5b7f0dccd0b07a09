import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  fieldErrors,
  isPhoneNumber,
  isPlainText,
  QUOTE_MESSAGES,
  QUOTE_TOWN_MESSAGE,
  type QuoteOptions,
  quoteOptions,
  quoteRequestSchema,
} from '../../../schemas/quote'
import { QUOTE_OPTIONS, validLead } from './helpers'

const QuoteRequestSchema = quoteRequestSchema(QUOTE_OPTIONS)
const errorsOf = (input: unknown, options: QuoteOptions = QUOTE_OPTIONS) => {
  const result = v.safeParse(quoteRequestSchema(options), input)
  return result.success ? {} : fieldErrors(result.issues)
}

describe('the quote options', () => {
  const place = (slug: string, name: string, quoteOption?: true) => ({ slug, name, ...(quoteOption ? { quoteOption } : {}) })
  const vocabulary = {
    services: [
      { value: 'kitchen-countertops', label: 'Kitchen Countertops' },
      { value: 'fireplace-surrounds', label: 'Fireplace Surrounds' },
    ],
    otherLocation: { value: 'other', label: 'Other Westchester Location' },
  }

  it('are the places marked quoteOption in file order, the "other" location last, and the services in order', () => {
    const options = quoteOptions({
      locations: [place('rye', 'Rye', true), place('harrison', 'Harrison'), place('briarcliff-manor', 'Briarcliff Manor', true)],
      'quote-form': vocabulary,
    })
    expect(options).toEqual({
      locations: [
        { value: 'rye', label: 'Rye' },
        { value: 'briarcliff-manor', label: 'Briarcliff Manor' },
        { value: 'other', label: 'Other Westchester Location' },
      ],
      services: vocabulary.services,
    })
  })

  it('are what a request is validated with: a town or service added to the data is accepted, one left out is refused', () => {
    const options = quoteOptions({ locations: [place('briarcliff-manor', 'Briarcliff Manor', true)], 'quote-form': vocabulary })
    expect(errorsOf({ ...validLead(), location: 'briarcliff-manor', service: 'fireplace-surrounds' }, options)).toEqual({})
    expect(errorsOf({ ...validLead(), location: 'other', town: 'Ossining' }, options)).toEqual({})
    expect(errorsOf({ ...validLead(), location: 'other' }, options)).toEqual({ town: QUOTE_TOWN_MESSAGE })
    expect(errorsOf(validLead(), options)).toEqual({ location: QUOTE_MESSAGES.location }) // white-plains is not offered here
    expect(errorsOf({ ...validLead(), location: 'briarcliff-manor', service: 'bar-countertops' }, options)).toEqual({
      service: QUOTE_MESSAGES.service,
    })
    expect(quoteRequestSchema(options)).toBe(quoteRequestSchema(options)) // built once per options
  })
})

describe('the quote request schema', () => {
  it('accepts a valid request and trims every field', () => {
    const result = v.parse(QuoteRequestSchema, { ...validLead(), firstName: ' Ann ', message: '  0123456789  ' })
    expect(result).toEqual({ ...validLead(), firstName: 'Ann', message: '0123456789', town: 'White Plains' })
  })

  it('names a town in every request: the location’s label, or with "other" the town typed (required then)', () => {
    const other = QUOTE_OPTIONS.locations.at(-1)!.value
    expect(v.parse(QuoteRequestSchema, { ...validLead(), location: 'yonkers', town: 'Harrison' }).town).toBe('Yonkers')
    expect(v.parse(QuoteRequestSchema, { ...validLead(), location: other, town: ' Ossining ' }).town).toBe('Ossining')
    expect(errorsOf({ ...validLead(), location: other })).toEqual({ town: QUOTE_TOWN_MESSAGE })
    expect(errorsOf({ ...validLead(), location: other, town: '  ' })).toEqual({ town: QUOTE_TOWN_MESSAGE })
  })

  it('uses the exact messages of the specification, one per field', () => {
    expect(errorsOf({})).toEqual(QUOTE_MESSAGES)
    expect(
      errorsOf({ firstName: '', lastName: ' ', email: 'x', phone: '123456789', location: '', service: '', message: '123456789' }),
    ).toEqual(QUOTE_MESSAGES)
  })

  it('accepts the boundaries: 10-character phone and message', () => {
    expect(errorsOf({ ...validLead(), phone: '1234567890', message: '1234567890' })).toEqual({})
  })

  it('allows every option and rejects other values', () => {
    for (const { value } of QUOTE_OPTIONS.locations) expect(errorsOf({ ...validLead(), location: value, town: 'Ossining' })).toEqual({})
    for (const { value } of QUOTE_OPTIONS.services) expect(errorsOf({ ...validLead(), service: value })).toEqual({})
    expect(errorsOf({ ...validLead(), location: 'White Plains', service: 'granite' })).toEqual({
      location: QUOTE_MESSAGES.location,
      service: QUOTE_MESSAGES.service,
    })
  })

  it('maps a non-object to no field errors', () => {
    expect(errorsOf(null)).toEqual({})
    expect(errorsOf('text')).toEqual({})
  })

  it('accepts what a phone number looks like, on one line', () => {
    for (const phone of [
      '(914) 555-0100',
      '+1 914-555-0100',
      '914.555.0100',
      '914 555 0100 ext. 204',
      '914-555-0100 x7',
      '+44 20 7946 0958',
      '9145550100#12',
    ]) {
      expect(isPhoneNumber(phone), phone).toBe(true)
    }
    for (const phone of [
      'aaaaaaaaaa',
      '=HYPERLINK("http://x")',
      '----------',
      '914\n555 0100',
      '914\t555 0100',
      '(914) 555-01OO',
      '1 2 3 4 5 6',
      '1'.repeat(16),
      `${' '.repeat(39)}a`,
    ]) {
      expect(isPhoneNumber(phone), JSON.stringify(phone)).toBe(false)
    }
  })

  it('refuses control characters (but tab, and newline in the details) and lone surrogates', () => {
    expect(isPlainText('Ann\tSmith')).toBe(true)
    expect(isPlainText('line\nline', true)).toBe(true)
    expect(isPlainText('😀 ok')).toBe(true)
    for (const bad of ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\ud800', 'x\udc00', '\u2028'])
      expect(isPlainText(`a${bad}b`), JSON.stringify(bad)).toBe(false)
    expect(isPlainText('line\nline')).toBe(false)
    expect(errorsOf({ ...validLead(), firstName: 'A\u0000' })).toEqual({ firstName: 'First name contains characters that are not allowed' })
    expect(errorsOf({ ...validLead(), message: 'Details \udfff here please' })).toEqual({
      message: 'Project details contain characters that are not allowed',
    })
  })

  it('turns the CRLF line breaks of a native form post into LF', () => {
    expect(v.parse(QuoteRequestSchema, { ...validLead(), message: 'first line\r\nsecond line\rthird' }).message).toBe(
      'first line\nsecond line\nthird',
    )
  })
})
