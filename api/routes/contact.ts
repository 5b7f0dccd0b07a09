/**
 * POST /api/contact: a quote request, from the JavaScript form (JSON → JSON answers) or from the same form
 * posted natively without JavaScript (application/x-www-form-urlencoded, same-origin only → a page: 303 to
 * /thank-you, or 303 back to the form's own page, which shows the messages with the values kept).
 *
 * Both run the same steps: rate limit per client (an IPv4 address or an IPv6 /64, shared by every instance on
 * PostgreSQL), the shared valibot schema, the spam judgement (api/spam.ts: form token, proof of work, honeypot,
 * content, bursts), then the store, which detects duplicates and Idempotency-Key retries and commits the lead (and its
 * notification, unless spam) before the answer. A lead judged spam is stored and answered exactly like any other: a
 * bot learns nothing. Every stored lead's answer sets a fresh form token, so a visitor who sends several requests
 * from one page view is never taken for a replayed cookie.
 *
 * GET /api/contact/challenge: a proof-of-work challenge for the JavaScript form (api/pow.ts).
 */
import { hash } from 'node:crypto'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, RequestPayload } from 'fastify'
import * as v from 'valibot'
import {
  fieldErrors,
  QUOTE_CHOICE_PARAMS,
  QUOTE_DETAIL_FIELDS,
  QUOTE_DETAILS,
  QUOTE_FIELDS,
  QUOTE_MAX_LENGTH,
  type QuoteOptions,
  type QuoteRequest,
  quoteRequestSchema,
} from '../../schemas/quote'
import { clientKey, emailDomain } from '../client-key'
import type { FormStates } from '../form-state'
import { FORM_TOKEN_COOKIE, type FormTokens, readCookie, type TokenClient } from '../form-token'
import type { HealthMonitor } from '../health'
import { isoTime } from '../iso-time'
import { POW_HEADER, type PowCheck, type ProofOfWork } from '../pow'
import { type QuotePageRenderer, safeRoute } from '../quote-page'
import { MemoryRateLimiter, type RateLimiter, retryAfterSeconds } from '../rate-limiter'
import { judge, type Signal } from '../spam'
import { detailsOf } from '../store/rows'
import type { LeadStore, NewLead, SubmitResult } from '../store/types'
import { uuidv7 } from '../uuid'

export interface ContactOptions {
  store: LeadStore
  limiter: RateLimiter
  /** Requests per client per minute. */
  rateLimitMax: number
  tokens: FormTokens
  pow: ProofOfWork
  /** IPv6 clients are keyed by this many leading bits. */
  ipv6Prefix: number
  health: HealthMonitor
  renderer: QuotePageRenderer
  /** Carries a native post's values and messages back to its page (the answer's 303). */
  formStates: FormStates
  /** The quote form's Location and Service lists: a request is validated against them (api/quote-options.ts). */
  quoteOptions: QuoteOptions
  duplicateWindowMs: number
  storeTimeoutMs: number
  /** Set when notifications are configured: queue one and trigger a delivery pass. */
  notify?: () => void
}

export const CONTACT_BODY_LIMIT = 16 * 1024
/**
 * A form token (or, without one, a solved challenge) may back this many stored leads; the next ones are spam (a replayed
 * cookie). One: every stored lead's answer sets a fresh token, so a browser never sends one token for two leads.
 */
export const MAX_TOKEN_USES = 1
/** Without a form token (no page, or a browser that refuses cookies) the project details may be this long at most. */
export const TOKENLESS_MESSAGE_MAX = 2_000
/** Beyond this many leads in BURST_WINDOW_MS from one network, or from one e-mail domain, leads are mailed last. */
export const BURST_NETWORK_MAX = 5
export const BURST_DOMAIN_MAX = 10
export const BURST_WINDOW_MS = 10 * 60_000
/**
 * Where a stored native post goes. `#top` (the top of the document in HTML) keeps the browser from carrying over the
 * form action's fragment (`/api/contact#quote`, which brings an answer with messages to the form) into this redirect.
 */
export const THANK_YOU_LOCATION = '/thank-you#top'

const UNAVAILABLE = 'Your request could not be saved right now. Please try again in a few minutes or call us directly.'
const TOO_MANY = 'Too many requests, please try again later'
const FORM_TYPE = 'application/x-www-form-urlencoded'
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/

