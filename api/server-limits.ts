/**
 * Deadlines and caps on the connection, kept by Node's HTTP server itself (no hook or timer per request): a
 * request's headers and body must arrive within REQUEST_TIMEOUT_MS of its start, checked four times a second (a
 * client sending its body one byte every few seconds is answered 408 and disconnected by the app's client-error
 * handler, with the security headers), and a process holds at most MAX_CONNECTIONS open connections.
 *
 * One client can not take the process off the air: it may hold MAX_CONNECTIONS_PER_CLIENT connections (an IPv4
 * address or an IPv6 prefix; a browser opens six), and a connection past that is closed as it is accepted, so the
 * rest of MAX_CONNECTIONS stays free for everyone else and for /healthz. Proxies named in TRUST_PROXY are not capped
 * (every visitor comes through them: the proxy's own per-client limits apply, see api/README.md); behind a hop count
 * the cap is off for the same reason. When more than half of MAX_CONNECTIONS are open, idle keep-alive connections
 * are closed after 2 s instead of 72 s, and those already idle are closed at once, every second while it lasts.
 */
import type { Socket } from 'node:net'
import proxyAddr from '@fastify/proxy-addr'
import type { FastifyInstance } from 'fastify'
import { clientKey } from './client-key'
import type { Config } from './config'

export interface ServerLimits {
  requestTimeoutMs: number
  maxConnections: number
  maxConnectionsPerClient?: number
  ipv6Prefix?: number
  trustProxy?: Config['trustProxy']
}

export const KEEP_ALIVE_MS = 72_000
export const BUSY_KEEP_ALIVE_MS = 2_000

/** Call before listen (the check interval starts with the server). */
export function applyServerLimits(
  app: FastifyInstance,
  {
    requestTimeoutMs,
    maxConnections,
    maxConnectionsPerClient = Number.POSITIVE_INFINITY,
    ipv6Prefix = 64,
    trustProxy = false,
  }: ServerLimits,
): void {
  const server = app.server
  server.headersTimeout = requestTimeoutMs
  server.requestTimeout = requestTimeoutMs
  ;(server as { connectionsCheckingInterval?: number }).connectionsCheckingInterval = 250
  server.maxConnections = maxConnections

  const trusted = Array.isArray(trustProxy) ? proxyAddr.compile(trustProxy) : null
  const capped = trustProxy === false || trusted !== null
  const perClient = new Map<string, number>()
  let open = 0
  let busyTimer: NodeJS.Timeout | undefined
  const busyAt = Math.max(2, Math.floor(maxConnections / 2))

  const calm = () => {
    if (open >= busyAt) return
    server.keepAliveTimeout = KEEP_ALIVE_MS
    clearInterval(busyTimer)
    busyTimer = undefined
  }

  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? ''
    const key = capped && !trusted?.(address, 0) ? clientKey(address, ipv6Prefix) : null
    if (key !== null) {
      const count = (perClient.get(key) ?? 0) + 1
      if (count > maxConnectionsPerClient) {
        socket.destroy()
        return
      }
      perClient.set(key, count)
    }
    open++
    if (open >= busyAt && !busyTimer) {
      server.keepAliveTimeout = BUSY_KEEP_ALIVE_MS
      server.closeIdleConnections()
      busyTimer = setInterval(() => {
        server.closeIdleConnections()
        calm()
      }, 1_000)
      busyTimer.unref()
    }
    socket.once('close', () => {
      open--
      if (key !== null) {
        const left = (perClient.get(key) ?? 1) - 1
        if (left <= 0) perClient.delete(key)
        else perClient.set(key, left)
      }
      calm()
    })
  })
  server.once('close', () => clearInterval(busyTimer))
}
