import { jsonSchemaOf } from '../json-schema'
import { type PageFile, PageSchema } from '../page'
import { NOT_FOUND_FILE, pageFileToRoute } from '../routing'
import { readableTime, windowOf } from '../schedule'
import type { CheckContext, LoadedPage } from './context'
import type { Issue } from './issues'
import { parseJson } from './parse'
import { schemaIssues, validatorFor } from './schema-issues'

/** Each page file: there for the not-found page, parsed, its name an address, its "$schema", the page schema, its route its own. */
export function pageFiles(ctx: CheckContext) {
  const { sources, issues, shown, facts, pages, routes, drafts } = ctx
  if (!sources.pages.some((p) => p.file === `pages/${NOT_FOUND_FILE}`))
    issues.push({ file: `pages/${NOT_FOUND_FILE}`, path: '', message: 'the not-found page is missing' })
  const validatePage = validatorFor('page', () => jsonSchemaOf(PageSchema, 'Page'))
  for (const { file, text } of sources.pages) {
    const parsed = parseJson(file, text)
    if (parsed.issue) {
      issues.push(parsed.issue)
      // Its route still exists (the file is there): links to it are not mistakes of their own.
      const route = pageFileToRoute(file)
      if (route !== null && !routes.has(route)) routes.set(route, file)
      continue
    }
    issues.push(...(parsed.duplicates ?? []))
    const nameIssue = pageFileNameIssue(file)
    if (nameIssue) issues.push(nameIssue)
    const page = parsed.data
    const depth = file.split('/').length - 1
    const expected = `${'../'.repeat(depth)}schemas/page.schema.json`
    if (page?.$schema !== expected)
      issues.push({
        file,
        path: '$schema',
        message: `expected "${expected}" (the page schema, relative to this file) so editors can check it`,
      })
    issues.push(...schemaIssues(file, validatePage, shown(page), page, facts !== undefined))
    const route = pageFileToRoute(file)
    const loaded: LoadedPage = { file, route, page: page as PageFile }
    if (route !== null && page?.draft === true) drafts.add(route)
    const window = page?.schedule && typeof page.schedule === 'object' ? windowOf(page) : null
    if (route !== null && window && (Number.isFinite(window.from) || Number.isFinite(window.until))) {
      ctx.windows.set(route, window)
      if (window.until <= window.from)
        issues.push({
          file,
          path: 'schedule.unpublish',
          message: `unpublishes at ${readableTime(window.until)}, not after it publishes (${readableTime(window.from)}) — give a later time or leave it out`,
        })
    }
    if (route === null) ctx.notFound = loaded
    else {
      if (routes.has(route)) issues.push({ file, path: '', message: `route ${route} is also defined by ${routes.get(route)} — remove one` })
      routes.set(route, file)
      pages.push(loaded)
    }
  }
}

/**
 * A page file's name becomes its address: lowercase letters, digits and single hyphens in every folder and file
 * name ("pages/outdoor-kitchen.json" → /outdoor-kitchen), so the address is the same on every server and easy to type.
 */
function pageFileNameIssue(file: string): Issue | undefined {
  const parts = file
    .replace(/^pages\//, '')
    .replace(/\.json$/, '')
    .split('/')
  if (parts.every((part) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(part))) return undefined
  const suggested = parts
    .map((part) =>
      part
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, ''),
    )
    .join('/')
  return {
    file,
    path: '',
    message: `a page file name becomes its address: use lowercase letters, digits and hyphens — rename it to pages/${suggested}.json`,
  }
}
