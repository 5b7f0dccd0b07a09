import type { FastifyPluginAsync } from 'fastify'
import type { LeadStore } from '../store/types'

/** GET /healthz: 200 when the lead store answers, 503 otherwise. */
const health: FastifyPluginAsync<{ store: LeadStore }> = async (app, { store }) => {
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    try {
      await store.ping()
      return { status: 'ok' }
    } catch (error) {
      request.log.warn({ err: (error as Error).message }, 'health check: store unreachable')
      return reply.code(503).send({ status: 'unavailable' })
    }
  })
}

export default health
