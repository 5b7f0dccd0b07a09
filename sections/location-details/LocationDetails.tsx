import { ArrowUpRight, Compass, Hash, MapPin } from 'lucide-react'
import { cx } from 'styled-system/css'
import { locationDetails } from 'styled-system/recipes'
import { SmartLink } from '../../ui/SmartLink'
import type { ResolvedProps } from '../section'
import type * as section from './schema'
import { Section } from '../_shared/Section'
import type { SectionText } from '../../schemas/section-text'
import { ButtonLink } from '../_shared/Buttons'
import { counted, fill } from '../_shared/text'
import { fillWith } from '../_shared/fill-with'
import { ServiceMap } from '../_shared/ServiceMap'

/** The section's props as its component receives them (resolved). */
type Props = ResolvedProps<typeof section>

type Place = NonNullable<Props['place']>
/** Its words (data/section-text.json), the heading already chosen. */
type Text = Omit<SectionText['location-details'], 'title'>

/** The facts of a place served, from its record: population, ZIP codes, neighborhoods, nearby areas, parent town. */
export default function LocationDetails({ id, eyebrow, title, intro, tone, variant, place, text, map }: Props) {
  const classes = locationDetails()
  if (!place) {
    return (
      <Section id={id} tone={tone} title={text.notFound.title}>
        <div className={classes.missing}>
          <p>{text.notFound.text}</p>
          <ButtonLink data={text.notFound.button} variant="primary" size="md" />
        </div>
      </Section>
    )
  }
  const zipLabel = counted(text.zipCodes, place.zipCodes.length)
  // The band of figures: for a city its size and what we cover; for a town or village what it is and its ZIP codes.
  const facts = [
    place.population ? { label: text.population, value: place.population } : null,
    place.density ? { label: text.density, value: place.density } : null,
    variant === 'facts' || !place.population ? { label: text.type, value: place.type } : null,
    place.parentTown ? { label: text.partOf, value: fill(text.parentTown, { name: place.parentTown.name }) } : null,
    variant === 'facts' ? { label: zipLabel, value: place.zipCodes.join(', ') } : { label: zipLabel, value: String(place.zipCodes.length) },
    variant === 'full' && place.neighborhoods.length ? { label: text.neighborhoods, value: String(place.neighborhoods.length) } : null,
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
      {variant === 'full' ? (
        <Details place={place} classes={classes} zipLabel={zipLabel} text={text} Heading={title ? 'h3' : 'h2'} />
      ) : null}
      {map ? (
        <div className={classes.map}>
          {title ? <h3 className={classes.mapTitle}>{map.title}</h3> : <h2 className={classes.mapTitle}>{map.title}</h2>}
          <ServiceMap map={map.data} label={map.label} className={classes.mapFrame} />
        </div>
      ) : null}
    </Section>
  )
}

function Details({
  place,
  classes,
  zipLabel,
  text,
  Heading,
}: {
  place: Place
  classes: ReturnType<typeof locationDetails>
  zipLabel: string
  text: Text
  Heading: 'h2' | 'h3'
}) {
  return (
    <div className={classes.grid}>
      {place.neighborhoods.length ? (
        <div className={classes.panel}>
          <Heading className={classes.panelTitle}>
            <MapPin aria-hidden="true" focusable="false" />
            {fillWith(text.neighborhoodsTitle, { name: place.name })}
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
          {fillWith(text.zipCodesTitle, { zipCodes: zipLabel })}
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
              {text.nearby}
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
