import type { PathPart } from '../shared/issues'

/**
 * The document being edited (a page or a collection file) and its history. Values are never mutated: an edit
 * copies the objects on its path, so unchanged parts keep their identity (the save keeps their layout, React skips
 * them) and undo/redo are swaps of whole values. Typing in one field within a second is one step of history.
 */
export type Doc = unknown
type State = { doc: Doc; past: Doc[]; future: Doc[] }

export class DocStore {
  private state: State
  private listeners = new Set<() => void>()
  private lastKey: string | undefined
  private lastAt = 0

  constructor(doc: Doc) {
    this.state = { doc, past: [], future: [] }
  }
  get = () => this.state
  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
  private emit(state: State) {
    this.state = state
    for (const l of this.listeners) l()
  }
  /** Replaces the document. `coalesce` names a field: repeated edits of it within a second are one undo step. */
  set(doc: Doc, coalesce?: string) {
    const now = Date.now()
    const merge = coalesce !== undefined && coalesce === this.lastKey && now - this.lastAt < 1000
    this.lastKey = coalesce
    this.lastAt = now
    if (doc === this.state.doc) return
    this.emit({ doc, past: merge ? this.state.past : [...this.state.past, this.state.doc].slice(-200), future: [] })
  }
  /** Starts over from a value (opened, saved, reloaded from disk): no history. */
  reset(doc: Doc) {
    this.lastKey = undefined
    this.emit({ doc, past: [], future: [] })
  }
  undo = () => {
    const { past, doc, future } = this.state
    if (!past.length) return
    this.lastKey = undefined
    this.emit({ doc: past[past.length - 1], past: past.slice(0, -1), future: [doc, ...future] })
  }
  redo = () => {
    const { past, doc, future } = this.state
    if (!future.length) return
    this.lastKey = undefined
    this.emit({ doc: future[0], past: [...past, doc], future: future.slice(1) })
  }
}

type Container = Record<string, unknown> | unknown[]

export function getIn(value: unknown, path: readonly PathPart[]): unknown {
  let v = value
  for (const part of path) v = v == null ? undefined : (v as Record<string | number, unknown>)[part as never]
  return v
}

/**
 * Sets (or, with undefined, removes) the value at `path`. A key new to its object is placed where `order` (the
 * schema's order of properties) puts it among the keys already there, so a new prop lands where a person would
 * write it and the rest of the file does not move.
 */
export function setIn(root: unknown, path: readonly PathPart[], value: unknown, order?: readonly string[]): unknown {
  if (!path.length) return value
  const [head, ...rest] = path
  const container = (root ?? (typeof head === 'number' ? [] : {})) as Container
  const child = (container as Record<string | number, unknown>)[head as never]
  const next = rest.length ? setIn(child, rest, value, order) : value
  if (next === child && (rest.length || value !== undefined || !(String(head) in container))) return container
  if (Array.isArray(container)) {
    const copy = [...container]
    copy[head as number] = next
    return copy
  }
  const key = String(head)
  if (next === undefined) {
    const { [key]: _, ...others } = container
    return others
  }
  if (key in container || !order?.includes(key)) return { ...container, [key]: next }
  // Insert before the first existing key that the schema puts after this one.
  const after = new Set(order.slice(order.indexOf(key) + 1))
  const out: Record<string, unknown> = {}
  let placed = false
  for (const [k, v] of Object.entries(container)) {
    if (!placed && after.has(k)) {
      out[key] = next
      placed = true
    }
    out[k] = v
  }
  if (!placed) out[key] = next
  return out
}

export const listAt = (root: unknown, path: readonly PathPart[]) => {
  const v = getIn(root, path)
  return Array.isArray(v) ? v : []
}

export const insertAt = (root: unknown, path: readonly PathPart[], index: number, item: unknown, order?: readonly string[]) => {
  const list = [...listAt(root, path)]
  list.splice(index, 0, item)
  return setIn(root, path, list, order)
}
export const removeAt = (root: unknown, path: readonly PathPart[], index: number) => {
  const list = [...listAt(root, path)]
  list.splice(index, 1)
  return setIn(root, path, list)
}
export const moveAt = (root: unknown, path: readonly PathPart[], from: number, to: number) => {
  const list = [...listAt(root, path)]
  if (to < 0 || to >= list.length || from === to) return root
  const [item] = list.splice(from, 1)
  list.splice(to, 0, item)
  return setIn(root, path, list)
}
export const clone = <T>(value: T): T => (value === undefined ? value : JSON.parse(JSON.stringify(value)))
