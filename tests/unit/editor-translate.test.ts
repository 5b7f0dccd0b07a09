import { readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { api, type ApiContext } from '../../app/editor/server/api'
import { shapeOf, textPaths } from '../../schemas/copies'
import { readProject } from '../../schemas/load'
import { copyFileOf, siteLocales } from '../../schemas/locales'
import { pageFileToRoute } from '../../schemas/routing'
import { checkProject } from '../../schemas/validate'
import { copyProject } from '../helpers/project-copy'

/**
 * The editor beside each text: its words in the other languages, saved to that language's copy, and the page list's
 * "missing" count. On a copy of the project without any copy of its own (the fixtures follow the pages, not a list).
 */
let dir: string
let cleanup: () => Promise<void>
let ctx: ApiContext
let locale: string

beforeEach(async () => {
  ;({ dir, cleanup } = await copyProject(['pages', 'data']))
  locale = siteLocales(checkProject(await readProject(dir)))[1].code
  await rm(join(dir, 'data', locale), { recursive: true, force: true })
  ctx = { root: dir, previewManifest: {} as ApiContext['previewManifest'], regenerate: () => {} }
})
afterEach(() => cleanup())

const call = async (method: string, path: string, body?: unknown) =>
  (await api(ctx, method, new URL(`http://x/_editor/api/${path}`), body)) as any

describe('the editor in the other languages', () => {
  it('counts a page’s texts with no words yet, saves one to its copy, and counts one fewer', async () => {
    const file = (await readProject(dir)).pages.map((p) => p.file).find((f) => pageFileToRoute(f) !== null)!
    const english = JSON.parse(await readFile(join(dir, file), 'utf8'))
    const texts = textPaths(shapeOf(file)!.schema, english).filter((t) => typeof t.text === 'string' && t.text)
    const row = async () => (await call('GET', 'project')).body.pages.find((p: { file: string }) => p.file === file)
    expect((await row()).translations).toEqual([expect.objectContaining({ locale, missing: texts.length, fallback: false })])

    const [first] = texts
    const saved = await call('POST', 'translate', { file, locale, path: first.path, text: 'Palabras', baseHash: null })
    expect(saved.status).toBe(200)
    expect(saved.body.texts[first.path.join('/')]).toBe('Palabras')
    const copy = JSON.parse(await readFile(join(dir, copyFileOf(file, locale)), 'utf8'))
    expect(JSON.stringify(copy)).toContain('"Palabras"')
    expect((await row()).translations[0].missing).toBe(texts.length - 1)

    // The copy read back, and a save from a stale copy refused.
    expect((await call('GET', `translations?path=${file}`)).body.locales[0].texts).toEqual({ [first.path.join('/')]: 'Palabras' })
    const stale = await call('POST', 'translate', { file, locale, path: texts[1].path, text: 'Más', baseHash: null })
    expect(stale.status).toBe(409)
    // A path that is not a text of the English file is refused.
    const wrong = await call('POST', 'translate', { file, locale, path: ['meta', 'canonical'], text: 'x', baseHash: saved.body.hash })
    expect(wrong.status).toBe(400)
  })
})
