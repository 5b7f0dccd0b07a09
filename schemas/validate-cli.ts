/**
 * `npm run validate`: prints every problem in pages/ and data/ and exits 1 if there is any; notes are printed too.
 * `npm run validate -- --launch` also lists every sample and placeholder still present (./launch.ts), and exits 1
 * while any remains: what to replace before the site goes live.
 */
import { resolve } from 'node:path'
import { writeCompletions } from './generate'
import { launchPlaceholders } from './launch'
import { loadProject, readProject } from './load'
import { formatIssues } from './validate'

const args = process.argv.slice(2)
const launch = args.includes('--launch')
const root = resolve(args.find((a) => !a.startsWith('--')) ?? '.')
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
if (launch) {
  const placeholders = launchPlaceholders(await readProject(root))
  if (placeholders.length) {
    console.error(`\nBefore launch, replace:\n${formatIssues(placeholders)}`)
    console.error(`\n✖ ${placeholders.length} sample(s) or placeholder(s) still in pages/ and data/`)
    process.exit(1)
  }
  console.log('✔ no sample or placeholder left: ready to launch')
}