function mediaType(request: FastifyRequest): string {
  const header = request.headers['content-type'] ?? ''
  if (header === 'application/json') return header // what the island sends: no parsing needed
  return header.split(';', 1)[0]!.trim().toLowerCase()
}

/**
 * A native form post must come from a page of this site: `Sec-Fetch-Site: same-origin` when the browser sends
 * it (every current one), else an `Origin` whose host is this request's host. Anything else is refused, so no
 * other site can post into the form.
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site']
  if (site !== undefined) return site === 'same-origin'
  const origin = request.headers.origin
  if (!origin || origin === 'null') return false
  try {
    // Through URL both sides: a default port is dropped the same way (http://site:80 is http://site).
    return new URL(origin).host === new URL(`${request.protocol}://${request.host}`).host
  } catch {
    return false
  }
}

/**
 * preParsing guard (before the body is read): JSON, or a same-origin native form post. Callback style: it runs on
 * every quote request, and an async hook costs a promise. An early answer ends the request (no `done`).
 */
export function contentGuard(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: RequestPayload,
  done: (error: Error | null, payload?: RequestPayload) => void,
): void {
  const type = mediaType(request)
  if (type === 'application/json' || (type === FORM_TYPE && isSameOrigin(request))) {
    done(null, payload)
  } else if (type === FORM_TYPE) {
    request.log.info('cross-site form post refused')
    reply.code(403).header('cache-control', 'no-store').send({ error: 'Forbidden: form posts are accepted from this site only' })
  } else {
    reply.code(415).header('cache-control', 'no-store').send({ error: 'Unsupported media type: send application/json' })
  }
}

/** A form body → first value per name, on an object without a prototype. */
export function parseForm(body: string): Record<string, string> {
  const out: Record<string, string> = Object.create(null)
  for (const [name, value] of new URLSearchParams(body)) if (!(name in out)) out[name] = value
  return out
}

/** Text that may change under NFKC (printable ASCII and line breaks never do). */
const NOT_PLAIN_ASCII = /[^ -~\t\n\r]/
/** Unicode-compatible forms folded (NFKC), lower case, runs of white space as one space. */
const normalise = (s: string) => (NOT_PLAIN_ASCII.test(s) ? s.normalize('NFKC') : s).toLowerCase().replace(/\s+/g, ' ').trim()

/** Hash of the normalised lead: what makes two submissions "the same lead" (the form and its details included). */
export function fingerprint(fields: Omit<QuoteRequest, 'website'>): string {
  let text =
    `${normalise(fields.firstName)}\u0001${normalise(fields.lastName)}\u0001${normalise(fields.email)}\u0001` +
    `${fields.phone.replace(/[^0-9]/g, '')}\u0001${fields.location}\u0001${fields.service}\u0001${normalise(fields.message)}`
  // Only when present: a lead without them hashes as it did before the details existed (duplicates across a deploy).
  const details = detailsOf(fields)
  if ((fields.form && fields.form !== 'quote') || Object.keys(details).length > 0)
    text += `\u0001${fields.form ?? 'quote'}\u0001${JSON.stringify(details, (_k, v) => (typeof v === 'string' ? normalise(v) : v))}`
  return hash('sha256', text, 'base64url').slice(0, 22) // 132 bits
}

