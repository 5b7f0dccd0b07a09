import { isSectionType, sectionAnchor, sectionModule } from '../../sections/schemas'
import { type Block, expandBlocks } from '../blocks'
import type { CollectionData } from '../collections'
import { jsonSchemaOf } from '../json-schema'
import { PageSchema, SectionSchema } from '../page'
import { hrefPath } from '../routing'
import { didYouMean } from '../suggest'
import { type Path, walkMarked } from '../walk'
import type { CheckContext } from './context'
import { dotted, eachString, type Json, jsonPath } from './issues'
import { linkIssues, referenceIssues } from './references'
import { ruleIssues, schemaIssues, validatorFor } from './schema-issues'
import { factIssues } from './site-facts'

/** A page as its checks read it: shared sections placed where they are named, its text as visitors read it. */
type PlacedPage = {
  file: string
  page: Json
  published: boolean
  /** Its sections, each shared one placed, filled with the site's facts. */
  sections: Json[]
  /** For each section, the shared section ("block") it was placed from, if any. */
  from: (string | undefined)[]
  /** For each section, its index among the sections written in the file. */
  written: number[]
  /** For each section, its place in messages: "sections[3] (hero)", or "sections[5] (block "book-cta": cta-band)". */
  where: string[]
  /** The section ids on the page: what its "#…" links may name. */
  ids: Set<string>
  /** Its meta, filled with the site's facts. */
  meta: Json
  /** The titles and descriptions of the pages checked before it, each with its file. */
  earlier: { titles: Map<string, string>; descriptions: Map<string, string> }
}
type PageCheck = (ctx: CheckContext, page: PlacedPage) => void
type SectionCheck = (ctx: CheckContext, page: PlacedPage, i: number) => void

/** Each page's own checks, page by page (the not-found page last), each page's messages together. */
export function pageContents(ctx: CheckContext) {
  const { pages, notFound, data, validItems } = ctx
  const blocks = ((data.blocks ?? []) as Json[]).filter((_, i) => validItems.blocks?.[i]) as Block[]
  const earlier = { titles: new Map<string, string>(), descriptions: new Map<string, string>() }
  for (const { file, page } of notFound ? [...pages, notFound] : pages) {
    const placed = placePage(ctx, file, page, blocks, earlier)
    for (const check of pageChecks) check(ctx, placed)
  }
}

const pageChecks: PageCheck[] = [sectionIds, pageReferences, eachSection, metaFacts, canonical, uniqueTitleAndDescription]
const sectionChecks: SectionCheck[] = [blockAnchors, sectionFacts, sectionRules]

function placePage(ctx: CheckContext, file: string, page: Json, blocks: Block[], earlier: PlacedPage['earlier']): PlacedPage {
  // Shared sections are checked where they are placed too: their anchors and rules depend on the page. Their text is
  // judged as filled with the site's facts, as visitors read it.
  const { sections: placed, from, at: written } = expandBlocks<Json>(Array.isArray(page?.sections) ? page.sections : [], blocks)
  const sections = ctx.shown(placed)
  const where = sections.map((section, i) => {
    const at = jsonPath(`/sections/${written[i]}`, page)
    return from[i] ? `${at.replace(/ \(block\)$/, '')} (block "${from[i]}": ${section.type})` : at
  })
  const ids = new Set<string>()
  for (const s of sections) {
    const id = s && typeof s === 'object' ? sectionAnchor(s) : undefined
    if (typeof id === 'string') ids.add(id)
  }
  return { file, page, published: page?.draft !== true, sections, from, written, where, ids, meta: ctx.shown(page?.meta), earlier }
}

/** Section ids unique on the page (a shared section's too). */
function sectionIds({ issues }: CheckContext, { file, sections, written, where }: PlacedPage) {
  const first = new Map<string, number>()
  sections.forEach((s, i) => {
    const id = s && typeof s === 'object' ? sectionAnchor(s) : undefined
    if (typeof id !== 'string') return
    if (first.has(id))
      issues.push({
        file,
        path: `${where[i]} › id`,
        message: `duplicate section id "${id}" (also sections[${written[first.get(id)!]}]) — ids must be unique on a page`,
      })
    else first.set(id, i)
  })
}

