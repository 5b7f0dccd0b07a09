/**
 * Pure helpers over one image registry entry, for components, CSS helpers, resolution and the pipeline. No sharp,
 * no file system and no registry import here: this module is bundled into the client, and the registry
 * (data/images.json) is data, read once by the project loader (schemas/load.ts) and passed to what needs it.
 *
 * Output naming (written by app/builder/images/pipeline.ts): /images/<name>-<width>.<avif|webp|jpg>
 */

/**
 * The registry name of the stone texture behind "stone" sections and text-only heroes: a CSS background
 * (panda.config.ts), the one image the stylesheet names. Pages carry its smallest rendition inline (app/builder/prerender.ts).
 */
export const STONE_TEXTURE = 'stone-texture'

/** A registry entry as written in data/images.json: the file and what to say about it. */
export interface ImageFileEntry {
  /** file name inside data/images/ (svg, jpg, png, webp, avif, tiff) */
  src: string
  /** alt text; "" marks a decorative image */
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

/** A registry entry with its intrinsic size, read from the file when the project is loaded (never typed). */
export interface ImageEntry extends ImageFileEntry {
  width: number
  height: number
}

/** The image registry as loaded: name → entry with its size. */
export type ImageRegistry = Record<string, ImageEntry>

export type ImageFormat = 'avif' | 'webp' | 'jpg'

/** Candidate responsive widths. */
export const WIDTHS = [480, 800, 1200, 1600] as const

/** Public URL prefix of the encoded images (relative to the site root). */
export const IMAGE_BASE = '/images/'

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

/** Output file name (no directory) of one rendition. */
export function imageFileName(name: string, width: number, format: ImageFormat): string {
  return `${name}-${width}.${format}`
}

/** Public URL of one rendition. */
export function imageUrl(name: string, width: number, format: ImageFormat): string {
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

/** Everything a component needs to render the image `name` whose registry entry is `e`. */
export function imageSources(name: string, e: ImageEntry): ImageSources {
  const widths = responsiveWidths(e.width, e.widths)
  const set = (format: ImageFormat) => widths.map((w) => `${imageUrl(name, w, format)} ${w}w`).join(', ')
  const fallbackWidth = [...widths].reverse().find((w) => w <= 1200) ?? widths[0]
  return {
    width: e.width,
    height: e.height,
    alt: e.alt,
    color: e.color,
    widths,
    avifSrcSet: set('avif'),
    webpSrcSet: set('webp'),
    fallbackSrc: imageUrl(name, fallbackWidth, 'webp'),
    ...(e.jpeg ? { jpegSrc: imageUrl(name, e.width, 'jpg') } : {}),
  }
}

/**
 * CSS `image-set()` value for using an image as a background, e.g.
 * `background-image: ${backgroundImageSet('stone-texture', entry)}`. Picks the
 * largest rendition <= `maxWidth`.
 */
export function backgroundImageSet(name: string, e: Pick<ImageEntry, 'width' | 'widths'>, maxWidth = 1600): string {
  const widths = responsiveWidths(e.width, e.widths)
  const w = [...widths].reverse().find((x) => x <= maxWidth) ?? widths[0]
  return `image-set(url("${imageUrl(name, w, 'avif')}") type("image/avif"), url("${imageUrl(name, w, 'webp')}") type("image/webp"))`
}
