/**
 * Security headers on every response (routes, static files, 404s, errors), set in onSend.
 * The build may write `<SITE_DIR>/../csp.json` with extra sources (the analytics host) and, per HTML file, the
 * hashes of its inline scripts (`pages`) and of its inline stylesheet (`styles`: the page's critical CSS); an HTML
 * response's policy allows only its own file's scripts and stylesheets (`style-src-elem`; `style-src` keeps
 * 'unsafe-inline' for browsers without CSP 3 and, as `style-src-attr`, for the style attributes of positioned
 * popups).
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import * as v from 'valibot'

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

export interface SecurityHeadersOptions {
  extras: CspExtras
  hsts: 'auto' | 'on' | 'off'
}

/** Security headers for a response the framework writes by hand (client errors on the raw socket). */
export function rawSecurityHeaders(extras: CspExtras, hsts: 'auto' | 'on' | 'off'): string {
  const headers: Record<string, string> = { ...STATIC_HEADERS, 'content-security-policy': buildCsp(extras) }
  if (hsts === 'on') headers['strict-transport-security'] = HSTS_VALUE
  return Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')
}

export default fp<SecurityHeadersOptions>(
  async (app, { extras, hsts }) => {
    const base = buildCsp(extras)
    const files = new Set([...Object.keys(extras.pages), ...Object.keys(extras.styles)])
    const perFile = new Map([...files].map((file) => [file, buildCsp(extras, extras.pages[file], extras.styles[file])]))
    app.decorateRequest('siteFile', undefined)
    app.decorateRequest('cspScripts', undefined)
    const apply = (request: FastifyRequest, reply: FastifyReply) => {
      reply.headers(STATIC_HEADERS)
      if (hsts === 'on' || (hsts === 'auto' && request.protocol === 'https')) reply.header('strict-transport-security', HSTS_VALUE)
      reply.header(
        'content-security-policy',
        request.cspScripts ? buildCsp(extras, request.cspScripts) : (request.siteFile && perFile.get(request.siteFile)) || base,
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
    /** Sets the security headers on a reply that bypasses the onSend hooks (framework errors). */
    applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void
  }
}
