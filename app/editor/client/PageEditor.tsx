import { useQuery } from '@tanstack/react-query'
import { Redo2, Undo2 } from 'lucide-react'
import { type ReactNode, useCallback, useRef, useState } from 'react'
import { css, cx } from 'styled-system/css'
import * as Checkbox from '../../../ui/checkbox'
import * as Dialog from '../../../ui/dialog'
import { showToast } from '../../../ui/toaster'
import { pageFileToRoute } from '../../../schemas/routing'
import type { EditorIssue, PathPart } from '../shared/issues'
import { pageSchemaRef, routeProblem } from '../shared/routes'
import { ApiError, api, type Schemas } from './api'
import { clone, getIn, insertAt, moveAt, removeAt } from './doc'
import { ObjectFields } from './fields/Field'
import { FormContext, focusField } from './fields/form'
import { styles as s, smallButton } from './fields/styles'
import { inputClass, Segments } from './kit'
import { navigate, pageHref } from './nav'
import { SectionPicker } from './pickers'
import { Preview } from './Preview'
import { countOf } from '../../../schemas/words'
import { type SchemaNode, skeleton, typeLabel } from './schema'
import { SectionList } from './sections'
import { useSiteIdentity } from './site'
import { useDocForm } from './doc-form'
import { useEditing, useUndoKeys } from './useEditing'
import { StudioPageTools } from './StudioPageTools'

/**
 * One page: its sections and its settings (head tags and any other page-level prop of the page schema) as
 * generated forms on one side, the page rendered live on the other.
 */

export const layout = {
  bar: css({
    display: 'flex',
    alignItems: 'center',
    gap: '2',
    flexWrap: 'wrap',
    px: '4',
    py: '2.5',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
    bg: 'bg.surface',
    position: 'sticky',
    top: '0',
    zIndex: 20,
  }),
  title: css({ fontSize: 'md', fontWeight: '600', display: 'flex', flexDirection: 'column', lineHeight: '1.3', minW: '0' }),
  file: css({ fontSize: 'xs', color: 'fg.muted', fontWeight: '400' }),
  // Undo, redo, the page's own actions, discard and save stay together: on a phone they take a row of their own.
  actions: css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' }),
  status: css({
    fontSize: 'sm',
    color: 'fg.muted',
    ml: 'auto',
    '&[data-tone=bad]': { color: 'danger', fontWeight: '600' },
    '&[data-tone=good]': { color: 'green.700' },
  }),
  banner: css({
    mx: '4',
    mt: '3',
    px: '4',
    py: '3',
    borderRadius: 'md',
    fontSize: 'sm',
    display: 'flex',
    gap: '3',
    alignItems: 'center',
    flexWrap: 'wrap',
    bg: 'bronze.50',
    borderWidth: '1px',
    borderColor: 'bronze.200',
    '&[data-tone=bad]': { bg: '#fdecea', borderColor: '#f6c9c4', color: '#7a1a12' },
  }),
}

function Banner({ tone, children }: { tone?: 'bad'; children: ReactNode }) {
  return (
    <div className={layout.banner} data-tone={tone} role={tone === 'bad' ? 'alert' : 'status'}>
      {children}
    </div>
  )
}

/**
 * The end of the editor's bar: the file's state (saving, problems to fix, new, unsaved, saved and valid), undo and redo,
 * what `children` add (a page's rename), discard and save.
 */
