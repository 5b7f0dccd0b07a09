/**
 * POST /api/contact: a quote request, from the JavaScript form (JSON → JSON answers) or from the same form
 * posted natively without JavaScript (application/x-www-form-urlencoded, same-origin only → a page: 303 to
 * /thank-you, or 303 back to the form's own page, which shows the messages with the values kept; api/routes/contact-form.ts).
 *
 * Both run the same steps (`handleQuoteRequest`): read the post, rate limit per client (an IPv4 address or an IPv6 /64,
 * shared by every instance on PostgreSQL; requests with a form token, and those with a proof of work too, count apart
 * from those without, so junk from an address many people share can not lock out a visitor behind it), validate (the
 * shared valibot schema), judge what the request tells (api/spam.ts: form token, proof of work, honeypot, text), count
 * the bursts it may count in (only a request that passed the bot signals, `burstKeys`), add them to the verdict, store — the store detects duplicates and Idempotency-Key
 * retries, counts the lead's form token for the judge, and commits the lead (and its notification, unless spam) before
 * the answer. A lead judged spam is stored and answered exactly like any other: a bot learns nothing. No answer sets a
 * cookie.
 *
 * GET /api/contact/challenge: a proof-of-work challenge for the JavaScript form (api/pow.ts) and, in `X-Form-Token`,
 * the form token its request carries back (api/form-token.ts). The island asks for a new pair after every answer, so
 * a visitor who sends several requests from one page view is never taken for a replayed token.
 */
import { hash } from 'node:crypto'
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import * as v from 'valibot'
import { ATTRIBUTION_HEADER, type Attribution, decodeAttribution, validPath } from '../../schemas/attribution'
import { isUrgent, type LeadMail } from '../../schemas/lead-mail'
import { DEFAULT_LOCALE, type LocaleCode, localeRoute, routeLocale, siteLocales } from '../../schemas/locales'
import { fieldErrors, type QuoteOptions, type QuoteRequest, type QuoteRequestSchema, quoteRequestSchema } from '../../schemas/quote'
import { clientKey } from '../client-key'
import type { EventCounter } from '../events/counter'
import { FORM_STATE_PARAM, type FormStates } from '../form-state'
import { FORM_TOKEN_HEADER, type FormTokens, type TokenCheck, type TokenClient } from '../form-token'
import type { HealthMonitor } from '../health'
import { isoTime } from '../iso-time'
import { POW_HEADER, POW_TTL_MS, type PowCheck, type ProofOfWork } from '../pow'
import { type QuotePageRenderer, safeRoute } from '../quote-page'
import { MemoryRateLimiter, type RateLimiter, retryAfterSeconds } from '../rate-limiter'
import {
  BURST_WINDOW_MS,
  type Bursts,
  backingToken,
  burstKeys,
  judgeRequest,
  judgeStored,
  mailedLast,
  type RequestJudgement,
  withBursts,
} from '../spam'
import { detailsOf } from '../store/rows'
import type { LeadStore, NewLead, SubmitOptions, SubmitResult } from '../store/types'
import { uuidv7 } from '../uuid'
import { contentGuard, FORM_TYPE, formAttribution, keptValues, mediaType, navigatedPost, parseForm, pick, slabQuery } from './contact-form'

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
  /** Which pages' quote forms are urgent, from the build (schemas/lead-mail.ts): never from what the visitor sends. */
  urgentForms: LeadMail['urgentForms']
  /** The lead mail's other languages (schemas/lead-mail.ts): a native post from a page in one is answered in it. */
  languages?: LeadMail['languages']
  duplicateWindowMs: number
  storeTimeoutMs: number
  /** The spam budget, checked by the store as each lead arrives (SubmitOptions.spamMaxBytes). */
  spamMaxBytes?: number
  /** Set when notifications are configured: queue one and trigger a delivery pass. */
  notify?: () => void
  /** Counts each stored lead that is not spam in the owner's figures (api/events). */
  events?: Pick<EventCounter, 'countLead'>
}

export const CONTACT_BODY_LIMIT = 16 * 1024
/** Without a form token (a script, or the form without JavaScript) the project details may be this long at most. */
export const TOKENLESS_MESSAGE_MAX = 2_000
/**
 * Where a stored native post goes. `#top` (the top of the document in HTML) keeps the browser from carrying over the
 * form action's fragment (`/api/contact#quote`, which brings an answer with messages to the form) into this redirect.
 */
