/**
 * The owner's desk: who is signed in, as the API's guard (api/accounts/) gives it to the desk's modules (api/desk/,
 * api/webhooks/) and as the desk's screens (app/desk/) read it from `GET /api/accounts/session`.
 */
export const DESK_ROLES = ['owner', 'marketer'] as const
export type DeskRole = (typeof DESK_ROLES)[number]
/** A password's fewest characters (code points). */
export const DESK_PASSWORD_MIN = 12
/** Who the guard let in (an owner may do everything; a marketer reads and adds notes). */
export type DeskUser = { id: string; email: string; role: DeskRole }

/** Where the desk's screens live (served by the API: api/plugins/static-site.ts) and the API paths they call. */
export const DESK_APP = '/desk'
export const DESK_API = {
  session: '/api/accounts/session',
  signIn: '/api/accounts/sign-in',
  signOut: '/api/accounts/sign-out',
  signOutEverywhere: '/api/accounts/sign-out-everywhere',
  leads: '/api/desk/leads',
  leadsCsv: '/api/desk/leads.csv',
  stats: '/api/desk/stats',
  filters: '/api/desk/filters',
  users: '/api/accounts/users',
  deadLetters: '/api/desk/dead-letters',
} as const
/** The desk's own addresses under DESK_APP. */
export const DESK_ROUTES = { inbox: '', lead: '/leads/', figures: '/figures', users: '/users' } as const
/** The desk's words: the owner's screens and e-mails (English); a copy in another language may give the customer-facing ones. */
export const DESK_WORDS_FILE = 'data/desk.json'
/** The id of the JSON the build puts in the desk's index.html: its words (data/desk.json). */
export const DESK_TEXT_ID = 'desk-text'
/** The id of a copy of those words in another language of the site (data/<code>/desk.json: its replies to customers). */
export const deskTextId = (language: string) => `${DESK_TEXT_ID}-${language}`
/** The lead's stages, in the order the desk offers them. */
export const DESK_STAGES = ['new', 'contacted', 'quote_sent', 'won', 'lost'] as const
export type DeskStage = (typeof DESK_STAGES)[number]
export const DESK_SPAM_VIEWS = ['leads', 'ok', 'suspect', 'spam', 'review', 'all'] as const

/** One change in a lead's history (`desk_events`): a stage, a spam mark or its deletion; `at` is ISO 8601. */
export interface DeskEvent {
  kind: 'stage' | 'spam' | 'delete'
  from: string | null
  to: string | null
  amountCents: number | null
  reason: string | null
  at: string
  userId: string
}

/** A note on a lead (`desk_notes`); `at` is ISO 8601. */
export interface DeskNote {
  id: number
  userId: string
  userEmail: string
  text: string
  at: string
}

/** One value a filter of the inbox offers: what it sends, and what it shows. */
export type DeskFilterOption = { value: string; label: string }
/** The values of the inbox's filters present in the store (`GET DESK_API.filters`), each list sorted by its label. */
export type DeskFilterOptions = Record<(typeof DESK_FILTER_LISTS)[number], DeskFilterOption[]>
export const DESK_FILTER_LISTS = ['town', 'service', 'form', 'page', 'campaign'] as const
