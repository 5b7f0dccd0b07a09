/**
 * What applies to every response, whatever answers it (so not encapsulated): the security headers, the one error
 * handler, `Connection: close` while draining, and the check of a TRUST_PROXY hop
 * count against the chains requests come through.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'
import errors from './errors'
import securityHeaders, { type CspExtras, type Hsts } from './security-headers'

export interface GuardsOptions {
  config: Config
  cspExtras: CspExtras
  hsts: Hsts
  proxy: ProxyCheck
}

export default fp<GuardsOptions>(
  async (app, { config, cspExtras, hsts, proxy }) => {
    await app.register(securityHeaders, { extras: cspExtras, hsts })
    await app.register(errors)
    drainHook(app)
    if (typeof config.trustProxy === 'number') {
      app.addHook('onRequest', (request, _reply, done) => {
        proxy.observe(request.headers['x-forwarded-for'], request.log)
        done()
      })
    }
  },
  { name: 'guards' },
)

/**
 * Draining after a signal: every answer closes its connection, also for a request that began before the signal (Fastify marks only
 * those that begin after it), so a client keeping an answered connection open can not hold the shutdown until the
 * force timer.
 */
function drainHook(app: FastifyInstance) {
  let draining = false
  app.addHook('preClose', (done) => {
    draining = true
    done()
  })
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (draining) reply.header('connection', 'close')
    done(null, payload)
  })
}

/**
 * With TRUST_PROXY as a hop count, a request whose X-Forwarded-For lists fewer addresses than that count came through a
 * shorter chain than configured: the count is too large, and a client can then pick its own address by sending
 * X-Forwarded-For itself. Seen once, it is logged and shown in /healthz's details.
 */
export function proxyCheck(trustProxy: Config['trustProxy']) {
  const hops = typeof trustProxy === 'number' ? trustProxy : 0
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
