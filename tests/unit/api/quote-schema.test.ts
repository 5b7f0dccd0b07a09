import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { LOCATION_OPTIONS, QUOTE_MESSAGES, QuoteRequestSchema, SERVICE_OPTIONS, fieldErrors } from '../../../schemas/quote'
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
})
