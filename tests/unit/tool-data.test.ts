import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import registry from '../../data/images.json'
import { beforeAfterScenes, projectScenes } from '../../tools/artwork/art/projects'
import { slabLooks } from '../../tools/artwork/art/slab-looks'
import {
  BeforeAfterSchema,
  MaterialRatingSchema,
  PROJECT_CATEGORIES,
  PROJECT_MATERIALS,
  ProjectSchema,
  parsePriceRange,
  RATED_MATERIALS,
  SLAB_RULES,
  SlabCategorySchema,
  SlabSchema,
} from '../../schemas/tool-records'

const root = join(import.meta.dirname, '../..')
const images = registry as Record<string, { widths?: number[]; alt: string }>

/** Read data/<name>.json and validate every item with `schema` (failures name the file, item and path). */
function load<S extends v.GenericSchema>(name: string, schema: S): v.InferOutput<S>[] {
  const file = JSON.parse(readFileSync(join(root, 'data', `${name}.json`), 'utf8')) as { $schema: string; items: unknown[] }
  expect(file.$schema).toBe(`../schemas/${name}.schema.json`)
  expect(Object.keys(file).sort()).toEqual(['$schema', 'items'])
  return file.items.map((item, i) => {
    const r = v.safeParse(schema, item)
    if (!r.success) {
      const issues = r.issues.map((is) => `${v.getDotPath(is) ?? '(item)'}: ${is.message}`).join('; ')
      throw new Error(`data/${name}.json items[${i}]: ${issues}`)
    }
    return r.output
  })
}

