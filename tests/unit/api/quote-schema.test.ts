import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  fieldErrors,
  isPhoneNumber,
  isPlainText,
  LOCATION_OPTIONS,
  QUOTE_MESSAGES,
  QuoteRequestSchema,
  SERVICE_OPTIONS,
} from '../../../schemas/quote'
import { validLead } from './helpers'

const errorsOf = (input: unknown) => {
  const result = v.safeParse(QuoteRequestSchema, input)
  return result.success ? {} : fieldErrors(result.issues)
}

describe('QuoteRequestSchema', () => {
  it('has the options of the specification', () => {
    expect(LOCATION_OPTIONS.map((o) => o.value)).toEqual([
      'white-plains',
      'yonkers',
      'new-rochelle',
      'mount-vernon',
      'peekskill',
      'rye',
      'scarsdale',
      'other',
    ])
    expect(LOCATION_OPTIONS.at(-1)!.label).toBe('Other Westchester Location')
    expect(SERVICE_OPTIONS.map((o) => o.label)).toEqual([
      'Kitchen Countertops',
      'Bathroom Countertops',
      'Bar/Island',
      'Outdoor Countertops',
      'Repair & Restoration',
    ])
  })

  it('accepts a valid request and trims every field', () => {
    const result = v.parse(QuoteRequestSchema, { ...validLead(), firstName: ' Ann ', message: '  0123456789  ' })
    expect(result).toEqual({ ...validLead(), firstName: 'Ann', message: '0123456789' })
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
    for (const { value } of LOCATION_OPTIONS) expect(errorsOf({ ...validLead(), location: value })).toEqual({})
    for (const { value } of SERVICE_OPTIONS) expect(errorsOf({ ...validLead(), service: value })).toEqual({})
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
