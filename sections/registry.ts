/**
 * Generates the section registry from the folders in sections/ (as TanStack Router generates its route tree):
 * adding a section type is creating its folder, nothing else. For every folder sections/<type>/:
 *   schema.ts        required — exports `schema` (and optionally resolve, island, defaultId, rules, links)
 *   <Type>.tsx       required — the component, default export (<Type> is the type in PascalCase)
 *   examples.json    required — example objects (the section catalogue; each must validate and render)
 *   recipe.ts        optional — Panda recipes it exports are added to the theme
 * Generated: the schemas (registry.gen.ts), the components for the server render (components.gen.ts), the same
 * components loaded on demand for pages rendered in the browser (loaders.gen.ts), the islands (islands.gen.ts) and
 * the recipes (recipes.gen.ts). The generated files are committed; `npm run schemas -- --check` (in npm test) fails when they are stale, and
 * the build and the dev server regenerate them.
 */
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

export const GENERATED_NOTE = '// Generated from the folders in sections/ by `npm run schemas` — do not edit.'

export const pascal = (type: string) => type.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase())
const camel = (type: string) => type.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())
const quote = (s: string) => (/^[a-z][a-zA-Z0-9]*$/.test(s) ? s : `'${s}'`)

export type RegistryProblem = { file: string; message: string }

/** The section folders of a project, and what each is missing. */
export function sectionFolders(root: string): { types: string[]; problems: RegistryProblem[] } {
  const dir = join(root, 'sections')
  const problems: RegistryProblem[] = []
  const types = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('_') && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort()
    .filter((type) => {
      if (!/^[a-z][a-z0-9-]*$/.test(type)) {
        problems.push({ file: `sections/${type}`, message: 'a section folder name is its type: lowercase words joined by hyphens' })
        return false
      }
      const missing = ['schema.ts', `${pascal(type)}.tsx`, 'examples.json'].filter((f) => !existsSync(join(dir, type, f)))
      for (const f of missing)
        problems.push({
          file: `sections/${type}/${f}`,
          message: `missing: every section folder needs schema.ts, ${pascal(type)}.tsx (default export) and examples.json`,
        })
      return missing.length === 0
    })
  return { types, problems }
}

/** The generated files (project-relative path → content). Imports each schema.ts and recipe.ts to read its exports. */
export async function registryFiles(root: string): Promise<{ files: Record<string, string>; problems: RegistryProblem[] }> {
  const { types, problems } = sectionFolders(root)
  const dir = join(root, 'sections')
  const islands: { type: string; trigger: string }[] = []
  for (const type of types) {
    const mod = (await import(pathToFileURL(join(dir, type, 'schema.ts')).href)) as { schema?: unknown; island?: { trigger?: string } }
    if (!mod.schema)
      problems.push({
        file: `sections/${type}/schema.ts`,
        message: `must export \`schema\` (a valibot v.strictObject with type: v.literal("${type}"))`,
      })
    if (mod.island) islands.push({ type, trigger: mod.island.trigger ?? 'visible' })
  }
  const recipeFolders = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(dir, e.name, 'recipe.ts')))
    .map((e) => e.name)
    .sort()
  const recipes: { folder: string; name: string; slot: boolean }[] = []
  for (const folder of recipeFolders) {
    const mod = (await import(pathToFileURL(join(dir, folder, 'recipe.ts')).href)) as Record<
      string,
      { slots?: unknown; className?: string }
    >
    for (const [name, value] of Object.entries(mod).sort(([a], [b]) => a.localeCompare(b)))
      if (value && typeof value === 'object' && 'className' in value) recipes.push({ folder, name, slot: 'slots' in value })
  }

  const schemas = [
    GENERATED_NOTE,
    "import type { SectionModule } from './section'",
    ...types.map((t) => `import * as ${camel(t)} from './${t}/schema'`),
    '',
    '/** Every section type and its definition (Node-safe: schemas, resolvers, rules; no UI). */',
    'export const sectionModules = {',
    ...types.map((t) => (quote(t) === camel(t) ? `  ${t},` : `  ${quote(t)}: ${camel(t)},`)),
    '} satisfies Record<string, SectionModule>',
    '',
    '/** The interactive section types (their schema.ts exports `island`). */',
    `export const islandTypes = [${islands.map((i) => `'${i.type}'`).join(', ')}] as const`,
    '',
  ].join('\n')

  const components = [
    GENERATED_NOTE,
    "import type { ComponentType } from 'react'",
    "import type { SectionProps, SectionType } from './schemas'",
    ...types.map((t) => `import ${pascal(t)} from './${t}/${pascal(t)}'`),
    '',
    '/** Every section component, for the server render (static sections never reach the browser). */',
    'export const sectionComponents: { [K in SectionType]: ComponentType<SectionProps<K>> } = {',
    ...types.map((t) => `  ${quote(t)}: ${pascal(t)},`),
    '}',
    '',
  ].join('\n')

  const islandFile = [
    GENERATED_NOTE,
    "import type { ComponentType } from 'react'",
    "import type { Trigger } from './section'",
    "import type { SectionProps } from './schemas'",
    '',
    '/** The interactive sections, loaded in the browser only when their trigger fires. */',
    'export const sectionIslands = {',
    ...islands.map(
      (i) =>
        `  ${quote(i.type)}: { trigger: '${i.trigger}', load: () => import('./${i.type}/${pascal(i.type)}').then((m) => m.default as ComponentType<SectionProps<'${i.type}'>>) },`,
    ),
    '} satisfies Record<string, { trigger: Trigger; load: () => Promise<ComponentType<any>> }>',
    '',
  ].join('\n')

  const recipeFile = [
    GENERATED_NOTE,
    ...[...new Set(recipes.map((r) => r.folder))].map(
      (folder) =>
        `import { ${recipes
          .filter((r) => r.folder === folder)
          .map((r) => r.name)
          .join(', ')} } from './${folder}/recipe'`,
    ),
    '',
    '/** Panda recipes declared in section folders (panda.config.ts adds them to the theme). */',
    `export const sectionRecipes = { ${recipes
      .filter((r) => !r.slot)
      .map((r) => r.name)
      .join(', ')} }`,
    `export const sectionSlotRecipes = { ${recipes
      .filter((r) => r.slot)
      .map((r) => r.name)
      .join(', ')} }`,
    '',
  ].join('\n')

  const loaders = [
    GENERATED_NOTE,
    "import type { ComponentType } from 'react'",
    "import type { SectionProps, SectionType } from './schemas'",
    '',
    '/** Every section component, loaded on demand: a page rendered in the browser loads only the types it shows. */',
    'export const sectionLoaders: { [K in SectionType]: () => Promise<ComponentType<SectionProps<K>>> } = {',
    ...types.map((t) => `  ${quote(t)}: () => import('./${t}/${pascal(t)}').then((m) => m.default),`),
    '}',
    '',
  ].join('\n')

  return {
    files: {
      'sections/registry.gen.ts': schemas,
      'sections/components.gen.ts': components,
      'sections/loaders.gen.ts': loaders,
      'sections/islands.gen.ts': islandFile,
      'sections/recipes.gen.ts': recipeFile,
    },
    problems,
  }
}
