import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { _, Ajv, type ValidateFunction } from 'ajv'
import addFormatsImport from 'ajv-formats'
import standaloneImport from 'ajv/dist/standalone/index.js'

/**
 * The JSON Schema validators the checks run (schemas/validate.ts), compiled by ajv once per schema and kept as code:
 * compiling them took about 0.4 s of every process that checks the project (each build, `npm run validate`, the dev
 * server, the editor), more than half of the check itself. A validator is ajv's standalone code for its schema, in
 * <project>/.cache/validators/ (ignored by git, kept by `npm ci`), named by its key and a hash of the schema and of
 * ajv's version and options, so a changed schema or a new ajv compiles afresh and the file it replaces is removed. A
 * folder that cannot be written only means compiling each time.
 */
const CACHE = fileURLToPath(new URL('../.cache/validators/', import.meta.url))
const load = createRequire(CACHE)
const AJV_VERSION = (load('ajv/package.json') as { version: string }).version

const OPTIONS = {
  allErrors: true,
  discriminator: true,
  strict: false,
  verbose: true,
  // ajv's optimiser is slower than the checks it saves on these schemas; the formats, in the standalone code, from
  // ajv-formats as the compiled validators have them.
  code: { optimize: false, source: true, formats: _`require("ajv-formats/dist/formats").fullFormats` },
}
const ajv = new Ajv(OPTIONS)
/** What a kept validator depends on besides its schema: ajv's version and options. */
const COMPILER = `${AJV_VERSION}\0${JSON.stringify({ ...OPTIONS, code: { ...OPTIONS.code, formats: String(OPTIONS.code.formats) } })}`
const addFormats = addFormatsImport as unknown as (a: Ajv) => Ajv
addFormats(ajv)
const standaloneCode = ((standaloneImport as unknown as { default?: unknown }).default ?? standaloneImport) as (
  a: Ajv,
  validate: ValidateFunction,
) => string

/**
 * The validator of `schema`, kept under `key` (`page`, `section:hero`, …): loaded when this schema was compiled before,
 * else compiled and kept. The caller remembers it for as long as its schemas stand (schemas/validate.ts).
 */
export function keptValidator(key: string, schema: object): ValidateFunction {
  const name = key.replace(/[^a-z0-9-]+/gi, '-')
  const hash = createHash('sha256')
    .update(`${COMPILER}\0${JSON.stringify(schema)}`)
    .digest('base64url')
    .slice(0, 24)
  const file = join(CACHE, `${name}.${hash}.cjs`)
  try {
    const kept = load(file) as ValidateFunction
    if (typeof kept === 'function') return kept
  } catch {}
  const validate = ajv.compile(schema)
  try {
    mkdirSync(CACHE, { recursive: true })
    for (const f of readdirSync(CACHE)) if (f.startsWith(`${name}.`) && f !== `${name}.${hash}.cjs`) rmSync(join(CACHE, f), { force: true })
    // Written whole, then renamed: a process reading it meanwhile sees the old file or the new one, never half.
    const partial = `${file}.${process.pid}.tmp`
    writeFileSync(partial, standaloneCode(ajv, validate))
    renameSync(partial, file)
  } catch {}
  return validate
}
