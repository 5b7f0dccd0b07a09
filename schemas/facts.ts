import type { Site } from './records'

/**
 * Site facts that page and record text names instead of restating them: "{site.rating} Rating" shows the rating of
 * data/site.json as "value/best Rating", "{site.years} Years Experience" its years of experience, "within
 * {site.replyTime}" how soon a request is answered. Pages are filled when they are resolved (app/builder/resolve.ts), records
 * when they are checked (below); `npm run validate` rejects a {site.…} that is not a fact, and holds a text's length
 * limits to the text as filled, as visitors and search engines read it. Pure: the validator and the editor use it too.
 */
export const siteFacts = (site: Site): Record<string, string> => ({
  rating: `${site.rating.value}/${site.rating.best}`,
  reviews: String(site.rating.count),
  years: site.yearsExperience,
  projects: site.projectsCompleted,
  turnaround: site.turnaroundDays,
  slabs: site.slabsOnDisplay,
  emergencyHours: site.emergencyResponseHours,
  replyTime: site.replyTime,
  phone: site.phone.display,
})

export const FACT_PATTERN = /\{site\.([A-Za-z]+)\}/g

/**
 * The one record that is not filled: data/site.json, where the facts are written. Every other record is filled as it
 * is checked (schemas/validate.ts), so a checked project's collections hold their text as visitors read it: the
 * sections, the frame and the API read a service's "within {site.emergencyHours} hours" as "within 2 hours".
 */
export const FACTS_SOURCE = 'site' as const

/** A copy of `value` with every {site.fact} in its strings replaced (unknown names are left for the validator). */
export function fillFacts<T>(value: T, facts: Record<string, string>): T {
  if (typeof value === 'string') return value.replace(FACT_PATTERN, (token, name: string) => facts[name] ?? token) as T
  if (Array.isArray(value)) return value.map((item) => fillFacts(item, facts)) as T
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillFacts(v, facts)])) as T
  return value
}
