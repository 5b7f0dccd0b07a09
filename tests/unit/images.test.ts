import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import registry from '../../data/images.json'
import { avifEffort, buildImages, encoderSettings, SOURCE_DIR, verifySources, widthProblems } from '../../app/images/pipeline'
import { Picture } from '../../ui/Picture'
import {
  backgroundImageSet,
  getImage,
  imageExists,
  imageNames,
  imageSources,
  imageWidths,
  responsiveWidths,
  WIDTHS,
} from '../../ui/image-sources'

const entries = registry as Record<
  string,
  { src: string; width: number; height: number; alt: string; color: string; jpeg?: boolean; widths?: number[] }
>

/** "a.avif 480w, b.avif 800w" -> [[url, 480], [url, 800]] */
function parseSrcSet(srcset: string): Array<[string, number]> {
  return srcset.split(',').map((part) => {
    const [url, w] = part.trim().split(/\s+/)
    expect(w).toMatch(/^\d+w$/)
    return [url, Number.parseInt(w, 10)]
  })
}

describe('image registry', () => {
  it('has well-formed entries', () => {
    expect(imageNames.length).toBeGreaterThan(0)
    for (const [name, e] of Object.entries(entries)) {
      expect(name, name).toMatch(/^[a-z0-9-]+$/)
      expect(typeof e.src, name).toBe('string')
      expect(Number.isInteger(e.width) && e.width > 0, name).toBe(true)
      expect(Number.isInteger(e.height) && e.height > 0, name).toBe(true)
      expect(typeof e.alt, name).toBe('string')
      expect(e.color, name).toMatch(/^#[0-9a-f]{6}$/i)
      expect(widthProblems(name, e), name).toEqual([])
    }
  })

  it('checks per-entry widths', () => {
    expect(widthProblems('a', { width: 640, widths: [320, 640] })).toEqual([])
    expect(widthProblems('a', { width: 640 })).toEqual([])
    expect(widthProblems('a', { width: 640, widths: [640, 320] })[0]).toMatch(/"a": "widths" must be ascending positive integers/)
    expect(widthProblems('a', { width: 640, widths: [] })[0]).toMatch(/must be ascending/)
    expect(widthProblems('a', { width: 640, widths: [320.5] })[0]).toMatch(/must be ascending/)
    expect(widthProblems('a', { width: 640, widths: [320, 800] })[0]).toMatch(
      /go beyond the source width 640 \(images are never upscaled\)/,
    )
  })

  it.each(Object.keys(entries))('%s: source exists and its real dimensions match the registry', async (name) => {
    const e = entries[name]
    const bytes = await readFile(join(SOURCE_DIR, e.src))
    const meta = await sharp(bytes).metadata()
    expect({ width: meta.width, height: meta.height }).toEqual({ width: e.width, height: e.height })
  })

  it('verifySources accepts the committed registry', async () => {
    const infos = await verifySources()
    expect(infos.map((i) => i.name)).toEqual(imageNames)
  })

  it('verifySources reports a registry/file size mismatch clearly', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'img-src-'))
    try {
      await writeFile(
        join(dir, entries.granite.src),
        '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="640" height="480"/></svg>',
      )
      await expect(verifySources(['granite'], dir)).rejects.toThrow(/"granite" says 1200x800 but granite\.svg is 640x480/)
      await expect(verifySources(['quartz'], dir)).rejects.toThrow(/source file not found/)
      await expect(verifySources(['no-such-image'], dir)).rejects.toThrow(/Unknown image "no-such-image"/)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
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
    for (const [name, e] of swatches) {
      expect(imageWidths(name)).toEqual(e.widths)
      expect(imageSources(name).widths).toEqual(e.widths)
    }
  })

  it.each(Object.keys(entries))('%s: srcsets stay within the source width', (name) => {
    const e = entries[name]
    const s = imageSources(name)
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
  })

  it('validates names', () => {
    expect(imageExists('kitchen-hero')).toBe(true)
    expect(imageExists('nope')).toBe(false)
    expect(imageExists('toString')).toBe(false)
    expect(() => imageSources('nope')).toThrow(/Unknown image "nope"/)
    expect(() => getImage('nope')).toThrow(/images\.json/)
  })

  it('builds a CSS image-set for backgrounds', () => {
    expect(backgroundImageSet('stone-texture')).toBe(
      'image-set(url("/images/stone-texture-1600.avif") type("image/avif"), url("/images/stone-texture-1600.webp") type("image/webp"))',
    )
    expect(backgroundImageSet('stone-texture', 900)).toContain('stone-texture-800.avif')
  })
})

describe('<Picture>', () => {
  const render = (props: Parameters<typeof Picture>[0]) => renderToStaticMarkup(createElement(Picture, props))
  const image = (name: string) => ({ name, ...imageSources(name) })

  it('renders AVIF + WebP sources and a lazy img with intrinsic size', () => {
    const html = render({ image: image('marble'), sizes: '(min-width: 1024px) 50vw, 100vw', className: 'photo' })
    const s = imageSources('marble')
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

  it('cannot be given an unknown name: resolving one throws', () => {
    expect(() => image('does-not-exist')).toThrow(/Unknown image "does-not-exist"/)
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
    const first = await buildImages(out, { only: [name], cacheDir: cache, log: false })
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
    const second = await buildImages(out, { only: [name], cacheDir: cache, log: false })
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
      const r = await buildImages(dir, { only: [name], cacheDir: cache, log: false })
      expect((await readdir(join(dir, 'images'))).sort()).toEqual(
        [`${name}-320.avif`, `${name}-320.webp`, `${name}-640.avif`, `${name}-640.webp`].sort(),
      )
      expect(r.files.map((f) => f.width).sort()).toEqual([320, 320, 640, 640])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  }, 180_000)

  it('tunes AVIF effort by output width; the settings are part of the cache key', () => {
    expect(avifEffort(320)).toBe(3)
    expect(avifEffort(800)).toBe(3)
    expect(avifEffort(1200)).toBe(2)
    expect(encoderSettings('avif', 640)).toMatchObject({ quality: 50, effort: 3 })
    expect(encoderSettings('avif', 1600)).toMatchObject({ effort: 2 })
    expect(encoderSettings('webp', 640)).toMatchObject({ quality: 72 })
  })

  it('re-encodes when the source changes and fails on a size mismatch', async () => {
    const src = await mkdtemp(join(tmpdir(), 'img-src-'))
    try {
      const e = entries.porcelain
      await copyFile(join(SOURCE_DIR, e.src), join(src, e.src))
      const a = await buildImages(out, { only: ['porcelain'], cacheDir: cache, sourceDir: src, log: false })
      expect(a.misses).toBe(a.files.length)
      const again = await buildImages(out, { only: ['porcelain'], cacheDir: cache, sourceDir: src, log: false })
      expect(again.hits).toBe(again.files.length)
      await writeFile(
        join(src, e.src),
        '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#d8d2c8"/></svg>',
      )
      const b = await buildImages(out, { only: ['porcelain'], cacheDir: cache, sourceDir: src, log: false })
      expect(b.misses).toBe(b.files.length)
      await writeFile(join(src, e.src), '<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="800"/>')
      await expect(buildImages(out, { only: ['porcelain'], cacheDir: cache, sourceDir: src, log: false })).rejects.toThrow(
        /"porcelain" says 1200x800 but porcelain\.svg is 1000x800/,
      )
    } finally {
      await rm(src, { recursive: true, force: true })
    }
  }, 180_000)
})
