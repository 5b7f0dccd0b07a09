import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildImages, encoderSettings, SOURCE_FOLDER } from '../../app/builder/images/pipeline'
import { type ProjectSources, readImageSize, readProject } from '../../schemas/load'
import { checkProject, formatIssue } from '../../schemas/validate'
import { Picture } from '../../ui/Picture'
import { backgroundImageSet, type ImageRegistry, imageSources, responsiveWidths, WIDTHS } from '../../ui/image-sources'
import { projectRoot } from '../helpers/project-copy'

const SOURCE_DIR = join(projectRoot, SOURCE_FOLDER)
let sources: ProjectSources
let entries: ImageRegistry
beforeAll(async () => {
  sources = await readProject(projectRoot)
  entries = checkProject(sources).images
})

/** "a.avif 480w, b.avif 800w" -> [[url, 480], [url, 800]] */
function parseSrcSet(srcset: string): Array<[string, number]> {
  return srcset.split(',').map((part) => {
    const [url, w] = part.trim().split(/\s+/)
    expect(w).toMatch(/^\d+w$/)
    return [url, Number.parseInt(w, 10)]
  })
}

/** The registry's problems when its text is `registry` (the files as they are). */
function registryProblems(registry: unknown, imageFiles = sources.imageFiles) {
  const { issues } = checkProject({ ...sources, images: JSON.stringify(registry), imageFiles })
  return issues.filter((i) => i.file === 'data/images.json').map(formatIssue)
}

