import { IMAGE_NAME_PATTERN, type ImageRegistry, ImageRegistrySchema } from '../images'
import { jsonSchemaOf } from '../json-schema'
import type { CheckContext } from './context'
import type { Json } from './issues'
import { parseJson } from './parse'
import { schemaIssues, validatorFor } from './schema-issues'

const IMAGES_FILE = 'data/images.json'

/**
 * The image registry (data/images.json): each entry against its schema, its name, its file found in data/images/ and
 * read, its widths possible for that file. Every entry is kept with the width and height of its file.
 */
export function imageRegistry(ctx: CheckContext) {
  const { sources, issues } = ctx
  if (sources.images === undefined) {
    issues.push({ file: IMAGES_FILE, path: '', message: 'the image registry is missing' })
    return
  }
  const parsed = parseJson(IMAGES_FILE, sources.images)
  if (parsed.issue) {
    issues.push(parsed.issue)
    return
  }
  const registry = parsed.data
  if (!registry || typeof registry !== 'object' || Array.isArray(registry)) {
    issues.push({ file: IMAGES_FILE, path: '', message: 'expected an object of images by name, like { "kitchen-hero": { "src": … } }' })
    return
  }
  const bad = schemaIssues(
    IMAGES_FILE,
    validatorFor('images', () => jsonSchemaOf(ImageRegistrySchema, IMAGES_FILE)),
    registry,
  )
  // Width and height are read from the file: an entry that still types them is told so.
  issues.push(
    ...bad.map((issue) =>
      /\.(width|height)$/.test(issue.path) && issue.message.startsWith('unknown property')
        ? { ...issue, message: `remove it: an image's width and height are read from its file` }
        : issue,
    ),
  )
  const images: ImageRegistry = {}
  for (const [name, entry] of Object.entries<Json>(registry)) {
    if (!IMAGE_NAME_PATTERN.test(name))
      issues.push({
        file: IMAGES_FILE,
        path: name,
        message: `"${name}" is not an image name: use lower-case letters, digits and "-", like "kitchen-hero"`,
      })
    if (typeof entry?.src !== 'string') continue
    const size = sources.imageFiles?.[entry.src]
    if (size === undefined) {
      issues.push({
        file: IMAGES_FILE,
        path: `${name}.src`,
        message: `no file "${entry.src}" in data/images/ — add the file or correct the name`,
      })
      continue
    }
    if ('problem' in size) {
      issues.push({ file: IMAGES_FILE, path: `${name}.src`, message: `data/images/${entry.src}: ${size.problem}` })
      continue
    }
    const widths = entry.widths
    if (Array.isArray(widths) && widths.every((w) => typeof w === 'number')) {
      if (widths.some((w, i) => i > 0 && w <= widths[i - 1]))
        issues.push({
          file: IMAGES_FILE,
          path: `${name}.widths`,
          message: `expected ascending widths, like [320, 640], got ${JSON.stringify(widths)}`,
        })
      else if (widths.some((w) => w > size.width))
        issues.push({
          file: IMAGES_FILE,
          path: `${name}.widths`,
          message: `${JSON.stringify(widths)} go beyond the file's width, ${size.width} px (images are never enlarged) — use widths up to ${size.width} or a larger file`,
        })
    }
    images[name] = { ...entry, width: size.width, height: size.height }
  }
  ctx.images = images
  ctx.imageNames = Object.keys(registry)
}
