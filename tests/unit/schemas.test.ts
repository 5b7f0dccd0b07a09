import { execFileSync } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { collectionNames, collections } from '../../schemas/collections'
import { generate } from '../../schemas/generate'
import { COMPLETIONS_FILE, completionsSchema, generatedSchemas } from '../../schemas/json-schema'
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

  it('offer image names, record keys and routes as completions from the generated, uncommitted completions file', async () => {
    const page = generatedSchemas()['page.schema.json'] as any
    const hero = page.properties.sections.items.oneOf.find((b: any) => b.properties.type.const === 'hero')
    const serviceHero = page.properties.sections.items.oneOf.find((b: any) => b.properties.type.const === 'service-hero')
    expect(hero.properties.image.allOf).toEqual([{ $ref: `${COMPLETIONS_FILE}#/definitions/image` }])
    expect(hero.properties.buttons.items.properties.href.allOf).toEqual([{ $ref: `${COMPLETIONS_FILE}#/definitions/route` }])
    expect(serviceHero.properties.service.allOf).toEqual([{ $ref: `${COMPLETIONS_FILE}#/definitions/collection-catalog` }])
    // A figure that counts a collection offers the collections of records, declared in code: a singleton is not one.
    const stats = page.properties.sections.items.oneOf.find((b: any) => b.properties.type.const === 'stats')
    const counted = stats.properties.items.items.properties.count.examples
    expect(counted).toEqual(collectionNames.filter((name) => collections[name].kind === 'list'))
    expect(counted).toContain('slab-categories')
    expect(counted).not.toContain('site')
    // The committed schemas hold no content: no route, image name or record key.
    const committed = JSON.stringify(generatedSchemas())
    for (const content of ['/services/granite', 'kitchen-hero', 'white-plains']) expect(committed).not.toContain(`"${content}"`)

    const completions = completionsSchema({
      collections: { catalog: ['granite', 'quartz'] },
      images: ['kitchen-hero'],
      routes: ['/', '/contact'],
    }) as any
    expect(completions.definitions.image.examples).toEqual(['kitchen-hero'])
    expect(completions.definitions.route.examples).toEqual(['/', '/contact'])
    expect(completions.definitions['collection-catalog'].examples).toEqual(['granite', 'quartz'])
    // The real one is written by `npm run schemas` (and validate, dev, build, npm ci), and ignored by git.
    const written = JSON.parse(await readFile(join(projectRoot, 'schemas', COMPLETIONS_FILE), 'utf8'))
    expect(written.definitions.route.examples).toContain('/services/granite')
    expect(execFileSync('git', ['check-ignore', `schemas/${COMPLETIONS_FILE}`], { cwd: projectRoot, encoding: 'utf8' }).trim()).toBe(
      `schemas/${COMPLETIONS_FILE}`,
    )
  })
})
