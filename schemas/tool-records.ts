import * as v from 'valibot'
import type { Unchecked } from './collection'
import { FactText, ImageName, ref, TEXT, Text } from './fields'

/**
 * Item shapes of the visitor tools' collections: data/slab-categories.json, data/slabs.json, data/projects.json,
 * data/before-after.json and data/material-ratings.json (each file is `{ "$schema", "items": [...] }`).
 * Every property carries a description: it is the hover help of the JSON editor. References to other records (a
 * slab's category, image names) are plain names here; the data platform checks that they resolve.
 */

const text = (description: string) => v.pipe(Text, v.description(description))
/** A name or a word of a vocabulary (a country, a brand, a finish, a filter): written once, for every language. */
const fact = (description: string) => v.pipe(FactText, v.description(description))
const list = (description: string, min: number, max: number, item: string) =>
  v.pipe(
    v.array(text(item)),
    v.minLength(min, `expected at least ${min} items`),
    v.maxLength(max, `expected at most ${max} items`),
    v.description(description),
  )
const slug = (description: string) =>
  v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected a lowercase slug like "white-plains"'), v.description(description))
const imageName = (description: string) => v.pipe(ImageName, v.description(`${description} A name from data/images.json.`))

/** 1-10, higher is better for the owner. */
const rating = (description: string) =>
  v.pipe(
    v.number(),
    v.integer('expected a whole number from 1 to 10'),
    v.minValue(1, 'expected a rating from 1 to 10'),
    v.maxValue(10, 'expected a rating from 1 to 10'),
    v.description(`${description} A whole number from 1 to 10; higher is better for the owner.`),
  )

export const RATED_MATERIALS = ['Granite', 'Quartz', 'Marble', 'Porcelain', 'Quartzite'] as const
export const COMPARISON_RATINGS = ['Excellent', 'Very Good', 'Good', 'Fair', 'Poor'] as const

/** Lowest and highest price per sq ft a slab may show (SPEC: roughly $40 to $120). */
export const SLAB_PRICE_BOUNDS = { min: 40, max: 120 } as const

/** "$55-75" -> { low: 55, high: 75 }; undefined when the text is not a price range. */
export function parsePriceRange(price: string): { low: number; high: number } | undefined {
  const m = /^\$(\d+)-(\d+)$/.exec(price)
  return m ? { low: Number(m[1]), high: Number(m[2]) } : undefined
}

/** A vocabulary: words that records name (a finish, a kind of space); translated, consistently, in a copy. */
const words = (description: string, item: string) =>
  v.pipe(v.array(text(item)), v.minLength(1, 'expected at least one item'), v.description(description))
/** A vocabulary of names (brands, thicknesses): written once, for every language. */
const names = (description: string, item: string) =>
  v.pipe(v.array(fact(item)), v.minLength(1, 'expected at least one item'), v.description(description))

/**
 * A slab category and its vocabulary: what its slabs may name as origin or brand, thickness and finish. Adding a
 * category, an origin or a brand is a change to data/slab-categories.json; `npm run validate` holds every slab to
 * its category's lists (slabRules below).
 */
export const SlabCategorySchema = v.pipe(
  v.strictObject({
    id: slug('Category id, used by slabs and in the catalogue filter (?material=<id>), e.g. "granite".'),
    name: text('Filter button label and category badge, e.g. "Granite".'),
    description: text('One or two sentences about the category, shown with the catalogue.'),
    source: v.pipe(
      v.picklist(['origin', 'brand'], 'expected "origin" (quarried stone) or "brand" (engineered surface)'),
      v.description('What a slab of this category names: the "origin" country of natural stone, or the "brand" of an engineered surface.'),
    ),
    origins: v.optional(
      words('Quarry countries its slabs may name (source "origin"), e.g. ["India", "Brazil"].', 'A country, e.g. "Italy".'),
    ),
    brands: v.optional(
      names('Manufacturers its slabs may name (source "brand"), e.g. ["Caesarstone", "Silestone"].', 'A brand, e.g. "Cambria".'),
    ),
    thicknesses: names('Thicknesses its slabs come in, e.g. ["2cm", "3cm"].', 'A thickness, e.g. "3cm" or "12mm".'),
    finishes: words('Surface finishes its slabs may have, e.g. ["Polished", "Honed"].', 'A finish, e.g. "Polished".'),
    image: imageName('The category’s picture: shown for a slab of this category that has no swatch of its own.'),
  }),
  v.check(
    (c) => (c.source === 'origin' ? Boolean(c.origins) && !c.brands : Boolean(c.brands) && !c.origins),
    'a category of source "origin" lists "origins", one of source "brand" lists "brands"',
  ),
)

