import { useMemo, useState } from 'react'
import { pathKey } from '../shared/issues'
import type { Schemas } from './api'
import { setIn } from './doc'
import type { FormApi } from './fields/form'
import { ImagePicker } from './pickers'
import { useSiteIdentity } from './site'
import type { useEditing } from './useEditing'

/**
 * The generated forms of a file being edited (a page or a collection's data file): what every field reads and calls
 * (`form`, for FormContext) and the image picker a field opens (`imagePicker`, rendered once beside the forms).
 */
export function useDocForm(editing: ReturnType<typeof useEditing>, schemas: Schemas) {
  const { store, doc } = editing
  const [imagePick, setImagePick] = useState<{ current: string; choose: (name: string) => void } | null>(null)
  const site = useSiteIdentity()
  const form: FormApi = useMemo(
    () => ({
      schemas,
      doc,
      issues: editing.issueMap,
      update: (path, value, options) =>
        store.set(setIn(store.get().doc, path, value, options?.order), options?.coalesce ? pathKey(path) : undefined),
      pickImage: (current, choose) => setImagePick({ current, choose }),
      shown: site.fill,
    }),
    [schemas, doc, editing.issueMap, store, site.fill],
  )
  const imagePicker = (
    <ImagePicker
      open={imagePick !== null}
      onOpenChange={(o) => !o && setImagePick(null)}
      schemas={schemas}
      current={imagePick?.current ?? ''}
      onPick={(name) => {
        imagePick?.choose(name)
        setImagePick(null)
      }}
    />
  )
  return { form, imagePicker }
}
