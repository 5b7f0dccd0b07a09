import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fillFacts, siteFacts } from '../../schemas/facts'
import { pageFileToRoute } from '../../schemas/routing'
import type { PageFile } from '../../schemas/page'

const pagesDir = join(import.meta.dirname, '../../pages')

export const site = JSON.parse(readFileSync(join(import.meta.dirname, '../../data/site.json'), 'utf8'))
export const navigation = JSON.parse(readFileSync(join(import.meta.dirname, '../../data/navigation.json'), 'utf8'))
const facts = siteFacts(site)

/**
 * Every published route of the site with its page, read from pages/ (the same source the build uses), facts filled.
 * A page a marketer adds is here too, so every check that applies to all pages applies to it; drafts are not built.
 */
export const routes = readdirSync(pagesDir, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({
    route: pageFileToRoute(relative(pagesDir, join(pagesDir, f))),
    page: fillFacts(JSON.parse(readFileSync(join(pagesDir, f), 'utf8')) as PageFile, facts),
  }))
  .filter((r): r is { route: string; page: PageFile } => r.route !== null && r.page.draft !== true)
  .sort((a, b) => a.route.localeCompare(b.route))

/** The visible main heading a page's first section renders (a shared section's is checked in its own tests). */
export function headlineOf(page: PageFile): string | undefined {
  const first = page.sections[0] as { headline?: string }
  return first.headline
}
