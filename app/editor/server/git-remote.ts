import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import type { Author } from './commit'

/**
 * The site's repository and a remote (for the studio on a server): the studio's commits are pushed to it, and a
 * developer's commits are pulled from it. The git command, as for the commits (./commit.ts).
 *
 * - **Push** (STUDIO_GIT_REMOTE names a remote of the repository, e.g. `origin`; STUDIO_GIT_BRANCH the branch, else the
 *   one checked out; nothing is pushed when unset): after a change in the studio, every commit not yet on the remote
 *   is pushed. A push that fails never loses a save — the commit stays in the repository, the failure is shown in the
 *   Live site panel, and the next change (or a pull) pushes again, everything not yet sent.
 * - **Pull**: the remote's branch is fetched and merged. A fast-forward or a clean merge (a merge commit authored by the
 *   person who pulled) lists the commits brought in. A conflict is never resolved: the merge is aborted (the files and
 *   HEAD exactly as before) and the conflicting files are listed; a developer resolves it in a terminal.
 */

const run = promisify(execFile)
/** A failed push is tried again at the next change, or after this long on any change. */
const RETRY_MS = 30_000

export type GitRemoteConfig = { remote: string; branch?: string }
export type PushState = { ok: boolean; at: string; commit: string; error?: string }
export type PulledCommit = { commit: string; author: string; at: string; message: string }
export type GitStatus = { remote: string | null; branch: string | null; unpushed: number; push: PushState | null }
export type PullResult =
  | { status: 200; body: { pulled: PulledCommit[]; head: string; merged: boolean } }
  | { status: 409 | 502; body: { error: string; conflicts: string[] } }

/** The remote from the studio's environment: STUDIO_GIT_REMOTE (none: nothing pushed or pulled) and STUDIO_GIT_BRANCH. */
export function gitRemoteFromEnv(env: NodeJS.ProcessEnv): GitRemoteConfig | null {
  const remote = env.STUDIO_GIT_REMOTE?.trim()
  if (!remote) return null
  return { remote, branch: env.STUDIO_GIT_BRANCH?.trim() || undefined }
}

/** Git's last line worth showing (its hints left out). */
const lastWords = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('hint:'))
    .slice(-2)
    .join(' ')

export class GitRemote {
  private queue: Promise<unknown> = Promise.resolve()
  private last: PushState | null = null

  constructor(
    private readonly root: string,
    readonly config: GitRemoteConfig | null,
  ) {}

  private git(args: string[], env?: NodeJS.ProcessEnv) {
    return run('git', args, {
      cwd: this.root,
      encoding: 'utf8',
      maxBuffer: 8 * 1024 * 1024,
      // Never a prompt for a password on the server: a remote that needs one fails, and says so.
      env: { ...process.env, GIT_TERMINAL_PROMPT: '0', ...env },
    })
  }

