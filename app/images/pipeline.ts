/**
 * Image pipeline: encodes every registry entry (images.json) to AVIF and WebP
 * at responsive widths, into `${outDir}/images/<name>-<width>.<ext>`.
 *
 * - Sources live in data/images/. A business replaces an illustration
 *   by dropping in a photo (e.g. kitchen-hero.jpg) and pointing `src` at it;
 *   width/height in images.json must match the file (checked, with a clear
 *   error, before anything is encoded).
 * - Encoded files are cached in node_modules/.cache/site-images/, keyed by a
 *   hash of the source bytes + width + format + encoder settings (+ sharp /
 *   libvips versions), so repeated builds only copy files.
 * - Work runs on as many workers as there are cores; each source is decoded
 *   (SVG rendered) at most once per build, only on a cache miss, and its
 *   renditions are encoded as soon as it is decoded (see buildImages).
 * - An entry may list its own `widths` (e.g. [320, 640] for a slab swatch):
 *   only those are encoded.
 */
import { createHash } from 'node:crypto'
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp, { type OutputInfo } from 'sharp'
import { getImage, imageFileName, imageNames, responsiveWidths, type ImageEntry, type ImageFormat } from '../../ui/image-sources'

const here = dirname(fileURLToPath(import.meta.url))

/** Folder holding the source files named by images.json `src`. */
export const SOURCE_DIR = join(here, '../../data/images')
/** Default cache location (repo-local, ignored by git with node_modules). */
export const DEFAULT_CACHE_DIR = resolve(here, '../../node_modules/.cache/site-images')

/**
 * Encoder settings. Changing any value invalidates the cache automatically.
 *
 * AVIF effort is chosen per output width (`avifEffort`): libaom's effort 4 costs
 * 3-6x the time of effort 2-3 for files within ~1-3% of the size at the same
 * quality setting (measured on the site's artwork, see README), so small and
 * mid renditions use 3 and the large ones 2.
 */
export const ENCODERS = {
  avif: { quality: 50, chromaSubsampling: '4:2:0' },
  webp: { quality: 72, effort: 4, smartSubsample: true },
  jpg: { quality: 78, mozjpeg: true, progressive: true },
} as const

/** AVIF effort for an output `width` px wide. */
export function avifEffort(width: number): number {
  return width <= 800 ? 3 : 2
}

/** The encoder options of one rendition (part of its cache key). */
export function encoderSettings(format: ImageFormat, width: number): Record<string, unknown> {
  return format === 'avif' ? { ...ENCODERS.avif, effort: avifEffort(width) } : { ...ENCODERS[format] }
}

/** Bump to invalidate every cached file when the pipeline's processing changes. */
const PIPELINE_VERSION = 1

export interface BuildOptions {
  /** only these registry names (default: all) */
  only?: string[]
  /** cache directory (default: node_modules/.cache/site-images) */
  cacheDir?: string
  /** source directory (default: data/images) */
  sourceDir?: string
  /** parallel workers (default: the available cores) */
  concurrency?: number
  /** progress/summary logger; pass false to stay quiet (default: console.log) */
  log?: ((line: string) => void) | false
  /**
   * Delete cache files this build did not use. Default: true for full builds,
   * false when `only` is given.
   */
  pruneCache?: boolean
}

export interface BuiltFile {
  name: string
  width: number
  format: ImageFormat
  /** absolute output path */
  file: string
  bytes: number
  /** true when copied from the cache, false when freshly encoded */
  cached: boolean
}

export interface BuildResult {
  files: BuiltFile[]
  totalBytes: number
  hits: number
  misses: number
  ms: number
}

export interface SourceInfo {
  name: string
  entry: ImageEntry
  file: string
  bytes: Buffer
  hash: string
}

/** Problems with an entry's optional `widths` (ascending positive integers, none above the source width). */
export function widthProblems(name: string, entry: Pick<ImageEntry, 'width' | 'widths'>): string[] {
  const w = entry.widths
  if (w === undefined) return []
  const ok = Array.isArray(w) && w.length > 0 && w.every((x, i) => Number.isInteger(x) && x > 0 && (i === 0 || x > w[i - 1]))
  if (!ok) return [`images.json "${name}": "widths" must be ascending positive integers like [320, 640], got ${JSON.stringify(w)}`]
  if (w.some((x) => x > entry.width))
    return [
      `images.json "${name}": "widths" ${JSON.stringify(w)} go beyond the source width ${entry.width} (images are never upscaled); ` +
        `use widths up to ${entry.width} or a larger source.`,
    ]
  return []
}

