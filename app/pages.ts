import type { PageFile } from '../schemas/page'
import { pageFileToRoute } from './routing'
import { fillFacts, siteFacts } from './facts'
import { site } from './site'
import notFoundPage from '../pages/404.json'

const facts = siteFacts(site)

/**
 * Every page file, found by Vite at build time: adding pages/<route>.json adds the route, nothing else to register.
 * Each page's JSON is its own chunk, loaded when the route is rendered, with its {site.…} facts filled (app/facts.ts).
 */
const files = import.meta.glob<{ default: PageFile }>(['../pages/**/*.json', '!../pages/404.json'])

export type PageEntry = { route: string; file: string; load: () => Promise<PageFile> }

export const pageEntries: PageEntry[] = Object.entries(files)
  .map(([file, load]) => ({
    route: pageFileToRoute(file)!,
    file: file.replace(/^\.\.\//, ''),
    load: async () => fillFacts((await load()).default, facts),
  }))
  .filter((entry) => entry.route !== null)
  .sort((a, b) => a.route.localeCompare(b.route))

export const notFound = fillFacts(notFoundPage as unknown as PageFile, facts)
