import { createContext, useContext } from 'react'
import { type EditorIssue, type PathPart, pathKey } from '../../shared/issues'
import type { Schemas, Translation } from '../api'

/** What every field of a file's forms reads and calls, provided once per editor (../doc-form.tsx `useDocForm`). */
export type FormApi = {
  schemas: Schemas
  /** Sets (undefined: removes) the value at path; `order` places a new key; `coalesce` merges typing into one undo step. */
  update: (path: PathPart[], value: unknown, options?: { order?: string[]; coalesce?: boolean }) => void
  issues: Map<string, EditorIssue[]>
  /** The whole document (in-page anchors for links). */
  doc: unknown
  /** Opens the image picker for a field; calls back with the chosen name. */
  pickImage: (current: string, choose: (name: string) => void) => void
  /** A text as visitors read it, the site's facts filled in ("{site.replyTime}" → "24 hours"): what lengths count. */
  shown: (text: string) => string
  /** The file's words in the site's other languages (each text's beside it), and how one is saved; none while loading. */
  translations?: { locales: Translation[]; save: (locale: string, path: PathPart[], text: string) => Promise<void> }
}
export const FormContext = createContext<FormApi | null>(null)
export const useForm = () => useContext(FormContext)!

/** Every message of the document, by path. */
export const useFormIssues = () => useForm().issues

/** How many messages are about a value or anything inside it (the "3 to fix" of a folded list item or section). */
export function countIssuesIn(issues: Map<string, EditorIssue[]>, path: readonly PathPart[]) {
  const prefix = pathKey(path)
  let n = 0
  for (const [key, list] of issues) if (key === prefix || key.startsWith(`${prefix}/`)) n += list.length
  return n
}

/** The id of a value's control (the label's target, what a jump to a problem focuses); its help and messages add a suffix. */
export const fieldId = (path: readonly PathPart[]) => `f-${pathKey(path).replace(/[^A-Za-z0-9_-]/g, '_') || 'root'}`

/** Scrolls to the control of a value (or of the nearest value that holds it, when it has none of its own) and focuses it. */
export function focusField(at: readonly PathPart[]) {
  for (let n = at.length; n > 0; n--) {
    const id = fieldId(at.slice(0, n))
    const el = document.getElementById(id) ?? document.querySelector<HTMLElement>(`[data-field="${id}"]`)
    if (el) {
      el.scrollIntoView({ block: 'center' })
      el.focus?.()
      return
    }
  }
}
