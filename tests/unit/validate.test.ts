import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resolveProject } from '../../app/builder/resolve'
import { loadProject, readProject, validateProject } from '../../schemas/load'
import { quoteOptions } from '../../schemas/quote'
import { checkProject, formatIssues } from '../../schemas/validate'
import { writeMissingTexts } from '../helpers/copies'
import { soapstoneCategory, soapstoneSlab } from '../helpers/new-records'
import { copyProject, projectRoot } from '../helpers/project-copy'
import { QUOTE_OPTIONS } from './api/helpers'

/** Each test breaks one thing in a copy of the real pages and expects exactly one message naming file, path and fix. */
let dir: string
let cleanup: () => Promise<void>
beforeEach(async () => ({ dir, cleanup } = await copyProject(['pages', 'data'])))
afterEach(() => cleanup())

async function edit(file: string, change: (json: any) => void) {
  const path = join(dir, file)
  const json = JSON.parse(await readFile(path, 'utf8'))
  change(json)
  await writeFile(path, JSON.stringify(json, null, 2))
}
const messages = async () =>
  formatIssues(await validateProject(dir))
    .split('\n')
    .filter(Boolean)

describe('npm run validate', () => {
  it('accepts the real project', async () => {
    expect(formatIssues(await validateProject(projectRoot))).toBe('')
  })

  it('checks a project again once a text changed, and an unchanged one once (the dev server and the editor ask often)', async () => {
    const sources = await readProject(dir)
    const first = checkProject(sources)
    expect(first.issues).toEqual([])
    const [page] = sources.pages
    const broken = { ...sources, pages: sources.pages.map((p) => (p === page ? { ...p, text: `${p.text}}` } : p)) }
    expect(formatIssues(checkProject(broken).issues)).toMatch(new RegExp(`^${page.file.replaceAll('.', '\\.')}: invalid JSON at line`))
    const again = checkProject(await readProject(dir))
    expect(again).toBe(first)
    // Shared, so it can not be changed by one caller for the next.
    expect(() => (again.issues as unknown[]).push('x')).toThrow(TypeError)
  })

  it('names file, path and expectation for a value of the wrong type', async () => {
    await edit('pages/index.json', (p) => (p.sections[0].headline = 42))
    expect(await messages()).toEqual(['pages/index.json › sections[0] (hero) › headline: expected a string, got a number'])
  })

  it('reports a missing required prop inside a nested list', async () => {
    await edit('pages/index.json', (p) => delete p.sections[0].buttons[0].href)
    expect(await messages()).toEqual(['pages/index.json › sections[0] (hero) › buttons[0].href: missing required property "href"'])
  })

  it('suggests the right name for a misspelt prop', async () => {
    await edit('pages/index.json', (p) => {
      p.sections[0].headlin = p.sections[0].headline
      delete p.sections[0].headline
    })
    // One mistake, one message: the name meant, not again as that name missing.
    expect(await messages()).toEqual([
      'pages/index.json › sections[0] (hero) › headlin: unknown property "headlin" — did you mean "headline"?',
    ])
  })

  it('rejects an unknown section type with the list of known ones, never a oneOf error', async () => {
    await edit('pages/index.json', (p) => (p.sections[0].type = 'heroo'))
    const out = await messages()
    expect(out).toEqual(['pages/index.json › sections[0] (heroo) › type: unknown section type "heroo" — did you mean "hero"?'])
    await edit('pages/index.json', (p) => (p.sections[0].type = 'carousel'))
    const [only, ...rest] = await messages()
    expect(rest).toEqual([])
    expect(only).toMatch(
      /^pages\/index\.json › sections\[0\] \(carousel\) › type: unknown section type "carousel" — expected one of: .*\bhero\b/,
    )
    expect(only).toContain('card-grid')
    expect(only).not.toMatch(/oneOf|must match/)
  })

  it('rejects a site fact that does not exist, suggesting the one meant', async () => {
    await edit('pages/index.json', (p) => (p.sections[0].badges[0].label = '{site.ratng} Rating'))
    expect(await messages()).toEqual([
      'pages/index.json › sections[0] (hero) › badges[0].label: "{site.ratng}" is not a site fact — did you mean "{site.rating}"? — known: {site.rating}, {site.reviews}, {site.years}, {site.projects}, {site.turnaround}, {site.slabs}, {site.emergencyHours}, {site.replyTime}, {site.phone} (data/site.json)',
    ])
  })

  it('rejects a misspelt site fact in a record once, in its own file, and a fact in data/site.json, which is never filled', async () => {
    await edit('data/blocks.json', (b) => (b.items[0].description = 'Answered within {site.replyTme}.'))
    await edit('data/site.json', (s) => (s.tagline += ' Call {site.phone}.'))
    const [site, block] = await messages()
    expect(block).toMatch(
      /^data\/blocks.json › items\[0\]\.description: "\{site\.replyTme\}" is not a site fact — did you mean "\{site\.replyTime\}"\?/,
    )
    expect(site).toBe(
      'data/site.json › tagline: "{site.phone}" would show as written: data/site.json is where the site\'s facts are written, and is not filled — write the value itself',
    )
    expect(await messages()).toHaveLength(2)
  })

  it("keeps every record's text filled with the site's facts, as the sections and the API read it", async () => {
    await edit('data/testimonials.json', (t) => (t.items[0].quote = 'They came back within {site.replyTime}.'))
    await edit('data/quote-form.json', (q) => (q.services[0].label = 'Repair ({site.emergencyHours}-hour response)'))
    const project = checkProject(await readProject(dir))
    expect(project.issues).toEqual([])
    const site = project.collections.site as { replyTime: string; emergencyResponseHours: string }
    expect((project.collections.testimonials as { quote: string }[])[0].quote).toBe(`They came back within ${site.replyTime}.`)
    // The API's options and e-mail read the same labels (schemas/quote.ts).
    expect(quoteOptions(project.collections).services[0].label).toBe(`Repair (${site.emergencyResponseHours}-hour response)`)
  })

  it("counts a text's length as visitors read it, the site's facts filled in", async () => {
    const fact = '{site.replyTime}'
    const fill = async (replyTime: string, written: string) => {
      await edit('data/site.json', (s) => (s.replyTime = replyTime))
      await edit('pages/contact.json', (p) => (p.meta.description = written))
      return written.replace(fact, replyTime).length
    }
    const words = 'Stone countertops measured, fabricated and installed. '.repeat(4)
    // 170 characters as written, more as shown.
    const over = await fill('one to two business days', `Quotes within ${fact}. ${words}`.slice(0, 170))
    expect(await messages()).toEqual([
      `pages/contact.json › meta.description: expected at most 170 characters (has ${over}, as shown with the site's facts filled in)`,
    ])
    // More than 170 as written, 170 as shown: accepted.
    const written = `Quotes within ${fact}. ${words}`.slice(0, 170 + fact.length - 'a day'.length)
    expect(await fill('a day', written)).toBe(170)
    expect(await messages()).toEqual([])
  })

  it('names what is missing from an incomplete site record, and judges no fact against it', async () => {
    await edit('data/site.json', (s) => delete s.rating)
    expect(await messages()).toEqual(['data/site.json › rating: missing required property "rating"'])
  })

  it('rejects an internal link to a route that does not exist', async () => {
    await edit('pages/index.json', (p) => (p.sections[0].buttons[0].href = '/contactt'))
    expect(await messages()).toEqual([
      'pages/index.json › sections[0] (hero) › buttons[0].href: links to "/contactt", which is not a page — did you mean "/contact"?',
    ])
  })

  it("checks a section's calls to action and the links of section-text like any link: a page gone is named at each", async () => {
    // The slab catalogue's help buttons were once written in its component, where nothing checked them.
    await rm(join(dir, 'pages/showroom-appointment.json'))
    const out = await messages()
    const gone = 'links to "/showroom-appointment", which is not a page'
    expect(out).toContain(
      `pages/slab-selection.json › sections[2] (slab-catalogue) › help.buttons[1].href: ${gone} — create pages/showroom-appointment.json or link to an existing route`,
    )
    // Their default, for a catalogue placed without its own help, is checked in its record.
    expect(out).toContain(
      `data/section-text.json › slab-catalogue.help.buttons[1].href: ${gone} — create pages/showroom-appointment.json or link to an existing route`,
    )
  })

  it("rejects a link of a section's words to a page that does not exist, in the record", async () => {
    await edit('data/section-text.json', (t) => (t['project-list'].more.href = '/galery'))
    expect(await messages()).toEqual([
      'data/section-text.json › project-list.more.href: links to "/galery", which is not a page — did you mean "/gallery"?',
    ])
  })

  it('rejects a placeholder a section does not fill, naming those it does', async () => {
    await edit('data/section-text.json', (t) => (t['slab-catalogue'].status.other = 'Showing {cuont} slabs'))
    await edit('data/quote-form.json', (q) => (q.text.slab.selected = 'Selected slab: {name}'))
    expect(await messages()).toEqual([
      'data/quote-form.json › text.slab.selected: "{name}" is not filled in here — this text may name {slab} (and site facts, like {site.phone})',
      'data/section-text.json › slab-catalogue.status.other: "{cuont}" is not filled in here — this text may name {count} (and site facts, like {site.phone})',
    ])
  })

  it('rejects an in-page anchor that matches no section id', async () => {
    await edit('pages/index.json', (p) => (p.sections[0].buttons[0].href = '#nowhere'))
    expect(await messages()).toEqual([
      'pages/index.json › sections[0] (hero) › buttons[0].href: links to "#nowhere", but no section on this page has id "nowhere"',
    ])
  })

  it('rejects a record reference that does not resolve', async () => {
    await edit('pages/services/granite.json', (p) => {
      const hero = p.sections.find((s: any) => s.type === 'service-hero')
      hero.service = 'granit'
    })
    const index = JSON.parse(await readFile(join(dir, 'pages/services/granite.json'), 'utf8')).sections.findIndex(
      (s: any) => s.type === 'service-hero',
    )
    expect(await messages()).toEqual([
      `pages/services/granite.json › sections[${index}] (service-hero) › service: no record "granit" in the "catalog" collection (data/catalog.json) — did you mean "granite"?`,
    ])
  })

  it('rejects a duplicate page title and a duplicate description', async () => {
    const home = JSON.parse(await readFile(join(dir, 'pages/index.json'), 'utf8'))
    await edit('pages/process.json', (p) => (p.meta.title = home.meta.title))
    expect(await messages()).toEqual([
      `pages/process.json › meta.title: duplicate title "${home.meta.title}" (also in pages/index.json) — every page needs its own title`,
    ])
    await edit('pages/process.json', (p) => (p.meta.title = 'Our Process | A Title Nobody Else Uses'))
    await edit('pages/slab-selection.json', (p) => (p.meta.description = home.meta.description))
    expect(await messages()).toEqual([
      'pages/slab-selection.json › meta.description: duplicate description (also in pages/index.json) — every page needs its own description',
    ])
  })

  it('rejects an unknown image and a wrong $schema path', async () => {
    await edit('pages/index.json', (p) => {
      p.sections[0].image = 'kitchen-heroo'
      p.$schema = 'schemas/page.schema.json'
    })
    expect(await messages()).toEqual([
      'pages/index.json › $schema: expected "../schemas/page.schema.json" (the page schema, relative to this file) so editors can check it',
      'pages/index.json › sections[0] (hero) › image: unknown image "kitchen-heroo" — did you mean "kitchen-hero"?',
    ])
  })

  it('points at the line and column of a JSON syntax error', async () => {
    await writeFile(join(dir, 'pages/about.json'), '{\n  "meta": {\n    "title": "About",,\n  }\n}\n')
    const [message, ...rest] = await messages()
    expect(rest).toEqual([])
    expect(message).toMatch(/^pages\/about\.json: invalid JSON at line 3, column \d+/)
  })

  it('checks what a section declares beyond its schema: table rows, Markdown links, catalogue card links', async () => {
    let at = 0
    await edit('pages/about.json', (p) => {
      at = p.sections.length
      p.sections.push(
        { type: 'table', caption: 'Thickness', columns: ['Material', 'Thickness'], rows: [['Granite', '2cm', '3cm']] },
        { type: 'rich-text', markdown: 'Read about [our process](/proces) first.' },
        { type: 'catalog-grid', category: 'services' },
      )
    })
    expect(await messages()).toEqual([
      `pages/about.json › sections[${at}] (table) › rows[0]: has 3 cells, expected 2 (one per column)`,
      `pages/about.json › sections[${at + 1}] (rich-text) › markdown: links to "/proces", which is not a page — did you mean "/process"?`,
      `pages/about.json › sections[${at + 2}] (catalog-grid) › category: links to "/services/fireplace-surrounds", which is not a page — create pages/services/fireplace-surrounds.json or link to an existing route`,
    ])
  })

  it('checks the data records too', async () => {
    await edit('data/catalog.json', (c) => (c.items[0].price.starting = '45'))
    expect(await messages()).toEqual([
      'data/catalog.json › items[0].price.starting: expected a number, got the text "45" — write 45 without quotes',
    ])
  })

  it("speaks the schema's own words for a pattern, never a raw regular expression", async () => {
    await edit('pages/index.json', (p) => (p.sections[0].id = 'Top Section'))
    const out = await messages()
    expect(out).toEqual([
      'pages/index.json › sections[0] (hero) › id: "Top Section": expected an id of lowercase letters, digits and hyphens, starting with a letter, like "quote-form"',
    ])
    expect(out[0]).not.toMatch(/\^|\$\//)
  })

  it('lists the allowed values of a closed vocabulary and suggests the one meant', async () => {
    await edit('pages/index.json', (p) => (p.sections[0].variant = 'splitt'))
    expect(await messages()).toEqual([
      'pages/index.json › sections[0] (hero) › variant: expected one of "split", "centered", "compact" — did you mean "split"?',
    ])
  })

  it('says so when a number is written as text', async () => {
    let at = 0
    await edit('pages/about.json', (p) => {
      at = p.sections.length
      p.sections.push({ type: 'card-grid', columns: '3', cards: [{ title: 'One' }] })
    })
    expect(await messages()).toEqual([
      `pages/about.json › sections[${at}] (card-grid) › columns: expected a number, got the text "3" — write 3 without quotes`,
    ])
  })

  it('reports a key written twice in one object, which JSON would silently drop', async () => {
    const file = join(dir, 'pages/about.json')
    const text = await readFile(file, 'utf8')
    // A second "headline" in the first section, written just after its first one.
    await writeFile(file, text.replace(/("headline": "[^"]*",)/, '$1\n      "headline": "Second headline",'))
    const [message, ...rest] = await messages()
    expect(rest).toEqual([])
    expect(message).toMatch(
      /^pages\/about\.json › sections\[0\] \(hero\) › headline: "headline" is written twice in one object \(lines (\d+) and (\d+)\): only the second counts — keep one$/,
    )
  })

  it('reports a page file whose name is not lowercase letters, digits and hyphens, with the name to use', async () => {
    const text = await readFile(join(dir, 'pages/about.json'), 'utf8')
    const json = JSON.parse(text)
    json.meta.title = 'Outdoor Kitchen Countertops'
    json.meta.description = `${json.meta.description} Outdoor kitchens too.`
    await writeFile(join(dir, 'pages/Outdoor Kitchen.json'), JSON.stringify(json, null, 2))
    expect(await messages()).toEqual([
      'pages/Outdoor Kitchen.json: a page file name becomes its address: use lowercase letters, digits and hyphens — rename it to pages/outdoor-kitchen.json',
    ])
  })

  it('names a trailing comma on the line of the comma', async () => {
    await writeFile(join(dir, 'pages/about.json'), '{\n  "meta": {\n    "title": "About",\n  },\n  "sections": []\n}\n')
    expect(await messages()).toEqual([
      'pages/about.json: invalid JSON at line 3, column 21: trailing comma after the last property — remove this "," (JSON allows no comma before "}")',
    ])
  })

  it('names an unescaped quote inside a string', async () => {
    await writeFile(join(dir, 'pages/about.json'), '{\n  "meta": {\n    "title": "The "Best" Granite"\n  }\n}\n')
    expect(await messages()).toEqual([
      'pages/about.json: invalid JSON at line 3, column 19: unescaped quote (") inside a string: write \\" for a quote inside text, or use typographic quotes “…”',
    ])
  })

  describe("the visitor tools' collections", () => {
    it('rejects a slab with an unknown category, suggesting the one meant', async () => {
      await edit('data/slabs.json', (d) => (d.items[0].category = 'granit'))
      expect(await messages()).toEqual([
        'data/slabs.json › items[0]: the id must be the category, a dash and the name as a slug, e.g. "granite-absolute-black"',
        'data/slabs.json › items[0].category: no record "granit" in the "slab-categories" collection (data/slab-categories.json) — did you mean "granite"?',
      ])
    })

    it('rejects a duplicate slab id', async () => {
      let id = ''
      await edit('data/slabs.json', (d) => {
        id = d.items[0].id
        d.items[1] = { ...d.items[1], id, name: d.items[0].name, category: d.items[0].category }
      })
      expect(await messages()).toEqual([`data/slabs.json › items[1].id: duplicate id "${id}" (also items[0]) — each record needs its own`])
    })

    it('rejects a price that is not a range per sq ft, or outside $40–$120', async () => {
      await edit('data/slabs.json', (d) => {
        d.items[0].price = '55 dollars'
        d.items[1].price = '$30-150'
      })
      expect(await messages()).toEqual([
        'data/slabs.json › items[0].price: "55 dollars": expected a price range per sq ft like "$55-75"',
        'data/slabs.json › items[1].price: expected a range from low to high within $40-120 per sq ft, e.g. "$55-75"',
      ])
    })

    it("holds a slab to its category's vocabulary (origin or brand, thickness, finish), from data/slab-categories.json", async () => {
      await edit('data/slabs.json', (d) => {
        const granite = d.items.findIndex((s: any) => s.category === 'granite')
        const quartz = d.items.findIndex((s: any) => s.category === 'quartz')
        d.items[granite].origin = 'Atlantis'
        d.items[granite].thickness = '12mm'
        delete d.items[quartz].brand
        d.items[quartz].origin = 'Italy'
      })
      const out = await messages()
      expect(out).toHaveLength(3)
      expect(out[0]).toMatch(
        /^data\/slabs\.json › items\[\d+\]\.origin: "Atlantis" is not an origin of its category "granite" \(data\/slab-categories\.json\) — expected one of "India", /,
      )
      expect(out[1]).toMatch(
        /^data\/slabs\.json › items\[\d+\]\.thickness: "12mm" is not a thickness of its category "granite" .* — expected one of "2cm", "3cm"$/,
      )
      expect(out[2]).toMatch(/^data\/slabs\.json › items\[\d+\]\.origin: Quartz is an engineered surface: name its "brand", not an origin$/)
    })

    it('takes a new slab category with its own vocabulary, and a slab without a swatch of its own, as data only', async () => {
      await edit('data/slab-categories.json', (d) => d.items.push(soapstoneCategory))
      await edit('data/slabs.json', (d) => d.items.push(soapstoneSlab))
      await writeMissingTexts(dir) // and their Spanish
      expect(await messages()).toEqual([])
      const { notes } = await loadProject(dir)
      expect(formatIssues(notes)).toMatch(
        /^data\/slabs\.json › items\[\d+\]\.image: no swatch of its own: the catalogue shows its category's image "granite"$/,
      )
    })

    it('checks a shared section by reference, and where it is placed: a missing block, and an anchor the page lacks', async () => {
      await edit('data/blocks.json', (d) =>
        d.items.push({ id: 'book-cta', section: { type: 'cta-band', headline: 'Book now', buttons: [{ label: 'Book', href: '#book' }] } }),
      )
      await writeMissingTexts(dir) // the new block's Spanish
      await edit('pages/about.json', (p) =>
        p.sections.push({ type: 'block', block: 'book-cta' }, { type: 'block', block: 'location-closing-ctaa' }),
      )
      const about = JSON.parse(await readFile(join(dir, 'pages/about.json'), 'utf8'))
      const n = about.sections.length
      expect(await messages()).toEqual([
        `pages/about.json › sections[${n - 1}] (block) › block: no record "location-closing-ctaa" in the "blocks" collection (data/blocks.json) — did you mean "location-closing-cta"?`,
        `pages/about.json › sections[${n - 2}] (block "book-cta": cta-band) › buttons[0].href: links to "#book", but no section on this page has id "book"`,
      ])
    })

    it('keeps drafts out of published pages and menus, and holds redirects to one hop to a live page', async () => {
      await edit('pages/financing.json', (p) => (p.draft = true))
      await edit('data/redirects.json', (d) =>
        d.items.push(
          { from: '/granite-countertops', to: '/services/granite' },
          { from: '/old-financing', to: '/financing' },
          { from: '/about', to: '/contact' },
          { from: '/stone', to: '/granite-countertops' },
          { from: '/a', to: '/b' },
          { from: '/b', to: '/a' },
        ),
      )
      const out = await messages()
      // Every link to the draft from a published page or the navigation is reported; here are the first of each kind.
      expect(out).toContain(
        'data/navigation.json › header.items[2].groups[0].items[1].href: links to "/financing", which is a draft (pages/financing.json) — publish it (remove "draft") or remove the link',
      )
      expect(out.filter((m) => m.startsWith('data/redirects.json'))).toEqual([
        'data/redirects.json › items[1].to: leads to "/financing", which is a draft — publish it first',
        'data/redirects.json › items[2].from: "/about" is a page (pages/about.json): a redirect would hide it — remove one',
        'data/redirects.json › items[3].to: leads to "/granite-countertops", which redirects again to "/services/granite" — point it at "/services/granite" directly (one hop)',
        'data/redirects.json › items[4].to: "/a" and "/b" lead to each other (a loop) — point both at the page itself',
        'data/redirects.json › items[5].to: "/b" and "/a" lead to each other (a loop) — point both at the page itself',
      ])
    })

    it('rejects a page naming a missing collection item, with did-you-mean', async () => {
      let at = 0
      await edit('pages/gallery.json', (p) => {
        at = p.sections.findIndex((s: any) => s.type === 'project-gallery')
        p.sections[at].projects = ['scarsdale-quartz-kitchn']
      })
      expect(await messages()).toEqual([
        `pages/gallery.json › sections[${at}] (project-gallery) › projects[0]: no record "scarsdale-quartz-kitchn" in the "projects" collection (data/projects.json) — did you mean "scarsdale-quartz-kitchen"?`,
      ])
    })
  })
})

describe('honest proof and the forms of a page', () => {
  it('rejects a page that shows the same review twice', async () => {
    let first = 0
    let second = 0
    await edit('pages/index.json', (p) => {
      first = p.sections.findIndex((s: any) => s.type === 'testimonials')
      const review = p.sections[first].items[1]
      p.sections.splice(first + 1, 0, { type: 'testimonials', id: 'more-reviews', showSummary: false, items: [review] })
      second = first + 1
    })
    expect(await messages()).toEqual([
      `pages/index.json › sections[${second}] (testimonials) › items[0]: the review "david-r-scarsdale-marble" is already shown by sections[${first}] on this page: a page shows each review once`,
    ])
  })

  it('rejects reviews chosen by a topic and town that find none, and a section that both names and chooses', async () => {
    let at = 0
    await edit('pages/locations/scarsdale-countertops.json', (p) => {
      at = p.sections.findIndex((s: any) => s.type === 'testimonials')
      p.sections[at].topics = ['trade']
    })
    expect(await messages()).toEqual([
      `pages/locations/scarsdale-countertops.json › sections[${at}] (testimonials) › topics: no review in data/testimonials.json is about trade from scarsdale: add one, or choose other topics`,
    ])
    await edit('pages/locations/scarsdale-countertops.json', (p) => (p.sections[at].items = ['david-r-scarsdale-marble']))
    expect(await messages()).toEqual([
      `pages/locations/scarsdale-countertops.json › sections[${at}] (testimonials) › items: name the reviews by key or choose them by topics and town, not both`,
    ])
  })

  it('rejects a project’s picture shown outside its project (under another town’s name)', async () => {
    await edit('pages/locations/pelham.json', (p) => {
      p.sections.push({
        type: 'card-grid',
        id: 'more-work',
        cards: [{ kicker: 'Pelham Manor', title: 'Marble Powder Room', image: 'project-rye-marble-vanity' }],
      })
    })
    const [message, ...rest] = await messages()
    expect(rest).toEqual([])
    expect(message).toMatch(
      /^pages\/locations\/pelham\.json › sections\[\d+\] \(card-grid\) › cards\[0\]\.image: "project-rye-marble-vanity" is the picture of the project "rye-marble-vanity" in Rye \(data\/projects\.json\): show it with a project-list or project-gallery section, which names its own town$/,
    )
  })

  it('rejects two projects with one picture', async () => {
    await edit('data/projects.json', (d) => (d.items[1].image = d.items[0].image))
    expect(await messages()).toEqual([
      'data/projects.json › items[1].image: "project-scarsdale-quartz-kitchen" is already the picture of the project "scarsdale-quartz-kitchen" (Scarsdale): each project needs its own picture',
    ])
  })

  it('rejects a showroom form on a page without the visit types it asks to choose from', async () => {
    let at = 0
    await edit('pages/contact.json', (p) => {
      at = p.sections.findIndex((s: any) => s.type === 'quote-form')
      p.sections[at].variant = 'showroom'
    })
    expect(await messages()).toEqual([
      `pages/contact.json › sections[${at}] (quote-form) › variant: a "showroom" form asks for a visit type: add a pricing-table to this page whose plan buttons link to "#quote"`,
    ])
  })
})

describe("the gallery's vocabulary (data/gallery.json)", () => {
  it('holds every project to its categories and materials, and names the file to add a new one to', async () => {
    let at = 0
    await edit('data/projects.json', (d) => {
      at = d.items.length - 1
      d.items[at].category = 'Mudroom'
    })
    expect(await messages()).toEqual([
      `data/projects.json › items[${at}].category: "Mudroom" is not a category of the gallery (data/gallery.json) — expected one of "Kitchen", "Bathroom", "Bar", "Outdoor", or add it there`,
    ])
  })

  it('takes a new category as data only: a project may name it, a gallery may filter by it, and the default filters show it', async () => {
    await edit('data/gallery.json', (d) => d.categories.push('Laundry'))
    let id = ''
    await edit('data/projects.json', (d) => {
      d.items[0].category = 'Laundry'
      id = d.items[0].id
    })
    await writeMissingTexts(dir) // and its Spanish
    expect(await messages()).toEqual([])
    const project = await loadProject(dir)
    const gallery = resolveProject(project).pages.find((p) => p.route === '/gallery')!
    const section = gallery.sections.find((s) => s.type === 'project-gallery') as unknown as {
      filters: string[]
      projects: { id: string; category: string }[]
    }
    expect(section.filters).toContain('Laundry')
    expect(section.projects.find((p) => p.id === id)?.category).toBe('Laundry')
  })

  it('refuses a gallery filter that is no category or material', async () => {
    let at = 0
    await edit('pages/gallery.json', (p) => {
      at = p.sections.findIndex((s: any) => s.type === 'project-gallery')
      p.sections[at].filters = ['All', 'Kitchen', 'Granit']
    })
    expect(await messages()).toEqual([
      `pages/gallery.json › sections[${at}] (project-gallery) › filters[2]: "Granit" is neither "All" nor a category or material of the gallery (data/gallery.json) — expected one of "All", "Kitchen", "Bathroom", "Bar", "Outdoor", "Granite", "Quartz", "Marble"`,
    ])
  })
})

describe("the quote form's vocabulary (data/quote-form.json, and the places marked quoteOption)", () => {
  it("gives the specification's Location and Service options, in its order, with its labels", async () => {
    const { locations, services } = quoteOptions((await loadProject(projectRoot)).collections)
    // Towns and services a marketer adds may sit anywhere; the specification's stay, in order, "other" last.
    const spec = (all: readonly { value: string }[], wanted: readonly { value: string }[]) =>
      all.filter((o) => wanted.some((w) => w.value === o.value))
    expect(spec(locations, QUOTE_OPTIONS.locations)).toEqual(QUOTE_OPTIONS.locations)
    expect(locations.at(-1)).toEqual({ value: 'other', label: 'Other Westchester Location' })
    expect(spec(services, QUOTE_OPTIONS.services)).toEqual(QUOTE_OPTIONS.services)
  })

  it('checks a preselected service against the services of data/quote-form.json, suggesting the one meant', async () => {
    let at = 0
    await edit('pages/services/countertop-repair.json', (p) => {
      at = p.sections.findIndex((s: any) => s.type === 'quote-form')
      p.sections[at].service = 'repair-restoraton'
    })
    expect(await messages()).toEqual([
      `pages/services/countertop-repair.json › sections[${at}] (quote-form) › service: no service "repair-restoraton" in the quote form's services (data/quote-form.json) — did you mean "repair-restoration"?`,
    ])
  })

  it('takes a new service as data only: a page may preselect it at once', async () => {
    await edit('data/quote-form.json', (d) => d.services.push({ value: 'fireplace-surrounds', label: 'Fireplace Surrounds' }))
    await edit('pages/services/countertop-repair.json', (p) => {
      p.sections.find((s: any) => s.type === 'quote-form').service = 'fireplace-surrounds'
    })
    await writeMissingTexts(dir) // and its Spanish
    expect(await messages()).toEqual([])
  })

  it('refuses a service value listed twice, and a place whose value is the "other" location’s', async () => {
    await edit('data/quote-form.json', (d) => d.services.push({ value: 'bar-countertops', label: 'Bar and Island' }))
    let at = 0
    await edit('data/locations.json', (d) => {
      at =
        d.items.push({ name: 'Other', slug: 'other', type: 'hamlet', description: 'A hamlet.', zipCodes: ['10500'], quoteOption: true }) - 1
    })
    expect(await messages()).toEqual([
      'data/quote-form.json › services: the value "bar-countertops" is listed twice: each service needs its own',
      `data/locations.json › items[${at}].slug: "other" is also the value of the quote form’s other location (data/quote-form.json › otherLocation.value): the Location list needs each value once — change one of them`,
    ])
  })

  it('refuses a place with a page but no coordinates for the service-area map, and coordinates outside the county', async () => {
    let at = 0
    await edit('data/locations.json', (d) => {
      at = d.items.findIndex((p: { page?: string }) => p.page)
      delete d.items[at].geo
      d.items[at + 1].geo = { lat: 40.7, lon: -73.8 }
    })
    expect(await messages()).toEqual([
      `data/locations.json › items[${at + 1}].geo.lat: expected a number >= 40.8, got 40.7`,
      `data/locations.json › items[${at}].geo: a place with a page needs its coordinates, e.g. "geo": { "lat": 41.034, "lon": -73.763 }: the service-area map links every place's page`,
    ])
  })
})

describe('one message per mistake, with the fix meant', () => {
  /** The first section of a type on the home page, and its index. */
  const sectionOf = (p: any, type: string) => {
    const index = p.sections.findIndex((s: any) => s.type === type)
    expect(index, `the home page has a ${type} section`).toBeGreaterThanOrEqual(0)
    return { index, section: p.sections[index] }
  }

  it('suggests the anchor meant for a misspelt in-page link', async () => {
    const home = JSON.parse(await readFile(join(dir, 'pages/index.json'), 'utf8'))
    const id: string = home.sections.find((s: any) => typeof s.id === 'string' && s.id.length > 3).id
    const typo = `${id.slice(0, 1)}${id.slice(2, 3)}${id.slice(1, 2)}${id.slice(3)}`
    await edit('pages/index.json', (p) => (p.sections[0].buttons[0].href = `#${typo}`))
    expect(await messages()).toEqual([
      `pages/index.json › sections[0] (hero) › buttons[0].href: links to "#${typo}", but no section on this page has id "${typo}" — did you mean "#${id}"?`,
    ])
  })

  it('names a misspelt list prop once, with the name meant ("card" → "cards")', async () => {
    await edit('pages/index.json', (p) => p.sections.push({ type: 'card-grid', card: [{ title: 'Outdoor kitchens' }] }))
    const index = JSON.parse(await readFile(join(dir, 'pages/index.json'), 'utf8')).sections.length - 1
    expect(await messages()).toEqual([
      `pages/index.json › sections[${index}] (card-grid) › card: unknown property "card" — did you mean "cards"?`,
    ])
  })

  it('reports a section without a type once, with the types to choose from', async () => {
    await edit('pages/index.json', (p) => delete p.sections[1].type)
    const out = await messages()
    expect(out).toHaveLength(1)
    expect(out[0]).toMatch(/^pages\/index\.json › sections\[1\]\.type: missing "type" — expected one of: .*\bhero\b/)
  })

  it('reports an empty list entry (null) once, by its type', async () => {
    await edit('pages/index.json', (p) => {
      const { section } = sectionOf(p, 'testimonials')
      delete section.items
      section.topics = [null]
    })
    const { index } = sectionOf(JSON.parse(await readFile(join(dir, 'pages/index.json'), 'utf8')), 'testimonials')
    expect(await messages()).toEqual([`pages/index.json › sections[${index}] (testimonials) › topics[0]: expected a string, got null`])
  })

  it('names a mistyped review key at the key only, with the key meant', async () => {
    const reviews = JSON.parse(await readFile(join(dir, 'data/testimonials.json'), 'utf8')).items
    const key: string = reviews[0].id
    await edit('pages/index.json', (p) => (sectionOf(p, 'testimonials').section.items = [key.slice(0, -1)]))
    const { index } = sectionOf(JSON.parse(await readFile(join(dir, 'pages/index.json'), 'utf8')), 'testimonials')
    expect(await messages()).toEqual([
      `pages/index.json › sections[${index}] (testimonials) › items[0]: no record "${key.slice(0, -1)}" in the "testimonials" collection (data/testimonials.json) — did you mean "${key}"?`,
    ])
  })
})

describe('a page nothing links to (an orphan)', () => {
  const orphanNotes = async () =>
    (await loadProject(dir)).notes.filter((n) => /no menu or other page links to/.test(n.message)).map((n) => n.file)

  it('is noted (validate still passes) until a page links to it, and silenced by "standalone": true', async () => {
    expect(await orphanNotes()).toEqual([])
    const home = JSON.parse(await readFile(join(dir, 'pages/index.json'), 'utf8'))
    const page = {
      $schema: '../schemas/page.schema.json',
      meta: {
        title: 'Outdoor Kitchen Countertops in Westchester County',
        description: 'Weather-proof porcelain and granite outdoor kitchen countertops, fabricated and installed across Westchester County.',
        keywords: ['outdoor kitchen countertops'],
      },
      sections: [{ type: 'hero', headline: 'Outdoor Kitchens Built for Every Season' }],
    }
    await writeFile(join(dir, 'pages/outdoor-kitchens.json'), JSON.stringify(page, null, 2))
    await writeMissingTexts(dir) // and its Spanish
    const checked = await loadProject(dir)
    expect(formatIssues(checked.issues)).toBe('')
    expect(await orphanNotes()).toEqual(['pages/outdoor-kitchens.json'])
    // A link from a draft does not count; from a published page it does.
    home.sections[0].buttons.push({ label: 'Outdoor kitchens', href: '/outdoor-kitchens' })
    await writeFile(join(dir, 'pages/index.json'), JSON.stringify({ ...home, draft: true }, null, 2))
    expect(await orphanNotes()).toEqual(['pages/outdoor-kitchens.json'])
    await writeFile(join(dir, 'pages/index.json'), JSON.stringify(home, null, 2))
    expect(await orphanNotes()).toEqual([])
    home.sections[0].buttons.pop()
    await writeFile(join(dir, 'pages/index.json'), JSON.stringify(home, null, 2))
    await writeFile(join(dir, 'pages/outdoor-kitchens.json'), JSON.stringify({ ...page, standalone: true }, null, 2))
    expect(await orphanNotes()).toEqual([])
  })
})
