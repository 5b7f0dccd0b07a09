import { useQuery } from '@tanstack/react-query'
import type { GitStatus, PulledCommit } from '../server/git-remote'
import type { Version } from '../server/history'
import type { PublishStatus as Publishing } from '../server/publish'
import type { ScheduleStatus } from '../server/schedule'

/**
 * The studio's own calls (publishing, history, preview links, the repository's remote: app/editor/server/studio-routes.ts), with the desk's CSRF
 * token on every change. They exist in the studio only: `npm run edit` has no one signed in, and its page shows none of
 * their panels (`useStudioSession`).
 */

export type Session = { user: { email: string; name: string; role: string } | null; csrfToken?: string }
export type { GitStatus, PulledCommit, Version }
/** What is live, the publish under way or last, and the scheduled times to come (app/editor/server/schedule.ts). */
export type PublishStatus = Publishing & { schedule?: ScheduleStatus }

export class StudioError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error?: string; issues?: string[]; conflicts?: string[] },
  ) {
    super(body?.error ?? `HTTP ${status}`)
  }
}

const session = () => fetch('/_editor/api/session').then(async (res) => (res.ok ? ((await res.json()) as Session) : { user: null }))

/** Who is signed in to the studio (none in `npm run edit`). */
export const useStudioSession = () => useQuery({ queryKey: ['studio-session'], queryFn: session, staleTime: Number.POSITIVE_INFINITY })

async function call<T>(path: string, body?: unknown): Promise<T> {
  const init: RequestInit = {}
  if (body !== undefined) {
    const { csrfToken } = await session()
    init.method = 'POST'
    init.headers = { 'content-type': 'application/json', ...(csrfToken ? { 'x-csrf-token': csrfToken } : {}) }
    init.body = JSON.stringify(body)
  }
  const res = await fetch(`/_editor/api/${path}`, init)
  const answer = await res.json().catch(() => ({}))
  if (!res.ok) throw new StudioError(res.status, answer)
  return answer as T
}

export const studioApi = {
  publishStatus: () => call<PublishStatus>('publish'),
  publish: () => call<{ run: PublishStatus['run'] }>('publish', {}),
  rollback: () => call<{ live: string; previous: string }>('publish/rollback', {}),
  history: (file?: string) => call<{ versions: Version[] }>(`history${file ? `?file=${encodeURIComponent(file)}` : ''}`),
  restore: (file: string, commit: string) => call<{ commit: string; message: string }>('history/restore', { file, commit }),
  previewLink: (file: string, value: unknown) => call<{ url: string; expires: string }>('preview-link', { file, value }),
  gitStatus: () => call<GitStatus>('git'),
  pull: () => call<{ pulled: PulledCommit[]; head: string; merged: boolean }>('git/pull', {}),
}

/** "2026-12-07T09:12:00Z" → "7 Dec, 09:12" in the reader's time. */
export const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hour12: false })
