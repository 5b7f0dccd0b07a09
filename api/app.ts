/**
 * Builds the Fastify app from a config. Tests call buildApp() and use app.inject();
 * server.ts listens. The app owns its store: app.close() stops the outbox and closes it.
 */
import type { Socket } from 'node:net'
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify'
import type { QuoteOptions } from '../schemas/quote'
import { clientKey } from './client-key'
import { type Config, ConfigError } from './config'
import { FormStates } from './form-state'
import { FormTokens } from './form-token'
import { type HealthOptions, HealthMonitor } from './health'
import { createSmtpMailer, type Mailer } from './notify/mailer'
import { type OutboxOptions, OutboxWorker } from './notify/outbox'
import { SpamDigest } from './notify/digest'
import errors, { classify } from './plugins/errors'
import securityHeaders, { rawSecurityHeaders, readCspExtras } from './plugins/security-headers'
import staticSite from './plugins/static-site'
import { ProofOfWork } from './pow'
import { type LoadedQuoteOptions, loadQuoteOptions } from './quote-options'
import { bundleRenderer, type QuotePageRenderer } from './quote-page'
import { createRateLimiter } from './rate-limiter'
import contact from './routes/contact'
import contactRequests from './routes/contact-requests'
import health from './routes/health'
import { applyServerLimits } from './server-limits'
import { createStore, dataDirError } from './store/index'
import { RecoveryError } from './store/sqlite'
import type { LeadStore } from './store/types'

declare module 'fastify' {
  interface FastifyInstance {
    /** The once-a-minute store upkeep, run now (tests): expired counters, spam past its retention or byte cap. */
    maintainStore(): Promise<void>
    /** A Set-Cookie value with a fresh form token, for pages served by something else than this app (not bound to a client). */
    formTokenCookie(secure: boolean): string
  }
}

export interface AppDeps {
  /** A store to use instead of the configured one (tests: failing stubs). */
  store?: LeadStore
  /** A mailer to use instead of SMTP_URL's (notifications are on whenever a mailer exists). */
  mailer?: Mailer
  /** Outbox timing (tests shorten it). */
  outbox?: OutboxOptions
  /** Health check thresholds (tests shorten them). */
  health?: HealthOptions
  /** How often the spam digest checks whether it is due (tests shorten it; default a minute). */
  digestCheckMs?: number
  /** The quote form page renderer (default: the site's server bundle). */
  renderer?: QuotePageRenderer
  /** The quote form's Location and Service lists (default: the build's, else the project's data: api/quote-options.ts). */
  quoteOptions?: QuoteOptions
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

/**
 * With TRUST_PROXY as a hop count, a request whose X-Forwarded-For lists fewer addresses than that count came through a
 * shorter chain than configured: the count is too large, and a client can then pick its own address by sending
 * X-Forwarded-For itself. Seen once, it is logged and shown in /healthz's details.
 */
function proxyCheck(config: Config) {
  const hops = typeof config.trustProxy === 'number' ? config.trustProxy : 0
  const state = { hopCountTooLarge: false, shortestChain: Number.POSITIVE_INFINITY }
  return {
    state,
    observe(forwardedFor: string | string[] | undefined, log: { warn(obj: object, msg: string): void }) {
      if (hops === 0) return
      const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '')
      const chain = header ? header.split(',').length : 0
      if (chain >= hops || chain >= state.shortestChain) return
      state.shortestChain = chain
      if (!state.hopCountTooLarge) {
        state.hopCountTooLarge = true
        log.warn(
          { configured: hops, seen: chain },
          `TRUST_PROXY=${hops} but a request came through ${chain} proxies: clients can choose the address the rate limits see. ` +
            'Set TRUST_PROXY to the number of proxies in front, or better to their addresses.',
        )
      }
    },
  }
}
export type ProxyCheck = ReturnType<typeof proxyCheck>

