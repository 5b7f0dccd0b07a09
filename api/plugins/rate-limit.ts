/**
 * @fastify/rate-limit, opt-in per route (`config.rateLimit`), keyed by client IP
 * (behind a proxy set TRUST_PROXY so request.ip is the client's). 429s go through the
 * app's error handler with Retry-After set.
 */
import rateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'

export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => Object.assign(new Error('Too many requests'), { statusCode: context.statusCode }),
    })
  },
  { name: 'rate-limit' },
)
