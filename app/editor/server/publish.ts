import { spawn } from 'node:child_process'
import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { lstat, mkdir, readdir, readFile, readlink, rename, rm, stat, symlink, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { CURRENT_LINK } from '../../../api/plugins/live-site'
import { launchPlaceholders } from '../../../schemas/launch'
import { readProject } from '../../../schemas/load'
import { pageFileToRoute } from '../../../schemas/routing'
import { checkProject } from '../../../schemas/validate'
import { issuePath, type PathPart } from '../shared/issues'

/**
 * Publishing from the studio: the project is validated, then built in the background — incrementally, into a new
 * build folder `<builds>/<id>` made from a copy of the live one (never over it) — and the live site switches to it
 * in one step: the `<builds>/current` link is replaced by a new link renamed over it. The public server follows that
 * link (api/plugins/live-site.ts, SITE_DIR=`<builds>/current/client`) and answers each request from one build.
 * The build live before is kept: a rollback is the same switch, back to it (and a second rollback goes forward
 * again). A failing validation or build leaves the live site as it was and says why (the validator's issues at their
 * page and field, or the build's last lines).
 *
 * One publish at a time; the state (`<builds>/publishes.json`: what is live, what was before, who published what
 * when) is written atomically beside the builds.
 */

const run = promisify(execFile)
const STATE = 'publishes.json'
/** Build folders kept on disk: the live one, the one a rollback goes to, and two more whose hashed files pages opened earlier may still ask for. */
const KEEP_BUILDS = 4
/** The build's own output kept when it fails (its last lines). */
const LOG_LINES = 40

export type PublishIssue = { file: string; route: string | null; path: string; at: PathPart[]; message: string }
export type Person = { name: string; email: string }
export type PublishEvent = { kind: 'publish' | 'rollback'; build: string; by: string; at: string; commit: string | null }
export type PublishRun = {
  build: string
  by: string
  startedAt: string
  /** The instant the site is built for (which scheduled pages are live: schemas/schedule.ts). */
  for: string
  /** The build's steps so far, with the seconds at which each began. */
  steps: { text: string; at: number }[]
  done?: { ok: true; at: string } | { ok: false; at: string; reason: string; issues: PublishIssue[]; log: string[] }
}
export type PublishStatus = {
  /** The build live now (none before the first publish). */
  live: string | null
  /** The build a rollback goes back to. */
  previous: string | null
  /** The publish under way, or the last one (its outcome). */
  run: PublishRun | null
  /** Samples and placeholders still in the project (the launch check): publishing warns while there are any. */
  placeholders: number
  history: PublishEvent[]
}

type Saved = {
  live: string | null
  previous: string | null
  history: PublishEvent[]
  /** The latest instant a live build was made for: scheduled times up to it are done (a rollback changes nothing here). */
  settled?: number
}

/** A build made ahead of a scheduled time (./schedule.ts), switched to at that time if the content is still the same. */
export type Prepared = { build: string; at: number; content: string }

/** A build's name: when it began and the commit it was made from ("20261207-091200-3f2a1bc"). */
const buildName = (date: Date, commit: string | null) =>
  `${date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}-${(commit ?? 'nocommit').slice(0, 7)}`

export class Publisher {
  private running: Promise<unknown> | null = null
  private last: PublishRun | null = null
  /** The build made ahead for a scheduled time, not live yet. */
  prepared: Prepared | null = null
  /** The build being made ahead (its time and content), while it runs. */
  preparing: Omit<Prepared, 'build'> | null = null
  /** The build command running now (a build made ahead is stopped when the content changes under it). */
  private child: import('node:child_process').ChildProcess | null = null

  constructor(
    /** The site's repository (what is built). */
    private readonly root: string,
    /** The builds folder: `<builds>/<id>/`, `<builds>/current` and the state file. */
    readonly builds: string,
    /** The build command (tests may give a quicker one); default: `npm run build` with OUT_DIR. */
    private readonly buildCommand: (outDir: string) => { command: string; args: string[]; env: NodeJS.ProcessEnv } = (outDir) => {
      // The studio's own process asks for the editor's styles in the stylesheet (SITE_EDITOR): the site's build never does.
      const { SITE_EDITOR: _editor, ...env } = process.env
      return {
        command: process.execPath,
        args: ['--import', 'tsx', 'app/builder/build.ts'],
        env: { ...env, OUT_DIR: outDir, SITE_ROOT: root },
      }
    },
  ) {}

  /** Whether a publish (or a build ahead of a scheduled time) is under way. */
  get busy() {
    return this.running !== null
  }

  /** The latest instant a live build was made for (./schedule.ts: scheduled times up to it are done). */
  async settledAt(): Promise<number> {
    return (await this.saved()).settled ?? 0
  }

  /** What the content is now (the commit and any uncommitted change of pages/ and data/): a build made ahead is still it? */
  async content(): Promise<string> {
    const status = await run('git', ['status', '--porcelain', '--', 'pages', 'data'], { cwd: this.root, encoding: 'utf8' }).then(
      (r) => r.stdout,
      () => String(Date.now()),
    )
    return `${await this.head()}\n${status}`
  }

  private async saved(): Promise<Saved> {
    const text = await readFile(join(this.builds, STATE), 'utf8').catch(() => '')
    const saved: Saved = text ? JSON.parse(text) : { live: null, previous: null, history: [] }
    // The link is what the public server follows: it is the truth of what is live.
    saved.live = await this.linked()
    return saved
  }

  private async save(saved: Saved) {
    const temp = join(this.builds, `${STATE}.${process.pid}.tmp`)
    await writeFile(temp, `${JSON.stringify(saved, null, 2)}\n`)
    await rename(temp, join(this.builds, STATE))
  }

  /** The build `current` links to, or null. */
  async linked(): Promise<string | null> {
    const link = join(this.builds, CURRENT_LINK)
    if (!(await lstat(link).catch(() => null))?.isSymbolicLink()) return null
    return readlink(link)
  }

  /** Makes `build` live: a new link renamed over `current` (one step for every reader). */
  private async link(build: string) {
    const temp = join(this.builds, `${CURRENT_LINK}.${process.pid}.${Date.now()}.tmp`)
    await symlink(build, temp)
    await rename(temp, join(this.builds, CURRENT_LINK))
  }

  async status(): Promise<PublishStatus> {
    const saved = await this.saved()
    const placeholders = launchPlaceholders(await readProject(this.root)).length
    return { live: saved.live, previous: saved.previous, run: this.last, placeholders, history: saved.history.slice(0, 20) }
  }

  /**
   * Before the first publish: the site the developer built (`dist/`) becomes the first live build, so the public
   * server can follow the link from its start. Nothing is done when a build is live already or none is built.
   */
  async adopt(): Promise<string | null> {
    await mkdir(this.builds, { recursive: true })
    if (await this.linked()) return null
    const dist = join(this.root, 'dist')
    if (!existsSync(join(dist, 'client', 'index.html'))) return null
    const build = buildName(new Date(), await this.head())
    await this.copyBuild(dist, join(this.builds, build))
    await this.link(build)
    const saved = await this.saved()
    // Made for the time it was built (the build writes its state last).
    const builtAt = (await stat(join(dist, 'build-state.json')).catch(() => null))?.mtimeMs ?? Date.now()
    await this.save({
      ...saved,
      settled: Math.max(saved.settled ?? 0, Math.floor(builtAt)),
      live: build,
      history: [
        { kind: 'publish', build, by: 'the developer’s build', at: new Date().toISOString(), commit: await this.head() },
        ...saved.history,
      ],
    })
    return build
  }

  private async head(): Promise<string | null> {
    return run('git', ['rev-parse', 'HEAD'], { cwd: this.root, encoding: 'utf8' }).then(
      (r) => r.stdout.trim(),
      () => null,
    )
  }

  /** What a build writes (an earlier build's copy makes the next one incremental); never another file of dist/. */
  private async copyBuild(from: string, to: string) {
    await mkdir(to, { recursive: true })
    const parts = [
      'client',
      'server',
      'build-state.json',
      'csp.json',
      'vite-manifest.json',
      'server-manifest.json',
      'redirects.json',
      'quote-options.json',
      'lead-mail.json',
    ]
    const present = parts.filter((part) => existsSync(join(from, part))).map((part) => join(from, part))
    // The copy command (coreutils): thousands of small files, several times quicker than fs.cp.
    if (present.length) await run('cp', ['-a', '--reflink=auto', ...present, `${to}/`])
  }

  /**
   * Starts a publish in the background (false when one is under way); `status()` follows it. `at`: the instant the
   * site is built for (default now); `prepared`: a build made ahead for that instant (./schedule.ts), switched to as it
   * is when the content is still what it was made from.
   */
  start(by: Person, at = Date.now()): false | PublishRun {
    if (this.running) return false
    const startedAt = new Date()
    const runState: PublishRun = { build: '', by: by.name, startedAt: startedAt.toISOString(), for: new Date(at).toISOString(), steps: [] }
    this.last = runState
    this.running = this.publish(runState, by, startedAt, at).finally(() => {
      this.running = null
    })
    return runState
  }

  /**
   * Builds ahead for a scheduled instant (./schedule.ts): the build is kept, not made live; at that instant `start`
   * switches to it when the content has not changed since. Resolves with the build's name, or null when it failed
   * (the failure is the publish's to report, when the time comes) or a publish was under way.
   */
  prepare(at: number): Promise<string | null> {
    if (this.running) return Promise.resolve(null)
    const work = (async () => {
      const content = await this.content()
      this.preparing = { at, content }
      const state: PublishRun = { build: '', by: '', startedAt: new Date().toISOString(), for: new Date(at).toISOString(), steps: [] }
      const made = await this.make(state, new Date(), at, () => undefined)
      if (!made) return null
      if (this.prepared) await rm(join(this.builds, this.prepared.build), { recursive: true, force: true })
      this.prepared = { build: made, at, content }
      return made
    })()
    this.running = work.finally(() => {
      this.running = null
      this.preparing = null
    })
    return work
  }

  /** Stops a build made ahead (its content changed since it began: ./schedule.ts makes another). */
  cancelPrepare() {
    if (this.preparing) this.child?.kill()
  }

  /** Waits for the publish under way (tests). */
  async settled() {
    await this.running
  }

  private async publish(state: PublishRun, by: Person, startedAt: Date, at: number) {
    const begun = performance.now()
    const step = (text: string) => state.steps.push({ text, at: Math.round((performance.now() - begun) / 100) / 10 })
    try {
      const ready = this.prepared
      let build: string | null = null
      if (ready && ready.at === at && ready.content === (await this.content()) && existsSync(join(this.builds, ready.build, 'client'))) {
        step('Taking the build made ahead for this time')
        build = ready.build
        state.build = build
      } else build = await this.make(state, startedAt, at, step)
      if (ready) this.prepared = null
      if (!build) return
      const saved = await this.saved()
      step('Switching the live site')
      await this.link(build)
      const commit = await this.head()
      const event: PublishEvent = { kind: 'publish', build, by: by.name, at: new Date().toISOString(), commit }
      await this.save({
        live: build,
        previous: saved.live,
        settled: Math.max(saved.settled ?? 0, at),
        history: [event, ...saved.history].slice(0, 200),
      })
      await this.prune()
      state.done = { ok: true, at: event.at }
    } catch (error) {
      state.done = {
        ok: false,
        at: new Date().toISOString(),
        reason: `The publish stopped: ${(error as Error).message}. The live site is unchanged`,
        issues: [],
        log: [],
      }
    }
  }

  /** Checks and builds the site for instant `at` into a new build folder; its name, or null (the reason in `state.done`). */
  private async make(state: PublishRun, startedAt: Date, at: number, step: (text: string) => void): Promise<string | null> {
    const fail = (reason: string, issues: PublishIssue[] = [], log: string[] = []) => {
      state.done = { ok: false, at: new Date().toISOString(), reason, issues, log }
      return null
    }
    let partial = ''
    try {
      await mkdir(this.builds, { recursive: true })
      step('Checking every page and record')
      const checked = checkProject(await readProject(this.root))
      if (checked.issues.length) {
        const issues = checked.issues.map((i) => ({
          file: i.file,
          route: i.file.startsWith('pages/') ? pageFileToRoute(i.file) : null,
          path: i.path,
          at: issuePath(i.path),
          message: i.message,
        }))
        return fail(`${issues.length} mistake${issues.length === 1 ? '' : 's'} to fix first: nothing was published`, issues)
      }
      const commit = await this.head()
      // A name no build has (two builds of one commit in one second get "-2", "-3"…): a build folder is never replaced.
      const base = buildName(startedAt, commit)
      state.build = base
      for (let n = 2; existsSync(join(this.builds, state.build)); n++) state.build = `${base}-${n}`
      partial = join(this.builds, `${state.build}.partial`)
      const saved = await this.saved()
      await rm(partial, { recursive: true, force: true })
      const seed = saved.live ? join(this.builds, saved.live) : join(this.root, 'dist')
      if (existsSync(join(seed, 'build-state.json'))) {
        step('Copying the live build')
        await this.copyBuild(seed, partial)
      }
      step('Building')
      const log = await this.build(partial, at, step)
      if (log.failed) return fail('The build stopped: the live site is unchanged', [], log.lines)
      if (!existsSync(join(partial, 'client', 'index.html')))
        return fail('The build wrote no home page: the live site is unchanged', [], log.lines)
      await rename(partial, join(this.builds, state.build))
      partial = ''
      return state.build
    } catch (error) {
      return fail(`The publish stopped: ${(error as Error).message}. The live site is unchanged`)
    } finally {
      if (partial) await rm(partial, { recursive: true, force: true }).catch(() => undefined)
    }
  }

  private build(outDir: string, at: number, step: (text: string) => void): Promise<{ failed: boolean; lines: string[] }> {
    const { command, args, env: base } = this.buildCommand(outDir)
    const env = { ...base, BUILD_TIME: new Date(at).toISOString() }
    return new Promise((done) => {
      const lines: string[] = []
      const child = spawn(command, args, { cwd: this.root, env, stdio: ['ignore', 'pipe', 'pipe'] })
      this.child = child
      const read = (chunk: Buffer) => {
        for (const line of chunk.toString('utf8').split('\n')) {
          if (!line.trim()) continue
          lines.push(line)
          if (lines.length > LOG_LINES) lines.shift()
          // The build names each of its steps: "▸ vite build (client)  (47.7 s)".
          const named = /^▸ (.+?)\s+\(/.exec(line.trim())
          if (named) step(`Building: ${named[1]}`)
        }
      }
      child.stdout.on('data', read)
      child.stderr.on('data', read)
      child.on('error', (error) => done({ failed: true, lines: [...lines, error.message] }))
      child.on('close', (code) => {
        this.child = null
        done({ failed: code !== 0, lines })
      })
    })
  }

  /** Back to the build live before this one (a second rollback goes forward again); false when there is none. */
  async rollback(by: Person): Promise<false | { live: string; previous: string }> {
    if (this.running) return false
    const saved = await this.saved()
    if (!saved.previous || !saved.live || !existsSync(join(this.builds, saved.previous, 'client', 'index.html'))) return false
    await this.link(saved.previous)
    const event: PublishEvent = { kind: 'rollback', build: saved.previous, by: by.name, at: new Date().toISOString(), commit: null }
    await this.save({ ...saved, live: saved.previous, previous: saved.live, history: [event, ...saved.history].slice(0, 200) })
    return { live: saved.previous, previous: saved.live }
  }

  /** Keeps the newest builds (always the live one and the rollback's), and removes the rest and any half-made one. */
  private async prune() {
    const saved = await this.saved()
    const entries = await readdir(this.builds, { withFileTypes: true })
    const folders = entries
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort()
      .reverse()
    const keep = new Set([
      saved.live,
      saved.previous,
      this.prepared?.build,
      ...folders.filter((f) => !f.endsWith('.partial')).slice(0, KEEP_BUILDS),
    ])
    for (const folder of folders) if (!keep.has(folder)) await rm(join(this.builds, folder), { recursive: true, force: true })
  }
}
