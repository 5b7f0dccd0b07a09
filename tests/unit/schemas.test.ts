import { describe, expect, it } from 'vitest'
import { generate } from '../../schemas/generate'
import { generatedSchemas } from '../../schemas/json-schema'
import { projectRoot } from '../helpers/project-copy'

describe('generated files', () => {
  it('the section registry and JSON Schemas are committed and current (run `npm run schemas` after a change)', async () => {
    const { stale, problems } = await generate(projectRoot, { check: true })
    expect(problems).toEqual([])
    expect(stale).toEqual([])
  })

  it('tell sections apart by their type so editors and ajv pick the right branch', () => {
    const page = generatedSchemas()['page.schema.json'] as any
    const items = page.properties.sections.items
    expect(items.discriminator).toEqual({ propertyName: 'type' })
    expect(items.oneOf.map((b: any) => b.properties.type.const)).toContain('hero')
  })

  it('give every section prop help text for the editor (description and markdownDescription)', () => {
    const page = generatedSchemas()['page.schema.json'] as any
    const missing: string[] = []
    for (const branch of page.properties.sections.items.oneOf) {
      const type = branch.properties.type.const
      for (const [prop, schema] of Object.entries<any>(branch.properties))
        if (prop !== 'type' && !schema.description && !schema.anyOf) missing.push(`${type}.${prop}`)
      expect(branch.description, type).toBeTruthy()
      expect(branch.markdownDescription, type).toBe(branch.description)
    }
    expect(missing).toEqual([])
  })

  it('offer image names, record keys and routes as completions', () => {
    const page = generatedSchemas({ collections: { catalog: ['granite', 'quartz'] }, images: ['kitchen-hero'], routes: ['/', '/contact'] })[
      'page.schema.json'
    ] as any
    const hero = page.properties.sections.items.oneOf.find((b: any) => b.properties.type.const === 'hero')
    const serviceHero = page.properties.sections.items.oneOf.find((b: any) => b.properties.type.const === 'service-hero')
    expect(hero.properties.image.examples).toEqual(['kitchen-hero'])
    expect(hero.properties.buttons.items.properties.href.examples).toEqual(['/', '/contact'])
    expect(serviceHero.properties.service.examples).toEqual(['granite', 'quartz'])
  })
})
