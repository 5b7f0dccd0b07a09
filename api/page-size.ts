/** The `pageSize` query parameter of the owner's paged lists (desk, webhooks): digits, 1 to `max`, `fallback` when absent. */
import * as v from 'valibot'

export function pageSizeParam(max: number, fallback: number) {
  const message = `pageSize must be an integer from 1 to ${max}`
  return v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/, message), v.transform(Number), v.minValue(1, message), v.maxValue(max, message)),
    String(fallback),
  )
}
