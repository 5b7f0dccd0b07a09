/**
 * Where a webhook may be sent (SSRF): an `https:` URL (`http:` only with `allowHttp`), no credentials in it, at most
 * MAX_URL_LENGTH characters, and a host whose every address is public — loopback, private, link-local, carrier-grade
 * NAT, documentation, multicast and reserved ranges are refused unless `allowPrivate`. The address is checked when the
 * owner adds the URL (the host resolved) and again at every delivery, on the address the connection is made to
 * (`guardedLookup`), so a name that later resolves to 127.0.0.1 (DNS rebinding) is refused too.
 */
import dns from 'node:dns'
import net from 'node:net'

export const MAX_URL_LENGTH = 2048

export interface TargetPolicy {
  /** `http:` URLs (tests; WEBHOOK_ALLOW_HTTP=1). */
  allowHttp?: boolean
  /** Loopback, private and link-local addresses (tests; WEBHOOK_ALLOW_PRIVATE=1). */
  allowPrivate?: boolean
}

const BLOCKED = new net.BlockList()
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(address, prefix, 'ipv4') // also covers the IPv4-mapped IPv6 forms (::ffff:127.0.0.1)
for (const [address, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001::', 32],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  BLOCKED.addSubnet(address, prefix, 'ipv6')

/** True for an address a webhook may not reach without `allowPrivate`. */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address)
  if (family === 0) return true
  return BLOCKED.check(address, family === 4 ? 'ipv4' : 'ipv6')
}

const bareHost = (hostname: string) => (hostname.startsWith('[') ? hostname.slice(1, -1) : hostname)

/** The URL's shape: null when acceptable, else what is wrong (no DNS). */
export function urlProblem(raw: string, policy: TargetPolicy): string | null {
  if (raw.length > MAX_URL_LENGTH) return `The URL may be ${MAX_URL_LENGTH} characters at most`
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return 'Enter a full URL, e.g. https://example.com/webhooks'
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowHttp)) return 'The URL must start with https://'
  if (url.username || url.password) return 'The URL may not carry a user name or password: put a token in its path instead'
  if (!url.hostname) return 'The URL needs a host'
  const host = bareHost(url.hostname)
  if (net.isIP(host) && !policy.allowPrivate && isPrivateAddress(host))
    return 'The URL points to a private or local address: use a public one'
  return null
}

const LOOKUP_MS = 3_000

/** The URL's shape and, for a host name, every address it resolves to: null when acceptable, else what is wrong. */
export async function targetProblem(raw: string, policy: TargetPolicy): Promise<string | null> {
  const shape = urlProblem(raw, policy)
  if (shape) return shape
  const host = bareHost(new URL(raw).hostname)
  if (net.isIP(host) || policy.allowPrivate) return null
  let timer: NodeJS.Timeout | undefined
  try {
    const addresses = await Promise.race([
      dns.promises.lookup(host, { all: true, verbatim: true }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), LOOKUP_MS)
      }),
    ])
    if (addresses.length === 0) return `The host ${host} has no address`
    if (addresses.some((a) => isPrivateAddress(a.address))) return 'The URL points to a private or local address: use a public one'
    return null
  } catch {
    return `The host ${host} could not be found`
  } finally {
    clearTimeout(timer)
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void

/**
 * A `lookup` for http.request that refuses private addresses (unless allowed), so a delivery connects only where the
 * policy lets it: the check is on the very address the socket uses.
 */
export function guardedLookup(policy: TargetPolicy) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, [])
      const list = addresses as dns.LookupAddress[]
      const allowed = policy.allowPrivate ? list : list.filter((a) => !isPrivateAddress(a.address))
      if (allowed.length === 0)
        return callback(Object.assign(new Error('the host resolves to a private or local address'), { code: 'EPRIVATE' }), [])
      if (options.all) return callback(null, allowed)
      callback(null, allowed[0]!.address, allowed[0]!.family)
    })
  }
}
