/**
 * An issue: one mistake, naming the file, the JSON path and the fix, the way every check reports it:
 *   pages/kitchen.json › sections[3] (pricing-table) › plans[1].price: expected a number, got a string
 * and the paths as those messages write them.
 */
export type Issue = {
  file: string
  path: string
  message: string
  /** Set on a text that another language does not give yet (its code): the English is right, its copy incomplete. */
  language?: string
}

export function formatIssue({ file, path, message }: Issue) {
  return `${file}${path ? ` › ${path}` : ''}: ${message}`
}
export const formatIssues = (issues: Issue[]) => issues.map(formatIssue).join('\n')

/** JSON as read from a file, before any schema has judged it. */
export type Json = any

/** "/sections/3/plans/1/price" → "sections[3] (pricing-table) › plans[1].price" */
export function jsonPath(pointer: string, data: Json): string {
  return pathOf(pointerParts(pointer), data)
}
const pointerParts = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
export const valueAt = (pointer: string, data: Json): Json => pointerParts(pointer).reduce((value, part) => value?.[part], data)

/** A path in a file's data as a message writes it: a section is named with its type. */
export function pathOf(parts: (string | number)[], data: Json): string {
  if (parts[0] === 'sections' && parts.length >= 2) {
    const type = data?.sections?.[Number(parts[1])]?.type
    const head = `sections[${parts[1]}]${typeof type === 'string' ? ` (${type})` : ''}`
    const rest = dotted(parts.slice(2).map(String))
    return rest ? `${head} › ${rest}` : head
  }
  return dotted(parts.map(String))
}
export const dotted = (parts: string[]) => parts.reduce((acc, p) => (/^\d+$/.test(p) ? `${acc}[${p}]` : acc ? `${acc}.${p}` : p), '')
export const joinPath = (path: string, key: string) => (!path ? key : path.endsWith(')') ? `${path} › ${key}` : `${path}.${key}`)

/** Calls visit(text, path) for every string in a value, array items included. */
export function eachString(value: Json, path: string, visit: (text: string, path: string) => void) {
  if (typeof value === 'string') visit(value, path)
  else if (Array.isArray(value)) value.forEach((v, i) => eachString(v, `${path}[${i}]`, visit))
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) eachString(v, joinPath(path, k), visit)
}
