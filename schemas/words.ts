/** Words of the messages a person reads (the validator's, the editor's, the build's, the owner's e-mails). */

/** "Review" → "Reviews", "Category" → "Categories". */
export const plural = (noun: string) => (/[^aeiou]y$/i.test(noun) ? `${noun.slice(0, -1)}ies` : `${noun}s`)

/** "reviews" → "review", "categories" → "category": a list's name for one of its items. */
export const singular = (noun: string) => noun.replace(/ies$/, 'y').replace(/s$/, '')

/** "1 page", "3 pages": a count and its noun. */
export const countOf = (n: number, noun: string) => `${n} ${n === 1 ? noun : plural(noun)}`
