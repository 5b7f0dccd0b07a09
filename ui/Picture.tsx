/**
 * <Picture image={props.image} sizes="(min-width: 1024px) 50vw, 100vw" priority />
 *
 * Renders a resolved image (a registry name turned into its renditions when the page was resolved: see
 * sections/section.ts ResolvedImage) as <picture> with AVIF and WebP sources and an <img> carrying intrinsic
 * width/height (no layout shift). Pure: it reads nothing but its props, so it renders the same on the server and
 * in the browser from the page's data.
 * - alt: the registry alt unless overridden; pass alt="" for decorative images.
 * - default: loading="lazy" decoding="async".
 * - priority: loading="eager" fetchPriority="high", plus a preload hint for the AVIF srcset (React hoists it into
 *   <head> when server rendering).
 * - className goes on the <img>.
 */
import { preload } from 'react-dom'
import type { ResolvedImage } from './image-sources'

export interface PictureProps {
  image: ResolvedImage
  /** the `sizes` attribute; default "100vw" */
  sizes?: string
  /** above-the-fold image (hero / LCP): eager, high fetch priority, preloaded */
  priority?: boolean
  /** overrides the registry alt text; "" for decorative images */
  alt?: string
  className?: string
}

export function Picture({ image, sizes = '100vw', priority = false, alt, className }: PictureProps) {
  if (priority) {
    preload(image.fallbackSrc, { as: 'image', imageSrcSet: image.avifSrcSet, imageSizes: sizes, type: 'image/avif', fetchPriority: 'high' })
  }
  return (
    <picture>
      <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />
      <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} />
      <img
        src={image.fallbackSrc}
        width={image.width}
        height={image.height}
        alt={alt ?? image.alt}
        className={className}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  )
}
