import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { collectionNames, collections } from './collections'
import { checkProject, type CheckedProject } from './validate'

/**
 * The one page loader: finds every page file and data file of a project, reads them, and hands their text to the
 * validator (./validate.ts). `npm run validate`, the build, the dev server and the tests all load pages this way,
 * so a page is discovered, parsed and checked identically everywhere. Reading is separate from checking: tests
 * and the editor pass texts to `checkProject` directly, as Fastify tests pass requests to `inject()`.
 */

export type SourceFile = { file: string; text: string }
export type ProjectSources = {
  /** pages/**\/*.json, project-relative paths, sorted. */
  pages: SourceFile[]
  /** data files by project-relative path (undefined: the file is missing). */
  data: Record<string, string | undefined>
  /** data/images.json (undefined: missing). */
  images: string | undefined
}

export const PAGES_DIR = 'pages'
export const IMAGES_FILE = 'data/images.json'

async function listJson(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(join(root, dir), { withFileTypes: true, recursive: true }).catch(() => [])
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort()
}

const readText = (path: string) => readFile(path, 'utf8').catch(() => undefined)

/** Reads the page files, the declared collections' files and the image registry of a project folder. */
export async function readProject(root: string): Promise<ProjectSources> {
  const pageFiles = await listJson(root, PAGES_DIR)
  const pages = await Promise.all(pageFiles.map(async (file) => ({ file, text: (await readText(join(root, file))) ?? '' })))
  const data: Record<string, string | undefined> = {}
  await Promise.all(
    collectionNames.map(async (name) => (data[collections[name].file] = await readText(join(root, collections[name].file)))),
  )
  return { pages, data, images: await readText(join(root, IMAGES_FILE)) }
}

/** Reads and checks a project: every page and record parsed, validated and cross-checked. */
export async function loadProject(root: string): Promise<CheckedProject> {
  return checkProject(await readProject(root))
}

/** Reads and checks a project folder; the issues only (what `npm run validate` prints). */
export async function validateProject(root: string) {
  return (await loadProject(root)).issues
}
