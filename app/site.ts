import siteJson from '../data/site.json'
import type { Site } from '../schemas/records'

/** The business facts of data/site.json, typed. Import from here; never repeat a fact in code or pages. */
export const site = siteJson as Site

export const telHref = `tel:+${site.phone.digits}`
export const mailHref = `mailto:${site.email}`
export const smsHref = `sms:+${site.phone.digits}`
export const whatsappHref = (message: string) => `https://wa.me/${site.phone.digits}?text=${encodeURIComponent(message)}`
export const addressLine = `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`
export const directionsHref = `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(addressLine)}`
export const hoursText = site.hours.map((h) => `${h.label}: ${h.text}`)
