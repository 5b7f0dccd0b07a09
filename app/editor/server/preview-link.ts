import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { existsSync } from 'node:fs'
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { PREVIEW_DAYS } from '../shared/preview'

/**
 * A shareable preview: a link to one version of a page — saved or not, a draft or not yet published — that opens on
 * a phone without signing in, for 7 days. The version is kept in the data folder (`previews/<id>.json`, as it was when
 * the link was made), and the link carries its id and end, signed with HMAC-SHA256 (the key: PREVIEW_SECRET, else
 * `preview-secret` in the data folder, made on first use): a link changed in any character is refused (403), an old
 * one answers 410. The page says it is a preview (a banner) and is never indexed (header and meta).
 */

export { PREVIEW_DAYS }
const DAY = 86_400_000

export type PreviewSnapshot = { file: string; value: unknown; by: string; at: string }
export type Verdict = { ok: true; snapshot: PreviewSnapshot; expires: number } | { ok: false; status: 403 | 410; reason: string }

export class PreviewLinks {
  private key?: Promise<Buffer>

  constructor(
    private readonly dataDir: string,
    private readonly secret = process.env.PREVIEW_SECRET,
    private readonly now = () => Date.now(),
  ) {}

  /** The signing key: PREVIEW_SECRET, else the data folder's, written once (only its owner may read it). */
  private signingKey(): Promise<Buffer> {
    this.key ??= (async () => {
      if (this.secret) return Buffer.from(this.secret, 'utf8')
      const file = join(this.dataDir, 'preview-secret')
      if (existsSync(file)) return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url')
      const made = randomBytes(32)
      await mkdir(this.dataDir, { recursive: true })
      const temp = `${file}.${process.pid}.tmp`
      await writeFile(temp, made.toString('base64url'), { mode: 0o600 })
      await chmod(temp, 0o600)
      await rename(temp, file)
      return made
    })()
    return this.key
  }

  private async sign(payload: string) {
    return createHmac('sha256', await this.signingKey())
      .update(`preview:${payload}`)
      .digest('base64url')
  }

  /** Keeps the version and answers the link's token (`<id>.<end in ms>.<signature>`) and its end. */
  async create(file: string, value: unknown, by: string): Promise<{ token: string; expires: number }> {
    const id = randomBytes(16).toString('base64url')
    const expires = this.now() + PREVIEW_DAYS * DAY
    const dir = join(this.dataDir, 'previews')
    await mkdir(dir, { recursive: true })
    const snapshot: PreviewSnapshot = { file, value, by, at: new Date(this.now()).toISOString() }
    await writeFile(join(dir, `${id}.json`), JSON.stringify(snapshot))
    const payload = `${id}.${expires}`
    return { token: `${payload}.${await this.sign(payload)}`, expires }
  }

  /** What a link's token opens, or why not: a token not signed by this key (changed, made up) 403, an old one 410. */
  async open(token: string): Promise<Verdict> {
    const refused = { ok: false, status: 403, reason: 'This preview link is not valid: it may have been changed or cut short.' } as const
    const parts = /^([A-Za-z0-9_-]{22})\.(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(token)
    if (!parts) return refused
    const [, id, end, signature] = parts as unknown as [string, string, string, string]
    const expected = Buffer.from(await this.sign(`${id}.${end}`))
    const given = Buffer.from(signature)
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return refused
    const expires = Number(end)
    if (expires <= this.now()) return { ok: false, status: 410, reason: 'This preview link has expired: ask for a new one.' }
    const text = await readFile(join(this.dataDir, 'previews', `${id}.json`), 'utf8').catch(() => undefined)
    if (!text) return { ok: false, status: 410, reason: 'This preview is no longer kept: ask for a new link.' }
    return { ok: true, snapshot: JSON.parse(text) as PreviewSnapshot, expires }
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The preview's page: the banner at the top of the body, and `noindex` in its head. */
export function markAsPreview(html: string, words: { by: string; expires: number; route: string }): string {
  const until = new Date(words.expires).toUTCString().replace(/:\d\d GMT$/, ' UTC')
  const banner =
    '<div role="note" data-preview-banner style="position:sticky;top:0;z-index:1000;background:#1f2937;color:#fff;' +
    'font:600 15px/1.4 system-ui,sans-serif;padding:10px 16px;text-align:center">' +
    `Preview of ${escapeHtml(words.route)}, not the live site · shared by ${escapeHtml(words.by)} · until ${escapeHtml(until)}</div>`
  const meta = '<meta name="robots" content="noindex, nofollow">'
  const withMeta = /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (m) => `${m}${meta}`) : `${meta}${html}`
  return /<body[^>]*>/i.test(withMeta) ? withMeta.replace(/<body[^>]*>/i, (m) => `${m}${banner}`) : `${banner}${withMeta}`
}

/** The page a refused link answers: what happened, in words, never indexed. */
export function refusalPage(status: number, reason: string) {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<meta name="robots" content="noindex, nofollow"><title>Preview unavailable</title></head>` +
    '<body style="font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:0 20px">' +
    `<h1 style="font-size:1.4rem">Preview unavailable</h1><p>${escapeHtml(reason)}</p><p style="color:#666">(${status})</p></body></html>`
  )
}
