/**
 * `npm run schemas`: writes the JSON Schema files in schemas/ from the valibot schemas (editors use them to
 * autocomplete page JSON). `npm run schemas -- --check` fails when the committed files have drifted.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { generatedSchemas, serialize } from './json-schema'

const dir = join(import.meta.dirname)
const check = process.argv.includes('--check')
const stale: string[] = []

for (const [name, schema] of Object.entries(generatedSchemas())) {
  const path = join(dir, name)
  const next = serialize(schema)
  const current = await readFile(path, 'utf8').catch(() => '')
  if (current === next) continue
  if (check) stale.push(name)
  else {
    await writeFile(path, next)
    console.log(`wrote schemas/${name}`)
  }
}

if (stale.length) {
  console.error(`✖ schemas/${stale.join(', schemas/')} no longer match the valibot schemas. Run \`npm run schemas\` and commit the result.`)
  process.exit(1)
}
if (check) console.log('✔ generated JSON Schemas are current')
