/**
 * Who a client is, for rate limits, bursts, connection caps and the binding of form tokens: an IPv4 address as it is,
 * an IPv6 address by its network prefix (a /64 by default: one home or one server gets a whole /64, so keying by the
 * full /128 let one machine post from 2^64 addresses). Anything that is not an address (a proxy's garbage) is hashed,
 * so a key is always short.
 */
import { hash } from 'node:crypto'
import net from 'node:net'

/** The IPv6 groups of an address, eight numbers (:: expanded, an embedded IPv4 tail converted). */
function groups(address: string): number[] | null {
  let text = address
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)
  if (tail) {
    const [a, b, c, d] = tail[1]!.split('.').map(Number) as [number, number, number, number]
    text = `${text.slice(0, -tail[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, rest] = text.split('::') as [string, string | undefined]
  const left = head ? head.split(':') : []
  const right = rest ? rest.split(':') : []
  const fill = rest === undefined ? 0 : 8 - left.length - right.length
  if (fill < 0) return null
  const all = [...left, ...Array(fill).fill('0'), ...right].map((g) => Number.parseInt(g, 16))
  return all.length === 8 && all.every((g) => g >= 0 && g <= 0xffff) ? all : null
}

/** `ip` as a rate-limit key: IPv4 (also IPv4-mapped IPv6) whole, IPv6 cut to `v6Prefix` bits. */
export function clientKey(ip: string, v6Prefix = 64): string {
  const zone = ip.indexOf('%')
  const address = zone >= 0 ? ip.slice(0, zone) : ip
  const family = net.isIP(address)
  if (family === 4) return address
  if (family === 6) {
    const g = groups(address)
    if (!g) return `h:${hash('sha256', ip, 'base64url').slice(0, 16)}`
    if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return `${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`
    const bits = Math.max(0, Math.min(128, v6Prefix))
    const kept = g.map((x, i) => {
      const from = i * 16
      if (bits >= from + 16) return x
      if (bits <= from) return 0
      return x & (0xffff << (16 - (bits - from))) & 0xffff
    })
    return `${kept.map((x) => x.toString(16)).join(':')}/${bits}`
  }
  return `h:${hash('sha256', ip, 'base64url').slice(0, 16)}`
}

/** The domain of an e-mail address, lower case (a burst from one domain is capped in the outbox). */
export const emailDomain = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase()
