import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { pathOf } from '../../../schemas/checks/issues'
import { PAGES_DIR, readProject } from '../../../schemas/load'
import { checkProject } from '../../../schemas/validate'
import { type Author, commitFiles, describeChange } from './commit'

/**
 * The history of the site's pages and data, read from git: the studio's commits (each save, authored by the person
 * signed in) and a developer's alike. Each version says who, when, its message, and what changed as fields — each
 * changed value at its path as `validate` writes paths ("sections[0] (hero) › headline"), old → new — never raw JSON.
 * A page (or a data file) is restored to any version by writing that version's text again, checked first, as a new
 * commit by the person signed in: nothing in the history is ever rewritten.
 */

const run = promisify(execFile)
const git = (root: string, ...args: string[]) => run('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 })
type Json = any

/** The files the history covers (and a restore may write): page files and the data folder's JSON files. */
export const historyFile = (file: string) =>
  !file.includes('..') &&
  !file.includes('\\') &&
  (/^pages\/([a-z0-9]+(-[a-z0-9]+)*\/)*([a-z0-9]+(-[a-z0-9]+)*|404)\.json$/.test(file) || /^data\/[a-z0-9-]+\.json$/.test(file))

export type FieldChange = { path: string; old: string | null; new: string | null }
export type FileChange = { file: string; status: 'added' | 'changed' | 'removed'; fields: FieldChange[]; more: number }
export type Version = { commit: string; short: string; author: string; email: string; at: string; message: string; files: FileChange[] }

/** At most this many field changes are listed per file and version (the rest are counted). */
const MAX_FIELDS = 12
const MAX_TEXT = 160

/** A leaf value as a person reads it: text as it is (cut), a number, yes/no; a whole new object or list by its size. */
function shown(value: Json): string | null {
  if (value === undefined) return null
  if (typeof value === 'string') return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT - 1)}…` : value
  if (typeof value === 'boolean') return value ? 'yes' : 'no'
  if (value === null || typeof value === 'number') return String(value)
  if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`
  const title = value.headline ?? value.title ?? value.label ?? value.name ?? value.question ?? value.id ?? value.type
  return typeof title === 'string' ? shown(title) : `${Object.keys(value).length} fields`
}

/** Every value that differs between two versions, at its path; a value added or removed whole is one change. */
export function fieldChanges(before: Json, after: Json): FieldChange[] {
  const out: { parts: (string | number)[]; old: Json; now: Json }[] = []
  const walk = (was: Json, now: Json, parts: (string | number)[]) => {
    if (JSON.stringify(was) === JSON.stringify(now)) return
    const bothObjects = was && now && typeof was === 'object' && typeof now === 'object' && Array.isArray(was) === Array.isArray(now)
    // A section whose type changed is a new section, not a list of changed props.
    if (bothObjects && !(was.type !== undefined && was.type !== now.type)) {
      const keys = Array.isArray(was)
        ? [...Array(Math.max(was.length, now.length)).keys()]
        : [...new Set([...Object.keys(was), ...Object.keys(now)])]
      for (const key of keys) if (key !== '$schema') walk((was as Json)[key], (now as Json)[key], [...parts, key])
      return
    }
    out.push({ parts, old: was, now })
  }
  walk(before, after, [])
  return out.map(({ parts, old, now }) => ({
    path: pathOf(parts, after ?? before) || '(the whole file)',
    old: shown(old),
    new: shown(now),
  }))
}

