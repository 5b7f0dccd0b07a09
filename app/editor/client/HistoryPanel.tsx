import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { showToast } from '../../../ui/toaster'
import type { PublishEvent } from '../server/publish'
import { styles as s, smallButton } from './fields/styles'
import { pageHref } from './nav'
import { StudioError, studioApi, type Version, when } from './studio-api'

/**
 * The history, read from git (app/editor/server/history.ts): each version with its author, its time and what changed
 * as fields — the field's place, old → new —; a page's own history restores any version (a new commit by the person
 * signed in). The site's history (every page and data file) and the publishes sit in the publishing panel.
 */

const muted = css({ fontSize: 'sm', color: 'fg.muted' })
const old = css({ textDecoration: 'line-through', color: 'fg.muted', overflowWrap: 'anywhere' })
const now = css({ fontWeight: '600', overflowWrap: 'anywhere' })

export function VersionList({ versions, file }: { versions: Version[]; file?: string }) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState<string | null>(null)
  const restore = async (commit: string) => {
    if (!file) return
    setBusy(commit)
    try {
      const done = await studioApi.restore(file, commit)
      showToast({ title: 'Version restored', description: done.message })
      // The page's form reads the file again (the editor hears of the change and offers to reload it).
      queryClient.invalidateQueries({ queryKey: ['history'] })
      queryClient.invalidateQueries({ queryKey: ['project'] })
    } catch (err) {
      const issues = err instanceof StudioError ? (err.body.issues ?? []) : []
      showToast({ title: 'Not restored', description: [(err as Error).message, ...issues].join('\n'), variant: 'destructive' })
    } finally {
      setBusy(null)
    }
  }
  if (!versions.length) return <p className={muted}>No versions in the history yet.</p>
  return (
    <ol className={css({ display: 'flex', flexDirection: 'column', gap: '3' })} aria-label="Versions">
      {versions.map((version, index) => (
        <li
          key={version.commit}
          data-testid="version"
          className={css({
            borderWidth: '1px',
            borderColor: 'border.default',
            borderRadius: 'md',
            p: '3',
            display: 'flex',
            flexDirection: 'column',
            gap: '2',
          })}
        >
          <div className={css({ display: 'flex', gap: '2', alignItems: 'baseline', flexWrap: 'wrap' })}>
            <strong className={css({ fontSize: 'sm', flex: '1', minW: '12rem' })}>{version.message}</strong>
            <span className={muted}>
              {version.author} · {when(version.at)} · {version.short}
            </span>
          </div>
          {version.files.map((change) => (
            <div key={change.file} className={css({ fontSize: 'sm', display: 'flex', flexDirection: 'column', gap: '1' })}>
              {!file ? (
                <a
                  className={css({ color: 'accent.default', textDecoration: 'underline' })}
                  href={change.file.startsWith('pages/') ? pageHref(change.file) : undefined}
                >
                  {change.file}
                </a>
              ) : null}
              {change.status !== 'changed' ? (
                <span className={muted}>{change.status === 'added' ? 'New file' : 'File removed'}</span>
              ) : null}
              <ul className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
                {change.fields.map((field) => (
                  <li key={field.path} data-testid="field-change">
                    <span className={css({ fontFamily: 'mono', fontSize: 'xs', color: 'fg.muted', display: 'block' })}>{field.path}</span>
                    {field.old !== null ? <span className={old}>{field.old}</span> : null}
                    {field.old !== null && field.new !== null ? ' → ' : null}
                    {field.new !== null ? <span className={now}>{field.new}</span> : <span className={muted}>(removed)</span>}
                  </li>
                ))}
              </ul>
              {change.more ? <span className={muted}>and {change.more} more changes</span> : null}
            </div>
          ))}
          {file && index > 0 ? (
            <div>
              <button type="button" className={smallButton()} disabled={busy !== null} onClick={() => restore(version.commit)}>
                {busy === version.commit ? 'Restoring…' : 'Restore this version'}
              </button>
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  )
}

/** A page's versions (in its history dialog). */
export function PageHistory({ file }: { file: string }) {
  const history = useQuery({ queryKey: ['history', file], queryFn: () => studioApi.history(file) })
  if (history.isPending) return <p className={muted}>Reading the history…</p>
  if (history.isError) return <p className={s.error}>{(history.error as Error).message}</p>
  return <VersionList versions={history.data.versions} file={file} />
}

/** The publishes, and every change to the site's pages and data (folded until asked for). */
export function SiteHistory({ events }: { events: PublishEvent[] }) {
  const [open, setOpen] = useState(false)
  const history = useQuery({ queryKey: ['history', ''], queryFn: () => studioApi.history(), enabled: open })
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      {events.length ? (
        <details>
          <summary className={css({ fontSize: 'sm', fontWeight: '600', cursor: 'pointer' })}>Publishes ({events.length})</summary>
          <ul className={css({ fontSize: 'sm', mt: '2', display: 'flex', flexDirection: 'column', gap: '1' })}>
            {events.map((e) => (
              <li key={`${e.at}-${e.build}`}>
                {e.kind === 'publish' ? 'Published' : 'Rolled back to'} {e.build} · {e.by} · {when(e.at)}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <details onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
        <summary className={css({ fontSize: 'sm', fontWeight: '600', cursor: 'pointer' })}>Site history</summary>
        <div className={css({ mt: '2' })}>
          {history.isPending ? <p className={muted}>Reading the history…</p> : null}
          {history.data ? <VersionList versions={history.data.versions} /> : null}
        </div>
      </details>
    </div>
  )
}
