import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import type { ServerResponse } from 'node:http'
import { dirname, extname, join } from 'node:path'
import sharp, { type Metadata } from 'sharp'
import { formatJson } from './format'

/**
 * Images in the editor:
 *   - a dropped file is stored in the source folder (data/images/) under a name, with its real width and height read
 *     from the file and a required alt text, as an entry of data/images.json; the build encodes it like any other;
 *   - the preview asks for renditions (/images/<name>-<width>.<avif|webp|jpg>) that the dev server encoded at its
 *     start; one that is not there yet (a new image) is encoded on demand from its source.
 */

export const IMAGE_REGISTRY = 'data/images.json'
export const IMAGE_SOURCES = 'data/images'
const ACCEPTED = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.tif', '.tiff', '.svg'])
const TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' }

type Entry = { src: string; width?: number; height?: number; alt: string; color?: string; [key: string]: unknown }

const readRegistry = async (root: string) => JSON.parse(await readFile(join(root, IMAGE_REGISTRY), 'utf8')) as Record<string, Entry>

/** Encodes a missing rendition of a registered image into the dev image folder and answers it. */
export async function serveRendition(root: string, imagesDir: string, pathname: string, res: ServerResponse): Promise<void> {
  const match = /^\/images\/([a-z0-9-]+)-(\d+)\.(avif|webp|jpg)$/.exec(pathname)
  const entry = match ? (await readRegistry(root).catch(() => ({}) as Record<string, Entry>))[match[1]] : undefined
  if (!match || !entry) {
    res.writeHead(404).end()
    return
  }
  const [, , width, format] = match
  const image = sharp(join(root, IMAGE_SOURCES, entry.src), { density: 144 }).resize({ width: Number(width), withoutEnlargement: true })
  const body = await (format === 'avif'
    ? image.avif({ quality: 50, effort: 2 })
    : format === 'jpg'
      ? image.jpeg()
      : image.webp()
  ).toBuffer()
  const out = join(imagesDir, pathname)
  await mkdir(dirname(out), { recursive: true })
  await writeFile(out, body)
  res.writeHead(200, { 'content-type': TYPES[format], 'cache-control': 'no-store' }).end(body)
}

/**
 * Brings the dev image folder up to date after a source or the registry changed: the renditions of the images whose
 * source is `changed` (a path under data/images/), or of every image when the registry itself changed, are encoded
 * again when their source's bytes changed (the pipeline's cache is keyed by them) and copied over the old ones. A
 * photo replaced under an existing name then shows at once, not after a restart.
 */
export async function refreshRenditions(root: string, outDir: string, changed: string): Promise<void> {
  const { readProject } = await import('../../../schemas/load')
  const { checkProject } = await import('../../../schemas/validate')
  const { buildImages } = await import('../../builder/images/pipeline')
  const { images } = checkProject(await readProject(root))
  const file = changed.startsWith(`${IMAGE_SOURCES}/`) ? changed.slice(IMAGE_SOURCES.length + 1) : undefined
  const only = Object.keys(images).filter((name) => file === undefined || images[name].src === file)
  if (only.length) await buildImages(outDir, { images, root, only, prune: false, log: false })
}

export class ImageError extends Error {
  constructor(
    message: string,
    readonly field: 'file' | 'name' | 'alt',
  ) {
    super(message)
  }
}

/** "Kitchen Island (2).JPG" → "kitchen-island-2" */
export const imageNameOf = (fileName: string) =>
  fileName
    .replace(/\.[^.]+$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'image'

/**
 * Stores a dropped image: the file under data/images/<name>.<ext>, and its entry in data/images.json with the
 * width and height of the file and the alt text given. Nothing is overwritten: an existing name is refused.
 */
export async function storeImage(
  root: string,
  input: { fileName: string; bytes: Buffer; name: string; alt: string },
): Promise<{ name: string; entry: Entry }> {
  const ext = extname(input.fileName).toLowerCase()
  if (!ACCEPTED.has(ext)) throw new ImageError(`expected a JPEG, PNG, WebP, AVIF, TIFF or SVG file, got "${ext || input.fileName}"`, 'file')
  const name = input.name.trim()
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(name))
    throw new ImageError('expected a name of lowercase letters, digits and single hyphens, like "outdoor-kitchen"', 'name')
  const alt = input.alt.trim()
  if (!alt) throw new ImageError('describe the image for visitors who cannot see it (alt text is required)', 'alt')
  const registryText = await readFile(join(root, IMAGE_REGISTRY), 'utf8')
  const registry = JSON.parse(registryText) as Record<string, Entry>
  if (name in registry) throw new ImageError(`an image named "${name}" exists already — choose another name`, 'name')
  let meta: Metadata
  let color: string
  try {
    const image = sharp(input.bytes)
    meta = await image.metadata()
    const { dominant } = await image.stats()
    color = `#${[dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`
  } catch {
    throw new ImageError('this file could not be read as an image', 'file')
  }
  if (!meta.width || !meta.height) throw new ImageError('this file has no width and height', 'file')
  const src = `${name}${ext === '.jpeg' ? '.jpg' : ext}`
  const target = join(root, IMAGE_SOURCES, src)
  if (
    await readFile(target).then(
      () => true,
      () => false,
    )
  )
    throw new ImageError(`data/images/${src} exists already — choose another name`, 'name')
  await mkdir(dirname(target), { recursive: true })
  await writeFile(target, input.bytes, { flag: 'wx' })
  // The entry follows the registry's own convention: width and height are written when the other entries have them.
  const sample = Object.values(registry)[0]
  const entry: Entry = { src, alt }
  if (!sample || 'width' in sample) {
    // Keep the registry's key order (src, width, height, alt, …).
    delete (entry as Partial<Entry>).alt
    Object.assign(entry, { width: meta.width, height: meta.height, alt })
  }
  if (!sample || 'color' in sample) entry.color = color
  const next = { ...registry, [name]: entry }
  const text = await formatJson(root, IMAGE_REGISTRY, next, registryText)
  const temp = join(root, `${IMAGE_REGISTRY}.${process.pid}.tmp`)
  await writeFile(temp, text)
  await rename(temp, join(root, IMAGE_REGISTRY))
  return { name, entry }
}

/** A small picture of a registered image for the editor's pickers (an SVG as it is, a photo at 320 px). */
export async function serveThumb(root: string, name: string, res: ServerResponse): Promise<void> {
  const entry = (await readRegistry(root).catch(() => ({}) as Record<string, Entry>))[name]
  if (!entry) {
    res.writeHead(404).end()
    return
  }
  const source = join(root, IMAGE_SOURCES, entry.src)
  if (entry.src.endsWith('.svg')) {
    res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'no-cache' }).end(await readFile(source))
    return
  }
  const body = await sharp(source).resize({ width: 320, withoutEnlargement: true }).webp({ quality: 70 }).toBuffer()
  res.writeHead(200, { 'content-type': 'image/webp', 'cache-control': 'no-cache' }).end(body)
}