export const THANK_YOU_LOCATION = '/thank-you#top'
const [THANK_YOU_ROUTE, THANK_YOU_FRAGMENT] = THANK_YOU_LOCATION.split('#') as [string, string]

const UNAVAILABLE = 'Your request could not be saved right now. Please try again in a few minutes or call us directly.'
const TOO_MANY = 'Too many requests, please try again later'
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,255}$/

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

/** What every step uses: the plugin's options and what is made from them once. */
interface Contact extends ContactOptions {
  schema: QuoteRequestSchema
  submitOptions: SubmitOptions
  /** Counts a hit on a rate-limit key (see hitCounter). */
  count: ReturnType<typeof hitCounter>
}

/** One quote request as both ways in deliver it. */
interface Post {
  request: FastifyRequest
  /** Posted natively, without JavaScript: answered with pages (303s), not JSON. */
  native: boolean
  /** What the schema checks: the JSON body, or the contract's fields of the form. */
  input: unknown
  /** A native post's fields as typed, for its page to show again; none for JSON. */
  values: Record<string, string>
  /** The page a native post came from (`/contact` for JSON). */
  route: string
  /** The language of the page it was sent from (leadLanguage): a native post is answered in it. */
  language: LocaleCode
  client: TokenClient
  /** Where the lead came from (none known: undefined). Never part of its fingerprint. */
  attribution: Attribution | undefined
}

type Fields = Omit<QuoteRequest, 'website'>
type Valid = { ok: true; fields: Fields; honeypot: boolean; idempotencyKey: string | undefined }
/** What a refused request is told: the JSON body, or the messages its form page shows (by field; `form`: the whole form). */
type Refusal = { json: object; errors: Record<string, string> }

const contact: FastifyPluginAsync<ContactOptions> = async (app, options) => {
  const ctx: Contact = {
    ...options,
    schema: quoteRequestSchema(options.quoteOptions),
    count: hitCounter(app, options.limiter),
    submitOptions: {
      notify: options.notify !== undefined,
      // A real lead's homeowner gets an acknowledgement within seconds (api/notify/outbox.ts); never spam or a suspect.
      acknowledge: options.notify !== undefined,
      duplicateWindowMs: options.duplicateWindowMs,
      judge: judgeStored,
      deadlineMs: options.storeTimeoutMs,
      spamMaxBytes: options.spamMaxBytes,
    },
  }
  app.get('/api/contact/challenge', (request, reply) => answerChallenge(ctx, request, reply))
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: CONTACT_BODY_LIMIT }, (_request, body, done) =>
    done(null, parseForm(body as string)),
  )
  app.post('/api/contact', { bodyLimit: CONTACT_BODY_LIMIT, preParsing: contentGuard }, (request, reply) =>
    handleQuoteRequest(ctx, request, reply),
  )
}

/** POST /api/contact, step by step. */
async function handleQuoteRequest(ctx: Contact, request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'no-store')
  const post = readPost(ctx, request)
  const now = Date.now()
  const token = tokenOf(ctx, request, post.client, post.native, now)
  const pow = post.native ? undefined : ctx.pow.check(request.headers[POW_HEADER], powBinding(ctx, request))
  const rate = await ctx.count(request, await rateKey(ctx, post, token, pow), 60_000)
  if (rate.count > ctx.rateLimitMax) return refuse(ctx, post, reply.header('retry-after', retryAfterSeconds(rate)), 429, saying(TOO_MANY))
  const valid = validate(ctx.schema, post, token)
  if (!valid.ok) return refuse(ctx, post, reply, 400, valid.refusal)
  const judged = judgeRequest(valid.fields, { honeypot: valid.honeypot, token, pow, navigated: post.native && navigatedPost(request) })
  const bursts = await countBursts(ctx, post, valid, judged)
  const lead = judgeLead(post, valid, judged, bursts, token, pow, now)
  // Urgent forms are named by their English route: a page's copy in another language has the same forms.
  const page = post.attribution?.page && routeLocale(post.attribution.page, LOCALES).route
  if (isUrgent(ctx, page, post.attribution?.section)) lead.urgent = true
  const result = await storeLead(ctx, post, reply, lead)
  if (!result) return refuse(ctx, post, reply, 503, saying(UNAVAILABLE))
  return answer(ctx, post, reply, result)
}