export const SlabSchema = v.pipe(
  v.strictObject({
    id: slug('Unique id: the category, a dash and the slab name as a slug, e.g. "granite-absolute-black". Used in /contact?slab=….'),
    category: v.pipe(ref('slab-categories'), v.description('The slab-category id this slab belongs to, e.g. "granite".')),
    name: fact('Slab name as the yard or brand sells it, e.g. "Absolute Black".'),
    color: text('Short colour description shown on the card, e.g. "White with grey veining".'),
    origin: v.optional(text('Country of the quarry (natural stone): one of its category’s "origins" (data/slab-categories.json).')),
    brand: v.optional(fact('Manufacturer (engineered surfaces): one of its category’s "brands" (data/slab-categories.json).')),
    finish: text('Surface finish: one of its category’s "finishes", e.g. "Polished". "Textured" covers leathered and brushed.'),
    thickness: fact('Slab thickness: one of its category’s "thicknesses", e.g. "3cm" (stone, quartz) or "12mm" (porcelain).'),
    price: v.pipe(
      v.string(),
      v.regex(/^\$\d+-\d+$/, 'expected a price range per sq ft like "$55-75"'),
      v.check((p) => {
        const r = parsePriceRange(p)
        // Not a range at all: the pattern above already says so.
        return !r || (r.low < r.high && r.low >= SLAB_PRICE_BOUNDS.min && r.high <= SLAB_PRICE_BOUNDS.max)
      }, `expected a range from low to high within $${SLAB_PRICE_BOUNDS.min}-${SLAB_PRICE_BOUNDS.max} per sq ft, e.g. "$55-75"`),
      v.description('Installed price range per sq ft, e.g. "$55-75" (the page adds "/sq ft"). Both ends within $40-$120.'),
    ),
    image: v.optional(imageName('Swatch image of this slab (without one, the catalogue shows its category’s image).')),
    features: list(
      '3 to 5 short selling points; cards show the first two, the details dialog all of them.',
      3,
      5,
      'A short phrase, e.g. "Heat resistant to 1200°F".',
    ),
    popular: v.optional(v.pipe(v.literal(true), v.description('Shows the Popular badge. Leave out for the other slabs.'))),
  }),
  v.check((s) => !(s.origin && s.brand), 'a slab has either an origin (natural stone) or a brand (quartz, porcelain), not both'),
  v.check((s) => !!(s.origin || s.brand), 'expected an origin (natural stone) or a brand (engineered surface), as its category says'),
  v.check(
    (s) => s.id === `${s.category}-${slugify(s.name)}`,
    'the id must be the category, a dash and the name as a slug, e.g. "granite-absolute-black"',
  ),
)

type Rule = { path: string; message: string }
const listed = (values: readonly string[] | undefined) => (values ?? []).map((x) => `"${x}"`).join(', ')

