import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../helpers/project-copy'

/**
 * The house follows the data: what the site renders is a pure function of resolved data, so no module of the site
 * imports a data file, and pages/ and data/ reach code only through schemas/load.ts (used by the build, the dev
 * server and the editor, never by what renders in a browser).
 */

const sourceFiles = (dir: string): string[] =>
  readdirSync(join(projectRoot, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name))
    .map((e) => relative(projectRoot, join(e.parentPath, e.name)))

/**
 * The project files a module imports, resolved to project paths: at run time only (type-only imports left out), or
 * with `types` every import, type-only ones included (a circle through a type is a circle a reader walks too).
 */
function importsOf(file: string, { types = false } = {}): string[] {
  const text = readFileSync(join(projectRoot, file), 'utf8')
  const statement = types
    ? /^\s*(?:import|export)\s+(?:[^'";]*?\s+from\s+)?['"](\.[^'"]+)['"]/gm
    : /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"](\.[^'"]+)['"]/gm
  const specifiers = [...text.matchAll(statement), ...text.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g)].map((m) => m[1])
  return specifiers.flatMap((spec) => {
    const base = join(dirname(file), spec)
    const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ext) => base + ext)
      .find((p) => existsSync(join(projectRoot, p)) && statSync(join(projectRoot, p)).isFile())
    return found ? [found] : []
  })
}

/** The circles among `files` (each as "a → b → a"), following `edges`. */
function circlesIn(files: string[], edges: (file: string) => string[]): string[] {
  const circles: string[] = []
  const state = new Map<string, 'open' | 'done'>()
  const visit = (file: string, trail: string[]) => {
    if (state.get(file) === 'done') return
    if (state.get(file) === 'open') {
      circles.push([...trail.slice(trail.indexOf(file)), file].join(' → '))
      return
    }
    state.set(file, 'open')
    for (const next of edges(file)) visit(next, [...trail, file])
    state.set(file, 'done')
  }
  for (const file of files) visit(file, [])
  return circles
}

/** Every project file reachable from `entries` by run-time imports. */
function reachable(entries: string[]): Set<string> {
  const seen = new Set<string>()
  const queue = [...entries]
  while (queue.length) {
    const file = queue.pop()!
    if (seen.has(file)) continue
    seen.add(file)
    if (/\.(ts|tsx)$/.test(file)) queue.push(...importsOf(file))
  }
  return seen
}

describe('layers', () => {
  it('no module of app/, sections/ or ui/ imports a data file', () => {
    const offenders = ['app', 'sections', 'ui'].flatMap(sourceFiles).flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith('data/'))
        .map((target) => `${file} → ${target}`),
    )
    expect(offenders).toEqual([])
  })

  it('what renders a page (the server renderer and the browser entry) never reaches data/ or the page loader', () => {
    const graph = reachable(['app/render/entry-server.tsx', 'app/browser/entry-client.tsx'])
    expect(graph.size).toBeGreaterThan(20) // the walk follows the real imports
    expect([...graph].filter((file) => file.startsWith('data/') || file.startsWith('pages/') || file === 'schemas/load.ts')).toEqual([])
  })

  it('the kit (ui/) imports neither sections nor the shell, and sections never import the shell', () => {
    const wrong = [
      ...sourceFiles('ui').flatMap((file) =>
        importsOf(file)
          .filter((t) => t.startsWith('sections/') || t.startsWith('app/'))
          .map((t) => `${file} → ${t}`),
      ),
      ...sourceFiles('sections').flatMap((file) =>
        importsOf(file)
          .filter((t) => t.startsWith('app/') || t.startsWith('api/'))
          .map((t) => `${file} → ${t}`),
      ),
    ]
    expect(wrong).toEqual([])
  })

  it('no two files of the project import each other, directly or around a circle, types included (tools/ aside)', () => {
    const files = ['app', 'sections', 'ui', 'schemas', 'api', 'tests'].flatMap(sourceFiles)
    const code = (t: string) => /\.(ts|tsx)$/.test(t)
    expect(circlesIn(files, (f) => importsOf(f, { types: true }).filter(code))).toEqual([])
  })

  it('app/ imports only downward: desk, editor → builder → browser → render, never back up a layer', () => {
    const layers = ['app/desk/', 'app/editor/', 'app/builder/', 'app/browser/', 'app/render/']
    const layer = (file: string) => layers.findIndex((l) => file.startsWith(l))
    const files = sourceFiles('app')
    expect(files.filter((f) => layer(f) < 0 && !f.startsWith('app/public/'))).toEqual([]) // every file has a layer
    const upward = files.flatMap((file) =>
      importsOf(file, { types: true })
        .filter((target) => layer(target) >= 0 && layer(target) < layer(file))
        .map((target) => `${file} → ${target}`),
    )
    expect(upward).toEqual([])
  })

  it("the owner's desk (app/desk/) is a top layer nothing imports: no page of the site carries its code", () => {
    const files = ['app', 'sections', 'ui', 'schemas', 'api'].flatMap(sourceFiles).filter((f) => !f.startsWith('app/desk/'))
    const desk = sourceFiles('app/desk')
    expect(desk).toContain('app/desk/main.tsx')
    expect(
      files.flatMap((file) =>
        importsOf(file, { types: true })
          .filter((t) => t.startsWith('app/desk/'))
          .map((t) => `${file} → ${t}`),
      ),
    ).toEqual([])
    // What it may import: the kit, the shared formatting, the contracts, and the type of its words (data/desk.json,
    // type-only: the words come in its page; the first test holds run-time imports of data/); never the shell or the API.
    const wrong = desk.flatMap((file) =>
      importsOf(file, { types: true })
        .filter((t) => !/^(app\/desk|ui|schemas|sections\/_shared)\//.test(t) && t !== 'data/desk.json')
        .map((t) => `${file} → ${t}`),
    )
    expect(wrong).toEqual([])
  })

  it("a section's folder imports its own schema, the shared parts and the services, never the registry of every section", () => {
    const registry = ['sections/schemas.ts', 'sections/registry.gen.ts', 'sections/components.gen.ts', 'sections/islands.gen.ts']
    const files = sourceFiles('sections').filter((f) => /^sections\/[^_/][^/]*\//.test(f))
    expect(files.length).toBeGreaterThan(20)
    const wrong = files.flatMap((file) => {
      const own = file.split('/').slice(0, 2).join('/')
      return importsOf(file, { types: true })
        .filter((t) => registry.includes(t) || (/^sections\/[^_/][^/]*\//.test(t) && !t.startsWith(`${own}/`)))
        .map((t) => `${file} → ${t}`)
    })
    expect(wrong).toEqual([])
  })
})
