import { execSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { EventCounter } from '../../api/events/counter'
import { SqliteEventStore } from '../../api/events/sqlite'
import { getIn, setIn } from '../../app/editor/client/doc'
import { api } from '../../app/editor/server/api'
import { fieldLabel, kindOf, type SchemaNode, skeleton } from '../../app/editor/client/schema'
import { formatJson, formatWithBiome } from '../../app/editor/server/format'
import { isLoopbackAddress, refusal } from '../../app/editor/server/guard'
import { issuePath } from '../../app/editor/shared/issues'
import { routeProblem } from '../../app/editor/shared/routes'
import { jsonSchemaOf } from '../../schemas/json-schema'
import { readProject } from '../../schemas/load'
import { PageSchema } from '../../schemas/page'
import { checkProject } from '../../schemas/validate'
import { collections, fileSchema } from '../../schemas/collections'

/**
 * The editor's rules that a marketer relies on without seeing them: a saved file differs from the one on disk only
 * where something was edited, validation messages land on the field they are about, new props are written where a
 * person would write them, and the editor answers this computer only. (Its pages are tested in the browser:
 * tests/e2e/editor.spec.ts.)
 */
const root = resolve(import.meta.dirname, '../..')
const tracked = (pattern: string) => execSync(`git ls-files ${pattern}`, { cwd: root, encoding: 'utf8' }).trim().split('\n').filter(Boolean)

describe('saving writes the file as the marketer left it', () => {
  it('every page and data file, saved unchanged, is byte for byte what the formatter makes of the file on disk', async () => {
    // (A file a marketer wrote by hand in another layout is not a failure: the editor's save only normalises it.)
    for (const file of [...tracked('pages'), ...tracked('data/*.json')]) {
      const text = readFileSync(join(root, file), 'utf8')
      expect(await formatJson(root, file, JSON.parse(text), text), file).toBe(await formatWithBiome(root, file, text))
    }
  }, 120_000)

  it('an edited value changes its own line; a moved section moves only its own lines', async () => {
    const file = 'pages/index.json'
    const text = readFileSync(join(root, file), 'utf8')
    const page = JSON.parse(text)
    const edited = setIn(page, ['sections', 0, 'headline'], 'A New Headline') as typeof page
    const lines = text.split('\n')
    const out = (await formatJson(root, file, edited, text)).split('\n')
    expect(out.length).toBe(lines.length)
    expect(out.filter((line, i) => line !== lines[i])).toEqual([expect.stringContaining('"headline": "A New Headline"')])

    const moved = { ...page, sections: [page.sections[0], page.sections[2], page.sections[1], ...page.sections.slice(3)] }
    const after = await formatJson(root, file, moved, text)
    expect(after.length).toBe(text.length)
    expect([...after.split('\n')].sort()).toEqual([...lines].sort())
  })

  it('a new object in a list is written like the objects beside it', async () => {
    const file = 'pages/thank-you.json'
    const text = readFileSync(join(root, file), 'utf8')
    const page = JSON.parse(text)
    const hero = page.sections.findIndex((s: { buttons?: unknown[] }) => Array.isArray(s.buttons))
    const buttons = [...page.sections[hero].buttons, { label: 'Call Now', href: 'tel' }]
    const out = await formatJson(root, file, setIn(page, ['sections', hero, 'buttons'], buttons), text)
    // The new line, and the comma the line before it gains: nothing else.
    const added = out.split('\n').filter((l) => !text.split('\n').includes(l))
    expect(added).toEqual([expect.stringMatching(/\},$/), expect.stringMatching(/^\s+\{ "label": "Call Now", "href": "tel" \}$/)])
    expect(text.split('\n')).toContain(added[0].slice(0, -1))
  })
})