/** A slab against its category's vocabulary (data/slab-categories.json): origin or brand, thickness, finish. */
export function slabRules(slab: Slab, categories: readonly SlabCategory[]): Rule[] {
  const category = categories.find((c) => c.id === slab.category)
  if (!category) return [] // the reference check reports it
  const rules: Rule[] = []
  const where = `its category "${category.id}" (data/slab-categories.json)`
  if (category.source === 'origin') {
    if (slab.brand) rules.push({ path: 'brand', message: `${category.name} is natural stone: name its "origin", not a brand` })
    else if (slab.origin && !category.origins?.includes(slab.origin))
      rules.push({ path: 'origin', message: `"${slab.origin}" is not an origin of ${where} — expected one of ${listed(category.origins)}` })
  } else {
    if (slab.origin) rules.push({ path: 'origin', message: `${category.name} is an engineered surface: name its "brand", not an origin` })
    else if (slab.brand && !category.brands?.includes(slab.brand))
      rules.push({ path: 'brand', message: `"${slab.brand}" is not a brand of ${where} — expected one of ${listed(category.brands)}` })
  }
  if (!category.thicknesses.includes(slab.thickness))
    rules.push({
      path: 'thickness',
      message: `"${slab.thickness}" is not a thickness of ${where} — expected one of ${listed(category.thicknesses)}`,
    })
  if (!category.finishes.includes(slab.finish))
    rules.push({ path: 'finish', message: `"${slab.finish}" is not a finish of ${where} — expected one of ${listed(category.finishes)}` })
  return rules
}

/**
 * The gallery's vocabulary: the kinds of space and the materials a project may name, in the order of the gallery's
 * filter buttons (after "All"). Adding one is a change to data/gallery.json; `npm run validate` holds every project
 * and every gallery's filter list to it.
 */
export const GalleryVocabularySchema = v.strictObject({
  categories: words('Kinds of space, in filter order, e.g. ["Kitchen", "Bathroom", "Bar", "Outdoor"].', 'A kind of space, e.g. "Kitchen".'),
  materials: words('Countertop materials, in filter order, e.g. ["Granite", "Quartz", "Marble"].', 'A material, e.g. "Quartz".'),
})
export type GalleryVocabulary = v.InferOutput<typeof GalleryVocabularySchema>

/** A project against the gallery's vocabulary (data/gallery.json): its category and its material. */
export function projectRules(project: Pick<Project, 'category' | 'material'>, gallery: GalleryVocabulary | undefined): Rule[] {
  if (!gallery) return []
  const rules: Rule[] = []
  if (!gallery.categories.includes(project.category))
    rules.push({
      path: 'category',
      message: `"${project.category}" is not a category of the gallery (data/gallery.json) — expected one of ${listed(gallery.categories)}, or add it there`,
    })
  if (!gallery.materials.includes(project.material))
    rules.push({
      path: 'material',
      message: `"${project.material}" is not a material of the gallery (data/gallery.json) — expected one of ${listed(gallery.materials)}, or add it there`,
    })
  return rules
}

/**
 * Honest proof: a project's picture belongs to that project alone, and appears only with it (so under its own town):
 * never on two projects (`twice`), never named directly by a page or another record (`elsewhere`: what to say there).
 * Every project of the file that names a picture counts, one that failed its schema too; the first to name one owns it.
 */
export function projectPictures(projects: readonly Unchecked<Project>[]) {
  const owners = new Map<string, { id: unknown; town: unknown }>()
  const twice: (Rule & { index: number })[] = []
  projects.forEach((project, index) => {
    if (typeof project?.image !== 'string') return
    const owner = owners.get(project.image)
    if (owner)
      twice.push({
        index,
        path: 'image',
        message: `"${project.image}" is already the picture of the project "${owner.id}" (${owner.town}): each project needs its own picture`,
      })
    else owners.set(project.image, { id: project.id, town: project.location })
  })
  const elsewhere = new Map(
    [...owners].map(([image, { id, town }]) => [
      image,
      `"${image}" is the picture of the project "${id}" in ${town} (data/projects.json): show it with a project-list or project-gallery section, which names its own town`,
    ]),
  )
  return { twice, elsewhere }
}

/** "Calacatta Nuvo" → "calacatta-nuvo" (the slab id convention). */
export const slugify = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export const ProjectSchema = v.strictObject({
  id: slug('Unique id of the project, e.g. "scarsdale-quartz-kitchen".'),
  title: text('Card title, e.g. "White Quartz Kitchen with Waterfall Island".'),
  location: fact('The Westchester town, city or village, e.g. "Scarsdale".'),
  material: text('Countertop material, one of the gallery’s materials (data/gallery.json); also a gallery filter, e.g. "Quartz".'),
  category: text('Kind of space, one of the gallery’s categories (data/gallery.json); also a gallery filter, e.g. "Kitchen".'),
  image: imageName('Photo of the finished project, by convention "project-<id>".'),
  description: text('Two or three sentences about the project shown on the card.'),
})

