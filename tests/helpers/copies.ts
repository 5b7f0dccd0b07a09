import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { draftCopy, readCopy, shapeOf } from '../../schemas/copies'
import { readProject } from '../../schemas/load'
import { copyFileOf, declaredLocaleCodes } from '../../schemas/locales'

/**
 * Gives every English text of a project copy that a language's copy lacks its words there — the English words, as a
 * translator's stand-in — so that a test adding a page or a record judges what it adds, not its missing Spanish (a new
 * record needs its Spanish: tests/unit/validate-locales.test.ts). The words a copy already gives are kept.
 */
export async function writeMissingTexts(dir: string) {
  const sources = await readProject(dir)
  const english: Record<string, string | undefined> = {
    ...Object.fromEntries(sources.pages.map((p) => [p.file, p.text])),
    ...sources.data,
    'data/images.json': sources.images,
  }
  for (const locale of declaredLocaleCodes(sources.data['data/site.json']))
    for (const [file, text] of Object.entries(english)) {
      const shape = shapeOf(file)
      if (!shape || text === undefined) continue
      const json = JSON.parse(text)
      if (json.fallbackToEnglish?.includes(locale)) continue
      const copyFile = copyFileOf(file, locale)
      const copy = sources.copies?.find((c) => c.file === copyFile)?.text
      const given = new Map(
        readCopy(shape, json, JSON.parse(copy ?? '{}'), { file, copyFile }).texts.map(([path, words]) => [path.join('/'), words]),
      )
      const next = draftCopy(shape, json, (words, path) => given.get(path.join('/')) ?? words)
      await mkdir(dirname(join(dir, copyFile)), { recursive: true })
      await writeFile(join(dir, copyFile), `${JSON.stringify(next, null, 2)}\n`)
    }
}
