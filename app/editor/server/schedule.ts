import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer from 'nodemailer'
import { pageFileToRoute } from '../../../schemas/routing'
import { readableTime, type ScheduledChange, scheduledChanges } from '../../../schemas/schedule'
import type { Person, Publisher, PublishRun } from './publish'

/**
 * Scheduled publishing, in the studio's process: the pages' `schedule` times (schemas/schedule.ts) are read from the
 * repository every tick; when one has come that no live build was made for (the publisher's `settled` instant, kept
 * beside the builds), the site is published for that instant — the pages that go live then (and their menu entries),
 * together, in one build. Everything it needs is on disk (the times in the pages, `settled` in the builds' state), so a
 * restart in between changes nothing: the first tick after it publishes what is due.
 *
 * Within a minute: a tick every 15 s, and the build is made ahead — from PREPARE_AHEAD before the time, for that
 * instant — so that at the time the switch is all that is left (when the content changed since, it is built then).
 * A failed scheduled publish leaves the live site as it was, e-mails the owner once (why, and where), and is tried again
 * every RETRY_MS until it succeeds or someone publishes.
 */

export const SCHEDULE_PERSON: Person = { name: 'Scheduled publish', email: 'schedule@studio.invalid' }
const TICK_MS = 15_000
const PREPARE_AHEAD = 10 * 60_000
const RETRY_MS = 5 * 60_000

export type Release = { at: string; kind: ScheduledChange['kind']; pages: { file: string; route: string | null }[]; readable: string }
export type ScheduleStatus = {
  /** The scheduled times to come, each with the pages that change then. */
  upcoming: Release[]
  /** The last scheduled publish that failed (tried again every few minutes), if any. */
  failed: { for: string; readable: string; reason: string } | null
}

export type SchedulerOptions = {
  now?: () => number
  tickMs?: number
  prepareAheadMs?: number
  retryMs?: number
  /** Tells the owner a scheduled publish failed (`ownerNotifier`: an e-mail). */
  notify?: (subject: string, text: string) => Promise<void>
  log?: (line: string) => void
}

/**
 * The owner's e-mail of a failed scheduled publish: to NOTIFY_TO over SMTP_URL, as the leads are sent (api/notify);
 * without them, the studio's log says it.
 */
export function ownerNotifier(mail: { smtpUrl?: string; to?: string; from?: string }, log: (line: string) => void) {
  const transport =
    mail.smtpUrl && mail.to
      ? nodemailer.createTransport({ url: mail.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 })
      : undefined
  return async (subject: string, text: string) => {
    if (!transport) return log(`${subject} (no SMTP_URL and NOTIFY_TO to tell the owner)\n${text}`)
    await transport.sendMail({ from: mail.from ?? mail.to, to: mail.to, subject, text })
  }
}

/** Every page file's scheduled times (the pages read as they are on disk). */
export async function pageSchedules(root: string): Promise<ScheduledChange[]> {
  const files = (await readdir(join(root, 'pages'), { recursive: true })).filter((f) => f.endsWith('.json'))
  const pages: { file: string; route: string | null; page: { draft?: boolean; schedule?: { publish?: string; unpublish?: string } } }[] = []
  for (const f of files) {
    const file = `pages/${f.split('\\').join('/')}`
    try {
      const page = JSON.parse(await readFile(join(root, file), 'utf8'))
      if (page && typeof page === 'object' && page.schedule && typeof page.schedule === 'object')
        pages.push({ file, route: pageFileToRoute(file), page })
    } catch {
      // A file that does not parse is validate's to report; it has no time here.
    }
  }
  return scheduledChanges(pages)
}

export class Scheduler {
  private timer?: NodeJS.Timeout
  private ticking = false
  private failure: { due: number; at: number; reason: string } | null = null
  private told = new Set<number>()
  private readonly now: () => number

  constructor(
    private readonly root: string,
    private readonly publisher: Publisher,
    private readonly options: SchedulerOptions = {},
  ) {
    this.now = options.now ?? Date.now
  }

