import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderToString } from 'react-dom/server'
import * as v from 'valibot'
import { beforeAll, describe, expect, it } from 'vitest'
import { loadIslands, ServerRender } from '../../app/render/island-server'
import { Sections } from '../../app/render/Page'
import { resolvePage } from '../../app/builder/resolve'
import { FACT_PATTERN, fillFacts, siteFacts } from '../../schemas/facts'
import { loadProject } from '../../schemas/load'
import type { PageFile } from '../../schemas/page'
import { SectionSchema } from '../../schemas/page'
import type { CheckedProject } from '../../schemas/validate'
import { type AnySectionJson, sectionTypes } from '../../sections/schemas'
import { projectRoot } from '../helpers/project-copy'

/** Every section type ships examples (the section catalogue); each is valid, resolves and renders on the server. */
const examplesOf = (type: string): AnySectionJson[] =>
  JSON.parse(readFileSync(join(projectRoot, 'sections', type, 'examples.json'), 'utf8'))

let project: CheckedProject
beforeAll(async () => {
  project = await loadProject(projectRoot)
  await loadIslands()
})

/** Resolves sections as the build does (on a page of their own) and renders them as the server does. */
function render(sections: AnySectionJson[]) {
  const page = { $schema: '', meta: { title: 'Examples', description: 'x'.repeat(60), keywords: ['x'] }, sections } as PageFile
  const resolved = resolvePage({ file: 'pages/examples.json', route: '/examples', page }, project)
  return renderToString(
    <ServerRender>
      <Sections sections={resolved.sections} />
    </ServerRender>,
  )
}

const visibleText = (html: string) =>
  html
    .replace(/<!--.*?-->|<wbr\/?>/g, '') // React's text separators and break opportunities: not spaces
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')

describe.each(sectionTypes)('section "%s"', (type) => {
  it('has valid examples that render their headings', () => {
    const examples = examplesOf(type)
    expect(examples.length).toBeGreaterThan(0)
    for (const example of examples) {
      const result = v.safeParse(SectionSchema, example)
      expect(result.issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`) ?? []).toEqual([])
      expect(example.type).toBe(type)
      const text = visibleText(render([example]))
      // Facts are filled as on a page: an example names only facts that exist.
      expect(text.match(FACT_PATTERN), 'a site fact left as written').toBeNull()
      const heading = (example as { headline?: string; title?: string }).headline ?? (example as { title?: string }).title
      if (heading) expect(text).toContain(fillFacts(heading, siteFacts(project.collections.site)))
    }
  })
})

describe('record-driven sections', () => {
  it('service-hero shows "Service not found" (data/section-text.json) when its catalogue record is missing', () => {
    const text = visibleText(render([{ type: 'service-hero', service: 'no-such-material' }]))
    expect(text).toContain(project.collections['section-text']['service-hero'].notFound.title)
  })

  it('service-hero shows the record: name, long description and starting price', () => {
    const text = visibleText(render([{ type: 'service-hero', service: 'granite' }]))
    expect(text).toContain('Granite Countertops')
    const startingAt = project.collections['section-text']['service-hero'].startingAt
    expect(text.replace(/\s+/g, ' ')).toContain(`${startingAt} $45 per sq ft`)
  })

  it("quote-form offers the site's other ways to reach it, and its reply time, from data/site.json", () => {
    const site = project.collections.site
    const text = visibleText(render([examplesOf('quote-form')[0]]))
    for (const fact of [
      site.phone.display,
      site.email,
      ...site.hours.map((h) => `${h.label}: ${h.text}`),
      `answered within ${site.replyTime}`,
    ])
      expect(text).toContain(fact)
  })

  it('resolved page data is self-contained JSON: images carry their renditions, "tel" is the phone link', () => {
    const page = project.pages.find((p) => p.route === '/')!
    const resolved = resolvePage(page, project)
    expect(JSON.parse(JSON.stringify(resolved))).toEqual(resolved)
    const hero = resolved.sections[0] as { image?: { avifSrcSet: string; width: number }; buttons?: { href: string }[] }
    expect(hero.image?.avifSrcSet).toMatch(/\/images\/kitchen-hero-\d+\.avif \d+w/)
    expect(hero.buttons?.map((b) => b.href)).toContain(`tel:+${project.collections.site.phone.digits}`)
  })
})
