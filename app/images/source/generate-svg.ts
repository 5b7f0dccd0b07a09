/**
 * Regenerates the committed SVG artwork in this folder from the parametric
 * sources in ./art and ./lib. The .svg files are the real sources (the image
 * pipeline only reads those); run this only when you change the artwork code:
 *
 *   node --import tsx app/images/source/generate-svg.ts [name ...]
 *
 * Flags:
 *   --png       also write PNG previews to /tmp/site-image-previews
 *   --registry  refresh width/height/color of these entries in ../images.json
 *               (only for entries whose src is the generated .svg)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { artwork } from './art/index'

const here = dirname(fileURLToPath(import.meta.url))
const args = process.argv.slice(2)
const png = args.includes('--png')
const updateRegistry = args.includes('--registry')
const names = args.filter((a) => !a.startsWith('--'))
const unknown = names.filter((n) => !(n in artwork))
if (unknown.length) {
  console.error(`Unknown artwork: ${unknown.join(', ')}. Known: ${Object.keys(artwork).join(', ')}`)
  process.exit(1)
}

const previewDir = '/tmp/site-image-previews'
const registryFile = join(here, '..', 'images.json')
const registry = JSON.parse(readFileSync(registryFile, 'utf8')) as Record<
  string,
  { src: string; width: number; height: number; color: string }
>
let registryChanged = false
for (const [name, make] of Object.entries(artwork)) {
  if (names.length && !names.includes(name)) continue
  const svg = make()
  const file = join(here, `${name}.svg`)
  writeFileSync(file, svg)
  let note = ''
  if (png) {
    const { default: sharp } = await import('sharp')
    mkdirSync(previewDir, { recursive: true })
    await sharp(Buffer.from(svg))
      .png()
      .toFile(join(previewDir, `${name}.png`))
    note = ` -> ${previewDir}/${name}.png`
  }
  if (updateRegistry && registry[name]?.src === `${name}.svg`) {
    const { default: sharp } = await import('sharp')
    const meta = await sharp(Buffer.from(svg)).metadata()
    // average colour of a small rendering, used as the placeholder colour
    const stats = await sharp(Buffer.from(svg)).resize(64).flatten({ background: '#ffffff' }).stats()
    const color = `#${stats.channels
      .slice(0, 3)
      .map((c) => Math.round(c.mean).toString(16).padStart(2, '0'))
      .join('')}`
    Object.assign(registry[name], { width: meta.width, height: meta.height, color })
    registryChanged = true
    note += `  ${meta.width}x${meta.height} ${color}`
  }
  console.log(`${name}.svg  ${(svg.length / 1024).toFixed(1)} KB${note}`)
}
if (registryChanged) {
  writeFileSync(registryFile, `${JSON.stringify(registry, null, 2)}\n`)
  console.log(`updated ${registryFile}`)
}
