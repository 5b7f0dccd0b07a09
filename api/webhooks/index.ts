/**
 * Signed webhooks: the owner's endpoints, one message per real lead per endpoint, delivered by a worker beside the app
 * with retries for a day, a delivery log and Replay. `startWebhooks` makes the worker (started when the app is ready,
 * stopped before the store closes); `webhookRoutes` are the owner's routes, behind the desk's `guard` (api/accounts).
 */
import type { FastifyInstance } from 'fastify'
import type { LeadStore } from '../store/types'
import { WebhookWorker, type WebhookWorkerOptions } from './worker'

export { default as webhookRoutes, type DeskUser, WEBHOOKS_PATH } from './routes'
export { WebhookWorker, type WebhookWorkerOptions } from './worker'

export function startWebhooks(app: FastifyInstance, store: LeadStore, options: WebhookWorkerOptions): WebhookWorker {
  const worker = new WebhookWorker(store, app.log.child({ component: 'webhooks' }), options)
  app.addHook('onReady', async () => worker.start())
  return worker
}
