import locationsJson from '../data/locations.json'
import type { Location } from '../schemas/records'

/** Places served, from data/locations.json. */
export const locations = (locationsJson as { items: Location[] }).items
