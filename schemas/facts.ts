import type { Site } from './records'

/**
 * Site facts that page text names instead of restating them: "{site.rating} Rating" shows the rating of
 * data/site.json as "value/best Rating", "{site.years} Years Experience" its years of experience, "within
 * {site.replyTime}" how soon a request is answered. Pages are filled when they are loaded (app/pages.ts);
 * `npm run validate` rejects a {site.…} that is not a fact. Pure: the validator uses it too.
 */
export const siteFacts = (site: Site): Record<string, string> => ({
  rating: `${site.rating.value}/${site.rating.best}`,
  reviews: String(site.rating.count),
  years: site.yearsExperience,
  replyTime: site.replyTime,
  phone: site.phone.display,
})

export const FACT_PATTERN = /\{site\.([A-Za-z]+)\}/g

/** A copy of `value` with every {site.fact} in its strings replaced (unknown names are left for the validator). */
export function fillFacts<T>(value: T, facts: Record<string, string>): T {
  if (typeof value === 'string') return value.replace(FACT_PATTERN, (token, name: string) => facts[name] ?? token) as T
  if (Array.isArray(value)) return value.map((item) => fillFacts(item, facts)) as T
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillFacts(v, facts)])) as T
  return value
}
