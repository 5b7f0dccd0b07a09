import type { CollectionName } from '../../schemas/collections'
import { collections } from '../../schemas/collections'
import { fillFacts, siteFacts } from '../../schemas/facts'
import { PageSchema } from '../../schemas/page'
import type { Site } from '../../schemas/records'
import type { CheckedProject, LoadedPage } from '../../schemas/validate'
import { walkMarked } from '../../schemas/walk'
import { type Block, expandBlocks } from '../../schemas/blocks'
import type { AnySection, AnySectionJson } from '../../sections/schemas'
import { sectionModule } from '../../sections/schemas'
import type { ResolveContext, ResolvedImage } from '../../sections/section'
import { absoluteUrl, pageHead } from '../render/head'
import type { ResolvedPage } from '../../schemas/page-data'
import { type ImageEntry, imageSources } from '../../ui/image-sources'
import { structuredData } from './structured-data'

/**
 * Resolution: a validated page file becomes its resolved page data — one self-contained JSON value that renders
 * the page with nothing else (the prerender renders it; later, the browser will render pages from it):
 *   1. site facts named in text ({site.rating} …) are filled in;
 *   2. every image name (found by its marker, wherever it sits) becomes its renditions; "tel" becomes the phone link;
 *   3. each section's own `resolve` looks up its records (sections/<type>/schema.ts);
 *   4. head tags and JSON-LD are computed: the page's `meta.structuredData`, then what its section types describe
 *      (a section module's `structuredData`, e.g. the FAQPage of the faq sections).
 * Runs in Node at build time and in the dev server (no UI imports here). The value's shape is the page-data contract
 * (schemas/page-data.ts).
 */

export function createResolveContext(project: Pick<CheckedProject, 'collections' | 'images'>, route: string): ResolveContext {
  const data = project.collections
  const image = (name: string): ResolvedImage => {
    const entry = project.images[name] as ImageEntry | undefined
    if (!entry) throw new Error(`Unknown image "${name}" (validation reports it with its file and path)`)
    return { name, ...imageSources(name, entry) }
  }
  const list = <N extends CollectionName>(name: N) => data[name] as unknown as Record<string, unknown>[]
  return {
    route,
    sections: [],
    site: data.site,
    singleton: (name) => data[name],
    image,
    all: (name) => list(name) as never,
    find: (name, key) => {
      const c = collections[name]
      return list(name).find((item) => c.kind === 'list' && item[c.key] === key) as never
    },
  }
}

/** JSON-LD described by the page's sections: each type that exports `structuredData` gets all its sections at once. */
function sectionStructuredData(sections: readonly { type: string }[], ctx: ResolveContext): object[] {
  const byType = new Map<string, { type: string }[]>()
  for (const section of sections) byType.set(section.type, [...(byType.get(section.type) ?? []), section])
  return [...byType].flatMap(([type, list]) => sectionModule(type as AnySection['type']).structuredData?.(list, ctx) ?? [])
}

/** The resolved data of one page. The project must have passed validation. */
export function resolvePage(loaded: LoadedPage, project: Pick<CheckedProject, 'collections' | 'images'>): ResolvedPage {
  const route = loaded.route ?? '/404'
  const ctx = createResolveContext(project, route)
  const site = project.collections.site as Site
  // Shared sections placed by reference become the sections themselves (schemas/blocks.ts).
  const { sections: placed } = expandBlocks<AnySectionJson>(loaded.page.sections, project.collections.blocks as Block[])
  const filled = fillFacts({ ...loaded.page, sections: placed }, siteFacts(site))
  const withMedia = walkMarked(PageSchema, filled, (marker, value) => {
    if (typeof value !== 'string') return undefined
    if (marker.image) return ctx.image(value)
    if (marker.href && value === 'tel') return `tel:+${site.phone.digits}`
    return undefined
  })
  // A section may follow another on its page (the quote form offers the plans whose buttons lead to it).
  const pageCtx: ResolveContext = { ...ctx, sections: withMedia.sections as AnySectionJson[] }
  const sections = (withMedia.sections as AnySectionJson[]).map((section) => {
    const mod = sectionModule(section.type)
    return (mod.resolve ? { type: section.type, ...mod.resolve(section, pageCtx) } : section) as AnySection
  })
  const meta = filled.meta
  const jsonLd = [
    ...(meta.structuredData?.length ? structuredData(meta.structuredData, absoluteUrl(site, meta.canonical ?? route), ctx) : []),
    ...sectionStructuredData(withMedia.sections as AnySectionJson[], ctx),
  ]
  return {
    route: loaded.route,
    file: loaded.file,
    status: loaded.route === null ? 404 : 200,
    ...(loaded.page.draft ? { draft: true as const } : {}),
    meta,
    head: pageHead(meta, route, jsonLd, { site, image: ctx.image }),
    sections,
  }
}

/**
 * Every published page of a validated project, resolved, and the not-found page. Drafts (`"draft": true`) are left
 * out: they are not built, listed in the sitemap or linked (the dev server shows them).
 */
export function resolveProject(project: CheckedProject): { pages: ResolvedPage[]; notFound: ResolvedPage } {
  if (!project.notFound) throw new Error('pages/404.json is missing (validation reports it)')
  return {
    pages: project.pages.filter((page) => !page.page.draft).map((page) => resolvePage(page, project)),
    notFound: resolvePage(project.notFound, project),
  }
}
