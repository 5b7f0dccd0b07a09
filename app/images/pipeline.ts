/**
 * Image pipeline: encodes every registry entry (images.json) to AVIF and WebP
 * at responsive widths, into `${outDir}/images/<name>-<width>.<ext>`.
 *
 * - Sources live in app/images/source/. A business replaces an illustration
 *   by dropping in a photo (e.g. kitchen-hero.jpg) and pointing `src` at it;
 *   width/height in images.json must match the file (checked, with a clear
 *   error, before anything is encoded).
 * - Encoded files are cached in node_modules/.cache/site-images/, keyed by a
 *   hash of the source bytes + width + format + encoder settings (+ sharp /
 *   libvips versions), so repeated builds only copy files.
 * - Encodes run with bounded concurrency (2 by default); each source is
 *   decoded (SVG rendered) at most once per build, and only on a cache miss.
 */
import { createHash } from 'node:crypto'
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import sharp, { type OutputInfo } from 'sharp'
import { getImage, imageFileName, imageNames, responsiveWidths, type ImageEntry, type ImageFormat } from './sources'

const here = dirname(fileURLToPath(import.meta.url))

/** Folder holding the source files named by images.json `src`. */
export const SOURCE_DIR = join(here, 'source')
/** Default cache location (repo-local, ignored by git with node_modules). */
export const DEFAULT_CACHE_DIR = resolve(here, '../../node_modules/.cache/site-images')

/** Encoder settings. Changing any value invalidates the cache automatically. */
export const ENCODERS = {
  avif: { quality: 50, effort: 4, chromaSubsampling: '4:2:0' },
  webp: { quality: 72, effort: 4, smartSubsample: true },
  jpg: { quality: 78, mozjpeg: true, progressive: true },
} as const

/** Bump to invalidate every cached file when the pipeline's processing changes. */
const PIPELINE_VERSION = 1

export interface BuildOptions {
  /** only these registry names (default: all) */
  only?: string[]
  /** cache directory (default: node_modules/.cache/site-images) */
  cacheDir?: string
  /** source directory (default: app/images/source) */
  sourceDir?: string
  /** parallel encodes (default: 2, or fewer on a 1-core machine) */
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
              `Update "width": ${real.width}, "height": ${real.height} in app/images/images.json (or resize the file).`,
          )
          return
        }
      } catch (e) {
        problems.push(`images.json "${name}": cannot read ${file}: ${(e as Error).message}`)
        return
      }
      if (!/^#[0-9a-fA-F]{6}$/.test(entry.color))
        problems.push(`images.json "${name}": "color" must be #rrggbb, got ${JSON.stringify(entry.color)}`)
      infos.push({ name, entry, file, bytes, hash: createHash('sha256').update(bytes).digest('hex') })
    }),
  )
  if (problems.length) throw new Error(`Image registry problems:\n  - ${problems.join('\n  - ')}`)
  return names.map((n) => infos.find((i) => i.name === n)!)
}

/** Run async jobs with at most `limit` in flight. */
async function pool<T>(jobs: Array<() => Promise<T>>, limit: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length)
  let next = 0
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++
      results[i] = await jobs[i]()
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker))
  return results
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
  const concurrency = Math.max(1, opts.concurrency ?? Math.min(2, availableParallelism()))

  const sources = await verifySources(names, opts.sourceDir ?? SOURCE_DIR)
  await mkdir(cacheDir, { recursive: true })
  await mkdir(imagesDir, { recursive: true })

  const versions = `${sharp.versions.sharp}/${sharp.versions.vips}/${sharp.versions.aom ?? ''}/${sharp.versions.webp ?? ''}/${sharp.versions.rsvg ?? ''}`

  // Decoded pixels per source, created lazily on the first cache miss.
  const decoded = new Map<string, Promise<{ data: Buffer; info: OutputInfo }>>()
  const decode = (s: SourceInfo) => {
    let p = decoded.get(s.name)
    if (!p) {
      p = sharp(s.bytes, { limitInputPixels: 100_000_000 })
        .rotate()
        .flatten({ background: s.entry.color })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true })
      decoded.set(s.name, p)
    }
    return p
  }

  const used = new Set<string>()
  const jobs: Array<() => Promise<BuiltFile>> = []
  for (const s of sources) {
    const formats: Array<[ImageFormat, number[]]> = [
      ['avif', responsiveWidths(s.entry.width)],
      ['webp', responsiveWidths(s.entry.width)],
    ]
    if (s.entry.jpeg) formats.push(['jpg', [s.entry.width]])
    for (const [format, widths] of formats) {
      for (const width of widths) {
        const settings = ENCODERS[format]
        const key = createHash('sha256')
          .update(JSON.stringify({ v: PIPELINE_VERSION, source: s.hash, width, format, settings, background: s.entry.color, versions }))
          .digest('hex')
          .slice(0, 24)
        const cacheName = `${s.name}-${width}-${key}.${format}`
        used.add(cacheName)
        const cachePath = join(cacheDir, cacheName)
        const outPath = join(imagesDir, imageFileName(s.name, width, format))
        jobs.push(async () => {
          let cached = true
          try {
            await stat(cachePath)
          } catch {
            cached = false
            const { data, info } = await decode(s)
            let img = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
            if (width !== info.width) img = img.resize({ width, kernel: 'lanczos3' })
            const buf =
              format === 'avif'
                ? await img.avif(ENCODERS.avif).toBuffer()
                : format === 'webp'
                  ? await img.webp(ENCODERS.webp).toBuffer()
                  : await img.jpeg(ENCODERS.jpg).toBuffer()
            // atomic write so an interrupted build never leaves a truncated cache entry
            const tmp = `${cachePath}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
            await writeFile(tmp, buf)
            await rename(tmp, cachePath)
          }
          await copyFile(cachePath, outPath)
          const { size } = await stat(outPath)
          return { name: s.name, width, format, file: outPath, bytes: size, cached }
        })
      }
    }
  }

  const files = await pool(jobs, concurrency)
  decoded.clear()

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
