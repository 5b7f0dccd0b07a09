import type { EditorIssue } from '../shared/issues'
import type { SchemaNode } from './schema'

/** The editor's server (app/editor/server/api.ts), as the page calls it. */

export type PageRow = {
  file: string
  route: string | null
  title: string | null
  draft: boolean
  parsed: boolean
  issues: number
  firstIssue: string | null
  changed: number | null
  /** Its state in each other language: English texts with no words there yet, or shown in English there (declared). */
  translations: { locale: string; label: string; language: string; missing: number; fallback: boolean }[]
}
/** A file's words in another language (its copy, data/<locale>/…), by the English text's path ("sections/2/title"). */
export type Translation = {
  code: string
  label: string
  language: string
  copyFile: string
  hash: string | null
  fallback: boolean
  texts: Record<string, string>
  missing: number
}
export type CollectionRow = {
  name: string
  file: string
  kind: 'list' | 'singleton'
  description: string
  records: number | null
  issues: number
  firstIssue: string | null
  changed: number | null
}
/** A sample or placeholder still in the project (schemas/launch.ts): what to replace before launch, at its place. */
export type LaunchItem = { file: string; path: string; message: string }
export type Project = { pages: PageRow[]; collections: CollectionRow[]; otherIssues: string[]; launch: LaunchItem[] }

export type SectionInfo = { type: string; description: string; examples: unknown[] }
export type ImageInfo = { name: string; alt: string; width: number; height: number; src: string }
export type Schemas = {
  page: SchemaNode
  collections: { name: string; file: string; kind: string; key: string | null; description: string; schema: SchemaNode }[]
  sections: SectionInfo[]
  routes: string[]
  anchors: Record<string, string[]>
  titles: Record<string, string>
  images: ImageInfo[]
  records: Record<string, { key: string; label: string }[]>
  redirects: { name: string; file: string } | null
}
/** Views and leads per page over the last `days` days (none, with the reason, when the store cannot be read). */
export type Figures = { days: number; pages: { page: string; views: number; leads: number }[]; unavailable?: string }
export type FileText = { file: string; text: string; hash: string }
export type Checked = { issues: EditorIssue[]; preview?: { html?: string; shown?: number[]; error?: string } }

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, any>,
  ) {
    super(body?.error ?? `HTTP ${status}`)
  }
}

/**
 * The desk's CSRF token, sent with every change: the studio (the editor on the server, behind the desk's sign-in)
 * answers `session` with it; `npm run edit` answers no one signed in (none is sent).
 */
let csrf: Promise<string | undefined> | undefined
const csrfToken = () =>
  (csrf ??= fetch('/_editor/api/session').then(
    async (res) => (res.ok ? ((await res.json()) as { csrfToken?: string }).csrfToken : undefined),
    () => undefined,
  ))

async function call<T>(path: string, init?: RequestInit): Promise<T> {
  const token = init?.method === 'POST' ? await csrfToken() : undefined
  if (token) init = { ...init, headers: { ...(init?.headers as Record<string, string>), 'x-csrf-token': token } }
  const res = await fetch(`/_editor/api/${path}`, init)
  const body = await res.json().catch(() => ({}))
  if (!res.ok) throw new ApiError(res.status, body)
  return body as T
}
const post = <T>(path: string, body: unknown, signal?: AbortSignal) =>
  call<T>(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal })

export const api = {
  project: () => call<Project>('project'),
  figures: () => call<Figures>('figures'),
  schemas: () => call<Schemas>('schema'),
  file: (path: string) => call<FileText>(`file?path=${encodeURIComponent(path)}`),
  check: (file: string, value: unknown, preview: boolean, signal?: AbortSignal) => post<Checked>('check', { file, value, preview }, signal),
  save: (file: string, value: unknown, baseHash: string | null, create: boolean) =>
    post<FileText>('save', { file, value, baseHash, create }),
  translations: (path: string) => call<{ locales: Translation[] }>(`translations?path=${encodeURIComponent(path)}`),
  translate: (file: string, locale: string, path: (string | number)[], text: string, baseHash: string | null) =>
    post<Translation>('translate', { file, locale, path, text, baseHash }),
  rename: (file: string, route: string, redirect: boolean, updateLinks: boolean) =>
    post<{ file: string; route: string; written: string[] }>('rename', { file, route, redirect, updateLinks }),
  upload: async (file: File, name: string, alt: string) => {
    const q = new URLSearchParams({ filename: file.name, name, alt })
    return call<{ name: string }>(`images?${q}`, { method: 'POST', body: file, headers: { 'content-type': 'application/octet-stream' } })
  },
}