const categories = load('slab-categories', SlabCategorySchema)
const slabs = load('slabs', SlabSchema)
const projects = load('projects', ProjectSchema)
const beforeAfter = load('before-after', BeforeAfterSchema)
const ratings = load('material-ratings', MaterialRatingSchema)
const catalog = JSON.parse(readFileSync(join(root, 'data/catalog.json'), 'utf8')) as {
  items: Array<{ slug: string; price: { starting: number } }>
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
const unique = (xs: string[]) => new Set(xs).size === xs.length

describe('slab categories', () => {
  it('are the five materials in catalogue order', () => {
    expect(categories.map((c) => [c.id, c.name])).toEqual([
      ['granite', 'Granite'],
      ['quartz', 'Quartz'],
      ['quartzite', 'Quartzite'],
      ['marble', 'Marble'],
      ['porcelain', 'Porcelain'],
    ])
  })
})

describe('slabs', () => {
  it('has 46 slabs: Granite 12, Quartz 12, Quartzite 8, Marble 7, Porcelain 7', () => {
    expect(slabs).toHaveLength(46)
    const count = (c: string) => slabs.filter((s) => s.category === c).length
    expect(categories.map((c) => count(c.id))).toEqual([12, 12, 8, 7, 7])
  })

  it('ids are unique and read <category>-<slug of name>', () => {
    expect(unique(slabs.map((s) => s.id))).toBe(true)
    for (const s of slabs) expect(s.id, s.name).toBe(`${s.category}-${slug(s.name)}`)
  })

  it('natural stone has an origin, quartz and porcelain a brand of their own', () => {
    for (const s of slabs) {
      const rule = SLAB_RULES[s.category as keyof typeof SLAB_RULES]
      expect(rule, `${s.id}: unknown category`).toBeDefined()
      if (rule.source === 'origin') {
        expect(s.origin, s.id).toBeDefined()
        expect(s.brand, s.id).toBeUndefined()
      } else {
        expect(s.origin, s.id).toBeUndefined()
        expect(rule.brands as readonly string[], s.id).toContain(s.brand)
      }
    }
  })

  it('thickness fits the category (2cm/3cm stone and quartz, 12mm/20mm porcelain)', () => {
    for (const s of slabs) {
      const rule = SLAB_RULES[s.category as keyof typeof SLAB_RULES]
      expect(rule.thickness as readonly string[], s.id).toContain(s.thickness)
    }
  })

  it('prices are "$low-high" per sq ft within $40-$120, and each category starts at its catalogue price', () => {
    for (const s of slabs) {
      const p = parsePriceRange(s.price)
      expect(p, s.id).toBeDefined()
      expect(p!.low, s.id).toBeLessThan(p!.high)
      expect(p!.low, s.id).toBeGreaterThanOrEqual(40)
      expect(p!.high, s.id).toBeLessThanOrEqual(120)
    }
    for (const c of categories) {
      const lowest = Math.min(...slabs.filter((s) => s.category === c.id).map((s) => parsePriceRange(s.price)!.low))
      expect(lowest, c.id).toBe(catalog.items.find((i) => i.slug === c.id)?.price.starting)
    }
  })

  it('every category has some popular slabs, never all', () => {
    for (const c of categories) {
      const mine = slabs.filter((s) => s.category === c.id)
      const popular = mine.filter((s) => s.popular).length
      expect(popular, c.id).toBeGreaterThan(0)
      expect(popular, c.id).toBeLessThan(mine.length)
    }
  })

  it('every slab has its own swatch, named slab-<id>, small widths, alt naming the slab', () => {
    for (const s of slabs) {
      expect(s.image).toBe(`slab-${s.id}`)
      const img = images[s.image]
      expect(img, `${s.image} missing in data/images.json`).toBeDefined()
      expect(img.widths, s.image).toEqual([320, 640])
      expect(img.alt, s.image).toContain(s.name)
    }
  })

  it('every slab has a look of its own in the swatch generator (not the colour-word fallback)', () => {
    for (const s of slabs) expect(slabLooks[s.id], `${s.id}: add a look to tools/artwork/art/slab-looks.ts`).toBeDefined()
    expect(Object.keys(slabLooks).sort()).toEqual(slabs.map((s) => s.id).sort())
  })

  it('the schema rejects a bad price, origin and brand together, and a bad finish', () => {
    const ok = slabs[0]
    expect(v.safeParse(SlabSchema, ok).success).toBe(true)
    const price = v.safeParse(SlabSchema, { ...ok, price: '$55 to $75' })
    expect(price.issues?.[0].message).toBe('expected a price range per sq ft like "$55-75"')
    expect(v.safeParse(SlabSchema, { ...ok, price: '$75-55' }).success).toBe(false)
    expect(v.safeParse(SlabSchema, { ...ok, price: '$30-75' }).success).toBe(false)
    expect(v.safeParse(SlabSchema, { ...ok, brand: 'Cambria' }).issues?.[0].message).toMatch(/not both/)
    expect(v.safeParse(SlabSchema, { ...ok, finish: 'Leathered' }).success).toBe(false)
    expect(v.safeParse(SlabSchema, { ...ok, colour: 'Black' }).success).toBe(false)
  })
})

describe('gallery projects', () => {
  it('has projects with unique ids, the allowed materials and categories, each one used; the gallery shows nine (SPEC §2)', () => {
    const gallery = JSON.parse(readFileSync(join(root, 'pages/gallery.json'), 'utf8')) as {
      sections: { type: string; projects?: string[] }[]
    }
    const shown = gallery.sections.find((s) => s.type === 'project-gallery')?.projects ?? projects.map((p) => p.id)
    expect(shown).toHaveLength(9)
    expect(unique(projects.map((p) => p.id))).toBe(true)
    expect(new Set(projects.map((p) => p.material))).toEqual(new Set(PROJECT_MATERIALS))
    expect(new Set(projects.map((p) => p.category))).toEqual(new Set(PROJECT_CATEGORIES))
  })

  it('every project has its own scene image', () => {
    expect(Object.keys(projectScenes).sort()).toEqual(projects.map((p) => p.id).sort())
    for (const p of projects) {
      expect(p.image).toBe(`project-${p.id}`)
      expect(images[p.image], `${p.image} missing in data/images.json`).toBeDefined()
      expect(images[p.image].widths, p.image).toEqual([480, 800])
      // the alt text names the material and the kind of space the scene shows
      const alt = images[p.image].alt.toLowerCase()
      expect(alt, p.image).toContain(p.material.toLowerCase())
      expect(alt, p.image).toMatch({ Kitchen: /kitchen/, Bathroom: /bath/, Bar: /\bbar\b/, Outdoor: /outdoor|patio/ }[p.category])
    }
  })
})

describe('before and after', () => {
  it('has 5 projects, each with its before and after images', () => {
    expect(beforeAfter).toHaveLength(5)
    expect(unique(beforeAfter.map((p) => p.id))).toBe(true)
    expect(Object.keys(beforeAfterScenes).sort()).toEqual(beforeAfter.map((p) => p.id).sort())
    for (const p of beforeAfter) {
      expect(p.beforeImage).toBe(`ba-${p.id}-before`)
      expect(p.afterImage).toBe(`ba-${p.id}-after`)
      expect(images[p.beforeImage], p.beforeImage).toBeDefined()
      expect(images[p.afterImage], p.afterImage).toBeDefined()
      expect(images[p.beforeImage].widths).toEqual([480, 800, 1200])
      expect(images[p.afterImage].widths).toEqual([480, 800, 1200])
      expect(images[p.afterImage].alt.toLowerCase()).toContain(p.material.toLowerCase())
      expect(p.challenges.length).toBeGreaterThanOrEqual(3)
      expect(p.solutions.length).toBeGreaterThanOrEqual(3)
    }
  })
})

describe('material ratings', () => {
  it('rates the five materials from 1 to 10', () => {
    expect(ratings.map((r) => r.material).sort()).toEqual([...RATED_MATERIALS].sort())
    for (const r of ratings) {
      expect(r.id).toBe(r.material.toLowerCase())
      for (const k of ['durability', 'maintenance', 'heatResistance', 'stainResistance', 'cost'] as const) {
        expect(Number.isInteger(r[k]) && r[k] >= 1 && r[k] <= 10, `${r.id}.${k}`).toBe(true)
      }
    }
    expect(v.safeParse(MaterialRatingSchema, { ...ratings[0], cost: 11 }).success).toBe(false)
    expect(v.safeParse(MaterialRatingSchema, { ...ratings[0], cost: 7.5 }).success).toBe(false)
  })

  it('granite and quartz carry comparison rows with the same categories in the same order; heat 1200°F vs 300°F', () => {
    const granite = ratings.find((r) => r.id === 'granite')!
    const quartz = ratings.find((r) => r.id === 'quartz')!
    expect(granite.comparison?.length).toBeGreaterThanOrEqual(5)
    expect(granite.comparison!.map((c) => c.category)).toEqual(quartz.comparison!.map((c) => c.category))
    const heat = (r: typeof granite) => r.comparison!.find((c) => c.category === 'Heat Tolerance')!.description
    expect(heat(granite)).toContain('1200°F')
    expect(heat(quartz)).toContain('300°F')
    // the numbers agree with the words: granite beats quartz on heat, quartz beats granite on stains and upkeep
    expect(granite.heatResistance).toBeGreaterThan(quartz.heatResistance)
    expect(quartz.stainResistance).toBeGreaterThan(granite.stainResistance)
    expect(quartz.maintenance).toBeGreaterThan(granite.maintenance)
  })

  it('cheaper materials score higher on cost (catalogue starting prices)', () => {
    const start = (id: string) => catalog.items.find((i) => i.slug === id)!.price.starting
    const byPrice = [...ratings].sort((a, b) => start(a.id) - start(b.id))
    for (let i = 1; i < byPrice.length; i++) expect(byPrice[i].cost, byPrice[i].id).toBeLessThanOrEqual(byPrice[i - 1].cost)
  })
})
