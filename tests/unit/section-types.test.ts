import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { resolvePage } from '../../app/builder/resolve'
import { type ProjectSources, readProject } from '../../schemas/load'
import { checkProject, formatIssues } from '../../schemas/validate'
import { soapstoneCategory } from '../helpers/new-records'
import { projectRoot } from '../helpers/project-copy'
import { fill, sectionText } from '../helpers/words'

/**
 * The section types of issue 10 (pricing-table, price-cards, steps, testimonials, faq, contact-methods, place-card,
 * location-details): each rejects a broken example with one precise message (file › section › path: what and
 * the fix), as an author sees it from `npm run validate`; record-driven ones read their records.
 * (tests/unit/sections.test.tsx renders every example of every type.)
 */

let sources: ProjectSources
beforeAll(async () => {
  sources = await readProject(projectRoot)
})

const example = (type: string, index = 0) =>
  JSON.parse(readFileSync(join(projectRoot, 'sections', type, 'examples.json'), 'utf8'))[index] as Record<string, any>

/** The messages `npm run validate` prints for a project with one extra page holding these sections (and `data` files). */
function validate(sections: object[], data: Record<string, string> = {}) {
  const page = {
    $schema: '../schemas/page.schema.json',
    meta: { title: 'Section check', description: 'A page that only exists in this test, to check a section’s props.', keywords: ['test'] },
    // Its props are what is judged: it is shown in English in every other language (no copy to write).
    fallbackToEnglish: ['es'],
    sections,
  }
  const project = checkProject({
    ...sources,
    data: { ...sources.data, ...data },
    pages: [...sources.pages, { file: 'pages/section-check.json', text: JSON.stringify(page) }],
  })
  return { project, messages: formatIssues(project.issues).split('\n').filter(Boolean) }
}

const at = (type: string, path: string, message: string) => `pages/section-check.json › sections[0] (${type}) › ${path}: ${message}`

describe('a broken example is rejected with a precise message', () => {
  it('every example is valid as it stands', () => {
    const types = ['pricing-table', 'price-cards', 'steps', 'testimonials', 'faq', 'contact-methods', 'place-card', 'location-details']
    for (const type of types) {
      const all = JSON.parse(readFileSync(join(projectRoot, 'sections', type, 'examples.json'), 'utf8')) as object[]
      // Anchors of one example may point at another: check each alone, minus links to anchors it does not have.
      for (const ex of all)
        expect(
          validate([ex]).messages.filter((m) => !m.includes('no section on this page has id')),
          type,
        ).toEqual([])
    }
  })

  it('pricing-table: a plan without a name; two plans marked popular', () => {
    const s = example('pricing-table')
    delete s.plans[1].name
    expect(validate([s]).messages).toEqual([at('pricing-table', 'plans[1].name', 'missing required property "name"')])
    const t = example('pricing-table')
    t.plans[0].popular = true
    expect(validate([t]).messages).toEqual([
      at('pricing-table', 'plans[1].popular', 'only one plan can be marked popular: it is the one the page recommends'),
    ])
  })

  it('price-cards: a card with neither a material nor a catalogue record; an unknown catalogue slug', () => {
    const s = example('price-cards', 1)
    delete s.items[0].material
    expect(validate([s]).messages).toEqual([
      at('price-cards', 'items[0]', 'needs a "material" name, or a "service" (catalogue slug) to read it from'),
    ])
    const t = example('price-cards')
    t.items[0].service = 'marbel'
    const [message] = validate([t]).messages
    expect(message).toMatch(
      /^pages\/section-check\.json › sections\[0\] \(price-cards\) › items\[0\]\.service: .*"marbel".*did you mean "marble"\?/,
    )
  })

  it('steps: an unknown variant; a single step', () => {
    const s = example('steps')
    s.variant = 'zigzag'
    const [message, ...rest] = validate([s]).messages
    expect(rest).toEqual([])
    expect(message).toMatch(/^pages\/section-check\.json › sections\[0\] \(steps\) › variant: .*"cards".*"timeline"/)
    const t = example('steps')
    t.steps = t.steps.slice(0, 1)
    expect(validate([t]).messages).toEqual([at('steps', 'steps', 'expected at least 2 items')])
  })

  it('testimonials: a review key that is not in data/testimonials.json', () => {
    const s = example('testimonials')
    s.items[1] = 'david-r-scarsdale-marbel'
    const [message, ...rest] = validate([s]).messages
    expect(rest).toEqual([])
    expect(message).toMatch(
      /^pages\/section-check\.json › sections\[0\] \(testimonials\) › items\[1\]: .*"david-r-scarsdale-marbel".*did you mean "david-r-scarsdale-marble"\?/,
    )
  })

  it('faq: an empty answer; the same question twice', () => {
    const s = example('faq')
    s.items[2].answer = ''
    expect(validate([s]).messages).toEqual([at('faq', 'items[2].answer', 'expected a non-empty string')])
    const t = example('faq')
    t.items[2].question = t.items[0].question.toUpperCase()
    expect(validate([t]).messages).toEqual([at('faq', 'items[2].question', `repeats the question "${t.items[2].question}"`)])
  })

  it('contact-methods: a "call" card that restates the phone number; an unknown kind', () => {
    const s = example('contact-methods')
    s.methods[0].details = '(914) 555-0142'
    expect(validate([s]).messages).toEqual([
      at(
        'contact-methods',
        'methods[0]',
        'a "call" card takes its details and link from data/site.json: remove "action"/"details" (use "actionLabel")',
      ),
    ])
    const t = example('contact-methods')
    t.methods[0].kind = 'fax'
    const [message] = validate([t]).messages
    expect(message).toMatch(
      /^pages\/section-check\.json › sections\[0\] \(contact-methods\) › methods\[0\]\.kind: .*"call".*"email".*"text"/,
    )
  })

  it('place-card: hours that are not one of the presets', () => {
    const s = example('place-card')
    s.hours = 'weekdays'
    const [message, ...rest] = validate([s]).messages
    expect(rest).toEqual([])
    expect(message).toMatch(/^pages\/section-check\.json › sections\[0\] \(place-card\) › hours: .*"business".*"showroom".*"none"/)
  })

  it('location-details: a place that is not in data/locations.json', () => {
    const s = example('location-details')
    s.location = 'white-plain'
    const [message, ...rest] = validate([s]).messages
    expect(rest).toEqual([])
    expect(message).toMatch(
      /^pages\/section-check\.json › sections\[0\] \(location-details\) › location: .*"white-plain".*did you mean "white-plains"\?/,
    )
  })
})

