import { useQuery } from '@tanstack/react-query'
import { Redo2, Undo2 } from 'lucide-react'
import { useCallback } from 'react'
import { css } from 'styled-system/css'
import { api, type Schemas } from './api'
import { FormContext, focusField, ObjectFields, smallButton } from './form'
import { BackToPages, EditingBanners, IssueList, layout } from './PageEditor'
import { countOf } from '../../../schemas/words'
import { useDocForm } from './doc-form'
import { useEditing, useUndoKeys } from './useEditing'

/**
 * A collection's data file (data/<name>.json) with the same generated forms as pages: every collection declared in
 * schemas/collections.ts, whatever its records hold (navigation, shared sections and redirects included once they
 * are declared), checked by the same validator and saved the same way.
 */
export function CollectionEditor({ name }: { name: string }) {
  const schemas = useQuery({ queryKey: ['schemas'], queryFn: api.schemas })
  const collection = schemas.data?.collections.find((c) => c.name === name)
  if (!schemas.data) return <p className={css({ p: '6' })}>Loading…</p>
  if (!collection) return <p className={css({ p: '6' })}>No collection named “{name}” is declared in schemas/collections.ts.</p>
  return <Editor key={name} collection={collection} schemas={schemas.data} />
}

function Editor({ collection, schemas }: { collection: Schemas['collections'][number]; schemas: Schemas }) {
  const initial = useCallback(() => ({}), [])
  const editing = useEditing(collection.file, { isNew: false, initial, preview: false })
  const { store, doc } = editing
  useUndoKeys(store)
  const { form, imagePicker } = useDocForm(editing, schemas)
  if (editing.loading) return <p className={css({ p: '6' })}>Opening {collection.file}…</p>
  const count = editing.issues.length
  return (
    <FormContext.Provider value={form}>
      <header className={layout.bar}>
        <BackToPages />
        <h1 className={layout.title}>
          {collection.name}
          <span className={layout.file}>{collection.file}</span>
        </h1>
        <span className={layout.status} data-tone={count ? 'bad' : editing.dirty ? undefined : 'good'} role="status" data-save-status>
          {editing.saveState.status === 'saving'
            ? 'Saving…'
            : count
              ? `${countOf(count, 'problem')} to fix`
              : editing.dirty
                ? 'Unsaved changes'
                : 'Saved · valid'}
        </span>
        <button type="button" className={smallButton('ghost')} onClick={store.undo} disabled={!editing.canUndo} aria-label="Undo">
          <Undo2 aria-hidden="true" />
        </button>
        <button type="button" className={smallButton('ghost')} onClick={store.redo} disabled={!editing.canRedo} aria-label="Redo">
          <Redo2 aria-hidden="true" />
        </button>
        {editing.dirty ? (
          <button type="button" className={smallButton()} onClick={editing.discard}>
            Discard changes
          </button>
        ) : null}
        <button
          type="button"
          className={smallButton('primary')}
          onClick={() => editing.save()}
          disabled={!editing.dirty || editing.saveState.status === 'saving'}
        >
          Save
        </button>
      </header>
      <EditingBanners editing={editing} file={collection.file} />
      <main className={css({ maxW: '60rem', mx: 'auto', p: '4', display: 'flex', flexDirection: 'column', gap: '4' })}>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{collection.description}</p>
        <IssueList issues={editing.issues} go={focusField} />
        <ObjectFields node={collection.schema} path={[]} value={doc} skip={['$schema']} />
      </main>
      {imagePicker}
    </FormContext.Provider>
  )
}
