import * as v from 'valibot'
import { ref } from '../../schemas/fields'
import { Heading, Id, Tone } from '../_shared/fields'
import type { ResolveContext, SectionInput } from '../section'

const d = v.description

/**
 * Reviews from the testimonials collection (data/testimonials.json): one review is written once and shown on any
 * page by its key. The section may also show the overall rating of data/site.json.
 */
export const schema = v.pipe(
  v.strictObject({
    type: v.literal('testimonials'),
    id: Id,
    ...Heading,
    tone: Tone,
    items: v.pipe(
      v.array(ref('testimonials')),
      v.minLength(1, 'expected at least one review'),
      d('Keys of the reviews to show, in order, e.g. ["maria-scarsdale-kitchen"] (data/testimonials.json).'),
    ),
    showSummary: v.optional(
      v.pipe(v.boolean(), d('Show the overall rating and review count of data/site.json above the reviews (default true).')),
    ),
  }),
  d('Named customer reviews with star ratings, from data/testimonials.json, and the overall rating.'),
)

export function resolve({ items, showSummary = true, ...rest }: SectionInput<typeof schema>, ctx: ResolveContext) {
  const { rating } = ctx.site
  return {
    ...rest,
    summary: showSummary ? { value: rating.value, best: rating.best, count: rating.count } : null,
    reviews: items.flatMap((key) => {
      const review = ctx.find('testimonials', key)
      return review
        ? [
            {
              id: review.id,
              quote: review.quote,
              name: review.name,
              town: review.town,
              rating: review.rating,
              project: review.project,
              role: review.role,
            },
          ]
        : []
    }),
  }
}
