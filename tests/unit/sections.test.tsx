import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { renderToString } from 'react-dom/server'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { loadIslands } from '../../app/Island'
import { loadSections, Sections } from '../../app/Page'
import { SectionSchema } from '../../schemas/page'
import { sectionTypes, type AnySection } from '../../sections/schemas'
import { projectRoot } from '../helpers/project-copy'

/** Every section type ships examples (the section catalogue); each is valid and renders its text on the server. */
const examplesOf = (type: string): AnySection[] => JSON.parse(readFileSync(join(projectRoot, 'sections', type, 'examples.json'), 'utf8'))

async function renderSections(sections: AnySection[]) {
  // As the server renderer does: static sections and islands are loaded before rendering.
  await Promise.all([loadSections(sections.map((s) => s.type)), loadIslands()])
  return renderToString(<Sections sections={sections} />)
}

const visibleText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')

describe.each(sectionTypes)('section "%s"', (type) => {
  it('has valid examples that render their headings', async () => {
    const examples = examplesOf(type)
    expect(examples.length).toBeGreaterThan(0)
    for (const example of examples) {
      const result = v.safeParse(SectionSchema, example)
      expect(result.issues?.map((i) => `${v.getDotPath(i)}: ${i.message}`) ?? []).toEqual([])
      expect(example.type).toBe(type)
      const text = visibleText(await renderSections([example]))
      const heading = (example as { headline?: string; title?: string }).headline ?? (example as { title?: string }).title
      if (heading) expect(text).toContain(heading)
    }
  })
})

describe('record-driven sections', () => {
  it('service-hero shows "Service not found" when its catalogue record is missing', async () => {
    const text = visibleText(await renderSections([{ type: 'service-hero', service: 'no-such-material' } as AnySection]))
    expect(text).toContain('Service not found')
  })

  it('service-hero shows the record: name, long description and starting price', async () => {
    const text = visibleText(await renderSections([{ type: 'service-hero', service: 'granite' } as AnySection]))
    expect(text).toContain('Granite Countertops')
    expect(text).toMatch(/Starting at\s*\$45\s*per sq ft/i)
  })
})
