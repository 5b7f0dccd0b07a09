import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { css } from 'styled-system/css'
import { api, type Schemas } from './api'
import { ObjectFields } from './fields/Field'
import { FormContext, focusField } from './fields/form'
import { BackToPages, EditingBanners, EditingControls, IssueList, layout } from './PageEditor'
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
  const { form, imagePicker } = useDocForm(editing, schemas, collection.file)
  if (editing.loading) return <p className={css({ p: '6' })}>Opening {collection.file}…</p>
  return (
    <FormContext.Provider value={form}>
      <header className={layout.bar}>
        <BackToPages />
        <h1 className={layout.title}>
          {collection.name}
          <span className={layout.file}>{collection.file}</span>
        </h1>
        <EditingControls editing={editing} />
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