const contact: FastifyPluginAsync<ContactOptions> = async (app, options) => {
  const { store, limiter, rateLimitMax, tokens, pow, health, renderer, formStates, notify } = options
  const schema = quoteRequestSchema(options.quoteOptions)
  /** Counts in this process when the shared limiter fails (PostgreSQL away): a limit is never dropped. */
  const fallback = new MemoryRateLimiter()
  app.addHook('onClose', async () => fallback.close())
  const hit = (request: FastifyRequest, key: string, windowMs: number) =>
    limiter.hit(key, windowMs).catch((error: Error) => {
      request.log.warn({ err: error.message }, 'shared rate limit unavailable, counting in this process')
      return fallback.hit(key, windowMs)
    })
  const clientOf = (request: FastifyRequest): TokenClient => ({
    network: clientKey(request.ip, options.ipv6Prefix),
    userAgent: request.headers['user-agent'],
  })

  /**
   * A challenge is bound to the browser (its User-Agent), not its network: a phone that moves from Wi-Fi to mobile
   * data between the challenge and the request keeps its solution (the form token tells the move apart).
   */
  const powBinding = (request: FastifyRequest) => tokens.browser(request.headers['user-agent'])

  app.get('/api/contact/challenge', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const token = tokens.check(readCookie(request.headers.cookie, FORM_TOKEN_COOKIE), Date.now(), clientOf(request))
    return pow.challenge(powBinding(request), token.state === 'valid' ? token.id : '')
  })

  /**
   * The answer to a native (no-JavaScript) post the server could not accept: a 303 back to the form's page, at its
   * own address (with the slab it was chosen for, and the form's fragment kept from the form's action), its values
   * and messages carried there by a short-lived signed cookie (api/form-state.ts) — so a reload or a shared link shows
   * the page, never this API's JSON. Without a site to render the page: the messages as plain text.
   */
  async function backToPage(
    request: FastifyRequest,
    reply: FastifyReply,
    page: string,
    values: Record<string, string>,
    errors: Record<string, string>,
    status: number,
  ) {
    if (!renderer.available()) {
      // No site bundle: a plain-text answer rather than hand-written HTML.
      const lines = Object.values(errors).map((m) => `- ${m}`)
      return reply
        .code(status)
        .type('text/plain; charset=utf-8')
        .send(`Your quote request was not sent:\n${lines.join('\n')}\n\nPlease go back, correct the form and send it again.\n`)
    }
    const route = await renderer.formRoute(page)
    const secure = request.protocol === 'https'
    const cookies = [formStates.cookie(route, { values, errors }, secure)]
    // A visitor without a valid form token gets a fresh one for the next attempt; a valid one stays (its age is the
    // time spent on the form, not on this answer).
    if (tokens.check(readCookie(request.headers.cookie, FORM_TOKEN_COOKIE), Date.now(), clientOf(request)).state !== 'valid')
      cookies.push(tokens.cookie(secure, Date.now(), clientOf(request)))
    return reply
      .code(303)
      .header('set-cookie', cookies)
      .header('location', `${route}${slabQuery(values)}`)
      .send()
  }

  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: CONTACT_BODY_LIMIT }, (_request, body, done) =>
    done(null, parseForm(body as string)),
  )

  app.post(
    '/api/contact',
    { bodyLimit: CONTACT_BODY_LIMIT, preParsing: contentGuard },
    async (request: FastifyRequest<{ Body: unknown }>, reply) => {
      const native = mediaType(request) === FORM_TYPE
      reply.header('cache-control', 'no-store')

      // What a native post sends: the fields of the contract (the seven, the form variant and its details), the
      // honeypot and the page it came from; anything else is ignored.
      const form = native ? (request.body as Record<string, string>) : undefined
      const input: unknown = form ? pick(form) : request.body
      const values = form ? keptValues(form) : {}
      const route = form ? safeRoute(form.page) : '/contact'
      const client = clientOf(request)

      const rate = await hit(request, `contact:${client.network}`, 60_000)
      if (rate.count > rateLimitMax) {
        reply.header('retry-after', retryAfterSeconds(rate))
        return native ? backToPage(request, reply, route, values, { form: TOO_MANY }, 429) : reply.code(429).send({ error: TOO_MANY })
      }

      const now = Date.now()
      const token = tokens.check(readCookie(request.headers.cookie, FORM_TOKEN_COOKIE), now, client)
      const parsed = v.safeParse(schema, input)
      // No page behind the request: long text costs storage and is what bots send, so the details are held shorter.
      const tokenlessTooLong = token.state !== 'valid' && parsed.success && parsed.output.message.length > TOKENLESS_MESSAGE_MAX
      if (!parsed.success || tokenlessTooLong) {
        const errors = parsed.success
          ? { message: `Project details must be at most ${TOKENLESS_MESSAGE_MAX} characters` }
          : (fieldErrors(parsed.issues) as Record<string, string>)
        return native
          ? backToPage(request, reply, route, values, errors, 400)
          : reply.code(400).send({ error: 'Invalid request', fieldErrors: errors })
      }
      const key = native ? undefined : request.headers['idempotency-key']
      if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
        return reply.code(400).send({ error: 'Invalid Idempotency-Key: 1 to 255 printable ASCII characters' })
      }

      const { website, ...fields } = parsed.output
      const proof: PowCheck | undefined = native ? undefined : pow.check(request.headers[POW_HEADER], powBinding(request))
      // A burst of clean-looking leads from one network or one e-mail domain: mailed after everything else.
      const [fromNetwork, fromDomain] = await Promise.all([
        hit(request, `burst-net:${client.network}`, BURST_WINDOW_MS),
        hit(request, `burst-domain:${emailDomain(fields.email)}`, BURST_WINDOW_MS),
      ])
      const extra: Signal[] = []
      if (fromNetwork.count > BURST_NETWORK_MAX) extra.push('burst-network')
      if (fromDomain.count > BURST_DOMAIN_MAX) extra.push('burst-domain')
      const verdict = judge(fields, { honeypot: Boolean(website), token, pow: proof, extra })
      const lead: NewLead = {
        id: uuidv7(now),
        firstName: fields.firstName,
        lastName: fields.lastName,
        email: fields.email,
        phone: fields.phone,
        location: fields.location,
        service: fields.service,
        message: fields.message,
        form: fields.form ?? 'quote',
        ...detailsOf(fields),
        receivedAt: isoTime(now),
        userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
        status: verdict.status,
        spamScore: verdict.score,
        spamReasons: verdict.reasons,
        fingerprint: fingerprint(fields),
        // What backs this lead, counted so that it backs one: the page view's token when the proof of work (if any) was
        // made for it, else the solved challenge (no cookie, or a solution made with another token).
        tokenId:
          proof?.state === 'valid' && !(token.state === 'valid' && proof.token === token.id)
            ? `pow:${proof.id}`
            : token.state === 'valid'
              ? token.id
              : null,
        idempotencyKey: key ?? null,
        bulk: extra.length > 0,
      }

      let result: SubmitResult
      try {
        result = await store.submit(lead, {
          notify: notify !== undefined,
          duplicateWindowMs: options.duplicateWindowMs,
          maxTokenUses: MAX_TOKEN_USES,
          deadlineMs: options.storeTimeoutMs,
        })
      } catch (error) {
        const code = (error as { code?: string }).code
        health.noteWrite(false, code)
        request.log.error({ leadId: lead.id, code, err: (error as Error).message }, 'lead not stored')
        reply.header('retry-after', code === 'STORE_TIMEOUT' ? '10' : '60')
        return native ? backToPage(request, reply, route, values, { form: UNAVAILABLE }, 503) : reply.code(503).send({ error: UNAVAILABLE })
      }
      health.noteWrite(true)

      if (result.outcome === 'conflict') {
        return reply.code(422).send({ error: 'This Idempotency-Key was already used for a different request' })
      }
      request.log.info({ leadId: result.id, status: result.status, outcome: result.outcome }, 'lead stored')
      if (result.outcome === 'stored' && result.status !== 'spam') notify?.()
      // A fresh token with every answer: the next request from this page is a new page view, not a replayed cookie.
      const fresh = tokens.cookie(request.protocol === 'https', now, client)
      if (native) {
        // The page's kept state (an earlier attempt's messages) is done with.
        const page = await renderer.formRoute(route)
        return reply
          .code(303)
          .header('set-cookie', [fresh, formStates.clear(page, request.protocol === 'https')])
          .header('location', THANK_YOU_LOCATION)
          .send()
      }
      reply.header('set-cookie', fresh)
      return reply.code(201).send({ id: result.id })
    },
  )
}

