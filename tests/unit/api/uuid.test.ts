import { describe, expect, it } from 'vitest'
import { uuidv7 } from '../../../api/uuid'

describe('uuidv7', () => {
  it('is an RFC 9562 version 7 UUID carrying the time', () => {
    const id = uuidv7(Date.UTC(2026, 0, 1))
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(Date.UTC(2026, 0, 1))
  })

  it('is unique and sorts by creation time across milliseconds', () => {
    const ids = Array.from({ length: 5000 }, (_, i) => uuidv7(1_700_000_000_000 + Math.floor(i / 100)))
    expect(new Set(ids).size).toBe(ids.length)
    const firstOfEachMs = ids.filter((_, i) => i % 100 === 0)
    expect([...firstOfEachMs].sort()).toEqual(firstOfEachMs)
  })
})
