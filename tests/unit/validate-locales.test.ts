import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { draftCopy, shapeOf, textPaths } from '../../schemas/copies'
import { loadProject, readProject } from '../../schemas/load'
import { copyFileOf, localeRoute, localiseProject, pageLocales, siteLocales } from '../../schemas/locales'
import { pageFileToRoute } from '../../schemas/routing'
import { formatIssues } from '../../schemas/validate'
import { copyProject } from '../helpers/project-copy'

/**
 * The other languages' copies (data/<locale>/…), in a copy of the real project whose copies are made here: each text
 * "translated" by accenting its vowels (same length, placeholders kept), so the fixtures follow the content and need no
 * real copy. Each test breaks one thing and expects the one message naming file, path and fix.
 */
let dir: string
let cleanup: () => Promise<void>
let locale: string
let prefix: string

const accent = (text: string) =>
  text
    .split(/(\{[^}]*\})/)
    .map((part, i) => (i % 2 ? part : part.replace(/[aeiou]/g, (c) => ({ a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' })[c] as string)))
    .join('')

const readJson = async (file: string) => JSON.parse(await readFile(join(dir, file), 'utf8'))
async function writeJson(file: string, json: unknown) {
  await mkdir(dirname(join(dir, file)), { recursive: true })
  await writeFile(join(dir, file), JSON.stringify(json, null, 2))
}
const messages = async () =>
  formatIssues((await loadProject(dir)).issues)
    .split('\n')
    .filter(Boolean)

/** The English files that have texts: every page and data file the project reads (read from the project, no list). */
async function englishFiles() {
  const sources = await readProject(dir)
  const data = Object.keys(sources.data).filter((f) => sources.data[f] !== undefined)
  return [...sources.pages.map((p) => p.file), ...data, 'data/images.json'].filter((f) => shapeOf(f))
}

/** The first page with a route (in file order) with a text nested inside a section's list: its file, JSON and that text's path. */
async function pageWithNestedText() {
  for (const file of (await readProject(dir)).pages.map((p) => p.file).filter((f) => pageFileToRoute(f) !== null)) {
    const json = await readJson(file)
    const found = textPaths(shapeOf(file)!.schema, json).find(
      (t) => t.path[0] === 'sections' && t.path.length >= 5 && typeof t.text === 'string' && t.text && json.sections[t.path[1]].id,
    )
    if (found) return { file, json, path: found.path }
  }
  throw new Error('no page has a text inside a list of a section with an id')
}

beforeEach(async () => {
  ;({ dir, cleanup } = await copyProject(['pages', 'data']))
  const site = await readJson('data/site.json')
  const other = siteLocales({ collections: { site } } as never)[1]
  expect(other, 'data/site.json declares a language beside English').toBeDefined()
  ;({ code: locale, prefix } = other)
  await rm(join(dir, 'data', locale), { recursive: true, force: true })
  for (const file of await englishFiles())
    await writeJson(copyFileOf(file, locale), draftCopy(shapeOf(file)!, await readJson(file), accent))
})
afterEach(() => cleanup())

describe('the copies of the other languages', () => {
  it('reads the languages from data/site.json, English alone when it declares none', async () => {
    const site = await readJson('data/site.json')
    const project = await loadProject(dir)
    expect(siteLocales(project).map((l) => [l.code, l.prefix])).toEqual(
      site.locales.map((l: { code: string; prefix?: string }) => [l.code, l.prefix ?? '']),
    )
    site.locales.push({ code: 'fr', label: 'Français', prefix: '/fr' })
    await writeJson('data/site.json', site)
    expect(siteLocales(await loadProject(dir)).map((l) => l.code)).toContain('fr')
    delete site.locales
    await writeJson('data/site.json', site)
    await rm(join(dir, 'data', locale), { recursive: true })
    const english = await loadProject(dir)
    expect(siteLocales(english).map((l) => l.code)).toEqual(['en'])
    expect(formatIssues(english.issues)).toBe('')
  })

  it('accepts a complete translation', async () => {
    expect(await messages()).toEqual([])
  })

  it('names the English file and path of a text a copy leaves out', async () => {
    const { file, json, path } = await pageWithNestedText()
    const copyFile = copyFileOf(file, locale)
    const copy = await readJson(copyFile)
    const section = copy.sections.find((s: { id?: string }) => s.id === json.sections[path[1]].id)
    let node = section
    for (const step of path.slice(2, -1)) node = node[step]
    delete node[path[path.length - 1]]
    await writeJson(copyFile, copy)
    const rest = path
      .slice(2)
      .map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`))
      .join('')
      .slice(1)
    const language = new Intl.DisplayNames(['en'], { type: 'language' }).of(locale)
    expect(await messages()).toEqual([
      `${file} › sections[${path[1]}] (${json.sections[path[1]].type}) › ${rest}: no ${language} text (${locale})`,
    ])
  })

  it('passes a page that declares it is shown in English, and says so; a page with neither copy nor declaration fails once', async () => {
    const { file, json } = await pageWithNestedText()
    await rm(join(dir, copyFileOf(file, locale)))
    const [only, ...rest] = await messages()
    expect(rest).toEqual([])
    expect(only).toMatch(
      new RegExp(`^${file}: no .* copy \\(${locale}\\): write ${copyFileOf(file, locale)} .*"fallbackToEnglish": \\["${locale}"\\]`),
    )
    await writeJson(file, { ...json, fallbackToEnglish: [locale] })
    const project = await loadProject(dir)
    expect(formatIssues(project.issues)).toBe('')
    const route = project.pages.find((p) => p.file === file)!.route!
    expect(formatIssues(project.notes)).toContain(
      `${file}: shown in English at ${localeRoute(route, locale, siteLocales(project))} (declared fallback)`,
    )
    expect(pageLocales(project, project.pages.find((p) => p.file === file)!)).toEqual([{ locale, status: 'fallback' }])
    expect(route.startsWith(prefix)).toBe(false)
  })

  it('refuses a fact in a copy, with the fix', async () => {
    const { file, json } = await pageWithNestedText()
    const copyFile = copyFileOf(file, locale)
    const copy = await readJson(copyFile)
    const i = json.sections.findIndex((s: { id?: string; type: string }) => s.id && s.type !== 'block')
    const at = copy.sections.findIndex((s: { id?: string }) => s.id === json.sections[i].id)
    copy.sections[at].tone = 'dark'
    await writeJson(copyFile, copy)
    expect(await messages()).toEqual([
      `${copyFile} › sections[${at}] (${json.sections[i].type}) › tone: ${json.sections[i].tone === undefined ? `${file} has no "tone" here: a copy holds only the English file's texts — remove it` : `facts are written once, in ${file}: remove it here`}`,
    ])
    delete copy.sections[at].tone
    copy.sections[at].id = `${json.sections[i].id}x`
    await writeJson(copyFile, copy)
    const out = await messages()
    expect(out[0]).toMatch(
      new RegExp(
        `^${copyFile} › sections\\[${at}\\]: ${file} has no section "${json.sections[i].id}x" — did you mean "${json.sections[i].id}"\\?`,
      ),
    )
    // Its texts are then missing: said in the English file.
    expect(out.slice(1).every((line) => line.startsWith(`${file} › sections[${i}]`) && line.endsWith(`(${locale})`))).toBe(true)
  })

  it('refuses a record key the English file does not have, and a value that is not a text', async () => {
    const catalog = await readJson('data/catalog.json')
    const copyFile = copyFileOf('data/catalog.json', locale)
    const copy = await readJson(copyFile)
    copy.items.push({ slug: 'not-a-service', name: 'x' })
    copy.items[0].name = 42
    await writeJson(copyFile, copy)
    expect(await messages()).toEqual([
      `${copyFile} › items[${copy.items.length - 1}]: data/catalog.json has no record whose slug is "not-a-service": a copy names each record by its English slug — correct or remove it`,
      `${copyFile} › items[0].name: expected a text (a string), as in data/catalog.json, got a number`,
    ])
    expect(catalog.items[0].slug).toBe(copy.items[0].slug)
  })

  it('builds a language with the copy’s texts and the English facts', async () => {
    const project = await loadProject(dir)
    expect(project.issues).toEqual([])
    const local = localiseProject(project, locale)
    expect(localiseProject(project, locale)).toBe(local)
    for (const [english, translated] of project.pages.map((p, i) => [p, local.pages[i]] as const)) {
      expect(translated.route).toBe(english.route)
      const shape = shapeOf(english.file)!
      const texts = textPaths(shape.schema, english.page)
      const spanish = new Map(textPaths(shape.schema, translated.page).map((t) => [JSON.stringify(t.path), t.text]))
      for (const { path, text } of texts) expect(spanish.get(JSON.stringify(path))).toBe(accent(String(text)))
      // Whatever is not a text is the English file's, untouched.
      const strip = (page: unknown) =>
        JSON.stringify(page, (_, value) =>
          typeof value === 'string' && texts.some((t) => t.text === value || accent(String(t.text)) === value) ? '' : value,
        )
      expect(strip(translated.page)).toBe(strip(english.page))
      expect(pageLocales(project, english)).toEqual([{ locale, status: 'translated' }])
    }
    // Records, with the site's facts in that language; images' alts; facts as written.
    const [service] = project.collections.catalog
    const [localService] = local.collections.catalog
    expect(localService.name).toBe(accent(service.name))
    expect(localService.price.starting).toBe(service.price.starting)
    expect(localService.image).toBe(service.image)
    expect(local.collections.site.phone).toEqual(project.collections.site.phone)
    expect(local.collections.site.replyTime).toBe(accent(project.collections.site.replyTime))
    const [name, image] = Object.entries(project.images).find(([, e]) => /[aeiou]/.test(e.alt))!
    expect(local.images[name].alt).toBe(accent(image.alt))
    expect(local.images[name].src).toBe(image.src)
    expect(localiseProject(project, 'en')).toBe(project)
  })
})
