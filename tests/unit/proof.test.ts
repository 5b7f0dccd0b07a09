/**
 * Honest proof, over the built content (every page resolved from pages/ and data/, as the build does): a project's
 * picture is shown under its own town only, no review appears twice on a page, reviews chosen by town and topic are
 * from that town and about that topic, town pages show projects of that town or its neighbours, and the rating names
 * its source and date. Follows the content: a page, project or review added as data keeps it true or fails here.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { resolveProject } from '../../app/builder/resolve'
import type { ResolvedPage } from '../../schemas/page-data'
import { loadProject } from '../../schemas/load'
import type { CollectionData } from '../../schemas/collections'
import { neighbours } from '../../sections/project-list/choose'
import { projectRoot } from '../helpers/project-copy'

type Section = { type: string; id?: string; [prop: string]: unknown }
let pages: ResolvedPage[]
let data: CollectionData

beforeAll(async () => {
  const project = await loadProject(projectRoot)
  expect(project.issues).toEqual([])
  data = project.collections
  pages = resolveProject(project).pages
})

/** Every image a section renders with the town it is shown under (project cards name their town; nothing else does). */
function picturesWithTowns(section: Section): { image: string; town?: string }[] {
  const out: { image: string; town?: string }[] = []
  const walk = (value: unknown, town: string | undefined) => {
    if (Array.isArray(value)) for (const item of value) walk(item, town)
    else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>
      if (typeof record.name === 'string' && Array.isArray(record.widths) && typeof record.alt === 'string')
        out.push({ image: record.name, town })
      const own = typeof record.location === 'string' && record.image ? record.location : town
      for (const child of Object.values(record)) walk(child, own)
    }
  }
  walk(section, undefined)
  return out
}

describe('proof on the pages', () => {
  it('shows each project picture under one town only, its project’s own, across the whole site', () => {
    const projectOf = new Map<string, (typeof data.projects)[number]>(data.projects.map((p) => [p.image, p]))
    const townsOf = new Map<string, Set<string>>()
    for (const page of pages)
      for (const section of page.sections as Section[])
        for (const { image, town } of picturesWithTowns(section)) {
          const project = projectOf.get(image)
          if (!project) continue
          expect(town, `${page.route}: ${image} is shown without its town`).toBe(project.location)
          townsOf.set(image, new Set([...(townsOf.get(image) ?? []), town!]))
        }
    for (const [image, towns] of townsOf) expect([...towns], image).toHaveLength(1)
    expect(townsOf.size).toBeGreaterThan(0)
  })

  it('never shows a review twice on one page', () => {
    for (const page of pages) {
      const ids = (page.sections as Section[])
        .filter((s) => s.type === 'testimonials')
        .flatMap((s) => (s.reviews as { id: string }[]).map((r) => r.id))
      expect(new Set(ids).size, page.route ?? '').toBe(ids.length)
    }
  })

  it('shows reviews chosen by town from that town, and by topic about that topic', () => {
    let chosen = 0
    for (const page of pages) {
      const json = page.file
      for (const section of page.sections as Section[]) {
        if (section.type !== 'testimonials') continue
        const reviews = (section.reviews as { id: string; town: string }[]).map((r) => data.testimonials.find((t) => t.id === r.id)!)
        expect(reviews.length, json).toBeGreaterThan(0)
        const written = pageJson(json, section.id)
        if (written.town) {
          const place = data.locations.find((l) => l.slug === written.town)!
          for (const r of reviews) expect(r.town, `${json}: ${r.id}`).toBe(place.name)
          chosen++
        }
        for (const topic of written.topics ?? []) for (const r of reviews) expect(r.topics, `${json}: ${r.id}`).toContain(topic)
        if (written.topics) chosen++
      }
    }
    expect(chosen).toBeGreaterThan(0)
  })

  it('lists on a town page only projects of that town or its neighbours, the town’s own first', () => {
    let lists = 0
    for (const page of pages) {
      for (const section of page.sections as Section[]) {
        if (section.type !== 'project-list') continue
        const written = pageJson(page.file, section.id)
        if (!written.town) continue
        lists++
        const place = data.locations.find((l) => l.slug === written.town)!
        const near = neighbours(place, data.locations)
        const towns = (section.projects as { location: string }[]).map((p) => p.location)
        for (const town of towns) expect(town === place.name || near.has(town), `${page.route}: ${town}`).toBe(true)
        const firstOther = towns.findIndex((t) => t !== place.name)
        if (firstOther >= 0) expect(towns.slice(firstOther)).not.toContain(place.name)
      }
    }
    expect(lists).toBeGreaterThan(0)
  })

  it('names the rating’s source, with a link and a date, wherever the rating and count are shown with reviews', () => {
    const { rating } = data.site
    expect(rating.source.name).not.toBe('')
    expect(new URL(rating.source.url).protocol).toBe('https:')
    expect(Number.isNaN(Date.parse(rating.asOf))).toBe(false)
    const summaries = pages.flatMap((p) => (p.sections as Section[]).filter((s) => s.type === 'testimonials' && s.summary))
    expect(summaries.length).toBeGreaterThan(0)
    for (const s of summaries)
      expect(s.summary).toMatchObject({ count: rating.count, source: rating.source, asOf: expect.stringMatching(/\d{4}$/) })
  })
})

const raw = new Map<string, { sections: Section[] }>()
/** A section as its page file writes it (found by its id). */
function pageJson(file: string, id: string | undefined): { town?: string; topics?: string[] } {
  if (!raw.has(file)) raw.set(file, JSON.parse(readFileSync(join(projectRoot, file), 'utf8')))
  return (raw.get(file)!.sections.find((s) => s.id === id) ?? {}) as { town?: string; topics?: string[] }
}
