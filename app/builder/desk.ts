/**
 * The owner's desk (app/desk/) in the build: its own Vite build into `dist/client/desk/` (base `/desk/`; no page of the
 * site loads it), styled by its own stylesheet (`DESK_STYLESHEET`, Panda's extraction of app/desk/ and ui/ made beside the
 * site's: the site's stylesheet never carries the desk's rules), and its words (data/desk.json) put into its
 * index.html as JSON. The API serves that file at /desk and every address under it (api/plugins/static-site.ts).
 */
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import type { InlineConfig, build } from 'vite'
import { DESK_TEXT_ID, deskTextId } from '../../schemas/desk'
import { DEFAULT_LOCALE, siteLocales } from '../../schemas/locales'

export const DESK_STYLESHEET = 'styled-system/desk.css'
export const DESK_ROOT = 'app/desk'
export const DESK_TEXT = 'data/desk.json'

/**
 * The desk's words as a script of JSON in its page (not run: `<` escaped so no text can end the element), and after it
 * each copy of them in another language of the site (`data/<code>/desk.json`, e.g. the reply to a Spanish-speaking
 * customer), in a script of its own (`deskTextId(code)`).
 */
export async function deskTextScript(root: string): Promise<string> {
  const english = await readFile(join(root, DESK_TEXT), 'utf8')
  const scripts = [wordsScript(DESK_TEXT_ID, DESK_TEXT, english)]
  for (const { code } of siteLocales())
    if (code !== DEFAULT_LOCALE) {
      const file = `data/${code}/desk.json`
      const copy = await readFile(join(root, file), 'utf8').catch(() => null)
      if (copy !== null) scripts.push(wordsScript(deskTextId(code), file, copy, english))
    }
  return scripts.join('')
}

/** A copy may give only words the desk has, each where the desk has it (a copy's key the desk lacks: an error naming it). */
function wordsScript(id: string, file: string, json: string, english?: string): string {
  const words = JSON.parse(json) as unknown
  const strings = (value: unknown): boolean =>
    typeof value === 'string' ||
    (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every(strings))
  if (!strings(words)) throw new Error(`${file}: every value must be text or an object of texts`)
  const unknownKey = (copy: unknown, en: unknown, at: string): string | undefined => {
    if (typeof copy === 'string') return typeof en === 'string' ? undefined : at
    for (const [key, value] of Object.entries(copy as Record<string, unknown>)) {
      const inEnglish = typeof en === 'object' && en !== null ? (en as Record<string, unknown>)[key] : undefined
      const found = inEnglish === undefined ? `${at}${at ? '.' : ''}${key}` : unknownKey(value, inEnglish, `${at}${at ? '.' : ''}${key}`)
      if (found) return found
    }
    return undefined
  }
  const stray = english === undefined ? undefined : unknownKey(words, JSON.parse(english), '')
  if (stray !== undefined) throw new Error(`${file} › ${stray}: ${DESK_TEXT} has no such word — a copy gives only the desk's own words`)
  return `<script type="application/json" id="${id}">${JSON.stringify(words).replace(/</g, '\\u003c')}</script>`
}

export async function buildDesk(viteBuild: typeof build, root: string, client: string, shared: Partial<InlineConfig>): Promise<void> {
  const outDir = join(client, 'desk')
  await rm(outDir, { recursive: true, force: true })
  const styles = join(root, DESK_ROOT, 'styles.css')
  const script = await deskTextScript(root)
  await viteBuild({
    ...shared,
    configFile: false,
    root: join(root, DESK_ROOT),
    base: '/desk/',
    publicDir: false,
    plugins: [
      react(),
      {
        name: 'desk-stylesheet-and-words',
        enforce: 'pre',
        load: (id) => (id === styles ? readFile(join(root, DESK_STYLESHEET), 'utf8') : undefined),
        transformIndexHtml: (html) => html.replace('</head>', `${script}</head>`),
      },
    ],
    css: { postcss: { plugins: [] } },
    resolve: { preserveSymlinks: true, alias: { 'styled-system': join(root, 'styled-system') } },
    build: {
      outDir,
      emptyOutDir: true,
      manifest: false,
      target: 'es2022',
      cssCodeSplit: false,
      modulePreload: { polyfill: false },
      rolldownOptions: { treeshake: { moduleSideEffects: (id) => !/[\\/]styled-system[\\/].*\.mjs$/.test(id) } },
    },
  })
}

/** The words again into the built page (an incremental build whose code did not change, but data/desk.json may have). */
export async function refreshDeskText(root: string, client: string): Promise<void> {
  const file = join(client, 'desk', 'index.html')
  const html = await readFile(file, 'utf8').catch(() => null)
  if (html === null) return
  const script = await deskTextScript(root)
  const next = html.replace(
    new RegExp(`(?:<script type="application/json" id="${DESK_TEXT_ID}(?:-[a-z]+)?">[^]*?</script>)+`),
    () => script,
  )
  if (next !== html) {
    await writeFile(file, next)
    await rm(`${file}.br`, { force: true })
    await rm(`${file}.gz`, { force: true })
  }
}
