/**
 * One error handler for the whole app: every error becomes a small JSON body with a 4xx status when the client
 * is at fault (Fastify's content-type, body-size and JSON errors), 503 with Retry-After when the store is stalled
 * or refuses writes, and a 500 otherwise. Messages never echo the request or its URL.
 */
import { STATUS_CODES } from 'node:http'
import type { FastifyError } from 'fastify'
import fp from 'fastify-plugin'

const BY_CODE: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported media type: send application/json'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'Request body too large'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'Request body is empty'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'Malformed JSON body'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'Invalid Content-Length'],
  FST_ERR_BAD_URL: [400, 'Bad request: malformed URL'],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'URI too long'],
  STORE_TIMEOUT: [503, 'The server is busy, please try again shortly'],
  STORE_BROKEN: [503, 'The server can not save requests right now, please try again later'],
}

export function classify(error: Partial<FastifyError>): [number, string] {
  const known = error.code ? BY_CODE[error.code] : undefined
  if (known) return known
  const status = error.statusCode ?? 500
  if (status === 429) return [429, 'Too many requests, please try again later']
  // JSON.parse errors arrive as a SyntaxError with statusCode 400.
  if (status === 400 && error.name === 'SyntaxError') return [400, 'Malformed JSON body']
  if (status >= 400 && status < 500) return [status, STATUS_CODES[status] ?? 'Bad request']
  return [500, 'Internal server error']
}

export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const [status, message] = classify(error)
      if (status >= 500) {
        request.log.error({ err: { type: error.name, code: error.code, message: error.message, stack: error.stack } }, 'request failed')
      } else {
        request.log.info({ status, code: error.code }, 'request rejected')
      }
      reply.code(status).header('cache-control', 'no-store')
      if (status === 503) reply.header('retry-after', '5')
      reply.send({ error: message })
    })
  },
  { name: 'errors' },
)
