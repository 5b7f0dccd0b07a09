import { CalendarCheck, Clock, MapPin, Navigation } from 'lucide-react'
import { cx } from 'styled-system/css'
import { button, placeCard } from 'styled-system/recipes'
import { SmartLink } from '../../ui/SmartLink'
import type { ResolvedProps } from '../section'
import type * as section from './schema'
import { ButtonRow } from '../_shared/Buttons'
import { CheckList } from '../_shared/CheckList'
import { Section } from '../_shared/Section'

/** The section's props as its component receives them (resolved). */
type Props = ResolvedProps<typeof section>

/** A place to visit: the showroom address with Get Directions, the opening hours and notes. */
export default function PlaceCard({ id, eyebrow, title, intro, tone, address, hours, hoursTitle, notes, notesTitle, buttons }: Props) {
  const classes = placeCard({ withPlace: Boolean(address) })
  const Heading = title ? 'h3' : 'h2'
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro} align="center">
      <div className={classes.card}>
        {address ? (
          <div className={classes.place}>
            <span className={classes.pin} aria-hidden="true">
              <MapPin focusable="false" />
            </span>
            <Heading className={classes.name}>{address.name}</Heading>
            <address className={classes.address}>
              {address.lines.map((line, i) => (
                <span key={line}>
                  {i > 0 ? <br /> : null}
                  {line}
                </span>
              ))}
            </address>
            {address.directions ? (
              <SmartLink
                href={address.directions.href}
                newTab
                className={cx(button({ variant: 'inverse', size: 'md' }), classes.directions)}
              >
                <Navigation aria-hidden="true" focusable="false" />
                {address.directions.label}
              </SmartLink>
            ) : null}
          </div>
        ) : null}
        {hours.length || notes?.length ? (
          <div className={classes.columns}>
            {hours.length ? (
              <div className={classes.column}>
                <Heading className={classes.heading}>
                  <Clock aria-hidden="true" focusable="false" />
                  {hoursTitle}
                </Heading>
                <dl className={classes.hours}>
                  {hours.map((h) => (
                    <div key={h.label} className={classes.hour}>
                      <dt>{h.label}</dt>
                      <dd>{h.text}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            ) : null}
            {notes?.length ? (
              <div className={classes.column}>
                <Heading className={classes.heading}>
                  <CalendarCheck aria-hidden="true" focusable="false" />
                  {notesTitle}
                </Heading>
                <CheckList items={notes} className={classes.notes} itemClassName={classes.note} />
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
      <ButtonRow buttons={buttons} center className={classes.actions} />
    </Section>
  )
}
