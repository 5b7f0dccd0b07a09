import { useState } from 'react'
import { css } from 'styled-system/css'
import * as Dialog from '../../../ui/dialog'
import { styles as s, smallButton } from './fields/styles'
import { inputClass } from './kit'
import { PageHistory } from './HistoryPanel'
import { PREVIEW_DAYS } from '../shared/preview'
import { studioApi, useStudioSession, when } from './studio-api'

/**
 * A page's studio tools, beside Save: its history (restore any version) and a preview link for the version on screen —
 * saved or not —, which opens on a phone without signing in for PREVIEW_DAYS days. Shown in the studio only.
 */
export function StudioPageTools({ file, doc, isNew = false }: { file: string; doc: unknown; isNew?: boolean }) {
  const session = useStudioSession()
  const [open, setOpen] = useState<'history' | 'share' | null>(null)
  const [link, setLink] = useState<{ url: string; expires: string } | null>(null)
  const [error, setError] = useState<string | null>(null)
  if (!session.data?.user) return null
  const share = async () => {
    setOpen('share')
    setLink(null)
    setError(null)
    try {
      const made = await studioApi.previewLink(file, doc)
      setLink({ url: new URL(made.url, window.location.origin).href, expires: made.expires })
    } catch (err) {
      setError((err as Error).message)
    }
  }
  return (
    <>
      {isNew ? null : (
        <button type="button" className={smallButton()} onClick={() => setOpen('history')}>
          History
        </button>
      )}
      <button type="button" className={smallButton()} onClick={share}>
        Share preview
      </button>
      <Dialog.Root open={open === 'history'} onOpenChange={(d) => setOpen(d.open ? 'history' : null)}>
        <Dialog.Frame title="History of this page" description="Every saved version, newest first: who changed what.">
          <PageHistory file={file} />
        </Dialog.Frame>
      </Dialog.Root>
      <Dialog.Root open={open === 'share'} onOpenChange={(d) => setOpen(d.open ? 'share' : null)}>
        <Dialog.Frame
          title="Preview link"
          description={`The page as it is on your screen now, saved or not. Anyone with the link can open it for ${PREVIEW_DAYS} days, without signing in; search engines never list it.`}
        >
          {error ? <p className={s.error}>{error}</p> : null}
          {!link && !error ? <p>Making the link…</p> : null}
          {link ? (
            <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
              <label htmlFor="preview-link" className={s.label}>
                Link (until {when(link.expires)})
              </label>
              <input id="preview-link" className={inputClass} readOnly value={link.url} onFocus={(e) => e.target.select()} />
              <div className={s.row}>
                <button type="button" className={smallButton('primary')} onClick={() => void navigator.clipboard?.writeText(link.url)}>
                  Copy link
                </button>
                <a className={smallButton()} href={link.url} target="_blank" rel="noreferrer">
                  Open
                </a>
              </div>
            </div>
          ) : null}
        </Dialog.Frame>
      </Dialog.Root>
    </>
  )
}
