import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from 'styled-system/css'
import { showToast } from '../../../ui/toaster'
import { styles as s, smallButton } from './fields/styles'
import { dataHref, pageHref } from './nav'
import { SiteHistory } from './HistoryPanel'
import { ScheduleList } from './ScheduleList'
import { type PulledCommit, StudioError, studioApi, useStudioSession, when } from './studio-api'

/**
 * The studio's publishing panel, above the page list: what is live, the Publish button (validation and a build in the
 * background, each step shown as it comes), the outcome — a failure with its mistakes, each at its page and field —,
 * the one-click rollback to the build live before, the repository's remote (each save pushed, a push that failed and
 * why; a pull of a developer's commits, a conflict listed by file) and the site's history. Shown in the studio only.
 */

const panel = css({
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  bg: 'bg.surface',
  p: { base: '4', md: '5' },
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
})
const muted = css({ fontSize: 'sm', color: 'fg.muted' })

export function PublishPanel() {
  const session = useStudioSession()
  if (!session.data?.user) return null
  return <Publishing />
}

function Publishing() {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const status = useQuery({
    queryKey: ['publish'],
    queryFn: studioApi.publishStatus,
    // Every second while a publish runs: its steps appear as the build reaches them; every 15 s while a scheduled time
    // is to come (its publish shows when it has run).
    refetchInterval: (q) =>
      q.state.data?.run && !q.state.data.run.done ? 1_000 : q.state.data?.schedule?.upcoming.length ? 15_000 : false,
  })
  const data = status.data
  const run = data?.run
  const running = !!run && !run.done
  const act = async (what: () => Promise<unknown>, done: string) => {
    setBusy(true)
    try {
      await what()
      showToast({ title: done })
    } catch (err) {
      showToast({ title: 'Not done', description: (err as Error).message, variant: 'destructive' })
    } finally {
      setBusy(false)
      queryClient.invalidateQueries({ queryKey: ['publish'] })
      queryClient.invalidateQueries({ queryKey: ['history'] })
    }
  }
  return (
    <section aria-labelledby="publish-title" className={panel}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
        <div className={css({ flex: '1', minW: '14rem' })}>
          <h2 id="publish-title" className={css({ fontSize: 'lg', fontWeight: '600' })}>
            Live site
          </h2>
          <p className={muted} data-testid="live-build">
            {data?.live ? `Live build: ${data.live}` : 'Nothing published from the studio yet.'}
          </p>
          {data?.previous ? <p className={muted}>Before it: {data.previous}</p> : null}
        </div>
        <button
          type="button"
          className={smallButton('primary')}
          disabled={busy || running || !data}
          onClick={() => act(studioApi.publish, 'Publishing started')}
        >
          {running ? 'Publishing…' : 'Publish'}
        </button>
        {data?.previous ? (
          <button
            type="button"
            className={smallButton()}
            disabled={busy || running}
            onClick={() => act(studioApi.rollback, 'The previous build is live again')}
          >
            Roll back
          </button>
        ) : null}
      </div>
      {data && data.placeholders > 0 ? (
        <p className={s.help} role="note">
          {data.placeholders} sample{data.placeholders === 1 ? '' : 's'} or placeholder{data.placeholders === 1 ? '' : 's'} still on the
          site (listed under “Before launch” below): they are published as they are.
        </p>
      ) : null}
      {run ? <RunReport run={run} /> : null}
      <ScheduleList schedule={data?.schedule} />
      {status.isError ? <p className={s.error}>{(status.error as StudioError).message}</p> : null}
      <Repository publishing={running} />
      <SiteHistory events={data?.history ?? []} />
    </section>
  )
}

/** A page's form, or a record file's (data/x.json → its collection's form). */
const fileHref = (file: string) => (file.startsWith('data/') ? dataHref(file.replace(/^data\/|\.json$/g, '')) : pageHref(file))

