/**
 * The quote form's lists on the server: the API validates a request with the Location and Service options the build
 * wrote beside the site (dist/quote-options.json), or — without a build — with the ones the project's data gives, and
 * says which in its start log. A town or service added to the data is then accepted with no code.
 */
import fs from 'node:fs'
import path from 'node:path'
import { Writable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { ConfigError } from '../../../api/config'
import { loadQuoteOptions, quoteOptionsFile } from '../../../api/quote-options'
import { QUOTE_MESSAGES } from '../../../schemas/quote'
import { projectRoot } from '../../helpers/project-copy'
import {
  ADMIN_HEADERS,
  asBrowser,
  makeApp,
  makeSite,
  formToken,
  QUOTE_OPTIONS,
  removeDir,
  type TestApp,
  tempDir,
  validLead,
} from './helpers'

let t: TestApp | undefined
const dirs: string[] = []
afterEach(async () => {
  await t?.cleanup()
  t = undefined
  dirs.splice(0).forEach(removeDir)
})

/** A built site whose options file holds `options` (null: no file, as before any build). */
function site(options: unknown) {
  const dir = tempDir('quote-options-')
  dirs.push(dir)
  const siteDir = makeSite(dir, null)
  if (options !== null) fs.writeFileSync(quoteOptionsFile(siteDir), typeof options === 'string' ? options : JSON.stringify(options))
  return siteDir
}

function logLines() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { lines, stream }
}

const send = async (body: object) => t!.app.inject({ method: 'POST', url: '/api/contact', ...asBrowser(body, await formToken(t!.app)) })

describe('the quote options of the API', () => {
  it("validates with the build's options: a town and a service the data added are accepted, a place not offered is refused", async () => {
    const options = {
      locations: [{ value: 'briarcliff-manor', label: 'Briarcliff Manor' }, ...QUOTE_OPTIONS.locations],
      services: [...QUOTE_OPTIONS.services, { value: 'fireplace-surrounds', label: 'Fireplace Surrounds' }],
    }
    const log = logLines()
    t = await makeApp({ siteDir: site(options), logLevel: 'info' }, { logStream: log.stream })
    expect(log.lines.join('')).toMatch(
      /"file":"[^"]*quote-options\.json","locations":9,"services":6,"msg":"quote options: read from the build"/,
    )

    const added = await send({ ...validLead(), location: 'briarcliff-manor', service: 'fireplace-surrounds' })
    expect(added.statusCode).toBe(201)
    const refused = await send({ ...validLead(), location: 'harrison' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().fieldErrors).toEqual({ location: QUOTE_MESSAGES.location })
    const list = await t.app.inject({ url: '/api/contact-requests?status=all', headers: ADMIN_HEADERS })
    expect(list.json().items.map((l: { location: string; service: string }) => [l.location, l.service])).toEqual([
      ['briarcliff-manor', 'fireplace-surrounds'],
    ])
  })

  it('derives them from the project’s data when the build wrote none, and says so in its start log', async () => {
    const log = logLines()
    t = await makeApp({ siteDir: site(null), logLevel: 'info', rateLimitMax: 10_000 }, { logStream: log.stream })
    expect(log.lines.join('')).toContain('quote options: derived from the project data')

    // Every place the data offers in the quote form is accepted; a place it does not offer is refused.
    const places = (
      JSON.parse(fs.readFileSync(path.join(projectRoot, 'data/locations.json'), 'utf8')) as {
        items: { slug: string; quoteOption?: boolean }[]
      }
    ).items
    const offered = places.filter((p) => p.quoteOption)
    expect(offered.length).toBeGreaterThan(0)
    for (const [i, place] of offered.entries())
      expect((await send({ ...validLead(), location: place.slug, message: `Project number ${i}, granite.` })).statusCode, place.slug).toBe(
        201,
      )
    const other = places.find((p) => !p.quoteOption)
    if (other)
      expect((await send({ ...validLead(), location: other.slug })).json().fieldErrors).toEqual({ location: QUOTE_MESSAGES.location })
  })

  it('takes options given to it over any file (tests inject them)', async () => {
    // The list ends with the catch-all place, as the build's always does (otherLocationOf).
    const options = {
      locations: [
        { value: 'rye', label: 'Rye' },
        { value: 'elsewhere', label: 'Elsewhere' },
      ],
      services: [{ value: 'kitchen-countertops', label: 'Kitchens' }],
    }
    t = await makeApp({ siteDir: site(QUOTE_OPTIONS) }, { quoteOptions: options })
    expect((await send({ ...validLead(), location: 'rye' })).statusCode).toBe(201)
    expect((await send(validLead())).json().fieldErrors).toEqual({ location: QUOTE_MESSAGES.location })
  })

  it('refuses to start on a broken options file, naming the file and the fix', async () => {
    for (const broken of ['{"locations": [', JSON.stringify({ locations: [], services: QUOTE_OPTIONS.services })]) {
      const siteDir = site(broken)
      const error = await loadQuoteOptions(siteDir).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ConfigError)
      expect((error as Error).message).toContain(quoteOptionsFile(siteDir))
      expect((error as Error).message).toContain('npm run build')
    }
  })
})
