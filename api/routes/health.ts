import type { FastifyPluginAsync } from 'fastify'
import { bearerChecker } from '../auth'
import { drain } from '../drain'
import type { HealthMonitor } from '../health'

export interface HealthRouteOptions {
  monitor: HealthMonitor
  /** With it, `Authorization: Bearer <ADMIN_TOKEN>` adds the details; without it the answer is the status alone. */
  adminToken?: string
}

/**
 * GET /healthz: 200 `ok` or `degraded` (leads are stored; mail is late), 503 `unavailable` when a lead would be
 * refused now (see api/health.ts). Answers within about a second, even when the disk or the database hangs.
 *
 * In public it says the status and nothing else: the reasons, the checks (paths, error text, the mail host, the
 * backlog) only with the admin token, so the answer tells an attacker nothing about the machine. A load balancer needs
 * the status code alone.
 */
const health: FastifyPluginAsync<HealthRouteOptions> = async (app, { monitor, adminToken }) => {
  const authorized = adminToken ? bearerChecker(adminToken) : () => false
  let last = 'ok'
  app.get('/healthz', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    if (drain.on) return reply.code(503).header('retry-after', '5').send({ status: 'draining' })
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
    reply.code(report.status === 'unavailable' ? 503 : 200)
    if (!authorized(request.headers.authorization)) return reply.send({ status: report.status })
    return reply.send(report)
  })
}

export default health
