/**
 * Builds the Fastify app from a config. Tests call buildApp() and use app.inject();
 * server.ts listens. The app owns its store: app.close() stops the outbox and closes it.
 */
import Fastify, { type FastifyInstance } from 'fastify'
import type { Config } from './config'
import { createSmtpMailer, type Mailer } from './notify/mailer'
import { OutboxWorker, type OutboxOptions } from './notify/outbox'
import errors from './plugins/errors'
import rateLimit from './plugins/rate-limit'
import securityHeaders, { readCspExtras } from './plugins/security-headers'
import staticSite from './plugins/static-site'
import contact from './routes/contact'
import contactRequests from './routes/contact-requests'
import health from './routes/health'
import { createStore } from './store/index'
import type { LeadStore } from './store/types'

export interface AppDeps {
  /** A store to use instead of the configured one (tests: failing stubs). */
  store?: LeadStore
  /** A mailer to use instead of SMTP_URL's (notifications are on whenever a mailer exists). */
  mailer?: Mailer
  /** Outbox timing (tests shorten it). */
  outbox?: OutboxOptions
  /** Pino destination stream (tests capture logs). */
  logStream?: NodeJS.WritableStream
}

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

/** Fastify's typings lack the hop-count form of trustProxy: express it as a function. */
function trustProxy(value: Config['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, deps.logStream),
    trustProxy: trustProxy(config.trustProxy),
    bodyLimit: 64 * 1024,
    forceCloseConnections: 'idle',
  })

  const cspExtras = await readCspExtras(config.siteDir)
  const store = deps.store ?? createStore(config, (err) => app.log.error({ err: err.message }, 'database pool error'))
  try {
    await store.migrate()
  } catch (error) {
    await store.close().catch(() => {})
    throw error
  }

  const mailer =
    deps.mailer ??
    (config.smtpUrl && config.notifyTo
      ? createSmtpMailer({ smtpUrl: config.smtpUrl, to: config.notifyTo, from: config.notifyFrom ?? config.notifyTo })
      : undefined)
  const outbox = mailer
    ? new OutboxWorker(store, (lead) => mailer.sendLead(lead), app.log.child({ component: 'outbox' }), deps.outbox)
    : undefined

  app.addHook('onReady', async () => outbox?.start())
  app.addHook('onClose', async () => {
    await outbox?.stop()
    mailer?.close()
    await store.close()
  })

  await app.register(securityHeaders, { extras: cspExtras })
  await app.register(errors)
  await app.register(rateLimit)
  await app.register(health, { store })
  await app.register(contact, {
    store,
    rateLimitMax: config.rateLimitMax,
    notify: outbox ? () => outbox.kick() : undefined,
  })
  if (config.adminToken) await app.register(contactRequests, { store, adminToken: config.adminToken })
  await app.register(staticSite, { root: config.siteDir })

  return app
}
