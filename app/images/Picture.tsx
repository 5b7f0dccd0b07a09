/**
 * <Picture name="kitchen-hero" sizes="(min-width: 1024px) 50vw, 100vw" priority />
 *
 * Renders a registry image (app/images/images.json) as <picture> with AVIF and
 * WebP sources and an <img> carrying intrinsic width/height (no layout shift).
 * - alt: registry alt unless overridden; pass alt="" for decorative images.
 * - default: loading="lazy" decoding="async".
 * - priority: loading="eager" fetchPriority="high", plus a preload hint for
 *   the AVIF srcset (React hoists it into <head> when server rendering).
 * - className goes on the <img>.
 * Unknown names throw (build-time validation catches them before deploy).
 */
import { preload } from 'react-dom'
import { imageSources, type ImageName } from './sources'

export interface PictureProps {
  /** registry name from images.json */
  name: ImageName | (string & {})
  /** the `sizes` attribute; default "100vw" */
  sizes?: string
  /** above-the-fold image (hero / LCP): eager, high fetch priority, preloaded */
  priority?: boolean
  /** overrides the registry alt text; "" for decorative images */
  alt?: string
  className?: string
}

export function Picture({ name, sizes = '100vw', priority = false, alt, className }: PictureProps) {
  const s = imageSources(name)
  if (priority) {
    preload(s.fallbackSrc, { as: 'image', imageSrcSet: s.avifSrcSet, imageSizes: sizes, type: 'image/avif', fetchPriority: 'high' })
  }
  return (
    <picture>
      <source type="image/avif" srcSet={s.avifSrcSet} sizes={sizes} />
      <source type="image/webp" srcSet={s.webpSrcSet} sizes={sizes} />
      <img
        src={s.fallbackSrc}
        width={s.width}
        height={s.height}
        alt={alt ?? s.alt}
        className={className}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  )
}

export default Picture
