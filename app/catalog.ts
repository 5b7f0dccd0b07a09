import { items } from '../data/catalog.json'
import type { CatalogItem } from '../schemas/records'

/** Materials and services of data/catalog.json. (A named JSON import: a module that never reads it never ships it.) */
export const catalog = items as CatalogItem[]
export const findCatalogItem = (slug: string) => catalog.find((item) => item.slug === slug)