export const BeforeAfterSchema = v.strictObject({
  id: slug('Unique id of the transformation, e.g. "white-plains-kitchen".'),
  title: text('Card and dialog title, e.g. "1980s Oak Kitchen to Calacatta Quartz".'),
  location: fact('The Westchester town, city or village, e.g. "White Plains".'),
  material: text('The new countertop material, e.g. "Quartz".'),
  projectType: text('Kind of work, e.g. "Kitchen Remodel" or "Countertop Replacement".'),
  beforeImage: imageName('Image of the space before the work, by convention "ba-<id>-before".'),
  afterImage: imageName('Image of the same space after the work, by convention "ba-<id>-after".'),
  description: text('Two or three sentences on what changed.'),
  projectDetails: v.pipe(
    v.strictObject({
      duration: text('How long the work took, as shown, e.g. "3 weeks".'),
      sqft: v.pipe(
        v.string(),
        v.regex(/^\d[\d,]* sq ft$/, 'expected an area like "65 sq ft"'),
        v.description('Countertop area, e.g. "65 sq ft".'),
      ),
      investment: v.pipe(
        v.string(),
        v.regex(/^\$\d{1,3}(?:,\d{3})*$/, 'expected an amount like "$18,500"'),
        v.description('What the project cost, e.g. "$18,500".'),
      ),
      year: v.pipe(v.string(), v.regex(/^(19|20)\d\d$/, 'expected a year like "2024"'), v.description('Year of completion, e.g. "2024".')),
    }),
    v.description('The stats shown in the dialog.'),
  ),
  challenges: list('3 or 4 problems the space had.', 3, 4, 'One challenge, a short sentence.'),
  solutions: list('3 or 4 ways they were solved.', 3, 4, 'One solution, a short sentence.'),
})

export const ComparisonRowSchema = v.strictObject({
  category: text('What is compared, e.g. "Heat Tolerance". Granite and quartz list the same categories in the same order.'),
  rating: v.pipe(
    v.picklist(COMPARISON_RATINGS),
    v.metadata({ [TEXT]: true }),
    v.description('Verdict word: Excellent, Very Good, Good, Fair or Poor.'),
  ),
  description: text('One short line, e.g. "Withstands up to 1200°F".'),
})

export const MaterialRatingSchema = v.strictObject({
  id: slug('Id of the material, e.g. "granite" (matches the catalogue slug).'),
  material: v.pipe(
    v.picklist(RATED_MATERIALS),
    v.metadata({ [TEXT]: true }),
    v.description('Material name as shown on the comparison buttons.'),
  ),
  durability: rating('Resistance to scratches, chips and cracks.'),
  maintenance: rating('Ease of care: 10 means no sealing and no special cleaning (low maintenance scores high).'),
  heatResistance: rating('Tolerance of hot pans and heat.'),
  stainResistance: rating('Resistance to stains from oil, wine and coffee.'),
  cost: rating('Affordability: 10 is the least expensive (an affordable material scores high).'),
  pros: list('Strengths, shown as a list.', 2, 6, 'One strength, a short phrase.'),
  cons: list('Weaknesses, shown as a list.', 2, 6, 'One weakness, a short phrase.'),
  comparison: v.optional(
    v.pipe(
      v.array(ComparisonRowSchema),
      v.minLength(1, 'expected at least one comparison row'),
      v.description('Rows of the granite vs quartz table (granite and quartz only), in display order.'),
    ),
  ),
})

export type SlabCategory = v.InferOutput<typeof SlabCategorySchema>
export type Slab = v.InferOutput<typeof SlabSchema>
export type Project = v.InferOutput<typeof ProjectSchema>
export type BeforeAfter = v.InferOutput<typeof BeforeAfterSchema>
export type ComparisonRow = v.InferOutput<typeof ComparisonRowSchema>
export type MaterialRating = v.InferOutput<typeof MaterialRatingSchema>
