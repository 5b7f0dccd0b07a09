/**
 * The mail worker role: `npm run worker:mail` (`node --import tsx api/worker.ts`). It runs only the outbox — the
 * owner's alert and the homeowner's acknowledgement of each queued lead — and the spam digest, no website and no API.
 * Any number of workers may run on one PostgreSQL (rows are claimed with `FOR UPDATE SKIP LOCKED` and a lease:
 * api/store/postgres.ts); web instances beside them run with `OUTBOX=off`. SQLite keeps its in-process outbox (one
 * process owns the file), so the worker needs `DATABASE_URL`.
 *
 * Environment: that of the server (api/config.ts: DATABASE_URL, SMTP_URL, NOTIFY_TO, NOTIFY_FROM, SITE_DIR for the
 * quote form's labels and the acknowledgement's words, OUTBOX_POLL_MS — 1 s here —, OUTBOX_LEASE_MS, LOG_LEVEL), and
 * `WORKER_HEALTH_PORT`: a port for `GET /healthz` (200 when the database answers and the last delivery did not fail,
 * `degraded` when it did; 503 when the database does not answer), on `HOST`. SIGTERM/SIGINT: the batch being sent
 * finishes, then exit 0.
 */
import Fastify from 'fastify'
import { ConfigError, loadConfig } from './config'
import { loggerOptions } from './http-server'
import { loadLeadMail } from './notify/lead-mail'
import { notifications } from './notify/notifications'
import { loadQuoteOptions } from './quote-options'
import { openStore } from './store/index'

async function main(): Promise<void> {
  const config = { outboxPollMs: 1_000, ...withoutUndefined(loadConfig()), outbox: 'on' as const }
  if (!config.databaseUrl) {
    throw new ConfigError(
      'DATABASE_URL is not set: mail workers share the outbox through PostgreSQL. With SQLite the server sends its own ' +
        'mail (OUTBOX=on, the default): run only `npm start`.',
    )
  }
  if (!config.smtpUrl || !config.notifyTo) {
    throw new ConfigError('SMTP_URL and NOTIFY_TO are required: a mail worker sends the queued lead mail over SMTP.')
  }
  const healthPort = process.env.WORKER_HEALTH_PORT?.trim()
  if (healthPort && !/^\d{1,5}$/.test(healthPort)) throw new ConfigError('WORKER_HEALTH_PORT must be a port number, e.g. 3100.')

  const app = Fastify({ logger: loggerOptions(config) })
  const { store } = await openStore(config, app.log)
  const quote = await loadQuoteOptions(config.siteDir)
  const mail = notifications(config, {}, store, quote.options, (await loadLeadMail(config.siteDir)).mail, app.log)

  app.get('/healthz', async (_request, reply) => {
    const reachable = await Promise.race([
      store.ping().then(
        () => true,
        () => false,
      ),
      new Promise<boolean>((resolve) => setTimeout(resolve, 1_000, false).unref()),
    ])
    if (!reachable) return reply.code(503).send({ status: 'unavailable', role: 'mail' })
    const health = mail.health?.()
    return { status: health && health.consecutiveFailures > 0 ? 'degraded' : 'ok', role: 'mail' }
  })
  app.addHook('onClose', async () => {
    await mail.stop()
    await store.close()
  })

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'mail worker stopping')
    setTimeout(() => process.exit(1), 60_000).unref()
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once('SIGTERM', () => shutdown('SIGTERM'))
  process.once('SIGINT', () => shutdown('SIGINT'))

  if (healthPort) await app.listen({ port: Number(healthPort), host: config.host })
  else await app.ready()
  mail.start()
  console.log(`Mail worker sending the outbox${healthPort ? `; health on port ${healthPort}` : ''}`)
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
})
