/**
 * The desk's words: data/desk.json, put into its index.html by the build (app/builder/desk.ts) as JSON, so that no
 * module here imports data/. `t('inbox.total', { count })` fills `{name}` placeholders.
 */
import type words from '../../data/desk.json'
import { DESK_TEXT_ID } from '../../schemas/desk'

export type Words = typeof words

const read = (): Words => JSON.parse(document.getElementById(DESK_TEXT_ID)?.textContent || '{}') as Words

export const text: Words = read()

export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/** A label from one of the words' tables, or the key itself when the table has none. */
export function label(table: Record<string, string>, key: string): string {
  return table[key] ?? key
}
