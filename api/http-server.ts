/**
 * The Fastify instance and the HTTP server under it, from the config: logger, proxy trust, body and keep-alive limits,
 * the connection limits (api/server-limits.ts), and the answers written before any route or hook runs — framework
 * errors (a malformed URL), client errors Node answers itself (a slow or oversized request) and CONNECT — each with
 * the security headers.
 */
import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import Fastify, { type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify'
import type { Config } from './config'
import { classify } from './plugins/errors'
import { type Hsts, RAW_HSTS } from './plugins/security-headers'
import { applyServerLimits } from './server-limits'

/** JSON logs without personal data: no bodies, no headers, no query strings, no client IPs. */
export function loggerOptions(config: Config, stream?: NodeJS.WritableStream) {
  return {
    level: config.logLevel,
    ...(stream ? { stream } : {}),
    redact: ['req.headers', 'req.body', 'headers.authorization'],
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.split('?', 1)[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  }
}

/** The security headers of the answers written on the socket: raw header lines, and when to add HSTS. */
export interface RawHeaders {
  headers: string
  hsts: Hsts
}

export function createServer(config: Config, raw: RawHeaders, logStream?: NodeJS.WritableStream): FastifyInstance {
  const app: FastifyInstance = Fastify({
    // LOG_LEVEL=silent: no logger at all (a silent one would still make a child logger for every request).
    logger: config.logLevel === 'silent' ? false : loggerOptions(config, logStream),
    trustProxy: trustProxy(config.trustProxy),
    bodyLimit: 64 * 1024,
    forceCloseConnections: 'idle',
    // While draining, requests on open connections are served (with Connection: close), not refused with 503.
    return503OnClosing: false,
    keepAliveTimeout: 72_000,
    frameworkErrors: (error: FastifyError, request, reply) => answerFrameworkError(app, raw.hsts, error, request, reply as FastifyReply),
    clientErrorHandler: (error: NodeJS.ErrnoException, socket: Socket) => answerClientError(app.log, raw, error, socket),
  })
  applyServerLimits(app, {
    requestTimeoutMs: config.requestTimeoutMs,
    maxConnections: config.maxConnections,
    maxConnectionsPerClient: config.maxConnectionsPerClient,
    ipv6Prefix: config.ipv6Prefix,
    trustProxy: config.trustProxy,
  })
  // CONNECT never reaches the router (Node hands it to a 'connect' listener or drops the socket): answer it.
  app.server.on('connect', (request: IncomingMessage, socket: Socket) =>
    answerConnect(raw.headers + (raw.hsts.forProtocol(raw.hsts.isHttps(request)) ? RAW_HSTS : ''), socket),
  )
  return app
}

/** Fastify's typings lack the hop-count form of trustProxy: express it as a function. */
function trustProxy(value: Config['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value
}

/**
 * A request Fastify refuses before routing (a malformed URL): JSON, with the security headers the hooks would set. Its
 * request object is not the proxy-aware one: HTTPS is read from the raw request through TRUST_PROXY (Hsts.isHttps).
 */
function answerFrameworkError(app: FastifyInstance, hsts: Hsts, error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const [status, message] = classify(error)
  request.log.info({ status, code: error.code }, 'request rejected')
  app.applySecurityHeaders(request, reply, hsts.isHttps(request.raw))
  reply.code(status).header('cache-control', 'no-store').send({ error: message })
}

/** A request Node refuses (too slow: 408; headers too large: 431; malformed: 400), written on the socket, then closed. */
function answerClientError(log: FastifyBaseLogger, raw: RawHeaders, error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const response = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') log.info({ code: error.code }, 'connection cut: request too slow')
  if (socket.writable && !response?.headersSent) {
    const [status, text, message] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'Request timeout']
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, 'Request Header Fields Too Large', 'Request headers too large']
          : [400, 'Bad Request', 'Bad request']
    const body = JSON.stringify({ error: message })
    const packet = (error as { rawPacket?: Buffer }).rawPacket
    const rawHeaders = raw.headers + (raw.hsts.forSocket(socket, Buffer.isBuffer(packet) ? packet : undefined) ? RAW_HSTS : '')
    socket.write(
      `HTTP/1.1 ${status} ${text}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
        `cache-control: no-store\r\nconnection: close\r\n${rawHeaders}\r\n${body}`,
    )
  }
  socket.destroy(error)
}

function answerConnect(rawHeaders: string, socket: Socket) {
  const body = '{"error":"Method not allowed"}'
  socket.end(
    `HTTP/1.1 405 Method Not Allowed\r\nallow: GET, HEAD, POST\r\ncontent-type: application/json; charset=utf-8\r\n` +
      `content-length: ${body.length}\r\ncache-control: no-store\r\nconnection: close\r\n${rawHeaders}\r\n${body}`,
  )
}