describe('new values land where the schema puts them', () => {
  const order = ['type', 'id', 'headline', 'text', 'buttons', 'image']
  it('a new key is written before the first key the schema puts after it', () => {
    const section = { type: 'hero', headline: 'H', buttons: [] }
    expect(Object.keys(setIn(section, ['text'], 'T', order) as object)).toEqual(['type', 'headline', 'text', 'buttons'])
    expect(Object.keys(setIn(section, ['image'], 'granite', order) as object)).toEqual(['type', 'headline', 'buttons', 'image'])
  })
  it('an emptied optional value is removed, the rest keeps its identity', () => {
    const page = { meta: { title: 'T', canonical: '/x' }, sections: [{ type: 'faq' }] }
    const next = setIn(page, ['meta', 'canonical'], undefined) as typeof page
    expect(next.meta).toEqual({ title: 'T' })
    expect(next.sections).toBe(page.sections)
  })
  it('a new section of every type starts with its required fields, in the schema’s order', () => {
    const schema = jsonSchemaOf(PageSchema, 'Page') as SchemaNode
    const items = schema.properties!.sections.items!
    for (const branch of items.oneOf!) {
      const type = branch.properties!.type.const as string
      const value = skeleton(items, type) as Record<string, unknown>
      expect(value.type).toBe(type)
      const required = (branch.required ?? []).filter((k) =>
        ['text', 'markdown', 'link', 'ref', 'records', 'image', 'object', 'array', 'const'].includes(kindOf(branch.properties![k], k)),
      )
      expect(Object.keys(value)).toEqual(Object.keys(branch.properties!).filter((k) => required.includes(k)))
    }
  })
})

describe('fields pick what they name', () => {
  it('a figure that counts a collection picks the collection, not a record of it', () => {
    const sections = (jsonSchemaOf(PageSchema, 'Page') as SchemaNode).properties!.sections.items!.oneOf!
    const stats = sections.find((b) => b.properties!.type.const === 'stats')!
    const figure = stats.properties!.items.items!
    expect(kindOf(figure.properties!.count, 'count')).toBe('records')
    expect(kindOf(figure.properties!.value, 'value')).toBe('text')
  })
})

describe('fields are labelled in words', () => {
  it('a section’s id is its anchor, a record’s id its key', () => {
    const sections = (jsonSchemaOf(PageSchema, 'Page') as SchemaNode).properties!.sections.items!.oneOf!
    const anchors = sections.flatMap((branch) => (branch.properties?.id ? [fieldLabel('id', branch.properties.id)] : []))
    expect(anchors.length).toBeGreaterThan(0)
    expect(new Set(anchors)).toEqual(new Set(['Anchor ID']))
    const reviews = jsonSchemaOf(fileSchema('testimonials'), collections.testimonials.file) as SchemaNode
    expect(fieldLabel('id', reviews.properties!.items.items!.properties!.id)).toBe('ID')
  })
})

describe('validation messages land on their field', () => {
  it('every message about a broken page names a place in that page', async () => {
    const sources = await readProject(root)
    const file = 'pages/gallery.json'
    const page = JSON.parse(sources.pages.find((p) => p.file === file)!.text)
    page.sections[0].headline = ''
    page.sections[0].buttons[0].href = '/contactt'
    page.sections[0].colour = 'red'
    page.meta.description = 'Too short.'
    delete page.sections[1].title
    page.sections[1].id = 'Not An Id'
    const text = JSON.stringify(page)
    const checked = checkProject({ ...sources, pages: sources.pages.map((p) => (p.file === file ? { file, text } : p)) })
    const issues = checked.issues.filter((i) => i.file === file)
    expect(issues.map((i) => issuePath(i.path))).toEqual(
      expect.arrayContaining([
        ['sections', 0, 'headline'],
        ['sections', 0, 'buttons', 0, 'href'],
        ['sections', 0, 'colour'],
        ['meta', 'description'],
        ['sections', 1, 'id'],
      ]),
    )
    for (const issue of issues) {
      const at = issuePath(issue.path)
      expect(getIn(page, at.slice(0, -1)), issue.path).toBeTypeOf('object')
    }
  })
  it('reads the validator’s paths back', () => {
    expect(issuePath('sections[3] (card-grid) › cards[1].title')).toEqual(['sections', 3, 'cards', 1, 'title'])
    expect(issuePath('sections[0] (heroo) › type')).toEqual(['sections', 0, 'type'])
    expect(issuePath('meta.keywords[2]')).toEqual(['meta', 'keywords', 2])
    expect(issuePath('items[4].features[0]')).toEqual(['items', 4, 'features', 0])
    expect(issuePath('')).toEqual([])
  })
})

