import { spawnSync } from 'node:child_process'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyProject } from '../helpers/project-copy'

/**
 * A marketer's whole workflow: one new JSON file under pages/, no code change, and the build ships a prerendered
 * route that is in the sitemap. And a developer's: a new section type is a folder (schema, component, examples),
 * a new collection is a data file and one declaration — no registry, list or validator edited. Runs the real build
 * on a copy of the project.
 */
const awards = {
  $schema: '../schemas/awards.schema.json',
  items: [
    { slug: 'best-of-westchester-2024', title: 'Best of Westchester', year: '2024' },
    { slug: 'angi-super-service-2023', title: 'Angi Super Service Award', year: '2023' },
  ],
}
const sectionFiles = {
  'schema.ts': `import * as v from 'valibot'
import { ref } from '../../schemas/fields'
import type { ResolveContext, SectionInput } from '../section'

export const schema = v.pipe(
  v.strictObject({
    type: v.literal('award-list'),
    title: v.pipe(v.string(), v.description('Heading of the list.')),
    awards: v.pipe(v.array(ref('awards')), v.description('Awards to show, by slug.')),
  }),
  v.description('A list of awards from the awards collection.'),
)

export function resolve({ title, awards }: SectionInput<typeof schema>, ctx: ResolveContext) {
  const all = ctx.all('awards' as never) as unknown as { slug: string; title: string; year: string }[]
  return { title, awards: awards.flatMap((slug) => all.filter((a) => a.slug === slug)) }
}
`,
  'AwardList.tsx': `import type { SectionProps } from '../schemas'

export default function AwardList({ title, awards }: SectionProps<'award-list'>) {
  return (
    <section>
      <h2>{title}</h2>
      <ul>{awards.map((a) => <li key={a.slug}>{a.title} ({a.year})</li>)}</ul>
    </section>
  )
}
`,
  'examples.json': JSON.stringify([{ type: 'award-list', title: 'Awards', awards: ['best-of-westchester-2024'] }]),
}
const declaration = `export const collections = {
  awards: defineCollection({
    file: 'data/awards.json',
    schema: v.strictObject({ slug: v.string(), title: v.string(), year: v.string() }),
    key: 'slug',
    record: 'Award',
    description: 'Awards won.',
  }),`