  /** One git operation at a time (a push never meets a pull half-way). */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work, work)
    this.queue = next.catch(() => undefined)
    return next
  }

  private async branch(): Promise<string> {
    if (this.config?.branch) return this.config.branch
    return (await this.git(['symbolic-ref', '--short', 'HEAD'])).stdout.trim()
  }

  private async head(): Promise<string> {
    return (await this.git(['rev-parse', 'HEAD'])).stdout.trim()
  }

  /** The commits of HEAD the remote's branch (as last fetched or pushed) does not have. */
  private async unpushed(branch: string): Promise<number> {
    const tracking = `refs/remotes/${this.config!.remote}/${branch}`
    const known = await this.git(['rev-parse', '--verify', '--quiet', tracking]).then(
      () => true,
      () => false,
    )
    return Number((await this.git(['rev-list', '--count', 'HEAD', ...(known ? [`^${tracking}`] : [])])).stdout.trim())
  }

  async status(): Promise<GitStatus> {
    if (!this.config) return { remote: null, branch: null, unpushed: 0, push: null }
    const branch = await this.branch()
    return { remote: this.config.remote, branch, unpushed: await this.unpushed(branch).catch(() => 0), push: this.last }
  }

  /** After a change: pushes what the remote lacks (nothing when no remote is set or all is sent). */
  push(): Promise<PushState | null> {
    if (!this.config) return Promise.resolve(null)
    return this.serial(async () => {
      const head = await this.head()
      const last = this.last
      if (last && !last.ok && last.commit === head && Date.now() - Date.parse(last.at) < RETRY_MS) return last
      const branch = await this.branch()
      if ((await this.unpushed(branch)) === 0) return last
      try {
        await this.git(['push', '--quiet', this.config!.remote, `HEAD:refs/heads/${branch}`])
        this.last = { ok: true, at: new Date().toISOString(), commit: head }
      } catch (error) {
        const text = (error as { stderr?: string }).stderr ?? (error as Error).message
        const behind = /\[rejected\]|non-fast-forward|fetch first/.test(text)
        this.last = {
          ok: false,
          at: new Date().toISOString(),
          commit: head,
          error: behind
            ? 'The repository has commits the studio has not pulled yet: pull them, and the studio’s are sent after'
            : `The push failed: ${lastWords(text)}`,
        }
      }
      return this.last
    })
  }

  /** Fetches the remote's branch and merges it: the commits brought in, or the conflicting files (nothing merged). */
  pull(by: Author): Promise<PullResult> {
    const config = this.config
    if (!config) return Promise.resolve({ status: 409, body: { error: 'No remote repository is set for the studio', conflicts: [] } })
    return this.serial(async (): Promise<PullResult> => {
      const branch = await this.branch()
      try {
        await this.git(['fetch', '--quiet', config.remote, `+refs/heads/${branch}:refs/remotes/${config.remote}/${branch}`])
      } catch (error) {
        return {
          status: 502,
          body: { error: `The remote could not be read: ${lastWords((error as { stderr?: string }).stderr ?? '')}`, conflicts: [] },
        }
      }
      const incoming = `refs/remotes/${config.remote}/${branch}`
      const before = await this.head()
      const log = await this.git(['log', '--format=%H%x1f%an%x1f%aI%x1f%s', `HEAD..${incoming}`])
      const pulled = log.stdout
        .split('\n')
        .filter(Boolean)
        .map((line) => {
          const [commit = '', author = '', at = '', message = ''] = line.split('\x1f')
          return { commit, author, at, message }
        })
      if (pulled.length === 0) return { status: 200, body: { pulled, head: before, merged: false } }
      const who = { name: by.name.replace(/[<>\n]/g, ''), email: by.email.replace(/[<>\s]/g, '') }
      try {
        await this.git(
          [
            '-c',
            'user.name=Site studio',
            '-c',
            'user.email=studio@localhost',
            'merge',
            '--quiet',
            '--no-verify',
            '--no-edit',
            '-m',
            `Pulled ${pulled.length} commit${pulled.length === 1 ? '' : 's'} from ${config.remote}/${branch}`,
            incoming,
          ],
          { GIT_AUTHOR_NAME: who.name, GIT_AUTHOR_EMAIL: who.email },
        )
      } catch (error) {
        const text = `${(error as { stdout?: string }).stdout ?? ''}\n${(error as { stderr?: string }).stderr ?? ''}`
        const merging = await this.git(['rev-parse', '--verify', '--quiet', 'MERGE_HEAD']).then(
          () => true,
          () => false,
        )
        if (merging) {
          const conflicts = (await this.git(['diff', '--name-only', '--diff-filter=U'])).stdout.split('\n').filter(Boolean)
          await this.git(['merge', '--abort'])
          return {
            status: 409,
            body: {
              error: 'The developer’s commits and the studio’s change the same lines: nothing was pulled. A developer merges them by hand',
              conflicts,
            },
          }
        }
        // Git refused to start (a file of the work tree the merge would overwrite): the files it names.
        const files = text
          .split('\n')
          .filter((line) => /^\t\S/.test(line))
          .map((line) => line.trim())
        return {
          status: 409,
          body: {
            error: `Nothing was pulled: ${
              text
                .split('\n')
                .find((line) => line.trim())
                ?.trim() ?? 'git refused the merge'
            }`,
            conflicts: files,
          },
        }
      }
      const head = await this.head()
      const parents = (await this.git(['rev-list', '--parents', '-n', '1', 'HEAD'])).stdout.trim().split(' ')
      return { status: 200, body: { pulled, head, merged: parents.length > 2 } }
    })
  }
}
