/**
 * CLI: encode the site images into dist/client/images (npm run images).
 *
 *   node --import tsx app/builder/images/generate.ts [name ...] [--out dir]
 */
import { loadProject } from '../../../schemas/load'
import { formatIssues } from '../../../schemas/validate'
import { buildImages } from './pipeline'

const args = process.argv.slice(2)
const outIdx = args.indexOf('--out')
const outDir = outIdx >= 0 ? args[outIdx + 1] : 'dist/client'
const only = args.filter((a, i) => !a.startsWith('--') && !(outIdx >= 0 && i === outIdx + 1))

const project = await loadProject('.')
const problems = project.issues.filter((i) => i.file === 'data/images.json')
if (problems.length) {
  console.error(formatIssues(problems))
  process.exit(1)
}
try {
  await buildImages(outDir, { images: project.images, ...(only.length ? { only } : {}) })
} catch (e) {
  console.error(e instanceof Error ? e.message : e)
  process.exit(1)
}
