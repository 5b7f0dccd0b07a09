/**
 * Deadlines and caps on the connection, kept by Node's HTTP server itself (no hook or timer per request): a
 * request's headers and body must arrive within REQUEST_TIMEOUT_MS of its start, checked four times a second (a
 * client sending its body one byte every few seconds is answered 408 and disconnected by the app's client-error
 * handler, with the security headers), and a process holds at most MAX_CONNECTIONS open connections.
 */
import type { FastifyInstance } from 'fastify'

export interface ServerLimits {
  requestTimeoutMs: number
  maxConnections: number
}

/** Call before listen (the check interval starts with the server). */
export function applyServerLimits(app: FastifyInstance, { requestTimeoutMs, maxConnections }: ServerLimits): void {
  const server = app.server
  server.headersTimeout = requestTimeoutMs
  server.requestTimeout = requestTimeoutMs
  ;(server as { connectionsCheckingInterval?: number }).connectionsCheckingInterval = 250
  server.maxConnections = maxConnections
}