export function EditingControls({ editing, children }: { editing: ReturnType<typeof useEditing>; children?: ReactNode }) {
  const { store } = editing
  const issueCount = editing.issues.length
  const status =
    editing.saveState.status === 'saving'
      ? 'Saving…'
      : issueCount
        ? `${countOf(issueCount, 'problem')} to fix`
        : editing.isNew
          ? 'New page, not saved yet'
          : editing.dirty
            ? 'Unsaved changes'
            : editing.checkedOnce
              ? 'Saved · valid'
              : 'Checking…'
  return (
    <>
      <span className={layout.status} data-tone={issueCount ? 'bad' : editing.dirty ? undefined : 'good'} role="status" data-save-status>
        {status}
      </span>
      <div className={layout.actions}>
        <button
          type="button"
          className={smallButton('ghost')}
          onClick={store.undo}
          disabled={!editing.canUndo}
          aria-label="Undo"
          title="Undo (Ctrl+Z)"
        >
          <Undo2 aria-hidden="true" />
        </button>
        <button
          type="button"
          className={smallButton('ghost')}
          onClick={store.redo}
          disabled={!editing.canRedo}
          aria-label="Redo"
          title="Redo (Ctrl+Shift+Z)"
        >
          <Redo2 aria-hidden="true" />
        </button>
        {children}
        {editing.dirty ? (
          <button type="button" className={smallButton()} onClick={editing.discard}>
            Discard changes
          </button>
        ) : null}
        <button
          type="button"
          className={smallButton('primary')}
          onClick={() => editing.save()}
          disabled={editing.saveState.status === 'saving' || (!editing.dirty && !editing.isNew)}
        >
          Save
        </button>
      </div>
    </>
  )
}

/**
 * What the editor must say about the file being edited (a page or a collection's data file): a draft kept from an
 * earlier visit, a change on disk it will not write over, a save the server refused.
 */
export function EditingBanners({ editing, file }: { editing: ReturnType<typeof useEditing>; file: string }) {
  return (
    <>
      {editing.restoredAt ? (
        <Banner>
          Your unsaved changes from {new Date(editing.restoredAt).toLocaleString()} were kept.
          <button type="button" className={smallButton('ghost')} onClick={editing.discard}>
            Discard them
          </button>
        </Banner>
      ) : null}
      {editing.conflict ? (
        <Banner tone="bad">
          {file} changed on disk since you opened it (another editor or a git pull). Your changes are not written over it.
          <button type="button" className={smallButton()} onClick={editing.reloadFromDisk}>
            Load the version on disk (lose my changes)
          </button>
          <button type="button" className={smallButton()} onClick={() => editing.save({ overwrite: true })}>
            Keep mine and save over it
          </button>
        </Banner>
      ) : null}
      {editing.saveState.status === 'refused' || editing.saveState.status === 'failed' ? (
        <Banner tone="bad">
          <span data-save-refused>Not saved: {editing.saveState.message}</span>
          {editing.saveState.caused?.map((c) => (
            <code key={c} className={css({ display: 'block', w: '100%' })}>
              {c}
            </code>
          ))}
        </Banner>
      ) : null}
    </>
  )
}

