/**
 * Security headers on every response (routes, static files, 404s, errors), set in onSend.
 * The build may write `<SITE_DIR>/../csp.json` with extra sources (the analytics host) and, per HTML file, the
 * hashes of its inline scripts (`pages`); an HTML response's policy allows only its own file's scripts.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import fp from 'fastify-plugin'
import * as v from 'valibot'

const Source = v.pipe(v.string(), v.regex(/^[^\s;,]+$/, 'a CSP source without spaces, ";" or ","'))
const CspExtrasSchema = v.object({
  'script-src': v.optional(v.array(Source), []),
  'connect-src': v.optional(v.array(Source), []),
  'img-src': v.optional(v.array(Source), []),
  /** HTML file (relative to the site root) → sha256 sources of its inline scripts. */
  pages: v.optional(v.record(v.string(), v.array(Source)), {}),
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

export function buildCsp(extras: CspExtras, pageScripts: readonly string[] = []): string {
  const join = (base: string[], extra: readonly string[]) => [...new Set([...base, ...extra])].join(' ')
  return [
    "default-src 'self'",
    `script-src ${join(["'self'"], [...extras['script-src'], ...pageScripts])}`,
    "style-src 'self' 'unsafe-inline'",
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
  }
}

export default fp<{ extras: CspExtras }>(
  async (app, { extras }) => {
    const base = buildCsp(extras)
    const perFile = new Map(Object.entries(extras.pages).map(([file, hashes]) => [file, buildCsp(extras, hashes)]))
    const headers = {
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'DENY',
    }
    app.decorateRequest('siteFile', undefined)
    app.addHook('onSend', async (request, reply, payload) => {
      reply.headers(headers)
      reply.header('content-security-policy', (request.siteFile && perFile.get(request.siteFile)) || base)
      return payload
    })
  },
  { name: 'security-headers' },
)
