/** `npm run validate`: prints every problem in pages/ and data/ and exits 1 if there is any. */
import { resolve } from 'node:path'
import { loadProject } from './load'
import { formatIssues } from './validate'

const root = resolve(process.argv[2] ?? '.')
const { issues } = await loadProject(root)
if (issues.length) {
  console.error(formatIssues(issues))
  console.error(`\n✖ ${issues.length} problem(s) in pages/ and data/`)
  process.exit(1)
}
console.log('✔ every page and record is valid')
