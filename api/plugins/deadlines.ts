/**
 * Deadlines on the connection: a request body must arrive within REQUEST_TIMEOUT_MS of the request's start
 * (a client sending one byte every few seconds is answered 408 and disconnected), and the Node server's own
 * limits back it up (headers timeout, whole-request timeout checked every second, idle sockets, a cap on
 * open connections). Responses Node writes itself (408/400/431 before a request exists) go through the app's
 * client-error handler, which adds the security headers.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

export interface DeadlineOptions {
  requestTimeoutMs: number
  maxConnections: number
}

export class BodyTimeoutError extends Error {
  override name = 'BodyTimeoutError'
  readonly code = 'REQUEST_BODY_TIMEOUT'
  readonly statusCode = 408
  constructor(ms: number) {
    super(`the request body did not arrive within ${ms} ms`)
  }
}

/** Server-level limits: call before listen. */
export function applyServerLimits(app: FastifyInstance, { requestTimeoutMs, maxConnections }: DeadlineOptions): void {
  const server = app.server
  server.headersTimeout = requestTimeoutMs
  // The app's own body deadline answers first, with a proper 408; this is the backstop for anything else.
  server.requestTimeout = requestTimeoutMs + 2_000
  ;(server as { connectionsCheckingInterval?: number }).connectionsCheckingInterval = 1_000
  server.maxConnections = maxConnections
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

interface Watched {
  request: FastifyRequest
  reply: FastifyReply
  payload: NodeJS.ReadableStream & { listenerCount(event: string): number; emit(event: string, ...args: unknown[]): boolean }
  deadline: number
}

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's entry among the bodies still arriving (null once its body is complete). */
    bodyDeadline: Watched | null
  }
}

export default fp<DeadlineOptions>(
  async (app, { requestTimeoutMs }) => {
    // Bodies still arriving, checked twice a second (no timer or listener per request).
    const watched = new Set<Watched>()
    const sweeper = setInterval(() => {
      const now = Date.now()
      for (const w of watched) {
        if (w.request.raw.complete || w.reply.sent || w.request.raw.destroyed) watched.delete(w)
        else if (now >= w.deadline) {
          watched.delete(w)
          // Fastify's body reader listens for 'error' on the payload and answers through the error handler (408).
          if (w.payload.listenerCount('error') === 0) continue
          w.reply.header('connection', 'close')
          w.payload.emit('error', new BodyTimeoutError(requestTimeoutMs))
        }
      }
    }, 250)
    sweeper.unref()
    app.addHook('onClose', async () => clearInterval(sweeper))

    // Callback style, no onRequest hook: this runs on every request, and each async hook costs a promise.
    app.decorateRequest('bodyDeadline', null)
    app.addHook('preParsing', (request, reply, payload, done) => {
      if (BODY_METHODS.has(request.method) && !request.raw.complete) {
        if (request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length']) > 0) {
          // Counted from the headers (about now: preParsing follows the routing at once).
          const w: Watched = { request, reply, payload: payload as Watched['payload'], deadline: Date.now() + requestTimeoutMs }
          watched.add(w)
          request.bodyDeadline = w
        }
      }
      done(null, payload)
    })
    // The body has arrived: forget the request at once. Held until the next sweep, every request of the last
    // quarter second would outlive the young generation of the garbage collector (and be copied out of it).
    app.addHook('preValidation', (request, _reply, done) => {
      if (request.bodyDeadline) {
        watched.delete(request.bodyDeadline)
        request.bodyDeadline = null
      }
      done()
    })
  },
  { name: 'deadlines' },
)
