import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  BeforeAfterSchema,
  MaterialRatingSchema,
  ProjectSchema,
  parsePriceRange,
  RATED_MATERIALS,
  SlabCategorySchema,
  SlabSchema,
} from '../../schemas/tool-records'

const root = join(import.meta.dirname, '../..')
// Read, not imported: the type check reads no page or record (a marketer's data never decides whether it passes).
const images = JSON.parse(readFileSync(join(root, 'data/images.json'), 'utf8')) as Record<string, { widths?: number[]; alt: string }>

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

/**
 * The visitor tools' records against the specification. Content may grow (a marketer adds a slab, a category, a
 * project): counts are the specification's minimums, and the rules a new record must follow are validation rules
 * (`npm run validate`, tested in tests/unit/validate.test.ts), not assertions about today's records.
 */
describe('slab categories', () => {
  it('offer the five materials of the specification, in catalogue order', () => {
    const spec = ['granite', 'quartz', 'quartzite', 'marble', 'porcelain']
    expect(categories.map((c) => c.id).filter((id) => spec.includes(id))).toEqual(spec)
    expect(categories.filter((c) => spec.includes(c.id)).map((c) => c.name)).toEqual([
      'Granite',
      'Quartz',
      'Quartzite',
      'Marble',
      'Porcelain',
    ])
  })

  it('carry the vocabularies of the specification: origins for stone, the named brands, thicknesses and finishes', () => {
    const byId = Object.fromEntries(categories.map((c) => [c.id, c]))
    for (const id of ['granite', 'quartzite', 'marble']) expect(byId[id].source, id).toBe('origin')
    expect(byId.quartz.brands).toEqual(['Caesarstone', 'Silestone', 'Cambria', 'MSI Quartz'])
    expect(byId.porcelain.brands).toEqual(['Dekton', 'Neolith', 'Silestone'])
    expect(byId.porcelain.thicknesses).toEqual(['12mm', '20mm'])
    for (const id of ['granite', 'quartz', 'quartzite', 'marble']) expect(byId[id].thicknesses, id).toEqual(['2cm', '3cm'])
    const origins = new Set(categories.flatMap((c) => c.origins ?? []))
    for (const origin of ['India', 'Brazil', 'Norway', 'Italy', 'Spain', 'Greece']) expect(origins).toContain(origin)
  })
})

describe('slabs', () => {
  it('has at least the catalogue of the specification: Granite 12, Quartz 12, Quartzite 8, Marble 7, Porcelain 7', () => {
    const count = (c: string) => slabs.filter((s) => s.category === c).length
    const spec = { granite: 12, quartz: 12, quartzite: 8, marble: 7, porcelain: 7 }
    for (const [id, n] of Object.entries(spec)) expect(count(id), id).toBeGreaterThanOrEqual(n)
  })

  it('ids are unique and read <category>-<slug of name>', () => {
    expect(unique(slabs.map((s) => s.id))).toBe(true)
    for (const s of slabs) expect(s.id, s.name).toBe(`${s.category}-${slug(s.name)}`)
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
      const starting = catalog.items.find((i) => i.slug === c.id)?.price.starting
      if (starting === undefined) continue
      const lowest = Math.min(...slabs.filter((s) => s.category === c.id).map((s) => parsePriceRange(s.price)!.low))
      expect(lowest, c.id).toBe(starting)
    }
  })

  it('every category of the specification has some popular slabs, never all', () => {
    for (const c of categories.filter((c) => ['granite', 'quartz', 'quartzite', 'marble', 'porcelain'].includes(c.id))) {
      const mine = slabs.filter((s) => s.category === c.id)
      const popular = mine.filter((s) => s.popular).length
      expect(popular, c.id).toBeGreaterThan(0)
      expect(popular, c.id).toBeLessThan(mine.length)
    }
  })

  it('the schema rejects a bad price, origin and brand together, and a bad finish', () => {
    const ok = slabs[0]
    expect(v.safeParse(SlabSchema, ok).success).toBe(true)
    const price = v.safeParse(SlabSchema, { ...ok, price: '$55 to $75' })
    expect(price.issues?.[0].message).toBe('expected a price range per sq ft like "$55-75"')
    expect(v.safeParse(SlabSchema, { ...ok, price: '$75-55' }).success).toBe(false)
    expect(v.safeParse(SlabSchema, { ...ok, price: '$30-75' }).success).toBe(false)
    expect(v.safeParse(SlabSchema, { ...ok, brand: 'Cambria' }).issues?.[0].message).toMatch(/not both/)
    expect(v.safeParse(SlabSchema, { ...ok, colour: 'Black' }).success).toBe(false)
  })
})

describe('gallery projects', () => {
  it('has projects with unique ids, every material and category of the gallery used; the gallery shows at least nine', () => {
    const gallery = JSON.parse(readFileSync(join(root, 'pages/gallery.json'), 'utf8')) as {
      sections: { type: string; projects?: string[] }[]
    }
    const shown = gallery.sections.find((s) => s.type === 'project-gallery')?.projects ?? projects.map((p) => p.id)
    expect(shown.length).toBeGreaterThanOrEqual(9)
    expect(unique(projects.map((p) => p.id))).toBe(true)
    // The specification's categories and materials each have a project (a marketer's new one may wait for its first).
    for (const m of ['Granite', 'Quartz', 'Marble']) expect(projects.map((p) => p.material)).toContain(m)
    for (const c of ['Kitchen', 'Bathroom', 'Bar', 'Outdoor']) expect(projects.map((p) => p.category)).toContain(c)
  })

  it('every project picture names its material and the kind of space it shows', () => {
    for (const p of projects) {
      const alt = images[p.image].alt.toLowerCase()
      expect(alt, p.image).toContain(p.material.toLowerCase())
      const space: Record<string, RegExp> = { Kitchen: /kitchen/, Bathroom: /bath/, Bar: /\bbar\b/, Outdoor: /outdoor|patio/ }
      expect(alt, p.image).toMatch(space[p.category] ?? new RegExp(p.category.toLowerCase()))
    }
  })
})

describe('before and after', () => {
  it('has at least the 5 projects of the specification, each with two different pictures of the work', () => {
    expect(beforeAfter.length).toBeGreaterThanOrEqual(5)
    expect(unique(beforeAfter.map((p) => p.id))).toBe(true)
    for (const p of beforeAfter) {
      expect(p.beforeImage).not.toBe(p.afterImage)
      expect(images[p.afterImage].alt.toLowerCase()).toContain(p.material.toLowerCase())
      expect(p.challenges.length).toBeGreaterThanOrEqual(3)
      expect(p.solutions.length).toBeGreaterThanOrEqual(3)
    }
  })
})

describe('material ratings', () => {
  it('rates the five materials from 1 to 10', () => {
    for (const m of RATED_MATERIALS) expect(ratings.map((r) => r.material)).toContain(m)
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
