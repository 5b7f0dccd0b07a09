import { createHash } from 'node:crypto'

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/** sha256 CSP sources of a page's inline scripts (JSON-LD excluded: it is data, never executed). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/ld\+json"/.test(m[1]) || !m[2]) continue
    hashes.push(sha256(m[2]))
  }
  return hashes
}

/** sha256 CSP sources of a page's inline stylesheets (its critical CSS). */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => sha256(m[1]))
}
