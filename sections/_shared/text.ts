import { PLACEHOLDER } from '../../schemas/placeholders'
import type { Site } from '../../schemas/records'

/**
 * A section's words come from its props or from a record (data/section-text.json, data/quote-form.json), never from
 * its component. These fill them in: "Showing {count} slabs" with a count. Node-safe (resolvers use them too); the
 * fill with elements ("Call {phone}" with the phone link) is ./fill-with.ts.
 */

type Values = Record<string, string | number>

/** A text with its "{name}" placeholders filled (one it is not given stays as written). */
export function fill(template: string, values: Values): string {
  return template.replace(PLACEHOLDER, (token, name: string) => (name in values ? String(values[name]) : token))
}

/** The form of a counted text for `count` ("Showing 1 slab", "Showing 12 slabs"), filled with it and `values`. */
export function counted(forms: { one: string; other: string }, count: number, values: Values = {}): string {
  return fill(count === 1 ? forms.one : forms.other, { count, ...values })
}

/** A link of a record as a page's is resolved: "tel" calls the business phone. */
export const linkOf = (href: string, site: Pick<Site, 'phone'>) => (href === 'tel' ? `tel:+${site.phone.digits}` : href)

/** The buttons of a record, their links resolved (linkOf). */
export const buttonsOf = <B extends { href: string }>(buttons: readonly B[], site: Pick<Site, 'phone'>): B[] =>
  buttons.map((b) => ({ ...b, href: linkOf(b.href, site) }))
