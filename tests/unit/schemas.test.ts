import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { generatedSchemas, serialize } from '../../schemas/json-schema'
import { projectRoot } from '../helpers/project-copy'

describe('generated JSON Schemas', () => {
  it('are committed and current (run `npm run schemas` after changing a valibot schema)', async () => {
    for (const [name, schema] of Object.entries(generatedSchemas())) {
      const committed = await readFile(join(projectRoot, 'schemas', name), 'utf8').catch(() => '(missing)')
      expect(committed, `schemas/${name} is stale`).toBe(serialize(schema))
    }
  })

  it('tell sections apart by their type so editors and ajv pick the right branch', () => {
    const page = generatedSchemas()['page.schema.json'] as any
    const items = page.properties.sections.items
    expect(items.discriminator).toEqual({ propertyName: 'type' })
    expect(items.oneOf.map((b: any) => b.properties.type.const)).toContain('hero')
  })
})
