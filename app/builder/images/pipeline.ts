/**
 * Image pipeline: encodes every registry entry (data/images.json, loaded with each file's size by schemas/load.ts
 * and passed in) to AVIF and WebP at the widths it is shown at, into `${outDir}/images/<name>-<width>.<ext>`.
 *
 * - Sources live in data/images/. A business replaces an illustration by dropping in a photo (e.g.
 *   kitchen-hero.jpg) and pointing `src` at it; its width and height are read from the file.
 * - Encoded files are cached in <project>/.cache/site-images/ (ignored by git, and kept by `npm ci`, which only
 *   replaces node_modules/), keyed by a hash of the source bytes + width + format + encoder settings (+ sharp /
 *   libvips versions), so a build with unchanged images encodes none and only copies files.
 * - Work runs on as many workers as there are cores; each source is decoded (SVG rendered) at most once per
 *   build, only on a cache miss, and its renditions are encoded as soon as it is decoded (see buildImages).
 * - An entry may list its own `widths` (e.g. [320, 640] for a slab swatch): only those are encoded.
 */
import { createHash } from 'node:crypto'
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { join, resolve } from 'node:path'
import sharp, { type OutputInfo } from 'sharp'
import { type ImageEntry, type ImageFormat, type ImageRegistry, imageFileName, responsiveWidths } from '../../../ui/image-sources'

/** Where the sources are, relative to the project. */
export const SOURCE_FOLDER = 'data/images'
/** Where encoded renditions are cached, relative to the project: git ignores it and `npm ci` leaves it alone. */
export const CACHE_FOLDER = '.cache/site-images'

/**
 * Encoder settings, chosen with the figures in app/builder/images/README.md ("Encoding, cache and build time"). Changing any
 * value invalidates the cache automatically.
 *
 * AVIF: effort 2 at every width. Against effort 3 (used before for widths up to 800 px) it takes 0.46x the CPU for
 * the same bytes (0.4 % more) at the same quality setting, 0.5 dB lower PSNR; effort 1 is 2x faster again but
 * needs 33 % more bytes for the same PSNR, which a phone pays on the first screen's image.
 * WebP (the fallback, fetched only by browsers without AVIF): effort 2, without smart subsampling: half the CPU of
 * effort 4 (and 3, which costs the same) for files 5 % larger.
 */
export const ENCODERS = {
  avif: { quality: 50, effort: 2, chromaSubsampling: '4:2:0' },
  webp: { quality: 72, effort: 2 },
  jpg: { quality: 78, mozjpeg: true, progressive: true },
} as const

/** The encoder options of one rendition (part of its cache key). */
export function encoderSettings(format: ImageFormat, _width: number): Record<string, unknown> {
  return { ...ENCODERS[format] }
}

/** Bump to invalidate every cached file when the pipeline's processing changes. */
const PIPELINE_VERSION = 1

export interface BuildOptions {
  /** the registry, each entry with its file's size (schemas/load.ts: `(await loadProject(root)).images`) */
  images: ImageRegistry
  /** the project folder (default: the working directory) */
  root?: string
  /** only these registry names (default: all) */
  only?: string[]
  /** cache directory (default: <root>/.cache/site-images) */
  cacheDir?: string
  /** source directory (default: <root>/data/images) */
  sourceDir?: string
  /** parallel workers (default: the available cores) */
  concurrency?: number
  /** progress/summary logger; pass false to stay quiet (default: console.log) */
  log?: ((line: string) => void) | false
  /**
   * Delete cache files this build did not use, and renditions in the output folder that no entry makes any more.
   * Default: true for full builds, false when `only` is given.
   */
  prune?: boolean
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

/**
 * Reads the source files of `names` and hashes them. Throws one Error listing every problem (an unknown name, a
 * missing file); the registry's own mistakes are reported with file and path by `npm run validate` before this.
 */
export async function readSources(images: ImageRegistry, names: readonly string[], sourceDir: string): Promise<SourceInfo[]> {
  const problems: string[] = []
  const infos = await Promise.all(
    names.map(async (name): Promise<SourceInfo | undefined> => {
      const entry = Object.hasOwn(images, name) ? images[name] : undefined
      if (!entry) {
        problems.push(`Unknown image "${name}": add it to data/images.json`)
        return undefined
      }
      const file = join(sourceDir, entry.src)
      try {
        const bytes = await readFile(file)
        return { name, entry, file, bytes, hash: createHash('sha256').update(bytes).digest('hex') }
      } catch {
        problems.push(`data/images.json "${name}": source file not found: ${file}`)
        return undefined
      }
    }),
  )
  if (problems.length) throw new Error(`Image registry problems:\n  - ${problems.join('\n  - ')}`)
  return infos as SourceInfo[]
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`

/**
 * Encode every registry entry (or `opts.only`) into `${outDir}/images/`.
 * Resolves with a summary of written files; throws on registry problems.
 */
export async function buildImages(outDir: string, opts: BuildOptions): Promise<BuildResult> {
  const t0 = performance.now()
  const log = opts.log === false ? () => {} : (opts.log ?? ((l: string) => console.log(l)))
  const root = resolve(opts.root ?? '.')
  const cacheDir = resolve(opts.cacheDir ?? join(root, CACHE_FOLDER))
  const imagesDir = resolve(outDir, 'images')
  const names = opts.only ?? Object.keys(opts.images)
  const concurrency = Math.max(1, opts.concurrency ?? availableParallelism())

  const sources = await readSources(opts.images, names, opts.sourceDir ?? join(root, SOURCE_FOLDER))
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

  // Copy into the site, unless the same bytes are there already (an incremental build keeps the site folder).
  const same = async (a: string, b: string) => {
    const there = await readFile(b).catch(() => undefined)
    return there?.equals(await readFile(a)) === true
  }
  const files: BuiltFile[] = await Promise.all(
    plan.flatMap(({ renditions }) =>
      renditions.map(async (r) => {
        if (fresh.has(r) || !(await same(r.cachePath, r.outPath))) await copyFile(r.cachePath, r.outPath)
        const { size } = await stat(r.outPath)
        return { name: r.source.name, width: r.width, format: r.format, file: r.outPath, bytes: size, cached: !fresh.has(r) }
      }),
    ),
  )

  if (opts.prune ?? !opts.only) {
    for (const f of await readdir(cacheDir)) if (!used.has(f)) await rm(join(cacheDir, f), { force: true })
    const made = new Set(files.map((f) => f.file))
    for (const f of await readdir(imagesDir)) if (!made.has(join(imagesDir, f))) await rm(join(imagesDir, f), { force: true })
  }

  const totalBytes = files.reduce((n, f) => n + f.bytes, 0)
  const hits = files.filter((f) => f.cached).length
  const result: BuildResult = { files, totalBytes, hits, misses: files.length - hits, ms: Math.round(performance.now() - t0) }

  // One line per source that was encoded now (a warm build prints the summary only).
  for (const s of sources) {
    const mine = files.filter((f) => f.name === s.name)
    if (mine.every((f) => f.cached)) continue
    const parts = mine.map((f) => `${f.width}.${f.format} ${kb(f.bytes)}${f.cached ? '' : '*'}`)
    log(`  ${s.name.padEnd(22)} ${parts.join('  ')}`)
  }
  log(
    `images: ${files.length} files, ${kb(totalBytes)} total, ${result.misses} encoded (*), ${hits} from cache, ${(result.ms / 1000).toFixed(1)} s -> ${imagesDir}`,
  )
  return result
}
