import type { Location, Testimonial } from '../../schemas/records'

/** How a testimonials section names its reviews: by key, or by topic and town (chosen from the collection). */
export interface ReviewChoice {
  items?: readonly string[]
  topics?: readonly string[]
  town?: string
  limit?: number
}

/** Reviews shown when a section chooses by topic or town and gives no limit. */
export const DEFAULT_REVIEW_LIMIT = 3

/**
 * The reviews a section shows, in order: the named ones, or those about every topic asked for (and from the town
 * asked for: its record's name), in the collection's order, up to the limit. Pure: the build and the validator
 * share it, so validation sees what the page will show.
 */
export function chooseReviews(
  choice: ReviewChoice,
  reviews: readonly Testimonial[],
  locations: readonly Pick<Location, 'slug' | 'name'>[],
): Testimonial[] {
  if (choice.items) return choice.items.flatMap((key) => reviews.filter((r) => r.id === key))
  const town = choice.town === undefined ? undefined : locations.find((l) => l.slug === choice.town)?.name
  if (choice.town !== undefined && !town) return []
  return reviews
    .filter((r) => (choice.topics ?? []).every((t) => (r.topics as readonly string[]).includes(t)))
    .filter((r) => town === undefined || r.town === town)
    .slice(0, choice.limit ?? DEFAULT_REVIEW_LIMIT)
}
