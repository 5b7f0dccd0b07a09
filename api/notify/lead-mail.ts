/**
 * What the server answers a lead with that only the project's data knows (schemas/lead-mail.ts): the business, the
 * acknowledgement's words, what happens next, and which pages' quote forms are urgent. The build writes it beside the
 * site (`<SITE_DIR>/../lead-mail.json`, like quote-options.json); without one (tests that build no site, a server
 * started before any build) it is derived from the project's data through the page loader, once per project.
 */
import { readFileSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import * as v from 'valibot'
import { LEAD_MAIL_FILE, type LeadMail, LeadMailSchema, leadMail } from '../../schemas/lead-mail'
import { ConfigError } from '../config'
import { PROJECT_ROOT } from '../quote-options'

export type LoadedLeadMail = { mail: LeadMail; source: 'build' | 'data'; from: string }

export const leadMailFile = (siteDir: string) => path.resolve(siteDir, '..', LEAD_MAIL_FILE)

/** The build's file, else derived from the data of `projectRoot`; a malformed file stops the start (ConfigError). */
export async function loadLeadMail(siteDir: string, projectRoot = PROJECT_ROOT): Promise<LoadedLeadMail> {
  const file = leadMailFile(siteDir)
  let text: string | undefined
  try {
    text = await fs.readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  if (text === undefined) return { mail: await fromData(projectRoot), source: 'data', from: projectRoot }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new ConfigError(`${file} is not valid JSON (${(error as Error).message}): run "npm run build" again, or delete it.`)
  }
  const parsed = v.safeParse(LeadMailSchema, json)
  if (!parsed.success) {
    const [issue] = parsed.issues
    throw new ConfigError(`${file}: ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}. Run "npm run build" again, or delete it.`)
  }
  return { mail: parsed.output, source: 'build', from: file }
}

const derived = new Map<string, Promise<LeadMail>>()

function fromData(root: string): Promise<LeadMail> {
  let mail = derived.get(root)
  if (!mail) {
    mail = derive(root)
    derived.set(root, mail)
    mail.catch(() => derived.delete(root))
  }
  return mail
}

async function derive(root: string): Promise<LeadMail> {
  const { loadProject } = await import('../../schemas/load')
  const project = await loadProject(root)
  const { site, 'quote-form': vocabulary } = project.collections
  if (!site || !vocabulary?.text)
    throw new ConfigError(
      `No ${LEAD_MAIL_FILE} beside the site and the data in ${root} cannot give it. Run "npm run build", or fix the data (npm run validate).`,
    )
  return leadMail(project as Parameters<typeof leadMail>[0])
}

/**
 * What the owner's e-mail says of a lead sent from a page in another language, by its code: the words the desk shows
 * for it (data/desk.json `customerLanguage`: "Spanish-speaking customer"), read at start as the desk reads the business
 * hours. Texts only; a file without them (or none) says nothing.
 */
export function readCustomerLanguage(projectRoot = PROJECT_ROOT): Record<string, string> {
  try {
    const desk = JSON.parse(readFileSync(path.join(projectRoot, 'data', 'desk.json'), 'utf8')) as { customerLanguage?: unknown }
    const table = desk.customerLanguage
    if (!table || typeof table !== 'object') return {}
    return Object.fromEntries(Object.entries(table).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''))
  } catch {
    return {}
  }
}
