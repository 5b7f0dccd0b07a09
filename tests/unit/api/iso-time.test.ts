import { describe, expect, it } from 'vitest'
import { isoTime, parseIsoTime } from '../../../api/iso-time'

describe('ISO time stamps', () => {
  it('formats and parses exactly as Date does, across seconds and for 1- and 2-digit milliseconds', () => {
    const start = Date.UTC(2026, 10, 23, 23, 59, 58, 990)
    const times = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 1009, 1010, 1999, 2005, 2010, 2999, 86_400_000].map((d) => start + d)
    for (let i = 0; i < 2_000; i++) times.push(Math.floor(Math.random() * 4_102_444_800_000)) // to 2100
    for (const ms of times) {
      const text = new Date(ms).toISOString()
      expect(isoTime(ms)).toBe(text)
      expect(parseIsoTime(text)).toBe(ms)
    }
  })

  it('parses any other text as Date.parse does', () => {
    isoTime(Date.UTC(2026, 0, 1, 0, 0, 0, 500))
    for (const text of [
      '2026-01-01T00:00:00.5Z',
      '2026-01-01T00:00:00.-50Z',
      '2026-01-01T00:00:00. 50Z',
      '2026-01-01T00:00:00.050X',
      '2026-01-01T00:00:00.5e1Z',
      '2026-01-01T00:00:00Z',
      'garbage',
      '',
    ])
      expect(parseIsoTime(text)).toEqual(Date.parse(text))
  })
})