/** Real pixel size of an image file, honouring EXIF orientation. */
async function realSize(bytes: Buffer): Promise<{ width: number; height: number; format?: string }> {
  const m = await sharp(bytes).metadata()
  if (!m.width || !m.height) throw new Error('could not read image dimensions')
  const rotated = (m.orientation ?? 1) >= 5
  return { width: rotated ? m.height : m.width, height: rotated ? m.width : m.height, format: m.format }
}

/**
 * Read and check the source files of `names` (default: all). Throws one Error
 * listing every problem (missing file, unreadable file, or width/height in
 * images.json not matching the real file).
 */
export async function verifySources(names: readonly string[] = imageNames, sourceDir = SOURCE_DIR): Promise<SourceInfo[]> {
  const problems: string[] = []
  const infos: SourceInfo[] = []
  await Promise.all(
    names.map(async (name) => {
      let entry: ImageEntry
      try {
        entry = getImage(name)
      } catch (e) {
        problems.push((e as Error).message)
        return
      }
      const file = join(sourceDir, entry.src)
      let bytes: Buffer
      try {
        bytes = await readFile(file)
      } catch {
        problems.push(`images.json "${name}": source file not found: ${file}`)
        return
      }
      try {
        const real = await realSize(bytes)
        if (real.width !== entry.width || real.height !== entry.height) {
          problems.push(
            `images.json "${name}" says ${entry.width}x${entry.height} but ${entry.src} is ${real.width}x${real.height}. ` +
              `Update "width": ${real.width}, "height": ${real.height} in data/images.json (or resize the file).`,
          )
          return
        }
      } catch (e) {
        problems.push(`images.json "${name}": cannot read ${file}: ${(e as Error).message}`)
        return
      }
      if (!/^#[0-9a-fA-F]{6}$/.test(entry.color))
        problems.push(`images.json "${name}": "color" must be #rrggbb, got ${JSON.stringify(entry.color)}`)
      problems.push(...widthProblems(name, entry))
      infos.push({ name, entry, file, bytes, hash: createHash('sha256').update(bytes).digest('hex') })
    }),
  )
  if (problems.length) throw new Error(`Image registry problems:\n  - ${problems.join('\n  - ')}`)
  return names.map((n) => infos.find((i) => i.name === n)!)
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

/**
 * Encode every registry entry (or `opts.only`) into `${outDir}/images/`.
 * Resolves with a summary of written files; throws on registry problems.
 */
export async function buildImages(outDir: string, opts: BuildOptions = {}): Promise<BuildResult> {
  const t0 = performance.now()
  const log = opts.log === false ? () => {} : (opts.log ?? ((l: string) => console.log(l)))
  const cacheDir = resolve(opts.cacheDir ?? DEFAULT_CACHE_DIR)
  const imagesDir = resolve(outDir, 'images')
  const names = opts.only ?? imageNames
  const concurrency = Math.max(1, opts.concurrency ?? availableParallelism())

  const sources = await verifySources(names, opts.sourceDir ?? SOURCE_DIR)
  await mkdir(cacheDir, { recursive: true })
  await mkdir(imagesDir, { recursive: true })

  const versions = `${sharp.versions.sharp}/${sharp.versions.vips}/${sharp.versions.aom ?? ''}/${sharp.versions.webp ?? ''}/${sharp.versions.rsvg ?? ''}`

  interface Rendition {
    source: SourceInfo
    width: number
    format: ImageFormat
    cachePath: string
    outPath: string
  }
  const used = new Set<string>()
  const plan = sources.map((s) => {
    const widths = responsiveWidths(s.entry.width, s.entry.widths)
    const formats: Array<[ImageFormat, number[]]> = [
      ['avif', widths],
      ['webp', widths],
    ]
    if (s.entry.jpeg) formats.push(['jpg', [s.entry.width]])
    const renditions: Rendition[] = []
    for (const [format, ws] of formats) {
      for (const width of ws) {
        const settings = encoderSettings(format, width)
        const key = createHash('sha256')
          .update(JSON.stringify({ v: PIPELINE_VERSION, source: s.hash, width, format, settings, background: s.entry.color, versions }))
          .digest('hex')
          .slice(0, 24)
        const cacheName = `${s.name}-${width}-${key}.${format}`
        used.add(cacheName)
        renditions.push({
          source: s,
          width,
          format,
          cachePath: join(cacheDir, cacheName),
          outPath: join(imagesDir, imageFileName(s.name, width, format)),
        })
      }
    }
    return { source: s, renditions }
  })

  const exists = (p: string) =>
    stat(p).then(
      () => true,
      () => false,
    )
  const encode = async (r: Rendition, pixels: { data: Buffer; info: OutputInfo }) => {
    const { data, info } = pixels
    let img = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    if (r.width !== info.width) img = img.resize({ width: r.width, kernel: 'lanczos3' })
    const settings = encoderSettings(r.format, r.width)
    const buf =
      r.format === 'avif'
        ? await img.avif(settings).toBuffer()
        : r.format === 'webp'
          ? await img.webp(settings).toBuffer()
          : await img.jpeg(settings).toBuffer()
    // atomic write so an interrupted build never leaves a truncated cache entry
    const tmp = `${r.cachePath}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
    await writeFile(tmp, buf)
    await rename(tmp, r.cachePath)
  }

  // Scheduling: every worker first takes an encode of a source that is already decoded, else decodes the
  // next source (each source is rendered once, and only when one of its renditions is not cached). Decodes of
  // different sources therefore run side by side with encodes, and a source's pixels are freed as soon as its
  // last encode is done. Sources are taken largest first so a big one does not end up alone at the end.
  const todo = [...plan].sort(
    (a, b) =>
      b.renditions.length * b.source.entry.width * b.source.entry.height -
      a.renditions.length * a.source.entry.width * a.source.entry.height,
  )
  const encodes: Array<() => Promise<void>> = []
  const decoding = new Set<Promise<void>>()
  const fresh = new Set<Rendition>()
  const prepare = async ({ source, renditions }: (typeof plan)[number]) => {
    const missing: Rendition[] = []
    for (const r of renditions) if (!(await exists(r.cachePath))) missing.push(r)
    if (!missing.length) return
    const pixels = await sharp(source.bytes, { limitInputPixels: 100_000_000 })
      .rotate()
      .flatten({ background: source.entry.color })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true })
    for (const r of missing) {
      fresh.add(r)
      encodes.push(() => encode(r, pixels))
    }
  }
  const worker = async () => {
    for (;;) {
      const job = encodes.shift()
      if (job) {
        await job()
        continue
      }
      const next = todo.shift()
      if (next) {
        const p = prepare(next)
        decoding.add(p)
        try {
          await p
        } finally {
          decoding.delete(p)
        }
        continue
      }
      if (decoding.size) {
        await Promise.race(decoding).catch(() => {})
        continue
      }
      return
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))

  const files: BuiltFile[] = []
  for (const { renditions } of plan) {
    for (const r of renditions) {
      await copyFile(r.cachePath, r.outPath)
      const { size } = await stat(r.outPath)
      files.push({ name: r.source.name, width: r.width, format: r.format, file: r.outPath, bytes: size, cached: !fresh.has(r) })
    }
  }

  const prune = opts.pruneCache ?? !opts.only
  if (prune) {
    for (const f of await readdir(cacheDir)) {
      if (!used.has(f)) await rm(join(cacheDir, f), { force: true })
    }
  }

  const totalBytes = files.reduce((n, f) => n + f.bytes, 0)
  const hits = files.filter((f) => f.cached).length
  const result: BuildResult = { files, totalBytes, hits, misses: files.length - hits, ms: Math.round(performance.now() - t0) }

  for (const s of sources) {
    const mine = files.filter((f) => f.name === s.name)
    const parts = mine.map((f) => `${f.width}.${f.format} ${kb(f.bytes)}${f.cached ? '' : '*'}`)
    log(`  ${s.name.padEnd(22)} ${parts.join('  ')}`)
  }
  log(
    `images: ${files.length} files, ${kb(totalBytes)} total, ${result.misses} encoded (*), ${hits} from cache, ${(result.ms / 1000).toFixed(1)} s -> ${imagesDir}`,
  )
  return result
}