/** The contract's fields from a native post (strings as sent; the honeypot too). An empty detail is no detail. */
function pick(form: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const field of [...QUOTE_FIELDS, 'website'] as const) if (field in form) out[field] = form[field]!
  if (form.form) out.form = form.form
  for (const field of QUOTE_DETAIL_FIELDS) if (form[field]) out[field] = form[field]
  return out
}

/** What the form page shows again: the fields as typed (capped), never the honeypot. */
function keptValues(form: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const field of QUOTE_FIELDS)
    out[field] = (form[field] ?? '').slice(0, QUOTE_MAX_LENGTH[field as keyof typeof QUOTE_MAX_LENGTH] ?? 200)
  if (form.form) out.form = form.form.slice(0, 20)
  for (const field of QUOTE_DETAIL_FIELDS) if (form[field]) out[field] = form[field].slice(0, QUOTE_DETAILS[field].max)
  return out
}

/** The page's address carries the slab a native post was for (the form shows it again): "?slab=…&category=…&price=…". */
function slabQuery(values: Record<string, string>): string {
  if (!values.slab) return ''
  const params = new URLSearchParams()
  for (const [param, field] of Object.entries(QUOTE_CHOICE_PARAMS)) if (field !== 'plan' && values[field]) params.set(param, values[field])
  return `?${params.toString().replace(/\+/g, '%20')}`
}

export default contact
