import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { Toaster } from '../../../ui/toaster'
import { CollectionEditor } from './CollectionEditor'
import { useLocation } from './nav'
import { PageEditor } from './PageEditor'
import { PageList } from './PageList'
import type { FileEvent } from './useEditing'

/** The editor's three views, and the stream of file changes that keeps them current. */
export function App() {
  const location = useLocation()
  const queryClient = useQueryClient()
  useEffect(() => {
    const events = new EventSource('/_editor/events')
    // On connecting, and on connecting again after a drop, what changed while no stream was open is read afresh: the
    // first answers may predate the stream (a section folder added while the editor was loading).
    events.onopen = () => {
      queryClient.invalidateQueries({ queryKey: ['project'] })
      queryClient.invalidateQueries({ queryKey: ['schemas'] })
    }
    events.onmessage = (e) => {
      const detail = JSON.parse(e.data) as FileEvent
      queryClient.invalidateQueries({ queryKey: ['project'] })
      if (/^(pages|data|sections|schemas)\//.test(detail.path)) queryClient.invalidateQueries({ queryKey: ['schemas'] })
      window.dispatchEvent(new CustomEvent('editor:file', { detail }))
    }
    return () => events.close()
  }, [queryClient])
  const file = location.searchParams.get('file')
  const name = location.searchParams.get('name')
  let view = <PageList />
  if (location.pathname === '/_editor/page' && file) view = <PageEditor file={file} isNew={location.searchParams.get('new') === '1'} />
  else if (location.pathname === '/_editor/data' && name) view = <CollectionEditor name={name} />
  return (
    <>
      {view}
      <Toaster />
    </>
  )
}
