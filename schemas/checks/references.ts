import type * as v from 'valibot'
import { type Collection, type CollectionName, collectionNames, collections, fileSchema, type Singleton } from '../collections'
import { hrefPath, pageFileToRoute } from '../routing'
import { readableTime, type Window, within } from '../schedule'
import { didYouMean, suggest } from '../suggest'
import { type Path, walkMarked } from '../walk'
import type { CheckContext } from './context'
import { type Json, pathOf } from './issues'
import { parseJson } from './parse'

/** References to records, image names and links in every collection's records: each names something that exists. */
export function recordReferences(ctx: CheckContext) {
  for (const name of collectionNames) {
    const c = collections[name]
    const text = ctx.sources.data[c.file]
    if (text === undefined) continue
    const parsed = parseJson(c.file, text)
    if (parsed.data) referenceIssues(ctx, c.file, fileSchema(name), parsed.data, undefined)
  }
}

/**
 * The references, images and links of one file's value, found by their markers wherever they sit (../walk.ts): a
 * record that exists, an image in the registry (and not another record's own picture), a link to a page (published,
 * from a published page) or to a section id on the page (`ids`).
 */
export function referenceIssues(
  ctx: CheckContext,
  file: string,
  schema: v.GenericSchema,
  value: Json,
  ids: Set<string> | undefined,
  published = true,
) {
  const { issues, keys, imageNames } = ctx
  const owned = ownedImages(ctx)
  walkMarked(schema, value, (marker, leaf, path: Path) => {
    if (typeof leaf !== 'string') return
    const at = pathOf(path, value)
    const owner = marker.image ? owned.get(leaf) : undefined
    if (owner && owner.file !== file) issues.push({ file, path: at, message: owner.message })
    if (marker.collection) {
      const name = marker.collection as CollectionName
      if (!(name in collections)) {
        issues.push({ file, path: at, message: `the schema names a collection "${name}" that schemas/collections.ts does not declare` })
        return
      }
      const known = keys[name]
      if (known && !known.includes(leaf))
        issues.push({
          file,
          path: at,
          message: `no record "${leaf}" in the "${name}" collection (${collections[name].file})${didYouMean(leaf, known)}`,
        })
    }
    if (marker.image && !imageNames.includes(leaf))
      issues.push({
        file,
        path: at,
        message: `unknown image "${leaf}"${didYouMean(leaf, imageNames) || ' — add it to data/images.json'}`,
      })
    if (marker.href) linkIssues(ctx, file, at, leaf, ids, published)
  })
}

/** A link: to a page that exists (and is published, from a published page), or "#id" to a section id on the page. */
export function linkIssues(ctx: CheckContext, file: string, at: string, href: string, ids: Set<string> | undefined, published = true) {
  const { issues, routes, drafts } = ctx
  if (href.startsWith('/')) {
    const target = hrefPath(href)
    if (published) ctx.linkedFrom.set(target, (ctx.linkedFrom.get(target) ?? new Set()).add(file))
    if (!routes.has(target))
      issues.push({
        file,
        path: at,
        message: `links to "${target}", which is not a page${didYouMean(target, [...routes.keys()]) || ` — create pages${target}.json or link to an existing route`}`,
      })
    else if (published && drafts.has(target))
      issues.push({
        file,
        path: at,
        message: `links to "${target}", which is a draft (${routes.get(target)}) — publish it (remove "draft") or remove the link`,
      })
    else if (published && ctx.windows.has(target) && file !== collections.navigation.file) {
      // A menu's entry to a scheduled page shows while the page is live (the build leaves it out before and after);
      // a page's or record's link must not outlive it.
      const from = sourceWindow(ctx, file)
      const window = ctx.windows.get(target)!
      if (!within(from, window))
        issues.push({
          file,
          path: at,
          message: `links to "${target}", which is live only ${spanWords(window)} (its "schedule") — link to it from a menu, or from pages live no longer than it`,
        })
    }
  } else if (ids && href.startsWith('#') && href.length > 1 && !ids.has(href.slice(1))) {
    const meant = suggest(href.slice(1), [...ids])
    issues.push({
      file,
      path: at,
      message: `links to "${href}", but no section on this page has id "${href.slice(1)}"${meant ? ` — did you mean "#${meant}"?` : ''}`,
    })
  }
}

const ALWAYS: Window = { from: -Infinity, until: Infinity }
/** The span a file's links are live in: a scheduled page's, else always. */
const sourceWindow = (ctx: CheckContext, file: string) => {
  const route = file.startsWith('pages/') ? pageFileToRoute(file) : null
  return (route !== null && ctx.windows.get(route)) || ALWAYS
}
const spanWords = ({ from, until }: Window) =>
  [Number.isFinite(from) ? `from ${readableTime(from)}` : '', Number.isFinite(until) ? `until ${readableTime(until)}` : '']
    .filter(Boolean)
    .join(' ')

/** The pictures that belong to one record (a collection's `ownImages`), by name: the first collection to claim one keeps it. */
function ownedImages(ctx: CheckContext) {
  if (!ctx.ownedImages) {
    const owned = new Map<string, { file: string; message: string }>()
    for (const name of collectionNames) {
      const c = collections[name] as unknown as Collection | Singleton
      if (c.kind !== 'list' || !c.ownImages) continue
      for (const [image, message] of c.ownImages(ctx.data[name] ?? [])) if (!owned.has(image)) owned.set(image, { file: c.file, message })
    }
    ctx.ownedImages = owned
  }
  return ctx.ownedImages
}
