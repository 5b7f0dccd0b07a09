import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { getNodeValue, type Node, parseTree } from 'jsonc-parser'

/**
 * How the editor writes a JSON file so that `git diff` shows only what the marketer changed:
 *   - key order is the document's (the editor keeps the file's order and inserts new keys where the schema puts them);
 *   - each object keeps the layout it had in the file: one written on one line (`{ "label": "Call", "href": "tel" }`)
 *     stays on one line, an expanded one stays expanded. That is the one layout choice the formatter (Biome, like
 *     Prettier) takes from the text; everything else (indent, line width, arrays) it decides itself;
 *   - then the project's own formatter formats it, so `npm run lint` agrees with the file as written.
 * An object unchanged at its place keeps its layout; one found elsewhere in the original by its content takes that
 * layout (moved sections keep theirs); an edited one keeps its place's; a new object takes its siblings' layout, else
 * it is expanded.
 */

export type Layout = { byContent: Map<string, boolean>; byPath: Map<string, { expanded: boolean; content: string }> }

/** Which objects of a JSON text are written expanded (a line break between "{" and the first key). */
export function layoutOf(text: string | undefined): Layout {
  const layout: Layout = { byContent: new Map(), byPath: new Map() }
  if (!text) return layout
  const root = parseTree(text)
  if (!root) return layout
  const visit = (node: Node, path: string) => {
    if (node.type === 'object') {
      const first = node.children?.[0]
      const expanded = first ? text.slice(node.offset, first.offset).includes('\n') : false
      const content = JSON.stringify(getNodeValue(node))
      if (!layout.byContent.has(content)) layout.byContent.set(content, expanded)
      layout.byPath.set(path, { expanded, content })
      for (const property of node.children ?? []) {
        const [key, value] = property.children ?? []
        if (key && value) visit(value, `${path}/${String(key.value)}`)
      }
    } else if (node.type === 'array') node.children?.forEach((child, i) => visit(child, `${path}/${i}`))
  }
  visit(root, '')
  return layout
}

/** Prints a JSON value with each object in its layout (indentation is left to the formatter). */
export function printJson(value: unknown, layout: Layout): string {
  const print = (node: unknown, path: string, sibling: boolean | undefined): string => {
    if (Array.isArray(node)) {
      // A new object in a list is laid out like the objects already there.
      const known = node.map((item, i) => (isObject(item) ? expandedOf(item, `${path}/${i}`) : undefined))
      const fallback = known.find((k) => k !== undefined)
      return `[${node.map((item, i) => print(item, `${path}/${i}`, known[i] ?? fallback)).join(', ')}]`
    }
    if (isObject(node)) {
      const expanded = expandedOf(node, path) ?? sibling ?? true
      const entries = Object.entries(node).filter(([, v]) => v !== undefined)
      if (!entries.length) return '{}'
      const body = entries.map(([k, v]) => `${JSON.stringify(k)}: ${print(v, `${path}/${k}`, undefined)}`)
      return expanded ? `{\n${body.join(',\n')}\n}` : `{ ${body.join(', ')} }`
    }
    return JSON.stringify(node)
  }
  // The same object where it was keeps its layout; one moved or copied takes the layout it had; an edited one, its
  // place's.
  const expandedOf = (node: object, path: string) => {
    const content = JSON.stringify(node)
    const here = layout.byPath.get(path)
    if (here?.content === content) return here.expanded
    return layout.byContent.get(content) ?? here?.expanded
  }
  return `${print(value, '', undefined)}\n`
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The formatter's own executable. `node_modules/.bin/biome` is a Node script that only finds and starts it: a Node
 * start (about 250 ms) on every save. The platform package it would start is resolved here instead (a format then
 * takes about 40 ms); `BIOME_BINARY` overrides it as it does for the script, and the script stays the fallback.
 */
const binaries = new Map<string, string | undefined>()
function biomeBinary(root: string): string | undefined {
  if (process.env.BIOME_BINARY) return process.env.BIOME_BINARY
  if (binaries.has(root)) return binaries.get(root)
  const resolve = createRequire(join(root, 'package.json')).resolve
  const glibc =
    process.platform !== 'linux' ||
    Boolean((process.report?.getReport() as { header?: { glibcVersionRuntime?: string } })?.header?.glibcVersionRuntime)
  const name = `@biomejs/cli-${process.platform}-${process.arch}${glibc ? '' : '-musl'}/biome${process.platform === 'win32' ? '.exe' : ''}`
  let binary: string | undefined
  try {
    binary = resolve(name)
  } catch {
    const script = join(root, 'node_modules/.bin/biome')
    binary = existsSync(script) ? script : undefined
  }
  binaries.set(root, binary)
  return binary
}

/**
 * Formats JSON text with the project's formatter (Biome, its JSON settings from biome.json). Content files are not
 * checked by the formatter in `npm test` (a marketer's layout is never a test failure), so the text goes in under a
 * neutral name: the editor still writes every file in the one layout the formatter gives.
 */
export function formatWithBiome(root: string, file: string, text: string): Promise<string> {
  const bin = biomeBinary(root)
  if (!bin) return Promise.resolve(text)
  return new Promise((resolve, reject) => {
    const child = spawn(bin, ['format', '--stdin-file-path=content.json'], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (chunk) => (out += chunk))
    child.stderr.on('data', (chunk) => (err += chunk))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 && out ? resolve(out) : reject(new Error(`the formatter failed on ${file}: ${err.trim()}`))))
    child.stdin.end(text)
  })
}

/** The text the editor writes for `value`, given the file's current text (undefined for a new file). */
export async function formatJson(root: string, file: string, value: unknown, original: string | undefined): Promise<string> {
  return formatWithBiome(root, file, printJson(value, layoutOf(original)))
}
