/**
 * The quote form's options on the server: the Location and Service lists the API validates a request with and labels
 * the owner's e-mail with — the same lists the form offers, because both come from the project's data
 * (data/locations.json, data/quote-form.json; schemas/quote.ts derives them).
 *
 * The API imports neither data/ nor UI code. The build writes the options beside the site
 * (`<SITE_DIR>/../quote-options.json`, like csp.json) and the server reads that file at start. Without one (tests that
 * build no site, a server started before any build) it derives them from the project's data through the page loader
 * (schemas/load.ts) — once per process and project — and says which in its start log.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import * as v from 'valibot'
import { type QuoteOptions, QuoteOptionsSchema, quoteOptions } from '../schemas/quote'
import { ConfigError } from './config'

export const QUOTE_OPTIONS_FILE = 'quote-options.json'

/** The project this server belongs to (where its data/ is). */
export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..')

export type LoadedQuoteOptions = {
  options: QuoteOptions
  /** `build`: the build's options file; `data`: derived from the project's data files. */
  source: 'build' | 'data'
  /** The file read, or the project folder whose data gave them. */
  from: string
}

/** The options file of a build: `<siteDir>/../quote-options.json`. */
export const quoteOptionsFile = (siteDir: string) => path.resolve(siteDir, '..', QUOTE_OPTIONS_FILE)

/**
 * The options for a server of `siteDir`: the build's file, else derived from the data of `projectRoot`. A malformed
 * file, or data that cannot give options, stops the start with a ConfigError saying what to do (no request could be
 * validated without them).
 */
export async function loadQuoteOptions(siteDir: string, projectRoot = PROJECT_ROOT): Promise<LoadedQuoteOptions> {
  const file = quoteOptionsFile(siteDir)
  let text: string | undefined
  try {
    text = await fs.readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  if (text === undefined) return { options: await fromData(projectRoot), source: 'data', from: projectRoot }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new ConfigError(`${file} is not valid JSON (${(error as Error).message}): run "npm run build" again, or delete it.`)
  }
  const parsed = v.safeParse(QuoteOptionsSchema, json)
  if (!parsed.success) {
    const [issue] = parsed.issues
    throw new ConfigError(`${file}: ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}. Run "npm run build" again, or delete it.`)
  }
  return { options: parsed.output, source: 'build', from: file }
}

const derived = new Map<string, Promise<QuoteOptions>>()

/** Derived from a project's data files (loaded and checked as `npm run validate` does), once per project. */
function fromData(root: string): Promise<QuoteOptions> {
  let options = derived.get(root)
  if (!options) {
    options = derive(root)
    derived.set(root, options)
    options.catch(() => derived.delete(root)) // a later start tries again
  }
  return options
}

async function derive(root: string): Promise<QuoteOptions> {
  // Loaded only on this path: a server with a build never loads the page loader and the section schemas.
  const { loadProject } = await import('../schemas/load')
  const { collections } = await import('../schemas/collections')
  const project = await loadProject(root)
  const files = new Set([collections.locations.file, collections['quote-form'].file])
  const problems = project.issues.filter((issue) => files.has(issue.file))
  const { locations, 'quote-form': vocabulary } = project.collections
  if (problems.length || !Array.isArray(locations) || !vocabulary?.services || !vocabulary.otherLocation) {
    const found = problems.map((p) => `${p.file}${p.path ? ` › ${p.path}` : ''}: ${p.message}`)
    throw new ConfigError(
      `No quote options: ${QUOTE_OPTIONS_FILE} is not beside the site and the data in ${root} cannot give them` +
        `${found.length ? ` (${found.join('; ')})` : ''}. Run "npm run build", or fix the data (npm run validate).`,
    )
  }
  return quoteOptions({ locations, 'quote-form': vocabulary })
}
