import { duplicateKeys, explainJsonError } from '../json-errors'
import { type Issue, type Json, pathOf } from './issues'

/**
 * Parses JSON; a syntax error becomes one issue with the real line and column and what is wrong, in words. A key
 * written twice in one object is an issue too (JSON.parse would keep the second and drop the first silently).
 */
export function parseJson(file: string, text: string): { data?: Json; issue?: Issue; duplicates?: Issue[] } {
  try {
    const data = JSON.parse(text)
    const duplicates = duplicateKeys(text).map(({ path, key, line, firstLine }) => ({
      file,
      path: pathOf([...path, key], data),
      message: `"${key}" is written twice in one object (lines ${firstLine} and ${line}): only the second counts — keep one`,
    }))
    return duplicates.length ? { data, duplicates } : { data }
  } catch (err) {
    const explained = explainJsonError(text)
    if (explained)
      return {
        issue: { file, path: '', message: `invalid JSON at line ${explained.line}, column ${explained.column}: ${explained.message}` },
      }
    return { issue: { file, path: '', message: `invalid JSON: ${(err as Error).message}` } }
  }
}
