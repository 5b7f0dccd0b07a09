import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { pageFileToRoute } from '../../../schemas/routing'
import { singular } from '../../../schemas/words'
import { labelOf, typeLabel } from '../client/schema'

/**
 * Every save a git commit (for the studio on a server, where the site's repository is what is published): the files
 * written, authored by the signed-in person, with a message that says what changed in words a marketer reads back in
 * the history — "Outdoor kitchens: hero headline; new FAQ item". The git command itself (Debian's git): no library
 * between the studio and the repository, and `git log` on the server shows exactly what the studio did.
 *
 * `npm run edit` commits nothing: a developer commits as they always have (the editor's API commits only when told
 * who the author is).
 */

const run = promisify(execFile)

export type Author = { name: string; email: string }
type Json = any

/** "outdoor-kitchens" → "Outdoor kitchens"; "/" → "Home"; the not-found page by its name. */
function pageName(file: string): string {
  const route = pageFileToRoute(file)
  if (route === null) return 'Not-found page'
  if (route === '/') return 'Home'
  return labelOf(route.split('/').pop() ?? route)
}

/** A label inside a sentence: lower case but for words a reader knows in capitals ("FAQ", "CTA"). */
const inText = (label: string) =>
  label
    .split(' ')
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ')

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** What changed inside one value: each prop that differs, and "new <item>" / "<item> removed" for a list that grew or shrank. */
function propChanges(before: Json, after: Json, owner: string): string[] {
  const out: string[] = []
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  for (const key of keys) {
    const was = before?.[key]
    const now = after?.[key]
    if (same(was, now)) continue
    const label = inText(labelOf(key))
    if (Array.isArray(was) && Array.isArray(now) && now.length !== was.length) {
      const item = inText(labelOf(singular(key)))
      const n = Math.abs(now.length - was.length)
      out.push(
        now.length > was.length
          ? `${n === 1 ? 'new' : `${n} new`} ${owner} ${item}${n === 1 ? '' : 's'}`
          : `${owner} ${item}${n === 1 ? '' : 's'} removed`,
      )
    } else out.push(`${owner} ${label}`)
  }
  return out
}

/** The words of one section: its type, as the editor names it ("FAQ", "card grid", "hero"). */
const sectionWords = (section: Json) => inText(typeLabel(String(section?.type ?? 'section')))

/** What changed between two versions of a file, in words; `before` undefined: the file is new. */
export function describeChange(file: string, before: Json, after: Json): string {
  if (!file.startsWith('pages/')) {
    const name = file.replace(/^data\//, '').replace(/\.json$/, '')
    if (before === undefined) return `${labelOf(name)}: new file`
    const parts = changesOfRecords(before, after)
    return `${labelOf(name)}: ${parts.length ? parts.join('; ') : 'saved unchanged'}`
  }
  const name = pageName(file)
  if (before === undefined) return `${name}: new page`
  const parts: string[] = []
  for (const key of ['draft', 'standalone'] as const)
    if (before[key] !== after[key]) parts.push(after[key] ? `marked ${key}` : key === 'draft' ? 'published' : `no longer ${key}`)
  for (const change of propChanges(before.meta, after.meta, 'page')) parts.push(change)
  const was: Json[] = Array.isArray(before.sections) ? before.sections : []
  const now: Json[] = Array.isArray(after.sections) ? after.sections : []
  // The sections alike at the start and at the end; what lies between was removed, added or changed in place.
  let start = 0
  while (start < was.length && start < now.length && same(was[start], now[start])) start++
  let end = 0
  while (end < was.length - start && end < now.length - start && same(was[was.length - 1 - end], now[now.length - 1 - end])) end++
  const removed = was.slice(start, was.length - end)
  const added = now.slice(start, now.length - end)
  const moved = removed.length === added.length && removed.length > 1 && removed.every((s) => added.some((t) => same(s, t)))
  if (moved) parts.push('sections reordered')
  else if (removed.length === added.length && removed.every((s, i) => s?.type === added[i]?.type))
    removed.forEach((s, i) => parts.push(...propChanges(s, added[i], sectionWords(s))))
  else {
    for (const s of added) parts.push(`new ${sectionWords(s)} section`)
    for (const s of removed) parts.push(`${sectionWords(s)} section removed`)
  }
  return `${name}: ${parts.length ? parts.join('; ') : 'saved unchanged'}`
}

/** A collection's file: the records added, removed or changed, by key (or place). */
function changesOfRecords(before: Json, after: Json): string[] {
  if (!Array.isArray(before?.items) || !Array.isArray(after?.items)) return propChanges(before, after, '').map((c) => c.trim())
  const keyOf = (r: Json, i: number) => String(r?.id ?? r?.slug ?? r?.value ?? r?.from ?? `record ${i + 1}`)
  const was = new Map<string, Json>(before.items.map((r: Json, i: number) => [keyOf(r, i), r]))
  const now = new Map<string, Json>(after.items.map((r: Json, i: number) => [keyOf(r, i), r]))
  const out: string[] = []
  for (const [key, record] of now) {
    if (!was.has(key)) out.push(`new ${key}`)
    else if (!same(was.get(key), record)) out.push(...propChanges(was.get(key), record, key))
  }
  for (const key of was.keys()) if (!now.has(key)) out.push(`${key} removed`)
  return out
}

/**
 * Commits the files (written, or removed) as the author, with the message. The committer is the studio itself, so
 * the history tells who changed a page from who ran the server. Nothing else the work tree holds is committed.
 */
export async function commitFiles(root: string, files: string[], author: Author, message: string): Promise<string> {
  const git = (...args: string[]) => run('git', args, { cwd: root, encoding: 'utf8' })
  await git('add', '-A', '--', ...files)
  await git(
    '-c',
    'user.name=Site studio',
    '-c',
    'user.email=studio@localhost',
    'commit',
    '--quiet',
    '--no-verify',
    `--author=${author.name.replace(/[<>\n]/g, '')} <${author.email.replace(/[<>\s]/g, '')}>`,
    '-m',
    message,
    '--',
    ...files,
  )
  return (await git('rev-parse', 'HEAD')).stdout.trim()
}