/**
 * Read: what was sent. A native post sends the contract's fields, the honeypot, its page and its form's section;
 * anything else is ignored. A JSON post's attribution travels beside its body (jsonAttribution).
 */
function readPost(ctx: Contact, request: FastifyRequest): Post {
  const client = clientOf(ctx, request)
  if (mediaType(request) !== FORM_TYPE) {
    const attribution = jsonAttribution(request)
    return {
      request,
      native: false,
      input: request.body,
      values: {},
      route: '/contact',
      language: leadLanguage(attribution),
      client,
      attribution,
    }
  }
  const form = request.body as Record<string, string>
  const attribution = formAttribution(form)
  // The page the browser was on (its Referer, this site's) says the language first; else the form's `page` field. The
  // answer goes to that page in that language, whichever route the form's field named.
  const referer = refererPath(request)
  const language = leadLanguage(referer ? { ...attribution, page: referer } : attribution)
  return {
    request,
    native: true,
    input: pick(form),
    values: keptValues(form),
    route: localeRoute(routeLocale(safeRoute(form.page), LOCALES).route, language, LOCALES),
    language,
    client,
    attribution,
  }
}

/**
 * A JSON post's attribution (schemas/attribution.ts): the `X-Attribution` header's values that hold to the contract's
 * rules (the rest dropped one by one, never the lead), and the page it was sent from: the path of its `Referer` when
 * that is this site. A visitor with Global Privacy Control or Do Not Track keeps only the site's own facts — the page,
 * the form's section and the page's language: no touch, no device class.
 */
export function jsonAttribution(request: FastifyRequest): Attribution | undefined {
  const header = request.headers[ATTRIBUTION_HEADER]
  const attribution: Attribution = typeof header === 'string' ? decodeAttribution(header) : {}
  if (request.headers['sec-gpc'] === '1' || request.headers.dnt === '1') {
    delete attribution.first
    delete attribution.last
    delete attribution.device
  }
  const page = refererPath(request)
  if (page) attribution.page = page
  return Object.keys(attribution).length > 0 ? attribution : undefined
}

/** The path (no query, no fragment) of the request's `Referer` when it is a page of this site (same host). */
function refererPath(request: FastifyRequest): string | undefined {
  const referer = request.headers.referer
  if (!referer) return undefined
  try {
    const url = new URL(referer)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
    // Through URL both sides when they differ as text: a default port is dropped the same way (as isSameOrigin).
    if (url.host !== request.host && url.host !== new URL(`${request.protocol}://${request.host}`).host) return undefined
    return validPath(url.pathname) ? url.pathname : undefined
  } catch {
    return undefined
  }
}

/** Validate: the contract (schemas/quote.ts), shorter details without a form token, the Idempotency-Key header. */
function validate(schema: QuoteRequestSchema, post: Post, token: TokenCheck): Valid | { ok: false; refusal: Refusal } {
  const parsed = v.safeParse(schema, post.input)
  if (!parsed.success) return invalid(fieldErrors(parsed.issues) as Record<string, string>)
  // No page behind the request: long text costs storage and is what bots send, so the details are held shorter.
  if (token.state !== 'valid' && parsed.output.message.length > TOKENLESS_MESSAGE_MAX)
    return invalid({ message: `Project details must be at most ${TOKENLESS_MESSAGE_MAX} characters` })
  const key = post.native ? undefined : post.request.headers['idempotency-key']
  if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)))
    return { ok: false, refusal: saying('Invalid Idempotency-Key: 1 to 255 printable ASCII characters') }
  const { website, ...fields } = parsed.output
  return { ok: true, fields, honeypot: Boolean(website), idempotencyKey: key }
}

const invalid = (errors: Record<string, string>) =>
  ({ ok: false, refusal: { json: { error: 'Invalid request', fieldErrors: errors }, errors } }) as const

const saying = (message: string): Refusal => ({ json: { error: message }, errors: { form: message } })

/**
 * The rate-limit counter of a request: per client, and apart by what backs the request — nothing, a form token bound to
 * this browser (a page was fetched: the no-JavaScript form), or a proof of work solved for this browser (the JavaScript
 * form, with or without cookies). A flood of junk from an address many people share (a mobile carrier's, an office's)
 * fills its own counter, not the one the visitors' browsers count in. A token or a solution sent again (a replay, or
 * a retry) counts with the requests that have nothing behind them: each request in the other counters paid for its own.
 */