describe('image registry', () => {
  it('is valid, and every entry has the size of its file', async () => {
    expect(checkProject(sources).issues.filter((i) => i.file === 'data/images.json')).toEqual([])
    expect(Object.keys(entries).length).toBeGreaterThan(0)
    for (const [name, e] of Object.entries(entries)) {
      const meta = await sharp(await readFile(join(SOURCE_DIR, e.src))).metadata()
      expect({ name, width: e.width, height: e.height }).toEqual({ name, width: meta.width, height: meta.height })
    }
  })

  it('types no width or height: they are read from the file', async () => {
    const raw = JSON.parse(sources.images!) as Record<string, object>
    for (const [name, e] of Object.entries(raw)) expect(Object.keys(e), name).not.toContain('width')
    const dir = await mkdtemp(join(tmpdir(), 'img-size-'))
    try {
      await writeFile(join(dir, 'photo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="900" height="600"/>')
      expect(await readImageSize(join(dir, 'photo.svg'))).toEqual({ width: 900, height: 600 })
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#888' } })
        .jpeg()
        .toFile(join(dir, 'photo.jpg'))
      expect(await readImageSize(join(dir, 'photo.jpg'))).toEqual({ width: 64, height: 48 })
      // A phone photo stored sideways with an EXIF rotation is as wide as it is shown.
      await sharp({ create: { width: 64, height: 48, channels: 3, background: '#888' } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toFile(join(dir, 'turned.jpg'))
      expect(await readImageSize(join(dir, 'turned.jpg'))).toEqual({ width: 48, height: 64 })
      expect(await readImageSize(join(dir, 'none.jpg'))).toBeUndefined()
      await writeFile(join(dir, 'broken.png'), 'not a picture')
      expect(await readImageSize(join(dir, 'broken.png'))).toMatchObject({ problem: expect.stringContaining('not an image') })
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('reports a missing file, a missing alt text and a bad entry at data/images.json › name.field', () => {
    const raw = JSON.parse(sources.images!) as Record<string, Record<string, unknown>>
    const [first, second, third] = Object.keys(raw)
    const { alt: _, ...withoutAlt } = raw[second]
    const problems = registryProblems({
      ...raw,
      [first]: { ...raw[first], src: 'no-such-photo.jpg' },
      [second]: withoutAlt,
      [third]: { ...raw[third], color: 'beige', width: 1200 },
      'Bad Name': raw[first],
    })
    expect(problems).toContain(
      `data/images.json › ${first}.src: no file "no-such-photo.jpg" in data/images/ — add the file or correct the name`,
    )
    expect(problems).toContain(`data/images.json › ${second}.alt: missing required property "alt"`)
    expect(problems).toContain(`data/images.json › ${third}.color: "beige": expected a colour like "#c6b6a1"`)
    expect(problems).toContain(`data/images.json › ${third}.width: remove it: an image's width and height are read from its file`)
    expect(problems).toContain(
      'data/images.json › Bad Name: "Bad Name" is not an image name: use lower-case letters, digits and "-", like "kitchen-hero"',
    )
  })

  it('reports widths the file can not give, and widths out of order', () => {
    const raw = JSON.parse(sources.images!) as Record<string, Record<string, unknown>>
    const swatch = Object.keys(raw).find((n) => raw[n].widths)!
    const width = entries[swatch].width
    expect(registryProblems({ ...raw, [swatch]: { ...raw[swatch], widths: [320, width + 1] } })).toEqual([
      `data/images.json › ${swatch}.widths: [320,${width + 1}] go beyond the file's width, ${width} px (images are never enlarged) — use widths up to ${width} or a larger file`,
    ])
    expect(registryProblems({ ...raw, [swatch]: { ...raw[swatch], widths: [640, 320] } })).toEqual([
      `data/images.json › ${swatch}.widths: expected ascending widths, like [320, 640], got [640,320]`,
    ])
  })

  it('reports an image name nothing registers where it is used, with a suggestion', () => {
    const page = sources.pages.find((p) => p.text.includes('"image": "'))!
    const name = /"image": "([^"]+)"/.exec(page.text)![1]
    const { issues } = checkProject({
      ...sources,
      pages: sources.pages.map((p) => (p === page ? { ...p, text: p.text.replace(`"image": "${name}"`, `"image": "${name}x"`) } : p)),
    })
    expect(issues.map(formatIssue).join('\n')).toContain(`unknown image "${name}x" — did you mean "${name}"?`)
  })
})

describe('imageSources', () => {
  it('computes responsive widths that never upscale', () => {
    expect(responsiveWidths(1600)).toEqual([480, 800, 1200, 1600])
    expect(responsiveWidths(4000)).toEqual([...WIDTHS])
    expect(responsiveWidths(1200)).toEqual([480, 800, 1200])
    expect(responsiveWidths(1000)).toEqual([480, 800, 1000])
    expect(responsiveWidths(300)).toEqual([300])
  })

  it("honours an entry's own widths, never upscaling", () => {
    expect(responsiveWidths(640, [320, 640])).toEqual([320, 640])
    expect(responsiveWidths(1200, [480, 800])).toEqual([480, 800])
    expect(responsiveWidths(500, [320, 640])).toEqual([320])
    expect(responsiveWidths(300, [320, 640])).toEqual([300])
    expect(responsiveWidths(1200, [])).toEqual([480, 800, 1200])
    const swatches = Object.entries(entries).filter(([, e]) => e.widths)
    expect(swatches.length).toBeGreaterThan(0)
    for (const [name, e] of swatches) expect(imageSources(name, e).widths).toEqual(e.widths)
  })

  it('keeps every srcset within the source width', () => {
    for (const name of Object.keys(entries)) srcsetsOf(name)
  })

  const srcsetsOf = (name: string) => {
    const e = entries[name]
    const s = imageSources(name, e)
    expect(s.width).toBe(e.width)
    expect(s.height).toBe(e.height)
    expect(s.alt).toBe(e.alt)
    const avif = parseSrcSet(s.avifSrcSet)
    const webp = parseSrcSet(s.webpSrcSet)
    expect(avif.map(([, w]) => w)).toEqual(webp.map(([, w]) => w))
    expect(avif.map(([, w]) => w)).toEqual(responsiveWidths(e.width, e.widths))
    for (const [url, w] of [...avif, ...webp]) {
      expect(w).toBeLessThanOrEqual(e.width)
      expect(url).toBe(`/images/${name}-${w}.${url.endsWith('.avif') ? 'avif' : 'webp'}`)
    }
    expect(avif.every(([u]) => u.endsWith('.avif'))).toBe(true)
    expect(webp.every(([u]) => u.endsWith('.webp'))).toBe(true)
    expect(webp.map(([u]) => u)).toContain(s.fallbackSrc)
    if (e.jpeg) expect(s.jpegSrc).toBe(`/images/${name}-${e.width}.jpg`)
    else expect(s.jpegSrc).toBeUndefined()
  }

  it('builds a CSS image-set for backgrounds', () => {
    const e = { width: 1600 }
    expect(backgroundImageSet('stone-texture', e)).toBe(
      'image-set(url("/images/stone-texture-1600.avif") type("image/avif"), url("/images/stone-texture-1600.webp") type("image/webp"))',
    )
    expect(backgroundImageSet('stone-texture', e, 900)).toContain('stone-texture-800.avif')
  })
})

describe('<Picture>', () => {
  const render = (props: Parameters<typeof Picture>[0]) => renderToStaticMarkup(createElement(Picture, props))
  const image = (name: string) => ({ name, ...imageSources(name, entries[name]) })

  it('renders AVIF + WebP sources and a lazy img with intrinsic size', () => {
    const html = render({ image: image('marble'), sizes: '(min-width: 1024px) 50vw, 100vw', className: 'photo' })
    const s = imageSources('marble', entries.marble)
    expect(html).toContain(`<source type="image/avif" srcSet="${s.avifSrcSet}" sizes="(min-width: 1024px) 50vw, 100vw"/>`)
    expect(html).toContain(`<source type="image/webp" srcSet="${s.webpSrcSet}" sizes="(min-width: 1024px) 50vw, 100vw"/>`)
    expect(html).toMatch(/<img [^>]*width="1200" height="800"/)
    expect(html).toContain(`alt="${s.alt}"`)
    expect(html).toContain('class="photo"')
    expect(html).toContain('loading="lazy"')
    expect(html).toContain('decoding="async"')
    expect(html).not.toMatch(/fetchpriority/i)
    expect(html).not.toContain('style=')
  })

  it('supports priority and decorative alt', () => {
    const html = render({ image: image('kitchen-hero'), priority: true, alt: '' })
    expect(html).toContain('loading="eager"')
    expect(html).toMatch(/<img [^>]*fetchPriority="high"/i)
    expect(html).toContain('alt=""')
  })
})

describe('buildImages', () => {
  let out: string
  let cache: string
  beforeAll(async () => {
    out = await mkdtemp(join(tmpdir(), 'img-out-'))
    cache = await mkdtemp(join(tmpdir(), 'img-cache-'))
  })
  afterAll(async () => {
    await rm(out, { recursive: true, force: true })
    await rm(cache, { recursive: true, force: true })
  })

  it('encodes one entry to AVIF + WebP and reuses the cache on the next run', async () => {
    const name = 'granite'
    const widths = responsiveWidths(entries[name].width)
    const first = await buildImages(out, { images: entries, only: [name], cacheDir: cache, log: false })
    const expected = widths.flatMap((w) => [`${name}-${w}.avif`, `${name}-${w}.webp`]).sort()
    expect((await readdir(join(out, 'images'))).sort()).toEqual(expected)
    expect(first.files).toHaveLength(expected.length)
    expect(first.misses).toBe(expected.length)
    expect(first.totalBytes).toBe(first.files.reduce((n, f) => n + f.bytes, 0))

    for (const f of first.files) {
      const meta = await sharp(f.file).metadata()
      expect(meta.width).toBe(f.width)
      expect(meta.format).toBe(f.format === 'avif' ? 'heif' : f.format)
    }

    const bytesBefore = await Promise.all(first.files.map((f) => readFile(f.file)))
    await rm(join(out, 'images'), { recursive: true })
    const second = await buildImages(out, { images: entries, only: [name], cacheDir: cache, log: false })
    expect(second.hits).toBe(expected.length)
    expect(second.misses).toBe(0)
    expect(second.ms).toBeLessThan(first.ms)
    const bytesAfter = await Promise.all(second.files.map((f) => readFile(f.file)))
    expect(bytesAfter).toEqual(bytesBefore)
  }, 180_000)

  it('encodes only the widths an entry lists (a slab swatch: 320 and 640)', async () => {
    const name = Object.keys(entries).find((n) => n.startsWith('slab-'))!
    const dir = await mkdtemp(join(tmpdir(), 'img-out-'))
    try {
      const r = await buildImages(dir, { images: entries, only: [name], cacheDir: cache, log: false })
      expect((await readdir(join(dir, 'images'))).sort()).toEqual(
        [`${name}-320.avif`, `${name}-320.webp`, `${name}-640.avif`, `${name}-640.webp`].sort(),
      )
      expect(r.files.map((f) => f.width).sort()).toEqual([320, 320, 640, 640])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 180_000)

  it('encodes AVIF at effort 2 and WebP at effort 2 for every width; the settings are part of the cache key', () => {
    expect(encoderSettings('avif', 320)).toMatchObject({ quality: 50, effort: 2 })
    expect(encoderSettings('avif', 1600)).toMatchObject({ quality: 50, effort: 2 })
    expect(encoderSettings('webp', 640)).toMatchObject({ quality: 72, effort: 2 })
  })

  it('re-encodes a source that changed, and only then', async () => {
    const src = await mkdtemp(join(tmpdir(), 'img-src-'))
    try {
      const e = entries.porcelain
      await copyFile(join(SOURCE_DIR, e.src), join(src, e.src))
      const a = await buildImages(out, { images: entries, only: ['porcelain'], cacheDir: cache, sourceDir: src, log: false })
      expect(a.misses).toBe(a.files.length)
      const again = await buildImages(out, { images: entries, only: ['porcelain'], cacheDir: cache, sourceDir: src, log: false })
      expect(again.hits).toBe(again.files.length)
      await writeFile(
        join(src, e.src),
        '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#d8d2c8"/></svg>',
      )
      const b = await buildImages(out, { images: entries, only: ['porcelain'], cacheDir: cache, sourceDir: src, log: false })
      expect(b.misses).toBe(b.files.length)
      expect(b.files.reduce((n, f) => n + f.bytes, 0)).toBeLessThan(a.totalBytes)
    } finally {
      await rm(src, { recursive: true, force: true })
    }
  }, 180_000)

  it('names a missing source file', async () => {
    const src = await mkdtemp(join(tmpdir(), 'img-src-'))
    try {
      await expect(buildImages(out, { images: entries, only: ['quartz'], cacheDir: cache, sourceDir: src, log: false })).rejects.toThrow(
        /"quartz": source file not found/,
      )
      await expect(buildImages(out, { images: entries, only: ['no-such-image'], cacheDir: cache, log: false })).rejects.toThrow(
        /Unknown image "no-such-image"/,
      )
    } finally {
      await rm(src, { recursive: true, force: true })
    }
  })
})
