import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { pathKey } from '../shared/issues'
import { api, type Schemas } from './api'
import { setIn } from './doc'
import type { FormApi } from './fields/form'
import { ImagePicker } from './pickers'
import { useSiteIdentity } from './site'
import type { useEditing } from './useEditing'

/**
 * The generated forms of a file being edited (a page or a collection's data file): what every field reads and calls
 * (`form`, for FormContext) and the image picker a field opens (`imagePicker`, rendered once beside the forms).
 */
export function useDocForm(editing: ReturnType<typeof useEditing>, schemas: Schemas, file: string, isNew = false) {
  const { store, doc } = editing
  const [imagePick, setImagePick] = useState<{ current: string; choose: (name: string) => void } | null>(null)
  const site = useSiteIdentity()
  // Each text's words in the other languages, from the copies of the saved file (a new page has none yet).
  const queries = useQueryClient()
  const copies = useQuery({ queryKey: ['translations', file], queryFn: () => api.translations(file), enabled: !isNew })
  const translations: FormApi['translations'] = useMemo(() => {
    const locales = copies.data?.locales
    if (!locales?.length) return undefined
    return {
      locales,
      save: async (locale, path, text) => {
        const current = locales.find((l) => l.code === locale)
        const saved = await api.translate(file, locale, path, text, current?.hash ?? null)
        queries.setQueryData(['translations', file], { locales: locales.map((l) => (l.code === locale ? saved : l)) })
        queries.invalidateQueries({ queryKey: ['project'] })
      },
    }
  }, [copies.data, file, queries])
  const form: FormApi = useMemo(
    () => ({
      schemas,
      doc,
      issues: editing.issueMap,
      update: (path, value, options) =>
        store.set(setIn(store.get().doc, path, value, options?.order), options?.coalesce ? pathKey(path) : undefined),
      pickImage: (current, choose) => setImagePick({ current, choose }),
      shown: site.fill,
      translations,
    }),
    [schemas, doc, editing.issueMap, store, site.fill, translations],
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
