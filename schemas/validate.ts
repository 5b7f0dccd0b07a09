import { collectionChecks } from './checks/collection-checks'
import { collectionFiles } from './checks/collection-files'
import { type CheckedProject, type Pass, resultOf, startCheck } from './checks/context'
import { copyFiles } from './checks/copies'
import { imageRegistry } from './checks/images'
import { pageFiles } from './checks/page-files'
import { pageContents } from './checks/pages'
import { recordRules } from './checks/record-rules'
import { recordReferences } from './checks/references'
import { recordFacts } from './checks/site-facts'
import { orphanPages } from './checks/orphans'
import type { ProjectSources } from './sources'

/**
 * Validation of a whole project: every page and record against its schema (ajv over the generated JSON Schema,
 * with the author-facing messages of the valibot schemas), then what JSON Schema cannot say, generically:
 * references to collection records, image names and links found by their markers (./walk.ts) wherever they sit;
 * keys unique per collection; section ids unique per page; site facts that exist (./facts.ts), lengths counted on
 * the text as filled (a checked project's records are kept filled); each collection's and each section's own rules;
 * unique titles and descriptions. One message per mistake, naming the file, the JSON path and the fix:
 *   pages/kitchen.json › sections[3] (pricing-table) › plans[1].price: expected a number, got a string
 *
 * The checks are the passes below, in the order their messages are printed; each is a file of ./checks/.
 */
export type { Issue } from './checks/issues'
export { formatIssue, formatIssues, jsonPath } from './checks/issues'
export { parseJson } from './checks/parse'
export { schemaIssues } from './checks/schema-issues'
export type { CheckedProject, LoadedPage } from './checks/context'
export type { ImageRegistry } from './images'
export { suggest } from './suggest'
/** Section types known to the registry (for messages and the editor). */
export { sectionTypes } from '../sections/schemas'

const passes: Pass[] = [
  collectionFiles, // each collection's file: parsed, "$schema", records against their schema, keys unique
  recordRules, // each valid record against the other collections (its collection's rules), and notes
  imageRegistry, // data/images.json: entries, names, files found and read, widths
  pageFiles, // each page file: parsed, name, "$schema", the page schema, routes unique; the not-found page there
  recordReferences, // records' references, images and links: each to something that exists
  collectionChecks, // each collection's own check, declared beside it (e.g. each project its own picture)
  recordFacts, // site facts named in records: known ones
  pageContents, // each page: section ids, references and links, each section's rules and facts, meta
  copyFiles, // the other languages' copies: each against its English file, then every English text they do not give
  orphanPages, // a published page nothing links to: a note, unless it stands alone
]

function checkSources(sources: ProjectSources): CheckedProject {
  const ctx = startCheck(sources)
  for (const pass of passes) pass(ctx)
  return resultOf(ctx)
}

/**
 * The last few checks, by the texts they checked. The dev server checks the project on every page it renders, the
 * editor on every preview and the section catalogue for every example frame (dozens at once), mostly with nothing
 * changed in between; a check is a pure function of its sources, so an unchanged project is checked once. What is
 * returned is frozen, as it is shared: a caller that would change it gets an error instead of changing it for the
 * next one.
 */
const recentChecks = new Map<string, CheckedProject>()
export function checkProject(sources: ProjectSources): CheckedProject {
  const key = JSON.stringify(sources)
  const known = recentChecks.get(key)
  if (known) return known
  const checked = deepFreeze(checkSources(sources))
  recentChecks.set(key, checked)
  if (recentChecks.size > 4) recentChecks.delete(recentChecks.keys().next().value as string)
  return checked
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}