async function rateKey(ctx: Contact, post: Post, token: TokenCheck, pow: PowCheck | undefined): Promise<string> {
  const tier = pow?.state === 'valid' ? 'pow' : token.state === 'valid' && !token.otherBrowser ? 'page' : undefined
  const backing = tier && backingToken(token, pow)
  if (!tier || !backing || (await ctx.count(post.request, `backing:${backing}`, POW_TTL_MS)).count > 1)
    return `contact:${post.client.network}`
  return `contact:${tier}:${post.client.network}`
}

/**
 * The bursts the request belongs to, counted only in the counters api/spam.ts names for it (`burstKeys`: none for a
 * request with a bot signal or a pitch, never a large free-mail domain).
 */
async function countBursts(ctx: Contact, post: Post, valid: Valid, judged: RequestJudgement): Promise<Bursts> {
  const keys = burstKeys(judged, post.client.network, valid.fields.email)
  const count = async (key: string | undefined) => (key ? (await ctx.count(post.request, key, BURST_WINDOW_MS)).count : 0)
  const [network, domain] = await Promise.all([count(keys.network), count(keys.domain)])
  return { network, domain }
}

/** Judge: the lead to store, with the judge's verdict (api/spam.ts) and what the store recognises it by. */
function judgeLead(
  post: Post,
  { fields, idempotencyKey }: Valid,
  judged: RequestJudgement,
  bursts: Bursts,
  token: TokenCheck,
  pow: PowCheck | undefined,
  now: number,
): NewLead {
  const verdict = withBursts(judged, bursts)
  return {
    id: uuidv7(now),
    ...visitorFields(fields),
    receivedAt: isoTime(now),
    userAgent: post.request.headers['user-agent']?.slice(0, 512) ?? null,
    status: verdict.status,
    spamScore: verdict.score,
    spamReasons: verdict.reasons,
    fingerprint: fingerprint(fields),
    tokenId: backingToken(token, pow),
    idempotencyKey: idempotencyKey ?? null,
    bulk: mailedLast(verdict),
    language: post.language,
    ...(post.attribution ? { attribution: post.attribution } : {}),
  }
}

const LOCALES = siteLocales()
const LOCALE_CODES = new Set(LOCALES.map((l) => l.code))

/**
 * The language of the page a lead was sent from: its route's (`/es/…` is Spanish, schemas/locales.ts routeLocale),
 * which a JSON post's `Referer` and a native post's `page` field give; without a page, the page's own `lang` that the
 * island sends in `X-Attribution` (a site language only, its primary tag); else the default. Never a field of the body.
 */
export function leadLanguage(attribution: Attribution | undefined): LocaleCode {
  if (attribution?.page) return routeLocale(attribution.page, LOCALES).locale
  const lang = attribution?.lang?.split('-', 1)[0]
  return lang && LOCALE_CODES.has(lang) ? lang : DEFAULT_LOCALE
}

/** The visitor's part of a lead: the seven fields, the form (`quote` when none) and its details. */
function visitorFields(fields: Fields) {
  const { firstName, lastName, email, phone, location, service, message } = fields
  return { firstName, lastName, email, phone, location, service, message, form: fields.form ?? 'quote', ...detailsOf(fields) }
}

/** Store: the write (duplicates, retries, the token count the judge rules on), noted for /healthz. Undefined: not stored. */
async function storeLead(ctx: Contact, post: Post, reply: FastifyReply, lead: NewLead): Promise<SubmitResult | undefined> {
  try {
    const result = await ctx.store.submit(lead, ctx.submitOptions)
    ctx.health.noteWrite(true)
    return result
  } catch (error) {
    const code = (error as { code?: string }).code
    ctx.health.noteWrite(false, code)
    post.request.log.error({ leadId: lead.id, code, err: (error as Error).message }, 'lead not stored')
    reply.header('retry-after', code === 'STORE_TIMEOUT' ? '10' : '60')
    return undefined
  }
}

/** Answer: 201 { id } (JSON) or 303 to /thank-you (native); 422 for a reused key. */
async function answer(ctx: Contact, post: Post, reply: FastifyReply, result: SubmitResult) {
  if (result.outcome === 'conflict') return reply.code(422).send({ error: 'This Idempotency-Key was already used for a different request' })
  post.request.log.info({ leadId: result.id, status: result.status, outcome: result.outcome }, 'lead stored')
  if (result.outcome === 'stored' && result.status !== 'spam') {
    ctx.notify?.()
    // The lead in the owner's figures (api/events): its page and form, and the campaign of its last touch.
    const { page = post.route, section, last } = post.attribution ?? {}
    ctx.events?.countLead({ page, section, source: last?.source, medium: last?.medium, campaign: last?.campaign })
  }
  if (!post.native) return reply.code(201).send({ id: result.id })
  return reply
    .code(303)
    .header('location', `${localeRoute(THANK_YOU_ROUTE, post.language, LOCALES)}#${THANK_YOU_FRAGMENT}`)
    .send()
}

