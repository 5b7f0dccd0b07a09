/**
 * What the guards and routes run on, made once per app, started and stopped with it: the lead store (migrated; its
 * secrets sign form tokens, form states and proof-of-work challenges), the rate limiter, the owner's mail, the health
 * monitor and proxy check, the quote page renderer, and the store's upkeep once a minute (`app.maintainStore`).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { LeadMail } from '../schemas/lead-mail'
import type { QuoteOptions } from '../schemas/quote'
import path from 'node:path'
import { type Config, ConfigError } from './config'
import { EventCounter } from './events/counter'
import { openEventStore } from './events/index'
import type { EventStore } from './events/store'
import { FormStates } from './form-state'
import { FormTokens } from './form-token'
import { type HealthOptions, HealthMonitor } from './health'
import { type NotificationDeps, notifications } from './notify/notifications'
import { type ProxyCheck, proxyCheck } from './plugins/guards'
import { ProofOfWork } from './pow'
import { bundleRenderer, type QuotePageRenderer } from './quote-page'
import { createRateLimiter, type RateLimiter } from './rate-limiter'
import { openStore } from './store/index'
import type { LeadStore } from './store/types'
import { startWebhooks, type WebhookWorker, type WebhookWorkerOptions } from './webhooks/index'

/** What a test or a host may hand the app instead of the defaults it builds from the config. */
export interface AppDeps extends NotificationDeps {
  /** A store to use instead of the configured one (tests: failing stubs). */
  store?: LeadStore
  /** Health check thresholds (tests shorten them). */
  health?: HealthOptions
  /** The quote form page renderer (default: the site's server bundle). */
  renderer?: QuotePageRenderer
  /** The quote form's Location and Service lists (default: the build's, else the project's data: api/quote-options.ts). */
  quoteOptions?: QuoteOptions
  /** The business, the acknowledgement's words and the urgent forms (default: the build's, else the project's data: api/notify/lead-mail.ts). */
  leadMail?: LeadMail
  /** Pino destination stream (tests capture logs). */
  logStream?: NodeJS.WritableStream
  /** Where counted events go instead of the configured store's (api/events/). */
  eventStore?: EventStore
  /** The webhooks' worker: its clock, timer and backoff (tests), on top of the config's target policy. */
  webhooks?: WebhookWorkerOptions
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The once-a-minute store upkeep, run now (tests): expired counters, spam past its retention or byte cap. */
    maintainStore(): Promise<void>
    /** The event counter (api/events/counter.ts): `countLead`, `flush`, `report`, `pageTotals`. */
    events: EventCounter
    /** The webhooks' worker (api/webhooks/): `runOnce` (tests), `replay`. */
    webhooks: WebhookWorker
  }
}

export interface Services {
  store: LeadStore
  tokens: FormTokens
  formStates: FormStates
  pow: ProofOfWork
  limiter: RateLimiter
  monitor: HealthMonitor
  /** What the TRUST_PROXY hop count check saw (the guards observe, /healthz shows). */
  proxy: ProxyCheck
  renderer: QuotePageRenderer & { close?: () => Promise<void> }
  quoteOptions: QuoteOptions
  leadMail: LeadMail
  /** Set when notifications are on: a lead was queued, deliver. */
  notify?: () => void
  /** First-party counts: beacons, leads, reports (api/events/). */
  events: EventCounter
  /** Signed webhooks' worker (api/webhooks/). */
  webhooks: WebhookWorker
}

export async function startServices(
  app: FastifyInstance,
  config: Config,
  deps: AppDeps,
  quoteOptions: QuoteOptions,
  leadMail: LeadMail,
): Promise<Services> {
  const { store, secrets } = await openStore(config, app.log, deps.store)
  const events = await startEvents(app, config, deps).catch(async (error) => {
    await store.close().catch(() => {})
    throw error
  })
  const mail = notifications(config, deps, store, quoteOptions, leadMail, app.log)
  const proxy = proxyCheck(config.trustProxy)
  const services: Services = {
    store,
    tokens: new FormTokens(secrets.formToken, config.formMinMs),
    formStates: new FormStates(secrets.formToken),
    pow: new ProofOfWork(secrets.proofOfWork.toString('base64'), config.powMaxNumber),
    limiter: createRateLimiter(store),
    monitor: new HealthMonitor(
      store,
      { dataDir: config.databaseUrl ? undefined : config.dataDir, spamMaxBytes: config.spamMaxBytes, ...deps.health },
      mail.health,
      () => (proxy.state.hopCountTooLarge ? ['trust-proxy-too-many-hops'] : []),
    ),
    proxy,
    renderer: deps.renderer ?? bundleRenderer(config.siteDir, app.log),
    quoteOptions,
    leadMail,
    notify: mail.kick,
    events,
    webhooks: startWebhooks(app, store, {
      allowHttp: config.webhookAllowHttp,
      allowPrivate: config.webhookAllowPrivate,
      ...deps.webhooks,
    }),
  }
  const upkeep = storeUpkeep(store, config, app.log)
  app.decorate('maintainStore', upkeep.run)
  app.decorate('events', events)
  app.decorate('webhooks', services.webhooks)
  app.addHook('onReady', async () => mail.start())
  app.addHook('onClose', async () => {
    upkeep.stop()
    services.limiter.close()
    await mail.stop()
    await services.webhooks.stop()
    await services.renderer.close?.()
    await events.close()
    await store.close()
  })
  return services
}

/**
 * The event counter on its own storage: `events.db` beside leads.db, or its own tables on PostgreSQL. Migrated and
 * started here; a store that can not be used stops the start with the variable to fix.
 */
async function startEvents(app: FastifyInstance, config: Config, deps: AppDeps): Promise<EventCounter> {
  const store = deps.eventStore ?? openEventStore(config, (err) => app.log.error({ err: err.message }, 'event database pool error'))
  const counter = new EventCounter(store, { siteDir: config.siteDir, log: app.log })
  try {
    await counter.start()
    return counter
  } catch (error) {
    await store.close().catch(() => {})
    const { code = 'error', message = '' } = error as { code?: string; message?: string }
    throw new ConfigError(
      `${config.databaseUrl ? 'DATABASE_URL' : `DATA_DIR (${path.join(config.dataDir, 'events.db')})`}: the event counts could not be stored (${code}: ${message}). ` +
        'Check that the directory is writable or the database reachable and that the user may create tables.',
    )
  }
}

/** What the sweep leaves of the spam budget: the oldest spam beyond it goes, so that newer spam finds room again. */
export const SPAM_SWEEP_KEEPS = 0.9

/**
 * Once a minute: expired rate-limit rows (PostgreSQL), and spam past its retention or beyond 90 % of its byte cap,
 * oldest first (the cap itself is kept as each lead arrives, by the store).
 */
function storeUpkeep(store: LeadStore, config: Config, log: FastifyBaseLogger) {
  const run = async () => {
    const now = Date.now()
    await store.maintain?.(now)
    const maxBytes = Math.floor(config.spamMaxBytes * SPAM_SWEEP_KEEPS)
    const pruned = await store.pruneSpam({ olderThan: now - config.spamRetentionMs, maxBytes })
    if (pruned.expired + pruned.overBudget > 0) log.info(pruned, 'spam budget: old spam deleted')
  }
  const timer = setInterval(() => run().catch((err: Error) => log.warn({ err: err.message }, 'store maintenance failed')), 60_000)
  timer.unref()
  return { run, stop: () => clearInterval(timer) }
}
