import { spawnSync } from 'node:child_process'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { copyProject } from '../helpers/project-copy'

/**
 * A marketer's whole workflow: one new JSON file under pages/, no code change, and the build ships a prerendered
 * route that is in the sitemap. Runs the real build on a copy of the project.
 */
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

  beforeAll(async () => {
    copy = await copyProject()
    await writeFile(join(copy.dir, 'pages/outdoor-kitchen-countertops.json'), JSON.stringify(landing, null, 2))
    build = spawnSync(process.execPath, ['--import', 'tsx', 'app/build.ts'], { cwd: copy.dir, encoding: 'utf8', timeout: 600_000 })
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

  it('lists the new route in the sitemap', async () => {
    const sitemap = await readFile(join(copy.dir, 'dist/client/sitemap.xml'), 'utf8')
    const site = JSON.parse(await readFile(join(copy.dir, 'data/site.json'), 'utf8'))
    expect(sitemap).toContain(`<loc>${site.url}/outdoor-kitchen-countertops</loc>`)
  })

  it('fails the build with a precise message when the page is broken', async () => {
    const broken = { ...landing, sections: [{ ...landing.sections[0], buttons: [{ label: 'Quote', href: '/contakt' }] }] }
    await writeFile(join(copy.dir, 'pages/outdoor-kitchen-countertops.json'), JSON.stringify(broken, null, 2))
    const failed = spawnSync(process.execPath, ['--import', 'tsx', 'app/build.ts'], { cwd: copy.dir, encoding: 'utf8', timeout: 120_000 })
    expect(failed.status).toBe(1)
    expect(failed.stderr).toContain(
      'pages/outdoor-kitchen-countertops.json › sections[0] (hero) › buttons[0].href: links to "/contakt", which is not a page — did you mean "/contact"?',
    )
  })
})
