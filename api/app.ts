/**
 * Builds the Fastify app from a config. Tests call buildApp() and use app.inject(); server.ts listens. The app owns its
 * store: app.close() stops the outbox and closes it.
 *
 * In order: what the build left beside the site (CSP sources, the quote form's lists) → the server (api/http-server.ts)
 * → the services, the store first (api/services.ts) → the guards on every response (api/plugins/guards.ts) → the
 * routes (api/routes/index.ts).
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import type { LeadMail } from '../schemas/lead-mail'
import type { QuoteOptions } from '../schemas/quote'
import type { Config } from './config'
import { createServer } from './http-server'
import guards from './plugins/guards'
import { Hsts, rawSecurityHeaders, readCspExtras } from './plugins/security-headers'
import { loadLeadMail } from './notify/lead-mail'
import { type LoadedQuoteOptions, loadQuoteOptions } from './quote-options'
import routes from './routes/index'
import { type AppDeps, startServices } from './services'

export type { AppDeps }

export { loggerOptions } from './http-server'

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const site = await readSite(config, deps.quoteOptions, deps.leadMail)
  const hsts = new Hsts(config.hsts, config.trustProxy)
  const app = createServer(config, { headers: site.rawHeaders, hsts }, deps.logStream)
  logQuoteOptions(app.log, site.quote)
  const services = await startServices(app, config, deps, site.quote.options, site.leadMail)
  await app.register(guards, { config, cspExtras: site.cspExtras, hsts, proxy: services.proxy })
  await app.register(routes, { config, services })
  return app
}

type Quote = LoadedQuoteOptions | { options: QuoteOptions; source: 'given' }

/**
 * What the build wrote beside the site: extra CSP sources and per-page hashes, the quote form's lists, and the
 * business, acknowledgement words and urgent forms (lead-mail.json).
 */
async function readSite(config: Config, given?: QuoteOptions, givenMail?: LeadMail) {
  const cspExtras = await readCspExtras(config.siteDir)
  const quote: Quote = given ? { options: given, source: 'given' } : await loadQuoteOptions(config.siteDir)
  const leadMail = givenMail ?? (await loadLeadMail(config.siteDir)).mail
  return { cspExtras, quote, leadMail, rawHeaders: rawSecurityHeaders(cspExtras) }
}

function logQuoteOptions(log: FastifyBaseLogger, quote: Quote) {
  const counts = { locations: quote.options.locations.length, services: quote.options.services.length }
  if (quote.source === 'build') log.info({ file: quote.from, ...counts }, 'quote options: read from the build')
  else if (quote.source === 'data')
    log.info(
      { project: quote.from, ...counts },
      'quote options: derived from the project data (no quote-options.json beside the site: `npm run build` writes it)',
    )
}
