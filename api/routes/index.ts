/**
 * Every route, in its own context (a content-type parser or hook a route adds stays with it): /healthz, the quote
 * request and its challenge, the counted events, the desk's accounts and, behind their sign-in (or the ADMIN_TOKEN
 * bearer, an owner), the desk's leads and the webhooks; the lead list and the reports (only with ADMIN_TOKEN); last, the
 * static site with the 404 and 405 answers, which needs to know the API's paths and methods.
 */
import type { FastifyPluginAsync } from 'fastify'
import accounts, { ACCOUNTS_METHODS, deskGuard, requireRole } from '../accounts/index'
import type { Config } from '../config'
import staticSite from '../plugins/static-site'
import type { Services } from '../services'
import contact from './contact'
import { EVENTS_PATH } from '../../schemas/attribution'
import contactRequests from './contact-requests'
import deadLetterRoutes, { DEAD_LETTERS_PATH } from './dead-letters'
import events from './events'
import health from './health'
import reports, { REPORTS_PATH } from './reports'
import { WEBHOOKS_PATH, webhookRoutes } from '../webhooks/index'
import desk, { DESK_PREFIX } from '../desk/routes'
import { releasedLeadCount } from '../notify/release'

export interface RoutesOptions {
  config: Config
  services: Services
}

const routes: FastifyPluginAsync<RoutesOptions> = async (app, { config, services }) => {
  const { store, limiter, monitor, renderer, formStates } = services
  await app.register(health, { monitor, adminToken: config.adminToken })
  await app.register(contact, {
    store,
    limiter,
    rateLimitMax: config.rateLimitMax,
    tokens: services.tokens,
    pow: services.pow,
    ipv6Prefix: config.ipv6Prefix,
    health: monitor,
    renderer,
    formStates,
    quoteOptions: services.quoteOptions,
    urgentForms: services.leadMail.urgentForms,
    duplicateWindowMs: config.duplicateWindowMs,
    storeTimeoutMs: config.storeTimeoutMs,
    spamMaxBytes: config.spamMaxBytes,
    notify: services.notify,
    events: services.events,
  })
  await app.register(events, { counter: services.events, rateLimitMax: config.eventsRateLimitMax, ipv6Prefix: config.ipv6Prefix })
  // The owner's desk: accounts, sessions, sign-in (api/accounts/); its guard, `deskGuard`, is for the desk's other routes.
  const signIn = { store, limiter, adminToken: config.adminToken, ipv6Prefix: config.ipv6Prefix }
  await app.register(accounts, signIn)
  const apiMethods = new Map<string, readonly string[]>([['/api/contact', ['POST']], [EVENTS_PATH, ['POST']], ...ACCOUNTS_METHODS])
  const guard = deskGuard(signIn)
  await app.register(desk, {
    store,
    limiter,
    guard,
    quoteOptions: services.quoteOptions,
    mailOnRelease: services.notify !== undefined,
    onStageChange: () => services.webhooks.kick(),
    // Released from spam: a real lead now — its e-mails go at once and it counts on its page (api/events).
    onRelease: async (id) => {
      services.notify?.()
      const count = await releasedLeadCount(store, id)
      if (count) services.events?.countLead(count)
    },
  })
  for (const path of ['leads', 'leads.csv', 'stats', 'filters']) apiMethods.set(`${DESK_PREFIX}/${path}`, ['GET', 'HEAD'])
  await app.register(webhookRoutes, { worker: services.webhooks, guard: requireRole('owner', guard), limiter })
  apiMethods.set(WEBHOOKS_PATH, ['GET', 'HEAD', 'POST'])
  await app.register(deadLetterRoutes, { store, guard: requireRole('owner', guard) })
  apiMethods.set(DEAD_LETTERS_PATH, ['GET', 'HEAD'])
  if (config.adminToken) {
    await app.register(contactRequests, { store, adminToken: config.adminToken, limiter })
    await app.register(reports, { counter: services.events, adminToken: config.adminToken, limiter })
    apiMethods.set('/api/contact-requests', ['GET', 'HEAD'])
    apiMethods.set(REPORTS_PATH, ['GET', 'HEAD'])
  }
  await app.register(staticSite, { root: config.siteDir, apiMethods, quotePages: { renderer, states: formStates } })
}

export default routes