const parse = (text: string | undefined): Json => {
  if (text === undefined) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** The text of `file` at `commit`, or undefined when the file was not there. */
export const textAt = (root: string, commit: string, file: string) =>
  git(root, 'show', `${commit}:${file}`).then(
    (r) => r.stdout,
    () => undefined,
  )

const SEP = '\x1f'
const END = '\x1e'

/**
 * The versions of one file, or of every page and data file (`file` undefined), newest first: who, when, the message,
 * and per file the fields that changed.
 */
export async function history(root: string, file?: string, limit = 30): Promise<Version[]> {
  const { stdout } = await git(
    root,
    'log',
    `-n${limit}`,
    `--format=${END}%H${SEP}%h${SEP}%an${SEP}%ae${SEP}%aI${SEP}%s`,
    '--name-status',
    '--no-renames',
    '--',
    ...(file ? [file] : [PAGES_DIR, 'data/*.json']),
  ).catch(() => ({ stdout: '' }))
  const versions: Version[] = []
  for (const block of stdout.split(END).filter((b) => b.trim())) {
    const [head = '', ...rest] = block.split('\n')
    const [commit = '', short = '', author = '', email = '', at = '', message = ''] = head.split(SEP)
    const files = rest
      .map((line) => line.split('\t'))
      .filter(([status, name]) => status && name && historyFile(name) && (!file || name === file))
      .map(([status, name]) => ({ status: status![0] as string, name: name as string }))
    const changes: FileChange[] = []
    for (const { status, name } of files.slice(0, 10)) {
      const [was, now] = await Promise.all([
        status === 'A' ? undefined : textAt(root, `${commit}^`, name),
        status === 'D' ? undefined : textAt(root, commit, name),
      ])
      const fields = status === 'A' || status === 'D' ? [] : fieldChanges(parse(was), parse(now))
      changes.push({
        file: name,
        status: status === 'A' ? 'added' : status === 'D' ? 'removed' : 'changed',
        fields: fields.slice(0, MAX_FIELDS),
        more: Math.max(0, fields.length - MAX_FIELDS),
      })
    }
    versions.push({ commit, short, author, email, at, message, files: changes })
  }
  return versions
}

export class RestoreError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: string[] = [],
  ) {
    super(message)
  }
}

/**
 * Restores `file` to its text at `commit`: written again as it was, once the project with it passes the checks (a
 * version that no longer fits today's sections or records is refused, with why), and committed by `author`.
 */
export async function restore(root: string, file: string, commit: string, author: Author): Promise<{ commit: string; message: string }> {
  if (!historyFile(file)) throw new RestoreError(400, 'expected a page or data file')
  if (!/^[0-9a-f]{7,40}$/.test(commit)) throw new RestoreError(400, 'expected a version (a commit)')
  const text = await textAt(root, commit, file)
  if (text === undefined) throw new RestoreError(404, `${file} was not there in that version`)
  const { readFile, writeFile, rename, mkdir } = await import('node:fs/promises')
  const { join, dirname } = await import('node:path')
  const current = await readFile(join(root, file), 'utf8').catch(() => undefined)
  if (current === text) throw new RestoreError(409, 'the page is that version already')
  const sources = await readProject(root)
  const withVersion = file.startsWith(`${PAGES_DIR}/`)
    ? { ...sources, pages: [...sources.pages.filter((p) => p.file !== file), { file, text }].sort((a, b) => a.file.localeCompare(b.file)) }
    : file === 'data/images.json'
      ? { ...sources, images: text }
      : { ...sources, data: { ...sources.data, [file]: text } }
  const before = new Set(checkProject(sources).issues.map((i) => `${i.file}:${i.path}:${i.message}`))
  const found = checkProject(withVersion).issues.filter((i) => !before.has(`${i.file}:${i.path}:${i.message}`))
  if (found.length)
    throw new RestoreError(
      422,
      'that version no longer passes the checks',
      found.map((i) => `${i.file}${i.path ? ` › ${i.path}` : ''}: ${i.message}`),
    )
  const { stdout: when } = await git(root, 'log', '-1', '--format=%ad', '--date=format:%-d %b %Y %H:%M', commit)
  const target = join(root, file)
  await mkdir(dirname(target), { recursive: true })
  const temp = `${target}.${process.pid}.tmp`
  await writeFile(temp, text)
  await rename(temp, target)
  const change = describeChange(file, parse(current), parse(text))
  const message = `${change.replace(/: .*$/, '')}: restored to the version of ${when.trim()} (${change.replace(/^[^:]*: /, '')})`
  return { commit: await commitFiles(root, [file], author, message), message }
}
