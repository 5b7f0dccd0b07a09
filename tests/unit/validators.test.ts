import { spawnSync } from 'node:child_process'
import { readdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { projectRoot } from '../helpers/project-copy'

/**
 * The validators are compiled once and kept as code (schemas/validators.ts): a later process that checks the project
 * loads them instead of compiling, and reports exactly what a freshly compiled one reports; a changed schema is
 * compiled afresh and replaces its file.
 */
const KEY = 'test-cache-check'
const cache = join(projectRoot, '.cache/validators')
const files = () => readdirSync(cache).filter((f) => f.startsWith(`${KEY}.`))
afterAll(() => {
  for (const f of files()) rmSync(join(cache, f), { force: true })
})

/** Validates a bad record in a new process; its errors as [path, keyword, message]. */
function errorsInNewProcess(schema: object): string[][] {
  const module = pathToFileURL(join(projectRoot, 'schemas/validators.ts')).href
  const script = `
    const { keptValidator } = await import(${JSON.stringify(module)})
    const validate = keptValidator(${JSON.stringify(KEY)}, ${JSON.stringify(schema)})
    validate({ email: 'not an address', count: 'three', extra: true })
    console.log(JSON.stringify(validate.errors.map((e) => [e.instancePath, e.keyword, e.message])))`
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: projectRoot, encoding: 'utf8' })
  expect(run.status, run.stderr).toBe(0)
  return JSON.parse(run.stdout)
}

describe('compiled validators kept as code', () => {
  const schema = {
    type: 'object',
    properties: { email: { type: 'string', format: 'email' }, count: { type: 'integer' } },
    required: ['email', 'name'],
    additionalProperties: false,
  }

  it('a later process loads the kept validator and reports the same errors as the freshly compiled one', () => {
    for (const f of files()) rmSync(join(cache, f), { force: true })
    const fresh = errorsInNewProcess(schema)
    expect(fresh).toEqual(
      expect.arrayContaining([
        ['', 'required', "must have required property 'name'"],
        ['', 'additionalProperties', 'must NOT have additional properties'],
        ['/email', 'format', 'must match format "email"'],
        ['/count', 'type', 'must be integer'],
      ]),
    )
    const [file] = files()
    expect(file).toBeDefined()
    const written = statSync(join(cache, file)).mtimeMs
    expect(errorsInNewProcess(schema)).toEqual(fresh)
    expect(files()).toEqual([file])
    expect(statSync(join(cache, file)).mtimeMs).toBe(written)
  })

  it('a changed schema is compiled afresh and replaces the kept one', () => {
    errorsInNewProcess(schema)
    const before = files()
    const changed = { ...schema, properties: { ...schema.properties, count: { type: 'string' } } }
    const errors = errorsInNewProcess(changed)
    expect(errors).not.toContainEqual(['/count', 'type', 'must be integer'])
    expect(errors).toContainEqual(['/email', 'format', 'must match format "email"'])
    expect(files()).toHaveLength(1)
    expect(files()).not.toEqual(before)
  })
})
