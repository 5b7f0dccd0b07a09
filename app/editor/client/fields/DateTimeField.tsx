import { css, cx } from 'styled-system/css'
import { isoOfWallClock, readableTime, SITE_TIME_ZONE, wallClockOf } from '../../../../schemas/schedule'
import { inputClass } from '../kit'
import { type FieldProps, Shell, useFieldControl } from './control'
import { smallButton, styles as s } from './styles'

/**
 * A time (`"format": "date-time"`: a page's schedule): picked on the site's own clock (New York's, whatever the
 * device's), saved with its offset ("2026-12-14T06:00:00-05:00"), read back in words under it.
 */
export function DateTimeField(props: FieldProps) {
  const field = useFieldControl(props)
  const iso = typeof props.value === 'string' ? props.value : ''
  const wall = iso ? wallClockOf(iso) : ''
  const ms = Date.parse(iso)
  return (
    <Shell field={field}>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
        <input
          {...field.aria}
          type="datetime-local"
          className={cx(inputClass, css({ maxW: '16rem' }))}
          value={wall}
          onChange={(e) => field.set(e.target.value ? (isoOfWallClock(e.target.value) ?? e.target.value) : undefined)}
        />
        {iso ? (
          <button type="button" className={smallButton()} onClick={() => field.set(undefined)}>
            Clear
          </button>
        ) : null}
      </div>
      <p className={s.help}>
        {Number.isNaN(ms)
          ? `On the site’s clock (${SITE_TIME_ZONE.replace('_', ' ')}).`
          : `${readableTime(ms)}${ms <= Date.now() ? ' (passed)' : ''}`}
      </p>
    </Shell>
  )
}
