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

/** The project files a module imports at run time (type-only imports left out), resolved to project paths. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(projectRoot, file), 'utf8')
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"](\.[^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g),
  ].map((m) => m[1])
  return specifiers.flatMap((spec) => {
    const base = join(dirname(file), spec)
    const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']
      .map((ext) => base + ext)
      .find((p) => existsSync(join(projectRoot, p)) && statSync(join(projectRoot, p)).isFile())
    return found ? [found] : []
  })
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
    const graph = reachable(['app/entry-server.tsx', 'app/entry-client.tsx'])
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

  it('no two modules import each other, directly or around a circle', () => {
    const files = ['app', 'sections', 'ui', 'schemas'].flatMap(sourceFiles)
    const edges = new Map(files.map((f) => [f, importsOf(f).filter((t) => /\.(ts|tsx)$/.test(t))]))
    const circles: string[] = []
    const state = new Map<string, 'open' | 'done'>()
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return
      if (state.get(file) === 'open') {
        circles.push([...trail.slice(trail.indexOf(file)), file].join(' → '))
        return
      }
      state.set(file, 'open')
      for (const next of edges.get(file) ?? []) visit(next, [...trail, file])
      state.set(file, 'done')
    }
    for (const file of files) visit(file, [])
    expect(circles).toEqual([])
  })
})
