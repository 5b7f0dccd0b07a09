/**
 * Where a validation message belongs in the forms. `npm run validate` names the spot for people
 * ("sections[3] (card-grid) › cards[1].title"); the editor reads the same text back into a path
 * (["sections", 3, "cards", 1, "title"]) to show the message at that field. Shared by the editor's server and page.
 */
export type PathPart = string | number
export type EditorIssue = { path: string; at: PathPart[]; message: string }

const dotted = (text: string): PathPart[] =>
  [...text.matchAll(/\[(\d+)\]|([^.[\]]+)/g)].map((m) => (m[1] !== undefined ? Number(m[1]) : m[2]))

export function issuePath(path: string): PathPart[] {
  if (!path) return []
  const section = /^sections\[(\d+)\](?: \(.*?\))?(?: › (.*))?$/s.exec(path)
  if (section) return ['sections', Number(section[1]), ...(section[2] ? section[2].split(' › ').flatMap(dotted) : [])]
  return path.split(' › ').flatMap(dotted)
}

/** "sections/3/cards/1/title" — a path as one key. */
export const pathKey = (at: readonly PathPart[]) => at.join('/')
