/**
 * The lead mail, when there is a mailer (the one given, else SMTP_URL's): per lead through the outbox
 * (api/notify/outbox.ts) the owner's alert and, for a real lead, the homeowner's acknowledgement; and, every SPAM_DIGEST_HOURS, the digest of what was held as spam (api/notify/digest.ts).
 * Without a mailer every part is absent and start/stop do nothing.
 */
import type { FastifyBaseLogger } from 'fastify'
import type { LeadMail } from '../../schemas/lead-mail'
import type { QuoteOptions } from '../../schemas/quote'
import type { Config } from '../config'
import type { LeadStore } from '../store/types'
import { SpamDigest } from './digest'
import { readCustomerLanguage } from './lead-mail'
import { createSmtpMailer, type Mailer } from './mailer'
import { type MailHealth, type OutboxOptions, OutboxWorker } from './outbox'

export interface NotificationDeps {
  /** A mailer to use instead of SMTP_URL's (notifications are on whenever a mailer exists). */
  mailer?: Mailer
  /** Outbox timing (tests shorten it). */
  outbox?: OutboxOptions
  /** How often the spam digest checks whether it is due (tests shorten it; default a minute). */
  digestCheckMs?: number
}

export interface Notifications {
  /** Delivery state for /healthz; absent without a mailer. */
  health?: () => MailHealth
  /** Triggers a delivery pass (a lead was queued); absent without a mailer. */
  kick?: () => void
  start(): void
  stop(): Promise<void>
}

export function notifications(
  config: Config,
  deps: NotificationDeps,
  store: LeadStore,
  quoteOptions: QuoteOptions,
  mail: LeadMail,
  log: FastifyBaseLogger,
): Notifications {
  const mailer = deps.mailer ?? smtpMailer(config, quoteOptions, mail)
  if (!mailer) return { start() {}, async stop() {} }
  // OUTBOX=off (a web instance beside mail workers): leads and their outbox rows are still written; the workers send.
  if (config.outbox === 'off')
    return {
      kick() {},
      start() {},
      async stop() {
        mailer.close()
      },
    }
  const outbox = new OutboxWorker(
    store,
    (item) => (item.kind === 'ack' ? mailer.sendAcknowledgement(item.lead) : mailer.sendLead(item.lead)),
    log.child({ component: 'outbox' }),
    {
      ...(config.outboxPollMs ? { intervalMs: config.outboxPollMs } : {}),
      ...(config.outboxLeaseMs ? { leaseMs: config.outboxLeaseMs } : {}),
      ...deps.outbox,
    },
  )
  const digest =
    config.spamDigestMs > 0
      ? new SpamDigest(store, mailer, config.spamDigestMs, log.child({ component: 'spam-digest' }), deps.digestCheckMs)
      : undefined
  return {
    health: () => outbox.health(),
    kick: () => outbox.kick(),
    start() {
      outbox.start()
      digest?.start()
    },
    async stop() {
      await digest?.stop()
      await outbox.stop()
      mailer.close()
    },
  }
}

function smtpMailer(config: Config, options: QuoteOptions, mail: LeadMail): Mailer | undefined {
  if (!config.smtpUrl || !config.notifyTo) return undefined
  return createSmtpMailer({
    smtpUrl: config.smtpUrl,
    to: config.notifyTo,
    from: config.notifyFrom ?? config.notifyTo,
    options,
    mail,
    customerLanguage: readCustomerLanguage(),
  })
}