/** A start-up failure of the store, as a message naming the variable, the path (or host) and the fix. */
function storeStartError(config: Config, error: unknown): Error {
  if (error instanceof ConfigError) return error
  if (error instanceof RecoveryError) return new ConfigError(error.message)
  if (!config.databaseUrl) return dataDirError(config.dataDir, `${config.dataDir}/leads.db`, error)
  let where = 'the configured server'
  try {
    const url = new URL(config.databaseUrl)
    where = `${url.hostname}:${url.port || 5432}${url.pathname}`
  } catch {}
  const { code, message } = error as { code?: string; message?: string }
  return new ConfigError(
    `DATABASE_URL: PostgreSQL at ${where} could not be used (${code ?? 'error'}: ${message}). ` +
      'Check that it is running and reachable and that the user may create tables, or unset DATABASE_URL to use SQLite.',
  )
}

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const cspExtras = await readCspExtras(config.siteDir)
  const quote: LoadedQuoteOptions | { options: QuoteOptions; source: 'given' } = deps.quoteOptions
    ? { options: deps.quoteOptions, source: 'given' }
    : await loadQuoteOptions(config.siteDir)
  const rawHeaders = rawSecurityHeaders(cspExtras, config.hsts)

  const app: FastifyInstance = Fastify({
    // LOG_LEVEL=silent: no logger at all (a silent one would still make a child logger for every request).
    logger: config.logLevel === 'silent' ? false : loggerOptions(config, deps.logStream),
    trustProxy: trustProxy(config.trustProxy),
    bodyLimit: 64 * 1024,
    forceCloseConnections: 'idle',
    // While draining, requests on open connections are served (with Connection: close), not refused with 503.
    return503OnClosing: false,
    keepAliveTimeout: 72_000,
    frameworkErrors: (error: FastifyError, request, rawReply) => {
      const [status, message] = classify(error)
      const reply = rawReply as FastifyReply
      request.log.info({ status, code: error.code }, 'request rejected')
      app.applySecurityHeaders(request, reply)
      reply.code(status).header('cache-control', 'no-store').send({ error: message })
    },
    clientErrorHandler: (error: NodeJS.ErrnoException, socket: Socket) => {
      if (error.code === 'ECONNRESET' || socket.destroyed) return
      const response = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage
      if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') app.log.info({ code: error.code }, 'connection cut: request too slow')
      if (socket.writable && !response?.headersSent) {
        const [status, text, message] =
          error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
            ? [408, 'Request Timeout', 'Request timeout']
            : error.code === 'HPE_HEADER_OVERFLOW'
              ? [431, 'Request Header Fields Too Large', 'Request headers too large']
              : [400, 'Bad Request', 'Bad request']
        const body = JSON.stringify({ error: message })
        socket.write(
          `HTTP/1.1 ${status} ${text}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n` +
            `cache-control: no-store\r\nconnection: close\r\n${rawHeaders}\r\n${body}`,
        )
      }
      socket.destroy(error)
    },
  })

  const counts = { locations: quote.options.locations.length, services: quote.options.services.length }
  if (quote.source === 'build') app.log.info({ file: quote.from, ...counts }, 'quote options: read from the build')
  else if (quote.source === 'data')
    app.log.info(
      { project: quote.from, ...counts },
      'quote options: derived from the project data (no quote-options.json beside the site: `npm run build` writes it)',
    )

  let store: LeadStore
  try {
    store =
      deps.store ??
      createStore(config, {
        onPoolError: (err) => app.log.error({ err: err.message }, 'database pool error'),
        onBroken: (err) => app.log.error({ err: err.message }, 'lead database file gone: writes refused'),
        onRecovered: (report) => app.log.warn(report, 'lead database: rescue copies merged back into leads.db'),
      })
  } catch (error) {
    throw storeStartError(config, error)
  }
  let secret: Buffer
  let powSecret: Buffer
  try {
    await store.migrate()
    secret = await store.secret('form-token')
    powSecret = await store.secret('proof-of-work')
  } catch (error) {
    await store.close().catch(() => {})
    throw storeStartError(config, error)
  }

  const tokens = new FormTokens(secret, config.formMinMs)
  const formStates = new FormStates(secret)
  const pow = new ProofOfWork(powSecret.toString('base64'), config.powMaxNumber)
  const limiter = createRateLimiter(store)
  const mailer =
    deps.mailer ??
    (config.smtpUrl && config.notifyTo
      ? createSmtpMailer({
          smtpUrl: config.smtpUrl,
          to: config.notifyTo,
          from: config.notifyFrom ?? config.notifyTo,
          options: quote.options,
        })
      : undefined)
  const outbox = mailer
    ? new OutboxWorker(store, (lead) => mailer.sendLead(lead), app.log.child({ component: 'outbox' }), deps.outbox)
    : undefined
  const digest =
    mailer && config.spamDigestMs > 0
      ? new SpamDigest(store, mailer, config.spamDigestMs, app.log.child({ component: 'spam-digest' }), deps.digestCheckMs)
      : undefined
  const monitor = new HealthMonitor(
    store,
    { dataDir: config.databaseUrl ? undefined : config.dataDir, ...deps.health },
    outbox && (() => outbox.health()),
  )
  const renderer = deps.renderer ?? bundleRenderer(config.siteDir, app.log)
  // Once a minute: expired rate-limit rows (PostgreSQL), and spam past its retention or beyond its byte cap.
  const maintain = async () => {
    const now = Date.now()
    await store.maintain?.(now)
    const pruned = await store.pruneSpam({ olderThan: now - config.spamRetentionMs, maxBytes: config.spamMaxBytes })
    if (pruned.expired + pruned.overBudget > 0) app.log.info(pruned, 'spam budget: old spam deleted')
  }
  const maintenance = setInterval(
    () => maintain().catch((err: Error) => app.log.warn({ err: err.message }, 'store maintenance failed')),
    60_000,
  )
  maintenance.unref()

  app.decorate('maintainStore', maintain)
  app.addHook('onReady', async () => {
    outbox?.start()
    digest?.start()
  })
  app.addHook('onClose', async () => {
    clearInterval(maintenance)
    limiter.close()
    await digest?.stop()
    await outbox?.stop()
    mailer?.close()
    await (renderer as { close?: () => Promise<void> }).close?.()
    await store.close()
  })

  await app.register(securityHeaders, { extras: cspExtras, hsts: config.hsts })
  await app.register(errors)
  // Every page sets a fresh form token (see api/form-token.ts). Servers that render pages themselves (the dev
  // server) set the same cookie with app.formTokenCookie(secure).
  app.decorate('formTokenCookie', (secure: boolean) => tokens.cookie(secure))
  // Draining after a signal: every answer closes its connection, also for a request that began before the signal
  // (Fastify marks only those that begin after it), so a client keeping an answered connection open can not hold
  // the shutdown until the force timer.
  let draining = false
  app.addHook('preClose', (done) => {
    draining = true
    done()
  })
  app.addHook('onSend', (request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close')
    if (request.siteFile && request.method === 'GET' && (reply.statusCode === 200 || reply.statusCode === 304)) {
      const client = { network: clientKey(request.ip, config.ipv6Prefix), userAgent: request.headers['user-agent'] }
      reply.header('set-cookie', tokens.cookie(request.protocol === 'https', Date.now(), client))
    }
    done(null, payload)
  })
  const proxy = proxyCheck(config)
  if (typeof config.trustProxy === 'number') {
    app.addHook('onRequest', (request, _reply, done) => {
      proxy.observe(request.headers['x-forwarded-for'], request.log)
      done()
    })
  }
  await app.register(health, { monitor, adminToken: config.adminToken, proxy: proxy.state })
  await app.register(contact, {
    store,
    limiter,
    rateLimitMax: config.rateLimitMax,
    tokens,
    pow,
    ipv6Prefix: config.ipv6Prefix,
    health: monitor,
    renderer,
    formStates,
    quoteOptions: quote.options,
    duplicateWindowMs: config.duplicateWindowMs,
    storeTimeoutMs: config.storeTimeoutMs,
    notify: outbox ? () => outbox.kick() : undefined,
  })
  const apiMethods = new Map<string, readonly string[]>([['/api/contact', ['POST']]])
  if (config.adminToken) {
    await app.register(contactRequests, { store, adminToken: config.adminToken, limiter })
    apiMethods.set('/api/contact-requests', ['GET', 'HEAD'])
  }
  await app.register(staticSite, { root: config.siteDir, apiMethods, quotePages: { renderer, states: formStates } })
  applyServerLimits(app, {
    requestTimeoutMs: config.requestTimeoutMs,
    maxConnections: config.maxConnections,
    maxConnectionsPerClient: config.maxConnectionsPerClient,
    ipv6Prefix: config.ipv6Prefix,
    trustProxy: config.trustProxy,
  })
  // CONNECT never reaches the router (Node hands it to a 'connect' listener or drops the socket): answer it.
  app.server.on('connect', (_request, socket: Socket) => {
    const body = '{"error":"Method not allowed"}'
    socket.end(
      `HTTP/1.1 405 Method Not Allowed\r\nallow: GET, HEAD, POST\r\ncontent-type: application/json; charset=utf-8\r\n` +
        `content-length: ${body.length}\r\ncache-control: no-store\r\nconnection: close\r\n${rawHeaders}\r\n${body}`,
    )
  })

  return app
}
