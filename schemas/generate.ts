/**
 * `npm run schemas`: writes what is generated from the sources, and `--check` fails when the committed files have
 * drifted (npm test runs it):
 *   - the section registry (sections/*.gen.ts) from the folders in sections/;
 *   - the JSON Schemas in schemas/ from the valibot schemas, for the editor: hover help from every description,
 *     and the current collection keys, image names and routes offered as completions.
 * The build and the dev server call `generate()` too, so a new section folder or a new record needs no command.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { registryFiles } from '../sections/registry'

export type GenerateResult = { written: string[]; stale: string[]; problems: { file: string; message: string }[] }

export async function generate(root: string, { check = false } = {}): Promise<GenerateResult> {
  const written: string[] = []
  const stale: string[] = []
  const sync = async (file: string, content: string) => {
    const path = join(root, file)
    const current = await readFile(path, 'utf8').catch(() => '')
    if (current === content) return
    if (check) stale.push(file)
    else {
      await writeFile(path, content)
      written.push(file)
    }
  }

  const registry = await registryFiles(root)
  for (const [file, content] of Object.entries(registry.files)) await sync(file, content)
  if (registry.problems.length) return { written, stale, problems: registry.problems }

  // Imported only now: the JSON Schemas are computed from the (possibly just written) registry.
  const { generatedSchemas, serialize } = (await import(
    pathToFileURL(join(root, 'schemas/json-schema.ts')).href
  )) as typeof import('./json-schema')
  const { loadProject } = (await import(pathToFileURL(join(root, 'schemas/load.ts')).href)) as typeof import('./load')
  const { collectionNames, collections } = (await import(
    pathToFileURL(join(root, 'schemas/collections.ts')).href
  )) as typeof import('./collections')
  const project = await loadProject(root)
  const completions = {
    collections: Object.fromEntries(
      collectionNames.flatMap((name) => {
        const c = collections[name]
        const items = project.collections[name]
        return c.kind === 'list' && Array.isArray(items)
          ? [[name, items.map((item) => String((item as Record<string, unknown>)[c.key]))]]
          : []
      }),
    ),
    images: Object.keys(project.images).sort(),
    routes: [...project.routes].sort(),
  }
  for (const [name, schema] of Object.entries(generatedSchemas(completions))) await sync(`schemas/${name}`, serialize(schema))
  return { written, stale, problems: [] }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const check = process.argv.includes('--check')
  const root = resolve(import.meta.dirname, '..')
  const { written, stale, problems } = await generate(root, { check })
  for (const p of problems) console.error(`✖ ${p.file}: ${p.message}`)
  for (const file of written) console.log(`wrote ${file}`)
  if (stale.length)
    console.error(`✖ ${stale.join(', ')} ${stale.length === 1 ? 'is' : 'are'} out of date. Run \`npm run schemas\` and commit the result.`)
  if (problems.length || stale.length) process.exit(1)
  if (check) console.log('✔ the section registry and the JSON Schemas are current')
}
