import { Star } from 'lucide-react'
import { testimonials as recipe } from 'styled-system/recipes'
import type { ResolvedProps } from '../section'
import type * as section from './schema'
import { SmartLink } from '../../ui/SmartLink'
import { Section } from '../_shared/Section'
import { fill } from '../_shared/text'
import { fillWith } from '../_shared/fill-with'

/** The section's props as its component receives them (resolved). */
type Props = ResolvedProps<typeof section>

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .filter((c) => c && /[A-Za-z]/.test(c))
    .slice(0, 2)
    .join('')
    .toUpperCase()

/** Stars out of five, read as "5 out of 5 stars" (`label`, data/section-text.json). */
function Stars({ rating, best = 5, label, className }: { rating: number; best?: number; label: string; className: string }) {
  return (
    <span className={className} role="img" aria-label={fill(label, { rating, best })}>
      {Array.from({ length: best }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          focusable="false"
          fill="currentColor"
          strokeWidth={1}
          data-empty={i + 0.5 > rating ? '' : undefined}
        />
      ))}
    </span>
  )
}

/** Named customer reviews with stars, from data/testimonials.json, and the overall rating of data/site.json with its source. */
export default function Testimonials({ id, eyebrow, title, intro, tone, summary, reviews, text }: Props) {
  const columns = String(Math.min(reviews.length, 3)) as '1' | '2' | '3'
  const classes = recipe({ columns })
  return (
    <Section id={id} tone={tone} eyebrow={eyebrow} title={title} intro={intro} align="center">
      {summary ? (
        <p className={classes.summary}>
          <span className={classes.summaryValue}>
            {summary.value}/{summary.best}
          </span>
          <Stars rating={summary.value} best={summary.best} label={text.stars} className={classes.stars} />
          <span className={classes.summaryText}>
            {fillWith(text.summary, {
              count: summary.count,
              source: <SmartLink href={summary.source.url}>{summary.source.name}</SmartLink>,
              date: summary.asOf,
            })}
          </span>
        </p>
      ) : null}
      <ul className={classes.grid}>
        {reviews.map((review) => (
          <li key={review.id} className={classes.item}>
            <figure className={classes.card}>
              <span className={classes.mark} aria-hidden="true">
                “
              </span>
              <Stars rating={review.rating} label={text.stars} className={classes.stars} />
              <blockquote className={classes.quote}>
                <p>{review.quote}</p>
              </blockquote>
              <figcaption className={classes.author}>
                <span className={classes.avatar} aria-hidden="true">
                  {initials(review.name)}
                </span>
                <span>
                  <span className={classes.name}>{review.name}</span>
                  <br />
                  <span className={classes.meta}>{[review.role, review.town, review.project].filter(Boolean).join(' · ')}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}
