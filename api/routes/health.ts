import type { FastifyPluginAsync } from 'fastify'
import type { HealthMonitor } from '../health'

/**
 * GET /healthz: 200 `ok` or `degraded` (leads are stored; mail is late: see `warnings`), 503 `unavailable`
 * with `reasons` when a lead would be refused now (see api/health.ts). Answers within about a second, even
 * when the disk or the database hangs.
 */
const health: FastifyPluginAsync<{ monitor: HealthMonitor }> = async (app, { monitor }) => {
  let last = 'ok'
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const report = await monitor.report()
    if (report.status !== last) {
      const log = report.status === 'unavailable' ? request.log.error : report.status === 'degraded' ? request.log.warn : request.log.info
      log.call(
        request.log,
        { status: report.status, reasons: report.reasons, warnings: report.warnings, checks: report.checks },
        'health changed',
      )
      last = report.status
    }
    return reply.code(report.status === 'unavailable' ? 503 : 200).send(report)
  })
}

export default health
