/**
 * Signed webhooks (issue 58): the owner's endpoints, one message per real lead per endpoint, delivered by a worker
 * beside the app with retries for a day, a delivery log and Replay. `startWebhooks` makes the worker (started when the
 * app is ready, stopped before the store closes); `webhookRoutes` are the owner's routes, behind a `guard`;
 * `bearerGuard` is today's guard: the ADMIN_TOKEN bearer counts as the owner.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { adminOnly } from '../auth'
import type { RateLimiter } from '../rate-limiter'
import type { LeadStore } from '../store/types'
import type { DeskUser } from './routes'
import { WebhookWorker, type WebhookWorkerOptions } from './worker'

export { default as webhookRoutes, type DeskUser, WEBHOOKS_PATH } from './routes'
export { WebhookWorker, type WebhookWorkerOptions } from './worker'

export function startWebhooks(app: FastifyInstance, store: LeadStore, options: WebhookWorkerOptions): WebhookWorker {
  const worker = new WebhookWorker(store, app.log.child({ component: 'webhooks' }), options)
  app.addHook('onReady', async () => worker.start())
  return worker
}
