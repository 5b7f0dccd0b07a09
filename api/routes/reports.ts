/**
 * GET /api/reports?from=YYYY-MM-DD&to=YYYY-MM-DD&by=page|section|campaign|day[&format=csv]: the counted events for
 * the owner, behind the lead list's secret (ADMIN_TOKEN; without it the path is a 404; the same lockout after failed
 * attempts). One row per key of `by` (page; page, section and label; source, medium and campaign; day) with views,
 * form starts, leads, calls, calls to action and the conversion rate (leads / views). Without `from`/`to`: the last
 * 30 days; at most 400 days. CSV holds the same rows as the JSON's `rows`, its header their keys.
 */
import type { FastifyPluginAsync } from 'fastify'
import { adminOnly } from '../auth'
import type { EventCounter } from '../events/counter'
import { parseReportQuery, toCsv } from '../events/report'
import { BY_KEYS, FIGURES } from '../events/store'
import type { RateLimiter } from '../rate-limiter'

export const REPORTS_PATH = '/api/reports'

export interface ReportsOptions {
  counter: EventCounter
  adminToken: string
  limiter: RateLimiter
}

const reports: FastifyPluginAsync<ReportsOptions> = async (app, { counter, adminToken, limiter }) => {
  app.get(REPORTS_PATH, { onRequest: adminOnly(adminToken, limiter, 'reports') }, async (request, reply) => {
    const parsed = parseReportQuery(request.query as Record<string, unknown>, Date.now())
    if (!parsed.ok) return reply.code(400).send({ error: 'Invalid query', fieldErrors: { [parsed.field]: parsed.message } })
    const { from, to, by, format } = parsed.query
    let rows: Awaited<ReturnType<EventCounter['report']>>
    try {
      rows = await counter.report(by, from, to)
    } catch (error) {
      request.log.error({ err: (error as Error).message }, 'report failed')
      return reply.code(503).header('retry-after', '10').send({ error: 'The reports are unavailable, try again later' })
    }
    if (format === 'json') return { from, to, by, rows }
    const columns = [...BY_KEYS[by], ...Object.keys(FIGURES), 'conversionRate']
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="report-${by}-${from}-${to}.csv"`)
      .send(toCsv(columns, rows))
  })
}

export default reports