describe('addresses of new pages', () => {
  it('refuses an address that exists, is malformed or is the site’s own', () => {
    expect(routeProblem('/gallery', ['/gallery'])).toMatch(/exists already \(pages\/gallery\.json\)/)
    expect(routeProblem('/Outdoor Kitchens', [])).toMatch(/lowercase words joined by hyphens/)
    expect(routeProblem('/api/leads', [])).toMatch(/used by the site itself/)
    expect(routeProblem('/outdoor-kitchens', ['/gallery'])).toBeUndefined()
    expect(routeProblem('/services/outdoor-kitchens', [])).toBeUndefined()
  })
})

describe('the editor answers this computer only', () => {
  const req = (remoteAddress: string, host: string, method = 'GET', origin?: string) => ({
    method,
    headers: { host, ...(origin ? { origin } : {}) },
    socket: { remoteAddress },
  })
  it('refuses other machines, other host names and changes from other pages', () => {
    expect(isLoopbackAddress('::ffff:127.0.0.1')).toBe(true)
    expect(refusal(req('10.0.0.7', '127.0.0.1:5174'))?.status).toBe(403)
    expect(refusal(req('127.0.0.1', 'evil.example:5174'))?.status).toBe(403)
    expect(refusal(req('127.0.0.1', '127.0.0.1:5174', 'POST', 'https://evil.example'))?.status).toBe(403)
    expect(refusal(req('127.0.0.1', '127.0.0.1:5174', 'POST'))?.status).toBe(403)
    expect(refusal(req('127.0.0.1', 'localhost:5174', 'POST', 'http://localhost:5174'))).toBeUndefined()
    expect(refusal(req('::1', '[::1]:5174'))).toBeUndefined()
  })
})

describe('the production build', () => {
  const dist = join(root, 'dist/client')
  it.skipIf(!existsSync(dist))('carries none of the editor’s code', () => {
    const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((e) => e.isFile() && /\.(js|css|html)$/.test(e.name))
    expect(files.length).toBeGreaterThan(0)
    for (const f of files) expect(readFileSync(join(f.parentPath, f.name), 'utf8'), f.name).not.toMatch(/_editor|app\/editor/)
  })
})

describe("the page list's figures", () => {
  it('show the views and leads per page the configured store counted over the last 30 days; a store it cannot read says so', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'editor-figures-'))
    const site = join(dir, 'site')
    for (const route of ['', 'contact']) {
      mkdirSync(join(site, route), { recursive: true })
      writeFileSync(join(site, route, 'index.html'), '<!doctype html><title>x</title>')
    }
    const counter = new EventCounter(new SqliteEventStore(join(dir, 'events.db')), { siteDir: site })
    await counter.start()
    counter.count([
      { kind: 'view', page: '/contact' },
      { kind: 'view', page: '/contact' },
      { kind: 'view', page: '/' },
    ])
    counter.countLead({ page: '/contact', section: 'quote' })
    await counter.close()
    const env = { ...process.env }
    const ctx = { root, previewManifest: {} as never, regenerate: () => {} }
    const figures = async () => (await api(ctx, 'GET', new URL('http://localhost/_editor/api/figures'), undefined)).body
    try {
      process.env.DATA_DIR = dir
      delete process.env.DATABASE_URL
      expect(await figures()).toEqual({
        days: 30,
        pages: expect.arrayContaining([
          { page: '/contact', views: 2, leads: 1 },
          { page: '/', views: 1, leads: 0 },
        ]),
      })
      process.env.DATABASE_URL = 'not a url'
      expect(await figures()).toMatchObject({ days: 30, pages: [], unavailable: expect.stringContaining('DATABASE_URL') })
    } finally {
      process.env = env
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
