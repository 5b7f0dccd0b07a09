import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { imageSizeFromFile } from 'image-size/fromFile'
import { collectionNames, collections } from './collections'
import { DESK_WORDS_FILE } from './desk'
import { copyFolder, declaredLocaleCodes, englishFileOf } from './locales'
import type { ImageFileSize, ProjectSources, SourceFile } from './sources'
import { checkProject, type CheckedProject } from './validate'

export type { ImageFileSize, ProjectSources, SourceFile }

/**
 * The one page loader: finds every page file and data file of a project, reads them, and hands their text to the
 * validator (./validate.ts). `npm run validate`, the build, the dev server and the tests all load pages this way,
 * so a page is discovered, parsed and checked identically everywhere. Reading is separate from checking: tests
 * and the editor pass texts to `checkProject` directly, as Fastify tests pass requests to `inject()`.
 */

export const PAGES_DIR = 'pages'
export const IMAGES_FILE = 'data/images.json'
export const IMAGES_DIR = 'data/images'

async function listJson(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(join(root, dir), { withFileTypes: true, recursive: true }).catch(() => [])
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.json'))
    .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
    .sort()
}

const readText = (path: string) => readFile(path, 'utf8').catch(() => undefined)

/**
 * Width and height of an image file from its header (image-size reads the first bytes, not the pixels: about a
 * millisecond per file). A JPEG rotated by its EXIF orientation reports the size it is shown at.
 */
export async function readImageSize(file: string): Promise<ImageFileSize | undefined> {
  try {
    const size = await imageSizeFromFile(file)
    if (!size.width || !size.height) return { problem: 'its width and height could not be read' }
    const turned = (size.orientation ?? 1) >= 5
    return turned ? { width: size.height, height: size.width } : { width: size.width, height: size.height }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    return { problem: `it is not an image this build can read (${(error as Error).message})` }
  }
}

/** The `src` of every entry of a registry text (none when it does not parse: validation reports that). */
function registrySources(text: string | undefined): string[] {
  try {
    const registry = JSON.parse(text ?? '{}') as Record<string, { src?: unknown }>
    return [...new Set(Object.values(registry).flatMap((e) => (typeof e?.src === 'string' && !e.src.includes('..') ? [e.src] : [])))]
  } catch {
    return []
  }
}

/**
 * Reads the page files, the declared collections' files, the image registry and its files' sizes, and the copies of the
 * other languages data/site.json declares (every JSON file under data/<locale>/): the same texts give
 * the same value, keys in the same order (a check is remembered by it: ./validate.ts).
 */
export async function readProject(root: string): Promise<ProjectSources> {
  const pageFiles = await listJson(root, PAGES_DIR)
  const pages = await Promise.all(pageFiles.map(async (file) => ({ file, text: (await readText(join(root, file))) ?? '' })))
  const dataFiles = collectionNames.map((name) => collections[name].file)
  const data = Object.fromEntries(await Promise.all(dataFiles.map(async (file) => [file, await readText(join(root, file))] as const)))
  const images = await readText(join(root, IMAGES_FILE))
  const imageFiles = Object.fromEntries(
    await Promise.all(registrySources(images).map(async (src) => [src, await readImageSize(join(root, IMAGES_DIR, src))] as const)),
  )
  // The desk's words (data/desk.json) are the owner's, not the site's: their copies (the reply to a customer in the
  // customer's language, data/<code>/desk.json) are checked by the desk's build (app/builder/desk.ts).
  const copyFiles = (await Promise.all(declaredLocaleCodes(data[collections.site.file]).map((code) => listJson(root, copyFolder(code)))))
    .flat()
    .filter((file) => englishFileOf(file)?.file !== DESK_WORDS_FILE)
  const copies = await Promise.all(copyFiles.map(async (file) => ({ file, text: (await readText(join(root, file))) ?? '' })))
  return { pages, data, images, imageFiles, copies }
}

/** Reads and checks a project: every page and record parsed, validated and cross-checked. */
export async function loadProject(root: string): Promise<CheckedProject> {
  return checkProject(await readProject(root))
}

/** Reads and checks a project folder; the issues only (what `npm run validate` prints). */
export async function validateProject(root: string) {
  return (await loadProject(root)).issues
}
