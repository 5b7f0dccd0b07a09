/**
 * The desk's words: data/desk.json, put into its index.html by the build (app/builder/desk.ts) as JSON, so that no
 * module here imports data/. `t('inbox.total', { count })` fills `{name}` placeholders.
 */
import { DESK_TEXT_ID } from '../../schemas/desk'

/**
 * Every key of data/desk.json: a word, or a table of them. Its shape is the file's, but the type check reads no page or
 * record (a marketer's edit never changes its verdict), so the file is not imported here: tests/unit/copy.test.ts holds
 * every `text.…` the desk uses to a word or table of data/desk.json instead.
 */
export type Words = { readonly [key: string]: any }

const read = (): Words => JSON.parse(document.getElementById(DESK_TEXT_ID)?.textContent || '{}') as Words

export const text: Words = read()

export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/** A label from one of the words' tables, or the key itself when the table has none. */
export function label(table: Record<string, string>, key: string): string {
  return table[key] ?? key
}