/** A refusal: JSON with the status, or for a native post its form page again with the messages (backToPage). */
function refuse(ctx: Contact, post: Post, reply: FastifyReply, status: number, refusal: Refusal) {
  return post.native ? backToPage(ctx, post, reply, refusal.errors, status) : reply.code(status).send(refusal.json)
}

/**
 * The answer to a native (no-JavaScript) post the server could not accept: a 303 back to the form's page, at its
 * own address (with the slab it was chosen for, and the form's fragment kept from the form's action), its values
 * and messages carried there, sealed, in the address's `form` parameter (api/form-state.ts) — so a reload shows the
 * page, never this API's JSON. Without a site to render the page: the messages as plain text.
 */
async function backToPage(ctx: Contact, post: Post, reply: FastifyReply, errors: Record<string, string>, status: number) {
  if (!ctx.renderer.available()) {
    // No site bundle: a plain-text answer rather than hand-written HTML; in the page's language, said by its form.
    const lines = Object.values(errors).map((m) => `- ${m}`)
    const invalid = post.language === DEFAULT_LOCALE ? undefined : ctx.languages?.[post.language]?.invalid
    reply.code(status).type('text/plain; charset=utf-8').header('content-language', post.language)
    if (invalid) return reply.send(`${invalid}\n${lines.join('\n')}\n`)
    return reply.send(`Your quote request was not sent:\n${lines.join('\n')}\n\nPlease go back, correct the form and send it again.\n`)
  }
  const route = await ctx.renderer.formRoute(post.route)
  const slab = slabQuery(post.values)
  const state = `${FORM_STATE_PARAM}=${ctx.formStates.value(route, { values: post.values, errors })}`
  return reply
    .code(303)
    .header('location', `${route}${slab ? `${slab}&` : '?'}${state}`)
    .send()
}

/** GET /api/contact/challenge: a fresh form token in X-Form-Token, and a challenge bound to it. */
function answerChallenge(ctx: Contact, request: FastifyRequest, reply: FastifyReply) {
  const now = Date.now()
  const token = ctx.tokens.issue(now, clientOf(ctx, request))
  const check = ctx.tokens.check(token, now)
  reply.header('cache-control', 'no-store').header(FORM_TOKEN_HEADER, token)
  return ctx.pow.challenge(powBinding(ctx, request), check.state === 'valid' ? check.id : '', now)
}

/**
 * Counts a hit on the shared limiter, or in this process when the shared one fails (PostgreSQL away): a limit is
 * never dropped.
 */
function hitCounter(app: FastifyInstance, limiter: RateLimiter) {
  const fallback = new MemoryRateLimiter()
  app.addHook('onClose', async () => fallback.close())
  return (request: FastifyRequest, key: string, windowMs: number) =>
    limiter.hit(key, windowMs).catch((error: Error) => {
      request.log.warn({ err: error.message }, 'shared rate limit unavailable, counting in this process')
      return fallback.hit(key, windowMs)
    })
}

const clientOf = (ctx: Contact, request: FastifyRequest): TokenClient => ({
  network: clientKey(request.ip, ctx.ipv6Prefix),
  userAgent: request.headers['user-agent'],
})

/** The JSON request's form token (its X-Form-Token header); the form without JavaScript never has one. */
const tokenOf = (ctx: Contact, request: FastifyRequest, client: TokenClient, native: boolean, now = Date.now()): TokenCheck => {
  const header = request.headers[FORM_TOKEN_HEADER]
  return native || typeof header !== 'string' ? { state: 'missing' } : ctx.tokens.check(header, now, client)
}

/**
 * A challenge is bound to the browser (its User-Agent), not its network: a phone that moves from Wi-Fi to mobile
 * data between the challenge and the request keeps its solution (the form token tells the move apart).
 */
const powBinding = (ctx: Contact, request: FastifyRequest) => ctx.tokens.browser(request.headers['user-agent'])

export default contact