describe('record-driven sections', () => {
  const resolved = (sections: object[], data?: Record<string, string>) => {
    const { project } = validate(sections, data)
    const page = project.pages.find((p) => p.file === 'pages/section-check.json')!
    return resolvePage(page, project).sections as any[]
  }

  it('location-details reads its record, and says "Location not found" when the record is missing', () => {
    const [found] = resolved([{ type: 'location-details', location: 'mount-vernon' }])
    expect(found.place).toMatchObject({
      name: 'Mount Vernon',
      population: '68,000',
      density: '16,824/sq mi',
      zipCodes: ['10550', '10551', '10552', '10553'],
    })
    expect(found.title).toBe(fill(sectionText['location-details'].title, { name: 'Mount Vernon' }))
    const { project } = validate([{ type: 'location-details', location: 'mount-vernon' }])
    const page = project.pages.find((p) => p.file === 'pages/section-check.json')!
    const missing = resolvePage(
      { ...page, page: { ...page.page, sections: [{ type: 'location-details', location: 'atlantis' }] } } as typeof page,
      project,
    )
    expect((missing.sections[0] as any).place).toBeNull()
    expect((missing.sections[0] as any).title).toBe(sectionText['location-details'].notFound.title)
  })

  it('price-cards take the name, starting price and unit of a catalogue material', () => {
    const [cards] = resolved([{ type: 'price-cards', items: [{ service: 'marble' }, { material: 'Laminate', price: '$15' }] }])
    const marble = JSON.parse(readFileSync(join(projectRoot, 'data/catalog.json'), 'utf8')).items.find((i: any) => i.slug === 'marble')
    expect(cards.cards.map((c: any) => [c.name, c.price, c.unit])).toEqual([
      ['Marble', '$65', marble.price.unit],
      ['Laminate', '$15', sectionText['price-cards'].unit],
    ])
  })

  it('contact-methods fill in the phone and e-mail links of data/site.json', () => {
    const [methods] = resolved([example('contact-methods')])
    const site = JSON.parse(sources.data['data/site.json']!)
    expect(methods.methods.slice(0, 3).map((m: any) => [m.details, m.action.href])).toEqual([
      [site.phone.display, `tel:+${site.phone.digits}`],
      [site.email, `mailto:${site.email}`],
      [site.phone.display, `sms:+${site.phone.digits}`],
    ])
  })

  it('stats count the records of a collection as they are, and a count names a collection', () => {
    const stats = {
      type: 'stats',
      items: [
        { count: 'slab-categories', label: 'Materials' },
        { value: '{site.slabs}', label: 'Slabs' },
      ],
    }
    const categories = JSON.parse(sources.data['data/slab-categories.json']!)
    const [shown] = resolved([stats])
    expect(shown.items[0]).toEqual({ value: String(categories.items.length), label: 'Materials' })
    expect(shown.items[1].value).toBe(JSON.parse(sources.data['data/site.json']!).slabsOnDisplay)

    // A material added as a record is counted, with no page changed.
    const added = JSON.stringify({ ...categories, items: [...categories.items, soapstoneCategory] })
    const [counted] = resolved([stats], { 'data/slab-categories.json': added })
    expect(counted.items[0].value).toBe(String(categories.items.length + 1))

    expect(validate([{ type: 'stats', items: [{ count: 'slab-category', label: 'Materials' }] }]).messages).toEqual([
      at('stats', 'items[0].count', '"slab-category" is not a collection of records — did you mean "slab-categories"?'),
    ])
    expect(validate([{ type: 'stats', items: [{ value: '5', count: 'slab-categories', label: 'Materials' }] }]).messages).toEqual([
      at('stats', 'items[0]', 'give the figure as "value", or a collection to count as "count": one of the two'),
    ])
  })

  it('a page with FAQ sections describes them as one FAQPage', () => {
    const { project } = validate([
      example('faq'),
      { ...example('faq'), id: 'more', items: [{ question: 'One more?', answer: 'Yes, one more answer.' }] },
    ])
    const page = project.pages.find((p) => p.file === 'pages/section-check.json')!
    const ld = resolvePage(page, project)
      .head.meta.filter((m) => 'script:ld+json' in m)
      .map((m) => m['script:ld+json'] as any)
    expect(ld).toHaveLength(1)
    expect(ld[0]['@type']).toBe('FAQPage')
    expect(ld[0].mainEntity.map((q: any) => q.name)).toEqual([...example('faq').items.map((i: any) => i.question), 'One more?'])
  })
})
