import { css } from 'styled-system/css'
import { styles as s } from './fields/styles'
import { pageHref } from './nav'
import type { PublishStatus } from './studio-api'

/**
 * The scheduled times to come (app/editor/server/schedule.ts), in the publishing panel: each time with the pages that
 * go live or leave then — released together, with their menu entries —, and a scheduled publish that failed.
 * A page gets its times in its own form (Page › Schedule).
 */
export function ScheduleList({ schedule }: { schedule: PublishStatus['schedule'] }) {
  if (!schedule || (!schedule.upcoming.length && !schedule.failed)) return null
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })} data-testid="schedule">
      <h3 className={css({ fontSize: 'md', fontWeight: '600' })}>Scheduled</h3>
      {schedule.failed ? (
        <p className={s.error} role="alert">
          The publish scheduled for {new Date(schedule.failed.for).toLocaleString('en-US')} failed: {schedule.failed.reason}. It is tried
          again every few minutes; the owner was e-mailed.
        </p>
      ) : null}
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm' })}>
        {schedule.upcoming.map((release) => (
          <li key={`${release.at}-${release.kind}`} data-testid="release">
            <strong>{release.readable}</strong> — {release.kind === 'publish' ? 'goes live' : 'leaves the site'}:{' '}
            {release.pages.map((page, i) => (
              <span key={page.file}>
                {i ? ', ' : ''}
                <a className={css({ color: 'accent.default', textDecoration: 'underline' })} href={pageHref(page.file)}>
                  {page.route ?? page.file}
                </a>
              </span>
            ))}
          </li>
        ))}
      </ul>
    </div>
  )
}
