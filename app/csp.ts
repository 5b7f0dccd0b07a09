import { createHash } from 'node:crypto'

/** sha256 CSP sources of a page's inline scripts (JSON-LD excluded: it is data, never executed). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const m of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/type="application\/ld\+json"/.test(m[1]) || !m[2]) continue
    hashes.push(`'sha256-${createHash('sha256').update(m[2]).digest('base64')}'`)
  }
  return hashes
}
