import siteJson from '../data/site.json'
import type { Site } from '../schemas/records'

/** The business facts of data/site.json, typed. Import from here; never repeat a fact in code or pages. */
export const site = siteJson as Site

export const telHref = `tel:+${site.phone.digits}`
export const mailHref = `mailto:${site.email}`
export const whatsappHref = (message: string) => `https://wa.me/${site.phone.digits}?text=${encodeURIComponent(message)}`
export const hoursText = site.hours.map((h) => `${h.label}: ${h.text}`)
