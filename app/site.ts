import siteJson from '../data/site.json'
import catalogJson from '../data/catalog.json'
import locationsJson from '../data/locations.json'
import type { CatalogItem, Location, Site } from '../schemas/records'

/** The business facts of data/site.json, typed. Import from here; never repeat a fact in code or pages. */
export const site = siteJson as Site

export const telHref = `tel:+${site.phone.digits}`
export const mailHref = `mailto:${site.email}`
export const smsHref = `sms:+${site.phone.digits}`
export const whatsappHref = (message: string) => `https://wa.me/${site.phone.digits}?text=${encodeURIComponent(message)}`
export const addressLine = `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`
export const directionsHref = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(addressLine)}`
export const hoursText = site.hours.map((h) => `${h.label}: ${h.text}`)

export const catalog = (catalogJson as { items: CatalogItem[] }).items
export const findCatalogItem = (slug: string) => catalog.find((item) => item.slug === slug)

export const locations = (locationsJson as { items: Location[] }).items
export const findLocation = (slug: string) => locations.find((item) => item.slug === slug)
