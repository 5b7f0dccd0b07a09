/**
 * A site published from the studio (app/editor/server/publish.ts): `SITE_DIR` names `<builds>/current/client`, where
 * `current` is a symbolic link to one build folder `<builds>/<id>` (its `client/`, `server/` and the files the build
 * writes beside them), replaced atomically — a new link renamed over it — by each publish and rollback.
 *
 * The server follows the link itself, never through it: each build is held as its real folder with its own page cache,
 * redirects and per-page CSP, and every request takes the build that is live when it begins and answers everything
 * from it (a page with its own CSP hashes, a page's data, an asset), so no answer joins two builds. The link is looked
 * at every POLL_MS (and at once on SIGHUP); a new target is loaded and then made live in one assignment. The builds
 * live before it stay answerable for their hashed files (`assets/`, `images/`): a page a visitor opened before the
 * switch still loads its scripts, styles and pictures. Several instances on one machine (or one shared disk) each
 * follow the same link.
 *
 * A SITE_DIR that is no such link (`dist/client`, the default) is served as it always was: one folder, no polling.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { buildCsp, type CspExtras, readCspExtras } from './security-headers'
import { PageCache } from './page-cache'

export const CURRENT_LINK = 'current'
const POLL_MS = 250
/** Builds that were live before the current one and still answer for their hashed files. */
const KEEP_OLDER = 3

export interface SiteBuild {
  /** The build folder's name (`<builds>/<id>`); '' for a plain SITE_DIR. */
  id: string
  /** The real folder of its pages and files (no link in it). */
  root: string
  cache: PageCache
  /** Per HTML file (relative to root), its policy, when the build wrote csp.json (live builds only). */
  csp?: { base: string; perFile: Map<string, string> }
}

/** The policy of every HTML file csp.json names, and the one for everything else. */
export function cspByFile(extras: CspExtras) {
  const files = new Set([...Object.keys(extras.pages), ...Object.keys(extras.styles)])
  return {
    base: buildCsp(extras),
    perFile: new Map([...files].map((file) => [file, buildCsp(extras, extras.pages[file], extras.styles[file])])),
  }
}

/** `<builds>/current/client` when `current` is a symbolic link: the builds folder; else undefined. */
async function buildsOf(root: string): Promise<string | undefined> {
  const link = path.dirname(root)
  if (path.basename(link) !== CURRENT_LINK || path.basename(root) !== 'client') return undefined
  const stat = await fs.lstat(link).catch(() => null)
  return stat?.isSymbolicLink() ? path.dirname(link) : undefined
}

export class LiveSite {
  private live: SiteBuild
  private older: SiteBuild[] = []
  private timer?: NodeJS.Timeout
  private checking = false
  private readonly onHup = () => void this.check()

  private constructor(
    private readonly root: string,
    live: SiteBuild,
    private readonly builds?: string,
  ) {
    this.live = live
  }

  static async open(root: string): Promise<LiveSite> {
    const builds = await buildsOf(root)
    if (!builds) return new LiveSite(root, { id: '', root, cache: new PageCache(root) })
    const site = new LiveSite(root, await LiveSite.load(root), builds)
    site.timer = setInterval(() => void site.check(), POLL_MS)
    site.timer.unref()
    process.on('SIGHUP', site.onHup)
    return site
  }

  /** The build the link names now, loaded (its CSP read first: a malformed csp.json keeps the live build). */
  private static async load(root: string): Promise<SiteBuild> {
    const real = await fs.realpath(root)
    const csp = cspByFile(await readCspExtras(real))
    return { id: path.basename(path.dirname(real)), root: real, cache: new PageCache(real), csp }
  }

  /** Whether the site follows a builds folder's `current` link. */
  get following() {
    return this.builds !== undefined
  }

  /** The build live now: a request takes it once and answers from it alone. */
  current(): SiteBuild {
    return this.live
  }

  /** The builds live before this one, newest first (their hashed files stay answerable). */
  earlier(): readonly SiteBuild[] {
    return this.older
  }

  /** Looks at the link: a new target is loaded, then made live. */
  async check(): Promise<void> {
    if (!this.builds || this.checking) return
    this.checking = true
    try {
      const real = await fs.realpath(this.root).catch(() => undefined)
      if (!real || real === this.live.root) return
      if (!(await fs.stat(path.join(real, 'index.html')).catch(() => null))) return
      const next = this.older.find((b) => b.root === real) ?? (await LiveSite.load(this.root))
      // Warm the home page, so the first visitor after the switch is not the one who waits on the disk.
      await next.cache.page('index.html', 'br, gzip').catch(() => undefined)
      const before = this.live
      this.live = next
      this.older = [before, ...this.older.filter((b) => b.root !== next.root && b.root !== before.root)].slice(0, KEEP_OLDER)
    } catch {
      // A build half-removed or a malformed csp.json: the live build stays, looked at again at the next poll.
    } finally {
      this.checking = false
    }
  }

  close() {
    if (this.timer) clearInterval(this.timer)
    process.off('SIGHUP', this.onHup)
  }
}
