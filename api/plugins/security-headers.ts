/**
 * Security headers on every response (routes, static files, 404s, errors), set in onSend.
 * The build may write `<SITE_DIR>/../csp.json` with extra sources (the analytics host) and, per HTML file, the
 * hashes of its inline scripts (`pages`) and of its inline stylesheet (`styles`: the page's critical CSS); an HTML
 * response's policy allows only its own file's scripts and stylesheets (`style-src-elem`; `style-src` keeps
 * 'unsafe-inline' for browsers without CSP 3 and, as `style-src-attr`, for the style attributes of positioned
 * popups).
 */
import fs from 'node:fs/promises'
import type { IncomingMessage } from 'node:http'
import type { Socket } from 'node:net'
import path from 'node:path'
import proxyAddr from '@fastify/proxy-addr'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import * as v from 'valibot'
import type { Config } from '../config'

const Source = v.pipe(v.string(), v.regex(/^[^\s;,]+$/, 'a CSP source without spaces, ";" or ","'))
const CspExtrasSchema = v.object({
  'script-src': v.optional(v.array(Source), []),
  'connect-src': v.optional(v.array(Source), []),
  'img-src': v.optional(v.array(Source), []),
  /** HTML file (relative to the site root) → sha256 sources of its inline scripts. */
  pages: v.optional(v.record(v.string(), v.array(Source)), {}),
  /** HTML file (relative to the site root) → sha256 sources of its inline stylesheets. */
  styles: v.optional(v.record(v.string(), v.array(Source)), {}),
})
export type CspExtras = v.InferOutput<typeof CspExtrasSchema>

/** Reads `<siteDir>/../csp.json`; no file → no extras; a malformed file → throws (fail at start, not silently). */
export async function readCspExtras(siteDir: string): Promise<CspExtras> {
  const file = path.resolve(siteDir, '..', 'csp.json')
  let text: string
  try {
    text = await fs.readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return v.parse(CspExtrasSchema, {})
    throw error
  }
  const result = v.safeParse(CspExtrasSchema, JSON.parse(text))
  if (!result.success) {
    const [issue] = result.issues
    throw new Error(`${file}: ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`)
  }
  return result.output
}

export function buildCsp(extras: CspExtras, pageScripts: readonly string[] = [], pageStyles: readonly string[] = []): string {
  const join = (base: string[], extra: readonly string[]) => [...new Set([...base, ...extra])].join(' ')
  return [
    "default-src 'self'",
    `script-src ${join(["'self'"], [...extras['script-src'], ...pageScripts])}`,
    "style-src 'self' 'unsafe-inline'",
    `style-src-elem ${join(["'self'"], pageStyles)}`,
    "style-src-attr 'unsafe-inline'",
    `img-src ${join(["'self'", 'data:'], extras['img-src'])}`,
    `connect-src ${join(["'self'"], extras['connect-src'])}`,
    "font-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The prerendered HTML file this response sends, relative to the site root (set by the static-site plugin). */
    siteFile?: string
    /** sha256 sources of the inline scripts of a page rendered for this response (the quote form page). */
    cspScripts?: string[]
    /** The whole policy of this response's HTML file, from the build it was sent from (a site published by the studio). */
    siteCsp?: string
  }
}

export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()'
export const HSTS_VALUE = 'max-age=31536000'

/** The headers every response carries, CSP aside. */
export const STATIC_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': PERMISSIONS_POLICY,
  'cross-origin-opener-policy': 'same-origin',
}

/**
 * When a response carries `Strict-Transport-Security` (HSTS): always (`on`), never (`off`), or on HTTPS (`auto`): a TLS
 * socket, or `X-Forwarded-Proto: https` from a proxy TRUST_PROXY trusts — for every kind of answer:
 * - routes, files and errors: `request.protocol`, as Fastify reads it through TRUST_PROXY;
 * - a request Fastify refuses before routing (a malformed URL), whose request object ignores TRUST_PROXY, and CONNECT:
 *   the same rule applied here to the raw request (`isHttps`);
 * - an answer Node's parser leaves to the app, written on the socket (a malformed request: 400, headers too large:
 *   431, too slow: 408): `X-Forwarded-Proto` read from the bytes that arrived when the peer is a trusted proxy, else
 *   whether this server has answered HTTPS before (`forSocket`). Browsers ignore the header on plain HTTP (RFC 6797
 *   §8.1), so that guess can not hurt a plain-HTTP client; it keeps a 431 behind a TLS proxy from going without it.
 */
