import * as v from 'valibot'
import { ref } from '../../schemas/fields'
import { TESTIMONIAL_TOPICS } from '../../schemas/records'
import { Heading, Id, Tone } from '../_shared/fields'
import type { ResolveContext, RuleContext, SectionInput, SectionRule } from '../section'
import { chooseReviews } from './choose'

const d = v.description

/**
 * Reviews from the testimonials collection (data/testimonials.json): one review is written once and shown on any
 * page, named by its key or chosen by topic and town. The section may also show the overall rating of
 * data/site.json, with its source and date.
 */
export const schema = v.pipe(
  v.strictObject({
    type: v.literal('testimonials'),
    id: Id,
    ...Heading,
    tone: Tone,
    items: v.optional(
      v.pipe(
        v.array(ref('testimonials')),
        v.minLength(1, 'expected at least one review'),
        d(
          'Keys of the reviews to show, in order, e.g. ["maria-scarsdale-kitchen"] (data/testimonials.json). Or choose them by topics and town.',
        ),
      ),
    ),
    topics: v.optional(
      v.pipe(
        v.array(v.picklist(TESTIMONIAL_TOPICS)),
        v.minLength(1, 'expected at least one topic'),
        d('Show reviews about every one of these topics, e.g. ["granite", "kitchen"] (each review lists its topics).'),
      ),
    ),
    town: v.optional(v.pipe(ref('locations'), d('Show reviews from this place only, e.g. "scarsdale" (data/locations.json).'))),
    limit: v.optional(
      v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(6), d('How many chosen reviews to show at most (default 3).')),
    ),
    showSummary: v.optional(
      v.pipe(
        v.boolean(),
        d('Show the overall rating and review count of data/site.json, with their source and date, above the reviews (default true).'),
      ),
    ),
  }),
  d('Named customer reviews with star ratings, from data/testimonials.json (by key, or by topic and town), and the overall rating.'),
)

type Props = v.InferOutput<typeof schema>

/**
 * Checks JSON Schema cannot say: reviews named by key or chosen, not both; a choice that finds reviews; and no review
 * shown twice on one page (a later testimonials section may not repeat an earlier one's).
 */
export function rules(section: Props, ctx: RuleContext): SectionRule[] {
  const chooses = section.topics !== undefined || section.town !== undefined
  if (section.items && chooses) return [{ path: 'items', message: 'name the reviews by key or choose them by topics and town, not both' }]
  if (!section.items && !chooses) return [{ path: '', message: 'add "items" (review keys) or choose reviews with "topics" and/or "town"' }]
  const reviews = ctx.collections.testimonials ?? []
  const locations = ctx.collections.locations ?? []
  const shown = chooseReviews(section, reviews, locations)
  const out: SectionRule[] = []
  // Reviews named by key that are not there are named at their key (a record reference): only a choice that finds none is said here.
  if (!shown.length && !section.items)
    out.push({
      path: section.topics ? 'topics' : 'town',
      message: `no review in data/testimonials.json is about ${(section.topics ?? ['anything']).join(' and ')}${section.town ? ` from ${section.town}` : ''}: add one, or choose other topics`,
    })
  // Reviews shown by the testimonials sections before this one on the page.
  const index = ctx.sections.indexOf(section)
  const earlier = new Map<string, number>()
  ctx.sections.forEach((other, i) => {
    if (i >= index || other.type !== 'testimonials') return
    const o = other as Props
    if ((o.items === undefined) === (o.topics === undefined && o.town === undefined)) return // invalid: reported there
    for (const review of chooseReviews(o, reviews, locations)) if (!earlier.has(review.id)) earlier.set(review.id, i)
  })
  shown.forEach((review, i) => {
    if (earlier.has(review.id))
      out.push({
        path: section.items ? `items[${i}]` : section.topics ? 'topics' : 'town',
        message: `the review "${review.id}" is already shown by sections[${earlier.get(review.id)}] on this page: a page shows each review once`,
      })
  })
  return out
}

export function resolve({ items, topics, town, limit, showSummary = true, ...rest }: SectionInput<typeof schema>, ctx: ResolveContext) {
  const { rating } = ctx.site
  return {
    ...rest,
    text: ctx.singleton('section-text').testimonials,
    summary: showSummary
      ? {
          value: rating.value,
          best: rating.best,
          count: rating.count,
          source: rating.source,
          asOf: new Date(`${rating.asOf}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
        }
      : null,
    reviews: chooseReviews({ items, topics, town, limit }, ctx.all('testimonials'), ctx.all('locations')).map((review) => ({
      id: review.id,
      quote: review.quote,
      name: review.name,
      town: review.town,
      rating: review.rating,
      project: review.project,
      role: review.role,
    })),
  }
}
