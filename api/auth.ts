import { createHash, timingSafeEqual } from 'node:crypto'

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()

/** Checks `Authorization: Bearer <token>` in constant time (equal-length SHA-256 digests). */
export function bearerChecker(token: string): (authorization: string | undefined) => boolean {
  const expected = digest(token)
  return (authorization) => {
    const match = /^Bearer +(\S+) *$/i.exec(authorization ?? '')
    return match !== null && timingSafeEqual(digest(match[1]!), expected)
  }
}