describe('adding a page is writing one JSON file', () => {
  let copy: Awaited<ReturnType<typeof copyProject>>
  let build: ReturnType<typeof spawnSync>
  const landing = {
    $schema: '../schemas/page.schema.json',
    meta: {
      title: 'Outdoor Kitchen Countertops in Westchester | Test Landing',
      description:
        'Weather-proof outdoor kitchen countertops in porcelain and granite, fabricated and installed across Westchester County.',
      keywords: ['outdoor kitchen countertops', 'Westchester County'],
    },
    sections: [
      {
        type: 'hero',
        headline: 'Outdoor Kitchens Built for Every Season',
        text: 'Porcelain and granite that shrug off sun, frost and grill heat.',
        buttons: [{ label: 'Get Free Quote', href: '/contact' }],
      },
      { type: 'award-list', title: 'Recognised Across the County', awards: ['angi-super-service-2023', 'best-of-westchester-2024'] },
      {
        type: 'card-grid',
        title: 'Materials That Live Outside',
        cards: [
          { title: 'Porcelain', text: 'UV-stable colour and heat resistance to 2000°F.' },
          { title: 'Granite', text: 'Dense natural stone, sealed for the seasons.' },
        ],
      },
    ],
  }

  // Its words in Spanish: the copy of its texts (facts — links, records — stay in the English file).
  const spanish = {
    meta: {
      title: 'Encimeras para cocinas exteriores en Westchester | Prueba',
      description: 'Encimeras de porcelanato y granito para cocinas exteriores, fabricadas e instaladas en todo el condado de Westchester.',
      keywords: ['encimeras para cocinas exteriores', 'condado de Westchester'],
    },
    sections: [
      {
        type: 'hero',
        headline: 'Cocinas exteriores para todas las estaciones',
        text: 'Porcelanato y granito que resisten el sol, las heladas y el calor de la parrilla.',
        buttons: [{ label: 'Cotización gratis' }],
      },
      {
        type: 'card-grid',
        title: 'Materiales para el exterior',
        cards: [
          { title: 'Porcelanato', text: 'Color estable al sol y resistencia al calor hasta 2000 °F.' },
          { title: 'Granito', text: 'Piedra natural densa, sellada para cada estación.' },
        ],
      },
    ],
  }

  beforeAll(async () => {
    copy = await copyProject()
    await writeFile(join(copy.dir, 'pages/outdoor-kitchen-countertops.json'), JSON.stringify(landing, null, 2))
    await writeFile(join(copy.dir, 'data/es/pages/outdoor-kitchen-countertops.json'), JSON.stringify(spanish, null, 2))
    // A new section type: a folder, nothing else.
    await mkdir(join(copy.dir, 'sections/award-list'))
    for (const [file, text] of Object.entries(sectionFiles)) await writeFile(join(copy.dir, 'sections/award-list', file), text)
    // A new collection: a data file and one declaration.
    await writeFile(join(copy.dir, 'data/awards.json'), JSON.stringify(awards, null, 2))
    const registry = join(copy.dir, 'schemas/collections.ts')
    await writeFile(registry, (await readFile(registry, 'utf8')).replace('export const collections = {', declaration))
    build = spawnSync(process.execPath, ['--import', 'tsx', 'app/builder/build.ts'], { cwd: copy.dir, encoding: 'utf8', timeout: 600_000 })
  }, 660_000)
  afterAll(() => copy?.cleanup())

  it('builds', () => {
    expect(build.stderr).not.toMatch(/✖/)
    expect(build.status).toBe(0)
  })

  it('prerenders the new route with its head tags and content', async () => {
    const html = await readFile(join(copy.dir, 'dist/client/outdoor-kitchen-countertops/index.html'), 'utf8')
    expect(html).toContain(`<title>${landing.meta.title}</title>`)
    expect(html).toContain(`<meta name="description" content="${landing.meta.description}"/>`)
    expect(html).toMatch(/<h1[^>]*>Outdoor Kitchens Built for Every Season<\/h1>/)
    expect(html).toContain('Materials That Live Outside')
    expect(html).toContain('UV-stable colour and heat resistance to 2000°F.')
  })

  it('prerenders it in Spanish too, from its copy, under /es', async () => {
    const html = await readFile(join(copy.dir, 'dist/client/es/outdoor-kitchen-countertops/index.html'), 'utf8')
    expect(html).toContain('<html lang="es"')
    expect(html).toContain(`<title>${spanish.meta.title}</title>`)
    expect(html).toMatch(/<h1[^>]*>Cocinas exteriores para todas las estaciones<\/h1>/)
    expect(html).toContain('Porcelanato y granito que resisten el sol')
  })

  it('renders the new section type, created as a folder only, with records of the new collection', async () => {
    const html = await readFile(join(copy.dir, 'dist/client/outdoor-kitchen-countertops/index.html'), 'utf8')
    expect(html).toContain('Recognised Across the County')
    const text = html.replace(/<!-- -->/g, '')
    expect(text).toContain('<li>Angi Super Service Award (2023)</li><li>Best of Westchester (2024)</li>')
  })

  it('validates the new collection and reports a dangling reference to it with file, path and did-you-mean', async () => {
    const page = JSON.parse(JSON.stringify(landing))
    page.sections[1].awards = ['best-of-westchester-2042']
    await writeFile(join(copy.dir, 'pages/outdoor-kitchen-countertops.json'), JSON.stringify(page, null, 2))
    await writeFile(
      join(copy.dir, 'data/awards.json'),
      JSON.stringify({ ...awards, items: [...awards.items, { slug: 'x', title: 1 }] }, null, 2),
    )
    const failed = spawnSync(process.execPath, ['--import', 'tsx', 'schemas/validate-cli.ts'], { cwd: copy.dir, encoding: 'utf8' })
    expect(failed.status).toBe(1)
    expect(failed.stderr).toContain(
      'pages/outdoor-kitchen-countertops.json › sections[1] (award-list) › awards[0]: no record "best-of-westchester-2042" in the "awards" collection (data/awards.json) — did you mean "best-of-westchester-2024"?',
    )
    expect(failed.stderr).toContain('data/awards.json › items[2].year: missing required property "year"')
    expect(failed.stderr).toContain('data/awards.json › items[2].title: expected a string, got a number')
    await writeFile(join(copy.dir, 'data/awards.json'), JSON.stringify(awards, null, 2))
    await writeFile(join(copy.dir, 'pages/outdoor-kitchen-countertops.json'), JSON.stringify(landing, null, 2))
  })

  it('lists the new route in the sitemap', async () => {
    const sitemap = await readFile(join(copy.dir, 'dist/client/sitemap.xml'), 'utf8')
    const site = JSON.parse(await readFile(join(copy.dir, 'data/site.json'), 'utf8'))
    expect(sitemap).toContain(`<loc>${site.url}/outdoor-kitchen-countertops</loc>`)
  })

  it('fails the build with a precise message when the page is broken', async () => {
    const broken = { ...landing, sections: [{ ...landing.sections[0], buttons: [{ label: 'Quote', href: '/contakt' }] }] }
    await writeFile(join(copy.dir, 'pages/outdoor-kitchen-countertops.json'), JSON.stringify(broken, null, 2))
    const failed = spawnSync(process.execPath, ['--import', 'tsx', 'app/builder/build.ts'], {
      cwd: copy.dir,
      encoding: 'utf8',
      timeout: 120_000,
    })
    expect(failed.status).toBe(1)
    expect(failed.stderr).toContain(
      'pages/outdoor-kitchen-countertops.json › sections[0] (hero) › buttons[0].href: links to "/contakt", which is not a page — did you mean "/contact"?',
    )
  })
})
