/**
 * The desk's calls to the API, through TanStack Query: the session (`GET /api/accounts/session` → user and CSRF token),
 * JSON in and out, the CSRF token on every unsafe method, and errors as `DeskError` (status, the server's message).
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { DESK_API, type DeskEvent, type DeskNote, type DeskUser } from '../../schemas/desk'

export class DeskError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfter?: number,
    /** The server's message per field of a refused body (400, 409). */
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message)
  }
}

export const SESSION_KEY = ['desk', 'session'] as const

/** A 401 from any call: the session ended (signed out elsewhere, expired): the sign-in shows. */
const ended = (error: Error) => {
  if (error instanceof DeskError && error.status === 401) queryClient.setQueryData(SESSION_KEY, null)
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: ended }),
  mutationCache: new MutationCache({ onError: ended }),
  defaultOptions: {
    queries: { retry: (count, error) => !(error instanceof DeskError && error.status < 500) && count < 2, refetchOnWindowFocus: true },
  },
})

let csrfToken = ''

export type Session = { user: DeskUser; csrfToken: string }

async function call<T>(method: string, url: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (body !== undefined) headers['content-type'] = 'application/json'
  if (method !== 'GET') headers['x-csrf-token'] = csrfToken
  const res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), credentials: 'same-origin' })
  if (res.status === 204) return undefined as T
  const data = (await res.json().catch(() => ({}))) as { error?: string; fieldErrors?: Record<string, string> }
  if (!res.ok) {
    const retry = Number(res.headers.get('retry-after'))
    throw new DeskError(res.status, data.error ?? res.statusText, Number.isFinite(retry) && retry > 0 ? retry : undefined, data.fieldErrors)
  }
  return data as T
}

export const api = {
  get: <T>(url: string) => call<T>('GET', url),
  send: <T>(method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) => call<T>(method, url, body),
}

/** The signed-in user, or null (401). */
export async function loadSession(): Promise<Session | null> {
  try {
    const session = await api.get<Session>(DESK_API.session)
    csrfToken = session.csrfToken
    return session
  } catch (error) {
    if (error instanceof DeskError && error.status === 401) return null
    throw error
  }
}

export async function signIn(email: string, password: string): Promise<Session> {
  const session = await api.send<Session>('POST', DESK_API.signIn, { email, password })
  csrfToken = session.csrfToken
  return session
}

export async function signOut(everywhere: boolean): Promise<void> {
  await api.send('POST', everywhere ? DESK_API.signOutEverywhere : DESK_API.signOut)
  csrfToken = ''
}

/** The inbox's query string from its filters (empty values left out). */
export function query(params: Record<string, string | undefined>): string {
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) if (v) q.set(k, v)
  const s = q.toString()
  return s ? `?${s}` : ''
}

export type InboxItem = {
  id: string
  reference: string
  stage: string
  status: string
  name: string
  location: string
  town: string | null
  service: string
  /** Location and Service as the form shows them. */
  labels?: { location: string; service: string }
  form: string
  /** The language of the page it was sent from (`en`, `es`). */
  language?: string
  receivedAt: string
  page: string | null
  source: string | null
  medium: string | null
  campaign: string | null
  spamReasons: string[]
  waitingOverHour: boolean
  urgent?: boolean
}
export type InboxPage = { items: InboxItem[]; total: number | null; nextCursor: string | null }

export type Touch = Record<string, string | undefined>
export type LeadDetail = Record<string, unknown> & {
  id: string
  reference: string
  firstName: string
  lastName: string
  email: string
  phone: string
  stage: string
  status: string
  /** The language of the page it was sent from (`en`, `es`). */
  language?: string
  receivedAt: string
  spamReasons: string[]
  wonCents: number | null
  lostReason: string | null
  timeToFirstContactMs: number | null
  waitingOverHour: boolean
  labels?: { location: string; service: string }
  attribution?: { first?: Touch; last?: Touch; page?: string; section?: string; device?: string; lang?: string }
  notes: DeskNote[]
  history: DeskEvent[]
}
type Won = { wonCents: number; won: number }
export type Stats = {
  stages: Record<string, number>
  firstContact: { leads: { id: string; ms: number }[]; weeks: { week: string; leads: number; medianMs: number }[] }
  revenue: {
    totalCents: number
    byPage: (Won & { page: string | null })[]
    byCampaign: (Won & { source: string | null; medium: string | null; campaign: string | null })[]
    byMonth: (Won & { month: string })[]
  }
}
