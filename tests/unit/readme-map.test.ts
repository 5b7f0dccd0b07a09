import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../helpers/project-copy'

/**
 * The README's map of the code matches the tree. Every folder the map names (a backticked path ending in "/") exists,
 * and every code folder at the levels the map covers is named in it: the top-level folders, the folders of app/, api/
 * and tests/, and the folders of parts sections share (sections/_shared/, sections/_services/…). A section type's
 * folder, like a page or a record, is something a marketer adds: the map names it as a pattern (`sections/<type>/`),
 * so adding one never breaks this test. Folders git ignores (builds, caches, generated code) and hidden ones are not
 * code.
 */

const MAP_HEADING = '## The map of the code'

/** The text of the README's map section: from its heading to the next second-level heading. */
function mapSection(): string {
  const readme = readFileSync(join(projectRoot, 'README.md'), 'utf8')
  const start = readme.indexOf(`\n${MAP_HEADING}\n`)
  if (start === -1) throw new Error(`README.md has no "${MAP_HEADING}" section`)
  const body = readme.slice(start + MAP_HEADING.length + 2)
  const end = body.search(/^## /m)
  return end === -1 ? body : body.slice(0, end)
}

/** The folder paths the map names: `app/browser/`, `api/`… (patterns such as `sections/<type>/` are left out). */
const namedFolders = (map: string) => new Set([...map.matchAll(/`((?:[\w.-]+\/)+)`/g)].map((m) => m[1]!))

/** The .gitignore patterns that name a file or folder at any level (`dist/`, `var/`), as regular expressions. */
const ignored = readFileSync(join(projectRoot, '.gitignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim().replace(/\/$/, ''))
  .filter((line) => line && !line.startsWith('#') && !line.includes('/'))
  .map((pattern) => new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`))

const isCode = (name: string) => !name.startsWith('.') && !ignored.some((pattern) => pattern.test(name))

/** Whether a folder holds a file somewhere below it (an emptied folder left on disk is not part of the tree). */
const holdsFiles = (dir: string): boolean =>
  readdirSync(join(projectRoot, dir), { withFileTypes: true }).some(
    (entry) => isCode(entry.name) && (entry.isFile() || (entry.isDirectory() && holdsFiles(join(dir, entry.name)))),
  )

/** The code folders directly inside `dir` ('' for the project's root), as `dir/name/`. */
const foldersIn = (dir: string) =>
  readdirSync(join(projectRoot, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isCode(entry.name) && holdsFiles(join(dir, entry.name)))
    .map((entry) => `${dir ? `${dir}/` : ''}${entry.name}/`)

const isFolder = (path: string) => {
  try {
    return statSync(join(projectRoot, path)).isDirectory()
  } catch {
    return false
  }
}

describe("the README's map of the code", () => {
  const named = namedFolders(mapSection())

  it('names folders (the section is found and read)', () => {
    expect(named.size).toBeGreaterThan(15)
  })

  it('names only folders that exist', () => {
    expect([...named].filter((path) => !isFolder(path))).toEqual([])
  })

  it('names every top-level folder, every folder of app/, api/ and tests/, and every folder of shared parts in sections/', () => {
    const top = foldersIn('')
    const covered = [
      ...top,
      ...['app', 'api', 'tests'].filter((dir) => top.includes(`${dir}/`)).flatMap(foldersIn),
      ...(top.includes('sections/') ? foldersIn('sections').filter((path) => path.startsWith('sections/_')) : []),
    ]
    expect(covered.length).toBeGreaterThan(10)
    expect(covered.filter((path) => !named.has(path))).toEqual([])
  })
})
