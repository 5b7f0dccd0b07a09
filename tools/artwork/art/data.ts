/** The site's collections (data/*.json) as the artwork generator reads them. */
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const dataDir = join(dirname(fileURLToPath(import.meta.url)), '../../../data')

/** The `items` of data/<file>. */
export const readItems = <T>(file: string): T[] => (JSON.parse(readFileSync(join(dataDir, file), 'utf8')) as { items: T[] }).items
