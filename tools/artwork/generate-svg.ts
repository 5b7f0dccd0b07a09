/**
 * Draws the site's artwork from the parametric sources in ./art and ./lib: each piece is an SVG, rendered once here
 * into the WebP file in data/images/ that the image pipeline reads (`<name>.webp`, the artwork's own size, quality
 * 90: a source as a photo would be). Rasterising the stone textures (librsvg's feTurbulence) costs about 0.3 s of
 * CPU per image, so it is paid when the artwork changes, never by a build. Run this only when you change the
 * artwork code:
 *
 *   node --import tsx tools/artwork/generate-svg.ts [name ...]
 *
 * Flags:
 *   --png       also write PNG previews to /tmp/site-image-previews
 *   --svg       also write the SVG drawings to /tmp/site-image-previews
 *   --registry  refresh the placeholder color of these entries in data/images.json
 *               (only for entries whose src is the generated file); artwork
 *               that carries its own alt text and widths (slab swatches,
 *               project scenes) is added to the registry when missing and
 *               keeps its alt and widths in step with the data
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Artwork, artwork } from './art/index'

const here = dirname(fileURLToPath(import.meta.url))
const args = process.argv.slice(2)
const png = args.includes('--png')
const keepSvg = args.includes('--svg')
const updateRegistry = args.includes('--registry')
const names = args.filter((a) => !a.startsWith('--'))
const unknown = names.filter((n) => !(n in artwork))
if (unknown.length) {
  console.error(`Unknown artwork: ${unknown.join(', ')}. Known: ${Object.keys(artwork).join(', ')}`)
  process.exit(1)
}

const previewDir = '/tmp/site-image-previews'
const dataDir = join(here, '../../data')
const registryFile = join(dataDir, 'images.json')
const registry = JSON.parse(readFileSync(registryFile, 'utf8')) as Record<
  string,
  { src: string; alt: string; color: string; widths?: number[] }
>
let registryChanged = false
const { default: sharp } = await import('sharp')
if (png || keepSvg) mkdirSync(previewDir, { recursive: true })

/** The encode of a source file: close to lossless for the site's AVIF/WebP renditions made from it. */
const SOURCE_WEBP = { quality: 90, effort: 6 }

/** Draw one artwork and write its source file (and the previews and registry entry asked for). */
async function generate(name: string, art: Artwork) {
  const meta = typeof art === 'function' ? undefined : art
  const svg = typeof art === 'function' ? art() : art.make()
  // Rendered once; the source and the previews are encoded from the same pixels.
  const pixels = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true })
  const image = () => sharp(pixels.data, { raw: pixels.info })
  const source = await image().webp(SOURCE_WEBP).toBuffer()
  writeFileSync(join(dataDir, 'images', `${name}.webp`), source)
  if (keepSvg) writeFileSync(join(previewDir, `${name}.svg`), svg)
  let note = ''
  const registered = updateRegistry && (registry[name]?.src === `${name}.webp` || (meta && !registry[name]))
  if (png || registered) {
    const { data, info } = await image().png().toBuffer({ resolveWithObject: true })
    if (png) {
      writeFileSync(join(previewDir, `${name}.png`), data)
      note = ` -> ${previewDir}/${name}.png`
    }
    if (registered) {
      // average colour of a small rendering, used as the placeholder colour
      const stats = await sharp(data).resize(64).flatten({ background: '#ffffff' }).stats()
      const color = `#${stats.channels
        .slice(0, 3)
        .map((c) => Math.round(c.mean).toString(16).padStart(2, '0'))
        .join('')}`
      // Width and height are not written: the build reads them from the file.
      const entry = registry[name] ?? { src: `${name}.webp`, alt: '', color }
      Object.assign(entry, { color })
      if (meta) {
        entry.alt = meta.alt
        if (meta.widths) entry.widths = meta.widths
        else delete entry.widths
      }
      registry[name] = entry
      registryChanged = true
      note += `  ${info.width}x${info.height} ${color}`
    }
  }
  console.log(`${name}.webp  ${(source.length / 1024).toFixed(1)} KB${note}`)
}

// one render per core at a time (librsvg renders on sharp's worker threads)
const todo = Object.entries(artwork).filter(([name]) => !names.length || names.includes(name))
const workers = Array.from({ length: availableParallelism() }, async () => {
  for (let next = todo.shift(); next; next = todo.shift()) await generate(...next)
})
await Promise.all(workers)
if (registryChanged) {
  // existing entries keep their place; new ones follow in artwork order
  const order = [...Object.keys(JSON.parse(readFileSync(registryFile, 'utf8'))), ...Object.keys(artwork)]
  const sorted = Object.fromEntries([...new Set(order)].filter((n) => registry[n]).map((n) => [n, registry[n]]))
  // short number arrays on one line, as the formatter writes them
  writeFileSync(
    registryFile,
    `${JSON.stringify(sorted, null, 2).replace(/\[\s+([\d,\s]+?)\s+\]/g, (_, list: string) => `[${list.split(/,\s*/).join(', ')}]`)}\n`,
  )
  console.log(`updated ${registryFile}`)
}
