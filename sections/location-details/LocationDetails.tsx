import { ArrowUpRight, Compass, Hash, MapPin } from 'lucide-react'
import { cx } from 'styled-system/css'
import { button, locationDetails } from 'styled-system/recipes'
import { SmartLink } from '../../ui/SmartLink'
import type { ResolvedProps } from '../section'
import type * as section from './schema'
import { Section } from '../_shared/Section'

/** The section's props as its component receives them (resolved). */
type Props = ResolvedProps<typeof section>

type Place = NonNullable<Props['place']>

/** The facts of a place served, from its record: population, ZIP codes, neighborhoods, nearby areas, parent town. */
export default function LocationDetails({ id, eyebrow, title, intro, tone, variant, place }: Props) {
  const classes = locationDetails()
  if (!place) {
    return (
      <Section id={id} tone={tone} title="Location not found">
        <div className={classes.missing}>
          <p>We couldn't find the place you were looking for. Ask us about your town: we likely serve it.</p>
          <SmartLink href="/contact" className={button({ variant: 'primary', size: 'md' })}>
            Contact Us
          </SmartLink>
        </div>
      </Section>
    )
  }
  const zipLabel = place.zipCodes.length === 1 ? 'ZIP Code' : 'ZIP Codes'
  // The band of figures: for a city its size and what we cover; for a town or village what it is and its ZIP codes.
  const facts = [
    place.population ? { label: 'Population', value: place.population } : null,
    place.density ? { label: 'Density', value: place.density } : null,
    variant === 'facts' || !place.population ? { label: 'Type', value: place.type } : null,
    place.parentTown ? { label: 'Part of', value: `Town of ${place.parentTown.name}` } : null,
    variant === 'facts' ? { label: zipLabel, value: place.zipCodes.join(', ') } : { label: zipLabel, value: String(place.zipCodes.length) },
    variant === 'full' && place.neighborhoods.length ? { label: 'Neighborhoods', value: String(place.neighborhoods.length) } : null,
  ].filter((f): f is { label: string; value: string } => f !== null)

  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro}>
      <dl className={classes.facts}>
        {facts.map((f) => (
          <div key={f.label} className={classes.fact}>
            <dt className={classes.factLabel}>{f.label}</dt>
            <dd className={classes.factValue}>{f.value}</dd>
          </div>
        ))}
      </dl>
      {variant === 'full' ? <Details place={place} classes={classes} zipLabel={zipLabel} Heading={title ? 'h3' : 'h2'} /> : null}
    </Section>
  )
}

function Details({
  place,
  classes,
  zipLabel,
  Heading,
}: {
  place: Place
  classes: ReturnType<typeof locationDetails>
  zipLabel: string
  Heading: 'h2' | 'h3'
}) {
  return (
    <div className={classes.grid}>
      {place.neighborhoods.length ? (
        <div className={classes.panel}>
          <Heading className={classes.panelTitle}>
            <MapPin aria-hidden="true" focusable="false" />
            Neighborhoods We Serve in {place.name}
          </Heading>
          <ul className={classes.places}>
            {place.neighborhoods.map((n) => (
              <li key={n} className={classes.place}>
                <MapPin aria-hidden="true" focusable="false" />
                {n}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={classes.panel}>
        <Heading className={classes.panelTitle}>
          <Hash aria-hidden="true" focusable="false" />
          {zipLabel} We Serve
        </Heading>
        <ul className={classes.chips}>
          {place.zipCodes.map((zip) => (
            <li key={zip} className={classes.chip}>
              {zip}
            </li>
          ))}
        </ul>
        {place.nearby.length ? (
          <>
            <Heading className={cx(classes.panelTitle)}>
              <Compass aria-hidden="true" focusable="false" />
              Nearby Areas
            </Heading>
            <ul className={classes.chips}>
              {place.nearby.map((n) => (
                <li key={n.name} className={classes.chip}>
                  {n.href ? (
                    <SmartLink href={n.href} className={classes.chipLink}>
                      {n.name}
                      <ArrowUpRight aria-hidden="true" focusable="false" />
                    </SmartLink>
                  ) : (
                    n.name
                  )}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </div>
  )
}
