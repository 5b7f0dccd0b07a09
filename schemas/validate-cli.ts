/** `npm run validate`: prints every problem in pages/ and data/ and exits 1 if there is any; notes are printed too. */
import { resolve } from 'node:path'
import { writeCompletions } from './generate'
import { loadProject } from './load'
import { formatIssues } from './validate'

const root = resolve(process.argv[2] ?? '.')
const project = await loadProject(root)
const { issues, notes } = project
// The editor's completions (routes, image names, record keys) follow the content: an ignored file, never committed.
await writeCompletions(root, project)
if (notes.length) console.log(`${formatIssues(notes).replace(/^/gm, 'note: ')}\n`)
if (issues.length) {
  console.error(formatIssues(issues))
  console.error(`\n✖ ${issues.length} problem(s) in pages/ and data/`)
  process.exit(1)
}
console.log('✔ every page and record is valid')
