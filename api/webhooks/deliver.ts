/**
 * One delivery: the message's payload POSTed to the endpoint, signed as Standard Webhooks says (`webhook-id`,
 * `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, by the specification's
 * own library). Bounded: a deadline for the whole exchange, redirects not followed (a 3xx is a failure), at most
 * RESPONSE_EXCERPT bytes of the answer read, and the address connected to checked by the target policy.
 */
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'
import { Webhook } from 'standardwebhooks'
import { guardedLookup, isPrivateAddress, type TargetPolicy } from './target'

/** How much of an answer's body is read and kept in the delivery log. */
export const RESPONSE_EXCERPT = 2048

export interface DeliveryResult {
  ok: boolean
  /** The receiver's status, null when no answer came. */
  status: number | null
  /** The start of the answer's body, or what went wrong. */
  response: string | null
  durationMs: number
}

export interface DeliverOptions extends TargetPolicy {
  /** Deadline of one attempt (connect, send, answer). */
  timeoutMs: number
  /** The signature's time (the worker's clock). */
  now: number
  /** Aborts the attempt (the server is shutting down): it ends as a failure, retried later. */
  signal?: AbortSignal
}

/** The headers a receiver verifies with `new Webhook(secret).verify(body, headers)`. */
export function signedHeaders(secret: string, id: string, payload: string, now: number): Record<string, string> {
  const timestamp = new Date(now)
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(now / 1000)),
    'webhook-signature': new Webhook(secret).sign(id, timestamp, payload),
  }
}

export async function deliver(
  target: { url: string; secret: string },
  message: { id: string; payload: string },
  options: DeliverOptions,
): Promise<DeliveryResult> {
  const started = Date.now()
  const done = (result: Omit<DeliveryResult, 'durationMs'>): DeliveryResult => ({ ...result, durationMs: Date.now() - started })
  let url: URL
  try {
    url = new URL(target.url)
  } catch {
    return done({ ok: false, status: null, response: 'invalid URL' })
  }
  const host = url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname
  if (net.isIP(host) && !options.allowPrivate && isPrivateAddress(host))
    return done({ ok: false, status: null, response: 'refused: a private or local address' })
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && options.allowHttp))
    return done({ ok: false, status: null, response: 'refused: not https' })

  const body = Buffer.from(message.payload, 'utf8')
  const headers = {
    'content-type': 'application/json',
    'content-length': String(body.length),
    'user-agent': 'lead-webhooks/1',
    ...signedHeaders(target.secret, message.id, message.payload, options.now),
  }
  return new Promise<DeliveryResult>((resolve) => {
    let settled = false
    const finish = (result: Omit<DeliveryResult, 'durationMs'>) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      request.destroy()
      resolve(done(result))
    }
    const send = url.protocol === 'https:' ? https.request : http.request
    const request = send(url, { method: 'POST', headers, agent: false, lookup: guardedLookup(options) as never }, (response) => {
      const status = response.statusCode ?? 0
      const chunks: Buffer[] = []
      let size = 0
      const end = () => {
        const text = Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT).toString('utf8')
        finish({ ok: status >= 200 && status < 300, status, response: text || null })
      }
      response.on('data', (chunk: Buffer) => {
        chunks.push(chunk)
        size += chunk.length
        if (size >= RESPONSE_EXCERPT) end() // enough read: the rest is never downloaded
      })
      response.on('end', end)
      response.on('error', end)
    })
    const timer = setTimeout(
      () => finish({ ok: false, status: null, response: `timed out after ${options.timeoutMs} ms` }),
      options.timeoutMs,
    )
    const aborted = () => finish({ ok: false, status: null, response: 'aborted: the server was shutting down' })
    if (options.signal?.aborted) aborted()
    options.signal?.addEventListener('abort', aborted, { once: true })
    request.on('close', () => options.signal?.removeEventListener('abort', aborted))
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish({ ok: false, status: null, response: `${error.code ? `${error.code}: ` : ''}${error.message}`.slice(0, 300) }),
    )
    request.end(body)
  })
}
