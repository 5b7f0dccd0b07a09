import { afterEach, describe, expect, it } from 'vitest'
import { type Collection, collections, type Singleton } from '../../schemas/collections'
import { readProject } from '../../schemas/load'
import { checkProject, formatIssues } from '../../schemas/validate'
import { projectRoot } from '../helpers/project-copy'

/**
 * A collection's own rules sit in its declaration (schemas/collections.ts: `check`, `ownImages`) and the validator
 * runs them for any collection: a rule added to a declaration is run, with no other file touched.
 */
const testimonials = collections.testimonials as unknown as Collection
const navigation = collections.navigation as unknown as Singleton
const categories = collections['slab-categories'] as unknown as Collection
afterEach(() => {
  delete testimonials.check
  delete navigation.check
  delete categories.ownImages
})

/** The real project, its reviews changed by `change` (each call's texts its own: checkProject remembers recent ones). */
let calls = 0
async function checked(change: (reviews: { items: Record<string, unknown>[] }) => void = () => {}) {
  const sources = await readProject(projectRoot)
  const file = collections.testimonials.file
  const reviews = JSON.parse(sources.data[file]!)
  change(reviews)
  return checkProject({ ...sources, data: { ...sources.data, [file]: `${JSON.stringify(reviews, null, 2)}${' '.repeat(++calls)}` } })
}

describe("a collection's own check, declared beside it", () => {
  it('is given every record as written (which passed its schema, too) and the routes, and reports at the record', async () => {
    let given: { count: number; valid: readonly boolean[]; home: boolean } | undefined
    testimonials.check = (records, { valid, live }) => {
      given = { count: records.length, valid, home: live.has('/') }
      return [{ index: 1, path: 'quote', message: 'a finding of the declared check' }]
    }
    const { issues } = await checked((reviews) => (reviews.items[0].rating = 'five'))
    expect(formatIssues(issues).split('\n')).toEqual([
      'data/testimonials.json › items[0].rating: expected an integer, got a string',
      'data/testimonials.json › items[1].quote: a finding of the declared check',
    ])
    expect(given?.count).toBeGreaterThan(1)
    expect(given?.valid.slice(0, 2)).toEqual([false, true])
    expect(given?.home).toBe(true)
  })

  it("runs a singleton's check on its record", async () => {
    navigation.check = (record) => [{ path: 'header', message: `names ${Object.keys(record ?? {}).length > 1 ? 'its parts' : 'nothing'}` }]
    expect(formatIssues((await checked()).issues)).toBe('data/navigation.json › header: names its parts')
  })

  it('holds pages and other records to the pictures a collection owns, but not its own file', async () => {
    // The granite category's picture, named by data/slab-categories.json itself, data/catalog.json and pages.
    categories.ownImages = () => new Map([['granite', 'the granite category’s own picture']])
    const { issues } = await checked()
    expect(issues.every((issue) => issue.message === 'the granite category’s own picture')).toBe(true)
    const files = new Set(issues.map((issue) => issue.file))
    expect(files).toContain('data/catalog.json')
    expect(files).toContain('pages/services/granite.json')
    expect(files).not.toContain('data/slab-categories.json')
  })
})