/** Every message of the page, each a button to its field. */
export function IssueList({ issues, go }: { issues: EditorIssue[]; go: (at: PathPart[]) => void }) {
  if (!issues.length) return null
  return (
    <section
      aria-label="Problems to fix"
      className={css({ borderWidth: '1px', borderColor: '#f6c9c4', bg: '#fffafa', borderRadius: 'md', p: '3' })}
    >
      <h2 className={css({ fontSize: 'sm', fontWeight: '600', color: 'danger', mb: '1' })}>
        {countOf(issues.length, 'problem')} to fix before saving
      </h2>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'none', p: '0', m: '0' })}>
        {issues.map((i) => (
          <li key={`${i.path}|${i.message}`}>
            <button
              type="button"
              onClick={() => go(i.at)}
              className={css({ textAlign: 'start', fontSize: 'xs', cursor: 'pointer', _hover: { textDecoration: 'underline' } })}
            >
              <code className={css({ fontWeight: '600' })}>{i.path || 'the file'}</code>: {i.message}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** How a search engine shows the page: the site, the address, the title and snippet, cut where a results page cuts them. */
function SearchPreview({ meta, route }: { meta: { title?: unknown; description?: unknown } | undefined; route: string }) {
  const site = useSiteIdentity()
  const title = typeof meta?.title === 'string' ? site.fill(meta.title) : ''
  const description = typeof meta?.description === 'string' ? site.fill(meta.description) : ''
  const cut = (t: string, n: number) => (t.length > n ? `${t.slice(0, n - 1).trimEnd()}…` : t)
  return (
    <section
      aria-label="Search result preview"
      className={css({ borderWidth: '1px', borderColor: 'border.default', borderRadius: 'md', p: '4', bg: 'bg.surface' })}
    >
      <p className={css({ fontSize: 'xs', color: 'fg.muted', mb: '1' })}>
        How a search result shows this page (about 60 characters of title, 160 of description)
      </p>
      {site.name ? <p className={css({ fontSize: 'sm', color: 'fg.default' })}>{site.name}</p> : null}
      <p className={css({ fontSize: 'xs', color: 'stone.700' })}>
        {[site.host, ...route.split('/').filter(Boolean)].filter(Boolean).join(' › ')}
      </p>
      <p className={css({ fontSize: 'lg', color: '#1a0dab', lineHeight: '1.3' })}>{cut(title, 60) || 'Untitled page'}</p>
      <p className={css({ fontSize: 'sm', color: 'stone.700' })}>{cut(description, 160) || 'No description yet.'}</p>
    </section>
  )
}

function RenameDialog({
  open,
  onOpenChange,
  file,
  schemas,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  file: string
  schemas: Schemas
}) {
  const oldRoute = pageFileToRoute(file) ?? ''
  const [route, setRoute] = useState(oldRoute)
  const [redirect, setRedirect] = useState(true)
  const [links, setLinks] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const problem = route === oldRoute ? 'choose a new address' : routeProblem(route, schemas.routes)
  const submit = async () => {
    if (problem) return setError(problem)
    try {
      const result = await api.rename(file, route, redirect && !!schemas.redirects, links)
      onOpenChange(false)
      showToast({ title: 'Page renamed', description: `${oldRoute} is now ${result.route}` })
      navigate(pageHref(result.file), { replace: true })
    } catch (err) {
      setError(err instanceof ApiError ? [err.message, ...(err.body.caused ?? [])].join('\n') : (err as Error).message)
    }
  }
  return (
    <Dialog.Root open={open} onOpenChange={(d) => onOpenChange(d.open)}>
      <Dialog.Frame title="Rename the page" description={`Its address today: ${oldRoute}`}>
        <form
          className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
          onSubmit={(e) => {
            e.preventDefault()
            submit()
          }}
        >
          <div className={s.field}>
            <label htmlFor="rename-route" className={s.label}>
              New address
            </label>
            <input
              id="rename-route"
              className={inputClass}
              value={route}
              onChange={(e) => {
                setRoute(e.target.value.trim())
                setError(null)
              }}
              aria-describedby="rename-error"
            />
            {error ? (
              <p id="rename-error" className={s.error} style={{ whiteSpace: 'pre-wrap' }}>
                {error}
              </p>
            ) : null}
          </div>
          {schemas.redirects ? (
            <Checkbox.Root checked={redirect} onCheckedChange={(d) => setRedirect(d.checked === true)}>
              <Checkbox.Control>
                <Checkbox.Indicator>✓</Checkbox.Indicator>
              </Checkbox.Control>
              <Checkbox.Label>
                Keep {oldRoute} working: add a redirect to the new address ({schemas.redirects.file})
              </Checkbox.Label>
              <Checkbox.HiddenInput />
            </Checkbox.Root>
          ) : (
            <p className={s.help}>
              The site has no redirects collection yet: visitors and search engines that know {oldRoute} will find the not-found page.
            </p>
          )}
          <Checkbox.Root checked={links} onCheckedChange={(d) => setLinks(d.checked === true)}>
            <Checkbox.Control>
              <Checkbox.Indicator>✓</Checkbox.Indicator>
            </Checkbox.Control>
            <Checkbox.Label>Update the links to {oldRoute} on other pages and in the data files</Checkbox.Label>
            <Checkbox.HiddenInput />
          </Checkbox.Root>
          <div>
            <button type="submit" className={smallButton('primary')}>
              Rename
            </button>
          </div>
        </form>
      </Dialog.Frame>
    </Dialog.Root>
  )
}

let nextKey = 0
const newKey = () => `s${++nextKey}`

export function PageEditor({ file, isNew }: { file: string; isNew: boolean }) {
  const schemas = useQuery({ queryKey: ['schemas'], queryFn: api.schemas })
  if (!schemas.data)
    return (
      <p className={css({ p: '6' })}>
        {schemas.isError ? `The editor could not load the schemas: ${(schemas.error as Error).message}` : 'Loading…'}
      </p>
    )
  return <Editor key={file} file={file} isNew={isNew} schemas={schemas.data} />
}

function Editor({ file, isNew, schemas }: { file: string; isNew: boolean; schemas: Schemas }) {
  const route = pageFileToRoute(file) ?? 'the not-found page'
  const initial = useCallback(() => {
    // A new page starts with its settings to fill and no section (the first is chosen from the picker).
    const page = skeleton(schemas.page) as Record<string, unknown>
    return { ...page, $schema: pageSchemaRef(file), sections: [] }
  }, [schemas.page, file])
  const editing = useEditing(file, { isNew, initial, preview: true })
  const { store, doc } = editing
  useUndoKeys(store)
  const [tab, setTab] = useState<'sections' | 'settings'>('sections')
  const [expanded, setExpanded] = useState<Set<string>>(new Set())
  const [selected, setSelected] = useState<number | null>(null)
  const [picker, setPicker] = useState<number | null>(null)
  const [renaming, setRenaming] = useState(false)
  const keys = useRef<string[]>([])

  const sections = (
    Array.isArray((doc as { sections?: unknown })?.sections) ? (doc as { sections: Record<string, unknown>[] }).sections : []
  ) as Record<string, unknown>[]
  // One stable key per section (forms keep their state and focus while typing; moves move them).
  while (keys.current.length < sections.length) keys.current.push(newKey())
  keys.current.length = sections.length
  const sectionsNode = schemas.page.properties?.sections as SchemaNode
  const itemNode = sectionsNode?.items as SchemaNode
  const pageOrder = Object.keys(schemas.page.properties ?? {})

  const { form, imagePicker } = useDocForm(editing, schemas, file, isNew)

  const actions = {
    move: (from: number, to: number) => {
      if (to < 0 || to >= sections.length) return
      const [k] = keys.current.splice(from, 1)
      keys.current.splice(to, 0, k)
      store.set(moveAt(store.get().doc, ['sections'], from, to))
      setSelected(to)
    },
    duplicate: (index: number) => {
      keys.current.splice(index + 1, 0, newKey())
      store.set(insertAt(store.get().doc, ['sections'], index + 1, clone(sections[index]), pageOrder))
    },
    remove: (index: number) => {
      const removed = sections[index]
      keys.current.splice(index, 1)
      store.set(removeAt(store.get().doc, ['sections'], index))
      setSelected(null)
      showToast({
        title: `${typeLabel(String(removed?.type ?? 'section'))} removed`,
        description: 'The section is gone from the page.',
        action: {
          label: 'Undo',
          onClick: () => {
            keys.current.splice(index, 0, newKey())
            store.set(insertAt(store.get().doc, ['sections'], index, removed, pageOrder))
          },
        },
      })
    },
    addAt: (index: number) => setPicker(index),
    toggle: (key: string) => setExpanded((e) => (e.has(key) ? new Set([...e].filter((k) => k !== key)) : new Set([...e, key]))),
    select: (index: number) => setSelected(index),
  }

  const addSection = (type: string, example?: unknown) => {
    const index = picker ?? sections.length
    const value = example ? clone(example) : skeleton(itemNode, type)
    const key = newKey()
    keys.current.splice(index, 0, key)
    store.set(insertAt(store.get().doc, ['sections'], index, value, pageOrder))
    setExpanded((e) => new Set([...e, key]))
    setSelected(index)
    setPicker(null)
    setTab('sections')
  }

  /** Shows the field of a message: its tab, its section unfolded, the field focused. */
  const go = (at: PathPart[]) => {
    if (at[0] === 'sections' && typeof at[1] === 'number') {
      setTab('sections')
      const key = keys.current[at[1]]
      if (key) setExpanded((e) => new Set([...e, key]))
      setSelected(at[1])
    } else setTab('settings')
    setTimeout(() => focusField(at), 50)
  }

  const selectFromPreview = (index: number) => {
    setTab('sections')
    const key = keys.current[index]
    if (key) setExpanded((e) => new Set([...e, key]))
    setSelected(index)
  }

  if (isNew && editing.isNew && schemas.routes.includes(route))
    return (
      <main className={css({ p: '6', display: 'flex', flexDirection: 'column', gap: '3', alignItems: 'flex-start' })}>
        <h1 className={css({ fontSize: 'xl', fontWeight: '600' })}>A page with the address {route} exists already</h1>
        <a
          href={pageHref(file)}
          className={smallButton('primary')}
          onClick={(e) => {
            e.preventDefault()
            navigate(pageHref(file), { replace: true })
          }}
        >
          Open {file}
        </a>
      </main>
    )
  if (editing.missing && !isNew)
    return (
      <main className={css({ p: '6' })}>
        <h1 className={css({ fontSize: 'xl', fontWeight: '600' })}>{file} does not exist</h1>
        <a href="/_editor" className={smallButton()}>
          All pages
        </a>
      </main>
    )
  if (editing.loading) return <p className={css({ p: '6' })}>Opening {file}…</p>

  const meta = (doc as { meta?: { title?: unknown; description?: unknown } })?.meta

  return (
    <FormContext.Provider value={form}>
      <div className={css({ display: 'flex', flexDirection: 'column', minH: '100dvh', h: { lg: '100dvh' } })}>
        <header className={layout.bar}>
          <BackToPages />
          <h1 className={layout.title}>
            {route}
            <span className={layout.file}>{file}</span>
          </h1>
          <EditingControls editing={editing}>
            <StudioPageTools file={file} doc={doc} isNew={editing.isNew} />
            {!editing.isNew && pageFileToRoute(file) !== null ? (
              <button type="button" className={smallButton()} onClick={() => setRenaming(true)} disabled={editing.dirty}>
                Rename…
              </button>
            ) : null}
          </EditingControls>
        </header>
        <EditingBanners editing={editing} file={file} />
        <div
          className={css({
            flex: '1',
            minH: '0',
            display: 'grid',
            gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(24rem, 36rem) minmax(0, 1fr)' },
          })}
        >
          <main
            aria-label="Page forms"
            className={css({
              overflowY: 'auto',
              p: '4',
              display: 'flex',
              flexDirection: 'column',
              gap: '4',
              borderRightWidth: '1px',
              borderColor: 'border.default',
              bg: 'bg.canvas',
            })}
          >
            <div>
              <Segments
                label="Edit"
                value={tab}
                onChange={(v) => setTab(v as 'sections' | 'settings')}
                options={[
                  { value: 'sections', label: `Sections (${sections.length})` },
                  { value: 'settings', label: 'Page settings' },
                ]}
              />
            </div>
            <IssueList issues={editing.issues} go={go} />
            {tab === 'sections' ? (
              <SectionList
                sections={sections}
                keys={keys.current}
                node={itemNode}
                expanded={expanded}
                selected={selected}
                actions={actions}
              />
            ) : (
              <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
                <SearchPreview meta={meta} route={route} />
                <ObjectFields node={schemas.page} path={[]} value={doc} skip={['sections', '$schema']} />
              </div>
            )}
          </main>
          <div className={cx(css({ minH: { base: '70dvh', lg: '0' }, minW: '0', overflow: 'hidden' }))}>
            <Preview
              html={editing.preview?.html}
              shown={editing.preview?.shown}
              error={editing.preview?.error}
              sections={sections}
              selected={selected}
              onSelect={selectFromPreview}
              route={route}
            />
          </div>
        </div>
      </div>
      <SectionPicker open={picker !== null} onOpenChange={(o) => !o && setPicker(null)} schemas={schemas} onPick={addSection} />
      {imagePicker}
      {renaming ? <RenameDialog open={renaming} onOpenChange={setRenaming} file={file} schemas={schemas} /> : null}
    </FormContext.Provider>
  )
}

export { getIn }

/** The way back to the list of pages, in the bar of every editing view. */
export function BackToPages() {
  return (
    <a
      href="/_editor"
      className={smallButton('ghost')}
      onClick={(e) => {
        e.preventDefault()
        navigate('/_editor')
      }}
    >
      ← All pages
    </a>
  )
}
