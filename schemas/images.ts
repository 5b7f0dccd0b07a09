import * as v from 'valibot'
import { AnyText } from './fields'

/**
 * The image registry (data/images.json): an image is a file in data/images/ plus this entry; its width and height
 * are read from the file when the project is loaded (schemas/load.ts), never typed. Sections and records name an
 * image by its key (schemas/fields.ts ImageName).
 */
const d = v.description

export const IMAGE_NAME_PATTERN = /^[a-z0-9-]+$/

export const ImageEntrySchema = v.strictObject({
  src: v.pipe(
    v.string(),
    v.regex(
      /^[A-Za-z0-9][\w.-]*\.(svg|jpe?g|png|webp|avif|tiff?)$/i,
      'expected a file name in data/images/, like "kitchen-hero.jpg" (svg, jpg, png, webp, avif or tiff)',
    ),
    d('The file in data/images/. Its width and height are read from the file.'),
  ),
  alt: v.pipe(AnyText, d('What the image shows, read to visitors who cannot see it; "" only for a decorative image.')),
  color: v.pipe(
    v.string(),
    v.regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour like "#c6b6a1"'),
    d('Placeholder colour shown while the image loads: roughly its average colour.'),
  ),
  jpeg: v.optional(v.pipe(v.boolean(), d('Also make a JPEG at full size (a share image).'))),
  sample: v.optional(
    v.pipe(
      v.boolean(),
      d(
        'true: sample artwork made for the site preview, not a photo of your own work. Replace the file with your photo (and remove this flag) before launch: `npm run validate -- --launch` lists what remains.',
      ),
    ),
  ),
  widths: v.optional(
    v.pipe(
      v.array(v.pipe(v.number(), v.integer(), v.minValue(1))),
      v.minLength(1),
      d('The widths to encode, ascending, when the image is only shown at a few sizes (a swatch: [320, 640]).'),
    ),
  ),
})

export const ImageRegistrySchema = v.pipe(v.record(v.string(), ImageEntrySchema), d('Images by name (data/images.json).'))

/** A registry entry as written. */
export type ImageFileEntry = v.InferOutput<typeof ImageEntrySchema>
/** The registry as loaded: each entry with its file's width and height. */
export type ImageRegistry = Record<string, ImageFileEntry & { width: number; height: number }>