function RunReport({ run }: { run: NonNullable<import('./studio-api').PublishStatus['run']> }) {
  const done = run.done
  return (
    <div role="status" aria-live="polite" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <ol className={css({ fontSize: 'sm', display: 'flex', flexDirection: 'column', gap: '0.5', pl: '4', listStyle: 'decimal' })}>
        {run.steps.map((step, i) => (
          <li key={`${i}-${step.text}`}>
            {step.text} <span className={muted}>({step.at} s)</span>
          </li>
        ))}
      </ol>
      {!done ? <p className={muted}>Building… the live site is unchanged until the build is done.</p> : null}
      {done?.ok ? (
        <p className={css({ fontSize: 'sm', fontWeight: '600', color: 'success' })}>
          Published {run.build} at {when(done.at)} by {run.by}.
        </p>
      ) : null}
      {done && !done.ok ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '1' })} data-testid="publish-failure">
          <p className={s.error}>{done.reason}</p>
          {done.issues.length ? (
            <ul className={css({ fontSize: 'sm', display: 'flex', flexDirection: 'column', gap: '1' })}>
              {done.issues.slice(0, 20).map((issue) => (
                <li key={`${issue.file}-${issue.path}-${issue.message}`}>
                  <a className={css({ color: 'accent.default', textDecoration: 'underline' })} href={fileHref(issue.file)}>
                    {issue.route ?? issue.file}
                  </a>
                  {issue.path ? ` › ${issue.path}` : ''}: {issue.message}
                </li>
              ))}
            </ul>
          ) : null}
          {done.log.length ? (
            <pre
              className={css({
                fontSize: 'xs',
                whiteSpace: 'pre-wrap',
                bg: 'bg.muted',
                p: '2',
                borderRadius: 'md',
                maxH: '12rem',
                overflow: 'auto',
              })}
            >
              {done.log.join('\n')}
            </pre>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}

type Pulled = { ok: true; pulled: PulledCommit[]; merged: boolean } | { ok: false; error: string; conflicts: string[] }

/** The repository's remote (STUDIO_GIT_REMOTE): whether every save went out, and the pull of a developer's commits. */
function Repository({ publishing }: { publishing: boolean }) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [pulled, setPulled] = useState<Pulled | null>(null)
  // Every few seconds: a save is pushed in the background, its outcome shown when it comes.
  const git = useQuery({ queryKey: ['git'], queryFn: studioApi.gitStatus, refetchInterval: 5_000 })
  const data = git.data
  if (!data?.remote) return null
  const pull = async () => {
    setBusy(true)
    try {
      const answer = await studioApi.pull()
      setPulled({ ok: true, pulled: answer.pulled, merged: answer.merged })
    } catch (err) {
      const body = err instanceof StudioError ? err.body : {}
      setPulled({ ok: false, error: (err as Error).message, conflicts: body.conflicts ?? [] })
    } finally {
      setBusy(false)
      for (const key of ['git', 'history', 'publish', 'project', 'file']) queryClient.invalidateQueries({ queryKey: [key] })
    }
  }
  const push = data.push
  return (
    <div data-testid="repository" className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
        <p className={css({ fontSize: 'sm', flex: '1', minW: '14rem' })} data-testid="repository-state">
          Repository {data.remote}/{data.branch}:{' '}
          {data.unpushed === 0
            ? 'every save is there.'
            : `${data.unpushed} commit${data.unpushed === 1 ? '' : 's'} not sent yet (sent again with the next save or pull).`}
        </p>
        <button type="button" className={smallButton()} disabled={busy || publishing} onClick={pull}>
          {busy ? 'Pulling…' : 'Pull the developer’s changes'}
        </button>
      </div>
      {push && !push.ok && data.unpushed > 0 ? (
        <p className={s.error} data-testid="push-failure">
          {push.error} ({when(push.at)})
        </p>
      ) : null}
      {pulled?.ok ? (
        <div className={css({ fontSize: 'sm' })} data-testid="pull-result">
          {pulled.pulled.length === 0 ? (
            <p className={muted}>Nothing new: the studio has every commit of the repository.</p>
          ) : (
            <>
              <p>
                Pulled {pulled.pulled.length} commit{pulled.pulled.length === 1 ? '' : 's'}
                {pulled.merged ? ', merged with the studio’s own' : ''}:
              </p>
              <ul className={css({ pl: '4', listStyle: 'disc' })}>
                {pulled.pulled.slice(0, 20).map((c) => (
                  <li key={c.commit}>
                    {c.message}{' '}
                    <span className={muted}>
                      ({c.author}, {when(c.at)})
                    </span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      ) : null}
      {pulled && !pulled.ok ? (
        <div className={css({ fontSize: 'sm' })} data-testid="pull-conflict">
          <p className={s.error}>{pulled.error}</p>
          {pulled.conflicts.length ? (
            <ul className={css({ pl: '4', listStyle: 'disc' })}>
              {pulled.conflicts.map((file) => (
                <li key={file}>
                  {/^(pages|data)\//.test(file) ? (
                    <a className={css({ color: 'accent.default', textDecoration: 'underline' })} href={fileHref(file)}>
                      {file}
                    </a>
                  ) : (
                    file
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  )
}
