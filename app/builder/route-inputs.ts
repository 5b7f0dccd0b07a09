import { createHash } from 'node:crypto'
import type { CheckedProject, LoadedPage } from '../../schemas/validate'
import { resolveFrame } from './frame'
import { resolvePage } from './resolve'
import type { ResolvedPage } from '../../schemas/page-data'

/**
 * The inputs of a route: everything its prerendered HTML and page data are made from besides the code. An
 * incremental build re-renders a route only when the fingerprint of its inputs changed:
 *   - its page file (as parsed: reformatting the JSON changes nothing);
 *   - the collections its resolution read — site-wide data (the business facts every page's head and text use) as
 *     much as the records its sections look up — each as a whole;
 *   - the image registry entries it shows (an entry's renditions, size and alt text are in the HTML; the encoded
 *     files are not, and are rebuilt from the image cache by themselves);
 *   - what every route shares (`shared`: the code, the stylesheet and scripts the build made, the year).
 * What was read is recorded while the page and the frame around it resolve (lookups go through the project), so a
 * section that starts to read a new collection adds it by itself, and the frame's navigation and business facts are
 * inputs of every route.
 */
export type RouteInputs = {
  /** The page file, e.g. "pages/services/granite.json". */
  file: string
  /** Collections read while resolving, by name ("site", "catalog", …). */
  collections: string[]
  /** Image registry names shown. */
  images: string[]
}

const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('base64url')

/** A view of the project that notes every collection and image read through it. */
function tracking(project: Pick<CheckedProject, 'collections' | 'images'>) {
  const collections = new Set<string>()
  const images = new Set<string>()
  const note = <T extends object>(target: T, into: Set<string>) =>
    new Proxy(target, {
      get(object, key, receiver) {
        if (typeof key === 'string' && Object.hasOwn(object, key)) into.add(key)
        return Reflect.get(object, key, receiver)
      },
    })
  return {
    view: { collections: note(project.collections, collections), images: note(project.images, images) },
    read: () => ({ collections: [...collections].sort(), images: [...images].sort() }),
  }
}

/** Resolves a page (app/builder/resolve.ts) and says what it read: its resolved data and its inputs. */
export function resolveWithInputs(
  loaded: LoadedPage,
  project: Pick<CheckedProject, 'collections' | 'images'>,
): { page: ResolvedPage; inputs: RouteInputs } {
  const { view, read } = tracking(project)
  const page = resolvePage(loaded, view)
  // The frame (header, drawer, footer, chat) is rendered into every page: what it reads is an input of every route.
  resolveFrame(view)
  return { page, inputs: { file: loaded.file, ...read() } }
}

/** Fingerprints of the current content of inputs; collections are hashed once per build. */
export function inputFingerprints(project: Pick<CheckedProject, 'collections' | 'images' | 'pages' | 'notFound'>, shared: string) {
  const collections = new Map<string, string>()
  const collectionHash = (name: string) => {
    if (!collections.has(name)) collections.set(name, hash((project.collections as Record<string, unknown>)[name] ?? null))
    return collections.get(name)!
  }
  const pages = new Map([...project.pages, ...(project.notFound ? [project.notFound] : [])].map((p) => [p.file, p]))
  /** The fingerprint of a route's inputs as they are now (a page file that no longer exists: undefined). */
  return (inputs: RouteInputs): string | undefined => {
    const loaded = pages.get(inputs.file)
    if (!loaded) return undefined
    return hash({
      shared,
      page: loaded.page,
      collections: inputs.collections.map((name) => [name, collectionHash(name)]),
      images: inputs.images.map((name) => [name, project.images[name] ?? null]),
    })
  }
}
