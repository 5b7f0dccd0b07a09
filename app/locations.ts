import { items } from '../data/locations.json'
import type { Location } from '../schemas/records'

/** Places served, from data/locations.json. (A named JSON import: a module that never reads it never ships it.) */
export const locations = items as Location[]
