/**
 * The site's pages held in memory: what a URL resolves to (a file or none) and the bytes of each HTML page with its
 * `.br`/`.gz` twins, each looked at on disk again at most once a second. Sending a page from a file cost six
 * filesystem calls on libuv's four threads (a stat per candidate, then the twin's stat, open, read and close): under
 * the page + post flow that queue, not the CPU, held the pages back. What is known is answered at once and, once
 * older than a second, looked at again behind the answer: a build that rewrites a page is seen by the requests after
 * that look (the file's size and modification time are checked), and a stalled disk holds no page back.
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

  /** Looks again in the background, once at a time per key: a request never waits on the disk for what is known. */
  private refreshing = new Set<string>()
  private refresh(key: string, look: () => Promise<unknown>) {
    if (this.refreshing.has(key)) return
    this.refreshing.add(key)
    void look()
      .catch(() => undefined)
      .finally(() => this.refreshing.delete(key))
  }

  /**
   * `candidates` (relative to the root) → the first that is a file, remembered; older than a second, it is still the
   * answer while it is looked up again (a stalled disk does not hold a page back).
   */
  async resolve(key: string, candidates: string[]): Promise<string | null> {
    const known = this.resolved.get(key)
    if (known) {
      if (Date.now() - known.at >= FRESH_MS) this.refresh(`resolve:${key}`, () => this.lookUp(key, candidates))
      return known.file
    }
    return this.lookUp(key, candidates)
  }

  private async lookUp(key: string, candidates: string[]): Promise<string | null> {
    const at = Date.now()
    let file: string | null = null
    for (const candidate of candidates) {
      if ((await stat(path.join(this.root, candidate)))?.isFile()) {
        file = candidate
        break
      }
    }
    remember(this.resolved, key, { at, file })
    return file
  }

  /**
   * The page `file` (an .html file relative to the root) in the best encoding `accepted` allows, or null (send the
   * file). A page known for more than a second is sent as known while its file is looked at again.
   */
  async page(file: string, accepted: string): Promise<CachedPage | null> {
    let entry = this.pages.get(file)
    if (entry && Date.now() - entry.checkedAt >= FRESH_MS) this.refresh(`page:${file}`, () => this.check(file))
    else if (!entry) entry = await this.check(file)
    if (!entry) return null
    for (const [encoding, ext] of TWINS) {
      if (!acceptsEncoding(accepted, encoding)) continue
      const twin = await this.body(entry, file, encoding, ext)
      if (twin) return twin
    }
    return this.body(entry, file, '', '')
  }

  /** The page's entry after looking at its file: kept if unchanged, new if changed, none if gone or too large. */
  private async check(file: string): Promise<PageEntry | undefined> {
    const now = Date.now()
    const s = await stat(path.join(this.root, file))
    if (!s?.isFile() || s.size > MAX_PAGE_BYTES) {
      this.pages.delete(file)
      return undefined
    }
    const version = `${s.size}-${s.mtimeMs}`
    let entry = this.pages.get(file)
    if (!entry || entry.version !== version) {
      entry = { checkedAt: now, version, bodies: new Map() }
      remember(this.pages, file, entry)
    }
    entry.checkedAt = now
    return entry
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
