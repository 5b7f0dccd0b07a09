/**
 * The site's pages held in memory: what a URL resolves to (a file or none) and the bytes of each HTML page with its
 * `.br`/`.gz` twins, each looked at on disk again at most once a second. Sending a page from a file cost six
 * filesystem calls on libuv's four threads (a stat per candidate, then the twin's stat, open, read and close): under
 * the page + post flow that queue, not the CPU, held the pages back. A build that rewrites a page is seen within a
 * second (the file's size and modification time are checked).
 */
import { createHash } from 'node:crypto'
import type { Stats } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

/** How long a file's state is trusted before it is looked at again. */
const FRESH_MS = 1_000
/** Pages larger than this are sent from the file. */
const MAX_PAGE_BYTES = 1_024 * 1_024
/** At most this many URLs and pages are remembered (each beyond it replaces the oldest). */
const MAX_ENTRIES = 2_000

export interface CachedPage {
  body: Buffer
  /** `br`, `gzip`, or '' (identity). */
  encoding: string
  etag: string
  lastModified: string
}

interface PageEntry {
  checkedAt: number
  /** Size and mtime of the page itself: a change drops every encoding. */
  version: string
  bodies: Map<string, CachedPage | null>
}

const TWINS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const

const stat = (file: string): Promise<Stats | null> => fs.stat(file).catch(() => null)

function remember<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.delete(key)
  if (map.size >= MAX_ENTRIES) map.delete(map.keys().next().value as K)
  map.set(key, value)
}

export class PageCache {
  private resolved = new Map<string, { at: number; file: string | null }>()
  private pages = new Map<string, PageEntry>()

  constructor(private readonly root: string) {}

  /** `candidates` (relative to the root) → the first that is a file, remembered for a second. */
  async resolve(key: string, candidates: string[]): Promise<string | null> {
    const now = Date.now()
    const known = this.resolved.get(key)
    if (known && now - known.at < FRESH_MS) return known.file
    let file: string | null = null
    for (const candidate of candidates) {
      if ((await stat(path.join(this.root, candidate)))?.isFile()) {
        file = candidate
        break
      }
    }
    remember(this.resolved, key, { at: now, file })
    return file
  }

  /** The page `file` (an .html file relative to the root) in the best encoding `accepted` allows, or null (send the file). */
  async page(file: string, accepted: string): Promise<CachedPage | null> {
    const now = Date.now()
    let entry = this.pages.get(file)
    if (!entry || now - entry.checkedAt >= FRESH_MS) {
      const s = await stat(path.join(this.root, file))
      if (!s?.isFile() || s.size > MAX_PAGE_BYTES) return null
      const version = `${s.size}-${s.mtimeMs}`
      if (!entry || entry.version !== version) {
        entry = { checkedAt: now, version, bodies: new Map() }
        remember(this.pages, file, entry)
      }
      entry.checkedAt = now
    }
    for (const [encoding, ext] of TWINS) {
      if (!acceptsEncoding(accepted, encoding)) continue
      const twin = await this.body(entry, file, encoding, ext)
      if (twin) return twin
    }
    return this.body(entry, file, '', '')
  }

  private async body(entry: PageEntry, file: string, encoding: string, ext: string): Promise<CachedPage | null> {
    if (entry.bodies.has(encoding)) return entry.bodies.get(encoding)!
    const full = path.join(this.root, file + ext)
    const [body, s] = await Promise.all([fs.readFile(full).catch(() => null), stat(full)])
    const page =
      body && s && body.length <= MAX_PAGE_BYTES
        ? {
            body,
            encoding,
            etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`,
            lastModified: s.mtime.toUTCString(),
          }
        : null
    entry.bodies.set(encoding, page)
    return page
  }
}

/** Whether an Accept-Encoding header accepts `encoding` (not with q=0). */
export function acceptsEncoding(header: string, encoding: string): boolean {
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    if (name.trim() !== encoding && name.trim() !== '*') continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return !q || Number(q.slice(2)) > 0
  }
  return false
}
