/**
 * Pure, dependency-free view of the image registry (images.json) for
 * components, CSS helpers and validation. No sharp here: this module is
 * bundled into the client.
 *
 * Output naming (written by ./pipeline.ts): /images/<name>-<width>.<avif|webp|jpg>
 */
import registry from '../data/images.json'

export interface ImageEntry {
  /** file name inside data/images/ (svg, jpg, png, webp, avif, tiff) */
  src: string
  /** intrinsic size of the source file, in pixels */
  width: number
  height: number
  /** default alt text; "" marks a decorative image */
  alt: string
  /** placeholder colour (#rrggbb), roughly the image's average colour */
  color: string
  /** also emit a JPEG at the source width (e.g. for og:image) */
  jpeg?: boolean
  /**
   * Widths to encode, ascending, instead of the default candidates (WIDTHS):
   * e.g. [320, 640] for a slab swatch shown on a card and in a dialog. Widths
   * above the source width are never produced.
   */
  widths?: number[]
}

/** Registry names known at compile time (literal union from images.json). */
export type ImageName = keyof typeof registry

export type ImageFormat = 'avif' | 'webp' | 'jpg'

/** Candidate responsive widths. */
export const WIDTHS = [480, 800, 1200, 1600] as const

/** Public URL prefix of the encoded images (relative to the site root). */
export const IMAGE_BASE = '/images/'

const entries = registry as Record<string, ImageEntry>

/** All registry names, in registry order. */
export const imageNames: readonly string[] = Object.keys(entries)

export function imageExists(name: string): boolean {
  return Object.hasOwn(entries, name)
}

/** The registry entry for `name`; throws a descriptive Error for unknown names. */
export function getImage(name: string): ImageEntry {
  if (!imageExists(name)) {
    throw new Error(`Unknown image "${name}". Add it to data/images.json (known images: ${imageNames.join(', ')}).`)
  }
  return entries[name]
}

/**
 * Widths generated for a source `srcWidth` px wide.
 * - Default (no `widths`): every candidate of WIDTHS that does not upscale,
 *   plus the source width itself when it is below the largest candidate and
 *   not already listed (so the full resolution is always available, and a
 *   source narrower than 480 px still gets one rendition).
 * - With an entry's own `widths`: exactly those that do not upscale (the
 *   source width when none fits), so an image is encoded only at the sizes
 *   its use needs.
 */
export function responsiveWidths(srcWidth: number, widths?: readonly number[]): number[] {
  if (widths?.length) {
    const own = [...new Set(widths.filter((w) => w <= srcWidth))].sort((a, b) => a - b)
    return own.length ? own : [srcWidth]
  }
  const out: number[] = WIDTHS.filter((w) => w <= srcWidth)
  if (srcWidth < WIDTHS[WIDTHS.length - 1] && !out.includes(srcWidth)) out.push(srcWidth)
  return out
}

/** The widths encoded for registry entry `name` (its own `widths`, or the defaults). Throws if unknown. */
export function imageWidths(name: string): number[] {
  const e = getImage(name)
  return responsiveWidths(e.width, e.widths)
}

/** Output file name (no directory) of one rendition. */
export function imageFileName(name: string, width: number, format: ImageFormat): string {
  return `${name}-${width}.${format}`
}

/** Public URL of one rendition. Throws if `name` is unknown. */
export function imageUrl(name: string, width: number, format: ImageFormat): string {
  getImage(name)
  return `${IMAGE_BASE}${imageFileName(name, width, format)}`
}

export interface ImageSources {
  width: number
  height: number
  alt: string
  color: string
  /** generated widths, ascending */
  widths: number[]
  avifSrcSet: string
  webpSrcSet: string
  /** WebP rendition for the <img src> fallback (largest width <= 1200, else the smallest) */
  fallbackSrc: string
  /** JPEG at the source width, only for entries with "jpeg": true */
  jpegSrc?: string
}

/** An image name resolved to everything <Picture> renders. */
export type ResolvedImage = ImageSources & { name: string }

/** Everything a component needs to render `name` (`entry`: its registry entry, default the bundled registry's). */
export function imageSources(name: string, e: ImageEntry = getImage(name)): ImageSources {
  const widths = responsiveWidths(e.width, e.widths)
  const set = (format: ImageFormat) => widths.map((w) => `${IMAGE_BASE}${imageFileName(name, w, format)} ${w}w`).join(', ')
  const fallbackWidth = [...widths].reverse().find((w) => w <= 1200) ?? widths[0]
  return {
    width: e.width,
    height: e.height,
    alt: e.alt,
    color: e.color,
    widths,
    avifSrcSet: set('avif'),
    webpSrcSet: set('webp'),
    fallbackSrc: `${IMAGE_BASE}${imageFileName(name, fallbackWidth, 'webp')}`,
    ...(e.jpeg ? { jpegSrc: `${IMAGE_BASE}${imageFileName(name, e.width, 'jpg')}` } : {}),
  }
}

/**
 * CSS `image-set()` value for using an image as a background, e.g.
 * `background-image: ${backgroundImageSet('stone-texture')}`. Picks the
 * largest rendition <= `maxWidth`.
 */
export function backgroundImageSet(name: string, maxWidth = 1600): string {
  const e = getImage(name)
  const widths = responsiveWidths(e.width, e.widths)
  const w = [...widths].reverse().find((x) => x <= maxWidth) ?? widths[0]
  return `image-set(url("${imageUrl(name, w, 'avif')}") type("image/avif"), url("${imageUrl(name, w, 'webp')}") type("image/webp"))`
}
