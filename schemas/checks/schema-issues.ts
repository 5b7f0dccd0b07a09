import type { ErrorObject, ValidateFunction } from 'ajv'
import * as v from 'valibot'
import { FACT_PATTERN } from '../facts'
import { TAG_VALUES } from '../json-schema'
import { didYouMean, suggest } from '../suggest'
import { keptValidator } from '../validators'
import { countOf } from '../words'
import { dotted, type Issue, type Json, joinPath, jsonPath, valueAt } from './issues'

/**
 * A value judged by its schema: ajv over the generated JSON Schema finds the mistakes, each said in the author's words
 * (the valibot schemas' own messages), never "must match exactly one schema in oneOf" or a raw regex; then the rules
 * only valibot can check.
 */

// One validator per schema for as long as this module's schemas stand (the dev server loads it again when a section
// changes); compiled once and kept as code across processes (../validators.ts).
const compiled = new Map<string, ValidateFunction>()
export function validatorFor(key: string, make: () => object) {
  if (!compiled.has(key)) compiled.set(key, keptValidator(key, make()))
  return compiled.get(key)!
}

const article = (t: string) => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`)
const show = (value: unknown) => JSON.stringify(value)
const kindOf = (value: unknown) => (Array.isArray(value) ? 'an array' : value === null ? 'null' : article(typeof value))
const numericText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))

/** One readable message per ajv error; undefined for errors that only summarise others. */
function describe(error: ErrorObject, data: Json, written: Json, factsKnown: boolean): Omit<Issue, 'file'> | undefined {
  const path = jsonPath(error.instancePath, data)
  const p = error.params as Json
  const schema = error.parentSchema as Json
  // A length is counted on the text as visitors read it: say so when that is not the text as written; while the site's
  // facts are unknown, a text that names one has no length to judge.
  const length = () =>
    `${String(error.data).length}${valueAt(error.instancePath, written) === error.data ? '' : ", as shown with the site's facts filled in"}`
  if (!factsKnown && /Length$/.test(error.keyword) && String(error.data).match(FACT_PATTERN)) return undefined
  switch (error.keyword) {
    case 'required':
      return { path: joinPath(path, p.missingProperty), message: `missing required property "${p.missingProperty}"` }
    case 'additionalProperties': {
      const allowed = Object.keys(schema?.properties ?? {})
      return {
        path: joinPath(path, p.additionalProperty),
        message: `unknown property "${p.additionalProperty}"${didYouMean(p.additionalProperty, allowed) || ` — allowed here: ${allowed.join(', ')}`}`,
      }
    }
    case 'type': {
      const expected = String(p.type).replace(',', ' or ')
      if (/number|integer/.test(expected) && numericText(error.data))
        return { path, message: `expected a number, got the text ${show(error.data)} — write ${error.data.trim()} without quotes` }
      if (expected === 'boolean' && (error.data === 'true' || error.data === 'false'))
        return { path, message: `expected true or false, got the text ${show(error.data)} — write ${error.data} without quotes` }
      return { path, message: `expected ${article(expected)}, got ${kindOf(error.data)}` }
    }
    case 'enum': {
      // The tag values beside a discriminator's branches (for editors): the discriminator reports an unknown tag.
      if (schema?.[TAG_VALUES]) return undefined
      const allowed: unknown[] = p.allowedValues
      if (allowed.every((a) => typeof a === 'number') && numericText(error.data) && allowed.includes(Number(error.data)))
        return { path, message: `expected a number, got the text ${show(error.data)} — write ${error.data.trim()} without quotes` }
      const own = typeof schema?.errorMessage === 'string' ? schema.errorMessage : `expected one of ${allowed.map(show).join(', ')}`
      return { path, message: `${own}${typeof error.data === 'string' ? didYouMean(error.data, allowed.map(String)) : ''}` }
    }
    case 'const':
      return { path, message: `expected ${show(p.allowedValue)}` }
    case 'minLength':
      return {
        path,
        message: p.limit === 1 ? 'expected a non-empty string' : `expected at least ${p.limit} characters (has ${length()})`,
      }
    case 'maxLength':
      return { path, message: `expected at most ${p.limit} characters (has ${length()})` }
    case 'minItems':
      return { path, message: `expected at least ${countOf(p.limit, 'item')}` }
    case 'maxItems':
      return { path, message: `expected at most ${p.limit} items` }
    case 'minimum':
    case 'maximum':
      return { path, message: `expected a number ${p.comparison} ${p.limit}, got ${show(error.data)}` }
    case 'pattern':
      // The valibot schema's own wording travels as errorMessage (../json-schema.ts): never show a raw regex.
      return { path, message: `${show(error.data)}: ${schema?.errorMessage ?? 'does not have the expected form'}` }
    case 'format':
      if (p.format === 'date-time')
        return { path, message: `${show(error.data)}: expected a time with its offset, like "2026-12-14T06:00:00-05:00"` }
      return { path, message: `${show(error.data)}: expected a valid ${p.format === 'uri' ? 'URL' : p.format}` }
    case 'discriminator': {
      const branches: Json[] = schema?.oneOf ?? []
      const tags = branches.map((b) => b.properties?.[p.tag]?.const).filter(Boolean)
      if (p.error === 'tag') return { path: joinPath(path, p.tag), message: `missing "${p.tag}" — expected one of: ${tags.join(', ')}` }
      const what = p.tag === 'type' ? 'section type' : p.tag
      return {
        path: joinPath(path, p.tag),
        message: `unknown ${what} ${show(p.tagValue)}${didYouMean(String(p.tagValue), tags) || ` — expected one of: ${tags.join(', ')}`}`,
      }
    }
    case 'oneOf':
    case 'anyOf':
    case 'if':
      return undefined
    default:
      return { path, message: error.message ?? error.keyword }
  }
}

/**
 * Validates JSON data against a schema: ajv finds the mistakes, messages name the spot and the fix. `written` is the
 * data as its file holds it, when `data` is that text filled with the site's facts (`factsKnown`: they could be).
 */
export function schemaIssues(file: string, validate: ValidateFunction, data: Json, written: Json = data, factsKnown = true): Issue[] {
  if (validate(data)) return []
  const seen = new Set<string>()
  const found: { issue: Omit<Issue, 'file'>; error: ErrorObject }[] = []
  for (const error of validate.errors ?? []) {
    const issue = describe(error, data, written, factsKnown)
    if (!issue) continue
    const key = `${issue.path}|${issue.message}`
    if (seen.has(key)) continue
    seen.add(key)
    found.push({ issue, error })
  }
  return oneMessagePerMistake(found).map(({ issue }) => ({ ...issue, file }))
}

/**
 * One message per mistake, where ajv reports one mistake several times:
 *   - a value of the wrong type (an empty list entry written as null) is said once, by its type, not again by its
 *     vocabulary or its form;
 *   - a missing section type is said by the discriminator (with the types to choose from), not again as "required";
 *   - a misspelt property ("card") is said once, with the name meant ("cards"), not again as that name missing.
 */
function oneMessagePerMistake<T extends { issue: Omit<Issue, 'file'>; error: ErrorObject }>(found: T[]): T[] {
  const typed = new Set(found.filter((f) => f.error.keyword === 'type').map((f) => f.issue.path))
  const tags = new Set(found.filter((f) => f.error.keyword === 'discriminator').map((f) => f.issue.path))
  const meant = new Set(
    found.flatMap((f) => {
      if (f.error.keyword !== 'additionalProperties') return []
      const allowed = Object.keys((f.error.parentSchema as Json)?.properties ?? {})
      const name = suggest(String((f.error.params as Json).additionalProperty), allowed)
      return name ? [`${f.error.instancePath}|${name}`] : []
    }),
  )
  return found.filter(({ issue, error }) => {
    if (error.keyword !== 'type' && typed.has(issue.path)) return false
    if (error.keyword === 'required' && tags.has(issue.path)) return false
    if (error.keyword === 'required' && meant.has(`${error.instancePath}|${(error.params as Json).missingProperty}`)) return false
    return true
  })
}

/**
 * The rules only valibot can check (`v.check`: cross-field rules, ranges computed from text): JSON Schema has said
 * everything else, so only those issues are reported here, each at its own path.
 */
export function ruleIssues(file: string, base: string, schema: v.GenericSchema, value: unknown): Issue[] {
  const result = v.safeParse(schema, value)
  if (result.success) return []
  return result.issues
    .filter((issue) => issue.type === 'check')
    .map((issue) => {
      const rest = (issue.path ?? []).map((p) => String(p.key))
      return { file, path: dotted([base, ...rest].filter(Boolean)), message: issue.message }
    })
}
