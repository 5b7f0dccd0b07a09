import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import { type EditorIssue, pathKey } from '../shared/issues'
import { ApiError, api, type Checked } from './api'
import { DocStore } from './doc'

/**
 * Editing one file (a page or a collection): the document and its history, the validator's messages as you type
 * (and the preview), the draft kept in the browser until saved or discarded (a reload loses nothing), the file's
 * version on disk (a change made elsewhere is detected, never overwritten), and the save.
 */
export type FileEvent = { event: string; path: string; hash?: string | null }
const draftKey = (file: string) => `site-editor:draft:${file}`
type Draft = { value: unknown; baseHash: string | null; at: number }
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

export function readDraft(file: string): Draft | null {
  try {
    return JSON.parse(localStorage.getItem(draftKey(file)) ?? 'null')
  } catch {
    return null
  }
}

const DRAFT_PREFIX = draftKey('')

/**
 * New pages begun in this browser and not saved yet (their draft is all there is of them): the page list shows them
 * beside the files, so leaving one for the list does not lose it. `onDisk`: the files pages/ holds.
 */
export function unsavedNewPages(onDisk: ReadonlySet<string>): { file: string; title: string | null; at: number }[] {
  const found: { file: string; title: string | null; at: number }[] = []
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i)
    if (!key?.startsWith(`${DRAFT_PREFIX}pages/`)) continue
    const file = key.slice(DRAFT_PREFIX.length)
    const draft = readDraft(file)
    if (!draft || draft.baseHash !== null || onDisk.has(file)) continue
    const title = (draft.value as { meta?: { title?: unknown } } | null)?.meta?.title
    found.push({ file, title: typeof title === 'string' && title ? title : null, at: draft.at })
  }
  return found.sort((a, b) => a.file.localeCompare(b.file))
}

