/**
 * The quote form posted without JavaScript (application/x-www-form-urlencoded) to POST /api/contact: who may post it
 * (pages of this site only), how its body is read, which of its fields count, what its page shows again, and the
 * page's address. The route itself is api/routes/contact.ts.
 */
import type { FastifyReply, FastifyRequest, RequestPayload } from 'fastify'
import { type Attribution, validSection } from '../../schemas/attribution'
import { QUOTE_CHOICE_PARAMS, QUOTE_DETAIL_FIELDS, QUOTE_DETAILS, QUOTE_FIELDS, QUOTE_MAX_LENGTH } from '../../schemas/quote'
import { safeRoute } from '../quote-page'

export const FORM_TYPE = 'application/x-www-form-urlencoded'

export function mediaType(request: FastifyRequest): string {
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
 * A native post as a browser sends a form a person submitted on a page of this site: a same-origin navigation to a
 * document, made by a person's activation (`Sec-Fetch-User: ?1`: a click or a key, never a script's submit), from a
 * page of this site (`Referer`). What the form without JavaScript has instead of a form token (pages carry none): a
 * script can forge these headers, as it could fetch a page for a token; a script that does not is `no-script`.
 */
export function navigatedPost(request: FastifyRequest): boolean {
  const h = request.headers
  if (h['sec-fetch-site'] !== 'same-origin' || h['sec-fetch-mode'] !== 'navigate' || h['sec-fetch-user'] !== '?1') return false
  if (h['sec-fetch-dest'] !== 'document') return false
  try {
    // Through URL both sides when they differ as text: a default port is dropped the same way (as isSameOrigin).
    const from = new URL(h.referer ?? '').host
    return from === request.host || from === new URL(`${request.protocol}://${request.host}`).host
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

/**
 * The contract's fields from a native post (strings as sent; the honeypot too). An empty detail is no detail. The
 * hidden `page` and `section` fields are not among them: they are the lead's attribution (formAttribution).
 */
export function pick(form: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const field of [...QUOTE_FIELDS, 'website'] as const) if (field in form) out[field] = form[field]!
  if (form.form) out.form = form.form
  for (const field of QUOTE_DETAIL_FIELDS) if (form[field]) out[field] = form[field]
  return out
}

/**
 * A native post's attribution: the page it was sent from (its hidden `page` field, a route of this site) and its form's
 * section (its hidden `section` field, the form's anchor). Values that break their rule are left out.
 */
export function formAttribution(form: Record<string, string>): Attribution | undefined {
  const page = form.page && safeRoute(form.page) === form.page ? form.page : undefined
  const section = validSection(form.section) ? form.section : undefined
  if (!page && !section) return undefined
  return { ...(page ? { page } : {}), ...(section ? { section } : {}) }
}

/**
 * What the form page shows again: the fields as typed (capped), never the honeypot. The hidden `page` and `section`
 * are the page's own: it renders them again itself.
 */
export function keptValues(form: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const field of QUOTE_FIELDS)
    out[field] = (form[field] ?? '').slice(0, QUOTE_MAX_LENGTH[field as keyof typeof QUOTE_MAX_LENGTH] ?? 200)
  if (form.form) out.form = form.form.slice(0, 20)
  for (const field of QUOTE_DETAIL_FIELDS) if (form[field]) out[field] = form[field].slice(0, QUOTE_DETAILS[field].max)
  return out
}

/** The page's address carries the slab a native post was for (the form shows it again): "?slab=…&category=…&price=…". */
export function slabQuery(values: Record<string, string>): string {
  if (!values.slab) return ''
  const params = new URLSearchParams()
  for (const [param, field] of Object.entries(QUOTE_CHOICE_PARAMS)) if (field !== 'plan' && values[field]) params.set(param, values[field])
  return `?${params.toString().replace(/\+/g, '%20')}`
}
