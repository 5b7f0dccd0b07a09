import * as v from 'valibot'
import { Heading, SectionId, Text, Tone } from '../_shared/fields'

/**
 * Places served, from data/locations.json. "full": Major Cities cards (linking to their pages, showing the population
 * or else the type) and the other places split in half into two plain lists. "list": one compact list of place names.
 */
export const schema = v.strictObject({
  type: v.literal('service-areas'),
  id: v.optional(SectionId),
  ...Heading,
  tone: Tone,
  variant: v.optional(v.picklist(['full', 'list'])),
  citiesTitle: v.optional(Text),
  townsTitle: v.optional(Text),
  villagesTitle: v.optional(Text),
  /** For "list": how many places to show (in file order). */
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
})
