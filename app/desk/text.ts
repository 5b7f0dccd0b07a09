/**
 * The desk's words: data/desk.json, put into its index.html by the build (app/builder/desk.ts) as JSON, so that no
 * module here imports data/. `t('inbox.total', { count })` fills `{name}` placeholders.
 */
import { DESK_TEXT_ID, deskTextId } from '../../schemas/desk'

/**
 * Every key of data/desk.json: a word, or a table of them. Its shape is the file's, but the type check reads no page or
 * record (a marketer's edit never changes its verdict), so the file is not imported here: tests/unit/copy.test.ts holds
 * every `text.…` the desk uses to a word or table of data/desk.json instead.
 */
export type Words = { readonly [key: string]: any }

const read = (id: string): Words => JSON.parse(document.getElementById(id)?.textContent || '{}') as Words

export const text: Words = read(DESK_TEXT_ID)

const copies = new Map<string, Words>()

/**
 * The words a customer who speaks `language` is written to in (the prefilled reply): the copy of the words in that
 * language (data/<code>/desk.json, texts only) over the desk's own, the desk's own for a language without one.
 */
export function textIn(language: string | undefined): Words {
  if (!language || !/^[a-z]{2,3}$/.test(language)) return text
  let words = copies.get(language)
  if (!words) {
    words = over(text, read(deskTextId(language)))
    copies.set(language, words)
  }
  return words
}

/** `copy`'s texts over `words`, table by table (a key the copy lacks keeps the desk's own word). */
function over(words: Words, copy: Words): Words {
  const out: Record<string, unknown> = { ...words }
  for (const [key, value] of Object.entries(copy))
    out[key] =
      typeof value === 'string'
        ? value
        : value && typeof value === 'object' && typeof words[key] === 'object'
          ? over(words[key], value)
          : out[key]
  return out
}

export function fill(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))
}

/** A label from one of the words' tables, or the key itself when the table has none. */
export function label(table: Record<string, string>, key: string): string {
  return table[key] ?? key
}
