import type { IncomingMessage } from 'node:http'

/**
 * The editor writes files: only this computer may use it. It listens on 127.0.0.1 only, and every request is
 * checked again here (defence in depth):
 *   - the peer address must be loopback (a server started on another interface by mistake still refuses);
 *   - the Host header must name this computer (a web page whose domain resolves to 127.0.0.1 — DNS rebinding —
 *     is refused);
 *   - a request that changes something (any method but GET/HEAD) must come from the editor's own page: its Origin
 *     is this server (another site open in the browser cannot post to it).
 */

export const isLoopbackAddress = (address: string | undefined) =>
  !!address && (address === '::1' || /^127\./.test(address) || /^::ffff:127\./.test(address))

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** "localhost:5174" → "localhost"; "[::1]:5174" → "[::1]". */
const hostName = (host: string) => (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]).toLowerCase()

export const isLocalHost = (host: string | undefined) => !!host && LOCAL_HOSTS.has(hostName(host))

export type Refusal = { status: 403; reason: string }

export function refusal(req: Pick<IncomingMessage, 'method' | 'headers'> & { socket: { remoteAddress?: string } }): Refusal | undefined {
  if (!isLoopbackAddress(req.socket.remoteAddress))
    return { status: 403, reason: 'The editor answers this computer only (loopback), not the network.' }
  if (!isLocalHost(req.headers.host)) return { status: 403, reason: 'The editor answers requests for localhost or 127.0.0.1 only.' }
  const method = (req.method ?? 'GET').toUpperCase()
  if (method !== 'GET' && method !== 'HEAD') {
    const origin = req.headers.origin
    if (!origin || origin !== `http://${req.headers.host}`)
      return { status: 403, reason: 'Changes are accepted from the editor’s own page only.' }
  }
  return undefined
}