export function useEditing(file: string, { isNew, initial, preview }: { isNew: boolean; initial: () => unknown; preview: boolean }) {
  const queryClient = useQueryClient()
  const disk = useQuery({ queryKey: ['file', file], queryFn: () => api.file(file), retry: false, enabled: !isNew, staleTime: Infinity })
  const [store] = useState(() => new DocStore(undefined))
  const state = useSyncExternalStore(store.subscribe, store.get)
  const [base, setBase] = useState<{ hash: string | null; value: unknown } | null>(null)
  const [restoredAt, setRestoredAt] = useState<number | null>(null)
  const [conflict, setConflict] = useState<{ hash: string | null } | null>(null)
  const [checked, setChecked] = useState<Checked | null>(null)
  const [saveState, setSaveState] = useState<{
    status: 'idle' | 'saving' | 'saved' | 'refused' | 'failed'
    message?: string
    caused?: string[]
  }>({
    status: 'idle',
  })
  const saving = useRef<Promise<unknown> | null>(null)
  const created = useRef(!isNew)

  // Open: the file from disk (or a new page), and the draft kept from before a reload.
  useEffect(() => {
    if (base) return
    if (!isNew && !disk.data) return
    const start = isNew ? { hash: null, value: initial() } : { hash: disk.data!.hash, value: JSON.parse(disk.data!.text) }
    const draft = readDraft(file)
    setBase(start)
    if (draft && !same(draft.value, start.value)) {
      store.reset(draft.value)
      setRestoredAt(draft.at)
      if (draft.baseHash !== start.hash) setConflict({ hash: start.hash })
    } else {
      if (draft) localStorage.removeItem(draftKey(file))
      store.reset(start.value)
    }
  }, [base, disk.data, isNew, file, initial, store])

  const dirty = useMemo(() => base !== null && state.doc !== undefined && !same(state.doc, base.value), [base, state.doc])

  // The draft follows every edit; it is dropped once saved or discarded.
  useEffect(() => {
    if (!base || state.doc === undefined) return
    const t = setTimeout(() => {
      if (dirty) localStorage.setItem(draftKey(file), JSON.stringify({ value: state.doc, baseHash: base.hash, at: Date.now() }))
      else localStorage.removeItem(draftKey(file))
    }, 150)
    return () => clearTimeout(t)
  }, [state.doc, dirty, base, file])

  // A record or an image changed (this editor's save, another's, a photo replaced in data/images/): the preview and
  // the messages depend on them, so the text is checked again.
  const [dataChanges, setDataChanges] = useState(0)
  useEffect(() => {
    const onFile = (e: Event) => {
      const { path } = (e as CustomEvent<FileEvent>).detail
      if (path.startsWith('data/') && path !== file) setDataChanges((n) => n + 1)
    }
    window.addEventListener('editor:file', onFile)
    return () => window.removeEventListener('editor:file', onFile)
  }, [file])

  // Messages (and the preview) as you type: the server's validator on the edited text.
  const latest = useRef(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: dataChanges asks for a check of the same text after a change of data/
  useEffect(() => {
    if (state.doc === undefined) return
    const n = ++latest.current
    const controller = new AbortController()
    const t = setTimeout(() => {
      api.check(file, state.doc, preview, controller.signal).then(
        (result) => n === latest.current && setChecked(result),
        () => undefined,
      )
    }, 60)
    return () => {
      clearTimeout(t)
      controller.abort()
    }
  }, [state.doc, file, preview, dataChanges])

  const reloadFromDisk = useCallback(async () => {
    localStorage.removeItem(draftKey(file))
    const fresh = await api.file(file)
    queryClient.setQueryData(['file', file], fresh)
    const value = JSON.parse(fresh.text)
    setBase({ hash: fresh.hash, value })
    store.reset(value)
    setConflict(null)
    setRestoredAt(null)
  }, [file, queryClient, store])

  // The file changed on disk: follow it when nothing is being edited, else say so (never overwrite it).
  useEffect(() => {
    const onFile = async (e: Event) => {
      const detail = (e as CustomEvent<FileEvent>).detail
      if (detail.path !== file || !base) return
      await saving.current?.catch(() => undefined)
      const current = baseRef.current
      if (!current || detail.hash === current.hash || (!created.current && detail.event === 'add')) return
      if (!dirtyRef.current && detail.hash) reloadFromDisk()
      else setConflict({ hash: detail.hash ?? null })
    }
    window.addEventListener('editor:file', onFile)
    return () => window.removeEventListener('editor:file', onFile)
  }, [file, base, reloadFromDisk])
  const baseRef = useRef(base)
  baseRef.current = base
  const dirtyRef = useRef(dirty)
  dirtyRef.current = dirty

  const save = useCallback(
    async ({ overwrite = false } = {}) => {
      if (!base) return false
      setSaveState({ status: 'saving' })
      const baseHash = overwrite ? ((await api.file(file).catch(() => null))?.hash ?? null) : base.hash
      const value = store.get().doc
      const run = api.save(file, value, baseHash, !created.current)
      saving.current = run
      try {
        const saved = await run
        created.current = true
        localStorage.removeItem(draftKey(file))
        queryClient.setQueryData(['file', file], saved)
        setBase({ hash: saved.hash, value })
        setConflict(null)
        setRestoredAt(null)
        setSaveState({ status: 'saved' })
        queryClient.invalidateQueries({ queryKey: ['project'] })
        queryClient.invalidateQueries({ queryKey: ['schemas'] })
        return true
      } catch (err) {
        if (err instanceof ApiError && err.status === 422) {
          if (err.body.issues) setChecked((c) => ({ ...c, issues: err.body.issues as EditorIssue[] }))
          setSaveState({ status: 'refused', message: err.message, caused: err.body.caused })
        } else if (err instanceof ApiError && err.status === 409) {
          if (err.body.conflict) setConflict({ hash: err.body.disk?.hash ?? null })
          setSaveState({ status: 'refused', message: err.message })
        } else setSaveState({ status: 'failed', message: (err as Error).message })
        return false
      } finally {
        saving.current = null
      }
    },
    [base, file, queryClient, store],
  )

  const discard = useCallback(() => {
    localStorage.removeItem(draftKey(file))
    if (base) store.reset(base.value)
    setRestoredAt(null)
    if (conflict) reloadFromDisk()
  }, [base, conflict, file, reloadFromDisk, store])

  const issues = checked?.issues ?? []
  const issueMap = useMemo(() => {
    const map = new Map<string, EditorIssue[]>()
    for (const issue of issues) map.set(pathKey(issue.at), [...(map.get(pathKey(issue.at)) ?? []), issue])
    return map
  }, [issues])

  return {
    store,
    doc: state.doc,
    canUndo: state.past.length > 0,
    canRedo: state.future.length > 0,
    loading: !base,
    missing: !isNew && disk.isError,
    dirty,
    isNew: !created.current,
    issues,
    issueMap,
    preview: checked?.preview,
    checkedOnce: checked !== null,
    restoredAt,
    conflict,
    saveState,
    save,
    discard,
    reloadFromDisk,
  }
}

/** Ctrl/Cmd+Z undoes and Ctrl/Cmd+Shift+Z (or Ctrl+Y) redoes every edit, in fields too. */
export function useUndoKeys(store: DocStore) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey) return
      const key = e.key.toLowerCase()
      if (key === 'z' && !e.shiftKey) store.undo()
      else if ((key === 'z' && e.shiftKey) || key === 'y') store.redo()
      else return
      e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [store])
}