  start() {
    this.timer = setInterval(() => void this.tick(), this.options.tickMs ?? TICK_MS)
    this.timer.unref()
    void this.tick()
  }

  stop() {
    clearInterval(this.timer)
  }

  async status(): Promise<ScheduleStatus> {
    const now = this.now()
    const settled = await this.publisher.settledAt()
    const groups = new Map<string, Release>()
    for (const change of await pageSchedules(this.root)) {
      if (change.at <= settled && change.at <= now) continue
      const key = `${change.at}|${change.kind}`
      const release = groups.get(key) ?? {
        at: new Date(change.at).toISOString(),
        kind: change.kind,
        pages: [],
        readable: readableTime(change.at),
      }
      release.pages.push({ file: change.file, route: change.route })
      groups.set(key, release)
    }
    const failure = this.failure
    const failed = failure
      ? { for: new Date(failure.due).toISOString(), readable: readableTime(failure.due), reason: failure.reason }
      : null
    return { upcoming: [...groups.values()], failed }
  }

  /** One look at the clock: publishes what is due, or builds ahead for what is near. */
  async tick(): Promise<PublishRun | null> {
    if (this.ticking) return null
    if (this.publisher.busy) {
      // A build made ahead from content changed since: stopped, and made again at the next look.
      const preparing = this.publisher.preparing
      if (preparing && preparing.content !== (await this.publisher.content())) this.publisher.cancelPrepare()
      return null
    }
    this.ticking = true
    try {
      const now = this.now()
      const settled = await this.publisher.settledAt()
      const changes = await pageSchedules(this.root)
      const due = changes.filter((c) => c.at > settled && c.at <= now).pop()
      if (due) {
        if (this.failure && this.failure.due === due.at && now - this.failure.at < (this.options.retryMs ?? RETRY_MS)) return null
        return await this.publish(due.at, now)
      }
      this.failure = null
      const next = changes.find((c) => c.at > now)
      const ahead = this.options.prepareAheadMs ?? PREPARE_AHEAD
      if (next && next.at - now <= ahead) {
        const prepared = this.publisher.prepared
        if (!prepared || prepared.at !== next.at || prepared.content !== (await this.publisher.content())) {
          const build = await this.publisher.prepare(next.at)
          if (build) this.options.log?.(`schedule: built ${build} ahead for ${new Date(next.at).toISOString()}`)
        }
      }
      return null
    } finally {
      this.ticking = false
    }
  }

  private async publish(due: number, now: number): Promise<PublishRun | null> {
    // Built for now, not for the due time: a later time that has come too is taken in the same build.
    const prepared = this.publisher.prepared
    const at = prepared && prepared.at === due && prepared.at <= now ? due : now
    const run = this.publisher.start(SCHEDULE_PERSON, at)
    if (!run) return null
    await this.publisher.settled()
    if (run.done && !run.done.ok) {
      const { reason, issues, log } = run.done
      this.failure = { due, at: now, reason }
      this.options.log?.(`schedule: the publish for ${new Date(due).toISOString()} failed: ${reason}`)
      if (!this.told.has(due)) {
        this.told.add(due)
        const where = issues.map((i) => `- ${i.file}${i.path ? ` › ${i.path}` : ''}: ${i.message}`)
        const text = [
          `The pages scheduled for ${readableTime(due)} were not published: ${reason}.`,
          'The live site is as it was. The studio tries again every few minutes; a publish from the studio after a fix takes them live at once.',
          '',
          ...(where.length ? ['What to fix:', ...where] : ['The build’s last lines:', ...log.slice(-15)]),
        ].join('\n')
        await this.options.notify?.(`Scheduled publish failed: ${readableTime(due)}`, text).catch((error: Error) => {
          this.options.log?.(`schedule: the owner could not be told: ${error.message}`)
        })
      }
    } else this.failure = null
    return run
  }
}