export class Hsts {
  private httpsSeen = false
  private readonly trusted: (address: string, hop: number) => boolean

  constructor(
    readonly mode: Config['hsts'],
    trustProxy: Config['trustProxy'] = false,
  ) {
    this.trusted =
      typeof trustProxy === 'number'
        ? (_address, hop) => hop < trustProxy
        : Array.isArray(trustProxy)
          ? proxyAddr.compile(trustProxy)
          : () => false
  }

  /** Whether a response to a request that came over HTTPS (`secure`), or not, carries HSTS. */
  forProtocol(secure: boolean): boolean {
    if (secure) this.httpsSeen = true
    return this.mode === 'on' || (this.mode === 'auto' && secure)
  }

  /** A parsed request's protocol as Fastify's proxy-aware request reads it, for those that have no such object. */
  isHttps(raw: IncomingMessage): boolean {
    const socket = raw.socket as (Socket & { encrypted?: boolean }) | null
    const proto = raw.headers['x-forwarded-proto']
    if (proto && socket && this.trusted(socket.remoteAddress ?? '', 0)) return lastEntry(String(proto)) === 'https'
    return Boolean(socket?.encrypted)
  }

  /** For an answer written on the socket before a request could be read; `rawPacket`: the bytes Node could not parse. */
  forSocket(socket: Socket & { encrypted?: boolean }, rawPacket?: Buffer): boolean {
    if (this.mode !== 'auto') return this.mode === 'on'
    if (socket.encrypted) return true
    if (rawPacket && this.trusted(socket.remoteAddress ?? '', 0)) {
      const head = rawPacket.subarray(0, 65_536).toString('latin1')
      const found = [...head.matchAll(/\r?\nx-forwarded-proto[ \t]*:[ \t]*([^\r\n]*)/gi)].at(-1)
      if (found) return lastEntry(found[1]!) === 'https'
    }
    return this.httpsSeen
  }
}

const lastEntry = (value: string) =>
  value
    .slice(value.lastIndexOf(',') + 1)
    .trim()
    .toLowerCase()

export interface SecurityHeadersOptions {
  extras: CspExtras
  hsts: Hsts
}

/** Security headers for a response the framework writes by hand (on the raw socket), HSTS aside (see Hsts). */
export function rawSecurityHeaders(extras: CspExtras): string {
  const headers: Record<string, string> = { ...STATIC_HEADERS, 'content-security-policy': buildCsp(extras) }
  return Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')
}

export const RAW_HSTS = `strict-transport-security: ${HSTS_VALUE}\r\n`

export default fp<SecurityHeadersOptions>(
  async (app, { extras, hsts }) => {
    const base = buildCsp(extras)
    const files = new Set([...Object.keys(extras.pages), ...Object.keys(extras.styles)])
    const perFile = new Map([...files].map((file) => [file, buildCsp(extras, extras.pages[file], extras.styles[file])]))
    app.decorateRequest('siteFile', undefined)
    app.decorateRequest('cspScripts', undefined)
    app.decorateRequest('siteCsp', undefined)
    const apply = (request: FastifyRequest, reply: FastifyReply, secure = request.protocol === 'https') => {
      reply.headers(STATIC_HEADERS)
      if (hsts.forProtocol(secure)) reply.header('strict-transport-security', HSTS_VALUE)
      reply.header(
        'content-security-policy',
        request.cspScripts
          ? buildCsp(extras, request.cspScripts)
          : (request.siteCsp ?? ((request.siteFile && perFile.get(request.siteFile)) || base)),
      )
    }
    app.decorate('applySecurityHeaders', apply)
    app.addHook('onSend', (request, reply, payload, done) => {
      apply(request, reply)
      done(null, payload)
    })
  },
  { name: 'security-headers' },
)

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sets the security headers on a reply that bypasses the onSend hooks (framework errors); `secure`: the request came
     * over HTTPS (default: `request.protocol`).
     */
    applySecurityHeaders(request: FastifyRequest, reply: FastifyReply, secure?: boolean): void
  }
}