/** The page's references to records, image names and links (./references.ts). */
function pageReferences(ctx: CheckContext, { file, page, ids, published }: PlacedPage) {
  referenceIssues(ctx, file, PageSchema, page, ids, published)
}

/** Each section's checks, section by section. */
function eachSection(ctx: CheckContext, page: PlacedPage) {
  page.sections.forEach((_, i) => {
    for (const check of sectionChecks) check(ctx, page, i)
  })
}

/** A shared section's "#…" links, against the ids of the page it is placed on. */
function blockAnchors(ctx: CheckContext, { file, sections, from, where, ids }: PlacedPage, i: number) {
  if (!from[i]) return
  walkMarked(SectionSchema, sections[i], (marker, leaf, path: Path) => {
    if (marker.href && typeof leaf === 'string' && leaf.startsWith('#'))
      linkIssues(ctx, file, `${where[i]} › ${dotted(path.map(String))}`, leaf, ids)
  })
}

/** Site facts named in a section written on the page (a shared section's are judged in data/blocks.json). */
function sectionFacts(ctx: CheckContext, { file, sections, from, where }: PlacedPage, i: number) {
  if (!from[i]) eachString(sections[i], '', factIssues(ctx, file, where[i]))
}

/** A section's own links and rules (its module's `links` and `rules`, and its schema's checks), once it passed its schema. */
function sectionRules(ctx: CheckContext, { file, sections, where, ids, published }: PlacedPage, i: number) {
  const section = sections[i]
  if (!isSectionType(section?.type)) return
  const mod = sectionModule(section.type)
  const validate = validatorFor(`section:${section.type}`, () => jsonSchemaOf(mod.schema, section.type))
  if (schemaIssues(file, validate, section).length) return
  const own = { collections: ctx.data as CollectionData, sections }
  for (const link of mod.links?.(section, own) ?? []) linkIssues(ctx, file, `${where[i]} › ${link.path}`, link.href, ids, published)
  for (const rule of mod.rules?.(section, own) ?? []) ctx.issues.push({ file, path: `${where[i]} › ${rule.path}`, message: rule.message })
  for (const rule of ruleIssues(file, '', mod.schema, section))
    ctx.issues.push({ ...rule, path: rule.path ? `${where[i]} › ${rule.path}` : where[i] })
}

/** Site facts named in the page's meta. */
function metaFacts(ctx: CheckContext, { file, meta }: PlacedPage) {
  eachString(meta, 'meta', factIssues(ctx, file, ''))
}

/** A canonical address that is a page. */
function canonical({ issues, routes }: CheckContext, { file, meta }: PlacedPage) {
  if (typeof meta?.canonical === 'string' && !routes.has(hrefPath(meta.canonical)))
    issues.push({
      file,
      path: 'meta.canonical',
      message: `"${meta.canonical}" is not a page${didYouMean(meta.canonical, [...routes.keys()])}`,
    })
}

/** A title and a description no page before it has. */
function uniqueTitleAndDescription({ issues }: CheckContext, { file, meta, earlier }: PlacedPage) {
  if (typeof meta?.title === 'string') {
    if (earlier.titles.has(meta.title))
      issues.push({
        file,
        path: 'meta.title',
        message: `duplicate title "${meta.title}" (also in ${earlier.titles.get(meta.title)}) — every page needs its own title`,
      })
    else earlier.titles.set(meta.title, file)
  }
  if (typeof meta?.description === 'string') {
    if (earlier.descriptions.has(meta.description))
      issues.push({
        file,
        path: 'meta.description',
        message: `duplicate description (also in ${earlier.descriptions.get(meta.description)}) — every page needs its own description`,
      })
    else earlier.descriptions.set(meta.description, file)
  }
}
