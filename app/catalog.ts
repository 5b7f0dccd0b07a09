import catalogJson from '../data/catalog.json'
import type { CatalogItem } from '../schemas/records'

/** Materials and services of data/catalog.json. */
export const catalog = (catalogJson as { items: CatalogItem[] }).items
export const findCatalogItem = (slug: string) => catalog.find((item) => item.slug === slug)
