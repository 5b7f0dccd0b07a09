/**
 * The state of a quote form posted without JavaScript that the server could not accept (the visitor's values and
 * the messages), carried from the post's answer — a 303 back to the page's own address — to the page that shows it.
 * A reload or a shared link of that address shows the page, never the API's JSON.
 *
 * No cookie (pages are the same bytes for every visitor): the state travels in the address's `form` parameter,
 * JSON, deflated and encrypted (AES-256-GCM with a key derived from the server's secret, so every instance on one
 * database reads every instance's, and what the visitor typed is never readable in a history or a log), with its
 * route and issue time inside; for another page, or older than `maxAgeMs`, it is ignored. A state too large for an
 * address (project details of several thousand characters that do not compress) is kept in this process's memory
 * instead, the parameter naming it: on a single instance nothing is lost; behind a load balancer without sticky
 * sessions such a rare state may be.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto'
import { deflateRawSync, inflateRawSync } from 'node:zlib'

/** The address parameter that carries a state. */
export const FORM_STATE_PARAM = 'form'
/** Longest value put in an address (browsers and servers take 8 KB addresses; the page's own address comes first). */
const URL_BUDGET = 3600
const MEMORY_MAX = 500

export interface FormState {
  values: Record<string, string>
  /** Field → message; `form` is a message about the whole form (not saved, too many requests). */
  errors: Record<string, string>
}

type Payload = { r: string; t: number; v: Record<string, string>; e: Record<string, string> }

export class FormStates {
  private readonly key: Buffer
  private readonly memory = new Map<string, Payload>()

  constructor(
    secret: Buffer,
    private readonly maxAgeMs = 10 * 60_000,
  ) {
    this.key = createHmac('sha256', secret).update('quote-form-state/v2').digest()
  }

  /** The `form` parameter's value that carries `state` to the page at `route`. */
  value(route: string, state: FormState, now = Date.now()): string {
    const payload: Payload = { r: route, t: now, v: state.values, e: state.errors }
    const sealed = `c${this.seal(deflateRawSync(JSON.stringify(payload)))}`
    if (sealed.length <= URL_BUDGET) return sealed
    const id = randomBytes(16).toString('base64url')
    this.remember(id, payload)
    return `m${this.seal(Buffer.from(id))}`
  }

  /** The state a `form` parameter carries for `route`, when it is genuine, for that page, and recent. */
  read(value: string | undefined, route: string, now = Date.now()): FormState | undefined {
    if (!value || value.length > URL_BUDGET + 1 || !/^[cm][A-Za-z0-9_-]+$/.test(value)) return undefined
    const opened = this.open(value.slice(1))
    if (!opened) return undefined
    let payload: Payload | undefined
    try {
      payload = value[0] === 'm' ? this.memory.get(opened.toString()) : (JSON.parse(inflateRawSync(opened).toString('utf8')) as Payload)
    } catch {
      return undefined
    }
    if (!payload || payload.r !== route || !(now - payload.t <= this.maxAgeMs && now - payload.t >= -60_000)) return undefined
    return { values: strings(payload.v), errors: strings(payload.e) }
  }

  /** iv (12 bytes) + ciphertext + tag (16 bytes), base64url. */
  private seal(plain: Buffer): string {
    const iv = randomBytes(12)
    const cipher = createCipheriv('aes-256-gcm', this.key, iv)
    return Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]).toString('base64url')
  }

  private open(text: string): Buffer | undefined {
    const data = Buffer.from(text, 'base64url')
    if (data.length < 12 + 16) return undefined
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, data.subarray(0, 12))
      decipher.setAuthTag(data.subarray(data.length - 16))
      return Buffer.concat([decipher.update(data.subarray(12, data.length - 16)), decipher.final()])
    } catch {
      return undefined // altered, truncated or sealed with another key
    }
  }

  private remember(id: string, payload: Payload) {
    const old = payload.t - this.maxAgeMs
    for (const [key, kept] of this.memory) if (kept.t < old || this.memory.size >= MEMORY_MAX) this.memory.delete(key)
    this.memory.set(id, payload)
  }
}

/** Only string values survive (a corrupt payload never reaches the renderer as anything else). */
function strings(record: unknown): Record<string, string> {
  const out: Record<string, string> = {}
  if (record && typeof record === 'object')
    for (const [k, v] of Object.entries(record)) if (typeof v === 'string' && k.length <= 40) out[k] = v
  return out
}
