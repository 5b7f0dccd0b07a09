/**
 * The state of a quote form posted without JavaScript that the server could not accept (the visitor's values and
 * the messages), carried from the post's answer — a 303 back to the page's own address — to the page that shows it.
 * A reload or a shared link of that address shows the page, never the API's JSON.
 *
 * The state travels in a short-lived cookie scoped to that page's path: JSON, deflated, base64url, signed (HMAC-SHA256
 * with a key derived from the server's secret, so every instance on one database reads every instance's cookies),
 * with its issue time; older than `maxAgeMs` it is ignored. A state too large for a cookie (project details of several
 * thousand characters that do not compress) is kept in this process's memory instead, the cookie naming it: on a
 * single instance nothing is lost; behind a load balancer without sticky sessions such a rare state may be.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { deflateRawSync, inflateRawSync } from 'node:zlib'

export const FORM_STATE_COOKIE = 'quote_form'
/** Longest cookie value sent (browsers keep at least 4096 bytes per cookie, name and attributes included). */
const COOKIE_BUDGET = 3600
const MEMORY_MAX = 500

export interface FormState {
  values: Record<string, string>
  /** Field → message; `form` is a message about the whole form (not saved, too many requests). */
  errors: Record<string, string>
}

type Payload = { r: string; t: number; v: Record<string, string>; e: Record<string, string> }

const base64url = (b: Buffer) => b.toString('base64url')

export class FormStates {
  private readonly key: Buffer
  private readonly memory = new Map<string, Payload>()

  constructor(
    secret: Buffer,
    private readonly maxAgeMs = 10 * 60_000,
  ) {
    this.key = createHmac('sha256', secret).update('quote-form-state/v1').digest()
  }

  private mac(text: string): string {
    return createHmac('sha256', this.key).update(text).digest('base64url').slice(0, 32)
  }

  /** The Set-Cookie value that carries `state` for the page at `route`. */
  cookie(route: string, state: FormState, secure: boolean, now = Date.now()): string {
    const payload: Payload = { r: route, t: now, v: state.values, e: state.errors }
    let body = `c.${base64url(deflateRawSync(JSON.stringify(payload)))}`
    if (body.length > COOKIE_BUDGET) {
      const id = base64url(randomBytes(16))
      this.remember(id, payload)
      body = `m.${id}`
    }
    return this.setCookie(route, `${body}.${this.mac(`${route}\u0000${body}`)}`, Math.ceil(this.maxAgeMs / 1000), secure)
  }

  /** The Set-Cookie value that removes the state of `route` (its request was stored). */
  clear(route: string, secure: boolean): string {
    return this.setCookie(route, '', 0, secure)
  }

  /** The state the request's cookies carry for `route`, when it is genuine, for that page, and recent. */
  read(cookieHeader: string | undefined, route: string, now = Date.now()): FormState | undefined {
    const value = readCookieValue(cookieHeader, FORM_STATE_COOKIE)
    const match = value && /^([cm]\.[A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{32})$/.exec(value)
    if (!match) return undefined
    const [, body, mac] = match as unknown as [string, string, string]
    const expected = Buffer.from(this.mac(`${route}\u0000${body}`))
    if (!timingSafeEqual(expected, Buffer.from(mac))) return undefined
    let payload: Payload | undefined
    try {
      payload = body.startsWith('m.')
        ? this.memory.get(body.slice(2))
        : (JSON.parse(inflateRawSync(Buffer.from(body.slice(2), 'base64url')).toString('utf8')) as Payload)
    } catch {
      return undefined
    }
    if (!payload || payload.r !== route || !(now - payload.t <= this.maxAgeMs && now - payload.t >= -60_000)) return undefined
    return { values: strings(payload.v), errors: strings(payload.e) }
  }

  private remember(id: string, payload: Payload) {
    const old = payload.t - this.maxAgeMs
    for (const [key, kept] of this.memory) if (kept.t < old || this.memory.size >= MEMORY_MAX) this.memory.delete(key)
    this.memory.set(id, payload)
  }

  private setCookie(route: string, value: string, maxAge: number, secure: boolean) {
    return `${FORM_STATE_COOKIE}=${value}; Path=${route}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
  }
}

/** Only string values survive (a forged or corrupt payload never reaches the renderer as anything else). */
function strings(record: unknown): Record<string, string> {
  const out: Record<string, string> = {}
  if (record && typeof record === 'object')
    for (const [k, v] of Object.entries(record)) if (typeof v === 'string' && k.length <= 40) out[k] = v
  return out
}

/** One cookie's value from a Cookie header (the first of that name: browsers send the most specific path first). */
function readCookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim()
  }
  return undefined
}
