import * as v from 'valibot'
import { Buttons, Heading, Id, Text, Tone } from '../_shared/fields'
import type { ResolveContext, SectionInput } from '../section'

const d = v.description

const HoursLine = v.strictObject({
  label: v.pipe(Text, d('Days, e.g. "Mon-Fri".')),
  text: v.pipe(Text, d('Hours, e.g. "8AM-7PM".')),
})

/** A place to visit or call: the showroom address (data/site.json), hours, a directions link and notes. */
export const schema = v.pipe(
  v.strictObject({
    type: v.literal('place-card'),
    id: Id,
    ...Heading,
    tone: Tone,
    name: v.optional(v.pipe(Text, d('The place’s name over the address (default: the business name).'))),
    showAddress: v.optional(
      v.pipe(v.boolean(), d('Show the showroom address of data/site.json and a Get Directions link (default true).')),
    ),
    directionsLabel: v.optional(v.pipe(Text, d('The directions link’s label (default: data/section-text.json, "Get Directions").'))),
    hours: v.optional(
      v.pipe(
        v.picklist(['business', 'showroom', 'none'], 'expected "business", "showroom" or "none" (or write your own lines in "hoursLines")'),
        d('Which hours of data/site.json to list: "business" (default), "showroom" or "none".'),
      ),
    ),
    hoursLines: v.optional(
      v.pipe(
        v.array(HoursLine),
        v.minLength(1, 'expected at least one line of hours'),
        d('Your own hours instead, e.g. [{ "label": "Mon-Fri", "text": "8AM-7PM" }] (virtual consultations).'),
      ),
    ),
    hoursTitle: v.optional(v.pipe(Text, d('The heading over the hours (default: data/section-text.json, "Hours").'))),
    notes: v.optional(v.pipe(v.array(Text), d('Short notes, e.g. "Appointment required", "Book 24-48 hours ahead".'))),
    notesTitle: v.optional(v.pipe(Text, d('The heading over the notes (default: data/section-text.json, "Good to Know").'))),
    buttons: v.optional(v.pipe(Buttons, d('Buttons under the card, e.g. a call button.'))),
  }),
  d('A place card: the showroom address with a Get Directions link, opening hours and notes.'),
)

/** A maps link that finds the address (opens the maps app on phones). */
export const directionsUrl = (address: string) => `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`

export function resolve(
  {
    name,
    showAddress = true,
    directionsLabel,
    hours = 'business',
    hoursLines,
    hoursTitle,
    notesTitle,
    ...rest
  }: SectionInput<typeof schema>,
  ctx: ResolveContext,
) {
  const { site } = ctx
  const text = ctx.singleton('section-text')['place-card']
  const directions = directionsLabel ?? text.directions
  const { street, city, region, postalCode } = site.address
  const lines = [street, `${city}, ${region} ${postalCode}`]
  const list = hoursLines ?? (hours === 'business' ? site.hours : hours === 'showroom' ? site.showroomHours : [])
  return {
    ...rest,
    hoursTitle: hoursTitle ?? text.hoursTitle,
    notesTitle: notesTitle ?? text.notesTitle,
    address: showAddress
      ? {
          name: name ?? site.name,
          lines,
          directions: directions ? { label: directions, href: directionsUrl(lines.join(', ')) } : null,
        }
      : null,
    hours: list.map((h) => ({ label: h.label, text: h.text })),
  }
}
