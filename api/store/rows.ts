import type { Lead } from './types'

/** Column list shared by both dialects, in Lead field order. */
export const LEAD_COLUMNS = 'id, first_name, last_name, email, phone, location, service, message, received_at, user_agent'

export interface LeadRow {
  id: string
  first_name: string
  last_name: string
  email: string
  phone: string
  location: string
  service: string
  message: string
  received_at: string | Date
  user_agent: string | null
}

export function rowToLead(row: LeadRow): Lead {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    location: row.location,
    service: row.service,
    message: row.message,
    receivedAt: row.received_at instanceof Date ? row.received_at.toISOString() : row.received_at,
    userAgent: row.user_agent,
  }
}

/** Positional values in LEAD_COLUMNS order. */
export function leadValues(lead: Lead): unknown[] {
  return [
    lead.id,
    lead.firstName,
    lead.lastName,
    lead.email,
    lead.phone,
    lead.location,
    lead.service,
    lead.message,
    lead.receivedAt,
    lead.userAgent,
  ]
}
